import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { mountAccounts } from './accounts.routes.ts';
import { ensureChart } from './chart.repository.ts';
import { ledgerSeeder } from './demo-ledger.ts';
import { mountJournal } from './journal.routes.ts';
import { mountPeriods } from './periods.routes.ts';

export const accountingModule: ServerModule<DemoSeeder> = {
  id: 'accounting',
  mount: (router) => {
    mountAccounts(router);
    mountJournal(router);
    mountPeriods(router);
  },
  prepare: (database) => ensureChart(database.db),
  demo: [ledgerSeeder],
};
