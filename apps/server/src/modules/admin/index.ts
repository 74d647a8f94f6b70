import type { ServerModule } from '../../platform/modules.ts';
import { mountAdminDashboard } from './dashboard.routes.ts';
import { dbSizeSampleJob, serverErrorsCleanupJob } from './dashboard.service.ts';
import { mountAdminJobs } from './jobs.routes.ts';

/** The admin dashboard (issue 25): health at a glance, sessions, server errors, size, jobs. */
export const adminModule: ServerModule = {
  id: 'admin-dashboard',
  mount: (router) => {
    mountAdminJobs(router);
    mountAdminDashboard(router);
  },
  jobs: [dbSizeSampleJob, serverErrorsCleanupJob],
};
