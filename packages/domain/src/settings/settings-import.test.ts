import { describe, expect, it } from 'vitest';
import { mergeUserSettings } from './resolve-user-settings.ts';
import { exportUserSettings, parseSettingsImport, settingsExportFileName } from './settings-import.ts';
import { DEFAULT_USER_SETTINGS } from './user-settings.ts';

const NOW = new Date('2026-05-01T02:30:00Z');

const customised = mergeUserSettings(DEFAULT_USER_SETTINGS, {
  theme: 'dark',
  language: 'fil',
  notifications: { quietHours: { enabled: true, start: '21:00', end: '06:00' }, channels: { newSale: [] } },
  display: { density: 'compact', tableSettings: { rowsPerPage: 100 }, topBar: { showServerStatus: false } },
  reports: { emailSchedule: { enabled: true, recipients: ['owner@store.ph', 'books@store.ph'] } },
  security: { sessionTimeout: 120, ipWhitelist: { enabled: true, addresses: ['203.0.113.0/24'] } },
  menuVisibility: { payroll: false, marketing: false },
});

describe('exportUserSettings', () => {
  it('writes the FBMS envelope as indented JSON', () => {
    const text = exportUserSettings(customised, NOW);
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual({
      app: 'FBMS',
      kind: 'user-settings',
      version: 5,
      exportedAt: '2026-05-01T02:30:00.000Z',
      settings: customised,
    });
  });

  it('names the file by the Manila date', () => {
    expect(settingsExportFileName(new Date('2026-04-30T16:00:00Z'))).toBe('fbms-settings-2026-05-01.json');
    expect(settingsExportFileName(new Date('2026-04-30T15:59:00Z'))).toBe('fbms-settings-2026-04-30.json');
  });
});

describe('parseSettingsImport', () => {
  it('round trip: export → import gives the same settings', () => {
    expect(parseSettingsImport(exportUserSettings(customised, NOW))).toEqual({
      ok: true,
      settings: customised,
    });
    expect(parseSettingsImport(exportUserSettings(DEFAULT_USER_SETTINGS, NOW))).toEqual({
      ok: true,
      settings: DEFAULT_USER_SETTINGS,
    });
  });

  it('accepts a bare settings document', () => {
    expect(parseSettingsImport(JSON.stringify(customised))).toEqual({ ok: true, settings: customised });
  });

  it('"Invalid JSON format" for text that is not JSON', () => {
    for (const text of ['', '{', "{theme: 'dark'}", 'not json', '{"theme": "dark",}']) {
      expect(parseSettingsImport(text)).toEqual({ ok: false, message: 'Invalid JSON format' });
    }
  });

  it('"Invalid settings data: …" with the first problem and where it is', () => {
    expect(parseSettingsImport('{"theme": "neon"}')).toEqual({
      ok: false,
      message: 'Invalid settings data: theme — Invalid theme value',
    });
    expect(parseSettingsImport('{"display": {"tableSettings": {"rowsPerPage": 5}}}')).toEqual({
      ok: false,
      message: 'Invalid settings data: display.tableSettings.rowsPerPage — Must be between 10 and 200',
    });
    expect(parseSettingsImport('{"security": {"sessionTimeout": 45}}')).toEqual({
      ok: false,
      message: 'Invalid settings data: security.sessionTimeout — Invalid session timeout value',
    });
    expect(parseSettingsImport('{"security": {"passwordPolicy": {"minLength": 4}}}')).toEqual({
      ok: false,
      message:
        'Invalid settings data: security.passwordPolicy.minLength — Minimum password length must be at least 6 characters',
    });
    expect(parseSettingsImport('{"notifications": {"frequency": "yearly"}}')).toEqual({
      ok: false,
      message: 'Invalid settings data: notifications.frequency — Invalid notification frequency',
    });
    expect(parseSettingsImport('{"notifications": {"quietHours": {"start": "10pm"}}}')).toEqual({
      ok: false,
      message:
        'Invalid settings data: notifications.quietHours.start — Invalid quiet hours start time format',
    });
    expect(parseSettingsImport('{"timeFormat": "military"}')).toEqual({
      ok: false,
      message: 'Invalid settings data: timeFormat — Invalid time format',
    });
    expect(
      parseSettingsImport('{"reports": {"emailSchedule": {"recipients": ["owner@store.ph", "nobody"]}}}'),
    ).toEqual({
      ok: false,
      message: 'Invalid settings data: reports.emailSchedule.recipients[1] — Enter a valid e-mail address',
    });
  });

  it("checks the envelope's settings, with paths inside the settings", () => {
    const envelope = JSON.parse(exportUserSettings(customised, NOW));
    envelope.settings.theme = 'sepia';
    expect(parseSettingsImport(JSON.stringify(envelope))).toEqual({
      ok: false,
      message: 'Invalid settings data: theme — Invalid theme value',
    });
  });

  it('reports rules that tie fields together', () => {
    expect(parseSettingsImport('{"inventory": {"thresholds": {"lowStock": 50, "overStock": 20}}}')).toEqual({
      ok: false,
      message:
        'Invalid settings data: inventory.thresholds.overStock — The overstock level must be above the low-stock level',
    });
  });

  it('refuses what is not a settings document', () => {
    expect(parseSettingsImport('[]')).toEqual({
      ok: false,
      message: 'Invalid settings data: Expected a settings object',
    });
    expect(parseSettingsImport('null')).toEqual({
      ok: false,
      message: 'Invalid settings data: Expected a settings object',
    });
    expect(parseSettingsImport('{"name": "Juan"}')).toEqual({
      ok: false,
      message: 'Invalid settings data: The file holds none of the settings groups',
    });
    expect(parseSettingsImport('{"app": "FBMS", "kind": "products", "version": 5, "settings": {}}')).toEqual({
      ok: false,
      message: 'Invalid settings data: This file is not an FBMS user-settings export',
    });
    expect(parseSettingsImport('{"app": "FBMS", "kind": "user-settings", "version": 5}')).toEqual({
      ok: false,
      message: 'Invalid settings data: settings — The file holds no settings',
    });
    expect(
      parseSettingsImport('{"app": "FBMS", "kind": "user-settings", "version": 6, "settings": {}}'),
    ).toEqual({
      ok: false,
      message: 'Invalid settings data: version — This file comes from a newer FBMS (settings version 6)',
    });
  });

  it('maps the 12-key menu reading: analytics → bir, users → userRoles, audit → dataHistory', () => {
    const result = parseSettingsImport(
      JSON.stringify({
        menuVisibility: {
          dashboard: true,
          inventory: true,
          sales: false,
          purchases: true,
          suppliers: false,
          customers: true,
          reports: true,
          analytics: false,
          settings: true,
          users: false,
          audit: false,
          backup: true,
        },
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.menuVisibility).toEqual({
      ...DEFAULT_USER_SETTINGS.menuVisibility,
      sales: false,
      suppliers: false,
      bir: false,
      userRoles: false,
      dataHistory: false,
    });
  });

  it('keeps the seed export names working (showSupabaseStatus, version 4)', () => {
    const result = parseSettingsImport(
      JSON.stringify({ version: 4, theme: 'light', display: { topBar: { showSupabaseStatus: false } } }),
    );
    expect(result.ok && result.settings.display.topBar.showServerStatus).toBe(false);
    expect(result.ok && result.settings.theme).toBe('light');
    expect(result.ok && result.settings.version).toBe(5);
  });

  it('fills what the file leaves out from the base (defaults unless given)', () => {
    const partial = '{"theme": "light"}';
    const onDefaults = parseSettingsImport(partial);
    expect(onDefaults).toEqual({ ok: true, settings: { ...DEFAULT_USER_SETTINGS, theme: 'light' } });
    const onCurrent = parseSettingsImport(partial, customised);
    expect(onCurrent).toEqual({ ok: true, settings: { ...customised, theme: 'light' } });
  });
});
