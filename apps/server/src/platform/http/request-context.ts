import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { safePath } from '../logger.ts';
import type { AppDeps, AppEnv } from './context.ts';

function clientIp(c: Parameters<MiddlewareHandler<AppEnv>>[0], trustProxy: boolean): string {
  if (trustProxy) {
    // The proxy appends the address it saw; everything left of it was written by the client.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Request id, dependencies, client address and one structured log line per request. */
export const requestContext =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set('logger', deps.logger);
    c.set('actor', null);
    c.set('sessionEnded', null);
    c.set('clientIp', clientIp(c, deps.config.TRUST_PROXY));
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    // A change that went through: the disk has room again (after a full disk).
    if (WRITES.has(c.req.method) && c.res.status < 300) deps.storage.succeeded();
    if (c.req.path.startsWith('/api/')) {
      deps.logger.info(
        {
          requestId,
          method: c.req.method,
          path: safePath(c.req.url),
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          userId: c.get('actor')?.userId,
        },
        'request',
      );
    }
  };

/** Where a request came from, for the audit rows it writes. */
export const where = (c: Context<AppEnv>) => ({
  ip: c.get('clientIp'),
  userAgent: c.req.header('user-agent'),
  requestId: c.get('requestId'),
});
