import { randomUUID } from 'node:crypto';
import { type Db, type Tx, uuidv7 } from '@fbms/db';
import { sql } from 'drizzle-orm';
import { parseSchedule, type Schedule } from './schedule.ts';

/**
 * Durable jobs on the database (table `jobs`, migration 0013). A job is a named handler; work for it is
 * a row. `enqueue(tx, job, payload)` writes the row in the caller's transaction, so the job exists iff
 * that transaction commits. Every server process runs a worker (runner.ts) that claims due rows with
 * FOR UPDATE SKIP LOCKED, so each row runs in one process only; a failure is retried with exponential
 * backoff until `retry.attempts`, then the row stays 'failed' for an admin to see (GET /api/admin/jobs).
 * A scheduled job (cron-like, Manila time) has one row per slot, keyed by its slot, so however many
 * processes start it runs once per slot, and a slot missed while every server was down runs at start.
 */
export interface JobRetry {
  /** Runs in all, the first included (1 = never retried). */
  attempts: number;
  /** The wait before the first retry; doubled for each next one, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs?: number;
}

export interface JobOptions {
  /** Cron-like, in Asia/Manila time: `0 6 * * *` is daily at 06:00 (schedule.ts). */
  schedule?: string;
  retry?: Partial<JobRetry>;
  /** How long a run may hold its row before another process takes it as abandoned. */
  leaseMs?: number;
}

export interface JobRun {
  id: string;
  name: string;
  /** 1 for the first run. */
  attempt: number;
}

export interface JobDefinition<P = unknown, D = unknown> {
  name: string;
  handler: (payload: P, deps: D, run: JobRun) => Promise<unknown>;
  retry: JobRetry;
  leaseMs: number;
  schedule: Schedule | null;
}

const DEFAULT_RETRY: JobRetry = { attempts: 5, backoffMs: 30_000, maxBackoffMs: 60 * 60_000 };
const DEFAULT_LEASE_MS = 10 * 60_000;

const registry = new Map<string, JobDefinition<never, never>>();

/**
 * Declares a job (at module level, once per name). `D` is what the worker hands every handler (the
 * server's AppDeps). It runs once registered: a module lists it in its manifest's `jobs`
 * (platform/modules.ts) and the server registers the jobs of every listed module (registerJobs).
 */
export function defineJob<P = Record<string, never>, D = unknown>(
  name: string,
  handler: (payload: P, deps: D, run: JobRun) => Promise<unknown>,
  options: JobOptions = {},
): JobDefinition<P, D> {
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  if (!(retry.attempts >= 1 && retry.backoffMs >= 0)) throw new Error(`job ${name}: bad retry options`);
  const def: JobDefinition<P, D> = {
    name,
    handler,
    retry,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    schedule: options.schedule ? parseSchedule(options.schedule) : null,
  };
  return def;
}

/**
 * Makes jobs runnable and queueable in this process (the server passes the jobs of SERVER_MODULES).
 * Registering the same definition again does nothing; another definition under a taken name is refused:
 * a row names its handler.
 */
export function registerJobs(defs: readonly JobDefinition<never, never>[]): void {
  for (const def of defs) {
    const known = registry.get(def.name);
    if (known && known !== def) throw new Error(`job ${def.name} is defined twice`);
    registry.set(def.name, def);
  }
}

export function jobDefinition(name: string): JobDefinition<unknown, unknown> | undefined {
  return registry.get(name) as JobDefinition<unknown, unknown> | undefined;
}

export function jobDefinitions(): JobDefinition<unknown, unknown>[] {
  return [...registry.values()] as JobDefinition<unknown, unknown>[];
}

/** The wait before run `attempt + 1` after run `attempt` failed. */
export function backoffMs(retry: JobRetry, attempt: number): number {
  const ms = retry.backoffMs * 2 ** Math.max(0, attempt - 1);
  return Math.min(ms, retry.maxBackoffMs ?? Number.POSITIVE_INFINITY);
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one row per key, ever: a second enqueue with the key does nothing (returns null). */
  dedupeKey?: string;
}

/**
 * Queues one run of `job`. Pass the caller's transaction to tie the job to it; pass the database for a
 * job of its own. Returns the row id (null when `dedupeKey` was already used).
 */
export async function enqueue<P>(
  runner: Tx | Db,
  job: JobDefinition<P, never> | string,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const name = typeof job === 'string' ? job : job.name;
  const def = registry.get(name);
  if (!def) throw new Error(`job ${name} is not registered (list it in its module's manifest)`);
  const at = options.runAt ?? new Date();
  const id = uuidv7(at.getTime());
  const result = (await runner.execute(sql`
    INSERT INTO jobs (id, name, payload, run_at, max_attempts, dedupe_key)
    VALUES (${id}, ${name}, ${JSON.stringify(payload ?? {})}::jsonb, ${at.toISOString()}::timestamptz,
            ${def.retry.attempts}, ${options.dedupeKey ?? null})
    ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
    RETURNING id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id ?? null;
}

/** A worker's name in `locked_by`: which process holds a running job. */
export function workerId(): string {
  return `${process.pid}-${randomUUID().slice(0, 8)}`;
}
