import { describe, expect, it } from 'vitest';
import { ROLES } from '../users/permissions.ts';
import { isSettingShown, settingRule, USER_SETTING_PATHS } from './setting-needs.ts';
import { SYSTEM_SETTING_RULES } from './system-setting-needs.ts';
import { systemSettingsSchema } from './system-settings.ts';

/** Dotted paths to every field of a zod object schema. */
function schemaLeaves(schema: unknown, prefix = ''): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape) return [prefix];
  return Object.entries(shape).flatMap(([k, v]) => schemaLeaves(v, prefix ? `${prefix}.${k}` : k));
}

const SYSTEM_PATHS = [...schemaLeaves(systemSettingsSchema), 'logo', 'paymentQr'];

describe('setting needs', () => {
  it('every setting of the user document has a rule', () => {
    expect(USER_SETTING_PATHS.filter((p) => !settingRule(p))).toEqual([]);
  });

  it('every setting of the store document has a rule', () => {
    expect(SYSTEM_PATHS.filter((p) => !settingRule(p, SYSTEM_SETTING_RULES))).toEqual([]);
  });

  it('hides the settings nothing reads yet', () => {
    for (const path of [
      'dateFormat',
      'timeFormat',
      'notifications.email',
      'notifications.channels.lowStock',
      'notifications.categories.sales',
      'display.sounds',
      'display.tableSettings.rowsPerPage',
      'display.dashboardLayout.columns',
      'privacy.analytics',
      'reports.emailSchedule.recipients',
      'reports.autoGenerate.daily',
      'reports.chartTypes',
      'reports.compression',
      'notifications.categories.reports',
      'inventory.autoReorder.enabled',
      'inventory.monitoring.frequency',
      'inventory.barcodeSettings.format',
      'security.passwordPolicy.minLength',
      'menuVisibility.bir',
    ]) {
      for (const role of ROLES) expect(isSettingShown(path, role), `${path} for ${role}`).toBe(false);
    }
    for (const path of ['integration.smsService.provider', 'businessInfo.website']) {
      expect(isSettingShown(path, 'admin', SYSTEM_SETTING_RULES), path).toBe(false);
    }
  });

  it('shows what works, to the roles it works for', () => {
    // Backups landed (issue 25): their schedule is offered to the admin, who may open Cloud Backup.
    expect(isSettingShown('backup.enabled', 'admin', SYSTEM_SETTING_RULES)).toBe(true);
    for (const role of ROLES) {
      expect(isSettingShown('theme', role)).toBe(true);
      expect(isSettingShown('security.sessionTimeout', role)).toBe(true);
      expect(isSettingShown('menuVisibility.sales', role)).toBe(true);
      // Purchases landed (issue 24): its menu flag is offered to whoever has the menu.
      if (role !== 'cashier' && role !== 'employee')
        expect(isSettingShown('menuVisibility.purchases', role)).toBe(true);
    }
    // Operations landed: its menu switch follows the module (the screen lists it for managers and admins).
    expect(isSettingShown('menuVisibility.operations', 'manager')).toBe(true);
    expect(isSettingShown('inventory.thresholds.lowStock', 'manager')).toBe(true);
    expect(isSettingShown('inventory.thresholds.lowStock', 'cashier')).toBe(false);
    expect(isSettingShown('notifications.categories.system', 'admin')).toBe(true);
    expect(isSettingShown('notifications.categories.system', 'manager')).toBe(false);
    expect(isSettingShown('notifications.quietHours.start', 'cashier')).toBe(false);
    expect(isSettingShown('inventory.thresholds.lowStock', null)).toBe(false);
    expect(isSettingShown('paymentQr', 'admin', SYSTEM_SETTING_RULES)).toBe(true);
    // Reports & Analytics landed: its range and charts for everyone, export formats for those who may export.
    for (const role of ROLES) {
      expect(isSettingShown('reports.dataRange', role)).toBe(true);
      expect(isSettingShown('reports.includeCharts', role)).toBe(true);
    }
    expect(isSettingShown('reports.exportFormats', 'accountant')).toBe(true);
    expect(isSettingShown('reports.exportFormats', 'cashier')).toBe(false);
    expect(isSettingShown('logo', 'admin', SYSTEM_SETTING_RULES)).toBe(true);
  });
});
