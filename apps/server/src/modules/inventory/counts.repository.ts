import { type Database, sqlRows, type Tx } from '@fbms/db';
import { sql } from 'drizzle-orm';
import { type BranchScope, locationIn } from '../../platform/http/branch-scope.ts';

type Db = Database['db'] | Tx;

export interface CountSheetRow {
  id: string;
  number: string;
  title: string;
  status: 'draft' | 'posted' | 'cancelled';
  locationId: string;
  locationName: string;
  notes: string | null;
  createdAt: string;
  createdByName: string | null;
  postedAt: string | null;
  postedByName: string | null;
  lineCount: number;
  countedCount: number;
}

export interface CountLineRow {
  id: string;
  productId: string;
  productName: string;
  productSku: string;
  baseUnit: string;
  lotId: string | null;
  batchNumber: string | null;
  expiryDate: string | null;
  expectedMilli: number;
  countedMilli: number | null;
  unitCostCentavos: number;
  /** Stock now (draft) or when posted. */
  stockMilli: number;
  movementId: string | null;
}

const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const person = (alias: string) =>
  sql.raw(`nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`);

const sheetSelect = sql`
  SELECT c.id, c.number, c.title, c.status, c.location_id AS "locationId", loc.name AS "locationName", c.notes,
         ${iso('c.created_at')} AS "createdAt", ${person('cu')} AS "createdByName",
         ${iso('c.posted_at')} AS "postedAt", ${person('pu')} AS "postedByName",
         (SELECT count(*)::int FROM stock_count_lines x WHERE x.count_id = c.id) AS "lineCount",
         (SELECT count(*)::int FROM stock_count_lines x WHERE x.count_id = c.id AND x.counted_milli IS NOT NULL)
           AS "countedCount"
    FROM stock_counts c
    JOIN locations loc ON loc.id = c.location_id
    LEFT JOIN users cu ON cu.id = c.created_by
    LEFT JOIN users pu ON pu.id = c.posted_by`;

/** The sheets of the locations of the branches the list shows (`read`), newest first. */
export function listCountSheets(db: Db, scope: BranchScope, limit = 100) {
  return sqlRows<CountSheetRow>(
    db,
    sql`${sheetSelect} WHERE ${locationIn(scope, sql`c.location_id`)} ORDER BY c.created_at DESC LIMIT ${limit}`,
  );
}

/** One sheet, when its location is in one of the person's branches (`allowed`); else none (404). */
export async function findCountSheet(db: Db, id: string, scope: BranchScope, lock = false) {
  const mine = locationIn(scope, sql`c.location_id`, 'allowed');
  const rows = await sqlRows<CountSheetRow>(
    db,
    lock
      ? sql`${sheetSelect} WHERE c.id = ${id} AND ${mine} FOR UPDATE OF c`
      : sql`${sheetSelect} WHERE c.id = ${id} AND ${mine}`,
  );
  return rows[0];
}

export function countLines(db: Db, countId: string) {
  return sqlRows<CountLineRow>(
    db,
    sql`SELECT cl.id, cl.product_id AS "productId", p.name AS "productName", p.sku AS "productSku",
               p.base_unit AS "baseUnit", cl.lot_id AS "lotId", l.batch_number AS "batchNumber",
               to_char(l.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
               cl.expected_milli::float8 AS "expectedMilli", cl.counted_milli::float8 AS "countedMilli",
               cl.unit_cost_centavos::float8 AS "unitCostCentavos",
               coalesce(cl.posted_stock_milli, (
                 SELECT coalesce(sum(b.qty_milli), 0) FROM stock_balances b
                  WHERE b.product_id = cl.product_id AND b.location_id = c.location_id
                    AND (cl.lot_id IS NULL OR b.lot_id = cl.lot_id)))::float8 AS "stockMilli",
               cl.movement_id AS "movementId"
          FROM stock_count_lines cl
          JOIN stock_counts c ON c.id = cl.count_id
          JOIN products p ON p.id = cl.product_id
          LEFT JOIN lots l ON l.id = cl.lot_id
         WHERE cl.count_id = ${countId}
         ORDER BY lower(p.name), l.expiry_date NULLS LAST, l.batch_number`,
  );
}

/** The lines a new sheet would hold: each active product (each lot with stock for lot-tracked ones). */
function candidateLines(locationId: string, categoryId: string | null, onlyStocked: boolean) {
  return sql`
    SELECT p.id AS product_id, NULL::uuid AS lot_id, coalesce(b.qty_milli, 0) AS expected, p.cost_centavos AS cost,
           p.name AS name
      FROM products p
      LEFT JOIN stock_balances b ON b.product_id = p.id AND b.location_id = ${locationId} AND b.lot_id IS NULL
     WHERE p.is_active AND NOT p.is_lot_tracked
       AND (${categoryId}::uuid IS NULL OR p.category_id = ${categoryId}::uuid)
       AND (NOT ${onlyStocked} OR coalesce(b.qty_milli, 0) > 0 OR p.min_stock_milli > 0)
    UNION ALL
    SELECT p.id, b.lot_id, b.qty_milli, p.cost_centavos, p.name
      FROM products p
      JOIN stock_balances b ON b.product_id = p.id AND b.location_id = ${locationId} AND b.lot_id IS NOT NULL
     WHERE p.is_active AND p.is_lot_tracked
       AND (${categoryId}::uuid IS NULL OR p.category_id = ${categoryId}::uuid)
       AND (NOT ${onlyStocked} OR b.qty_milli > 0)`;
}

export async function countCandidates(
  tx: Tx,
  locationId: string,
  categoryId: string | null,
  onlyStocked: boolean,
) {
  const r = await sqlRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM (${candidateLines(locationId, categoryId, onlyStocked)}) x`,
  );
  return r[0]?.n ?? 0;
}

export async function nextCountNumber(tx: Tx): Promise<string> {
  await tx.execute(sql`LOCK TABLE stock_counts IN SHARE ROW EXCLUSIVE MODE`);
  const r = await sqlRows<{ n: number }>(
    tx,
    sql`SELECT coalesce(max(substring(number FROM 4)::int), 0)::int + 1 AS n FROM stock_counts`,
  );
  return `RC-${String(r[0]?.n ?? 1).padStart(6, '0')}`;
}

export async function insertCountSheet(
  tx: Tx,
  c: {
    id: string;
    number: string;
    locationId: string;
    title: string;
    notes: string | null;
    createdBy: string;
    categoryId: string | null;
    onlyStocked: boolean;
  },
) {
  await tx.execute(sql`
    INSERT INTO stock_counts (id, number, location_id, title, notes, created_by)
    VALUES (${c.id}, ${c.number}, ${c.locationId}, ${c.title}, ${c.notes}, ${c.createdBy})`);
  await tx.execute(sql`
    INSERT INTO stock_count_lines (id, count_id, product_id, lot_id, expected_milli, unit_cost_centavos)
    SELECT gen_random_uuid(), ${c.id}, x.product_id, x.lot_id, x.expected, x.cost
      FROM (${candidateLines(c.locationId, c.categoryId, c.onlyStocked)}) x`);
}
