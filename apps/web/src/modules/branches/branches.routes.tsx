import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /branches and a branch's page (issue 26). */
const branchesListRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'branches',
  beforeLoad: onlyFor('branches'),
  component: lazyRouteComponent(
    () => loadModule('branches', () => import('./branches-screen.tsx')),
    'BranchesScreen',
  ),
});

const branchRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'branches/$branchId',
  beforeLoad: onlyFor('branches'),
  component: lazyRouteComponent(
    () => loadModule('branches', () => import('./branch-page.tsx')),
    'BranchRoute',
  ),
});

export const branchesRoutes = [branchesListRoute, branchRoute] as const;
