import { type Database, sqlRows } from '@fbms/db';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, branchIn, locationIn } from '../../platform/http/branch-scope.ts';
import { balanceInScope } from './locations.repository.ts';

export interface MovementFilter {
  productId?: string;
  productName?: string;
  type?: string;
  locationId?: string;
  fromDate?: string;
  toDate?: string;
  performedBy?: string;
  status?: string;
  batchNumber?: string;
  referenceNumber?: string;
  minQuantity?: number;
  maxQuantity?: number;
  limit: number;
  offset: number;
}

export interface MovementListRow {
  id: string;
  productId: string;
  productName: string;
  productSku: string;
  baseUnit: string;
  type: string;
  qtyMilli: number;
  previousMilli: number;
  newMilli: number;
  unitCostCentavos: number;
  totalValueCentavos: number;
  reason: string | null;
  referenceType: string | null;
  referenceId: string | null;
  referenceNumber: string | null;
  locationId: string;
  locationName: string;
  fromLocationName: string | null;
  toLocationName: string | null;
  batchNumber: string | null;
  expiryDate: string | null;
  performedBy: string | null;
  performedByName: string | null;
  status: string;
  form: string | null;
  notes: string | null;
  createdAt: string;
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * The movements list of seed 001 §7, newest first. Dates are business dates (Asia/Manila), inclusive;
 * quantities are compared in absolute thousandths of the base unit.
 */
export async function listMovements(db: Database['db'], f: MovementFilter, scope: BranchScope) {
  // Only movements at the locations of the branches the list shows (a location id sent only narrows).
  const w: SQL[] = [locationIn(scope, sql`m.location_id`)];
  if (f.productId) w.push(sql`m.product_id = ${f.productId}`);
  if (f.productName) w.push(sql`p.name ILIKE ${escapeLike(f.productName)}`);
  if (f.type) w.push(sql`m.type = ${f.type}`);
  if (f.locationId)
    w.push(
      sql`(m.location_id = ${f.locationId} OR m.from_location_id = ${f.locationId} OR m.to_location_id = ${f.locationId})`,
    );
  if (f.fromDate) w.push(sql`m.created_at >= (${f.fromDate}::date)::timestamp AT TIME ZONE 'Asia/Manila'`);
  if (f.toDate) w.push(sql`m.created_at < (${f.toDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Manila'`);
  if (f.performedBy)
    w.push(
      sql`(m.performed_by = ${f.performedBy} OR trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ILIKE ${escapeLike(f.performedBy)})`,
    );
  if (f.status) w.push(sql`m.status = ${f.status}`);
  if (f.batchNumber) w.push(sql`l.batch_number = ${f.batchNumber}`);
  if (f.referenceNumber) w.push(sql`m.reference_number ILIKE ${escapeLike(f.referenceNumber)}`);
  if (f.minQuantity !== undefined) w.push(sql`abs(m.qty_milli) >= ${f.minQuantity}`);
  if (f.maxQuantity !== undefined) w.push(sql`abs(m.qty_milli) <= ${f.maxQuantity}`);
  const cond = sql.join(w, sql` AND `);
  const from = sql`FROM stock_movements m
    JOIN products p ON p.id = m.product_id
    JOIN locations loc ON loc.id = m.location_id
    LEFT JOIN locations lf ON lf.id = m.from_location_id
    LEFT JOIN locations lt ON lt.id = m.to_location_id
    LEFT JOIN lots l ON l.id = m.lot_id
    LEFT JOIN users u ON u.id = m.performed_by`;
  const [items, [count]] = await Promise.all([
    sqlRows<MovementListRow>(
      db,
      sql`SELECT m.id, m.product_id AS "productId", p.name AS "productName", p.sku AS "productSku",
                 p.base_unit AS "baseUnit", m.type, m.qty_milli::float8 AS "qtyMilli",
                 m.previous_milli::float8 AS "previousMilli", m.new_milli::float8 AS "newMilli",
                 m.unit_cost_centavos::float8 AS "unitCostCentavos",
                 round(abs(m.qty_milli) * m.unit_cost_centavos / 1000.0)::float8 AS "totalValueCentavos",
                 m.reason, m.reference_type AS "referenceType", m.reference_id AS "referenceId",
                 m.reference_number AS "referenceNumber", m.location_id AS "locationId", loc.name AS "locationName",
                 lf.name AS "fromLocationName", lt.name AS "toLocationName", l.batch_number AS "batchNumber",
                 to_char(l.expiry_date, 'YYYY-MM-DD') AS "expiryDate", m.performed_by AS "performedBy",
                 nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "performedByName",
                 m.status, m.form, m.notes, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
          ${from} WHERE ${cond} ORDER BY m.created_at DESC, m.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
    ),
    sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${from} WHERE ${cond}`),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** A product's stock by location and lot, earliest expiry first. */
export async function productStock(db: Database['db'], productId: string, scope: BranchScope) {
  return sqlRows<{
    locationId: string;
    locationName: string;
    lotId: string | null;
    batchNumber: string | null;
    expiryDate: string | null;
    qtyMilli: number;
    looseMilli: number;
  }>(
    db,
    sql`SELECT b.location_id AS "locationId", loc.name AS "locationName", b.lot_id AS "lotId",
               l.batch_number AS "batchNumber", to_char(l.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
               b.qty_milli::float8 AS "qtyMilli", b.loose_milli::float8 AS "looseMilli"
          FROM stock_balances b JOIN locations loc ON loc.id = b.location_id LEFT JOIN lots l ON l.id = b.lot_id
         WHERE b.product_id = ${productId}${balanceInScope(scope)}
         ORDER BY lower(loc.name), l.expiry_date NULLS LAST, l.batch_number`,
  );
}

/**
 * Each product's stock at each location (all its lots), valued at cost and at price, each rounded half up
 * to the centavo per product and location — the rounding of the domain's stockValue, so the ledger's
 * inventory account, moved by every movement's change in that value, equals the valuation's total.
 */
const perProduct = (scope: BranchScope) => sql`pp AS (
    SELECT b.product_id, b.location_id, sum(b.qty_milli) AS qty,
           round(sum(b.qty_milli) * p.cost_centavos / 1000.0) AS value,
           round(sum(b.qty_milli) * p.price_centavos / 1000.0) AS retail
      FROM stock_balances b JOIN products p ON p.id = b.product_id
     WHERE TRUE${balanceInScope(scope)}
     GROUP BY b.product_id, b.location_id, p.cost_centavos, p.price_centavos)`;

/**
 * Stock value at cost (and at shelf price) per location, per branch and in total, over the locations of
 * the branches the report shows; cost is the product's current cost.
 */
export async function stockValuation(db: Database['db'], scope: BranchScope) {
  const locations = await sqlRows<{
    locationId: string;
    locationName: string;
    products: number;
    valueCentavos: number;
    retailCentavos: number;
  }>(
    db,
    sql`WITH ${perProduct(scope)}
        SELECT loc.id AS "locationId", loc.name AS "locationName",
               count(pp.product_id) FILTER (WHERE pp.qty > 0)::int AS products,
               coalesce(sum(pp.value), 0)::float8 AS "valueCentavos",
               coalesce(sum(pp.retail), 0)::float8 AS "retailCentavos"
          FROM locations loc
          LEFT JOIN pp ON pp.location_id = loc.id
         WHERE ${branchIn(scope, sql`loc.branch_id`)}
         GROUP BY loc.id, loc.name ORDER BY lower(loc.name)`,
  );
  const [total] = await sqlRows<{ products: number; valueCentavos: number; retailCentavos: number }>(
    db,
    sql`WITH ${perProduct(scope)}
        SELECT count(DISTINCT pp.product_id) FILTER (WHERE pp.qty > 0)::int AS products,
               coalesce(sum(pp.value), 0)::float8 AS "valueCentavos",
               coalesce(sum(pp.retail), 0)::float8 AS "retailCentavos"
          FROM pp`,
  );
  const byBranch = await sqlRows<{ branchId: string; code: string; name: string; valueCentavos: number }>(
    db,
    sql`WITH ${perProduct(scope)}
        SELECT br.id AS "branchId", br.code, br.name, coalesce(sum(pp.value), 0)::float8 AS "valueCentavos"
          FROM branches br
          LEFT JOIN locations loc ON loc.branch_id = br.id
          LEFT JOIN pp ON pp.location_id = loc.id
         WHERE ${branchIn(scope, sql`br.id`)}
         GROUP BY br.id, br.code, br.name ORDER BY br.code`,
  );
  return { locations, total: total ?? { products: 0, valueCentavos: 0, retailCentavos: 0 }, byBranch };
}
