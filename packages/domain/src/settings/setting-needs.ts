import { isNeedMet, type Need } from '../shell/features.ts';
import { MODULES } from '../shell/module-registry.ts';
import { permissionsOf, ROLES, type Role } from '../users/permissions.ts';
import { SETTINGS_MENU_KEYS } from './menu-keys.ts';
import { defaultUserSettings } from './user-settings.ts';

/**
 * What each setting needs before a settings screen may show it, and the code that honours it. A setting
 * whose module or feature has not landed is kept in the document (an export carries it) but not shown:
 * no switch that does nothing. `honouredBy` names, for every setting that can be shown, the file that
 * reads it and the text it reads it by; setting-needs.test.ts checks each is there, so a setting whose
 * reader goes away fails the tests instead of silently doing nothing.
 */
export interface SettingConsumer {
  /** Path from the repository's root. */
  file: string;
  /** Text that file contains where it reads the setting. */
  reads: string;
}

export interface SettingRule {
  need: Need;
  /** The roles for whom anything reads it (e.g. only managers and admins receive stock alerts); all when absent. */
  roles?: readonly Role[];
  honouredBy: readonly SettingConsumer[];
}

const web = (path: string, reads: string): SettingConsumer => ({ file: `apps/web/src/${path}`, reads });
const server = (path: string, reads: string): SettingConsumer => ({ file: `apps/server/src/${path}`, reads });
const domain = (path: string, reads: string): SettingConsumer => ({
  file: `packages/domain/src/${path}`,
  reads,
});

const NOT_YET = (need: Need): SettingRule => ({ need, honouredBy: [] });
const feature = (id: Extract<Need, { feature: unknown }>['feature']) => NOT_YET({ feature: id });

const DISPLAY = 'shell/display-settings.tsx';
const TOP_BAR = 'shell/top-bar/top-bar.tsx';
const QUIET = 'settings/quiet-hours.ts';
/** Who receives notifications today: admins (new sign-ups) and managers (stock alerts). */
const NOTIFIED: readonly Role[] = ['admin', 'manager'];
/** Reports & Analytics reads the reports settings; only those who may export reports get exports. */
const REPORTS_SCREEN = 'modules/reports/reports-screen.tsx';
const REPORT_EXPORTERS: readonly Role[] = ROLES.filter((r) => permissionsOf(r).includes('reports:export'));
const STOCK_ALERTS = server('modules/inventory/stock-alerts.service.ts', "category: 'inventory'");

/** Menu switches: shown while one of the modules the switch hides has landed. */
const MENU_RULES = Object.fromEntries(
  SETTINGS_MENU_KEYS.map((key) => [
    `menuVisibility.${key}`,
    {
      need: { modules: MODULES.filter((m) => m.menuVisibilityKey === key).map((m) => m.id) },
      honouredBy: [web('shell/nav/use-menu.ts', 'menuVisibility')],
    } satisfies SettingRule,
  ]),
);

/** By dotted path; a rule covers that path and everything under it (the longest match wins). */
export const USER_SETTING_RULES: Readonly<Record<string, SettingRule>> = {
  theme: { need: 'core', honouredBy: [web(DISPLAY, 'settings?.theme')] },
  language: { need: 'core', honouredBy: [web(DISPLAY, 'settings?.language')] },
  dateFormat: feature('date-time-formats'),
  timeFormat: feature('date-time-formats'),
  // Shown read-only: the one value the store keeps its books in (Manila time, pesos).
  timezone: { need: 'core', honouredBy: [domain(QUIET, "timeZone = 'Asia/Manila'")] },
  currency: { need: 'core', honouredBy: [domain('settings/user-settings.ts', "CURRENCIES = ['PHP']")] },

  notifications: { need: 'core', roles: NOTIFIED, honouredBy: [domain(QUIET, '!notifications.enabled')] },
  'notifications.frequency': {
    need: 'core',
    roles: NOTIFIED,
    honouredBy: [domain(QUIET, "notifications.frequency === 'immediate'")],
  },
  'notifications.quietHours': {
    need: 'core',
    roles: NOTIFIED,
    honouredBy: [domain(QUIET, 'isWithinQuietHours(notifications.quietHours')],
  },
  'notifications.categories.system': {
    need: 'core',
    roles: ['admin'],
    honouredBy: [
      domain(QUIET, 'notifications.categories[settingsCategory(category)]'),
      server('modules/auth/new-account-notice.ts', "category: 'system'"),
    ],
  },
  'notifications.categories.inventory': {
    need: 'core',
    roles: NOTIFIED,
    honouredBy: [domain(QUIET, 'notifications.categories[settingsCategory(category)]'), STOCK_ALERTS],
  },
  'notifications.categories.sales': feature('sales-notifications'),
  // Notices about reports come with scheduled reports (none is made yet).
  'notifications.categories.reports': feature('scheduled-reports'),
  'notifications.categories.security': feature('security-notifications'),
  'notifications.categories.reminders': feature('reminders'),
  'notifications.categories.marketing': feature('marketing-notifications'),
  'notifications.email': feature('outside-notifications'),
  'notifications.push': feature('outside-notifications'),
  'notifications.sms': feature('outside-notifications'),
  'notifications.channels': feature('outside-notifications'),

  privacy: feature('privacy-controls'),

  'display.sidebarCollapsed': {
    need: 'core',
    honouredBy: [web('shell/signed-in-frame.tsx', 'settings.display.sidebarCollapsed')],
  },
  'display.density': { need: 'core', honouredBy: [web(DISPLAY, 'root.dataset.density')] },
  'display.fontSize': { need: 'core', honouredBy: [web(DISPLAY, 'root.dataset.fontSize')] },
  'display.highContrast': { need: 'core', honouredBy: [web(DISPLAY, "'data-high-contrast'")] },
  'display.animations': { need: 'core', honouredBy: [web(DISPLAY, "'data-no-animations'")] },
  'display.sounds': feature('notification-sounds'),
  'display.dashboardLayout': feature('dashboard-layout'),
  'display.tableSettings': feature('table-layout'),
  'display.topBar.showDatabaseStatus': {
    need: 'core',
    honouredBy: [web(TOP_BAR, 'flags.showDatabaseStatus')],
  },
  'display.topBar.showServerStatus': { need: 'core', honouredBy: [web(TOP_BAR, 'flags.showServerStatus')] },
  'display.topBar.showThemeToggle': { need: 'core', honouredBy: [web(TOP_BAR, 'flags.showThemeToggle')] },
  'display.topBar.showNotifications': { need: 'core', honouredBy: [web(TOP_BAR, 'flags.showNotifications')] },
  'display.topBar.showSearch': { need: 'core', honouredBy: [web(TOP_BAR, 'flags.showSearch')] },
  'display.topBar.showUserProfile': { need: 'core', honouredBy: [web(TOP_BAR, 'flags.showUserProfile')] },
  'display.topBar.showMobileSearch': {
    need: 'core',
    honouredBy: [web('shell/signed-in-frame.tsx', 'topBar.showMobileSearch')],
  },

  'reports.autoGenerate': feature('scheduled-reports'),
  'reports.emailSchedule': feature('scheduled-reports'),
  'reports.exportFormats': {
    need: { modules: ['reports'] },
    roles: REPORT_EXPORTERS,
    honouredBy: [web(REPORTS_SCREEN, 'settings.reports.exportFormats')],
  },
  'reports.includeCharts': {
    need: { modules: ['reports'] },
    honouredBy: [web(REPORTS_SCREEN, 'settings.reports.includeCharts')],
  },
  'reports.chartTypes': feature('report-chart-types'),
  'reports.dataRange': {
    need: { modules: ['reports'] },
    honouredBy: [web(REPORTS_SCREEN, 'settings.reports.dataRange')],
  },
  'reports.compression': feature('report-compression'),

  'inventory.thresholds': {
    need: 'core',
    roles: NOTIFIED,
    honouredBy: [
      server('modules/inventory/stock-alerts.service.ts', 'const th = inv.thresholds'),
      STOCK_ALERTS,
    ],
  },
  'inventory.autoReorder': feature('auto-reorder'),
  'inventory.monitoring.enabled': {
    need: 'core',
    roles: NOTIFIED,
    honouredBy: [server('modules/inventory/stock-alerts.service.ts', 'inv.monitoring.enabled')],
  },
  'inventory.monitoring.frequency': feature('stock-check-schedule'),
  'inventory.monitoring.alertChannels': feature('outside-notifications'),
  'inventory.barcodeSettings': feature('barcode-generation'),

  security: feature('personal-security-rules'),
  'security.sessionTimeout': {
    need: 'core',
    honouredBy: [server('platform/http/session.ts', "'{security,sessionTimeout}'")],
  },

  ...MENU_RULES,
};

/** The rule of a path: the longest rule key that is the path or a parent of it. */
export function settingRule(
  path: string,
  rules: Readonly<Record<string, SettingRule>> = USER_SETTING_RULES,
): SettingRule | undefined {
  for (let p = path; p !== ''; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    const rule = rules[p];
    if (rule) return rule;
  }
  return undefined;
}

/** Whether a settings screen shows this setting to someone of this role (a role-bound one: not until the role is known). */
export function isSettingShown(
  path: string,
  role?: Role | null,
  rules: Readonly<Record<string, SettingRule>> = USER_SETTING_RULES,
): boolean {
  const rule = settingRule(path, rules);
  if (!rule || !isNeedMet(rule.need)) return false;
  return !rule.roles || (role != null && rule.roles.includes(role));
}

/** Dotted paths to every leaf of a document (lists are leaves). */
export function settingLeaves(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => settingLeaves(v, prefix ? `${prefix}.${k}` : k));
}

/** Every setting of the user document, as dotted paths. */
export const USER_SETTING_PATHS: readonly string[] = settingLeaves(defaultUserSettings()).filter(
  (p) => p !== 'version',
);

/** Whether any setting at or under `prefix` is shown (a section or a group has something to offer). */
export function isAnySettingShown(prefix: string, role?: Role | null): boolean {
  return USER_SETTING_PATHS.some(
    (p) => (p === prefix || p.startsWith(`${prefix}.`)) && isSettingShown(p, role),
  );
}
