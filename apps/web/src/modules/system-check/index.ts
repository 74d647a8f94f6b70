import type { WebModule } from '../../app/web-module.ts';
import { systemCheckRoutes } from './system-check.routes.tsx';

export const systemCheckModule = {
  id: 'testing',
  routes: [...systemCheckRoutes],
  help: ['system-check-guide'],
} as const satisfies WebModule;
