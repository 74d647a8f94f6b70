import type { WebModule } from '../../app/web-module.ts';
import { dataHistoryRoutes } from './data-history.routes.tsx';

export const dataHistoryModule = {
  id: 'data-history',
  routes: [...dataHistoryRoutes],
  help: ['data-history-guide'],
} as const satisfies WebModule;
