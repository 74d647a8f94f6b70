import { describe, expect, it } from 'vitest';
import { checkAccess, PERMISSION_MODULES, ROLES } from '../users/permissions.ts';
import { MENU_VISIBILITY_KEYS } from './menu-visibility.ts';
import { getModule, isModuleId, MODULE_IDS, MODULES, moduleForPath } from './module-registry.ts';

/** The module list of issue #3 ("for every module the spec names"), copied by hand. */
const ISSUE_MODULE_IDS = [
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
  'accounting',
  'reports',
  'bir',
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
];

describe('module registry', () => {
  it('covers every module the issue names, once, in menu order', () => {
    expect(MODULES.map((m) => m.id)).toEqual(ISSUE_MODULE_IDS);
    expect([...MODULE_IDS]).toEqual(ISSUE_MODULE_IDS);
  });

  it('gives every module a unique id and a unique absolute path', () => {
    expect(new Set(MODULES.map((m) => m.id)).size).toBe(MODULES.length);
    expect(new Set(MODULES.map((m) => m.path)).size).toBe(MODULES.length);
    for (const m of MODULES) expect(m.path).toMatch(/^\/([a-z-]+(\/[a-z-]+)*)?$/);
  });

  it('keeps the paths the web already serves and the chosen real paths', () => {
    const paths = Object.fromEntries(MODULES.map((m) => [m.id, m.path]));
    expect(paths).toEqual({
      dashboard: '/',
      sales: '/pos',
      'tindera-pos': '/tindera-pos',
      'sales-history': '/sales-history',
      inventory: '/inventory',
      'product-categories': '/inventory/categories',
      'product-history': '/inventory/history',
      purchases: '/purchases',
      'receiving-voucher': '/purchases/receiving',
      customers: '/customers',
      'customer-transactions': '/customers/transactions',
      suppliers: '/suppliers',
      expenses: '/expenses',
      payroll: '/payroll',
      accounting: '/accounting',
      reports: '/reports',
      bir: '/bir',
      branches: '/branches',
      operations: '/operations',
      marketing: '/marketing',
      loyalty: '/loyalty',
      backup: '/backup',
      testing: '/system-check',
      'admin-dashboard': '/admin',
      'user-roles': '/users',
      'data-history': '/data-history',
      settings: '/settings',
      help: '/help',
    });
    expect(MODULES.some((m) => m.path === '/account')).toBe(false);
  });

  it('uses the seed names', () => {
    expect(getModule('sales').displayName).toBe('Sales & POS');
    expect(getModule('reports').displayName).toBe('Reports & Analytics');
    expect(getModule('bir').displayName).toBe('BIR Forms');
    expect(getModule('branches').displayName).toBe('Multi-Branch');
    expect(getModule('backup').displayName).toBe('Cloud Backup');
    expect(getModule('testing').displayName).toBe('System Check');
  });

  it('derives every access rule from a module of the permission table', () => {
    for (const m of MODULES) expect(PERMISSION_MODULES).toContain(m.access.module);
  });

  it('keeps the roles the seed reserves: operations for managers; backup, testing, admin tools for admin', () => {
    expect(getModule('operations').access.minRole).toBe('manager');
    for (const id of ['backup', 'testing', 'admin-dashboard', 'data-history'] as const) {
      expect(getModule(id).access.minRole).toBe('admin');
    }
    expect(getModule('user-roles').access).toEqual({ module: 'users', action: 'view' });
  });

  it('lets every role and even an anonymous visitor see dashboard and settings', () => {
    expect(MODULES.filter((m) => m.alwaysVisible).map((m) => m.id)).toEqual(['dashboard', 'settings']);
    for (const role of ROLES) {
      for (const id of ['dashboard', 'settings', 'help'] as const) {
        expect(checkAccess({ role, isActive: true }, getModule(id).access).allowed).toBe(true);
      }
    }
  });

  it('marks only landed modules as available, a subset of the registry', () => {
    const available = MODULES.filter((m) => m.available).map((m) => m.id);
    expect(available).toEqual([
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
    for (const id of available) expect(ISSUE_MODULE_IDS).toContain(id);
  });

  it('points every visibility key at a real flag, and only help has none', () => {
    for (const m of MODULES) {
      if (m.id === 'help') expect(m.menuVisibilityKey).toBeNull();
      else expect(MENU_VISIBILITY_KEYS).toContain(m.menuVisibilityKey);
    }
    const used = new Set(MODULES.map((m) => m.menuVisibilityKey));
    for (const key of MENU_VISIBILITY_KEYS) expect(used.has(key)).toBe(true);
  });

  it('puts product data and history into the collapsible Data group', () => {
    expect(MODULES.filter((m) => m.menuGroup === 'data').map((m) => m.id)).toEqual([
      'product-categories',
      'product-history',
      'customer-transactions',
      'data-history',
    ]);
  });

  it('uses the seed time-outs, 3 retries and distinct preload priorities', () => {
    expect(getModule('dashboard').loadTimeoutMs).toBe(3000);
    expect(getModule('sales').loadTimeoutMs).toBe(4000);
    expect(getModule('reports').loadTimeoutMs).toBe(6000);
    expect(getModule('accounting').loadTimeoutMs).toBe(5000);
    for (const m of MODULES) expect(m.maxRetries).toBe(3);
    expect(new Set(MODULES.map((m) => m.preloadPriority)).size).toBe(MODULES.length);
  });

  it('builds i18n keys from the id', () => {
    expect(getModule('tindera-pos').labelKey).toBe('modules.tindera-pos.name');
    expect(getModule('tindera-pos').descriptionKey).toBe('modules.tindera-pos.description');
  });

  it('recognises module ids', () => {
    expect(isModuleId('bir')).toBe(true);
    expect(isModuleId('bir-forms')).toBe(false);
    expect(isModuleId(undefined)).toBe(false);
  });
});

describe('moduleForPath', () => {
  it.each([
    ['/', 'dashboard'],
    ['/pos', 'sales'],
    ['/pos/', 'sales'],
    ['/inventory', 'inventory'],
    ['/inventory/abc-123', 'inventory'],
    ['/inventory/categories', 'product-categories'],
    ['/inventory/history/123', 'product-history'],
    ['/purchases/receiving/RV-0001', 'receiving-voucher'],
    ['/customers/transactions?customer=7', 'customer-transactions'],
    ['/system-check', 'testing'],
    ['/users', 'user-roles'],
    ['/settings#menus', 'settings'],
  ])('%s → %s', (path, id) => {
    expect(moduleForPath(path).id).toBe(id);
  });

  it.each(['/nowhere', '/inventoryx', '/account', '', '/POS'])('unknown %j → dashboard', (path) => {
    expect(moduleForPath(path).id).toBe('dashboard');
  });
});
