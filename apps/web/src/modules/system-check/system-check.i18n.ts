import { moduleTexts } from '../../i18n/module-texts.ts';

/** Texts of the system check, under `system-check.*`. */
const en = {
  title: 'System Check',
  intro:
    "Runs real checks on this store's server and data: the database, its migrations and guards, a test sale that is undone right away, the books, stock, invoice numbers, customer accounts, mail and backups. Each says how long it took and, when it fails, how to fix it.",
  run: 'Run all checks',
  running: 'Running the checks…',
  never: 'No check has been run since the server started.',
  lastRun: 'Last run {{when}}, in {{seconds}} s',
  passed: 'All checks passed',
  failed_one: '{{count}} check failed',
  failed_other: '{{count}} checks failed',
  ms: '{{ms}} ms',
  fixLabel: 'How to fix',
  detailNote: 'What was found is written by the server in English.',
  status: { pass: 'Pass', fail: 'Fail', skipped: 'Skipped' },
  checks: {
    database: 'Database answers',
    migrations: 'All migrations applied',
    constraints: 'Guards in place (append-only triggers, checks)',
    'sale-round-trip': 'Test sale, undone',
    'ledger-balanced': 'Books balance (debits = credits)',
    'stock-balances': 'Stock equals its movements',
    'invoice-series': 'Invoice numbers without gaps',
    'customer-balances': 'Customer accounts match their documents',
    mail: 'Mail delivery',
    'backup-destination': 'Backup destination writable',
  },
  fixes: {
    database: 'Start the database server and check DATABASE_URL, then restart FBMS.',
    migrations:
      'Restart the server: it applies missing migrations when it starts. If it cannot, the server log says why.',
    constraints:
      'Someone changed the database by hand. Put the named trigger or check back from its migration, or restore a backup made before the change, then run the check again.',
    'sale-round-trip':
      'Read the server log for the error, and see which other check fails to find what is off.',
    'ledger-balanced':
      'The books were changed outside FBMS. Restore the latest good backup, or have your accountant post correcting entries.',
    'stock-balances':
      'A stock balance was changed outside FBMS. Count the named products and post the count in Inventory, or restore the latest good backup.',
    'invoice-series':
      'Invoices were deleted or numbers skipped outside FBMS: the BIR requires an unbroken series. Restore the latest good backup and tell your accountant.',
    'customer-balances':
      "A customer's account was changed outside FBMS. Restore the latest good backup, or record an adjustment on the customer's account.",
    mail: 'Check SMTP_URL (server, port, user and password) in the server settings, then restart the server.',
    'backup-destination':
      'Check the backup destination in the backup settings: the folder or storage must accept a file.',
  },
};

const fil: typeof en = {
  title: 'System Check',
  intro:
    'Nagpapatakbo ng totoong mga check sa server at data ng tindahan: ang database, mga migration at bantay nito, isang test na benta na agad binabawi, ang libro, stock, numero ng invoice, account ng mga customer, mail at mga backup. Sinasabi ng bawat isa kung gaano katagal at, kapag pumalya, kung paano ayusin.',
  run: 'Patakbuhin lahat ng check',
  running: 'Tumatakbo ang mga check…',
  never: 'Wala pang check na pinatakbo mula nang magsimula ang server.',
  lastRun: 'Huling takbo {{when}}, sa loob ng {{seconds}} s',
  passed: 'Pumasa lahat ng check',
  failed_one: '{{count}} check ang pumalya',
  failed_other: '{{count}} check ang pumalya',
  ms: '{{ms}} ms',
  fixLabel: 'Paano ayusin',
  detailNote: 'Ang nakita ay isinulat ng server sa English.',
  status: { pass: 'Pasado', fail: 'Palya', skipped: 'Nilaktawan' },
  checks: {
    database: 'Sumasagot ang database',
    migrations: 'Nailapat lahat ng migration',
    constraints: 'Nasa lugar ang mga bantay (append-only trigger, check)',
    'sale-round-trip': 'Test na benta, binawi',
    'ledger-balanced': 'Balanse ang libro (debit = credit)',
    'stock-balances': 'Tugma ang stock sa mga galaw nito',
    'invoice-series': 'Walang puwang ang numero ng invoice',
    'customer-balances': 'Tugma ang account ng customer sa mga dokumento',
    mail: 'Pagpapadala ng mail',
    'backup-destination': 'Masusulatan ang lalagyan ng backup',
  },
  fixes: {
    database: 'Buksan ang database server at tingnan ang DATABASE_URL, saka i-restart ang FBMS.',
    migrations:
      'I-restart ang server: inilalapat nito ang kulang na migration pagbukas. Kung hindi kaya, sinasabi ng server log kung bakit.',
    constraints:
      'May nagbago ng database nang mano-mano. Ibalik ang trigger o check mula sa migration nito, o mag-restore ng backup mula bago ang pagbabago, saka patakbuhin ulit ang check.',
    'sale-round-trip':
      'Basahin ang error sa server log, at tingnan kung aling ibang check ang pumalya para makita ang mali.',
    'ledger-balanced':
      'Binago ang libro sa labas ng FBMS. Mag-restore ng huling maayos na backup, o ipa-post sa accountant ang mga pagtatama.',
    'stock-balances':
      'Binago ang stock sa labas ng FBMS. Bilangin ang mga nakalistang produkto at i-post ang bilang sa Inventory, o mag-restore ng huling maayos na backup.',
    'invoice-series':
      'May binurang invoice o nilaktawang numero sa labas ng FBMS: hinihingi ng BIR ang tuloy-tuloy na serye. Mag-restore ng huling maayos na backup at sabihan ang accountant.',
    'customer-balances':
      'Binago ang account ng customer sa labas ng FBMS. Mag-restore ng huling maayos na backup, o magtala ng adjustment sa account ng customer.',
    mail: 'Tingnan ang SMTP_URL (server, port, user at password) sa settings ng server, saka i-restart ang server.',
    'backup-destination':
      'Tingnan ang lalagyan ng backup sa settings ng backup: dapat tumanggap ng file ang folder o storage.',
  },
};

export const useSystemCheckT = moduleTexts('system-check', en, fil);
