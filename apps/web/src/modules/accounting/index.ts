import type { WebModule } from '../../app/web-module.ts';
import { accountingRoutes } from './accounting.routes.tsx';

/** Accounting: the general ledger's reports (/accounting/reports). */
export const accountingModule = {
  id: 'accounting',
  routes: accountingRoutes,
  help: ['accounting-reports'],
} as const satisfies WebModule;
