import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';

/**
 * English texts of the settings screen, under `settings.*`. Validation and import messages come from
 * the shared rules (seed 000 §5) and the server, word for word, so they are not repeated here. A
 * Filipino bundle adds the same keys under 'fil'.
 */
export const settingsEn = {
  title: 'Settings',
  subtitle: 'Your own preferences. Each change is saved as you make it.',
  loadFailed: 'Your settings could not be loaded',
  saving: 'Saving…',
  saved: 'Saved',
  sections: {
    general: 'General',
    notifications: 'Notifications',
    display: 'Display',
    inventory: 'Inventory',
    reports: 'Reports',
    privacy: 'Privacy',
    security: 'Security',
    menu: 'Menu',
  },
  actions: {
    export: 'Export settings',
    import: 'Import settings',
    reset: 'Reset to defaults',
    exportedTitle: 'Settings exported',
    exportedMessage: 'Saved as {{fileName}}.',
    importedTitle: 'Settings imported',
    importedMessage: 'Your settings now match the file.',
    importFailedTitle: 'Import failed',
    importReadFailed: 'The file could not be read.',
    resetTitle: 'Reset to defaults?',
    resetBody:
      'Every setting on this screen, including which menus you see, goes back to its default. Export your settings first if you may want them back.',
    resetConfirm: 'Reset',
    resetDoneTitle: 'Settings reset',
    resetDoneMessage: 'Your settings are back to the defaults.',
    failedTitle: 'Settings were not changed',
  },
  general: {
    theme: 'Theme',
    themes: { light: 'Light', dark: 'Dark', system: 'System' },
    language: 'Language',
    languages: { en: 'English', fil: 'Filipino' },
    languageHint: 'Saved with your settings. The screens are in English until the Filipino texts arrive.',
    dateFormat: 'Date format',
    dateFormatExample: '{{format}} (e.g. {{example}})',
    timeFormat: 'Time format',
    timeFormats: { '12h': '12-hour (1:30 PM)', '24h': '24-hour (13:30)' },
    timezone: 'Time zone',
    timezoneHint: 'The store keeps its books on Manila time.',
    currency: 'Currency',
    currencyValue: 'PHP — Philippine peso',
    currencyHint: 'The store keeps its books in pesos.',
  },
  notifications: {
    enabled: 'Notifications',
    enabledHint: 'Turn off to stop every notification, in the app and outside it.',
    channelsTitle: 'Where you are told',
    channelsHint: 'Outside the app, nothing is sent until you turn a channel on.',
    email: 'E-mail',
    push: 'Push notifications',
    sms: 'SMS',
    categoriesTitle: 'What you are told about',
    categories: {
      system: 'System',
      inventory: 'Inventory',
      sales: 'Sales',
      reports: 'Reports',
      security: 'Security',
      reminders: 'Reminders',
      marketing: 'Marketing',
    },
    frequency: 'Frequency',
    frequencyHint: 'Anything other than "Immediately" waits in the notification panel instead of popping up.',
    frequencies: {
      immediate: 'Immediately',
      hourly: 'Hourly',
      daily: 'Daily',
      weekly: 'Weekly',
    },
    quietHoursTitle: 'Quiet hours',
    quietHours: 'Quiet hours',
    quietHoursHint: 'No pop-ups, sounds, push or SMS in this window (Manila time). E-mail still goes.',
    quietStart: 'From',
    quietEnd: 'Until',
    timePlaceholder: 'HH:MM',
    eventsTitle: 'Channels per event',
    events: {
      lowStock: 'Low stock',
      newSale: 'New sale',
      systemAlert: 'System alert',
      reportReady: 'Report ready',
    },
    channels: { email: 'E-mail', push: 'Push', sms: 'SMS' },
  },
  display: {
    lookTitle: 'Look',
    density: 'Density',
    densities: { compact: 'Compact', comfortable: 'Comfortable', spacious: 'Spacious' },
    fontSize: 'Font size',
    fontSizes: { small: 'Small', medium: 'Medium', large: 'Large' },
    highContrast: 'High contrast',
    animations: 'Animations',
    sounds: 'Sounds',
    soundsHint: 'A short tone with each pop-up notification.',
    sidebarCollapsed: 'Start with the sidebar collapsed',
    dashboardTitle: 'Dashboard',
    dashboardLayout: 'Card layout',
    dashboardLayouts: { grid: 'Grid', list: 'List' },
    dashboardColumns: 'Columns',
    tablesTitle: 'Tables',
    rowsPerPage: 'Rows per page',
    showRowNumbers: 'Row numbers',
    stickyHeaders: 'Sticky headers',
    stickyHeadersHint: 'Column names stay in view while you scroll.',
    topBarTitle: 'Top bar',
    topBarHint: 'Choose what the top bar shows.',
    topBar: {
      showDatabaseStatus: 'Database status',
      showServerStatus: 'Server status',
      showThemeToggle: 'Theme toggle',
      showNotifications: 'Notifications',
      showSearch: 'Search',
      showUserProfile: 'User profile',
      showMobileSearch: 'Mobile search',
    },
  },
  inventory: {
    thresholdsTitle: 'Stock alerts',
    thresholdsHint: 'Quantities are in each product’s base unit.',
    lowStock: 'Low stock at or below',
    outOfStock: 'Out of stock at or below',
    overStock: 'Overstock above',
    expiryWarning: 'Warn before expiry (days)',
    reorderTitle: 'Reordering',
    autoReorder: 'Suggest reorders',
    reorderMethod: 'Method',
    reorderMethods: { manual: 'Manual', automatic: 'Automatic' },
    leadTime: 'Supplier lead time (days)',
    safetyStock: 'Safety stock',
    monitoringTitle: 'Stock monitoring',
    monitoring: 'Monitor stock levels',
    monitoringFrequency: 'Check',
    monitoringFrequencies: { realtime: 'Continuously', hourly: 'Hourly', daily: 'Daily', weekly: 'Weekly' },
    alertChannels: 'Alert channels',
    barcodeTitle: 'Barcodes',
    barcodeEnabled: 'Use barcodes',
    barcodeFormat: 'Barcode format',
    barcodeFormats: { code128: 'Code 128', ean13: 'EAN-13', upca: 'UPC-A', qr: 'QR code' },
    barcodeAutoGenerate: 'Create a barcode for new products without one',
  },
  reports: {
    autoGenerateTitle: 'Generate automatically',
    autoGenerate: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', quarterly: 'Quarterly' },
    emailTitle: 'E-mail schedule',
    emailEnabled: 'E-mail reports',
    recipients: 'Recipients',
    recipientsHint: 'Press Enter after each address.',
    time: 'Time (HH:MM, 24-hour)',
    day: 'Day of the week',
    days: {
      monday: 'Monday',
      tuesday: 'Tuesday',
      wednesday: 'Wednesday',
      thursday: 'Thursday',
      friday: 'Friday',
      saturday: 'Saturday',
      sunday: 'Sunday',
    },
    outputTitle: 'Output',
    exportFormats: 'Export formats',
    exportFormatNames: { pdf: 'PDF', excel: 'Excel', csv: 'CSV' },
    includeCharts: 'Include charts',
    chartTypes: 'Chart types',
    chartTypeNames: { bar: 'Bar', line: 'Line', pie: 'Pie', area: 'Area' },
    dataRange: 'Default range (days)',
    compression: 'Compress exported files',
  },
  privacy: {
    profileVisibility: 'Who can see your profile',
    profileVisibilities: { public: 'Everyone', team: 'Your team', private: 'Only you' },
    activityLogging: 'Keep a log of my activity',
    dataSharing: 'Share data with partners',
    analytics: 'Usage analytics',
    cookiesTitle: 'Cookies',
    cookies: {
      essential: 'Essential',
      functional: 'Functional',
      analytics: 'Analytics',
      marketing: 'Marketing',
    },
    essentialHint: 'Needed to keep you signed in; they cannot be turned off.',
    dataRetention: 'Keep my data for (days)',
  },
  security: {
    sessionTimeout: 'Sign me out after',
    sessionTimeoutHint:
      'You are signed out after this long without activity. This is the same setting as on your Account screen.',
    minutes: '{{count}} minutes',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    storedTitle: 'Stored security preferences',
    storedHint:
      'These values are saved with your settings and travel with an export, but they are not in force: the store-wide password and sign-in rules will be set by an administrator in the system settings.',
    passwordPolicy: 'Password policy',
    minLength: 'Minimum length',
    requireUppercase: 'Uppercase letter required',
    requireLowercase: 'Lowercase letter required',
    requireNumbers: 'Number required',
    requireSpecialChars: 'Special character required',
    expiryDays: 'Password expires after (days)',
    never: 'Never',
    loginAttempts: 'Sign-in attempts',
    maxAttempts: 'Attempts before lockout',
    lockoutDuration: 'Lockout (minutes)',
    twoFactor: 'Two-factor sign-in',
    otherTitle: 'Two-factor sign-in and audit',
    twoFactorMethod: 'Two-factor method',
    twoFactorMethods: { email: 'E-mail', sms: 'SMS', app: 'Authenticator app' },
    backupCodes: 'Backup codes',
    auditLog: 'Audit log',
    auditRetention: 'Retention (days)',
    ipWhitelist: 'IP allow-list',
    addresses: 'Addresses',
    none: '—',
    yes: 'Yes',
    no: 'No',
    on: 'On',
    off: 'Off',
  },
  menu: {
    title: 'Menu items',
    hint: 'Hide menus you do not use. Hiding a menu does not change what your role allows.',
    showAll: 'Show all',
    hideAll: 'Hide all',
    reset: 'Reset',
    alwaysShown: 'Always shown',
    alsoCovers: 'Also: {{names}}',
  },
};

export type SettingsTexts = typeof settingsEn;

i18n.addResourceBundle('en', 'translation', { settings: settingsEn }, true, true);

/** "a.b.c" for every string leaf of the texts; plural keys are named without their _one/_other. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type SettingsTextKey = Leaves<SettingsTexts>;

export type SettingsT = (key: SettingsTextKey, options?: Record<string, unknown>) => string;

/**
 * `t` for the settings texts. The app's typed resources do not list `settings.*` (this module adds
 * them at load), so the keys are typed here instead.
 */
export function useSettingsT(): SettingsT {
  const { t } = useTranslation();
  return useCallback<SettingsT>(
    (key, options) => (t as unknown as (k: string, o?: object) => string)(`settings.${key}`, options),
    [t],
  );
}
