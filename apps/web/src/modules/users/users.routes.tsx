import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';
import { userListSearch } from './users.search.ts';

const usersRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'users',
  validateSearch: userListSearch,
  beforeLoad: onlyFor('user-roles'),
  component: lazyRouteComponent(
    () => loadModule('user-roles', () => import('./users-screen.tsx')),
    'UsersScreen',
  ),
});

export const usersRoutes = [usersRoute] as const;
