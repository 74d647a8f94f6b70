import type { WebModule } from '../../app/web-module.ts';
import { collectionsRoutes } from './collections.routes.tsx';
import { customersRoutes } from './customers.routes.tsx';

export const customersModule = {
  id: 'customers',
  routes: [...customersRoutes, ...collectionsRoutes],
  help: ['customers', 'customer-transactions'],
} as const satisfies WebModule;
