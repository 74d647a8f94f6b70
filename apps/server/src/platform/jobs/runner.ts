import { type Database, sqlRows } from '@fbms/db';
import { sql } from 'drizzle-orm';
import type { Logger } from '../logger.ts';
import {
  backoffMs,
  type EnqueueOptions,
  enqueue,
  type JobDefinition,
  jobDefinition,
  jobDefinitions,
  registerJobs,
  workerId,
} from './jobs.ts';
import { nextRun, slotKey } from './schedule.ts';

export interface JobRunnerOptions {
  database: Database;
  logger: Logger;
  now: () => Date;
  /** How often an idle worker looks for due jobs (0: only when woken; tests drive it with runDue). */
  pollMs?: number;
  /** On stop, how long running jobs get to finish before their rows are released to another process. */
  graceMs?: number;
  /** The jobs this process runs: those of the server modules' manifests (registered here). */
  jobs?: readonly JobDefinition<never, never>[];
}

interface ClaimedRow {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface JobRunner {
  /** Starts polling; handlers receive `deps`. */
  /** Ensures the schedules' next slots, then (when polling) drains in the background. */
  start(deps: unknown): Promise<void>;
  /** Queues a job in a statement of its own and wakes this process's worker. */
  enqueue<P>(
    job: JobDefinition<P, never> | string,
    payload: P,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** Looks for due jobs now (after an enqueue in a transaction that has committed). */
  wake(): void;
  /** Runs every due job this process can claim; resolves when none is left (tests, and `wake`). */
  runDue(): Promise<number>;
  /** Stops claiming, lets the running job finish (or releases it after `graceMs`). */
  stop(): Promise<void>;
}

/** Rows done longer ago than this are deleted by the hourly housekeeping; failed ones are kept longer. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;
const KEEP_FAILED_MS = 90 * 24 * 60 * 60_000;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, logger, now } = options;
  registerJobs(options.jobs ?? []);
  const db = database.db;
  const me = workerId();
  const pollMs = options.pollMs ?? 2_000;
  const graceMs = options.graceMs ?? 20_000;
  let deps: unknown;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** One drain at a time per process; a wake during a drain asks for one more pass after it. */
  let draining: Promise<number> | null = null;
  let again = false;
  /** The slot each scheduled job was last ensured for, so a process inserts each slot's row once. */
  const ensured = new Map<string, string>();

  async function ensureSchedules(at: Date) {
    for (const def of jobDefinitions()) {
      if (!def.schedule) continue;
      const next = nextRun(def.schedule, at);
      const key = `${def.name}@${slotKey(next)}`;
      if (ensured.get(def.name) === key) continue;
      await enqueue(db, def.name, {}, { runAt: next, dedupeKey: key });
      ensured.set(def.name, key);
    }
  }

  async function claim(names: string[]): Promise<ClaimedRow | undefined> {
    const at = now();
    const leases = JSON.stringify(
      Object.fromEntries(jobDefinitions().map((d) => [d.name, d.leaseMs / 1000])),
    );
    const [row] = await sqlRows<ClaimedRow>(
      db,
      sql`
      UPDATE jobs j SET status = 'running', attempts = j.attempts + 1, locked_by = ${me},
             locked_until = ${at.toISOString()}::timestamptz
               + make_interval(secs => coalesce((${leases}::jsonb ->> j.name)::float8, 600)),
             started_at = ${at.toISOString()}::timestamptz
       WHERE j.id = (SELECT id FROM jobs
                      WHERE name IN (${sql.join(
                        names.map((n) => sql`${n}`),
                        sql`, `,
                      )})
                        AND ((status = 'queued' AND run_at <= ${at.toISOString()}::timestamptz)
                          OR (status = 'running' AND locked_until < ${at.toISOString()}::timestamptz))
                      ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING j.id, j.name, j.payload, j.attempts, j.max_attempts AS "maxAttempts"`,
    );
    return row;
  }

  async function finish(row: ClaimedRow, error: unknown) {
    const at = now();
    if (error === undefined) {
      await db.execute(sql`
        UPDATE jobs SET status = 'done', finished_at = ${at.toISOString()}::timestamptz,
               locked_by = NULL, locked_until = NULL
         WHERE id = ${row.id} AND locked_by = ${me}`);
      return;
    }
    const def = jobDefinition(row.name);
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const last = row.attempts >= row.maxAttempts || !def;
    const retryAt = new Date(at.getTime() + (def ? backoffMs(def.retry, row.attempts) : 0));
    await db.execute(sql`
      UPDATE jobs SET status = ${last ? 'failed' : 'queued'}, last_error = ${text.slice(0, 2000)},
             run_at = ${last ? sql`run_at` : sql`${retryAt.toISOString()}::timestamptz`},
             finished_at = ${last ? sql`${at.toISOString()}::timestamptz` : sql`NULL`},
             locked_by = NULL, locked_until = NULL
       WHERE id = ${row.id} AND locked_by = ${me}`);
    if (last)
      logger.error({ err: error, job: row.name, jobId: row.id, attempts: row.attempts }, 'job failed');
    else
      logger.warn({ err: error, job: row.name, jobId: row.id, attempt: row.attempts }, 'job will be retried');
  }

  async function runOne(row: ClaimedRow) {
    const def = jobDefinition(row.name);
    let error: unknown;
    try {
      if (!def) throw new Error(`job ${row.name} is not defined in this server`);
      await def.handler(row.payload as never, deps as never, {
        id: row.id,
        name: row.name,
        attempt: row.attempts,
      });
    } catch (err) {
      error = err ?? new Error('job failed');
    }
    await finish(row, error);
    if (def?.schedule) ensured.delete(def.name);
  }

  async function drainOnce(): Promise<number> {
    let ran = 0;
    await ensureSchedules(now());
    const names = jobDefinitions().map((d) => d.name);
    if (names.length === 0) return 0;
    while (!stopped) {
      const row = await claim(names);
      if (!row) break;
      await runOne(row);
      ran++;
      if (jobDefinition(row.name)?.schedule) await ensureSchedules(now());
    }
    return ran;
  }

  function drain(): Promise<number> {
    if (draining) {
      again = true;
      return draining.then(() => drain());
    }
    const p = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      draining = null;
    });
    draining = p;
    return p;
  }

  function drainLogged() {
    drain().catch((err: unknown) => logger.warn({ err }, 'job worker: could not read the jobs table'));
  }

  function schedulePoll() {
    if (stopped || pollMs <= 0) return;
    timer = setTimeout(() => {
      drain()
        .catch((err: unknown) => logger.warn({ err }, 'job worker: could not read the jobs table'))
        .finally(schedulePoll);
    }, pollMs);
    timer.unref();
  }

  return {
    async start(d) {
      deps = d;
      started = true;
      // The schedules' next slots exist once the server is up (one insert each, skipped when present).
      await ensureSchedules(now());
      // Without polling (tests), nothing runs by itself: only a wake or runDue() drains, so a test
      // that queues a job is never raced by the start's own drain.
      if (pollMs > 0) drainLogged();
      schedulePoll();
    },
    async enqueue(job, payload, opts) {
      const id = await enqueue(db, job, payload, { runAt: now(), ...opts });
      this.wake();
      return id;
    },
    wake() {
      if (started && !stopped) drainLogged();
    },
    async runDue() {
      if (!started) throw new Error('the job runner has not started');
      return drain();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const running = draining;
      if (!running) return;
      let timeout: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        running.then(
          () => true,
          () => true,
        ),
        new Promise<false>((resolve) => {
          timeout = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(timeout);
      if (finished) return;
      // Released: another process (or this one's next start) runs it again.
      await db.execute(sql`
        UPDATE jobs SET status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = NULL,
               locked_until = NULL
         WHERE status = 'running' AND locked_by = ${me}`);
      logger.warn({ graceMs }, 'job worker: a job still running at shutdown was released');
    },
  };
}

/** Housekeeping: deletes old finished rows (done after a week, failed after 90 days). */
export async function pruneJobs(database: Database, at: Date): Promise<void> {
  await database.db.execute(sql`
    DELETE FROM jobs
     WHERE (status = 'done' AND finished_at < ${new Date(at.getTime() - KEEP_DONE_MS).toISOString()}::timestamptz)
        OR (status = 'failed' AND finished_at < ${new Date(at.getTime() - KEEP_FAILED_MS).toISOString()}::timestamptz)`);
}
