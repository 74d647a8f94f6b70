import type { WebModule } from '../../app/web-module.ts';
import { customersRoutes } from './customers.routes.tsx';

export const customersModule = {
  id: 'customers',
  routes: customersRoutes,
  help: ['customers'],
} as const satisfies WebModule;
