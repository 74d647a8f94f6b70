import { sqlRows } from '@fbms/db';
import { availabilityContract as api, type BranchAvailability, DomainError } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';

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
    const { id } = c.req.valid('param');
    const [row] = await sqlRows<{ baseUnit: string; items: BranchAvailability[] }>(
      c.get('deps').database.db,
      sql`SELECT p.base_unit AS "baseUnit",
                 (SELECT coalesce(json_agg(json_build_object('branchId', b.id, 'code', b.code, 'name', b.name,
                           'onHandMilli', coalesce((SELECT sum(x.qty_milli) FROM stock_balances x
                                                     JOIN locations l ON l.id = x.location_id
                                                    WHERE x.product_id = p.id AND l.branch_id = b.id), 0)::float8)
                           ORDER BY lower(b.name), b.id), '[]'::json)
                    FROM branches b WHERE b.is_active) AS items
            FROM products p WHERE p.id = ${id}`,
    );
    if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
    return c.json(row, 200);
  });
}
