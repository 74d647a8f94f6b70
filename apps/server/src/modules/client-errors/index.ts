import type { ServerModule } from '../../platform/modules.ts';
import { mountClientErrors } from './client-errors.routes.ts';

export const clientErrorsModule: ServerModule = {
  id: 'client-errors',
  mount: (router) => mountClientErrors(router),
};
