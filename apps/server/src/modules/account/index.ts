import type { ServerModule } from '../../platform/modules.ts';
import { mountAccount } from './account.routes.ts';
import { mountMe } from './me.routes.ts';

export const accountModule: ServerModule = {
  id: 'account',
  mount(router) {
    mountMe(router);
    mountAccount(router);
  },
};
