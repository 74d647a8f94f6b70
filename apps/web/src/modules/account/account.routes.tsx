import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute } from '../../app/layout-routes.tsx';

const accountRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'account',
  component: lazyRouteComponent(() => import('./account-screen.tsx'), 'AccountScreen'),
});

export const accountRoutes = [accountRoute] as const;
