import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../../app/layout-routes.tsx';
import { loadModule } from '../../../shell/modules/module-loader.ts';

/** /pos/readings: the terminal's X and Z readings (cashiers and up: the pos row). */
export const readingsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'pos/readings',
  beforeLoad: onlyFor('sales'),
  component: lazyRouteComponent(
    () => loadModule('sales', () => import('./readings-screen.tsx')),
    'ReadingsScreen',
  ),
});
