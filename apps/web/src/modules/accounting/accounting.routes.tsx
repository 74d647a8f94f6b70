import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /accounting: the chart of accounts, the landing of the accounting module (accounting: view). */
const chartRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'accounting',
  beforeLoad: onlyFor('accounting'),
  component: lazyRouteComponent(
    () => loadModule('accounting', () => import('./chart-screen.tsx')),
    'ChartScreen',
  ),
});

/** /accounting/journal: every entry, a manual entry, a reversal. */
const journalRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'accounting/journal',
  beforeLoad: onlyFor('accounting'),
  component: lazyRouteComponent(
    () => loadModule('accounting', () => import('./journal-screen.tsx')),
    'JournalScreen',
  ),
});

/** /accounting/periods: the months, closed and reopened. */
const periodsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'accounting/periods',
  beforeLoad: onlyFor('accounting'),
  component: lazyRouteComponent(
    () => loadModule('accounting', () => import('./periods-screen.tsx')),
    'PeriodsScreen',
  ),
});

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

export const accountingRoutes = [chartRoute, journalRoute, periodsRoute, accountingReportsRoute] as const;
