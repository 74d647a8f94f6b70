import type { WebModule } from '../../app/web-module.ts';
import { branchesRoutes } from './branches.routes.tsx';
import { transfersRoutes } from './transfers/transfers.routes.tsx';

/** Multi-Branch (issue 26): the branches, their locations and people, and the transfer slips between them. */
export const branchesModule = {
  id: 'branches',
  routes: [...branchesRoutes, ...transfersRoutes],
  help: ['branches', 'transfers'],
} as const satisfies WebModule;
