import { type Db, sqlRows, type Tx } from '@fbms/db';
import type {
  OpenOrder,
  ReceivableProduct,
  ReceivingLine,
  ReceivingListQuery,
  ReceivingOptions,
  ReceivingSummary,
  SupplierReturn,
  SupplierReturnSummary,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, branchIn, branchScope, locationIn } from '../../platform/http/branch-scope.ts';
import { type BranchActor, defaultLocationId } from '../inventory/locations.service.ts';

/**
 * The reads of receiving vouchers and supplier returns (issue 24): lists, one document with its lines,
 * the orders still to be received, the form's suppliers, locations and products, and the stock a return
 * can take. Writes are receiving.service.ts's and supplier-returns.service.ts's.
 */

type Conn = Db | Tx;
/**
 * Ids as one array parameter (`= ANY(${uuidArray(ids)}::uuid[])`): one parameter to parse and plan,
 * where an IN list of 200 ids costs 200.
 */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
const uuids = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

const SUMMARY = sql`
  SELECT v.id, v.rv_no AS "rvNo", v.supplier_id AS "supplierId", s.name AS "supplierName", v.po_id AS "poId",
         po.po_no AS "poNo", v.location_id AS "locationId", loc.name AS "locationName",
         to_char(v.business_date, 'YYYY-MM-DD') AS "businessDate", v.supplier_invoice_no AS "supplierInvoiceNo",
         to_char(v.supplier_invoice_date, 'YYYY-MM-DD') AS "supplierInvoiceDate",
         v.goods_centavos::float8 AS "goodsCentavos", v.freight_centavos::float8 AS "freightCentavos",
         v.other_costs_centavos::float8 AS "otherCostsCentavos", v.input_vat_centavos::float8 AS "inputVatCentavos",
         v.total_centavos::float8 AS "totalCentavos",
         (SELECT count(*) FROM receiving_voucher_lines l WHERE l.rv_id = v.id)::int AS "lineCount",
         (SELECT count(*) FROM receiving_voucher_lines l WHERE l.rv_id = v.id AND l.damaged_milli > 0)::int AS "damagedLines",
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "createdByName",
         v.created_at AS "createdAt", v.notes, v.request_hash AS "requestHash"
    FROM receiving_vouchers v JOIN suppliers s ON s.id = v.supplier_id JOIN users u ON u.id = v.created_by
    JOIN locations loc ON loc.id = v.location_id LEFT JOIN purchase_orders po ON po.id = v.po_id`;

type SummaryRow = ReceivingSummary & { notes: string | null; requestHash: string };

const iso = (d: unknown) => new Date(d as string).toISOString();

/** The vouchers of the locations of the branches the list shows (`read`). */
export async function voucherRows(
  db: Conn,
  q: ReceivingListQuery,
  scope: BranchScope,
): Promise<ReceivingSummary[]> {
  const conds: SQL[] = [locationIn(scope, sql`v.location_id`)];
  if (q.supplierId) conds.push(sql`v.supplier_id = ${q.supplierId}`);
  if (q.poId) conds.push(sql`v.po_id = ${q.poId}`);
  if (q.from) conds.push(sql`v.business_date >= ${q.from}`);
  if (q.to) conds.push(sql`v.business_date <= ${q.to}`);
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(
      sql`(v.rv_no ILIKE ${like} OR s.name ILIKE ${like} OR coalesce(v.supplier_invoice_no, '') ILIKE ${like} OR coalesce(po.po_no, '') ILIKE ${like})`,
    );
  }
  const rows = await sqlRows<SummaryRow>(
    db,
    sql`${SUMMARY} WHERE ${sql.join(conds, sql` AND `)} ORDER BY v.business_date DESC, v.rv_no DESC LIMIT 500`,
  );
  return rows.map(({ notes: _n, requestHash: _h, ...r }) => ({ ...r, createdAt: iso(r.createdAt) }));
}

/** One voucher, when its location is in one of the person's branches (`allowed`). */
export async function voucherRow(db: Conn, id: string, scope: BranchScope) {
  const [row] = await sqlRows<SummaryRow>(
    db,
    sql`${SUMMARY} WHERE v.id = ${id} AND ${locationIn(scope, sql`v.location_id`, 'allowed')}`,
  );
  return row ? { ...row, createdAt: iso(row.createdAt) } : null;
}

export async function voucherLines(db: Conn, rvId: string): Promise<ReceivingLine[]> {
  return sqlRows<ReceivingLine>(
    db,
    sql`SELECT l.id, l.line_no AS "lineNo", l.po_line_id AS "poLineId", l.product_id AS "productId",
               p.name AS "productName", p.sku, p.base_unit AS "baseUnit", l.unit_code AS "unitCode",
               l.base_milli_per_unit::float8 AS "baseMilliPerUnit", l.received_milli::float8 AS "receivedMilli",
               l.damaged_milli::float8 AS "damagedMilli", l.discrepancy, l.discrepancy_note AS "discrepancyNote",
               l.lot_id AS "lotId", lt.batch_number AS "lotNumber", to_char(lt.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
               l.unit_cost_centavos::float8 AS "unitCostCentavos", l.line_centavos::float8 AS "lineCentavos",
               l.landed_centavos::float8 AS "landedCentavos", l.base_cost_centavos::float8 AS "baseCostCentavos",
               l.cost_before_centavos::float8 AS "costBeforeCentavos", l.cost_after_centavos::float8 AS "costAfterCentavos"
          FROM receiving_voucher_lines l JOIN products p ON p.id = l.product_id
          LEFT JOIN lots lt ON lt.id = l.lot_id
         WHERE l.rv_id = ${rvId} ORDER BY l.line_no`,
  );
}

export async function billDueOf(db: Conn, rvId: string): Promise<string | null> {
  const [b] = await sqlRows<{ d: string }>(
    db,
    sql`SELECT to_char(due_date, 'YYYY-MM-DD') AS d FROM supplier_bills WHERE rv_id = ${rvId}`,
  );
  return b?.d ?? null;
}

type Unit = { code: string; baseMilliPerUnit: number };

/** The product_units rows of these products, by size (unitsFrom makes each product's list). */
export const unitRowsOf = (db: Conn, productIds: readonly string[]) =>
  sqlRows<{ productId: string; code: string; f: number }>(
    db,
    sql`SELECT product_id AS "productId", code, base_milli_per_unit::float8 AS f FROM product_units
         WHERE product_id = ANY(${uuidArray(productIds)}::uuid[]) ORDER BY base_milli_per_unit, code`,
  );

/** Each product's units: its base unit (1000) first, then its product_units rows by size. */
export function unitsFrom(
  products: readonly { id: string; baseUnit: string }[],
  rows: readonly { productId: string; code: string; f: number }[],
) {
  const map = new Map<string, Unit[]>(
    products.map((p) => [p.id, [{ code: p.baseUnit, baseMilliPerUnit: 1000 }]]),
  );
  for (const r of rows) {
    const list = map.get(r.productId);
    if (list && !list.some((u) => u.code === r.code)) list.push({ code: r.code, baseMilliPerUnit: r.f });
  }
  return map;
}

/** Each product's units: its base unit (1000) first, then product_units by size. */
export async function unitsOf(db: Conn, products: readonly { id: string; baseUnit: string }[]) {
  if (products.length === 0) return unitsFrom(products, []);
  return unitsFrom(
    products,
    await unitRowsOf(
      db,
      products.map((p) => p.id),
    ),
  );
}

/** Approved orders still to be received at the locations of the branches the list shows (`read`). */
export async function openOrderRows(db: Conn, scope: BranchScope): Promise<OpenOrder[]> {
  const orders = await sqlRows<Omit<OpenOrder, 'lines'>>(
    db,
    sql`SELECT o.id, o.po_no AS "poNo", o.status, o.supplier_id AS "supplierId", s.name AS "supplierName",
               o.location_id AS "locationId", to_char(o.order_date, 'YYYY-MM-DD') AS "orderDate",
               to_char(o.expected_date, 'YYYY-MM-DD') AS "expectedDate", o.total_centavos::float8 AS "totalCentavos"
          FROM purchase_orders o JOIN suppliers s ON s.id = o.supplier_id
         WHERE o.status IN ('approved', 'partly_received') AND ${locationIn(scope, sql`o.location_id`)}
         ORDER BY o.order_date, o.po_no LIMIT 200`,
  );
  if (orders.length === 0) return [];
  const lines = await sqlRows<OpenOrder['lines'][number] & { poId: string }>(
    db,
    sql`SELECT l.id, l.po_id AS "poId", l.line_no AS "lineNo", l.product_id AS "productId", p.name AS "productName",
               p.sku, p.is_lot_tracked AS "isLotTracked", p.base_unit AS "baseUnit", l.unit_code AS "unitCode",
               l.base_milli_per_unit::float8 AS "baseMilliPerUnit", l.ordered_milli::float8 AS "orderedMilli",
               l.received_milli::float8 AS "receivedMilli", l.unit_cost_centavos::float8 AS "unitCostCentavos"
          FROM purchase_order_lines l JOIN products p ON p.id = l.product_id
         WHERE l.po_id IN (${uuids(orders.map((o) => o.id))}) ORDER BY l.po_id, l.line_no`,
  );
  const units = await unitsOf(db, [
    ...new Map(lines.map((l) => [l.productId, { id: l.productId, baseUnit: l.baseUnit }])).values(),
  ]);
  return orders.map((o) => ({
    ...o,
    lines: lines
      .filter((l) => l.poId === o.id)
      .map(({ poId: _p, ...l }) => ({ ...l, units: units.get(l.productId) ?? [] })),
  }));
}

/** The form's suppliers, the active locations of the person's branches and their default location. */
export async function optionRows(db: Conn, actor: BranchActor): Promise<ReceivingOptions> {
  const suppliers = await sqlRows<ReceivingOptions['suppliers'][number]>(
    db,
    sql`SELECT id, name, vat_registered AS "vatRegistered", payment_terms_days AS "paymentTermsDays"
          FROM suppliers WHERE is_active ORDER BY lower(name)`,
  );
  const mainLocationId = await defaultLocationId(db, actor);
  const locations = await sqlRows<{ id: string; name: string; branchName: string }>(
    db,
    sql`SELECT l.id, l.name, b.name AS "branchName" FROM locations l JOIN branches b ON b.id = l.branch_id
         WHERE l.is_active AND ${branchIn(branchScope(actor), sql`l.branch_id`, 'allowed')}
         ORDER BY (l.id = ${mainLocationId}) DESC, l.name`,
  );
  return { suppliers, locations, mainLocationId };
}

export async function productRows(db: Conn, q: string, supplierId?: string): Promise<ReceivableProduct[]> {
  const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const rows = await sqlRows<Omit<ReceivableProduct, 'units'>>(
    db,
    sql`SELECT p.id, p.name, p.sku, p.base_unit AS "baseUnit", p.is_lot_tracked AS "isLotTracked",
               p.cost_centavos::float8 AS "costCentavos", sp.last_cost_centavos::float8 AS "lastCostCentavos"
          FROM products p
          LEFT JOIN supplier_products sp ON sp.product_id = p.id AND sp.supplier_id = ${supplierId ?? null}::uuid
         WHERE p.is_active AND (p.name ILIKE ${like} OR p.sku ILIKE ${like}
                OR EXISTS (SELECT 1 FROM product_barcodes b WHERE b.product_id = p.id AND b.barcode = ${q}))
         ORDER BY (sp.product_id IS NULL), p.name LIMIT 20`,
  );
  const units = await unitsOf(db, rows);
  return rows.map((r) => ({ ...r, units: units.get(r.id) ?? [] }));
}

// ——— Supplier returns ———

const RETURN_SUMMARY = sql`
  SELECT r.id, r.return_no AS "returnNo", r.supplier_id AS "supplierId", s.name AS "supplierName", r.rv_id AS "rvId",
         v.rv_no AS "rvNo", r.location_id AS "locationId", to_char(r.business_date, 'YYYY-MM-DD') AS "businessDate",
         r.reason, r.total_centavos::float8 AS "totalCentavos", r.input_vat_centavos::float8 AS "inputVatCentavos",
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "createdByName", r.created_at AS "createdAt",
         (SELECT count(*) FROM supplier_return_lines l WHERE l.return_id = r.id)::int AS "lineCount",
         r.request_hash AS "requestHash"
    FROM supplier_returns r JOIN suppliers s ON s.id = r.supplier_id JOIN users u ON u.id = r.created_by
    LEFT JOIN receiving_vouchers v ON v.id = r.rv_id`;

type ReturnRow = SupplierReturnSummary & { requestHash: string };

/** The returns from the locations of the branches the list shows (`read`). */
export async function returnRows(
  db: Conn,
  q: { supplierId?: string | undefined; from?: string | undefined; to?: string | undefined },
  scope: BranchScope,
): Promise<SupplierReturnSummary[]> {
  const conds: SQL[] = [locationIn(scope, sql`r.location_id`)];
  if (q.supplierId) conds.push(sql`r.supplier_id = ${q.supplierId}`);
  if (q.from) conds.push(sql`r.business_date >= ${q.from}`);
  if (q.to) conds.push(sql`r.business_date <= ${q.to}`);
  const rows = await sqlRows<ReturnRow>(
    db,
    sql`${RETURN_SUMMARY} WHERE ${sql.join(conds, sql` AND `)} ORDER BY r.business_date DESC, r.return_no DESC LIMIT 500`,
  );
  return rows.map(({ requestHash: _h, ...r }) => ({ ...r, createdAt: iso(r.createdAt) }));
}

/** One return, when its location is in one of the person's branches (`allowed`). */
export async function returnRow(db: Conn, id: string, scope: BranchScope) {
  const [row] = await sqlRows<ReturnRow>(
    db,
    sql`${RETURN_SUMMARY} WHERE r.id = ${id} AND ${locationIn(scope, sql`r.location_id`, 'allowed')}`,
  );
  return row ? { ...row, createdAt: iso(row.createdAt) } : null;
}

export async function returnLines(db: Conn, id: string): Promise<SupplierReturn['lines']> {
  return sqlRows<SupplierReturn['lines'][number]>(
    db,
    sql`SELECT l.line_no AS "lineNo", l.product_id AS "productId", p.name AS "productName", p.sku,
               p.base_unit AS "baseUnit", l.lot_id AS "lotId", lt.batch_number AS "lotNumber",
               l.qty_milli::float8 AS "qtyMilli", l.unit_cost_centavos::float8 AS "unitCostCentavos",
               l.line_centavos::float8 AS "lineCentavos"
          FROM supplier_return_lines l JOIN products p ON p.id = l.product_id LEFT JOIN lots lt ON lt.id = l.lot_id
         WHERE l.return_id = ${id} ORDER BY l.line_no`,
  );
}

export async function returnableStockRows(db: Conn, productId: string, locationId: string) {
  return sqlRows<{
    lotId: string | null;
    lotNumber: string | null;
    expiryDate: string | null;
    qtyMilli: number;
  }>(
    db,
    sql`SELECT b.lot_id AS "lotId", lt.batch_number AS "lotNumber", to_char(lt.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
               b.qty_milli::float8 AS "qtyMilli"
          FROM stock_balances b LEFT JOIN lots lt ON lt.id = b.lot_id
         WHERE b.product_id = ${productId} AND b.location_id = ${locationId} AND b.qty_milli > 0
         ORDER BY lt.expiry_date NULLS LAST, lt.batch_number`,
  );
}
