import type { ServerModule } from '../../platform/modules.ts';
import { ensureChart } from '../accounting/posting.service.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { expensesSeeder } from './demo-expenses.ts';
import { ensureDefaultCategories } from './expenses.repository.ts';
import { mountExpenses } from './expenses.routes.ts';
import { recurringExpensesJob } from './expenses.service.ts';

export const expensesModule: ServerModule<DemoSeeder> = {
  id: 'expenses',
  mount: (router) => mountExpenses(router),
  // The default categories name accounts of the seeded chart, so the chart first (idempotent; the
  // accounting module, listed after this one so its demo seeders post and close after these, seeds it too).
  prepare: async (database) => {
    await ensureChart(database.db);
    await ensureDefaultCategories(database.db);
  },
  jobs: [recurringExpensesJob],
  demo: [expensesSeeder],
};
