import type { WebModule } from '../../app/web-module.ts';
import { backupRoutes } from './backup.routes.tsx';

export const backupModule = {
  id: 'backup',
  routes: [...backupRoutes],
  help: ['backup-guide'],
} as const satisfies WebModule;
