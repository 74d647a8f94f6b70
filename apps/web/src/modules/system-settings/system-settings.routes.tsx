import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { frameRoute } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';
import { systemSettingsSearch } from './system-settings.search.ts';

const SystemSettingsScreen = lazyRouteComponent(
  () => loadModule('settings', () => import('./system-settings-screen.tsx')),
  'SystemSettingsScreen',
);

/** The store's settings: administrators only (the server refuses others too); others go back to /settings. */
const systemSettingsRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'settings/system',
  validateSearch: systemSettingsSearch,
  beforeLoad: ({ context }) => {
    if (context.me.user.role !== 'admin') throw redirect({ to: '/settings', replace: true });
  },
  component: function SystemSettings() {
    const { section } = systemSettingsRoute.useSearch();
    return <SystemSettingsScreen section={section} />;
  },
});

export const systemSettingsRoutes = [systemSettingsRoute] as const;
