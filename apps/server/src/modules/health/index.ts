import type { ServerModule } from '../../platform/modules.ts';
import { mountHealth } from './health.routes.ts';

export const healthModule: ServerModule = {
  id: 'health',
  mount: (router) => mountHealth(router),
};
