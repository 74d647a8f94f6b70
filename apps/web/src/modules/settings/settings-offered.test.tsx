import { isSettingShown, type Role, settingRule } from '@fbms/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSettingsApi, renderSettings } from './render-settings.test-helper.tsx';

/** Every setting field on the screen, by the path it edits (all tab panels stay mounted). */
const offered = () =>
  [...document.querySelectorAll('[data-setting]')].map((e) => e.getAttribute('data-setting') ?? '');

async function open(role: Role) {
  mockSettingsApi(undefined, { role });
  renderSettings();
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  // The role-bound settings (the menus this role has) appear once /api/me has answered.
  await waitFor(() => expect(document.querySelector('[data-setting="menuVisibility.sales"]')).not.toBeNull());
}

describe('SettingsScreen offers only settings something reads', () => {
  it('an administrator: every field shown is honoured, none of the waiting ones is shown', async () => {
    await open('admin');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General',
      'Notifications',
      'Display',
      'Inventory',
      'Reports',
      'Security',
      'Menu',
    ]);
    const paths = offered();
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      expect(isSettingShown(path, 'admin'), path).toBe(true);
      expect(settingRule(path)?.honouredBy.length, path).toBeGreaterThan(0);
    }
    for (const label of [
      'Date format',
      'Time format',
      'Sounds',
      'Rows per page',
      'Card layout',
      'Suggest reorders',
      'Use barcodes',
      'Check',
      'Push notifications',
      'Sales',
    ]) {
      expect(screen.queryByLabelText(label), label).toBeNull();
    }
    expect(screen.queryByText('Channels per event')).toBeNull();
    expect(screen.queryByText(/not in force/)).toBeNull();
    expect(paths).toContain('inventory.thresholds.lowStock');
    expect(paths).toContain('notifications.categories.system');
    expect(paths).toContain('menuVisibility.purchases');
    expect(paths).toContain('menuVisibility.operations');
    expect(paths).not.toContain('menuVisibility.bir');
    // Marketing messages to staff are not sent yet (the "Marketing" switch is the menu's, not this).
    expect(paths).not.toContain('notifications.categories.marketing');
    // Reports & Analytics reads its range, charts and export formats; nothing makes scheduled reports,
    // other chart types or compressed files yet, nor notices about reports.
    expect(paths.filter((p) => p.startsWith('reports.')).sort()).toEqual([
      'reports.dataRange',
      'reports.exportFormats',
      'reports.includeCharts',
    ]);
    expect(paths).not.toContain('notifications.categories.reports');
  }, 20_000);

  it('a cashier gets no stock alerts or notifications, so those settings are not offered', async () => {
    await open('cashier');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General',
      'Display',
      'Reports',
      'Security',
      'Menu',
    ]);
    const paths = offered();
    for (const path of paths) expect(isSettingShown(path, 'cashier'), path).toBe(true);
    // A cashier may not export reports: no export formats to choose.
    expect(paths.filter((p) => p.startsWith('reports.')).sort()).toEqual([
      'reports.dataRange',
      'reports.includeCharts',
    ]);
    // The menus a cashier has: landed modules the role may open.
    expect(paths.filter((p) => p.startsWith('menuVisibility.')).sort()).toEqual([
      'menuVisibility.customerTransactions',
      'menuVisibility.customers',
      'menuVisibility.dashboard',
      'menuVisibility.inventory',
      'menuVisibility.reports',
      'menuVisibility.sales',
      'menuVisibility.settings',
    ]);
  }, 20_000);
});
