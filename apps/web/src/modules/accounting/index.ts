import type { WebModule } from '../../app/web-module.ts';
import { accountingRoutes } from './accounting.routes.tsx';

/** Accounting: the chart of accounts (/accounting), the journal and the monthly periods. */
export const accountingModule = {
  id: 'accounting',
  routes: accountingRoutes,
  help: ['accounting'],
} as const satisfies WebModule;
