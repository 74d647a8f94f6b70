import type { WebModule } from '../../app/web-module.ts';
import { dashboardRoutes } from './dashboard.routes.tsx';
import { gettingStartedEn, gettingStartedFil } from './getting-started.i18n.ts';

export const dashboardModule = {
  id: 'dashboard',
  routes: dashboardRoutes,
  texts: { en: gettingStartedEn, fil: gettingStartedFil },
  help: ['getting-started'],
} as const satisfies WebModule;
