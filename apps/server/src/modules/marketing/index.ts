import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { mountMarketing } from './marketing.routes.ts';
import { deliverCampaignJob } from './marketing.service.ts';

export const marketingModule: ServerModule<DemoSeeder> = {
  id: 'marketing',
  mount: (router) => mountMarketing(router),
  jobs: [deliverCampaignJob],
};
