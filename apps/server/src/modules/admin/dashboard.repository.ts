import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, MIGRATIONS_FOLDER } from '@fbms/db';

/** The reads of the admin dashboard, each one query (raw SQL: counts and sizes, no drizzle models). */

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function userCounts(database: Database) {
  const [row] = await database.query<{ active: number; inactive: number; pending: number }>(
    `SELECT count(*) FILTER (WHERE is_active)::int AS active,
            count(*) FILTER (WHERE NOT is_active AND (approved_at IS NOT NULL OR is_owner))::int AS inactive,
            count(*) FILTER (WHERE NOT is_active AND approved_at IS NULL AND NOT is_owner)::int AS pending
       FROM users`,
  );
  return row!;
}

export async function activeSessions(database: Database, now: Date) {
  return database.query<{
    id: string;
    userId: string;
    name: string;
    email: string;
    role: string;
    ipAddress: string | null;
    userAgent: string | null;
    createdAt: string;
    lastActiveAt: string;
  }>(
    `SELECT s.id, s.user_id AS "userId", u.name, u.email, u.role, s.ip_address AS "ipAddress",
            s.user_agent AS "userAgent", ${ISO('s.created_at')} AS "createdAt",
            ${ISO('s.last_active_at')} AS "lastActiveAt"
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.expires_at > $1
      ORDER BY s.last_active_at DESC, s.id LIMIT 200`,
    [now.toISOString()],
  );
}

export async function sessionOwner(database: Database, sessionId: string) {
  const [row] = await database.query<{ userId: string; email: string }>(
    `SELECT s.user_id AS "userId", u.email FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
    [sessionId],
  );
  return row ?? null;
}

/** Ends one session (its row goes: the next request with its cookie is signed out). */
export async function deleteSession(database: Database, sessionId: string): Promise<boolean> {
  const rows = await database.query('DELETE FROM sessions WHERE id = $1 RETURNING id', [sessionId]);
  return rows.length > 0;
}

const SIGN_IN_ACTIONS = ['auth.sign_in', 'auth.sign_in_social', 'auth.sign_in_failed', 'auth.lockout'];

export async function signInActivity(database: Database, since: Date) {
  const [counts] = await database.query<{ succeeded: number; failed: number; lockouts: number }>(
    `SELECT count(*) FILTER (WHERE action = 'auth.sign_in'
               OR (action = 'auth.sign_in_social' AND NOT details ? 'reason'))::int AS succeeded,
            count(*) FILTER (WHERE action = 'auth.sign_in_failed')::int AS failed,
            count(*) FILTER (WHERE action = 'auth.lockout')::int AS lockouts
       FROM audit_log WHERE action = ANY($1) AND at > $2`,
    [SIGN_IN_ACTIONS, since.toISOString()],
  );
  const recent = await database.query<{
    at: string;
    action: string;
    email: string | null;
    ip: string | null;
  }>(
    `SELECT ${ISO('at')} AS at, action, actor_email AS email, ip
       FROM audit_log WHERE action IN ('auth.sign_in_failed', 'auth.lockout') AND at > $1
      ORDER BY at DESC LIMIT 20`,
    [since.toISOString()],
  );
  return { ...counts!, recent };
}

export async function serverErrorActivity(database: Database, since: Date) {
  const perHour = await database.query<{ hour: string; count: number }>(
    `SELECT ${ISO("date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'")} AS hour, count(*)::int AS count
       FROM server_errors WHERE at > $1 GROUP BY 1`,
    [since.toISOString()],
  );
  const latest = await database.query<{
    id: string;
    at: string;
    requestId: string | null;
    method: string | null;
    path: string | null;
    status: number;
    code: string | null;
    message: string;
  }>(
    `SELECT id, ${ISO('at')} AS at, request_id AS "requestId", method, path, status, code, message
       FROM server_errors ORDER BY at DESC, id DESC LIMIT 20`,
  );
  return { perHour, latest };
}

export async function databaseSize(database: Database): Promise<number> {
  const [row] = await database.query<{ bytes: string }>(
    'SELECT pg_database_size(current_database())::text AS bytes',
  );
  return Number(row!.bytes);
}

/** Today's sample (Manila day), kept once: the first request or the daily job of the day writes it. */
export async function sampleDatabaseSize(database: Database, day: string): Promise<void> {
  const bytes = await databaseSize(database);
  await database.query(
    'INSERT INTO db_size_samples (day, bytes) VALUES ($1, $2) ON CONFLICT (day) DO UPDATE SET bytes = EXCLUDED.bytes',
    [day, bytes],
  );
}

export async function hasSample(database: Database, day: string): Promise<boolean> {
  const rows = await database.query('SELECT 1 FROM db_size_samples WHERE day = $1', [day]);
  return rows.length > 0;
}

export async function sizeGrowth(database: Database, fromDay: string) {
  return database.query<{ day: string; bytes: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, bytes::float8 AS bytes FROM db_size_samples
      WHERE day >= $1 ORDER BY day`,
    [fromDay],
  );
}

export async function serverVersion(database: Database): Promise<string> {
  const [row] = await database.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  return row!.v;
}

interface JournalEntry {
  tag: string;
  when: number;
}
/** The migrations the code brings (drizzle's journal), in order. */
export function journalEntries(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The migrations the database has applied (drizzle's table), by their journal time. */
export async function appliedMigrations(database: Database): Promise<number[]> {
  const rows = await database.query<{ at: string }>(
    'SELECT created_at::text AS at FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );
  return rows.map((r) => Number(r.at));
}

export async function migrationLevel(database: Database) {
  const expected = journalEntries();
  const applied = new Set(await appliedMigrations(database));
  const last = [...expected].reverse().find((e) => applied.has(e.when));
  return { applied: applied.size, expected: expected.length, last: last?.tag ?? null };
}

export async function lastBackup(database: Database) {
  const [row] = await database.query<{
    at: string;
    kind: string;
    status: string;
    sizeBytes: number | null;
    destination: string;
  }>(
    `SELECT ${ISO('coalesce(finished_at, started_at)')} AS at, kind, status, size_bytes::float8 AS "sizeBytes",
            destination
       FROM backups WHERE status <> 'deleted' ORDER BY started_at DESC LIMIT 1`,
  );
  return row ?? null;
}

export async function lastDrill(database: Database) {
  const [row] = await database.query<{ at: string; status: string; fileName: string; error: string | null }>(
    `SELECT ${ISO('coalesce(finished_at, started_at)')} AS at, status, file_name AS "fileName", error
       FROM restore_runs WHERE kind = 'drill' ORDER BY started_at DESC LIMIT 1`,
  );
  return row ?? null;
}

export async function deleteOldServerErrors(database: Database, before: Date): Promise<number> {
  const rows = await database.query('DELETE FROM server_errors WHERE at < $1 RETURNING id', [
    before.toISOString(),
  ]);
  return rows.length;
}
