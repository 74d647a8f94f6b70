import type { WebModule } from '../../app/web-module.ts';
import { suppliersRoutes } from './suppliers.routes.tsx';

export const suppliersModule = {
  id: 'suppliers',
  routes: [...suppliersRoutes],
  help: ['suppliers'],
} as const satisfies WebModule;
