import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { mountAvailability } from './availability.routes.ts';
import { stockSeeder } from './demo-stock.ts';
import { mountInventory } from './inventory.routes.ts';
import { dailyStockCheckJob, stockAlertCheckJob } from './stock-alerts.service.ts';
import { mountTransfers } from './transfers.routes.ts';

export const inventoryModule: ServerModule<DemoSeeder> = {
  id: 'inventory',
  mount: (router) => {
    mountInventory(router);
    mountTransfers(router);
    mountAvailability(router);
  },
  jobs: [stockAlertCheckJob, dailyStockCheckJob],
  demo: [stockSeeder],
};
