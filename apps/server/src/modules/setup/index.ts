import type { ServerModule } from '../../platform/modules.ts';
import { mountSetup } from './setup.routes.ts';

export const setupModule: ServerModule = {
  id: 'setup',
  mount: (router) => mountSetup(router),
};
