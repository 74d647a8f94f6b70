import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import type { StockForm } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/** The product row the stock rules need, locked for the rest of the transaction. */
export type LockedProduct = NonNullable<Awaited<ReturnType<typeof lockProductForStock>>>;

export async function lockProductForStock(tx: Tx, productId: string) {
  return (await lockProductsForStock(tx, [productId])).get(productId);
}

/** Locks the products in id order (the order every writer keeps, so two writers never deadlock). */
export async function lockProductsForStock(tx: Tx, productIds: string[]) {
  const ids = [...new Set(productIds)];
  const rows = ids.length
    ? await sqlRows<{
        id: string;
        name: string;
        sku: string;
        is_active: boolean;
        is_lot_tracked: boolean;
        min_stock_milli: string | number;
        cost_centavos: string | number;
        base_unit: string;
      }>(
        tx,
        sql`SELECT id, name, sku, is_active, is_lot_tracked, min_stock_milli, cost_centavos, base_unit
              FROM products WHERE id IN (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )}) ORDER BY id FOR UPDATE`,
      )
    : [];
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        sku: row.sku,
        isActive: row.is_active,
        isLotTracked: row.is_lot_tracked,
        minStockMilli: Number(row.min_stock_milli),
        costCentavos: Number(row.cost_centavos),
        baseUnit: row.base_unit,
      },
    ]),
  );
}

export async function locationIsActive(tx: Tx, locationId: string): Promise<boolean> {
  const r = await sqlRows<{ ok: boolean }>(
    tx,
    sql`SELECT is_active AS ok FROM locations WHERE id = ${locationId}`,
  );
  return r[0]?.ok === true;
}

/** The product's stock at a location, all lots together. */
export async function stockAt(tx: Tx, productId: string, locationId: string): Promise<number> {
  const r = await sqlRows<{ q: string | number }>(
    tx,
    sql`SELECT coalesce(sum(qty_milli), 0) AS q FROM stock_balances
         WHERE product_id = ${productId} AND location_id = ${locationId}`,
  );
  return Number(r[0]?.q ?? 0);
}

export async function lotStockAt(tx: Tx, productId: string, locationId: string, lotId: string) {
  const r = await sqlRows<{ q: string | number }>(
    tx,
    sql`SELECT qty_milli AS q FROM stock_balances
         WHERE product_id = ${productId} AND location_id = ${locationId} AND lot_id = ${lotId}`,
  );
  return Number(r[0]?.q ?? 0);
}

/** The product's stock at a location and, in the same read, one lot's part of it. */
export async function stockWithLotAt(tx: Tx, productId: string, locationId: string, lotId: string | null) {
  const r = await sqlRows<{ q: string | number; lq: string | number }>(
    tx,
    sql`SELECT coalesce(sum(qty_milli), 0) AS q,
               coalesce(sum(qty_milli) FILTER (WHERE lot_id = ${lotId}::uuid), 0) AS lq
          FROM stock_balances WHERE product_id = ${productId} AND location_id = ${locationId}`,
  );
  return { totalMilli: Number(r[0]?.q ?? 0), lotMilli: Number(r[0]?.lq ?? 0) };
}

const NO_LOT = '00000000-0000-0000-0000-000000000000';

export type { StockForm };

/** Adds to a balance; `loose` adds to its loose part (the kilos of an opened sack). */
type BalanceKey = { productId: string; locationId: string; lotId: string | null };

/** Adds to a balance (creating it), returning its id. */
function addToBalanceSql(key: BalanceKey, qtyMilli: number, form?: StockForm): SQL {
  const loose = form === 'loose' ? qtyMilli : 0;
  return sql`
    INSERT INTO stock_balances (id, product_id, location_id, lot_id, qty_milli, loose_milli)
    VALUES (${uuidv7()}, ${key.productId}, ${key.locationId}, ${key.lotId}, ${qtyMilli}, ${loose})
    ON CONFLICT (product_id, location_id, (coalesce(lot_id, '00000000-0000-0000-0000-000000000000'::uuid)))
    DO UPDATE SET qty_milli = stock_balances.qty_milli + EXCLUDED.qty_milli,
                  loose_milli = stock_balances.loose_milli + EXCLUDED.loose_milli, updated_at = now()
    RETURNING id`;
}

/**
 * Conditional decrement: takes nothing (no row returned) when the balance (or the named part of it) is
 * short. Without a form the loose part goes first, so spillage and kilo sales empty the open sack.
 */
function takeFromBalanceSql(key: BalanceKey, qtyMilli: number, form?: StockForm): SQL {
  const enough =
    form === 'sealed'
      ? sql`qty_milli - loose_milli >= ${qtyMilli}`
      : form === 'loose'
        ? sql`loose_milli >= ${qtyMilli}`
        : sql`qty_milli >= ${qtyMilli}`;
  const loose = form === 'sealed' ? sql`loose_milli` : sql`greatest(loose_milli - ${qtyMilli}, 0)`;
  return sql`
    UPDATE stock_balances SET qty_milli = qty_milli - ${qtyMilli}, loose_milli = ${loose}, updated_at = now()
     WHERE product_id = ${key.productId} AND location_id = ${key.locationId}
       AND coalesce(lot_id, ${NO_LOT}::uuid) = coalesce(${key.lotId}::uuid, ${NO_LOT}::uuid)
       AND ${enough}
    RETURNING id`;
}

/**
 * The balance change and its movement row in one statement (one round trip): the movement is written
 * only if the balance changed. Returns the movement id, or null when an outgoing quantity was short
 * (nothing written).
 */
export async function applyMovement(
  tx: Tx,
  key: BalanceKey,
  change: { outgoing: boolean; qtyMilli: number; form?: StockForm },
  m: MovementRow,
): Promise<string | null> {
  const id = uuidv7();
  const balance = change.outgoing
    ? takeFromBalanceSql(key, change.qtyMilli, change.form)
    : addToBalanceSql(key, change.qtyMilli, change.form);
  const r = await sqlRows<{ id: string }>(
    tx,
    sql`
    WITH balance AS (${balance})
    INSERT INTO stock_movements (id, product_id, location_id, lot_id, type, qty_milli, previous_milli, new_milli,
      unit_cost_centavos, reason, reference_type, reference_id, reference_number, from_location_id,
      to_location_id, performed_by, notes, form)
    SELECT ${id}, ${m.productId}, ${m.locationId}, ${m.lotId}, ${m.type}, ${m.qtyMilli}, ${m.previousMilli},
      ${m.newMilli}, ${m.unitCostCentavos}, ${m.reason}, ${m.referenceType}, ${m.referenceId},
      ${m.referenceNumber}, ${m.fromLocationId}, ${m.toLocationId}, ${m.performedBy}, ${m.notes}, ${m.form ?? null}
      FROM balance
    RETURNING id`,
  );
  return r[0]?.id ?? null;
}

/** The sealed and loose parts of one balance (a lot, or the product without lots). */
export async function balanceParts(
  tx: Tx,
  key: { productId: string; locationId: string; lotId: string | null },
): Promise<{ qtyMilli: number; looseMilli: number }> {
  const r = await sqlRows<{ q: string | number; l: string | number }>(
    tx,
    sql`SELECT qty_milli AS q, loose_milli AS l FROM stock_balances
         WHERE product_id = ${key.productId} AND location_id = ${key.locationId}
           AND coalesce(lot_id, ${NO_LOT}::uuid) = coalesce(${key.lotId}::uuid, ${NO_LOT}::uuid)`,
  );
  return { qtyMilli: Number(r[0]?.q ?? 0), looseMilli: Number(r[0]?.l ?? 0) };
}

export interface MovementRow {
  productId: string;
  locationId: string;
  lotId: string | null;
  type: string;
  qtyMilli: number;
  previousMilli: number;
  newMilli: number;
  unitCostCentavos: number;
  reason: string | null;
  referenceType: string | null;
  referenceId: string | null;
  referenceNumber: string | null;
  fromLocationId: string | null;
  toLocationId: string | null;
  performedBy: string | null;
  notes: string | null;
  form?: StockForm | null;
}

/** Finds or creates a lot of a product by batch number; an existing lot keeps its dates. */
export async function ensureLot(
  tx: Tx,
  productId: string,
  lot: { batchNumber: string; expiryDate: string | null; manufacturingDate: string | null },
): Promise<string> {
  const r = await sqlRows<{ id: string }>(
    tx,
    sql`
    INSERT INTO lots (id, product_id, batch_number, expiry_date, manufacturing_date)
    VALUES (${uuidv7()}, ${productId}, ${lot.batchNumber}, ${lot.expiryDate}, ${lot.manufacturingDate})
    ON CONFLICT (product_id, batch_number) DO UPDATE SET batch_number = EXCLUDED.batch_number
    RETURNING id`,
  );
  return r[0]!.id;
}
