import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { jobSchema } from './jobs.contract.ts';

/**
 * The admin dashboard over HTTP (/api/admin/dashboard): one answer with everything an administrator
 * checks at a glance: people and their sessions, sign-in trouble, server errors, database size and
 * growth, backups, versions, disk, mail, live connections and the jobs. Every number is read when asked.
 */

export const adminSessionSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: z.string(),
    lastActiveAt: z.string(),
    /** The session the administrator is using now (it is ended by signing out, not from here). */
    current: z.boolean(),
  })
  .meta({ id: 'AdminSession' });
export type AdminSession = z.output<typeof adminSessionSchema>;

export const serverErrorSchema = z
  .object({
    id: z.string(),
    at: z.string(),
    requestId: z.string().nullable(),
    method: z.string().nullable(),
    path: z.string().nullable(),
    status: z.number(),
    code: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'ServerError' });
export type ServerError = z.output<typeof serverErrorSchema>;

export const adminDashboardSchema = z
  .object({
    at: z.string(),
    users: z.object({ active: z.number(), inactive: z.number(), pending: z.number() }),
    sessions: z.array(adminSessionSchema),
    signIns: z.object({
      /** The last 24 hours, from the audit log. */
      succeeded: z.number(),
      failed: z.number(),
      lockouts: z.number(),
      recent: z.array(
        z.object({
          at: z.string(),
          action: z.string(),
          email: z.string().nullable(),
          ip: z.string().nullable(),
        }),
      ),
    }),
    errors: z.object({
      last24h: z.number(),
      /** 24 hourly counts, oldest first (the last is the current hour). */
      perHour: z.array(z.object({ hour: z.string(), count: z.number() })),
      latest: z.array(serverErrorSchema),
    }),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      sizeBytes: z.number(),
      /** One sample a day, the last 30 days, oldest first. */
      growth: z.array(z.object({ day: z.string(), bytes: z.number() })),
      serverVersion: z.string(),
      migrations: z.object({ applied: z.number(), expected: z.number(), last: z.string().nullable() }),
    }),
    backups: z.object({
      last: z
        .object({
          at: z.string(),
          kind: z.string(),
          status: z.string(),
          sizeBytes: z.number().nullable(),
          destination: z.string(),
        })
        .nullable(),
      lastDrill: z
        .object({ at: z.string(), status: z.string(), fileName: z.string(), error: z.string().nullable() })
        .nullable(),
    }),
    versions: z.object({ app: z.string(), node: z.string() }),
    disk: z.object({ path: z.string(), freeBytes: z.number(), totalBytes: z.number() }).nullable(),
    mail: z.object({
      transport: z.enum(['smtp', 'outbox']),
      /** Messages written to DATA_DIR/outbox (null with SMTP). */
      outboxCount: z.number().nullable(),
    }),
    live: z.object({ connections: z.number() }),
    jobs: z.object({
      counts: z.object({ queued: z.number(), running: z.number(), done: z.number(), failed: z.number() }),
      latest: z.array(jobSchema),
    }),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.output<typeof adminDashboardSchema>;

export const adminDashboardContract = {
  /** Everything the admin dashboard shows, read now. */
  getDashboard: endpoint({ method: 'get', path: '/api/admin/dashboard', response: adminDashboardSchema }),
  /** Ends another person's session: they are signed out at their next request. */
  endSession: endpoint({
    method: 'delete',
    path: '/api/admin/sessions/{id}',
    params: z.object({ id: z.string().min(1).max(100) }),
    response: z.object({ ended: z.literal(true) }),
  }),
};

/** 24 hourly buckets ending with the hour of `now` (UTC hour starts, ISO), filled with the counts given. */
export function hourlyBuckets(now: Date, counts: { hour: string; count: number }[]) {
  const byHour = new Map(counts.map((c) => [new Date(c.hour).getTime(), c.count]));
  const current = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  return Array.from({ length: 24 }, (_, i) => {
    const t = current - (23 - i) * 3_600_000;
    return { hour: new Date(t).toISOString(), count: byHour.get(t) ?? 0 };
  });
}
