import { systemCheckContract as api } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { lastRun, runSystemCheck } from './system-check.service.ts';

const access = permission({ module: 'system-monitoring', action: 'view', minRole: 'admin' });

const runRoute = defineRoute(
  access,
  fromContract(api.run, {
    tags: ['system-check'],
    summary:
      'Run every system check now (database, migrations, guards, a rolled-back sale, ledger, stock, invoice ' +
      'series, customer ledger, mail, backup destination): each pass or fail with its time and fix',
  }),
);

const lastRoute = defineRoute(
  access,
  fromContract(api.last, {
    tags: ['system-check'],
    summary: 'The last system check run since the server started',
  }),
);

export function mountSystemCheck(router: ReturnType<typeof createRouter>) {
  router.openapi(runRoute, async (c) => {
    return c.json(await runSystemCheck(c.get('deps'), c.get('actor')!, where(c)), 200);
  });
  router.openapi(lastRoute, (c) => c.json({ run: lastRun() }, 200));
}
