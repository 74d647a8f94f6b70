import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { mountCatalog } from './catalog.routes.ts';
import { catalogSeeder } from './demo-catalog.ts';

export const catalogModule: ServerModule<DemoSeeder> = {
  id: 'catalog',
  mount: (router) => mountCatalog(router),
  demo: [catalogSeeder],
};
