import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { ensureChart } from './chart.repository.ts';
import { mountAccountingReports } from './reports.routes.ts';

export const accountingModule: ServerModule<DemoSeeder> = {
  id: 'accounting',
  mount: (router) => {
    mountAccountingReports(router);
  },
  prepare: (database) => ensureChart(database.db),
};
