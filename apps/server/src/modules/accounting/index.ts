import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { backfillLedger } from './backfill.service.ts';
import { ensureChart } from './chart.repository.ts';
import { accountingSeeder } from './demo-accounting.ts';

export const accountingModule: ServerModule<DemoSeeder> = {
  id: 'accounting',
  mount: () => {},
  // The chart, then whatever documents have no entry yet (an upgraded store; cheap when none).
  prepare: async (database) => {
    await ensureChart(database.db);
    await backfillLedger({ database });
  },
  demo: [accountingSeeder],
};
