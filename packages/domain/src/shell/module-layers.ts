import type { PermissionModule } from '../users/permissions.ts';
import type { ModuleId } from './module-registry.ts';

/**
 * Modules with no menu entry of their own (the registry lists only what the menus show): the shell's
 * (sign-in, account, first-run setup, health, notifications, client errors), the demo kit, and parts of
 * the store that several menu entries use (the catalogue, the store's settings, cashier shifts).
 */
export const UNLISTED_MODULE_IDS = [
  'auth',
  'account',
  'setup',
  'health',
  'notifications',
  'client-errors',
  'demo',
  'catalog',
  'system-settings',
  'shifts',
] as const;
export type UnlistedModuleId = (typeof UNLISTED_MODULE_IDS)[number];

/** A module's name in every layer: a registry id or an unlisted module's. */
export type LayerModuleId = ModuleId | UnlistedModuleId;

/**
 * Where one module lives in each layer. The rule is one name everywhere (the id is the folder under
 * apps/server/src/modules, apps/web/src/modules and packages/domain/src, the schema file
 * packages/db/src/schema/<id>.ts, the URL prefix /api/<id>, the permission row <id>); `why` explains
 * every place that differs. `null`: the module has nothing in that layer.
 */
export interface ModuleLayers {
  /** A registry entry that is a screen of another module: it has no folders, its owner's hold it. */
  partOf?: LayerModuleId;
  /** Its issue is open: the names below are the ones it will use; none of its folders exist yet. */
  planned?: true;
  /** The permission-table row its routes check (null: signed-in or public routes only). */
  permission: PermissionModule | null;
  /** URL prefixes of its routes; a route belongs to the module with the longest prefix it starts with. */
  api: readonly string[];
  server: string | null;
  web: string | null;
  domain: string | null;
  /** Its drizzle schema file under packages/db/src/schema (tables are named by their nouns, unprefixed). */
  db: string | null;
  why?: string;
}

type Own = Omit<ModuleLayers, 'partOf'>;

/** A module named the same in every layer, with the layers it has. */
function same(
  id: string,
  has: { permission?: PermissionModule | null; web?: boolean; domain?: boolean; db?: boolean },
): Own {
  return {
    permission: has.permission === undefined ? (id as PermissionModule) : has.permission,
    api: [`/api/${id}`],
    server: id,
    web: has.web === false ? null : id,
    domain: has.domain === false ? null : id,
    db: has.db === false ? null : id,
  };
}

const planned = (id: string, extra: Partial<Own> = {}): Own => ({ ...same(id, {}), planned: true, ...extra });

const partOf = (owner: LayerModuleId, why: string): ModuleLayers => ({
  partOf: owner,
  permission: null,
  api: [],
  server: null,
  web: null,
  domain: null,
  db: null,
  why,
});

/** Every module's layers: the one mapping of names (its test checks it against the folders and routes). */
export const MODULE_LAYERS: Record<LayerModuleId, ModuleLayers> = {
  // --- built, in the menu ---
  dashboard: { ...same('dashboard', { db: false }) },
  sales: {
    ...same('sales', { permission: 'pos' }),
    api: ['/api/pos', '/api/sales'],
    why:
      "The seed names the module sales (registry id, menu 'Sales & POS') and its permission row pos. The counter's own " +
      'resources (terminals, held carts, the BNPC allowance) are under /api/pos, the sale documents under /api/sales; ' +
      'both URLs stay, as e2e, the bench and enrolled terminals call them. Voids, returns and the e-journal of issue 21 ' +
      'are sales documents and go here too.',
  },
  'tindera-pos': partOf('sales', 'A second counter screen (web sales/tindera-screen.tsx) over the same API.'),
  'sales-history': partOf(
    'sales',
    'The list of sale documents (web sales/sales-history-screen.tsx, GET /api/sales).',
  ),
  inventory: {
    ...same('inventory', {}),
    api: ['/api/stock', '/api/locations', '/api/products/{id}/stock', '/api/products/{id}/availability'],
    why:
      "The web folder also holds the catalogue's screens (products, categories, labels): the seed's Inventory module " +
      'is products and stock on one screen. Stock URLs are /api/stock; a product’s stock is /api/products/{id}/stock, ' +
      'its stock in each branch /api/products/{id}/availability. Transfer slips are stock documents (/api/stock/transfers).',
  },
  'product-categories': partOf(
    'catalog',
    'The categories of the catalogue (GET /api/categories); its screen is web inventory/tools/categories-screen.tsx.',
  ),
  'product-history': partOf(
    'inventory',
    "A product's stock movements (web inventory/tools/history-screen.tsx).",
  ),
  'user-roles': {
    ...same('users', {}),
    db: 'auth',
    why:
      "The registry id is the seed's (Users & Roles); every layer says users: the permission row, /users, /api/users. " +
      'The users table is in the auth schema with the sign-in tables of the auth library.',
  },
  settings: {
    ...same('settings', {}),
    api: ['/api/settings/me'],
    db: 'auth',
    why: "A person's own settings. The store's settings (/settings/system) are the module system-settings; user_settings is in the auth schema.",
  },
  help: {
    ...same('help', { db: false }),
    why: 'Its pages are Markdown in docs/training (+ fil/), listed in docs/training/manifest.json.',
  },
  'admin-dashboard': {
    ...same('admin-dashboard', {}),
    api: ['/api/admin'],
    server: 'admin',
    domain: 'admin',
    db: 'admin',
    why:
      "Issue 25: the administrators' dashboard (GET /api/admin/dashboard) and the jobs list (GET /api/admin/jobs); " +
      'the server and domain folders and the URL keep the short name admin. Its tables (server_errors, ' +
      'db_size_samples) are in the admin schema file with the backup tables.',
  },

  // --- planned, in the menu (their issues name them) ---
  purchases: {
    ...same('purchases', {}),
    why: 'Issue 24: purchase orders, receiving vouchers, supplier returns and payables (/api/purchases/payables); suppliers is its own module.',
  },
  'receiving-voucher': partOf(
    'purchases',
    'Issue 24: a voucher posts stock against a purchase order in one transaction (/purchases/receiving, /api/purchases/receiving).',
  ),
  customers: same('customers', {}),
  'customer-transactions': partOf(
    'customers',
    "Issue 23: the customer ledger (/customers/transactions), kept by the customers module's services.",
  ),
  suppliers: same('suppliers', {}),
  expenses: same('expenses', {}),
  payroll: planned('payroll'),
  accounting: same('accounting', {}),
  reports: {
    ...same('reports', { db: false }),
    why: 'No tables of its own: it reads the sales, stock, purchasing and branch tables read-only in SQL, as the dashboard does (decision 0014).',
  },
  bir: planned('bir'),
  branches: {
    ...same('branches', {}),
    why:
      'Issue 26: branches, their locations and people (/api/branches; the switcher is /api/account/branch). ' +
      'Transfer slips are stock documents: the inventory module serves them (/api/stock/transfers, permission ' +
      'inventory: transfer) and keeps their tables in the inventory schema file; their screens are this module’s ' +
      '(/branches/transfers), as the registry describes Multi-Branch as branches and the transfers between them.',
  },
  operations: {
    ...same('operations', { db: false }),
    why: "The manager's day screen. No tables of its own: it reads terminals, shifts, sales and the documents that wait (expenses, purchase orders, transfer slips, counts) read-only in SQL, as reports do (decision 0014).",
  },
  marketing: {
    ...same('marketing', { permission: 'customers', db: false }),
    why: 'Issue 23. No row of its own in the seed’s table: it uses customers (manager and up, as the registry says). Its tables are in the customers schema file (one migration for the whole issue).',
  },
  loyalty: {
    ...same('loyalty', { permission: 'customers', db: false }),
    why: 'Issue 23. No row of its own in the seed’s table: it uses customers (manager and up). Its points ledger is in the customers schema file.',
  },
  backup: {
    ...same('backup', { permission: 'settings' }),
    db: 'admin',
    why:
      'Issue 25. No permission row of its own: the seed reserves it to admin (settings, edit, admin). Its tables ' +
      '(backups, restore_runs) are in the admin schema file; the backup file itself is platform/backup on the server.',
  },
  testing: {
    ...same('system-check', { permission: 'system-monitoring', db: false }),
    why:
      "Issue 25. The registry id is the seed's (Testing Suite); every layer says system-check, the name on screen and " +
      "in the URL, as 'testing' would read as the test suite.",
  },
  'data-history': {
    ...same('data-history', { permission: 'security' }),
    db: 'platform',
    why: 'Issue 25: the audit log as a screen, and the privacy tools; audit_log is in the platform schema (every module writes it).',
  },

  // --- unlisted (no menu entry) ---
  auth: {
    ...same('auth', { permission: null }),
    why: 'Sign-in, sign-up and password screens; /api/auth/* is the auth library, documented route by route.',
  },
  account: {
    ...same('account', { permission: null, db: false }),
    api: ['/api/account', '/api/me'],
    why: "A signed-in person's own profile, sessions and security; /api/me is who is signed in (every screen asks).",
  },
  setup: {
    ...same('setup', { permission: null, db: false }),
    api: ['/api/setup', '/api/demo'],
    why: "First-run setup. It also answers /api/demo/credentials (the sign-in screen's demo hint): it knows whether the store is a demo.",
  },
  health: {
    ...same('health', { permission: null, web: false, db: false }),
    why: 'The top bar shows it (web shell/top-bar).',
  },
  notifications: {
    ...same('notifications', { permission: null, web: false }),
    why: 'The bell and its list are part of the shell on every screen (web shell/notifications).',
  },
  'client-errors': {
    ...same('client-errors', { permission: null, web: false, db: false }),
    why: "The web's error monitor (web shell/error-monitor) reports here.",
  },
  demo: {
    permission: null,
    api: [],
    server: 'demo',
    web: null,
    domain: null,
    db: null,
    why:
      "The demo store's kit: its accounts, the context the seeders share and the order they run in. Each module's " +
      'demo data is in its own folder (its manifest lists it); the kit has no routes.',
  },
  catalog: {
    ...same('catalog', { permission: 'inventory', web: false }),
    api: ['/api/products', '/api/categories'],
    why:
      "Products, units, barcodes and categories. Its screens are in web inventory and it checks the inventory row: the seed's " +
      'Inventory module is products and stock together.',
  },
  'system-settings': {
    ...same('system-settings', { permission: 'settings', domain: false }),
    api: ['/api/settings/system'],
    domain: 'settings',
    db: 'platform',
    why:
      "The store's settings (admin only), under Settings in the menu and in the URL (/settings/system, /api/settings/system). " +
      'Its rules are in domain settings/system-settings.ts; system_settings is in the platform schema.',
  },
  shifts: {
    ...same('shifts', { permission: 'pos' }),
    // The grand total's reset is a terminal's, under /api/pos, but it is a readings matter (readings.routes.ts).
    api: ['/api/shifts', '/api/pos/terminals/{id}/grand-total-reset'],
    why:
      'Issue 21: shifts, cash in/out slips and X/Z readings. Its own module, not sales: the sale engine only asks ' +
      "whether the terminal's shift is open (inside the sale's transaction, under the terminal row's lock), and " +
      "readings, cash counts and hand-overs are a day's closing, not a sale. No menu entry: the cashier opens and " +
      'closes a shift from the POS. Its permission is the pos row (cashiers run shifts). Its tables are in the db ' +
      'schema file shifts.ts; the e-journal it prints into is the sales module’s (e_journal). Its web folder has ' +
      'no screen: its shift gate is mounted around the register by the app through lib/shift-gate.tsx.',
  },
};

/** The module that claims a folder of a layer (null: no module does). */
export function moduleOfFolder(layer: 'server' | 'web', folder: string): LayerModuleId | null {
  for (const [id, m] of Object.entries(MODULE_LAYERS)) if (m[layer] === folder) return id as LayerModuleId;
  return null;
}

/** The module a URL path belongs to: the one with the longest API prefix it starts with. */
export function moduleOfApiPath(path: string): LayerModuleId | null {
  let best: { id: LayerModuleId; length: number } | null = null;
  for (const [id, m] of Object.entries(MODULE_LAYERS)) {
    for (const prefix of m.api) {
      if ((path === prefix || path.startsWith(`${prefix}/`)) && prefix.length > (best?.length ?? 0))
        best = { id: id as LayerModuleId, length: prefix.length };
    }
  }
  return best?.id ?? null;
}
