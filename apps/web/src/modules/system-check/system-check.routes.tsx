import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /system-check (issue 25; registry id testing). */
const systemCheckRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'system-check',
  beforeLoad: onlyFor('testing'),
  component: lazyRouteComponent(
    () => loadModule('testing', () => import('./system-check-screen.tsx')),
    'SystemCheckScreen',
  ),
});

export const systemCheckRoutes = [systemCheckRoute] as const;
