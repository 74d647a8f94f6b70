import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import { JOB_STATUSES, listJobs } from './jobs.repository.ts';

const Job = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(JOB_STATUSES),
    attempts: z.number(),
    maxAttempts: z.number(),
    runAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Job');

const listRoute = defineRoute(permission({ module: 'system-monitoring', action: 'view', minRole: 'admin' }), {
  method: 'get',
  path: '/api/admin/jobs',
  tags: ['admin'],
  summary: 'Background jobs (queued, running, done, failed), newest first, with counts per status',
  request: {
    query: z.object({
      status: z.enum(JOB_STATUSES).optional(),
      name: z.string().max(100).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
      offset: z.coerce.number().int().min(0).default(0),
    }),
  },
  responses: {
    200: json(
      z.object({
        items: z.array(Job),
        counts: z.object({ queued: z.number(), running: z.number(), done: z.number(), failed: z.number() }),
      }),
    ),
  },
});

export function mountAdminJobs(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => {
    return c.json(await listJobs(c.get('deps').database.db, c.req.valid('query')), 200);
  });
}
