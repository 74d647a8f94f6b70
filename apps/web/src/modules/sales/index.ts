import type { WebModule } from '../../app/web-module.ts';
import { salesRoutes } from './sales.routes.tsx';

export const salesModule = {
  id: 'sales',
  routes: salesRoutes,
  help: ['cashier-guide'],
} as const satisfies WebModule;
