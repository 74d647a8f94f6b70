/**
 * The role → module → actions table of seed 000 §6, the single source for the server guard, the
 * permission list of GET /api/me and the menus. Admin holds every action and passes every check.
 */
export const ROLES = ['admin', 'manager', 'cashier', 'accountant', 'employee'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  manager: 'Manager',
  cashier: 'Cashier',
  accountant: 'Accountant',
  employee: 'Employee',
};

export const ACTIONS = [
  'view',
  'create',
  'edit',
  'delete',
  'manage',
  'transfer',
  'approve',
  'receive',
  /** Pay suppliers' bills (payables). */
  'pay',
  'configure-workflow',
  'export',
  'monitor',
  'configure',
] as const;
export type Action = (typeof ACTIONS)[number];

export const PERMISSION_MODULES = [
  'dashboard',
  'pos',
  'inventory',
  'customers',
  'suppliers',
  'purchases',
  'expenses',
  'accounting',
  'payroll',
  'reports',
  'bir',
  'branches',
  'users',
  'operations',
  'settings',
  'admin-dashboard',
  'system-monitoring',
  'security',
  'help',
] as const;
export type PermissionModule = (typeof PERMISSION_MODULES)[number];

export const MODULE_LABELS: Record<PermissionModule, string> = {
  dashboard: 'Dashboard',
  pos: 'Sales & POS',
  inventory: 'Inventory',
  customers: 'Customers',
  suppliers: 'Suppliers',
  purchases: 'Purchases',
  expenses: 'Expenses',
  accounting: 'Accounting',
  payroll: 'Payroll',
  reports: 'Reports',
  bir: 'BIR Forms',
  branches: 'Branches',
  users: 'Users',
  operations: 'Operations',
  settings: 'Settings',
  'admin-dashboard': 'Admin Dashboard',
  'system-monitoring': 'System Monitoring',
  security: 'Security',
  help: 'Help',
};

type Table = Record<Role, Partial<Record<PermissionModule, readonly Action[]>>>;

const CRUD = ['view', 'create', 'edit', 'delete'] as const;
const VCE = ['view', 'create', 'edit'] as const;
const V = ['view'] as const;

export const PERMISSION_TABLE: Table = {
  admin: {
    dashboard: ['view', 'edit'],
    pos: CRUD,
    customers: CRUD,
    suppliers: CRUD,
    expenses: [...CRUD, 'approve'],
    accounting: CRUD,
    payroll: CRUD,
    branches: CRUD,
    users: CRUD,
    operations: CRUD,
    inventory: [...CRUD, 'transfer'],
    purchases: [...CRUD, 'approve', 'receive', 'pay', 'configure-workflow'],
    reports: ['view', 'export'],
    settings: ['view', 'edit'],
    bir: VCE,
    'admin-dashboard': ['view', 'monitor', 'manage'],
    'system-monitoring': ['view', 'configure'],
    security: ['view', 'manage'],
    help: V,
  },
  manager: {
    dashboard: V,
    pos: VCE,
    inventory: [...VCE, 'transfer'],
    customers: VCE,
    suppliers: VCE,
    expenses: [...VCE, 'approve'],
    payroll: VCE,
    operations: VCE,
    purchases: [...VCE, 'approve', 'receive', 'pay'],
    reports: ['view', 'export'],
    branches: V,
    users: V,
    settings: V,
    bir: V,
    help: V,
  },
  cashier: {
    dashboard: V,
    pos: ['view', 'create'],
    inventory: V,
    customers: VCE,
    reports: V,
    settings: V,
    help: V,
  },
  accountant: {
    dashboard: V,
    accounting: VCE,
    expenses: [...VCE, 'approve'],
    payroll: VCE,
    reports: ['view', 'export'],
    bir: VCE,
    purchases: ['view', 'receive', 'pay'],
    suppliers: V,
    customers: V,
    settings: V,
    help: V,
  },
  employee: {
    dashboard: V,
    inventory: V,
    customers: V,
    reports: V,
    settings: V,
    help: V,
  },
};

/** Roles ordered from least to most privileged, for "requires {role} role or higher". */
export const ROLE_RANK: Record<Role, number> = {
  employee: 0,
  cashier: 1,
  accountant: 2,
  manager: 3,
  admin: 4,
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function hasModuleAccess(role: Role, module: PermissionModule): boolean {
  if (role === 'admin') return true;
  return (PERMISSION_TABLE[role][module]?.length ?? 0) > 0;
}

export function can(role: Role, module: PermissionModule, action: Action = 'view'): boolean {
  if (role === 'admin') return true;
  return PERMISSION_TABLE[role][module]?.includes(action) ?? false;
}

/** The permission list of GET /api/me: "module:action" strings. */
export function permissionsOf(role: Role): string[] {
  const out: string[] = [];
  for (const module of PERMISSION_MODULES) {
    for (const action of PERMISSION_TABLE[role][module] ?? []) out.push(`${module}:${action}`);
  }
  return out;
}

export interface AccessRequirement {
  module: PermissionModule;
  action?: Action;
  /** Minimum role, for the modules the seed reserves ("Operations needs manager; backup … need admin"). */
  minRole?: Role;
}

export type AccessDecision =
  | { allowed: true }
  | {
      allowed: false;
      reason: 'unauthenticated' | 'role' | 'module' | 'action' | 'inactive';
      message: string;
    };

export interface Actor {
  role: Role;
  isActive: boolean;
}

/**
 * The access guard, in the seed's order: signed in; required role (or admin); module access; action;
 * account active. Messages are the seed's.
 */
export function checkAccess(actor: Actor | null, req: AccessRequirement): AccessDecision {
  if (!actor) return { allowed: false, reason: 'unauthenticated', message: 'Please sign in to continue.' };
  const action = req.action ?? 'view';
  const label = MODULE_LABELS[req.module];
  if (req.minRole && actor.role !== 'admin' && ROLE_RANK[actor.role] < ROLE_RANK[req.minRole]) {
    return {
      allowed: false,
      reason: 'role',
      message: `Access Denied — This feature requires ${req.minRole} role or higher.`,
    };
  }
  if (!hasModuleAccess(actor.role, req.module)) {
    return {
      allowed: false,
      reason: 'module',
      message: `Access Denied — You do not have permission to access the ${label} module.`,
    };
  }
  if (!can(actor.role, req.module, action)) {
    return {
      allowed: false,
      reason: 'action',
      message: `Insufficient Permissions — You do not have permission to ${action} in the ${label} module.`,
    };
  }
  if (!actor.isActive) {
    return {
      allowed: false,
      reason: 'inactive',
      message: 'Account Inactive — Your account has been deactivated. Please contact an administrator.',
    };
  }
  return { allowed: true };
}
