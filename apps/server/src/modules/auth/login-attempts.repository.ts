import type { Database } from '@fbms/db';
import { LIMITER_LOOKBACK_MS, LOGIN_LIMITER_POLICY } from '@fbms/domain';

/** Failure (or request) times for one limiter key within the look-back window. */
export async function recentAttempts(database: Database, key: string, now: Date): Promise<Date[]> {
  const rows = await database.query<{ at: Date | string }>(
    'SELECT at FROM auth_attempts WHERE key = $1 AND at > $2 ORDER BY at',
    [key, new Date(now.getTime() - LIMITER_LOOKBACK_MS).toISOString()],
  );
  return rows.map((r) => new Date(r.at));
}

export async function recordAttempt(database: Database, key: string, now: Date): Promise<number> {
  const [row] = await database.query<{ id: string | number }>(
    'INSERT INTO auth_attempts (key, at) VALUES ($1, $2) RETURNING id',
    [key, now.toISOString()],
  );
  return Number(row!.id);
}

export async function deleteAttempt(database: Database, id: number): Promise<void> {
  await database.query('DELETE FROM auth_attempts WHERE id = $1', [id]);
}

/**
 * After a successful sign-in: forget the failures of the current window (and this attempt), but keep
 * the day's count, so signing in now and then does not reset the daily cap for someone guessing.
 */
export async function clearRecentAttempts(database: Database, key: string, now: Date): Promise<void> {
  await database.query('DELETE FROM auth_attempts WHERE key = $1 AND at > $2', [
    key,
    new Date(now.getTime() - LOGIN_LIMITER_POLICY.windowMs).toISOString(),
  ]);
}

export async function pruneAttempts(database: Database, now: Date): Promise<void> {
  await database.query('DELETE FROM auth_attempts WHERE at < $1', [
    new Date(now.getTime() - LIMITER_LOOKBACK_MS).toISOString(),
  ]);
}

/** Forgets every failure of this key and of the keys under it (`login:e-mail|…`: per address, per device). */
export async function clearAllAttempts(database: Database, key: string): Promise<void> {
  await database.query("DELETE FROM auth_attempts WHERE key = $1 OR starts_with(key, $1 || '|')", [key]);
}
