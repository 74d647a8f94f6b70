import type { WebModule } from '../../app/web-module.ts';
import { marketingRoutes } from './marketing.routes.tsx';

export const marketingModule = {
  id: 'marketing',
  routes: marketingRoutes,
  help: ['marketing'],
} as const satisfies WebModule;
