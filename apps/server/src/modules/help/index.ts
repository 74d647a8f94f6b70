import type { ServerModule } from '../../platform/modules.ts';
import { mountHelp } from './help.routes.ts';

export const helpModule: ServerModule = {
  id: 'help',
  mount: (router) => mountHelp(router),
};
