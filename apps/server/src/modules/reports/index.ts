import type { ServerModule } from '../../platform/modules.ts';
import { mountReports } from './reports.routes.ts';

/** Reports & Analytics: sales, profit, purchases and slow stock as tables, on screen and as PDF. */
export const reportsModule: ServerModule = {
  id: 'reports',
  mount(router) {
    mountReports(router);
  },
};
