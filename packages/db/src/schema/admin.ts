import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Issue 25 (migration 0020): backups made and where they went, restores and restore drills, the
 * server's own errors (admin dashboard) and a daily sample of the database size.
 */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** manual, scheduled, or before_restore (the current data kept before a restore). */
    kind: text('kind').notNull(),
    /** data (the data folder), folder (a path: a USB drive), s3 (S3-compatible storage). */
    destination: text('destination').notNull(),
    /** The folder path, or s3://bucket/key. */
    location: text('location').notNull(),
    /** running, done, failed, deleted (by the retention rule). */
    status: text('status').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    manifest: jsonb('manifest'),
    /** An S3 multipart upload in progress (upload id, parts sent), so a later run resumes it. */
    upload: jsonb('upload'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
  },
  (t) => [
    index('backups_started_at').on(t.startedAt),
    check('backups_kind_check', sql`kind IN ('manual', 'scheduled', 'before_restore')`),
    check('backups_destination_check', sql`destination IN ('data', 'folder', 's3')`),
    check('backups_status_check', sql`status IN ('running', 'done', 'failed', 'deleted')`),
  ],
);

export const restoreRuns = pgTable(
  'restore_runs',
  {
    id: uuid('id').primaryKey(),
    /** restore (the store's data replaced) or drill (restored into a scratch database and compared). */
    kind: text('kind').notNull(),
    backupId: uuid('backup_id'),
    fileName: text('file_name').notNull(),
    /** running, passed, failed. */
    status: text('status').notNull(),
    /** Row counts and ledger totals compared, per table. */
    result: jsonb('result'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
  },
  (t) => [
    index('restore_runs_started_at').on(t.startedAt),
    check('restore_runs_kind_check', sql`kind IN ('restore', 'drill')`),
    check('restore_runs_status_check', sql`status IN ('running', 'passed', 'failed')`),
  ],
);

/** Server errors (5xx) the admin dashboard lists; the log keeps the stack. */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id'),
    method: text('method'),
    path: text('path'),
    status: integer('status').notNull(),
    code: text('code'),
    message: text('message').notNull(),
    userId: text('user_id'),
  },
  (t) => [index('server_errors_at').on(t.at)],
);

/** The database size once a day (the admin dashboard's growth). */
export const dbSizeSamples = pgTable('db_size_samples', {
  day: date('day').primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
});
