import type { ServerModule } from '../../platform/modules.ts';
import { mountDashboard } from './dashboard.routes.ts';
import { mountSalesSummary } from './sales-summary.routes.ts';

export const dashboardModule: ServerModule = {
  id: 'dashboard',
  mount(router) {
    mountDashboard(router);
    mountSalesSummary(router);
  },
};
