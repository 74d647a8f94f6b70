import type { ServerModule } from '../../platform/modules.ts';
import { mountAuth } from './auth.routes.ts';

export const authModule: ServerModule = {
  id: 'auth',
  mount: (router, app) => mountAuth(app, router),
};
