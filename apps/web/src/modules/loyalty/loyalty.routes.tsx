import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

const loyaltyRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'loyalty',
  beforeLoad: onlyFor('loyalty'),
  component: lazyRouteComponent(
    () => loadModule('loyalty', () => import('./loyalty-screen.tsx')),
    'LoyaltyScreen',
  ),
});

export const loyaltyRoutes = [loyaltyRoute] as const;
