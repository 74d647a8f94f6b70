import type { ServerModule } from '../platform/modules.ts';
import { accountModule } from './account/index.ts';
import { accountingModule } from './accounting/index.ts';
import { adminModule } from './admin/index.ts';
import { authModule } from './auth/index.ts';
import { backupModule } from './backup/index.ts';
import { branchesModule } from './branches/index.ts';
import { catalogModule } from './catalog/index.ts';
import { clientErrorsModule } from './client-errors/index.ts';
import { customersModule } from './customers/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { dataHistoryModule } from './data-history/index.ts';
import type { DemoSeeder } from './demo/demo-context.ts';
import { expensesModule } from './expenses/index.ts';
import { healthModule } from './health/index.ts';
import { helpModule } from './help/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { loyaltyModule } from './loyalty/index.ts';
import { marketingModule } from './marketing/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { operationsModule } from './operations/index.ts';
import { purchasesModule } from './purchases/index.ts';
import { reportsModule } from './reports/index.ts';
import { salesModule } from './sales/index.ts';
import { settingsModule } from './settings/index.ts';
import { setupModule } from './setup/index.ts';
import { shiftsModule } from './shifts/index.ts';
import { suppliersModule } from './suppliers/index.ts';
import { systemCheckModule } from './system-check/index.ts';
import { systemSettingsModule } from './system-settings/index.ts';
import { usersModule } from './users/index.ts';

/**
 * Every server module, one line each. The order is the order routes are mounted (auth last: its
 * catch-all takes what is left under /api/auth) and the order demo data is seeded (each seeder may use
 * what the modules before it made: staff, then products, their stock, then the counter and its sales).
 */
export const SERVER_MODULES: readonly ServerModule<DemoSeeder>[] = [
  healthModule,
  accountModule,
  setupModule,
  usersModule,
  settingsModule,
  systemSettingsModule,
  helpModule,
  clientErrorsModule,
  dashboardModule,
  catalogModule,
  inventoryModule,
  customersModule,
  salesModule,
  marketingModule,
  loyaltyModule,
  shiftsModule,
  expensesModule,
  suppliersModule,
  purchasesModule,
  // After the main store's history: its seeder adds a branch, a warehouse and their opening stock.
  branchesModule,
  // Reads the tables of the modules above (decision 0014); it writes nothing and seeds nothing.
  reportsModule,
  // The manager's day: reads the tables of the modules above; it writes nothing and seeds nothing.
  operationsModule,
  // After every module whose demo seeders write documents: its seeder posts them all (the backfill).
  accountingModule,
  adminModule,
  systemCheckModule,
  dataHistoryModule,
  backupModule,
  notificationsModule,
  authModule,
];

/** The jobs of every module: what the job runner registers and runs. */
export const SERVER_JOBS = SERVER_MODULES.flatMap((m) => m.jobs ?? []);
