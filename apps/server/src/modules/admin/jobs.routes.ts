import { jobsContract } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { listJobs } from './jobs.repository.ts';

const listRoute = defineRoute(
  permission({ module: 'system-monitoring', action: 'view', minRole: 'admin' }),
  fromContract(jobsContract.listJobs, {
    tags: ['admin'],
    summary: 'Background jobs (queued, running, done, failed), newest first, with counts per status',
  }),
);

export function mountAdminJobs(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => {
    return c.json(await listJobs(c.get('deps').database.db, c.req.valid('query')), 200);
  });
}
