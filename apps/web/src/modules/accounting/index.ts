import type { WebModule } from '../../app/web-module.ts';
import { accountingRoutes } from './accounting.routes.tsx';

/** Accounting: the chart of accounts (/accounting), the journal, the monthly periods and the reports. */
export const accountingModule = {
  id: 'accounting',
  routes: accountingRoutes,
  help: ['accounting', 'accounting-reports'],
} as const satisfies WebModule;
