import type { Database } from '@fbms/db';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/** The seed's words for each limiter (000 §9). */
export const LIMIT_MESSAGES = {
  general: 'Too many requests from this IP, please try again later.',
  user: 'Too many requests, please slow down and try again in a minute.',
  auth: 'Too many authentication attempts, please try again later.',
  upload: 'Too many file uploads, please try again later.',
  pdf: 'Too many PDF generation requests, please try again later.',
} as const;
export type LimitKind = keyof typeof LIMIT_MESSAGES;

export interface HitResult {
  allowed: boolean;
  count: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in the database: one upsert per request, so the limits hold across every
 * server process that shares one PostgreSQL.
 */
export async function hit(database: Database, key: string, limit: Limit, now: Date): Promise<HitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const rows = await database.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start = EXCLUDED.window_start THEN rate_limits.count + 1 ELSE 1 END,
       window_start = EXCLUDED.window_start
     RETURNING count`,
    [key, windowStart.toISOString()],
  );
  const count = Number(rows[0]!.count);
  return { allowed: count <= limit.max, count, resetAt: new Date(windowStart.getTime() + limit.windowMs) };
}

/** Forget windows that ended more than a day ago. */
export async function pruneRateLimits(database: Database, now: Date): Promise<void> {
  await database.query('DELETE FROM rate_limits WHERE window_start < $1', [
    new Date(now.getTime() - 24 * 3_600_000).toISOString(),
  ]);
}

export function rateLimit(
  kind: LimitKind,
  limit: Limit,
  keyOf: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { database, now } = c.get('deps');
    const result = await hit(database, `${kind}:${keyOf(c)}`, limit, now());
    c.header('RateLimit-Limit', String(limit.max));
    c.header('RateLimit-Remaining', String(Math.max(0, limit.max - result.count)));
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil((result.resetAt.getTime() - now().getTime()) / 1000));
      c.header('Retry-After', String(seconds));
      return errorResponse(c, 'API_RATE_LIMIT', LIMIT_MESSAGES[kind], {
        retryAfterSeconds: seconds,
        limit: kind,
      });
    }
    return next();
  };
}
