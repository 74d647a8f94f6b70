import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';
import { dataHistorySearch } from './data-history.search.ts';

/** /data-history: the audit log and the privacy tools (issue 25). */
const dataHistoryRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'data-history',
  validateSearch: dataHistorySearch,
  beforeLoad: onlyFor('data-history'),
  component: lazyRouteComponent(
    () => loadModule('data-history', () => import('./data-history-screen.tsx')),
    'DataHistoryScreen',
  ),
});

export const dataHistoryRoutes = [dataHistoryRoute] as const;
