import type { WebModule } from '../../app/web-module.ts';
import { operationsRoutes } from './operations.routes.tsx';

/** Operations: the manager's day on one page (terminals, shifts, sales, what waits, stock to watch). */
export const operationsModule = {
  id: 'operations',
  routes: operationsRoutes,
  help: ['operations'],
} as const satisfies WebModule;
