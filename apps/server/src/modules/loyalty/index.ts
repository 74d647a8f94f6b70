import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { loyaltySeeder } from './demo-loyalty.ts';
import { mountLoyalty } from './loyalty.routes.ts';
import { expirePointsJob } from './loyalty.service.ts';

export const loyaltyModule: ServerModule<DemoSeeder> = {
  id: 'loyalty',
  mount: (router) => mountLoyalty(router),
  demo: [loyaltySeeder],
  jobs: [expirePointsJob],
};
