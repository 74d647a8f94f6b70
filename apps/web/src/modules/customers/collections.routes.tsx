import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /customers/transactions (registry entry customer-transactions, part of the customers module). */
const collectionsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'customers/transactions',
  beforeLoad: onlyFor('customer-transactions'),
  // ?receive=true opens the Receive payment dialog (the POS shift bar's "Payment on account").
  validateSearch: (s: Record<string, unknown>): { receive?: boolean } =>
    s.receive === true || s.receive === 'true' ? { receive: true } : {},
  component: lazyRouteComponent(
    () => loadModule('customer-transactions', () => import('./collections-screen.tsx')),
    'CollectionsScreen',
  ),
});

export const collectionsRoutes = [collectionsRoute] as const;
