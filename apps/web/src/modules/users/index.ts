import type { WebModule } from '../../app/web-module.ts';
import { usersRoutes } from './users.routes.tsx';

export const usersModule = {
  id: 'user-roles',
  routes: usersRoutes,
} as const satisfies WebModule;
