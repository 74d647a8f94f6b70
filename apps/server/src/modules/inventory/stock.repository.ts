import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import type { StockForm } from '@fbms/domain';
import { sql } from 'drizzle-orm';

/**
 * The reads the stock rules need inside a writer's transaction: the products locked in id order, the
 * location's state, a product's stock at a location with one lot's part and the balance a movement
 * changes, and lots found or created by batch number. The writes are ledger.repository.ts's.
 */

/** The product row the stock rules need, locked for the rest of the transaction. */
export type LockedProduct = NonNullable<Awaited<ReturnType<typeof lockProductForStock>>>;

export async function lockProductForStock(tx: Tx, productId: string) {
  return (await lockProductsForStock(tx, [productId])).get(productId);
}

/**
 * Locks the products in id order (the order every writer keeps, so two writers never deadlock). The ids
 * go as one array parameter: a 200-line delivery plans one parameter, not 200.
 */
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
              FROM products WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[]) ORDER BY id FOR UPDATE`,
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

/**
 * The product's stock at a location and, in the same read, one lot's part of it and the balance a
 * movement of that lot (or of no lot) changes: its id and parts, or null when there is none yet.
 */
export async function stockWithLotAt(tx: Tx, productId: string, locationId: string, lotId: string | null) {
  const r = await sqlRows<{
    q: string | number;
    lq: string | number;
    id: string | null;
    bq: string | number | null;
    bl: string | number | null;
  }>(
    tx,
    sql`SELECT coalesce(sum(qty_milli), 0) AS q,
               coalesce(sum(qty_milli) FILTER (WHERE lot_id = ${lotId}::uuid), 0) AS lq,
               min(id::text) FILTER (WHERE ${sameLot(lotId)}) AS id,
               sum(qty_milli) FILTER (WHERE ${sameLot(lotId)}) AS bq,
               sum(loose_milli) FILTER (WHERE ${sameLot(lotId)}) AS bl
          FROM stock_balances WHERE product_id = ${productId} AND location_id = ${locationId}`,
  );
  const row = r[0];
  return {
    totalMilli: Number(row?.q ?? 0),
    lotMilli: Number(row?.lq ?? 0),
    balance: row?.id ? { id: row.id, qtyMilli: Number(row.bq ?? 0), looseMilli: Number(row.bl ?? 0) } : null,
  };
}

const NO_LOT = '00000000-0000-0000-0000-000000000000';

/** The balance row of one lot, or of the product without lots. */
const sameLot = (lotId: string | null) =>
  sql`coalesce(lot_id, ${NO_LOT}::uuid) = coalesce(${lotId}::uuid, ${NO_LOT}::uuid)`;

export type { StockForm };

/** The sealed and loose parts of one balance (a lot, or the product without lots). */
export async function balanceParts(
  tx: Tx,
  key: { productId: string; locationId: string; lotId: string | null },
): Promise<{ qtyMilli: number; looseMilli: number }> {
  const r = await sqlRows<{ q: string | number; l: string | number }>(
    tx,
    sql`SELECT qty_milli AS q, loose_milli AS l FROM stock_balances
         WHERE product_id = ${key.productId} AND location_id = ${key.locationId} AND ${sameLot(key.lotId)}`,
  );
  return { qtyMilli: Number(r[0]?.q ?? 0), looseMilli: Number(r[0]?.l ?? 0) };
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
