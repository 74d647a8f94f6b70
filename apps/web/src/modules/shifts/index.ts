import type { WebModule } from '../../app/web-module.ts';
import { readingsRoute } from './readings/readings.routes.tsx';

/**
 * Shifts at the register: its gate (shift-gate.tsx) is mounted around the register by the app
 * (app/signed-in-app.tsx → lib/shift-gate.tsx); its one screen is the readings (/pos/readings).
 */
export const shiftsModule = {
  id: 'shifts',
  routes: [readingsRoute],
  help: ['shifts', 'readings'],
} as const satisfies WebModule;
