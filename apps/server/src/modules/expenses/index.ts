import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { expensesSeeder } from './demo-expenses.ts';
import { ensureDefaultCategories } from './expenses.repository.ts';
import { mountExpenses } from './expenses.routes.ts';
import { recurringExpensesJob } from './expenses.service.ts';

export const expensesModule: ServerModule<DemoSeeder> = {
  id: 'expenses',
  mount: (router) => mountExpenses(router),
  // After accounting's: the default categories name accounts of the seeded chart.
  prepare: (database) => ensureDefaultCategories(database.db),
  jobs: [recurringExpensesJob],
  demo: [expensesSeeder],
};
