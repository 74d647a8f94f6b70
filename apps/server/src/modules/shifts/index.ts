import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { readingsSeeder } from './demo-readings.ts';
import { shiftsSeeder } from './demo-shifts.ts';
import { mountReadings } from './readings.routes.ts';
import { missedZReadingJob } from './readings.service.ts';
import { mountShifts } from './shifts.routes.ts';

export const shiftsModule: ServerModule<DemoSeeder> = {
  id: 'shifts',
  mount: (router) => {
    mountReadings(router); // first: /api/shifts/readings is never read as a shift's id
    mountShifts(router);
  },
  jobs: [missedZReadingJob],
  demo: [readingsSeeder, shiftsSeeder],
};
