import type { ServerModule } from '../../platform/modules.ts';
import { mountSystemCheck } from './system-check.routes.ts';

/** The system check (issue 25; registry id testing): real checks of the store's data and server. */
export const systemCheckModule: ServerModule = {
  id: 'testing',
  mount: (router) => mountSystemCheck(router),
};
