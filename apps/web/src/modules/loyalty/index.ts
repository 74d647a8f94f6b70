import type { WebModule } from '../../app/web-module.ts';
import { loyaltyRoutes } from './loyalty.routes.tsx';

export const loyaltyModule = {
  id: 'loyalty',
  routes: loyaltyRoutes,
  help: ['loyalty'],
} as const satisfies WebModule;
