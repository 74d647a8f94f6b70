import type { WebModule } from '../../app/web-module.ts';
import { settingsRoutes } from './settings.routes.tsx';

export const settingsModule = {
  id: 'settings',
  routes: settingsRoutes,
  help: ['settings-and-notifications'],
} as const satisfies WebModule;
