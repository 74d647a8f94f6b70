import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { frameRoute, onlyFor } from '../../app/layout-routes.tsx';
import { loadModule } from '../../shell/modules/module-loader.ts';

/** /backup (issue 25): backups, restore, drills, settings. */
const backupRoute = createRoute({
  getParentRoute: () => frameRoute,
  path: 'backup',
  beforeLoad: onlyFor('backup'),
  component: lazyRouteComponent(
    () => loadModule('backup', () => import('./backup-screen.tsx')),
    'BackupScreen',
  ),
});

export const backupRoutes = [backupRoute] as const;
