import type { WebModule } from '../../app/web-module.ts';
import { helpRoutes } from './help.routes.tsx';

export const helpModule = {
  id: 'help',
  routes: helpRoutes,
  help: [
    'keyboard-shortcuts',
    'manager-guide',
    'admin-guide',
    'administrator-guide',
    'deployment-guide',
    'backup-and-recovery',
    'troubleshooting',
    'feature-comparison',
  ],
} as const satisfies WebModule;
