import type { WebModule } from '../../app/web-module.ts';
import { setupRoutes } from './setup.routes.tsx';

export const setupModule = {
  id: 'setup',
  routes: setupRoutes,
} as const satisfies WebModule;
