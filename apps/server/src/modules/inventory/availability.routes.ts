import { availabilityContract as api, DomainError } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { productAvailability } from './availability.repository.ts';

/**
 * GET /api/products/{id}/availability: a product's stock in every active branch, quantities only — the
 * one deliberate view across branches (issue 26: "available in branch B", on the product page and at the
 * POS, so a cashier can send a farmer to the branch that has it). It names no location, lot or document,
 * so it tells nothing of another branch but how much of this product it holds.
 */
const route = defineRoute(
  permission({ module: 'inventory', action: 'view' }),
  fromContract(api.getAvailability, {
    tags: ['pos'],
    summary: "A product's stock on hand in each active branch (quantities only, every branch)",
  }),
);

export function mountAvailability(router: ReturnType<typeof createRouter>) {
  router.openapi(route, async (c) => {
    const row = await productAvailability(c.get('deps').database.db, c.req.valid('param').id);
    if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
    return c.json(row, 200);
  });
}
