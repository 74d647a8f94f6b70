import type { WebModule } from '../../app/web-module.ts';

/**
 * Shifts at the register: no screen of its own; its gate (shift-gate.tsx) is mounted around the register
 * by the app (app/signed-in-app.tsx → lib/shift-gate.tsx).
 */
export const shiftsModule = {
  id: 'shifts',
  routes: [],
  help: ['shifts'],
} as const satisfies WebModule;
