import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /operations: the manager's day (managers and admins: the registry's minRole). */
const operationsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'operations',
  beforeLoad: onlyFor('operations'),
  component: lazyRouteComponent(
    () => loadModule('operations', () => import('./operations-screen.tsx')),
    'OperationsScreen',
  ),
});

export const operationsRoutes = [operationsRoute] as const;
