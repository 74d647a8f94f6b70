import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

const expensesRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'expenses',
  beforeLoad: onlyFor('expenses'),
  component: lazyRouteComponent(
    () => loadModule('expenses', () => import('./expenses-screen.tsx')),
    'ExpensesScreen',
  ),
});

export const expensesRoutes = [expensesRoute] as const;
