import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

const listRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'purchases',
  beforeLoad: onlyFor('purchases'),
  component: lazyRouteComponent(
    () => loadModule('purchases', () => import('./purchase-orders-screen.tsx')),
    'PurchaseOrdersScreen',
  ),
});

const newRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'purchases/new',
  beforeLoad: onlyFor('purchases'),
  validateSearch: z.object({
    supplierId: z.string().optional(),
    reorder: z.string().optional(),
  }),
  component: lazyRouteComponent(
    () => loadModule('purchases', () => import('./purchase-order-page.tsx')),
    'NewPurchaseOrderRoute',
  ),
});

const poRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'purchases/$poId',
  beforeLoad: onlyFor('purchases'),
  component: lazyRouteComponent(
    () => loadModule('purchases', () => import('./purchase-order-page.tsx')),
    'PurchaseOrderRoute',
  ),
});

/** Routes of the purchases module (purchase orders, issue 24). */
export const purchaseOrdersRoutes = [listRoute, newRoute, poRoute] as const;
