import { PUBLIC } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';

export const APP_VERSION = '0.1.0';

const Health = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
  })
  .openapi('Health');

const route = defineRoute(PUBLIC, {
  method: 'get',
  path: '/api/health',
  tags: ['platform'],
  summary: 'Server and database status',
  responses: { 200: json(Health), 503: json(Health, 'The database does not answer') },
});

export function mountHealth(router: ReturnType<typeof createRouter>) {
  router.openapi(route, async (c) => {
    const { database } = c.get('deps');
    try {
      await database.query('SELECT 1');
      return c.json({ status: 'ok' as const, database: database.kind, version: APP_VERSION }, 200);
    } catch (err) {
      c.get('logger').error({ err }, 'health check: database unavailable');
      return c.json({ status: 'unavailable' as const, database: database.kind, version: APP_VERSION }, 503);
    }
  });
}
