import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /reports: Reports & Analytics (every role may view; exports for those who may export reports). */
const reportsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'reports',
  beforeLoad: onlyFor('reports'),
  component: lazyRouteComponent(
    () => loadModule('reports', () => import('./reports-screen.tsx')),
    'ReportsScreen',
  ),
});

export const reportsRoutes = [reportsRoute] as const;
