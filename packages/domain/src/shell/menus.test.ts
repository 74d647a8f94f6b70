import { describe, expect, it } from 'vitest';
import type { Role } from '../users/permissions.ts';
import { defaultMenuVisibility } from './menu-visibility.ts';
import {
  bottomNavModules,
  gridBadge,
  gridModules,
  preloadOrder,
  searchModules,
  visibleModules,
} from './menus.ts';
import { MODULE_IDS, MODULES, type ModuleDescriptor } from './module-registry.ts';

const ids = (modules: readonly ModuleDescriptor[]) => modules.map((m) => m.id);
const allFor = (role: Role) => visibleModules({ role, isActive: true, includeUnavailable: true });

describe('visibleModules by role (every module, built or not)', () => {
  it('admin sees every module', () => {
    expect(ids(allFor('admin'))).toEqual([...MODULE_IDS]);
  });

  it('manager sees everything but accounting and the admin-only tools', () => {
    expect(ids(allFor('manager'))).toEqual([
      'dashboard',
      'sales',
      'tindera-pos',
      'sales-history',
      'inventory',
      'product-categories',
      'product-history',
      'purchases',
      'receiving-voucher',
      'customers',
      'customer-transactions',
      'suppliers',
      'expenses',
      'payroll',
      'reports',
      'bir',
      'branches',
      'operations',
      'marketing',
      'loyalty',
      'user-roles',
      'settings',
      'help',
    ]);
  });

  it('cashier reaches the POS, stock (read), customers and reports', () => {
    expect(ids(allFor('cashier'))).toEqual([
      'dashboard',
      'sales',
      'tindera-pos',
      'sales-history',
      'inventory',
      'product-categories',
      'customers',
      'customer-transactions',
      'reports',
      'settings',
      'help',
    ]);
  });

  it('accountant sees the money modules, purchases, receiving and suppliers (their payables)', () => {
    expect(ids(allFor('accountant'))).toEqual([
      'dashboard',
      'purchases',
      'receiving-voucher',
      'customers',
      'customer-transactions',
      'suppliers',
      'expenses',
      'payroll',
      'accounting',
      'reports',
      'bir',
      'settings',
      'help',
    ]);
  });

  it('employee sees the read-only modules', () => {
    expect(ids(allFor('employee'))).toEqual([
      'dashboard',
      'inventory',
      'product-categories',
      'customers',
      'customer-transactions',
      'reports',
      'settings',
      'help',
    ]);
  });

  it('shows only dashboard and settings when nobody is signed in', () => {
    expect(ids(visibleModules({ role: null, isActive: false, includeUnavailable: true }))).toEqual([
      'dashboard',
      'settings',
    ]);
  });

  it('shows only dashboard and settings to a deactivated account', () => {
    expect(ids(visibleModules({ role: 'manager', isActive: false, includeUnavailable: true }))).toEqual([
      'dashboard',
      'settings',
    ]);
  });
});

describe('visibleModules by availability and flags', () => {
  it('hides modules whose issue has not landed', () => {
    expect(ids(visibleModules({ role: 'admin', isActive: true }))).toEqual([
      'dashboard',
      'sales',
      'tindera-pos',
      'sales-history',
      'inventory',
      'product-categories',
      'product-history',
      'purchases',
      'receiving-voucher',
      'customers',
      'customer-transactions',
      'suppliers',
      'expenses',
      'accounting',
      'reports',
      'branches',
      'operations',
      'marketing',
      'loyalty',
      'backup',
      'testing',
      'admin-dashboard',
      'user-roles',
      'data-history',
      'settings',
      'help',
    ]);
    expect(ids(visibleModules({ role: 'cashier', isActive: true }))).toEqual([
      'dashboard',
      'sales',
      'tindera-pos',
      'sales-history',
      'inventory',
      'product-categories',
      'customers',
      'customer-transactions',
      'reports',
      'settings',
      'help',
    ]);
  });

  it('hides an item whose flag is false, but never dashboard or settings', () => {
    const menuVisibility = {
      ...defaultMenuVisibility(),
      dashboard: false,
      settings: false,
      sales: false,
      customerTransactions: false,
    };
    expect(
      ids(visibleModules({ role: 'cashier', isActive: true, menuVisibility, includeUnavailable: true })),
    ).toEqual(['dashboard', 'inventory', 'product-categories', 'customers', 'reports', 'settings', 'help']);
  });

  it('hides user-roles when its flag is off', () => {
    const shown = visibleModules({ role: 'admin', isActive: true, menuVisibility: { userRoles: false } });
    expect(ids(shown)).toEqual([
      'dashboard',
      'sales',
      'tindera-pos',
      'sales-history',
      'inventory',
      'product-categories',
      'product-history',
      'purchases',
      'receiving-voucher',
      'customers',
      'customer-transactions',
      'suppliers',
      'expenses',
      'accounting',
      'reports',
      'branches',
      'operations',
      'marketing',
      'loyalty',
      'backup',
      'testing',
      'admin-dashboard',
      'data-history',
      'settings',
      'help',
    ]);
  });
});

describe('mobile navigation', () => {
  it('gives a cashier dashboard, sales, inventory and customers, and the rest in the grid', () => {
    const visible = allFor('cashier');
    const bottom = bottomNavModules(visible);
    expect(ids(bottom)).toEqual(['dashboard', 'sales', 'inventory', 'customers']);
    expect(ids(gridModules(visible, bottom))).toEqual([
      'tindera-pos',
      'sales-history',
      'product-categories',
      'customer-transactions',
      'reports',
      'settings',
      'help',
    ]);
  });

  it('fills the bottom bar from the candidates the role has', () => {
    expect(ids(bottomNavModules(allFor('accountant')))).toEqual(['dashboard', 'customers', 'reports']);
    expect(ids(bottomNavModules(allFor('employee')))).toEqual([
      'dashboard',
      'inventory',
      'customers',
      'reports',
    ]);
  });

  it('leaves a desktop-only module out of the bottom bar and the grid', () => {
    const visible = allFor('cashier').map((m) =>
      m.id === 'sales' || m.id === 'help' ? { ...m, supportsMobile: false } : m,
    );
    const bottom = bottomNavModules(visible);
    expect(ids(bottom)).toEqual(['dashboard', 'inventory', 'customers', 'reports']);
    expect(ids(gridModules(visible, bottom))).not.toContain('help');
  });

  it('caps the grid badge at 9+', () => {
    expect(gridBadge(0)).toBe('0');
    expect(gridBadge(7)).toBe('7');
    expect(gridBadge(9)).toBe('9');
    expect(gridBadge(10)).toBe('9+');
    expect(gridBadge(19)).toBe('9+');
  });
});

describe('searchModules', () => {
  const visible = allFor('admin');

  it('finds customers first for "cust", then names containing it, then descriptions', () => {
    expect(ids(searchModules('cust', visible))).toEqual([
      'customers',
      'customer-transactions',
      'marketing',
      'loyalty',
    ]);
  });

  it('is case-insensitive and ranks a name match above a description match', () => {
    const found = ids(searchModules('  STOCK ', visible));
    expect(found[0]).toBe('inventory');
    expect(found).toContain('product-history');
  });

  it('ranks names containing the query after names starting with it', () => {
    expect(ids(searchModules('dashboard', visible))).toEqual(['dashboard', 'admin-dashboard']);
    expect(ids(searchModules('pos', visible))).toEqual(['sales', 'tindera-pos']);
  });

  it('only searches what the role may see', () => {
    expect(ids(searchModules('accounting', allFor('cashier')))).toEqual([]);
  });

  it('finds nothing for a blank query or no match', () => {
    expect(searchModules('   ', visible)).toEqual([]);
    expect(searchModules('zzz', visible)).toEqual([]);
  });

  it('can search translated texts', () => {
    const textOf = (m: ModuleDescriptor) =>
      m.id === 'customers' ? { name: 'Mga Suki', description: '' } : { name: m.displayName, description: '' };
    expect(ids(searchModules('suki', visible, textOf))).toEqual(['customers']);
  });
});

describe('preloadOrder', () => {
  it('loads dashboard and the POS first', () => {
    expect(ids(preloadOrder(allFor('cashier')))).toEqual([
      'dashboard',
      'sales',
      'inventory',
      'sales-history',
      'customers',
      'tindera-pos',
      'product-categories',
      'reports',
      'customer-transactions',
      'settings',
      'help',
    ]);
  });

  it('does not reorder its input', () => {
    const visible = allFor('admin');
    preloadOrder(visible);
    expect(ids(visible)).toEqual(ids(MODULES));
  });
});
