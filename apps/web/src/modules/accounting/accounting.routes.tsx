import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /accounting/reports: the general ledger's reports (the accounting row's view: accountant, admin). */
const accountingReportsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'accounting/reports',
  beforeLoad: onlyFor('accounting'),
  component: lazyRouteComponent(
    () => loadModule('accounting', () => import('./reports/reports-screen.tsx')),
    'AccountingReportsScreen',
  ),
});

export const accountingRoutes = [accountingReportsRoute] as const;
