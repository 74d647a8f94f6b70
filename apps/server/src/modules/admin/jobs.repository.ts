import { type Db, sqlRows } from '@fbms/db';
import type { Job, JobList, JobListQuery, JobStatus } from '@fbms/domain';
import { sql } from 'drizzle-orm';

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The job rows for the admin's view, newest first, and how many there are of each status. */
export async function listJobs(db: Db, filter: JobListQuery): Promise<JobList> {
  const where = sql.join(
    [
      sql`true`,
      ...(filter.status ? [sql`status = ${filter.status}`] : []),
      ...(filter.name ? [sql`name = ${filter.name}`] : []),
    ],
    sql` AND `,
  );
  const items = await sqlRows<Job>(
    db,
    sql`SELECT id, name, status, attempts, max_attempts AS "maxAttempts", ${iso('run_at')} AS "runAt",
               ${iso('started_at')} AS "startedAt", ${iso('finished_at')} AS "finishedAt",
               last_error AS "lastError", ${iso('created_at')} AS "createdAt"
          FROM jobs WHERE ${where}
         ORDER BY created_at DESC, id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  const counted = await sqlRows<{ status: JobStatus; n: number }>(
    db,
    sql`SELECT status, count(*)::int AS n FROM jobs GROUP BY status`,
  );
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const c of counted) counts[c.status] = c.n;
  return { items, counts };
}
