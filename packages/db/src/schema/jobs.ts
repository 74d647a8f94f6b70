import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Durable jobs (apps/server/src/platform/jobs): queued and scheduled work that survives a restart and
 * runs once across every server process. A worker claims a due row with FOR UPDATE SKIP LOCKED and
 * holds it until `locked_until`; a row still 'running' after that is claimed again (its process died).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** When it may run (a retry's backoff moves it on). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** One row per key (a schedule's slot, e.g. `inventory.daily-stock-check@2026-11-27T06:00`). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
    check('jobs_attempts', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey).where(sql`${t.dedupeKey} IS NOT NULL`),
    index('jobs_due').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_lease').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_status_created').on(t.status, t.createdAt),
  ],
);
