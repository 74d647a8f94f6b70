import type { ServerModule } from '../../platform/modules.ts';
import { mountSettings } from './settings.routes.ts';

export const settingsModule: ServerModule = {
  id: 'settings',
  mount: (router) => mountSettings(router),
};
