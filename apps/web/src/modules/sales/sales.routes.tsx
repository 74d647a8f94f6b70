import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

const posRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'pos',
  beforeLoad: onlyFor('sales'),
  component: lazyRouteComponent(() => loadModule('sales', () => import('./pos-screen.tsx')), 'PosScreen'),
});

const tinderaRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'tindera-pos',
  beforeLoad: onlyFor('tindera-pos'),
  component: lazyRouteComponent(
    () => loadModule('tindera-pos', () => import('./tindera-screen.tsx')),
    'TinderaScreen',
  ),
});

const salesHistoryRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'sales-history',
  beforeLoad: onlyFor('sales-history'),
  component: lazyRouteComponent(
    () => loadModule('sales-history', () => import('./sales-history-screen.tsx')),
    'SalesHistoryScreen',
  ),
});

export const salesRoutes = [posRoute, tinderaRoute, salesHistoryRoute] as const;
