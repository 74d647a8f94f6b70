import { healthContract } from '@fbms/domain';
import { PUBLIC } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract, json } from '../../platform/http/route.ts';
import { pingDatabase } from './health.repository.ts';

export const APP_VERSION = '0.1.0';

const docs = fromContract(healthContract.getHealth, {
  tags: ['platform'],
  summary: 'Server and database status',
  answer: 'Up; status degraded with a reason (disk_full: writes fail) when it works only in part',
});
const route = defineRoute(PUBLIC, {
  ...docs,
  responses: {
    ...docs.responses,
    503: json(healthContract.getHealth.response, 'The database does not answer'),
  },
});

export function mountHealth(router: ReturnType<typeof createRouter>) {
  router.openapi(route, async (c) => {
    const { database, storage } = c.get('deps');
    const base = { database: database.kind, version: APP_VERSION };
    try {
      await pingDatabase(database);
    } catch (err) {
      c.get('logger').error({ err }, 'health check: database unavailable');
      return c.json({ status: 'unavailable' as const, ...base }, 503);
    }
    const problem = storage.problem;
    // 200: the server is alive and reads work (a probe must not restart it or take it out of service);
    // monitors and the top bar read `status` and `reason`.
    if (problem)
      return c.json(
        { status: 'degraded' as const, ...base, reason: problem.reason, since: problem.since.toISOString() },
        200,
      );
    return c.json({ status: 'ok' as const, ...base }, 200);
  });
}
