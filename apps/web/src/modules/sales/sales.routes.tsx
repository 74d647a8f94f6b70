import { type AccessRequirement, checkAccess } from '@fbms/domain';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import type { Me } from '../../lib/session.ts';
import { loadModule } from '../../shell/modules/module-loader.ts';

const posRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'pos',
  beforeLoad: onlyFor('sales'),
  component: lazyRouteComponent(() => loadModule('sales', () => import('./pos-screen.tsx')), 'PosScreen'),
});

const tinderaRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'tindera-pos',
  beforeLoad: onlyFor('tindera-pos'),
  component: lazyRouteComponent(
    () => loadModule('tindera-pos', () => import('./tindera-screen.tsx')),
    'TinderaScreen',
  ),
});

const salesHistoryRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'sales-history',
  beforeLoad: onlyFor('sales-history'),
  component: lazyRouteComponent(
    () => loadModule('sales-history', () => import('./sales-history-screen.tsx')),
    'SalesHistoryScreen',
  ),
});

/** Sales history's back-office screens: the module's access, then the row their routes need. */
const alsoNeeds = (need: AccessRequirement) => (a: { context: { me: Me } }) => {
  onlyFor('sales-history')(a);
  const { role, isActive } = a.context.me.user;
  if (!checkAccess({ role, isActive }, need).allowed) throw redirect({ to: '/sales-history', replace: true });
};

const journalRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'sales-history/e-journal',
  beforeLoad: alsoNeeds({ module: 'pos', action: 'edit' }),
  component: lazyRouteComponent(
    () => loadModule('sales-history', () => import('./journal/journal-screen.tsx')),
    'JournalScreen',
  ),
});

const posReportsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'sales-history/reports',
  beforeLoad: alsoNeeds({ module: 'reports', action: 'export' }),
  component: lazyRouteComponent(
    () => loadModule('sales-history', () => import('./reports/pos-reports-screen.tsx')),
    'PosReportsScreen',
  ),
});

export const salesRoutes = [
  posRoute,
  tinderaRoute,
  salesHistoryRoute,
  journalRoute,
  posReportsRoute,
] as const;
