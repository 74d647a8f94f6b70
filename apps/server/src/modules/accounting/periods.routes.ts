import { accountingContract as api } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { closePeriod, periods, reopenPeriod } from './periods.service.ts';

const tags = ['accounting'];
const edit = permission({ module: 'accounting', action: 'edit' });

const listRoute = defineRoute(
  permission({ module: 'accounting', action: 'view' }),
  fromContract(api.listPeriods, {
    tags,
    summary: 'The last 24 months and any month with entries: open or closed, its entries and totals',
  }),
);

const closeRoute = defineRoute(
  edit,
  fromContract(api.closePeriod, {
    tags,
    summary:
      'Close a month: nothing posts into it afterwards (documents go to the next open month with a note)',
  }),
);

const reopenRoute = defineRoute(
  edit,
  fromContract(api.reopenPeriod, { tags, summary: 'Reopen a closed month, with a reason (audited)' }),
);

export function mountPeriods(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => c.json({ items: await periods(c.get('deps')) }, 200));
  router.openapi(closeRoute, async (c) =>
    c.json(await closePeriod(c.get('deps'), c.get('actor')!, c.req.valid('param').month, where(c)), 200),
  );
  router.openapi(reopenRoute, async (c) =>
    c.json(
      await reopenPeriod(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').month,
        c.req.valid('json').reason,
        where(c),
      ),
      200,
    ),
  );
}
