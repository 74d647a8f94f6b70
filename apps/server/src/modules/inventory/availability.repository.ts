import { type Db, sqlRows } from '@fbms/db';
import type { BranchAvailability } from '@fbms/domain';
import { sql } from 'drizzle-orm';

/**
 * A product's quantity on hand in each active branch, summed over the branch's locations (issue 26):
 * quantities only. Undefined when there is no such product.
 */
export async function productAvailability(
  db: Db,
  productId: string,
): Promise<{ baseUnit: string; items: BranchAvailability[] } | undefined> {
  const [row] = await sqlRows<{ baseUnit: string; items: BranchAvailability[] }>(
    db,
    sql`SELECT p.base_unit AS "baseUnit",
               (SELECT coalesce(json_agg(json_build_object('branchId', b.id, 'code', b.code, 'name', b.name,
                         'onHandMilli', coalesce((SELECT sum(x.qty_milli) FROM stock_balances x
                                                   JOIN locations l ON l.id = x.location_id
                                                  WHERE x.product_id = p.id AND l.branch_id = b.id), 0)::float8)
                         ORDER BY lower(b.name), b.id), '[]'::json)
                  FROM branches b WHERE b.is_active) AS items
          FROM products p WHERE p.id = ${productId}`,
  );
  return row;
}
