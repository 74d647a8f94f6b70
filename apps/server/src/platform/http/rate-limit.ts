import type { Database } from '@fbms/db';
import { type RefusalReason, refusal } from '@fbms/domain';
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

const LIMIT_REASONS: Record<LimitKind, RefusalReason> = {
  general: 'rateLimitGeneral',
  user: 'rateLimitUser',
  auth: 'rateLimitAuth',
  upload: 'rateLimitUpload',
  pdf: 'rateLimitPdf',
};

export interface HitResult {
  allowed: boolean;
  count: number;
  resetAt: Date;
}

/** Where the fixed-window counters live. */
export interface CounterStore {
  /**
   * Count one request for `key` in the window starting at `windowStart`; returns its number in the
   * window. A shared store may reserve `lease` numbers at once and hand them out locally.
   */
  increment(key: string, windowStart: Date, lease?: number): Promise<number>;
  prune(before: Date): Promise<void>;
}

/**
 * Counters in the database, so the limits hold across every server process that shares one
 * PostgreSQL. A process reserves `lease` numbers with one upsert and hands them out from memory, so a
 * busy counter writes once per lease instead of once per request. Reserving is conservative: numbers a
 * process reserved but did not use still count, so a limit is never exceeded, and at worst a client
 * is refused `lease - 1` requests early per process.
 */
export function databaseCounters(database: Database): CounterStore {
  const leases = new Map<string, { windowStart: number; next: number; last: number }>();
  const reserve = async (key: string, windowStart: Date, n: number) => {
    const rows = await database.query<{ count: number }>(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = EXCLUDED.window_start THEN rate_limits.count + $3 ELSE $3 END,
         window_start = EXCLUDED.window_start
       RETURNING count`,
      [key, windowStart.toISOString(), n],
    );
    return Number(rows[0]!.count);
  };
  return {
    async increment(key, windowStart, lease = 1) {
      const start = windowStart.getTime();
      const held = leases.get(key);
      if (held && held.windowStart === start && held.next <= held.last) return held.next++;
      const size = Math.max(1, Math.floor(lease));
      const last = await reserve(key, windowStart, size);
      if (size > 1) leases.set(key, { windowStart: start, next: last - size + 2, last });
      else leases.delete(key);
      return last - size + 1;
    },
    async prune(before) {
      for (const [key, l] of leases) if (l.windowStart < before.getTime()) leases.delete(key);
      await database.query('DELETE FROM rate_limits WHERE window_start < $1', [before.toISOString()]);
    },
  };
}

/**
 * Counters in this process. Used with PGlite: its DATA_DIR lock allows exactly one server process, so
 * in-process counters are as exact as database ones, without a write on every request.
 */
export function memoryCounters(): CounterStore {
  const counters = new Map<string, { windowStart: number; count: number }>();
  return {
    async increment(key, windowStart) {
      const start = windowStart.getTime();
      const c = counters.get(key);
      const count = c && c.windowStart === start ? c.count + 1 : 1;
      counters.set(key, { windowStart: start, count });
      return count;
    },
    async prune(before) {
      for (const [key, c] of counters) if (c.windowStart < before.getTime()) counters.delete(key);
    },
  };
}

/**
 * How many numbers a shared store may reserve at once for this limit: a sixtieth of it, at most 10, so
 * small limits (sign-in attempts, uploads) are counted one by one and a busy cashier's 600 a minute
 * cost one write per 10 requests.
 */
export function leaseFor(limit: Limit): number {
  return Math.max(1, Math.min(10, Math.floor(limit.max / 60)));
}

export async function hit(store: CounterStore, key: string, limit: Limit, now: Date): Promise<HitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const count = await store.increment(key, windowStart, leaseFor(limit));
  return { allowed: count <= limit.max, count, resetAt: new Date(windowStart.getTime() + limit.windowMs) };
}

/** Forget windows that ended more than a day ago. */
export async function pruneRateLimits(store: CounterStore, now: Date): Promise<void> {
  await store.prune(new Date(now.getTime() - 24 * 3_600_000));
}

export function rateLimit(
  kind: LimitKind,
  limit: Limit,
  keyOf: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { counters, now } = c.get('deps');
    const result = await hit(counters, `${kind}:${keyOf(c)}`, limit, now());
    c.header('RateLimit-Limit', String(limit.max));
    c.header('RateLimit-Remaining', String(Math.max(0, limit.max - result.count)));
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil((result.resetAt.getTime() - now().getTime()) / 1000));
      c.header('Retry-After', String(seconds));
      return errorResponse(
        c,
        'API_RATE_LIMIT',
        LIMIT_MESSAGES[kind],
        refusal(LIMIT_REASONS[kind], { retryAfterSeconds: seconds, limit: kind }),
      );
    }
    return next();
  };
}

/**
 * The per-user limit on costly work (uploads, PDFs) for the given methods of a path; a request not yet
 * signed in passes on to be refused by its route's guard.
 */
export function perUserLimit(kind: 'upload' | 'pdf', methods: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!methods.includes(c.req.method) || !c.get('actor')) return next();
    const { config } = c.get('deps');
    const limit = kind === 'upload' ? config.RATE_LIMIT_UPLOAD : config.RATE_LIMIT_PDF;
    return rateLimit(kind, limit, (x) => x.get('actor')!.userId)(c, next);
  };
}
