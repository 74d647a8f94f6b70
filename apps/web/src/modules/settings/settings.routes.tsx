import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

const settingsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'settings',
  component: lazyRouteComponent(
    () => loadModule('settings', () => import('./settings-screen.tsx')),
    'SettingsScreen',
  ),
});

export const settingsRoutes = [settingsRoute] as const;
