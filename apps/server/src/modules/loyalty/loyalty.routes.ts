import { loyaltyContract as api } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import {
  adjustPoints,
  loyaltyLedger,
  loyaltyOverview,
  loyaltySettingsOf,
  saveLoyaltySettings,
} from './loyalty.service.ts';

/** The loyalty program is for managers and admins (the registry's minRole), on the customers row. */
const view = permission({ module: 'customers', action: 'view', minRole: 'manager' });
const edit = permission({ module: 'customers', action: 'edit', minRole: 'manager' });
const tags = ['loyalty'];

const r = {
  getSettings: defineRoute(
    view,
    fromContract(api.getSettings, { tags, summary: 'The loyalty program’s settings' }),
  ),
  putSettings: defineRoute(
    edit,
    fromContract(api.putSettings, {
      tags,
      summary: 'Turn the loyalty program on or off and set its points rules (other store rules untouched)',
    }),
  ),
  overview: defineRoute(
    view,
    fromContract(api.overview, {
      tags,
      summary:
        'Members with points, points outstanding, earned, redeemed and expired this month, top balances',
    }),
  ),
  ledger: defineRoute(
    view,
    fromContract(api.ledger, { tags, summary: 'The points ledger, newest first, of all or one customer' }),
  ),
  adjust: defineRoute(
    edit,
    fromContract(api.adjust, {
      tags,
      summary: 'Add or take away a customer’s points, with the reason (audited)',
    }),
  ),
};

export function mountLoyalty(router: ReturnType<typeof createRouter>) {
  router.openapi(r.getSettings, async (c) => c.json(await loyaltySettingsOf(c.get('deps')), 200));
  router.openapi(r.putSettings, async (c) =>
    c.json(await saveLoyaltySettings(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 200),
  );
  router.openapi(r.overview, async (c) => c.json(await loyaltyOverview(c.get('deps')), 200));
  router.openapi(r.ledger, async (c) =>
    c.json({ items: await loyaltyLedger(c.get('deps'), c.req.valid('query')) }, 200),
  );
  router.openapi(r.adjust, async (c) =>
    c.json(await adjustPoints(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 200),
  );
}
