import type { WebModule } from '../app/web-module.ts';
import { accountModule } from './account/index.ts';
import { accountingModule } from './accounting/index.ts';
import { adminDashboardModule } from './admin-dashboard/index.ts';
import { authModule } from './auth/index.ts';
import { backupModule } from './backup/index.ts';
import { branchesModule } from './branches/index.ts';
import { customersModule } from './customers/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { dataHistoryModule } from './data-history/index.ts';
import { expensesModule } from './expenses/index.ts';
import { helpModule } from './help/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { loyaltyModule } from './loyalty/index.ts';
import { marketingModule } from './marketing/index.ts';
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
 * Every web module, one line each: router.tsx builds the route tree from their routes, i18n/en.ts and
 * fil.ts take their texts. i18n/index.ts must be evaluated before this list (start-app.tsx and the
 * test setup import it first), as en.ts reads the list.
 */
export const WEB_MODULES = [
  authModule,
  setupModule,
  dashboardModule,
  accountModule,
  usersModule,
  salesModule,
  shiftsModule,
  inventoryModule,
  customersModule,
  accountingModule,
  reportsModule,
  expensesModule,
  suppliersModule,
  backupModule,
  purchasesModule,
  branchesModule,
  operationsModule,
  marketingModule,
  loyaltyModule,
  settingsModule,
  systemSettingsModule,
  adminDashboardModule,
  systemCheckModule,
  dataHistoryModule,
  helpModule,
] as const satisfies readonly WebModule[];

type Listed = (typeof WEB_MODULES)[number];
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The texts of every module, as i18n/en.ts spreads them (namespaces do not collide: the test checks). */
export type WebModuleTexts = Intersect<Extract<Listed, { texts: object }>['texts']['en']>;

function textsIn(language: 'en' | 'fil'): WebModuleTexts {
  return Object.assign(
    {},
    ...WEB_MODULES.map((m) => ('texts' in m ? m.texts[language] : {})),
  ) as WebModuleTexts;
}

export const WEB_TEXTS_EN = textsIn('en');
export const WEB_TEXTS_FIL = textsIn('fil');
