import { type Db, sqlRows, type Tx } from '@fbms/db';
import {
  DEFAULT_ADMIN_APPROVAL_ABOVE_CENTAVOS,
  type PoLine,
  type PoProductOption,
  type PoStatus,
  type PoSummary,
  type PurchaseOrder,
  type ReorderGroup,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, locationIn } from '../../platform/http/branch-scope.ts';
import { balanceInScope } from '../inventory/locations.service.ts';

/** Every branch (the demo seeder, the company's own reads). */
const ALL: BranchScope = { read: 'all', allowed: 'all' };

/** Purchase orders' SQL (issue 24): reads and the row writes the service orders in its transaction. */

export type R = Db | Tx;

export interface PoRow {
  id: string;
  status: PoStatus;
  version: number;
  supplierId: string;
  totalCentavos: number;
  poNo: string;
}

/**
 * Locks the order's row (FOR UPDATE) for a transition or a change; null when there is none, or when it
 * delivers to a location of a branch the person does not work in (T12: as if it did not exist).
 */
export async function lockPoRow(tx: Tx, id: string, scope: BranchScope = ALL): Promise<PoRow | null> {
  const [row] = await sqlRows<PoRow>(
    tx,
    sql`SELECT id, status, version, supplier_id AS "supplierId", total_centavos::float8 AS "totalCentavos",
               po_no AS "poNo"
          FROM purchase_orders WHERE id = ${id} AND ${locationIn(scope, sql`location_id`, 'allowed')} FOR UPDATE`,
  );
  return row ?? null;
}

/** The store's threshold above which an admin must approve (system_settings.purchase_controls). */
export async function adminApprovalAbove(db: R): Promise<number> {
  const [row] = await sqlRows<{ v: number | null }>(
    db,
    sql`SELECT (purchase_controls->>'adminApprovalAboveCentavos')::float8 AS v FROM system_settings LIMIT 1`,
  );
  const v = row?.v;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : DEFAULT_ADMIN_APPROVAL_ABOVE_CENTAVOS;
}

const userName = (col: SQL) =>
  sql`(SELECT nullif(trim(u.first_name || ' ' || u.last_name), '') FROM users u WHERE u.id = ${col})`;

/** One order, when it delivers to a location of the person's branches (`allowed`); else null (404). */
export async function findPurchaseOrder(
  db: R,
  id: string,
  scope: BranchScope = ALL,
): Promise<Omit<PurchaseOrder, 'adminApprovalAboveCentavos'> | null> {
  const [po] = await sqlRows<Omit<PurchaseOrder, 'lines' | 'adminApprovalAboveCentavos'>>(
    db,
    sql`SELECT p.id, p.po_no AS "poNo", p.supplier_id AS "supplierId", s.name AS "supplierName",
               s.email AS "supplierEmail", p.location_id AS "locationId", l.name AS "locationName", p.status,
               to_char(p.order_date, 'YYYY-MM-DD') AS "orderDate",
               to_char(p.expected_date, 'YYYY-MM-DD') AS "expectedDate", p.notes,
               p.total_centavos::float8 AS "totalCentavos", p.version,
               ${userName(sql`p.created_by`)} AS "createdByName",
               to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
               to_char(p.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "submittedAt",
               ${userName(sql`p.approved_by`)} AS "approvedByName",
               to_char(p.approved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "approvedAt",
               to_char(p.cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "cancelledAt",
               p.cancel_reason AS "cancelReason",
               to_char(p.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "closedAt",
               (SELECT a.details->>'reason' FROM audit_log a
                 WHERE a.action = 'purchases.po_rejected' AND a.target_id = p.id::text
                 ORDER BY a.at DESC LIMIT 1) AS "rejectReason"
          FROM purchase_orders p
          JOIN suppliers s ON s.id = p.supplier_id
          JOIN locations l ON l.id = p.location_id
         WHERE p.id = ${id} AND ${locationIn(scope, sql`p.location_id`, 'allowed')}`,
  );
  if (!po) return null;
  const lines = await sqlRows<PoLine>(
    db,
    sql`SELECT pl.id, pl.line_no AS "lineNo", pl.product_id AS "productId", pr.sku, pr.name AS "productName",
               pr.base_unit AS "baseUnit", pl.unit_code AS "unitCode",
               pl.base_milli_per_unit::float8 AS "baseMilliPerUnit", pl.ordered_milli::float8 AS "orderedMilli",
               pl.received_milli::float8 AS "receivedMilli", pl.unit_cost_centavos::float8 AS "unitCostCentavos",
               round(pl.ordered_milli::numeric * pl.unit_cost_centavos / pl.base_milli_per_unit)::float8
                 AS "lineCentavos"
          FROM purchase_order_lines pl JOIN products pr ON pr.id = pl.product_id
         WHERE pl.po_id = ${id} ORDER BY pl.line_no`,
  );
  return { ...po, lines };
}

export interface PoFilter {
  status: PoStatus | 'open' | 'all';
  supplierId?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
}

/** The orders delivering to the locations of the branches the list shows (`read`). */
export async function listPurchaseOrders(
  db: R,
  f: PoFilter,
  scope: BranchScope,
): Promise<{ items: PoSummary[]; total: number }> {
  const conds: SQL[] = [locationIn(scope, sql`p.location_id`)];
  if (f.status === 'open') conds.push(sql`p.status IN ('draft', 'submitted', 'approved', 'partly_received')`);
  else if (f.status !== 'all') conds.push(sql`p.status = ${f.status}`);
  if (f.supplierId) conds.push(sql`p.supplier_id = ${f.supplierId}`);
  if (f.from) conds.push(sql`p.order_date >= ${f.from}::date`);
  if (f.to) conds.push(sql`p.order_date <= ${f.to}::date`);
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(lower(p.po_no) LIKE ${like} OR lower(s.name) LIKE ${like})`);
  }
  const where = sql.join(conds, sql` AND `);
  const items = await sqlRows<PoSummary>(
    db,
    sql`SELECT p.id, p.po_no AS "poNo", p.supplier_id AS "supplierId", s.name AS "supplierName", p.status,
               to_char(p.order_date, 'YYYY-MM-DD') AS "orderDate",
               to_char(p.expected_date, 'YYYY-MM-DD') AS "expectedDate",
               p.total_centavos::float8 AS "totalCentavos",
               (SELECT count(*) FROM purchase_order_lines pl WHERE pl.po_id = p.id)::int AS "lineCount"
          FROM purchase_orders p JOIN suppliers s ON s.id = p.supplier_id
         WHERE ${where}
         ORDER BY p.order_date DESC, p.po_no DESC
         LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
  const [n] = await sqlRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM purchase_orders p JOIN suppliers s ON s.id = p.supplier_id WHERE ${where}`,
  );
  return { items, total: n?.n ?? 0 };
}

export interface ProductForLine {
  id: string;
  name: string;
  baseUnit: string;
  isActive: boolean;
  costCentavos: number;
  lastCostCentavos: number | null;
  units: { code: string; baseMilliPerUnit: number }[];
}

/** The products of an order's lines with their units and the supplier's last cost (per base unit). */
export async function productsForLines(
  db: R,
  supplierId: string,
  ids: readonly string[],
): Promise<Map<string, ProductForLine>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlRows<ProductForLine>(
    db,
    sql`SELECT p.id, p.name, p.base_unit AS "baseUnit", p.is_active AS "isActive",
               p.cost_centavos::float8 AS "costCentavos", sp.last_cost_centavos::float8 AS "lastCostCentavos",
               coalesce((SELECT json_agg(json_build_object('code', u.code, 'baseMilliPerUnit', u.base_milli_per_unit::float8)
                                  ORDER BY u.base_milli_per_unit)
                           FROM product_units u WHERE u.product_id = p.id), '[]'::json) AS units
          FROM products p
          LEFT JOIN supplier_products sp ON sp.product_id = p.id AND sp.supplier_id = ${supplierId}
         WHERE p.id IN (${sql.join(
           ids.map((i) => sql`${i}`),
           sql`, `,
         )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Products for the order form: by search or ids, the supplier's own first, with units and cost. */
export async function productOptions(
  db: R,
  q: { q?: string | undefined; supplierId?: string | undefined; ids?: string[] | undefined },
  scope: BranchScope,
): Promise<PoProductOption[]> {
  const supplierId = q.supplierId ?? null;
  const conds: SQL[] = [sql`p.is_active`];
  if (q.ids && q.ids.length > 0)
    conds.push(
      sql`p.id IN (${sql.join(
        q.ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  else if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(lower(p.name) LIKE ${like} OR lower(p.sku) LIKE ${like})`);
  } else if (supplierId)
    conds.push(
      sql`EXISTS (SELECT 1 FROM supplier_products x WHERE x.product_id = p.id AND x.supplier_id = ${supplierId})`,
    );
  return sqlRows<PoProductOption>(
    db,
    sql`SELECT p.id, p.sku, p.name, p.base_unit AS "baseUnit",
               coalesce(sp.last_cost_centavos, p.cost_centavos)::float8 AS "baseCostCentavos",
               sp.supplier_sku AS "supplierSku",
               coalesce((SELECT sum(b.qty_milli) FROM stock_balances b
                          WHERE b.product_id = p.id${balanceInScope(scope)}), 0)::float8 AS "stockMilli",
               coalesce((SELECT json_agg(json_build_object('code', u.code, 'baseMilliPerUnit', u.base_milli_per_unit::float8)
                                  ORDER BY u.base_milli_per_unit)
                           FROM product_units u WHERE u.product_id = p.id), '[]'::json) AS units
          FROM products p
          LEFT JOIN supplier_products sp ON sp.product_id = p.id AND sp.supplier_id = ${supplierId}
         WHERE ${sql.join(conds, sql` AND `)}
         ORDER BY (sp.product_id IS NULL), p.name
         LIMIT 30`,
  );
}

/**
 * Active products whose stock (Σ stock_balances over the locations of the branches read) is under their
 * minimum, grouped by the
 * supplier linked to them (supplier_products; the one with the most recent delivery, else by name);
 * products with no supplier come last, unassigned.
 */
export async function reorderSuggestions(db: R, scope: BranchScope): Promise<ReorderGroup[]> {
  const rows = await sqlRows<{
    productId: string;
    sku: string;
    name: string;
    baseUnit: string;
    stockMilli: number;
    minStockMilli: number;
    reorderQtyMilli: number;
    costCentavos: number;
    supplierId: string | null;
    supplierName: string | null;
    lastCostCentavos: number | null;
  }>(
    db,
    sql`WITH low AS (
          SELECT p.id, p.sku, p.name, p.base_unit, p.min_stock_milli, p.reorder_qty_milli, p.cost_centavos,
                 coalesce((SELECT sum(b.qty_milli) FROM stock_balances b
                            WHERE b.product_id = p.id${balanceInScope(scope)}), 0) AS stock
            FROM products p
           WHERE p.is_active AND p.min_stock_milli > 0)
        SELECT low.id AS "productId", low.sku, low.name, low.base_unit AS "baseUnit",
               low.stock::float8 AS "stockMilli", low.min_stock_milli::float8 AS "minStockMilli",
               low.reorder_qty_milli::float8 AS "reorderQtyMilli", low.cost_centavos::float8 AS "costCentavos",
               sup.id AS "supplierId", sup.name AS "supplierName", sup.last_cost::float8 AS "lastCostCentavos"
          FROM low
          LEFT JOIN LATERAL (
            SELECT s.id, s.name, sp.last_cost_centavos AS last_cost
              FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id AND s.is_active
             WHERE sp.product_id = low.id
             ORDER BY sp.last_received_on DESC NULLS LAST, s.name
             LIMIT 1) sup ON true
         WHERE low.stock < low.min_stock_milli
         ORDER BY sup.name NULLS LAST, low.name`,
  );
  const groups = new Map<string, ReorderGroup>();
  for (const r of rows) {
    const key = r.supplierId ?? '';
    let g = groups.get(key);
    if (!g) {
      g = { supplierId: r.supplierId, supplierName: r.supplierName, items: [] };
      groups.set(key, g);
    }
    const suggested = r.reorderQtyMilli > 0 ? r.reorderQtyMilli : Math.max(0, r.minStockMilli - r.stockMilli);
    g.items.push({
      productId: r.productId,
      sku: r.sku,
      name: r.name,
      baseUnit: r.baseUnit,
      stockMilli: r.stockMilli,
      minStockMilli: r.minStockMilli,
      suggestedMilli: suggested,
      baseCostCentavos: r.lastCostCentavos ?? r.costCentavos,
    });
  }
  return [...groups.values()];
}
