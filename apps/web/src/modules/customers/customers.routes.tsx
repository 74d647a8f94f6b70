import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

const customersRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'customers',
  beforeLoad: onlyFor('customers'),
  component: lazyRouteComponent(
    () => loadModule('customers', () => import('./customers-screen.tsx')),
    'CustomersScreen',
  ),
});

const customerRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'customers/$customerId',
  beforeLoad: onlyFor('customers'),
  component: lazyRouteComponent(
    () => loadModule('customers', () => import('./customer-page.tsx')),
    'CustomerRoute',
  ),
});

export const customersRoutes = [customersRoute, customerRoute] as const;
