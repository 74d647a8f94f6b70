import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

const marketingRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'marketing',
  beforeLoad: onlyFor('marketing'),
  component: lazyRouteComponent(
    () => loadModule('marketing', () => import('./marketing-screen.tsx')),
    'MarketingScreen',
  ),
});

export const marketingRoutes = [marketingRoute] as const;
