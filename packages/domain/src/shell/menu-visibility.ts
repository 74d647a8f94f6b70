/**
 * The user's menu-visibility flags. DESIGN "Readings of the seeds": the 22-key local reading of seed 000
 * §3 (menuVisibility, Reading 2) is the model; the 12-key reading is how it is written to and read from
 * the settings-section sync (analytics ↔ bir, users ↔ userRoles, audit ↔ dataHistory, the other nine by
 * name). All flags default to true.
 */
export const MENU_VISIBILITY_KEYS = [
  'dashboard',
  'sales',
  'inventory',
  'purchases',
  'customers',
  'customerTransactions',
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
  'adminDashboard',
  'userRoles',
  'dataHistory',
  'settings',
] as const;
export type MenuVisibilityKey = (typeof MENU_VISIBILITY_KEYS)[number];
export type MenuVisibility = Record<MenuVisibilityKey, boolean>;

/** The twelve keys of the synced settings section, in the seed's order. */
export const SYNC_MENU_VISIBILITY_KEYS = [
  'dashboard',
  'inventory',
  'sales',
  'purchases',
  'suppliers',
  'customers',
  'reports',
  'analytics',
  'settings',
  'users',
  'audit',
  'backup',
] as const;
export type SyncMenuVisibilityKey = (typeof SYNC_MENU_VISIBILITY_KEYS)[number];
export type SyncMenuVisibility = Record<SyncMenuVisibilityKey, boolean>;

/** Which local key each synced key carries. */
export const SYNC_TO_LOCAL_MENU_KEY: Record<SyncMenuVisibilityKey, MenuVisibilityKey> = {
  dashboard: 'dashboard',
  inventory: 'inventory',
  sales: 'sales',
  purchases: 'purchases',
  suppliers: 'suppliers',
  customers: 'customers',
  reports: 'reports',
  analytics: 'bir',
  settings: 'settings',
  users: 'userRoles',
  audit: 'dataHistory',
  backup: 'backup',
};

export function defaultMenuVisibility(): MenuVisibility {
  return Object.fromEntries(MENU_VISIBILITY_KEYS.map((key) => [key, true])) as MenuVisibility;
}

/** The 22 local flags → the 12 synced flags; local keys without a synced counterpart are not sent. */
export function toSyncKeys(local: Partial<MenuVisibility>): SyncMenuVisibility {
  return Object.fromEntries(
    SYNC_MENU_VISIBILITY_KEYS.map((key) => [key, local[SYNC_TO_LOCAL_MENU_KEY[key]] ?? true]),
  ) as SyncMenuVisibility;
}

/**
 * The 12 synced flags → the 22 local flags. Keys the sync does not carry keep their value in `base`
 * (defaults: all true); a synced key that is missing keeps the base value too.
 */
export function fromSyncKeys(
  synced: Partial<SyncMenuVisibility>,
  base: MenuVisibility = defaultMenuVisibility(),
): MenuVisibility {
  const out: MenuVisibility = { ...base };
  for (const key of SYNC_MENU_VISIBILITY_KEYS) {
    const value = synced[key];
    if (typeof value === 'boolean') out[SYNC_TO_LOCAL_MENU_KEY[key]] = value;
  }
  return out;
}
