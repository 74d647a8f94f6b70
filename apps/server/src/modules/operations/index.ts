import type { ServerModule } from '../../platform/modules.ts';
import { mountOperations } from './operations.routes.ts';

/** Operations: the manager's day on one page (terminals, shifts, sales, what waits, stock to watch). */
export const operationsModule: ServerModule = {
  id: 'operations',
  mount(router) {
    mountOperations(router);
  },
};
