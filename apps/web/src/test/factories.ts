import { permissionsOf, type Role, type StockLine } from '@fbms/domain';
import type { Me } from '../lib/session.ts';

/** A GET /api/me answer for a role, built from the shared permission table. */
export function makeMe(role: Role = 'admin', overrides: Partial<Me['user']> = {}): Me {
  return {
    user: {
      id: `user-${role}`,
      email: `${role}@bukid.ph`,
      firstName: 'Andrea',
      lastName: 'Santos',
      department: null,
      role,
      isActive: true,
      isOwner: role === 'admin',
      ...overrides,
    },
    permissions: permissionsOf(role),
    session: { expiresAt: new Date(Date.now() + 3_600_000).toISOString(), idleTimeoutMinutes: 60 },
    branches: [{ id: MAIN_BRANCH, code: 'MAIN', name: 'Main branch' }],
    activeBranchId: null,
    allBranches: role === 'admin',
  };
}

/** The branch every store starts with (migration 0021). */
export const MAIN_BRANCH = '01900000-0000-7000-8000-00000000b001';

/** The demo store's main location (its id in every stock answer the tests build). */
export const MAIN_STORE = '01900000-0000-7000-8000-000000000001';

/** A stock line as GET /api/products/:id/stock answers it: 120.5 kg in the main store, no lot. */
export const makeStockLine = (overrides: Partial<StockLine> = {}): StockLine => ({
  locationId: MAIN_STORE,
  locationName: 'Main store',
  lotId: null,
  batchNumber: null,
  expiryDate: null,
  qtyMilli: 120_500,
  looseMilli: 0,
  ...overrides,
});
