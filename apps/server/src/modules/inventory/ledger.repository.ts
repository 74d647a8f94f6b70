import { sqlRows, type Tx } from '@fbms/db';
import type { BalanceParts, StockForm } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL of the stock ledger: the only statement in the server that writes `stock_balances` and
 * `stock_movements`. One statement writes any number of balance changes and movement rows (lists as
 * JSON record sets, so its text never changes). Each change of an existing balance is guarded by the
 * value the caller read under the product's lock; a balance the caller saw missing is inserted. The
 * statement fails (fbms_fail, SQLSTATE FB001) unless every balance change applied, so a caller's
 * transaction never commits movements whose balances moved under it. The CHECKs of migration 0004
 * (never below zero, loose ≤ total) are the last guard.
 */

/** One balance as the caller read it (null: there is none yet) and as it must be written. */
export interface BalanceChange {
  id: string;
  productId: string;
  locationId: string;
  lotId: string | null;
  was: BalanceParts | null;
  next: BalanceParts;
  /** When it changed (the demo history's past); default now(). */
  at?: string | null;
}

/** One row of the append-only ledger. `qtyMilli` is signed; previous/new: the product's stock at the location. */
export interface MovementRow {
  id: string;
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
  fromLocationId?: string | null;
  toLocationId?: string | null;
  performedBy: string | null;
  notes?: string | null;
  form?: StockForm | null;
  /** When it happened (the demo history's past); default now(). */
  createdAt?: string | null;
}

/** What one ledger write holds: the balances it changes and the movements that explain them. */
export interface StockWrites {
  balances: BalanceChange[];
  movements: MovementRow[];
}

/** The SQLSTATE the ledger statement fails with when a balance is not what was read (migration 0010). */
export const STOCK_CHANGED = 'FB001';

/**
 * The ledger write as parts of a statement: `ctes` (named ledger_*) to put in a WITH, and `applied`, a
 * boolean that is true when every balance change applied. A caller that must send its own rows in the
 * same statement (the sale: three round trips) embeds these; others run `writeStock`.
 */
export function stockWritesSql(w: StockWrites): { ctes: SQL; applied: SQL } {
  const balances = JSON.stringify(
    w.balances.map((b) => ({
      id: b.id,
      product_id: b.productId,
      location_id: b.locationId,
      lot_id: b.lotId,
      oq: b.was?.qtyMilli ?? null,
      ol: b.was?.looseMilli ?? null,
      nq: b.next.qtyMilli,
      nl: b.next.looseMilli,
      at: b.at ?? null,
    })),
  );
  const movements = JSON.stringify(
    w.movements.map((m) => ({
      id: m.id,
      product_id: m.productId,
      location_id: m.locationId,
      lot_id: m.lotId,
      type: m.type,
      qty_milli: m.qtyMilli,
      previous_milli: m.previousMilli,
      new_milli: m.newMilli,
      unit_cost_centavos: m.unitCostCentavos,
      reason: m.reason,
      reference_type: m.referenceType,
      reference_id: m.referenceId,
      reference_number: m.referenceNumber,
      from_location_id: m.fromLocationId ?? null,
      to_location_id: m.toLocationId ?? null,
      performed_by: m.performedBy,
      notes: m.notes ?? null,
      form: m.form ?? null,
      created_at: m.createdAt ?? null,
    })),
  );
  const ctes = sql`
    ledger_v AS (SELECT * FROM json_to_recordset(${balances}::json) AS v(id uuid, product_id uuid, location_id uuid,
                   lot_id uuid, oq bigint, ol bigint, nq bigint, nl bigint, at timestamptz)),
    ledger_upd AS (UPDATE stock_balances b SET qty_milli = v.nq, loose_milli = v.nl, updated_at = coalesce(v.at, now())
      FROM ledger_v v WHERE v.oq IS NOT NULL AND b.id = v.id AND b.qty_milli = v.oq AND b.loose_milli = v.ol
      RETURNING b.id),
    ledger_ins AS (INSERT INTO stock_balances (id, product_id, location_id, lot_id, qty_milli, loose_milli, updated_at)
      SELECT v.id, v.product_id, v.location_id, v.lot_id, v.nq, v.nl, coalesce(v.at, now()) FROM ledger_v v
       WHERE v.oq IS NULL
      ON CONFLICT DO NOTHING RETURNING id),
    ledger_moves AS (INSERT INTO stock_movements (id, product_id, location_id, lot_id, type, qty_milli, previous_milli,
      new_milli, unit_cost_centavos, reason, reference_type, reference_id, reference_number, from_location_id,
      to_location_id, performed_by, notes, form, created_at)
      SELECT m.id, m.product_id, m.location_id, m.lot_id, m.type, m.qty_milli, m.previous_milli, m.new_milli,
             m.unit_cost_centavos, m.reason, m.reference_type, m.reference_id, m.reference_number,
             m.from_location_id, m.to_location_id, m.performed_by, m.notes, m.form, coalesce(m.created_at, now())
        FROM json_to_recordset(${movements}::json) AS m(id uuid, product_id uuid, location_id uuid, lot_id uuid,
             type text, qty_milli bigint, previous_milli bigint, new_milli bigint, unit_cost_centavos bigint,
             reason text, reference_type text, reference_id text, reference_number text, from_location_id uuid,
             to_location_id uuid, performed_by text, notes text, form text, created_at timestamptz))`;
  const applied = sql`((SELECT count(*) FROM ledger_upd) + (SELECT count(*) FROM ledger_ins) = (SELECT count(*) FROM ledger_v))`;
  return { ctes, applied };
}

/** Rows per statement: a JSON parameter of a few megabytes at most (the demo and seed write thousands). */
const PER_STATEMENT = 5000;

/** Runs the ledger write alone, in statements of at most PER_STATEMENT rows of each list. */
export async function writeStock(tx: Tx, w: StockWrites): Promise<void> {
  const n = Math.max(w.balances.length, w.movements.length);
  for (let i = 0; i < n; i += PER_STATEMENT) {
    const part = stockWritesSql({
      balances: w.balances.slice(i, i + PER_STATEMENT),
      movements: w.movements.slice(i, i + PER_STATEMENT),
    });
    await sqlRows(
      tx,
      sql`WITH ${part.ctes}
          SELECT CASE WHEN ${part.applied} THEN 1
                      ELSE fbms_fail(${STOCK_CHANGED}, 'a stock balance changed under the ledger write') END AS ok`,
    );
  }
}
