import type { WebModule } from '../../app/web-module.ts';
import { expensesRoutes } from './expenses.routes.tsx';

export const expensesModule = {
  id: 'expenses',
  routes: expensesRoutes,
  help: ['expenses'],
} as const satisfies WebModule;
