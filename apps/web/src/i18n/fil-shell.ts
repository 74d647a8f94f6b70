import type { ModuleId } from '@fbms/domain';
import type { enShell } from './en-shell.ts';

/**
 * Filipino module names and descriptions, keyed by registry id. Typed by every module id, so a new
 * module in the registry fails the type-check until it has its Filipino here.
 */
const moduleTexts: Record<ModuleId, { name: string; description: string }> = {
  dashboard: {
    name: 'Dashboard',
    description: 'Buod ng araw: ang dapat asikasuhin at ang checklist sa pagsisimula',
  },
  sales: {
    name: 'Benta at POS',
    description:
      'Magbukas ng shift, magbenta sa counter, tumanggap ng bayad, mag-print ng sales invoice, at isara ang araw sa X at Z reading',
  },
  'tindera-pos': {
    name: 'Tindera POS',
    description: 'Mas simpleng counter screen, madaling pindutin, para sa mabilis na pagbenta',
  },
  'sales-history': {
    name: 'Kasaysayan ng Benta',
    description:
      'Hanapin ang mga lumang benta at ang invoice nila; i-reprint, i-email, i-void, tumanggap ng return o i-export',
  },
  inventory: {
    name: 'Imbentaryo',
    description: 'Mga produkto, stock na hawak, presyo at abiso sa paubos na stock',
  },
  'product-categories': {
    name: 'Kategorya ng Produkto',
    description: 'Igrupo ang mga produkto sa kategorya gaya ng feeds, gamot pang-hayop at binhi',
  },
  'product-history': {
    name: 'Kasaysayan ng Produkto',
    description:
      'Bawat galaw ng stock ng produkto: panimulang stock, benta, adjustment, recount at binuksang sako',
  },
  purchases: {
    name: 'Pagbili',
    description: 'Purchase order sa supplier, mga pag-apruba at mga deliver na hinihintay pa',
  },
  'receiving-voucher': {
    name: 'Receiving Voucher',
    description: 'Itala ang mga paninda na dineliver ng supplier at idagdag sa stock',
  },
  customers: {
    name: 'Mga Customer',
    description: 'Talaan ng customer, contact details at balanse ng account',
  },
  'customer-transactions': {
    name: 'Transaksyon ng Customer',
    description: 'Mga binili, bayad at balanse ng isang customer sa paglipas ng panahon',
  },
  suppliers: {
    name: 'Mga Supplier',
    description: 'Contact ng supplier, terms ng bayad at mga produktong binibili sa bawat isa',
  },
  expenses: {
    name: 'Gastos',
    description: 'Itala ang gastos ng tindahan gaya ng upa, kuryente at gasolina ayon sa kategorya',
  },
  payroll: {
    name: 'Payroll',
    description: 'Sahod ng staff kasama ang kontribusyon sa SSS, PhilHealth at Pag-IBIG',
  },
  accounting: {
    name: 'Accounting',
    description: 'Chart of accounts, journal entries at financial statements',
  },
  reports: {
    name: 'Ulat at Analytics',
    description: 'Ulat ng benta, stock at kita na may chart at export',
  },
  bir: {
    name: 'BIR Forms',
    description: 'Mga BIR tax form at buod na galing sa iyong benta at pagbili',
  },
  branches: {
    name: 'Mga Branch',
    description: 'Ang mga branch ng tindahan at ang paglipat ng stock sa pagitan nila',
  },
  operations: {
    name: 'Operasyon',
    description: 'Araw ng manager: pagbukas at pagsara, bilang ng pera at mga pag-apruba',
  },
  marketing: {
    name: 'Marketing',
    description: 'Mga promo at SMS o e-mail campaign para sa iyong mga customer',
  },
  loyalty: {
    name: 'Loyalty',
    description: 'Reward points at pribilehiyo para sa mga suki',
  },
  backup: {
    name: 'Cloud Backup',
    description: 'I-back up ang data ng tindahan at i-restore kapag kailangan',
  },
  testing: {
    name: 'System Check',
    description: 'Live na pagsuri ng database, migrations, mail, backup at ledger',
  },
  'admin-dashboard': {
    name: 'Admin Dashboard',
    description: 'Kalagayan ng system, naka-sign in na staff at mga bagong error para sa admin',
  },
  'user-roles': {
    name: 'Users at Roles',
    description: 'Account ng staff, mga role, imbitasyon at pag-apruba ng sign-in',
  },
  'data-history': {
    name: 'Kasaysayan ng Data',
    description: 'Audit trail kung sino ang nagbago ng ano, at kailan',
  },
  settings: {
    name: 'Settings',
    description: 'Iyong mga preference, menu at abiso, at ang settings ng negosyo',
  },
  help: {
    name: 'Tulong at Gabay',
    description: 'Mga user guide, training material at keyboard shortcut',
  },
};

/** Filipino texts of the application shell; same keys as `enShell`. */
export const filShell: typeof enShell = {
  modules: moduleTexts,
  sidebar: {
    label: 'Mga Module',
    dataGroup: 'Data',
    collapse: 'Paliitin ang sidebar',
    expand: 'Palakihin ang sidebar',
    openMenu: 'Buksan ang menu',
    closeMenu: 'Isara ang menu',
  },
  topBar: {
    search: 'Maghanap ng module...',
    searchLabel: 'Maghanap ng module',
    noModules: 'Walang nahanap na module',
    searchHint: 'Ctrl+K',
    serverConnected: 'Konektado ang {{db}}',
    serverFailed: 'walang koneksyon',
    serverDiskFull: 'puno ang disk: walang mase-save',
    serverChecking: 'Sinusuri ang koneksyon…',
    serverLabel: 'Status ng server',
    pglite: 'PGlite',
    postgres: 'PostgreSQL',
    userMenu: 'Account menu ni {{name}}',
    account: 'Iyong account',
    branch: 'Branch na ipinapakita',
    allBranches: 'Lahat ng branch ko',
    allBranchesShort: 'Lahat',
  },
  themeToggle: {
    label: 'Tema',
    light: 'Maliwanag',
    dark: 'Madilim',
    system: 'Sistema',
  },
  userSettings: {
    saveFailedTitle: 'Hindi na-save ang settings',
  },
  notifications: {
    bell: 'Mga abiso',
    bellUnread_one: 'Mga abiso, {{count}} hindi pa nababasa',
    bellUnread_other: 'Mga abiso, {{count}} hindi pa nababasa',
    title: 'Mga abiso',
    all: 'Lahat',
    unread: 'Hindi pa nabasa',
    markAllRead: 'Basahin lahat',
    clearAll: 'Burahin lahat',
    markRead: 'Markahang nabasa',
    delete: 'Burahin',
    emptyUnread: 'Walang abisong hindi pa nababasa',
    emptyAll: 'Wala pang abiso',
    settings: 'Ipakita ang kategorya',
    loadFailed: 'Hindi ma-load ang mga abiso.',
    categories: {
      system: 'Sistema',
      inventory: 'Imbentaryo',
      sales: 'Benta',
      finance: 'Pananalapi',
      hr: 'HR',
    },
    actionFailed: 'Mga abiso',
  },
  mobileNav: {
    label: 'Mabilis na navigation',
    more: 'Iba pang module',
    moreTitle: 'Lahat ng module',
  },
  moduleLoad: {
    loading: 'Nilo-load ang {{module}}…',
    retrying: 'Sinusubukan ulit ang {{module}} (ika-{{attempt}} na beses)…',
    phases: {
      initializing: 'Sinisimulan',
      importing: 'Ini-import',
      resolving: 'Inaayos',
      hydrating: 'Inihahanda',
      complete: 'Tapos na',
    },
    errorTitle: 'Hindi ma-load ang module',
    failed: 'Hindi ma-load ang {{module}}',
    timeout: 'Nag-time out ang pag-load ng module pagkalipas ng {{ms}}ms',
    chunk: 'Hindi ma-load ang bahagi ng module. Kadalasan itong nangyayari pagkatapos ng update ng app.',
    network: 'Network error habang nilo-load ang module',
    offline: 'Offline ang device',
    reload: 'I-reload ang page',
  },
  help: {
    title: 'Tulong at Gabay',
    subtitle: 'Mga gabay para sa iyong role, training material at mabilis na sagot.',
    contents: 'Mga gabay',
    choose: 'Gabay',
    none: 'Wala pang gabay para sa iyong role.',
    sections: {
      'user-guides': 'User Guides',
      training: 'Training Materials',
      technical: 'Teknikal na Dokumentasyon',
      troubleshooting: 'Pag-aayos ng Problema',
      'quick-reference': 'Mabilis na Sanggunian',
    },
  },
  crash: {
    title: 'Ay! May nagkaproblema',
    reassurance: 'Ligtas ang iyong data. Sa screen na ito lang nagka-error; walang nawala.',
    errorId: 'Error ID: {{id}}',
    tryAgain: 'Subukan ulit',
    copyReport: 'Kopyahin ang error report',
    copied: 'Nakopya na',
    goDashboard: 'Pumunta sa Dashboard',
    reload: 'I-reload ang page',
  },
};
