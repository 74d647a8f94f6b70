import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { frameRoute, onlyFor } from '../../../app/layout-routes.tsx';
import { loadModule } from '../../../shell/modules/module-loader.ts';

/** /branches/transfers?tab=incoming&status=in_transit&q=urea — the list's filters live in the address. */
export const transfersSearch = z.object({
  tab: z.enum(['outgoing', 'incoming', 'all']).optional().catch(undefined),
  status: z.string().max(20).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});
export type TransfersSearch = z.infer<typeof transfersSearch>;

const listRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'branches/transfers',
  beforeLoad: onlyFor('branches'),
  validateSearch: transfersSearch,
  component: lazyRouteComponent(
    () => loadModule('branches', () => import('./transfers-screen.tsx')),
    'TransfersScreen',
  ),
});

const newRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'branches/transfers/new',
  beforeLoad: onlyFor('branches'),
  validateSearch: z.object({
    /** Opened from a location's low-stock list: the lines are what it lacks (source low_stock). */
    lowStockTo: z.uuid().optional().catch(undefined),
  }),
  component: lazyRouteComponent(
    () => loadModule('branches', () => import('./transfer-page.tsx')),
    'NewTransferRoute',
  ),
});

const slipRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'branches/transfers/$transferId',
  beforeLoad: onlyFor('branches'),
  component: lazyRouteComponent(
    () => loadModule('branches', () => import('./transfer-page.tsx')),
    'TransferRoute',
  ),
});

/** The transfer slip screens (issue 26): the list, a new slip, one slip. */
export const transfersRoutes = [listRoute, newRoute, slipRoute] as const;
