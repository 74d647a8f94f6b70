import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { salesSeeder } from './demo-sales.ts';
import { terminalSeeder } from './demo-terminal.ts';
import { mountSaleDocuments } from './sale-documents.routes.ts';
import { mountSales } from './sales.routes.ts';

export const salesModule: ServerModule<DemoSeeder> = {
  id: 'sales',
  mount: (router) => {
    mountSaleDocuments(router);
    mountSales(router);
  },
  demo: [terminalSeeder, salesSeeder],
};
