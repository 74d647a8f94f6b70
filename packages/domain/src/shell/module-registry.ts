import type { AccessRequirement } from '../users/permissions.ts';
import type { MenuVisibilityKey } from './menu-visibility.ts';

/**
 * The module registry: the single source for the sidebar, the mobile navigation, module search, the
 * router's paths and the preload order (DESIGN "Readings of the seeds": real URL paths, seed module ids
 * kept as registry ids, unknown paths fall back to the dashboard).
 *
 * Access is derived from the permission table of seed 000 §6 (`checkAccess`), never from the seed's
 * registry role lists, which contradict the table (they forgot the cashier's POS). Where a module has no
 * row of its own it uses the nearest row; `minRole` is set where the seed's guard reserves a module
 * ("Operations needs manager; backup, testing, admin-dashboard … need admin") and where the seed's
 * registry limits a module without a row to admin and manager (product-history, marketing, loyalty).
 * user-roles uses the users row (managers read the list; the users screen enforces edit rights).
 */
export const MODULE_IDS = [
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
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export const MODULE_CATEGORIES = ['core', 'business', 'advanced', 'admin', 'integration'] as const;
export type ModuleCategory = (typeof MODULE_CATEGORIES)[number];

/** 'data' is the collapsible "Data" group of the sidebar (seed 000 §2). */
export type MenuGroup = 'main' | 'data';

/** Tabler icon component names; the web maps each to its component, so a typo fails the type check. */
export type ModuleIcon =
  | 'IconLayoutDashboard'
  | 'IconCashRegister'
  | 'IconBuildingStore'
  | 'IconReceipt'
  | 'IconPackage'
  | 'IconCategory'
  | 'IconHistory'
  | 'IconShoppingCart'
  | 'IconTruckDelivery'
  | 'IconUsers'
  | 'IconArrowsExchange'
  | 'IconTruck'
  | 'IconReceipt2'
  | 'IconCoin'
  | 'IconCalculator'
  | 'IconChartBar'
  | 'IconReceiptTax'
  | 'IconBuildingCommunity'
  | 'IconBriefcase'
  | 'IconSpeakerphone'
  | 'IconGift'
  | 'IconCloudUpload'
  | 'IconStethoscope'
  | 'IconShieldLock'
  | 'IconUserCog'
  | 'IconTimeline'
  | 'IconSettings'
  | 'IconHelp';

export interface ModuleDescriptor {
  id: ModuleId;
  /** Real URL path; sub-modules nest under their parent (`/inventory/history`). */
  path: string;
  /** English name; `labelKey` is its i18n key (`modules.<id>.name`). */
  displayName: string;
  labelKey: string;
  /** One line on what a store owner gets there; searched by the top bar. i18n key `descriptionKey`. */
  description: string;
  descriptionKey: string;
  icon: ModuleIcon;
  category: ModuleCategory;
  access: AccessRequirement;
  /** Shown in every menu, even signed out and whatever the visibility flags say (dashboard, settings). */
  alwaysVisible: boolean;
  /** Offered in the mobile bottom navigation and grid. Every module must still work at 360 px. */
  supportsMobile: boolean;
  /** Lower loads first when the role's modules are preloaded after sign-in. */
  preloadPriority: number;
  /** Seed 001 §9 per-module load time-outs; each attempt of the loader gets this long. */
  loadTimeoutMs: number;
  maxRetries: number;
  menuGroup: MenuGroup;
  /** The user's flag that hides it; null when no flag applies (help). */
  menuVisibilityKey: MenuVisibilityKey | null;
  /** Whether its issue has landed; modules not available are hidden from menus (never a placeholder screen). */
  available: boolean;
}

type Definition = Omit<
  ModuleDescriptor,
  'id' | 'labelKey' | 'descriptionKey' | 'maxRetries' | 'alwaysVisible' | 'menuGroup' | 'available'
> & { alwaysVisible?: true; menuGroup?: MenuGroup; available?: true };

/** Seed 001 §9: "max 3 attempts". */
export const MODULE_MAX_RETRIES = 3;
/** For modules the seed's time-out list does not name. */
export const DEFAULT_MODULE_LOAD_TIMEOUT_MS = 4000;

const DEFINITIONS: Record<ModuleId, Definition> = {
  dashboard: {
    path: '/',
    displayName: 'Dashboard',
    description: "Today's overview: what needs attention and your getting-started checklist",
    icon: 'IconLayoutDashboard',
    category: 'core',
    access: { module: 'dashboard', action: 'view' },
    alwaysVisible: true,
    supportsMobile: true,
    preloadPriority: 1,
    loadTimeoutMs: 3000,
    menuVisibilityKey: 'dashboard',
    available: true,
  },
  sales: {
    path: '/pos',
    displayName: 'Sales & POS',
    description:
      'Open a shift, ring up sales at the counter, take payment, print the sales invoice, and close the day with its X and Z readings',
    icon: 'IconCashRegister',
    category: 'core',
    access: { module: 'pos', action: 'view' },
    supportsMobile: true,
    preloadPriority: 2,
    loadTimeoutMs: 4000,
    menuVisibilityKey: 'sales',
    available: true,
  },
  'tindera-pos': {
    path: '/tindera-pos',
    displayName: 'Tindera POS',
    description: 'A simpler, touch-friendly counter screen for fast selling',
    icon: 'IconBuildingStore',
    category: 'core',
    access: { module: 'pos', action: 'view' },
    supportsMobile: true,
    preloadPriority: 9,
    loadTimeoutMs: 4000,
    menuVisibilityKey: 'sales',
    available: true,
  },
  'sales-history': {
    path: '/sales-history',
    displayName: 'Sales History',
    description: 'Look up past sales and their invoices; reprint, e-mail, void, take returns or export them',
    icon: 'IconReceipt',
    category: 'core',
    access: { module: 'pos', action: 'view' },
    supportsMobile: true,
    preloadPriority: 4,
    loadTimeoutMs: 3000,
    menuVisibilityKey: 'sales',
    available: true,
  },
  inventory: {
    path: '/inventory',
    displayName: 'Inventory',
    description: 'Products, stock on hand, prices and low-stock alerts',
    icon: 'IconPackage',
    category: 'core',
    access: { module: 'inventory', action: 'view' },
    supportsMobile: true,
    preloadPriority: 3,
    loadTimeoutMs: 4000,
    menuVisibilityKey: 'inventory',
    available: true,
  },
  'product-categories': {
    path: '/inventory/categories',
    displayName: 'Product Categories',
    description: 'Group products into categories such as feeds, veterinary medicines and seeds',
    icon: 'IconCategory',
    category: 'core',
    access: { module: 'inventory', action: 'view' },
    supportsMobile: true,
    preloadPriority: 10,
    loadTimeoutMs: 3000,
    menuGroup: 'data',
    menuVisibilityKey: 'inventory',
    available: true,
  },
  'product-history': {
    path: '/inventory/history',
    displayName: 'Product History',
    description:
      'Every stock movement of a product: opening stock, sales, adjustments, recounts and opened packs',
    icon: 'IconHistory',
    category: 'business',
    access: { module: 'inventory', action: 'view', minRole: 'manager' },
    supportsMobile: true,
    preloadPriority: 17,
    loadTimeoutMs: 4000,
    menuGroup: 'data',
    menuVisibilityKey: 'inventory',
    available: true,
  },
  purchases: {
    path: '/purchases',
    displayName: 'Purchases',
    description: 'Purchase orders to suppliers, approvals, deliveries still to arrive and bills to pay',
    icon: 'IconShoppingCart',
    category: 'business',
    access: { module: 'purchases', action: 'view' },
    supportsMobile: true,
    preloadPriority: 6,
    loadTimeoutMs: 5000,
    menuVisibilityKey: 'purchases',
    available: true,
  },
  'receiving-voucher': {
    path: '/purchases/receiving',
    displayName: 'Receiving Voucher',
    description: 'Record goods delivered by suppliers and add them to stock',
    icon: 'IconTruckDelivery',
    category: 'business',
    access: { module: 'purchases', action: 'receive' },
    supportsMobile: true,
    preloadPriority: 15,
    loadTimeoutMs: 5000,
    menuVisibilityKey: 'purchases',
    available: true,
  },
  customers: {
    path: '/customers',
    displayName: 'Customers',
    description: 'Customer records, contact details and account balances',
    icon: 'IconUsers',
    category: 'core',
    access: { module: 'customers', action: 'view' },
    supportsMobile: true,
    preloadPriority: 5,
    loadTimeoutMs: DEFAULT_MODULE_LOAD_TIMEOUT_MS,
    menuVisibilityKey: 'customers',
    available: true,
  },
  'customer-transactions': {
    path: '/customers/transactions',
    displayName: 'Customer Transactions',
    description: "A customer's purchases, payments and balance over time",
    icon: 'IconArrowsExchange',
    category: 'business',
    access: { module: 'customers', action: 'view' },
    supportsMobile: true,
    preloadPriority: 16,
    loadTimeoutMs: DEFAULT_MODULE_LOAD_TIMEOUT_MS,
    menuGroup: 'data',
    menuVisibilityKey: 'customerTransactions',
    available: true,
  },
  suppliers: {
    path: '/suppliers',
    displayName: 'Suppliers',
    description: 'Supplier contacts, payment terms and the products you buy from each',
    icon: 'IconTruck',
    category: 'business',
    access: { module: 'suppliers', action: 'view' },
    supportsMobile: true,
    preloadPriority: 18,
    loadTimeoutMs: DEFAULT_MODULE_LOAD_TIMEOUT_MS,
    menuVisibilityKey: 'suppliers',
    available: true,
  },
  expenses: {
    path: '/expenses',
    displayName: 'Expenses',
    description: 'Record store expenses such as rent, electricity and fuel by category',
    icon: 'IconReceipt2',
    category: 'business',
    access: { module: 'expenses', action: 'view' },
    supportsMobile: true,
    preloadPriority: 8,
    loadTimeoutMs: 3000,
    menuVisibilityKey: 'expenses',
    available: true,
  },
  payroll: {
    path: '/payroll',
    displayName: 'Payroll',
    description: 'Staff pay with SSS, PhilHealth and Pag-IBIG contributions',
    icon: 'IconCoin',
    category: 'business',
    access: { module: 'payroll', action: 'view' },
    supportsMobile: true,
    preloadPriority: 12,
    loadTimeoutMs: 4000,
    menuVisibilityKey: 'payroll',
  },
  accounting: {
    path: '/accounting',
    displayName: 'Accounting',
    description: 'Chart of accounts, journal entries and financial statements',
    icon: 'IconCalculator',
    category: 'business',
    access: { module: 'accounting', action: 'view' },
    supportsMobile: true,
    preloadPriority: 7,
    loadTimeoutMs: 5000,
    menuVisibilityKey: 'accounting',
    available: true,
  },
  reports: {
    path: '/reports',
    displayName: 'Reports & Analytics',
    description: 'Sales, stock and profit reports with charts and exports',
    icon: 'IconChartBar',
    category: 'core',
    access: { module: 'reports', action: 'view' },
    supportsMobile: true,
    preloadPriority: 11,
    loadTimeoutMs: 6000,
    menuVisibilityKey: 'reports',
    available: true,
  },
  bir: {
    path: '/bir',
    displayName: 'BIR Forms',
    description: 'BIR tax forms and summaries prepared from your sales and purchases',
    icon: 'IconReceiptTax',
    category: 'business',
    access: { module: 'bir', action: 'view' },
    supportsMobile: true,
    preloadPriority: 13,
    loadTimeoutMs: 5000,
    menuVisibilityKey: 'bir',
  },
  branches: {
    path: '/branches',
    displayName: 'Multi-Branch',
    description: 'Your store branches and the stock transfers between them',
    icon: 'IconBuildingCommunity',
    category: 'advanced',
    access: { module: 'branches', action: 'view' },
    supportsMobile: true,
    preloadPriority: 19,
    loadTimeoutMs: DEFAULT_MODULE_LOAD_TIMEOUT_MS,
    menuVisibilityKey: 'branches',
    available: true,
  },
  operations: {
    path: '/operations',
    displayName: 'Operations',
    description: "The manager's day: opening and closing, cash counts and approvals",
    icon: 'IconBriefcase',
    category: 'advanced',
    access: { module: 'operations', action: 'view', minRole: 'manager' },
    supportsMobile: true,
    preloadPriority: 14,
    loadTimeoutMs: 4000,
    menuVisibilityKey: 'operations',
    available: true,
  },
  marketing: {
    path: '/marketing',
    displayName: 'Marketing',
    description: 'Promotions and SMS or e-mail campaigns to your customers',
    icon: 'IconSpeakerphone',
    category: 'advanced',
    access: { module: 'customers', action: 'view', minRole: 'manager' },
    supportsMobile: true,
    preloadPriority: 22,
    loadTimeoutMs: DEFAULT_MODULE_LOAD_TIMEOUT_MS,
    menuVisibilityKey: 'marketing',
    available: true,
  },
  loyalty: {
    path: '/loyalty',
    displayName: 'Loyalty',
    description: 'Reward points and perks for repeat customers',
    icon: 'IconGift',
    category: 'advanced',
    access: { module: 'customers', action: 'view', minRole: 'manager' },
    supportsMobile: true,
    preloadPriority: 23,
    loadTimeoutMs: DEFAULT_MODULE_LOAD_TIMEOUT_MS,
    menuVisibilityKey: 'loyalty',
    available: true,
  },
  backup: {
    path: '/backup',
    displayName: 'Cloud Backup',
    description: 'Back up your store data and restore it when needed',
    icon: 'IconCloudUpload',
    category: 'admin',
    access: { module: 'settings', action: 'edit', minRole: 'admin' },
    supportsMobile: true,
    preloadPriority: 28,
    loadTimeoutMs: 5000,
    menuVisibilityKey: 'backup',
    available: true,
  },
  testing: {
    path: '/system-check',
    displayName: 'System Check',
    description: 'Live checks of the database, migrations, mail, backups and ledger',
    icon: 'IconStethoscope',
    category: 'admin',
    access: { module: 'system-monitoring', action: 'view', minRole: 'admin' },
    supportsMobile: true,
    preloadPriority: 27,
    loadTimeoutMs: 5000,
    menuVisibilityKey: 'testing',
    available: true,
  },
  'admin-dashboard': {
    path: '/admin',
    displayName: 'Admin Dashboard',
    description: 'System health, signed-in staff and recent errors for administrators',
    icon: 'IconShieldLock',
    category: 'admin',
    access: { module: 'admin-dashboard', action: 'view', minRole: 'admin' },
    supportsMobile: true,
    preloadPriority: 25,
    loadTimeoutMs: 5000,
    menuVisibilityKey: 'adminDashboard',
    available: true,
  },
  'user-roles': {
    path: '/users',
    displayName: 'Users & Roles',
    description: 'Staff accounts, roles, invitations and sign-in approvals',
    icon: 'IconUserCog',
    category: 'admin',
    access: { module: 'users', action: 'view' },
    supportsMobile: true,
    preloadPriority: 24,
    loadTimeoutMs: DEFAULT_MODULE_LOAD_TIMEOUT_MS,
    menuVisibilityKey: 'userRoles',
    available: true,
  },
  'data-history': {
    path: '/data-history',
    displayName: 'Data History',
    description: 'Audit trail of who changed what, and when',
    icon: 'IconTimeline',
    category: 'admin',
    access: { module: 'security', action: 'view', minRole: 'admin' },
    supportsMobile: true,
    preloadPriority: 26,
    loadTimeoutMs: 5000,
    menuGroup: 'data',
    menuVisibilityKey: 'dataHistory',
    available: true,
  },
  settings: {
    path: '/settings',
    displayName: 'Settings',
    description: 'Your preferences, menus and notifications, and the business settings',
    icon: 'IconSettings',
    category: 'core',
    access: { module: 'settings', action: 'view' },
    alwaysVisible: true,
    supportsMobile: true,
    preloadPriority: 20,
    loadTimeoutMs: 3000,
    menuVisibilityKey: 'settings',
    available: true,
  },
  help: {
    path: '/help',
    displayName: 'Help & Docs',
    description: 'User guides, training materials and keyboard shortcuts',
    icon: 'IconHelp',
    category: 'core',
    access: { module: 'help', action: 'view' },
    supportsMobile: true,
    preloadPriority: 21,
    loadTimeoutMs: 3000,
    menuVisibilityKey: null,
    available: true,
  },
};

/** Every module, in menu order. */
export const MODULES: readonly ModuleDescriptor[] = MODULE_IDS.map((id) => {
  const { alwaysVisible, menuGroup, available, ...def } = DEFINITIONS[id];
  return {
    id,
    ...def,
    labelKey: `modules.${id}.name`,
    descriptionKey: `modules.${id}.description`,
    alwaysVisible: alwaysVisible ?? false,
    maxRetries: MODULE_MAX_RETRIES,
    menuGroup: menuGroup ?? 'main',
    available: available ?? false,
  };
});

const BY_ID = new Map<string, ModuleDescriptor>(MODULES.map((m) => [m.id, m]));

export function isModuleId(value: unknown): value is ModuleId {
  return typeof value === 'string' && BY_ID.has(value);
}

export function getModule(id: ModuleId): ModuleDescriptor {
  return BY_ID.get(id)!;
}

/** Longest registry path that is the pathname or a parent of it; unknown paths → dashboard. */
export function moduleForPath(pathname: string): ModuleDescriptor {
  const clean = pathname.split(/[?#]/, 1)[0] ?? '';
  const path = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  let best: ModuleDescriptor | undefined;
  for (const m of MODULES) {
    if (m.path === '/') continue;
    if ((path === m.path || path.startsWith(`${m.path}/`)) && m.path.length > (best?.path.length ?? 0)) {
      best = m;
    }
  }
  return best ?? getModule('dashboard');
}
