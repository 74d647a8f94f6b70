import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /suppliers and a supplier's page (issue 24). */
const suppliersRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'suppliers',
  beforeLoad: onlyFor('suppliers'),
  component: lazyRouteComponent(
    () => loadModule('suppliers', () => import('./suppliers-screen.tsx')),
    'SuppliersScreen',
  ),
});

const supplierRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'suppliers/$supplierId',
  beforeLoad: onlyFor('suppliers'),
  component: lazyRouteComponent(
    () => loadModule('suppliers', () => import('./supplier-page.tsx')),
    'SupplierRoute',
  ),
});

export const suppliersRoutes = [suppliersRoute, supplierRoute] as const;
