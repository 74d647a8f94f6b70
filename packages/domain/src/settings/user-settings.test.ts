import { describe, expect, it } from 'vitest';
import { SESSION_TIMEOUT_OPTIONS } from '../auth/schemas.ts';
import {
  DEFAULT_USER_SETTINGS,
  defaultUserSettings,
  USER_SETTINGS_GROUPS,
  type UserSettings,
  userSettingsSchema,
} from './user-settings.ts';

/** The defaults with one change, and the first message the schema gives for it. */
function messageFor(change: (s: UserSettings) => void): string | undefined {
  const settings = defaultUserSettings();
  change(settings);
  const result = userSettingsSchema.safeParse(settings);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('DEFAULT_USER_SETTINGS (seed 000 §3)', () => {
  it('is a valid version-5 document with every group', () => {
    expect(userSettingsSchema.parse(DEFAULT_USER_SETTINGS)).toEqual(DEFAULT_USER_SETTINGS);
    expect(DEFAULT_USER_SETTINGS.version).toBe(5);
    expect(USER_SETTINGS_GROUPS).toEqual([
      'theme',
      'language',
      'timezone',
      'dateFormat',
      'timeFormat',
      'currency',
      'notifications',
      'privacy',
      'display',
      'reports',
      'inventory',
      'security',
      'menuVisibility',
    ]);
  });

  it('is frozen all the way down; defaultUserSettings() gives a fresh copy', () => {
    expect(Object.isFrozen(DEFAULT_USER_SETTINGS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_USER_SETTINGS.notifications.channels.lowStock)).toBe(true);
    expect(Object.isFrozen(DEFAULT_USER_SETTINGS.display.topBar)).toBe(true);
    const copy = defaultUserSettings();
    copy.display.tableSettings.rowsPerPage = 50;
    copy.notifications.channels.lowStock.push('sms');
    expect(DEFAULT_USER_SETTINGS.display.tableSettings.rowsPerPage).toBe(25);
    expect(defaultUserSettings().notifications.channels.lowStock).toEqual(['email', 'push']);
  });

  it('general: theme system (stored default), en, Asia/Manila, MM/dd/yyyy, 12h, PHP', () => {
    const { theme, language, timezone, dateFormat, timeFormat, currency } = DEFAULT_USER_SETTINGS;
    expect({ theme, language, timezone, dateFormat, timeFormat, currency }).toEqual({
      theme: 'system',
      language: 'en',
      timezone: 'Asia/Manila',
      dateFormat: 'MM/dd/yyyy',
      timeFormat: '12h',
      currency: 'PHP',
    });
  });

  it('notifications', () => {
    expect(DEFAULT_USER_SETTINGS.notifications).toEqual({
      enabled: true,
      email: false,
      push: false,
      sms: false,
      categories: {
        system: true,
        inventory: true,
        sales: true,
        reports: true,
        security: true,
        reminders: true,
        marketing: false,
      },
      frequency: 'immediate',
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
      channels: {
        lowStock: ['email', 'push'],
        newSale: ['push'],
        systemAlert: ['email', 'push'],
        reportReady: ['email'],
      },
    });
  });

  it('privacy', () => {
    expect(DEFAULT_USER_SETTINGS.privacy).toEqual({
      profileVisibility: 'team',
      activityLogging: true,
      dataSharing: false,
      analytics: true,
      cookies: { essential: true, functional: true, analytics: true, marketing: false },
      dataRetention: 365,
    });
  });

  it('display, with the top-bar flags (showSupabaseStatus → showServerStatus)', () => {
    expect(DEFAULT_USER_SETTINGS.display).toEqual({
      sidebarCollapsed: false,
      density: 'comfortable',
      animations: true,
      sounds: false,
      highContrast: false,
      fontSize: 'medium',
      dashboardLayout: { widgets: [], layout: 'grid', columns: 2 },
      tableSettings: { rowsPerPage: 25, showRowNumbers: true, stickyHeaders: true },
      topBar: {
        showDatabaseStatus: true,
        showServerStatus: true,
        showThemeToggle: true,
        showNotifications: true,
        showSearch: true,
        showUserProfile: true,
        showMobileSearch: true,
      },
    });
  });

  it('reports', () => {
    expect(DEFAULT_USER_SETTINGS.reports).toEqual({
      autoGenerate: { daily: false, weekly: true, monthly: true, quarterly: false },
      emailSchedule: { enabled: false, recipients: [], time: '09:00', day: 'monday' },
      exportFormats: ['pdf', 'excel'],
      includeCharts: true,
      chartTypes: ['bar', 'line', 'pie'],
      dataRange: 30,
      compression: false,
    });
  });

  it('inventory', () => {
    expect(DEFAULT_USER_SETTINGS.inventory).toEqual({
      thresholds: { lowStock: 10, outOfStock: 0, overStock: 1000, expiryWarning: 7 },
      autoReorder: { enabled: false, method: 'manual', leadTime: 7, safetyStock: 5 },
      monitoring: { enabled: true, frequency: 'daily', alertChannels: ['email', 'push'] },
      barcodeSettings: { enabled: true, format: 'code128', autoGenerate: true },
    });
  });

  it('security', () => {
    expect(DEFAULT_USER_SETTINGS.security).toEqual({
      twoFactorAuth: { enabled: false, method: 'email', backupCodes: true },
      sessionTimeout: 60,
      passwordPolicy: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: true,
        requireNumbers: true,
        requireSpecialChars: false,
        expiryDays: 90,
      },
      loginAttempts: { maxAttempts: 5, lockoutDuration: 15 },
      auditLog: { enabled: true, retention: 90 },
      ipWhitelist: { enabled: false, addresses: [] },
    });
  });

  it('menuVisibility: the 22 keys of the local reading, all true', () => {
    const keys = Object.keys(DEFAULT_USER_SETTINGS.menuVisibility);
    expect(keys).toHaveLength(22);
    expect(keys).toEqual(
      expect.arrayContaining(['customerTransactions', 'bir', 'userRoles', 'dataHistory', 'adminDashboard']),
    );
    expect(Object.values(DEFAULT_USER_SETTINGS.menuVisibility).every((v) => v === true)).toBe(true);
  });
});

describe('userSettingsSchema messages (seed 000 §5)', () => {
  it('theme', () => {
    expect(messageFor((s) => Object.assign(s, { theme: 'blue' }))).toBe('Invalid theme value');
    for (const theme of ['light', 'dark', 'system'] as const) {
      expect(messageFor((s) => Object.assign(s, { theme }))).toBeUndefined();
    }
  });

  it('time format', () => {
    expect(messageFor((s) => Object.assign(s, { timeFormat: '13h' }))).toBe('Invalid time format');
    expect(messageFor((s) => Object.assign(s, { timeFormat: '24h' }))).toBeUndefined();
  });

  it('session timeout: 15, 30, 60, 120, 240 only', () => {
    for (const minutes of SESSION_TIMEOUT_OPTIONS) {
      expect(messageFor((s) => Object.assign(s.security, { sessionTimeout: minutes }))).toBeUndefined();
    }
    expect(messageFor((s) => Object.assign(s.security, { sessionTimeout: 45 }))).toBe(
      'Invalid session timeout value',
    );
    expect(messageFor((s) => Object.assign(s.security, { sessionTimeout: '60' }))).toBe(
      'Invalid session timeout value',
    );
  });

  it('password minimum length', () => {
    expect(messageFor((s) => Object.assign(s.security.passwordPolicy, { minLength: 5 }))).toBe(
      'Minimum password length must be at least 6 characters',
    );
    expect(messageFor((s) => Object.assign(s.security.passwordPolicy, { minLength: 6 }))).toBeUndefined();
  });

  it('notification frequency', () => {
    expect(messageFor((s) => Object.assign(s.notifications, { frequency: 'monthly' }))).toBe(
      'Invalid notification frequency',
    );
    for (const frequency of ['immediate', 'hourly', 'daily', 'weekly'] as const) {
      expect(messageFor((s) => Object.assign(s.notifications, { frequency }))).toBeUndefined();
    }
  });

  it('quiet hours start and end: HH:MM, 24-hour', () => {
    const quiet = (q: object) => messageFor((s) => Object.assign(s.notifications.quietHours, q));
    expect(quiet({ start: '24:00' })).toBe('Invalid quiet hours start time format');
    expect(quiet({ start: '7:00' })).toBe('Invalid quiet hours start time format');
    expect(quiet({ end: '08:60' })).toBe('Invalid quiet hours end time format');
    expect(quiet({ end: '8 AM' })).toBe('Invalid quiet hours end time format');
    expect(quiet({ start: '00:00', end: '23:59' })).toBeUndefined();
  });
});

describe('userSettingsSchema bounds', () => {
  it('rows per page 10–200, whole numbers', () => {
    const rows = (n: unknown) =>
      messageFor((s) => Object.assign(s.display.tableSettings, { rowsPerPage: n }));
    expect(rows(9)).toBe('Must be between 10 and 200');
    expect(rows(201)).toBe('Must be between 10 and 200');
    expect(rows(25.5)).toBe('Must be a whole number between 10 and 200');
    expect(rows(10)).toBeUndefined();
    expect(rows(200)).toBeUndefined();
  });

  it('inventory thresholds: whole numbers ≥ 0, overstock above low stock', () => {
    const t = (x: object) => messageFor((s) => Object.assign(s.inventory.thresholds, x));
    expect(t({ lowStock: -1 })).toBe('Must be between 0 and 1000000000');
    expect(t({ expiryWarning: 1.5 })).toBe('Must be a whole number between 0 and 3650');
    expect(t({ lowStock: 2000 })).toBe('The overstock level must be above the low-stock level');
    expect(t({ outOfStock: 20 })).toBe('The low-stock level cannot be below the out-of-stock level');
    expect(t({ lowStock: 0, outOfStock: 0, overStock: 1 })).toBeUndefined();
  });

  it('retention days 1–3650', () => {
    expect(messageFor((s) => Object.assign(s.security.auditLog, { retention: 0 }))).toBe(
      'Must be between 1 and 3650',
    );
    expect(messageFor((s) => Object.assign(s.privacy, { dataRetention: 3651 }))).toBe(
      'Must be between 1 and 3650',
    );
  });

  it('report e-mail: recipients and HH:MM time', () => {
    const schedule = (x: object) => messageFor((s) => Object.assign(s.reports.emailSchedule, x));
    expect(schedule({ recipients: ['owner@store.ph', 'not-an-email'] })).toBe('Enter a valid e-mail address');
    expect(schedule({ recipients: ['a@store.ph', 'A@store.ph'] })).toBe('List each recipient once');
    expect(schedule({ time: '9:00' })).toBe('Report time must be HH:MM on a 24-hour clock, e.g. 09:00');
    expect(schedule({ recipients: ['owner@store.ph'], time: '17:30', day: 'friday' })).toBeUndefined();
  });

  it('channels: known names, each once; at least one export format', () => {
    expect(messageFor((s) => Object.assign(s.notifications.channels, { newSale: ['fax'] }))).toBe(
      'Choose channels from: email, push, sms',
    );
    expect(messageFor((s) => Object.assign(s.notifications.channels, { newSale: ['push', 'push'] }))).toBe(
      'List each of the channels once',
    );
    expect(messageFor((s) => Object.assign(s.reports, { exportFormats: [] }))).toBe(
      'Choose at least one of the export formats',
    );
  });

  it('IP allow-list: real addresses, and never switched on empty', () => {
    const w = (x: object) => messageFor((s) => Object.assign(s.security.ipWhitelist, x));
    expect(w({ enabled: true, addresses: [] })).toBe(
      'Add at least one address before turning the IP allow-list on',
    );
    expect(w({ addresses: ['300.1.1.1'] })).toBe(
      'Enter an IP address such as 203.0.113.5 or a range such as 203.0.113.0/24',
    );
    expect(w({ enabled: true, addresses: ['203.0.113.5', '198.51.100.0/24', '::1'] })).toBeUndefined();
  });

  it('language, time zone, currency, essential cookies', () => {
    expect(messageFor((s) => Object.assign(s, { language: 'es' }))).toBe(
      'Language must be en (English) or fil (Filipino)',
    );
    expect(messageFor((s) => Object.assign(s, { language: 'fil' }))).toBeUndefined();
    expect(messageFor((s) => Object.assign(s, { timezone: 'Mars/Olympus' }))).toBe('Unknown time zone');
    expect(messageFor((s) => Object.assign(s, { currency: 'USD' }))).toBe('Currency must be PHP');
    expect(messageFor((s) => Object.assign(s.privacy.cookies, { essential: false }))).toBe(
      'Essential cookies cannot be turned off',
    );
  });
});
