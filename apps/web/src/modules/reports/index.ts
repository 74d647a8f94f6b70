import type { WebModule } from '../../app/web-module.ts';
import { reportsRoutes } from './reports.routes.tsx';

/** Reports & Analytics: sales, purchases and slow stock as tables and charts, saved as CSV, XLSX or PDF. */
export const reportsModule = {
  id: 'reports',
  routes: reportsRoutes,
  help: ['reports'],
} as const satisfies WebModule;
