import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { mountBranches } from './branches.routes.ts';
import { branchesSeeder } from './demo-branches.ts';
import { transfersSeeder } from './demo-transfers.ts';

/** Branches (issue 26): branches, their locations and people; the switcher's data is /api/me's. */
export const branchesModule: ServerModule<DemoSeeder> = {
  id: 'branches',
  mount: mountBranches,
  // The demo slips go Bodega → Sto. Tomas store, so they are made once the branches seeder made both.
  demo: [branchesSeeder, transfersSeeder],
};
