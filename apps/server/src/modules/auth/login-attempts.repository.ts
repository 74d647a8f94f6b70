import type { Database } from '@fbms/db';
import { LIMITER_LOOKBACK_MS } from '@fbms/domain';

/** Failure (or request) times for one limiter key within the look-back window. */
export async function recentAttempts(database: Database, key: string, now: Date): Promise<Date[]> {
  const rows = await database.query<{ at: Date | string }>(
    'SELECT at FROM auth_attempts WHERE key = $1 AND at > $2 ORDER BY at',
    [key, new Date(now.getTime() - LIMITER_LOOKBACK_MS).toISOString()],
  );
  return rows.map((r) => new Date(r.at));
}

export async function recordAttempt(database: Database, key: string, now: Date): Promise<void> {
  await database.query('INSERT INTO auth_attempts (key, at) VALUES ($1, $2)', [key, now.toISOString()]);
}

export async function clearAttempts(database: Database, key: string): Promise<void> {
  await database.query('DELETE FROM auth_attempts WHERE key = $1', [key]);
}

export async function pruneAttempts(database: Database, now: Date): Promise<void> {
  await database.query('DELETE FROM auth_attempts WHERE at < $1', [
    new Date(now.getTime() - LIMITER_LOOKBACK_MS).toISOString(),
  ]);
}
