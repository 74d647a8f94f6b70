import { z } from 'zod';
import { DEFAULT_SESSION_TIMEOUT_MINUTES, EMAIL_PATTERN, sessionTimeoutSchema } from '../auth/schemas.ts';
import { LANGUAGES } from './languages.ts';
import { SETTINGS_MENU_KEYS, type SettingsMenuKey } from './menu-keys.ts';

export { LANGUAGES };

/**
 * One user's settings document (seed 000 §3, user_settings), stored whole in `user_settings.data`
 * (JSONB) and returned by GET /api/settings/me. Every field is required here: the stored document is
 * completed by `resolveUserSettings`, a change is a `userSettingsPatchSchema` merged by
 * `mergeUserSettings`. The messages of seed 000 §5 are kept word for word.
 */
export const USER_SETTINGS_VERSION = 5;

// ── Building blocks ──────────────────────────────────────────────────────────────────────────────

/** HH:MM on a 24-hour clock, two digits each: 00:00 … 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const flag = z.boolean({ error: 'Must be true or false' });

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: `Must be a whole number between ${min} and ${max}` })
    .int(`Must be a whole number between ${min} and ${max}`)
    .min(min, `Must be between ${min} and ${max}`)
    .max(max, `Must be between ${min} and ${max}`);

const clockTime = (message: string) => z.string({ error: message }).regex(CLOCK_TIME_PATTERN, message);

/** A list of choices from `values`, each at most once; `required`: at least one. */
const choiceList = <const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
  options: { required?: boolean } = {},
) =>
  z
    .array(z.enum(values, { error: `Choose ${what} from: ${values.join(', ')}` }), {
      error: `Must be a list of ${what}`,
    })
    .min(options.required ? 1 : 0, `Choose at least one of the ${what}`)
    .refine((list) => new Set(list).size === list.length, `List each of the ${what} once`);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// ── General ──────────────────────────────────────────────────────────────────────────────────────

export const THEMES = ['light', 'dark', 'system'] as const;
export const DATE_FORMATS = ['MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd'] as const;
export const TIME_FORMATS = ['12h', '24h'] as const;
/** The books are kept in pesos (DESIGN "Data rules"); the setting exists, with one value. */
export const CURRENCIES = ['PHP'] as const;

export const themeSchema = z.enum(THEMES, { error: 'Invalid theme value' });
const languageSchema = z.enum(LANGUAGES, { error: 'Language must be en (English) or fil (Filipino)' });
const timezoneSchema = z
  .string({ error: 'Unknown time zone' })
  .min(1, 'Unknown time zone')
  .max(64, 'Unknown time zone')
  .refine(isTimeZone, 'Unknown time zone');
const dateFormatSchema = z.enum(DATE_FORMATS, {
  error: `Date format must be one of ${DATE_FORMATS.join(', ')}`,
});
const timeFormatSchema = z.enum(TIME_FORMATS, { error: 'Invalid time format' });
const currencySchema = z.enum(CURRENCIES, { error: 'Currency must be PHP' });

// ── Notifications ────────────────────────────────────────────────────────────────────────────────

/** The categories a user can switch on and off in settings (seed 000 §3). */
export const SETTINGS_NOTIFICATION_CATEGORIES = [
  'system',
  'inventory',
  'sales',
  'reports',
  'security',
  'reminders',
  'marketing',
] as const;
export type SettingsNotificationCategory = (typeof SETTINGS_NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_FREQUENCIES = ['immediate', 'hourly', 'daily', 'weekly'] as const;
export const DELIVERY_CHANNELS = ['email', 'push', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** Events with their own channel choice (seed 000 §3, "channels per event"). */
export const NOTIFICATION_EVENTS = ['lowStock', 'newSale', 'systemAlert', 'reportReady'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

const channelList = choiceList(DELIVERY_CHANNELS, 'channels');

export const quietHoursSchema = z.object({
  enabled: flag,
  start: clockTime('Invalid quiet hours start time format'),
  end: clockTime('Invalid quiet hours end time format'),
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

const notificationsSchema = z.object({
  enabled: flag,
  email: flag,
  push: flag,
  sms: flag,
  categories: z.object(
    Object.fromEntries(SETTINGS_NOTIFICATION_CATEGORIES.map((c) => [c, flag])) as Record<
      SettingsNotificationCategory,
      typeof flag
    >,
  ),
  frequency: z.enum(NOTIFICATION_FREQUENCIES, { error: 'Invalid notification frequency' }),
  quietHours: quietHoursSchema,
  channels: z.object(
    Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, channelList])) as Record<
      NotificationEvent,
      typeof channelList
    >,
  ),
});
export type NotificationSettings = z.infer<typeof notificationsSchema>;

// ── Privacy ──────────────────────────────────────────────────────────────────────────────────────

export const PROFILE_VISIBILITIES = ['public', 'team', 'private'] as const;

const privacySchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITIES, {
    error: `Profile visibility must be one of ${PROFILE_VISIBILITIES.join(', ')}`,
  }),
  activityLogging: flag,
  dataSharing: flag,
  analytics: flag,
  cookies: z.object({
    /** The session cannot work without them. */
    essential: z.literal(true, { error: 'Essential cookies cannot be turned off' }),
    functional: flag,
    analytics: flag,
    marketing: flag,
  }),
  /** Days. */
  dataRetention: wholeNumber(1, 3650),
});

// ── Display ──────────────────────────────────────────────────────────────────────────────────────

export const DENSITIES = ['compact', 'comfortable', 'spacious'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export const DASHBOARD_LAYOUTS = ['grid', 'list'] as const;
/** The top-bar elements a user can hide (seed 000 §2 "Top bar"). */
export const TOP_BAR_FLAGS = [
  'showDatabaseStatus',
  /** The seed's showSupabaseStatus: the backend (server) status dot. */
  'showServerStatus',
  'showThemeToggle',
  'showNotifications',
  'showSearch',
  'showUserProfile',
  'showMobileSearch',
] as const;
export type TopBarFlag = (typeof TOP_BAR_FLAGS)[number];

const widgetId = z
  .string({ error: 'A dashboard widget is named by its id' })
  .regex(/^[a-z][a-z0-9-]{0,63}$/, 'A dashboard widget id is lower-case letters, digits and dashes');

const displaySchema = z.object({
  sidebarCollapsed: flag,
  density: z.enum(DENSITIES, { error: `Density must be one of ${DENSITIES.join(', ')}` }),
  animations: flag,
  sounds: flag,
  highContrast: flag,
  fontSize: z.enum(FONT_SIZES, { error: `Font size must be one of ${FONT_SIZES.join(', ')}` }),
  dashboardLayout: z.object({
    /**
     * The dashboard cards the user arranged, in order; empty means the dashboard's own cards in their
     * own order (each module adds its cards, so no fixed list is stored by default).
     */
    widgets: z
      .array(widgetId, { error: 'Must be a list of dashboard widget ids' })
      .max(50, 'At most 50 dashboard widgets')
      .refine((list) => new Set(list).size === list.length, 'List each dashboard widget once'),
    layout: z.enum(DASHBOARD_LAYOUTS, { error: 'Dashboard layout must be grid or list' }),
    columns: wholeNumber(1, 4),
  }),
  tableSettings: z.object({
    rowsPerPage: wholeNumber(10, 200),
    showRowNumbers: flag,
    stickyHeaders: flag,
  }),
  topBar: z.object(
    Object.fromEntries(TOP_BAR_FLAGS.map((f) => [f, flag])) as Record<TopBarFlag, typeof flag>,
  ),
});

// ── Reports ──────────────────────────────────────────────────────────────────────────────────────

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const REPORT_EXPORT_FORMATS = ['pdf', 'excel', 'csv'] as const;
export const CHART_TYPES = ['bar', 'line', 'pie', 'area'] as const;

const recipientEmail = z
  .string({ error: 'Enter a valid e-mail address' })
  .max(254, 'Enter a valid e-mail address')
  .regex(EMAIL_PATTERN, 'Enter a valid e-mail address');

const reportsSchema = z.object({
  autoGenerate: z.object({ daily: flag, weekly: flag, monthly: flag, quarterly: flag }),
  emailSchedule: z.object({
    enabled: flag,
    recipients: z
      .array(recipientEmail, { error: 'Must be a list of e-mail addresses' })
      .max(20, 'At most 20 recipients')
      .refine(
        (list) => new Set(list.map((e) => e.toLowerCase())).size === list.length,
        'List each recipient once',
      ),
    time: clockTime('Report time must be HH:MM on a 24-hour clock, e.g. 09:00'),
    day: z.enum(WEEKDAYS, { error: 'Day must be a day of the week, e.g. monday' }),
  }),
  exportFormats: choiceList(REPORT_EXPORT_FORMATS, 'export formats', { required: true }),
  includeCharts: flag,
  chartTypes: choiceList(CHART_TYPES, 'chart types'),
  /** Days of data a report covers by default. */
  dataRange: wholeNumber(1, 3650),
  compression: flag,
});

// ── Inventory ────────────────────────────────────────────────────────────────────────────────────

export const REORDER_METHODS = ['manual', 'automatic'] as const;
export const MONITORING_FREQUENCIES = ['realtime', 'hourly', 'daily', 'weekly'] as const;
export const BARCODE_FORMATS = ['code128', 'ean13', 'upca', 'qr'] as const;

const stockLevel = wholeNumber(0, 1_000_000_000);

const inventorySchema = z.object({
  /** Quantities in the product's base unit, except expiryWarning (days before a lot expires). */
  thresholds: z
    .object({
      lowStock: stockLevel,
      outOfStock: stockLevel,
      overStock: stockLevel,
      expiryWarning: wholeNumber(0, 3650),
    })
    .superRefine((t, ctx) => {
      if (t.lowStock < t.outOfStock) {
        ctx.addIssue({
          code: 'custom',
          path: ['lowStock'],
          message: 'The low-stock level cannot be below the out-of-stock level',
        });
      }
      if (t.overStock <= t.lowStock) {
        ctx.addIssue({
          code: 'custom',
          path: ['overStock'],
          message: 'The overstock level must be above the low-stock level',
        });
      }
    }),
  autoReorder: z.object({
    enabled: flag,
    method: z.enum(REORDER_METHODS, { error: 'Reorder method must be manual or automatic' }),
    /** Days a supplier takes to deliver. */
    leadTime: wholeNumber(0, 365),
    /** Extra units kept on top of the expected use during the lead time. */
    safetyStock: stockLevel,
  }),
  monitoring: z.object({
    enabled: flag,
    frequency: z.enum(MONITORING_FREQUENCIES, {
      error: `Monitoring frequency must be one of ${MONITORING_FREQUENCIES.join(', ')}`,
    }),
    alertChannels: choiceList(DELIVERY_CHANNELS, 'alert channels'),
  }),
  barcodeSettings: z.object({
    enabled: flag,
    format: z.enum(BARCODE_FORMATS, { error: `Barcode format must be one of ${BARCODE_FORMATS.join(', ')}` }),
    autoGenerate: flag,
  }),
});

// ── Security ─────────────────────────────────────────────────────────────────────────────────────

export const TWO_FACTOR_METHODS = ['email', 'sms', 'app'] as const;

const ipAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'Enter an IP address such as 203.0.113.5 or a range such as 203.0.113.0/24',
});

const securitySchema = z.object({
  twoFactorAuth: z.object({
    enabled: flag,
    method: z.enum(TWO_FACTOR_METHODS, { error: 'Two-factor method must be email, sms or app' }),
    /**
     * Whether backup codes are offered with two-factor sign-in. The codes themselves are secrets and
     * live (hashed) with the sign-in records, never in this document, which is sent to the browser
     * and exported to files.
     */
    backupCodes: flag,
  }),
  /** Minutes of inactivity before the session ends; the server reads it (see auth/schemas.ts). */
  sessionTimeout: sessionTimeoutSchema.shape.sessionTimeout,
  passwordPolicy: z.object({
    minLength: z
      .number({ error: 'Minimum password length must be at least 6 characters' })
      .int('Minimum password length must be a whole number')
      .min(6, 'Minimum password length must be at least 6 characters')
      .max(128, 'Minimum password length must be at most 128 characters'),
    requireUppercase: flag,
    requireLowercase: flag,
    requireNumbers: flag,
    requireSpecialChars: flag,
    /** Days until a password must be changed; 0 means never. */
    expiryDays: wholeNumber(0, 3650),
  }),
  loginAttempts: z.object({
    maxAttempts: wholeNumber(1, 20),
    /** Minutes. */
    lockoutDuration: wholeNumber(1, 1440),
  }),
  auditLog: z.object({
    enabled: flag,
    /** Days. */
    retention: wholeNumber(1, 3650),
  }),
  ipWhitelist: z
    .object({
      enabled: flag,
      addresses: z
        .array(ipAddress, { error: 'Must be a list of IP addresses' })
        .max(100, 'At most 100 addresses'),
    })
    .refine((w) => !w.enabled || w.addresses.length > 0, {
      path: ['addresses'],
      message: 'Add at least one address before turning the IP allow-list on',
    }),
});

// ── Menu visibility ──────────────────────────────────────────────────────────────────────────────

const menuVisibilitySchema = z.object(
  Object.fromEntries(SETTINGS_MENU_KEYS.map((k) => [k, flag])) as Record<SettingsMenuKey, typeof flag>,
);
export type UserMenuVisibility = z.infer<typeof menuVisibilitySchema>;

// ── The document ─────────────────────────────────────────────────────────────────────────────────

export const userSettingsSchema = z.object({
  version: z.literal(USER_SETTINGS_VERSION, { error: `Settings version must be ${USER_SETTINGS_VERSION}` }),
  theme: themeSchema,
  language: languageSchema,
  timezone: timezoneSchema,
  dateFormat: dateFormatSchema,
  timeFormat: timeFormatSchema,
  currency: currencySchema,
  notifications: notificationsSchema,
  privacy: privacySchema,
  display: displaySchema,
  reports: reportsSchema,
  inventory: inventorySchema,
  security: securitySchema,
  menuVisibility: menuVisibilitySchema,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** The groups of the document, in order (the top-level keys other than version). */
export const USER_SETTINGS_GROUPS = Object.keys(userSettingsSchema.shape).filter(
  (key) => key !== 'version',
) as Exclude<keyof UserSettings, 'version'>[];

type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}

/** A settings document that may be the frozen defaults. */
export type ReadonlyUserSettings = DeepReadonly<UserSettings>;

/** A fresh, mutable copy of the defaults. */
export function defaultUserSettings(): UserSettings {
  return {
    version: USER_SETTINGS_VERSION,
    theme: 'system',
    language: 'en',
    timezone: 'Asia/Manila',
    dateFormat: 'MM/dd/yyyy',
    timeFormat: '12h',
    currency: 'PHP',
    notifications: {
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
    },
    privacy: {
      profileVisibility: 'team',
      activityLogging: true,
      dataSharing: false,
      analytics: true,
      cookies: { essential: true, functional: true, analytics: true, marketing: false },
      dataRetention: 365,
    },
    display: {
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
    },
    reports: {
      autoGenerate: { daily: false, weekly: true, monthly: true, quarterly: false },
      emailSchedule: { enabled: false, recipients: [], time: '09:00', day: 'monday' },
      exportFormats: ['pdf', 'excel'],
      includeCharts: true,
      chartTypes: ['bar', 'line', 'pie'],
      dataRange: 30,
      compression: false,
    },
    inventory: {
      thresholds: { lowStock: 10, outOfStock: 0, overStock: 1000, expiryWarning: 7 },
      autoReorder: { enabled: false, method: 'manual', leadTime: 7, safetyStock: 5 },
      monitoring: { enabled: true, frequency: 'daily', alertChannels: ['email', 'push'] },
      barcodeSettings: { enabled: true, format: 'code128', autoGenerate: true },
    },
    security: {
      twoFactorAuth: { enabled: false, method: 'email', backupCodes: true },
      sessionTimeout: DEFAULT_SESSION_TIMEOUT_MINUTES as UserSettings['security']['sessionTimeout'],
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
    },
    menuVisibility: Object.fromEntries(SETTINGS_MENU_KEYS.map((k) => [k, true])) as UserMenuVisibility,
  };
}

/** The defaults of seed 000 §3 (theme: the stored default is 'system', DESIGN "Theme"). Frozen. */
export const DEFAULT_USER_SETTINGS: ReadonlyUserSettings = deepFreeze(defaultUserSettings());
