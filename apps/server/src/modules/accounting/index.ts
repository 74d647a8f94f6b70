import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { mountAccounts } from './accounts.routes.ts';
import { backfillLedger } from './backfill.service.ts';
import { ensureChart } from './chart.repository.ts';
import { accountingSeeder } from './demo-accounting.ts';
import { ledgerSeeder } from './demo-ledger.ts';
import { mountJournal } from './journal.routes.ts';
import { mountPeriods } from './periods.routes.ts';
import { mountAccountingReports } from './reports.routes.ts';

export const accountingModule: ServerModule<DemoSeeder> = {
  id: 'accounting',
  mount: (router) => {
    mountAccounts(router);
    mountJournal(router);
    mountPeriods(router);
    mountAccountingReports(router);
  },
  // The chart, then whatever documents have no entry yet (an upgraded store; cheap when none).
  prepare: async (database) => {
    await ensureChart(database.db);
    await backfillLedger({ database });
  },
  // Every demo document posted first, then the accountant's own entries and last month's closing.
  demo: [accountingSeeder, ledgerSeeder],
};
