import { dashboardContract } from '@fbms/domain';
import { branchScope } from '../../platform/http/branch-scope.ts';
import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { salesSummary } from './sales-summary.repository.ts';

/** Sales figures are for the roles that see sales (the sales history's rule): pos:view. */
const route = defineRoute(
  permission({ module: 'pos', action: 'view' }),
  fromContract(dashboardContract.getSalesSummary, {
    tags: ['dashboard'],
    summary:
      "Today's and this week's sales (amount and transactions; a cashier's own), the month's best sellers and the products low or out of stock",
  }),
);

export function mountSalesSummary(router: ReturnType<typeof createRouter>) {
  router.openapi(route, async (c) => {
    const { database, now } = c.get('deps');
    const actor = c.get('actor')!;
    // A cashier sees their own sales, as in the sales history.
    const summary = await salesSummary(
      database.db,
      now(),
      actor.role === 'cashier' ? actor.userId : null,
      branchScope(actor),
    );
    return c.json(summary, 200);
  });
}
