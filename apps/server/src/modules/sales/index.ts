import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { salesSeeder } from './demo-sales.ts';
import { terminalSeeder } from './demo-terminal.ts';
import { mountJournal } from './e-journal.routes.ts';
import { mountPosReports } from './pos-reports.routes.ts';
import { mountSaleDocuments } from './sale-documents.routes.ts';
import { mountSales } from './sales.routes.ts';

export const salesModule: ServerModule<DemoSeeder> = {
  id: 'sales',
  // The e-journal's, the reports' and the voids' and returns' paths first: /api/sales/{id} would take
  // /api/sales/e-journal.
  mount: (router) => {
    mountJournal(router);
    mountPosReports(router);
    mountSaleDocuments(router);
    mountSales(router);
  },
  demo: [terminalSeeder, salesSeeder],
};
