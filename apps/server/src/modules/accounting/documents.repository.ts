import { type Db, sqlRows, type Tx } from '@fbms/db';
import type { MovementType, SaleFigures, TenderMethod } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What the ledger reads of other modules' documents (decision 0009): a product's stock per location for
 * a revaluation, and, for the backfill, the documents that have no entry yet with the figures their
 * entry is made of. Movements come with the product's cost now (stock is valued at current cost) and,
 * for a sale, the cost it was sold at (its cost of sales).
 */

type Conn = Db | Tx;
const notPosted = (type: string, idSql: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.source_type = ${type} AND e.source_id = ${idSql})`;

/** A product's stock per location (all lots), thousandths of its base unit. */
export async function stockByLocation(tx: Conn, productId: string): Promise<number[]> {
  const rows = await sqlRows<{ q: number }>(
    tx,
    sql`SELECT sum(qty_milli)::float8 AS q FROM stock_balances WHERE product_id = ${productId} GROUP BY location_id`,
  );
  return rows.map((r) => r.q);
}

export interface MoveRow {
  type: MovementType;
  previousMilli: number;
  newMilli: number;
  /** The product's cost now. */
  costCentavos: number;
  /** The cost recorded on the movement (a sale's: its cost then). */
  unitCostCentavos: number;
}

const moveJson = sql`json_build_object(
      'type', m.type, 'previousMilli', m.previous_milli::float8, 'newMilli', m.new_milli::float8,
      'costCentavos', p.cost_centavos::float8, 'unitCostCentavos', m.unit_cost_centavos::float8)`;

/**
 * A page of documents (`page`: a SELECT with an `id` column and `_n`, its place in the page) with each
 * one's movements as `moves`: the movements are read once for the whole page (a hash join), not once per
 * document — stock_movements has no index by reference, and the demo's seeding posts thousands of sales.
 */
async function withMoves<T>(db: Conn, refType: string, page: SQL): Promise<T[]> {
  const rows = await sqlRows<T & { _n?: number }>(
    db,
    sql`WITH b AS (${page})
        SELECT b.*, coalesce(mv.moves, '[]'::json) AS moves
          FROM b LEFT JOIN (
               SELECT m.reference_id, json_agg(${moveJson} ORDER BY m.created_at, m.id) AS moves
                 FROM stock_movements m JOIN products p ON p.id = m.product_id
                WHERE m.reference_type = ${refType} AND m.reference_id IN (SELECT b.id::text FROM b)
                GROUP BY m.reference_id) mv ON mv.reference_id = b.id::text
         ORDER BY b._n`,
  );
  for (const r of rows) delete r._n;
  return rows;
}

const figuresSql = (t: string) =>
  sql.raw(`json_build_object(
      'grossCentavos', ${t}.gross_centavos::float8, 'promoCentavos', ${t}.promo_centavos::float8,
      'bnpcCentavos', ${t}.bnpc_centavos::float8, 'scPwdCentavos', ${t}.sc_pwd_centavos::float8,
      'vatRemovedCentavos', ${t}.vat_removed_centavos::float8, 'vatCentavos', ${t}.vat_centavos::float8,
      'totalCentavos', ${t}.total_centavos::float8)`);

const tendersSql = sql`(SELECT coalesce(json_agg(json_build_object('method', p.method,
      'amountCentavos', p.amount_centavos::float8) ORDER BY p.id), '[]'::json)
    FROM sale_payments p WHERE p.sale_id = s.id)`;

export interface SaleRow {
  id: string;
  reference: string;
  businessDate: string;
  terminalId: string;
  cashierId: string;
  figures: SaleFigures;
  tenders: { method: TenderMethod; amountCentavos: number }[];
  moves: MoveRow[];
}

const saleSelect = sql`s.id, t.name || ' ' || lpad(s.invoice_no::text, 8, '0') AS reference,
      to_char(s.business_date, 'YYYY-MM-DD') AS "businessDate", s.terminal_id AS "terminalId",
      s.cashier_id AS "cashierId", ${figuresSql('s')} AS figures, ${tendersSql} AS tenders`;

/** Sales with no entry yet (oldest first), at most `limit`. */
export const unpostedSales = (db: Conn, limit: number, offset: number) =>
  withMoves<SaleRow>(
    db,
    'sale',
    sql`SELECT ${saleSelect}, row_number() OVER (ORDER BY s.created_at, s.id) AS _n
          FROM sales s JOIN terminals t ON t.id = s.terminal_id
         WHERE ${notPosted('sale', sql`s.id::text`)}
         ORDER BY s.created_at, s.id LIMIT ${limit} OFFSET ${offset}`,
  );

export interface VoidRow {
  id: string;
  number: string;
  businessDate: string;
  by: string;
  sale: SaleRow;
  moves: MoveRow[];
}

export const unpostedVoids = (db: Conn, limit: number, offset: number) =>
  withMoves<VoidRow>(
    db,
    'sale_void',
    sql`SELECT v.id, row_number() OVER (ORDER BY v.created_at, v.id) AS _n, t.name || ' VOID ' || lpad(v.void_no::text, 8, '0') AS number,
               to_char(v.business_date, 'YYYY-MM-DD') AS "businessDate", v.voided_by AS by,
               (SELECT row_to_json(x) FROM (SELECT ${saleSelect}, '[]'::json AS moves
                  FROM sales s JOIN terminals t ON t.id = s.terminal_id WHERE s.id = v.sale_id) x) AS sale
          FROM sale_voids v JOIN terminals t ON t.id = v.terminal_id
         WHERE ${notPosted('sale_void', sql`v.id::text`)}
         ORDER BY v.created_at, v.id LIMIT ${limit} OFFSET ${offset}`,
  );

export interface ReturnRow {
  id: string;
  number: string;
  invoice: string;
  businessDate: string;
  terminalId: string;
  by: string;
  figures: SaleFigures;
  refundMethod: TenderMethod;
  moves: MoveRow[];
}

export const unpostedReturns = (db: Conn, limit: number, offset: number) =>
  withMoves<ReturnRow>(
    db,
    'sale_return',
    sql`SELECT r.id, row_number() OVER (ORDER BY r.created_at, r.id) AS _n, t.name || ' RETURN ' || lpad(r.return_no::text, 8, '0') AS number,
               st.name || ' ' || lpad(s.invoice_no::text, 8, '0') AS invoice,
               to_char(r.business_date, 'YYYY-MM-DD') AS "businessDate", r.terminal_id AS "terminalId",
               r.returned_by AS by, ${figuresSql('r')} AS figures, r.refund_method AS "refundMethod"
          FROM sale_returns r JOIN terminals t ON t.id = r.terminal_id
          JOIN sales s ON s.id = r.sale_id JOIN terminals st ON st.id = s.terminal_id
         WHERE ${notPosted('sale_return', sql`r.id::text`)}
         ORDER BY r.created_at, r.id LIMIT ${limit} OFFSET ${offset}`,
  );

export interface StockDocRow {
  sourceType: 'stock' | 'stock_count';
  sourceId: string;
  number: string | null;
  date: string;
  by: string | null;
  reason: string | null;
  moves: MoveRow[];
}

/**
 * Stock documents with no entry: a count's movements together (by the count), every other movement that
 * is not a sale's, a void's, a return's or a sack's opening on its own (by its id) — as they post live.
 */
export const unpostedStockDocs = (db: Conn, limit: number, offset: number) =>
  sqlRows<StockDocRow>(
    db,
    sql`WITH d AS (
          SELECT CASE WHEN m.reference_type = 'stock_count' THEN 'stock_count' ELSE 'stock' END AS "sourceType",
                 CASE WHEN m.reference_type = 'stock_count' THEN m.reference_id ELSE m.id::text END AS "sourceId",
                 min(m.reference_number) AS number, min(m.created_at) AS at, min(m.performed_by) AS by,
                 min(m.reason) AS reason,
                 json_agg(json_build_object('type', m.type, 'previousMilli', m.previous_milli::float8,
                   'newMilli', m.new_milli::float8, 'costCentavos', p.cost_centavos::float8,
                   'unitCostCentavos', m.unit_cost_centavos::float8) ORDER BY m.created_at, m.id) AS moves
            FROM stock_movements m JOIN products p ON p.id = m.product_id
           WHERE m.reference_type IS DISTINCT FROM 'sale' AND m.reference_type IS DISTINCT FROM 'sale_void'
             AND m.reference_type IS DISTINCT FROM 'sale_return' AND m.reference_type IS DISTINCT FROM 'open_pack'
           GROUP BY 1, 2)
        SELECT "sourceType", "sourceId", number, to_char((at AT TIME ZONE 'Asia/Manila')::date, 'YYYY-MM-DD') AS date,
               by, reason, moves
          FROM d
         WHERE NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.source_type = d."sourceType" AND e.source_id = d."sourceId")
         ORDER BY at, "sourceId" LIMIT ${limit} OFFSET ${offset}`,
  );

export interface ShiftRow {
  id: string;
  number: string;
  businessDate: string;
  terminalId: string;
  openedBy: string;
  closedBy: string | null;
  openingFundCentavos: number;
  expectedCashCentavos: number | null;
  declaredCashCentavos: number | null;
}

const shiftSelect = sql`s.id, t.name || ' SHIFT ' || s.shift_no AS number,
      to_char(s.business_date, 'YYYY-MM-DD') AS "businessDate", s.terminal_id AS "terminalId",
      s.opened_by AS "openedBy", s.closed_by AS "closedBy",
      s.opening_fund_centavos::float8 AS "openingFundCentavos",
      s.expected_cash_centavos::float8 AS "expectedCashCentavos",
      s.declared_cash_centavos::float8 AS "declaredCashCentavos"
    FROM shifts s JOIN terminals t ON t.id = s.terminal_id`;

export const unpostedShiftOpenings = (db: Conn, limit: number, offset: number) =>
  sqlRows<ShiftRow>(
    db,
    sql`SELECT ${shiftSelect} WHERE s.opening_fund_centavos > 0 AND ${notPosted('shift_open', sql`s.id::text`)}
         ORDER BY s.opened_at, s.id LIMIT ${limit} OFFSET ${offset}`,
  );

export const unpostedShiftClosings = (db: Conn, limit: number, offset: number) =>
  sqlRows<ShiftRow>(
    db,
    sql`SELECT ${shiftSelect} WHERE s.closed_at IS NOT NULL
           AND (s.declared_cash_centavos > 0 OR s.expected_cash_centavos <> 0)
           AND ${notPosted('shift_close', sql`s.id::text`)}
         ORDER BY s.closed_at, s.id LIMIT ${limit} OFFSET ${offset}`,
  );

export interface SlipRow {
  id: string;
  number: string;
  businessDate: string;
  terminalId: string;
  by: string;
  kind: 'cash_in' | 'cash_out';
  reasonKind: 'float' | 'pickup' | 'payout' | 'withdrawal' | 'other';
  reason: string;
  amountCentavos: number;
}

export const unpostedCashSlips = (db: Conn, limit: number, offset: number) =>
  sqlRows<SlipRow>(
    db,
    sql`SELECT c.id, t.name || CASE WHEN c.kind = 'cash_in' THEN ' CASH IN ' ELSE ' CASH OUT ' END
                 || lpad(c.slip_no::text, 8, '0') AS number,
               to_char(c.business_date, 'YYYY-MM-DD') AS "businessDate", c.terminal_id AS "terminalId",
               c.created_by AS by, c.kind, c.reason_kind AS "reasonKind", c.reason,
               c.amount_centavos::float8 AS "amountCentavos"
          FROM cash_slips c JOIN terminals t ON t.id = c.terminal_id
         WHERE ${notPosted('cash_slip', sql`c.id::text`)}
         ORDER BY c.created_at, c.id LIMIT ${limit} OFFSET ${offset}`,
  );

/** The inventory account's balance (debits − credits) and the stock valuation at cost, rounded alike. */
export async function inventoryAgainstValuation(db: Conn) {
  const [row] = await sqlRows<{ ledger: number; valuation: number }>(
    db,
    sql`SELECT (SELECT coalesce(sum(l.debit_centavos - l.credit_centavos), 0)::float8
                  FROM journal_lines l JOIN gl_accounts a ON a.id = l.account_id WHERE a.key = 'inventory') AS ledger,
               (SELECT coalesce(sum(v), 0)::float8 FROM (
                  SELECT round(sum(b.qty_milli) * p.cost_centavos / 1000.0) AS v
                    FROM stock_balances b JOIN products p ON p.id = b.product_id
                   GROUP BY b.product_id, b.location_id, p.cost_centavos) x) AS valuation`,
  );
  return row!;
}
