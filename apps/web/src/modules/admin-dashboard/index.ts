import type { WebModule } from '../../app/web-module.ts';
import { adminDashboardRoutes } from './admin-dashboard.routes.tsx';

export const adminDashboardModule = {
  id: 'admin-dashboard',
  routes: [...adminDashboardRoutes],
  help: ['admin-dashboard-guide'],
} as const satisfies WebModule;
