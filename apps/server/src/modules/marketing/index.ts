import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { marketingSeeder } from './demo-marketing.ts';
import { mountMarketing } from './marketing.routes.ts';
import { deliverCampaignJob } from './marketing.service.ts';

export const marketingModule: ServerModule<DemoSeeder> = {
  id: 'marketing',
  mount: (router) => mountMarketing(router),
  demo: [marketingSeeder],
  jobs: [deliverCampaignJob],
};
