import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

/**
 * The background jobs for administrators over HTTP (/api/admin/jobs). The jobs platform is the server's
 * (apps/server/src/platform/jobs); this is what an admin sees of its table.
 */

/** A job's life: queued (or scheduled for later), running, done, or failed after its last attempt. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobSchema = z
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
  .meta({ id: 'Job' });
export type Job = z.output<typeof jobSchema>;

export const jobListQuerySchema = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  name: z.string().max(100).optional(),
  limit: z.coerce.number<number>().int().min(1).max(200).default(50),
  offset: z.coerce.number<number>().int().min(0).default(0),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobListSchema = z.object({
  items: z.array(jobSchema),
  counts: z.object({ queued: z.number(), running: z.number(), done: z.number(), failed: z.number() }),
});
export type JobList = z.output<typeof jobListSchema>;

export const jobsContract = {
  /** Background jobs (queued, running, done, failed), newest first, with counts per status. */
  listJobs: endpoint({
    method: 'get',
    path: '/api/admin/jobs',
    query: jobListQuerySchema,
    response: jobListSchema,
  }),
};
