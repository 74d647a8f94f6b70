import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /purchases/payables (part of the purchases module): open bills, ageing, due, payments, 2307. */
const payablesRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'purchases/payables',
  beforeLoad: onlyFor('purchases'),
  component: lazyRouteComponent(
    () => loadModule('purchases', () => import('./payables-screen.tsx')),
    'PayablesScreen',
  ),
});

/** Routes of the purchases module (payables, issue 24). */
export const payablesRoutes = [payablesRoute] as const;
