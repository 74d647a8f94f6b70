import type { ServerModule } from '../../platform/modules.ts';
import { mountNotifications } from './notifications.routes.ts';

export const notificationsModule: ServerModule = {
  id: 'notifications',
  mount: (router, app) => mountNotifications(app, router),
};
