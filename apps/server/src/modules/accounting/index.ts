import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { ensureChart } from './chart.repository.ts';

export const accountingModule: ServerModule<DemoSeeder> = {
  id: 'accounting',
  mount: () => {},
  prepare: (database) => ensureChart(database.db),
};
