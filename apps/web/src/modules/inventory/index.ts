import type { WebModule } from '../../app/web-module.ts';
import { inventoryRoutes } from './inventory.routes.tsx';

/** Also the catalogue's screens (products, categories, labels): see MODULE_LAYERS.catalog. */
export const inventoryModule = {
  id: 'inventory',
  routes: inventoryRoutes,
} as const satisfies WebModule;
