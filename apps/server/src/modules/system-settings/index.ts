import type { ServerModule } from '../../platform/modules.ts';
import { mountSystemSettings } from './system-settings.routes.ts';

export const systemSettingsModule: ServerModule = {
  id: 'system-settings',
  mount: (router) => mountSystemSettings(router),
};
