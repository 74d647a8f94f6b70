import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /purchases/receiving (registry entry receiving-voucher): deliveries, the receiving form, a voucher. */
const listRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'purchases/receiving',
  beforeLoad: onlyFor('receiving-voucher'),
  component: lazyRouteComponent(
    () => loadModule('receiving-voucher', () => import('./receiving-screen.tsx')),
    'ReceivingScreen',
  ),
});

const newRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'purchases/receiving/new',
  beforeLoad: onlyFor('receiving-voucher'),
  /** ?poId= opens the form on that order (the order page's "Receive delivery"). */
  validateSearch: z.object({ poId: z.string().optional() }),
  component: lazyRouteComponent(
    () => loadModule('receiving-voucher', () => import('./receiving-form.tsx')),
    'ReceivingForm',
  ),
});

const voucherRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'purchases/receiving/$rvId',
  beforeLoad: onlyFor('receiving-voucher'),
  component: lazyRouteComponent(
    () => loadModule('receiving-voucher', () => import('./receiving-voucher-page.tsx')),
    'ReceivingVoucherPage',
  ),
});

export const receivingRoutes = [listRoute, newRoute, voucherRoute] as const;
