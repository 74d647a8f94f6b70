import type { WebModule } from '../../app/web-module.ts';
import { readingsRoute } from './readings/readings.routes.tsx';

export const shiftsModule = {
  id: 'shifts',
  routes: [readingsRoute],
  help: ['readings'],
} as const satisfies WebModule;
