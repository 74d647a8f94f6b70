import type { ServerModule } from '../../platform/modules.ts';
import { mountAdminJobs } from './jobs.routes.ts';

export const adminModule: ServerModule = {
  id: 'admin-dashboard',
  mount: (router) => mountAdminJobs(router),
};
