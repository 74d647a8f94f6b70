import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { shiftsSeeder } from './demo-shifts.ts';
import { mountShifts } from './shifts.routes.ts';

export const shiftsModule: ServerModule<DemoSeeder> = {
  id: 'shifts',
  mount: (router) => mountShifts(router),
  demo: [shiftsSeeder],
};
