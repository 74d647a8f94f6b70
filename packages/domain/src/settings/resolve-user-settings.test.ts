import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  mergeUserSettings,
  resolveUserSettings,
  safeMergeUserSettings,
  userSettingsPatchSchema,
} from './resolve-user-settings.ts';
import { DEFAULT_USER_SETTINGS, defaultUserSettings } from './user-settings.ts';

describe('userSettingsPatchSchema', () => {
  it('takes any group, any field, at any depth', () => {
    expect(userSettingsPatchSchema.parse({})).toEqual({});
    expect(userSettingsPatchSchema.parse({ display: { tableSettings: { rowsPerPage: 50 } } })).toEqual({
      display: { tableSettings: { rowsPerPage: 50 } },
    });
    expect(userSettingsPatchSchema.parse({ theme: 'dark' })).toEqual({ theme: 'dark' });
  });

  it('keeps the field messages and drops unknown keys and the version', () => {
    const bad = userSettingsPatchSchema.safeParse({ notifications: { quietHours: { end: '25:00' } } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['notifications', 'quietHours', 'end'],
      message: 'Invalid quiet hours end time format',
    });
    expect(userSettingsPatchSchema.parse({ version: 9, colour: 'red', theme: 'light' })).toEqual({
      theme: 'light',
    });
  });

  it('says so when a group is not an object', () => {
    const bad = userSettingsPatchSchema.safeParse({ display: 5 });
    expect(bad.error?.issues[0]?.message).toBe('Must be a group of settings (an object)');
  });
});

describe('mergeUserSettings', () => {
  it('changes what the patch names and keeps every other group and field', () => {
    const merged = mergeUserSettings(DEFAULT_USER_SETTINGS, {
      theme: 'dark',
      display: { tableSettings: { rowsPerPage: 50 } },
    });
    expect(merged.theme).toBe('dark');
    expect(merged.display.tableSettings).toEqual({
      rowsPerPage: 50,
      showRowNumbers: true,
      stickyHeaders: true,
    });
    expect(merged.display.topBar).toEqual(DEFAULT_USER_SETTINGS.display.topBar);
    expect(merged.notifications).toEqual(DEFAULT_USER_SETTINGS.notifications);
    expect(merged.security).toEqual(DEFAULT_USER_SETTINGS.security);
    expect(merged.menuVisibility).toEqual(DEFAULT_USER_SETTINGS.menuVisibility);
  });

  it('replaces lists instead of merging them', () => {
    const merged = mergeUserSettings(DEFAULT_USER_SETTINGS, {
      notifications: { channels: { lowStock: ['sms'] } },
    });
    expect(merged.notifications.channels.lowStock).toEqual(['sms']);
    expect(merged.notifications.channels.newSale).toEqual(['push']);
  });

  it('builds on the current document, not on the defaults', () => {
    const current = mergeUserSettings(DEFAULT_USER_SETTINGS, {
      language: 'fil',
      security: { sessionTimeout: 15 },
    });
    const next = mergeUserSettings(current, { menuVisibility: { payroll: false } });
    expect(next.language).toBe('fil');
    expect(next.security.sessionTimeout).toBe(15);
    expect(next.menuVisibility.payroll).toBe(false);
    expect(next.menuVisibility.sales).toBe(true);
  });

  it('returns a new, unfrozen document and leaves its inputs alone', () => {
    const current = defaultUserSettings();
    const merged = mergeUserSettings(current, { theme: 'light' });
    expect(current.theme).toBe('system');
    expect(Object.isFrozen(merged.display)).toBe(false);
    merged.reports.chartTypes.push('area');
    expect(DEFAULT_USER_SETTINGS.reports.chartTypes).toEqual(['bar', 'line', 'pie']);
  });

  it('throws a ZodError when fields that belong together no longer fit', () => {
    expect(() =>
      mergeUserSettings(DEFAULT_USER_SETTINGS, { inventory: { thresholds: { overStock: 5 } } }),
    ).toThrow(ZodError);
    const result = safeMergeUserSettings(DEFAULT_USER_SETTINGS, {
      security: { ipWhitelist: { enabled: true } },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['security', 'ipWhitelist', 'addresses'],
      message: 'Add at least one address before turning the IP allow-list on',
    });
  });
});

describe('resolveUserSettings', () => {
  it('gives the defaults for {}, null, undefined and garbage', () => {
    for (const stored of [{}, null, undefined, 'settings', 42, [1, 2], true]) {
      expect(resolveUserSettings(stored)).toEqual(DEFAULT_USER_SETTINGS);
    }
  });

  it('reads what the server already stores (security.sessionTimeout only)', () => {
    const settings = resolveUserSettings({ security: { sessionTimeout: 15 } });
    expect(settings.security.sessionTimeout).toBe(15);
    expect(settings.security.passwordPolicy.minLength).toBe(8);
    expect(settings.theme).toBe('system');
    expect(settings.version).toBe(5);
  });

  it('falls back field by field, keeping every valid value', () => {
    const settings = resolveUserSettings({
      version: 5,
      theme: 'purple',
      language: 'fil',
      timeFormat: '24h',
      notifications: {
        enabled: 'yes',
        frequency: 'daily',
        quietHours: { enabled: true, start: '9pm', end: '06:30' },
        channels: { lowStock: ['email', 'pigeon'], newSale: ['sms'] },
      },
      display: 'compact',
      security: { sessionTimeout: 45, loginAttempts: { maxAttempts: 3, lockoutDuration: -1 } },
      inventory: { thresholds: { lowStock: 5, overStock: 2 } },
      menuVisibility: { payroll: false, sales: 'no' },
    });
    expect(settings.theme).toBe('system');
    expect(settings.language).toBe('fil');
    expect(settings.timeFormat).toBe('24h');
    expect(settings.notifications.enabled).toBe(true);
    expect(settings.notifications.frequency).toBe('daily');
    expect(settings.notifications.quietHours).toEqual({ enabled: true, start: '22:00', end: '06:30' });
    expect(settings.notifications.channels).toEqual({
      ...DEFAULT_USER_SETTINGS.notifications.channels,
      newSale: ['sms'],
    });
    expect(settings.display).toEqual(DEFAULT_USER_SETTINGS.display);
    expect(settings.security.sessionTimeout).toBe(60);
    expect(settings.security.loginAttempts).toEqual({ maxAttempts: 3, lockoutDuration: 15 });
    // Each threshold fits alone but not together (overstock below low stock): the group falls back whole.
    expect(settings.inventory.thresholds).toEqual(DEFAULT_USER_SETTINGS.inventory.thresholds);
    expect(settings.menuVisibility.payroll).toBe(false);
    expect(settings.menuVisibility.sales).toBe(true);
  });

  it('never keeps a stored IP allow-list that would lock the user out', () => {
    const settings = resolveUserSettings({
      version: 5,
      security: { ipWhitelist: { enabled: true, addresses: ['not an address'] } },
    });
    expect(settings.security.ipWhitelist).toEqual({ enabled: false, addresses: [] });
  });

  it('migrates documents below version 5: default menu visibility merged under the stored flags', () => {
    const settings = resolveUserSettings({
      version: 4,
      theme: 'dark',
      menuVisibility: { dashboard: true, inventory: false, analytics: false, users: false, audit: true },
    });
    expect(settings.version).toBe(5);
    expect(settings.theme).toBe('dark');
    expect(Object.keys(settings.menuVisibility)).toHaveLength(22);
    expect(settings.menuVisibility).toMatchObject({
      inventory: false,
      bir: false,
      userRoles: false,
      dataHistory: true,
      payroll: true,
      customerTransactions: true,
    });
    expect(settings.menuVisibility).not.toHaveProperty('analytics');
  });

  it('reads the seed names showSupabaseStatus and date_format / time_format', () => {
    const settings = resolveUserSettings({
      date_format: 'yyyy-MM-dd',
      time_format: '24h',
      display: { topBar: { showSupabaseStatus: false, showSearch: false } },
    });
    expect(settings.dateFormat).toBe('yyyy-MM-dd');
    expect(settings.timeFormat).toBe('24h');
    expect(settings.display.topBar.showServerStatus).toBe(false);
    expect(settings.display.topBar.showSearch).toBe(false);
    expect(settings.display.topBar).not.toHaveProperty('showSupabaseStatus');
  });

  it('keeps a valid document as it is, and ignores keys it does not know', () => {
    const stored = mergeUserSettings(DEFAULT_USER_SETTINGS, {
      theme: 'dark',
      reports: { emailSchedule: { enabled: true, recipients: ['owner@store.ph'] } },
    });
    expect(resolveUserSettings({ ...stored, database: { mode: 'remote' } })).toEqual(stored);
  });

  it('is not fooled by __proto__ in stored JSON', () => {
    const settings = resolveUserSettings(
      JSON.parse('{"__proto__": {"theme": "dark"}, "display": {"__proto__": {"sounds": true}}}'),
    );
    expect(settings).toEqual(DEFAULT_USER_SETTINGS);
    expect(({} as { theme?: string }).theme).toBeUndefined();
  });
});
