import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /admin: the admin dashboard (issue 25). */
const adminDashboardRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'admin',
  beforeLoad: onlyFor('admin-dashboard'),
  component: lazyRouteComponent(
    () => loadModule('admin-dashboard', () => import('./admin-dashboard-screen.tsx')),
    'AdminDashboardScreen',
  ),
});

export const adminDashboardRoutes = [adminDashboardRoute] as const;
