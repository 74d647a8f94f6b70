import type { WebModule } from '../../app/web-module.ts';
import { accountRoutes } from './account.routes.tsx';

export const accountModule = {
  id: 'account',
  routes: accountRoutes,
} as const satisfies WebModule;
