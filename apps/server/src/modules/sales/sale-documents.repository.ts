import { type Db, sqlRows, type Tx } from '@fbms/db';
import {
  DEFAULT_POS_CONTROLS,
  formatInvoiceNo,
  formatReturnNo,
  formatVoidNo,
  type ReturnableLine,
  type ReturnableSaleLine,
  type ReturnLinePlan,
  type ReturnPlan,
  type ReturnRow,
  type SaleReturn,
  type SaleVoid,
  type TenderMethod,
  type VoidRow,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import { terminalIn } from './terminal-scope.ts';

/**
 * The SQL of voids and returns (void.service.ts, return.service.ts) and of what the invoice's detail and
 * the back-end lists show of them.
 */

const nameOf = (alias: string) =>
  sql.raw(`trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, ''))`);

/** Whether goods of sale `s` came back: 'partly', 'fully' or null (a column of the sales list). */
export const returnStateSql = sql`
  CASE WHEN NOT EXISTS (SELECT 1 FROM sale_returns r WHERE r.sale_id = s.id) THEN NULL
       WHEN (SELECT coalesce(sum(rl.qty_milli), 0) FROM sale_return_lines rl JOIN sale_returns r ON r.id = rl.return_id
              WHERE r.sale_id = s.id)
            >= (SELECT coalesce(sum(l.qty_milli), 0) FROM sale_lines l WHERE l.sale_id = s.id) THEN 'fully'
       ELSE 'partly' END AS "returnState"`;

/** The sales list's filter "returned": some goods of it came back. */
export const returnedSql = sql`EXISTS (SELECT 1 FROM sale_returns r WHERE r.sale_id = s.id)`;

/** The sale a void or return works on, locked first of all (lock order: sale, products, terminal). */
export interface LockedSale {
  id: string;
  terminalId: string;
  terminalName: string;
  invoiceNo: number;
  status: 'completed' | 'voided';
  businessDate: string;
  locationId: string;
  cashierId: string;
  createdAt: string;
  statutoryKind: 'bnpc5' | 'sc_pwd20' | null;
  grossCentavos: number;
  totalCentavos: number;
  vatableSalesCentavos: number;
  vatCentavos: number;
  vatExemptSalesCentavos: number;
  zeroRatedSalesCentavos: number;
  nonVatSalesCentavos: number;
  /** The figures its ledger entry was made of (a void posts them back). */
  promoCentavos: number;
  bnpcCentavos: number;
  scPwdCentavos: number;
  vatRemovedCentavos: number;
  tenders: { method: TenderMethod; amountCentavos: number }[];
  methods: string[];
  voidNo: number | null;
  returnCount: number;
  /** The customer record the sale names (issue 23). */
  customerId: string | null;
}

export async function lockSale(tx: Tx, id: string): Promise<LockedSale | undefined> {
  // The lock first, in a statement of its own: under READ COMMITTED a statement that waited for the row
  // re-reads that row but not its subqueries, so a void or return committed while we waited would be
  // missing from the counts below. The next statement takes a fresh snapshot that holds it.
  await tx.execute(sql`SELECT 1 FROM sales WHERE id = ${id} FOR UPDATE`);
  const [row] = await sqlRows<LockedSale>(
    tx,
    sql`SELECT s.id, s.terminal_id AS "terminalId", t.name AS "terminalName", s.invoice_no::float8 AS "invoiceNo",
               s.status, to_char(s.business_date, 'YYYY-MM-DD') AS "businessDate", s.location_id AS "locationId",
               s.cashier_id AS "cashierId", s.created_at AS "createdAt", s.statutory->>'kind' AS "statutoryKind",
               s.customer_id AS "customerId",
               s.gross_centavos::float8 AS "grossCentavos", s.total_centavos::float8 AS "totalCentavos",
               s.vatable_sales_centavos::float8 AS "vatableSalesCentavos", s.vat_centavos::float8 AS "vatCentavos",
               s.vat_exempt_sales_centavos::float8 AS "vatExemptSalesCentavos",
               s.zero_rated_sales_centavos::float8 AS "zeroRatedSalesCentavos",
               s.non_vat_sales_centavos::float8 AS "nonVatSalesCentavos",
               s.promo_centavos::float8 AS "promoCentavos", s.bnpc_centavos::float8 AS "bnpcCentavos",
               s.sc_pwd_centavos::float8 AS "scPwdCentavos", s.vat_removed_centavos::float8 AS "vatRemovedCentavos",
               (SELECT coalesce(json_agg(json_build_object('method', p.method, 'amountCentavos', p.amount_centavos::float8)
                                         ORDER BY p.id), '[]'::json)
                  FROM sale_payments p WHERE p.sale_id = s.id) AS tenders,
               (SELECT coalesce(json_agg(DISTINCT p.method), '[]'::json) FROM sale_payments p WHERE p.sale_id = s.id) AS methods,
               (SELECT v.void_no::float8 FROM sale_voids v WHERE v.sale_id = s.id) AS "voidNo",
               (SELECT count(*)::int FROM sale_returns r WHERE r.sale_id = s.id) AS "returnCount"
          FROM sales s JOIN terminals t ON t.id = s.terminal_id
         WHERE s.id = ${id}`,
  );
  return row && { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** A terminal's state without a lock (the early refusals; checked again under the lock). */
export async function terminalState(db: Db | Tx, terminalId: string) {
  const [row] = await sqlRows<{
    name: string;
    secretHash: string;
    isActive: boolean;
    businessDate: string;
    dayOpen: boolean;
    openShiftId: string | null;
  }>(
    db,
    sql`SELECT name, secret_hash AS "secretHash", is_active AS "isActive",
               to_char(business_date, 'YYYY-MM-DD') AS "businessDate", day_open AS "dayOpen",
               open_shift_id AS "openShiftId"
          FROM terminals WHERE id = ${terminalId}`,
  );
  return row;
}

/** A sold line with what it took from the lots and what its returns took so far. */
export interface SoldLine extends ReturnableSaleLine {
  productId: string;
  productName: string;
  unitCode: string;
  lots: { lotId: string; batchNumber: string; baseQtyMilli: number }[];
  lotsBack: { lotId: string; baseQtyMilli: number }[];
}

export async function soldLines(db: Db | Tx, saleId: string): Promise<SoldLine[]> {
  const rows = await sqlRows<SoldLine & { returned: SoldLine['returned'] | null }>(
    db,
    sql`SELECT l.id AS "saleLineId", l.line_no AS "lineNo", l.product_id AS "productId", l.product_name AS "productName",
               l.unit_code AS "unitCode", l.tax_class AS "taxClass", l.qty_milli::float8 AS "qtyMilli",
               l.base_qty_milli::float8 AS "baseQtyMilli", l.gross_centavos::float8 AS "grossCentavos",
               l.promo_centavos::float8 AS "promoCentavos", l.statutory_centavos::float8 AS "statutoryCentavos",
               l.vat_removed_centavos::float8 AS "vatRemovedCentavos", l.net_centavos::float8 AS "netCentavos",
               l.lots,
               (SELECT json_build_object('qtyMilli', coalesce(sum(r.qty_milli), 0)::float8,
                   'baseQtyMilli', coalesce(sum(r.base_qty_milli), 0)::float8,
                   'grossCentavos', coalesce(sum(r.gross_centavos), 0)::float8,
                   'promoCentavos', coalesce(sum(r.promo_centavos), 0)::float8,
                   'statutoryCentavos', coalesce(sum(r.statutory_centavos), 0)::float8,
                   'vatRemovedCentavos', coalesce(sum(r.vat_removed_centavos), 0)::float8,
                   'netCentavos', coalesce(sum(r.net_centavos), 0)::float8)
                  FROM sale_return_lines r WHERE r.sale_line_id = l.id) AS returned,
               (SELECT coalesce(json_agg(x), '[]'::json) FROM sale_return_lines r,
                       json_to_recordset(r.lots::json) AS x("lotId" text, "baseQtyMilli" float8)
                 WHERE r.sale_line_id = l.id) AS "lotsBack"
          FROM sale_lines l WHERE l.sale_id = ${saleId} ORDER BY l.line_no`,
  );
  return rows.map((r) => ({
    ...r,
    lots: (r.lots ?? []).map((x) => ({
      lotId: x.lotId,
      batchNumber: x.batchNumber,
      baseQtyMilli: Number(x.baseQtyMilli),
    })),
  })) as SoldLine[];
}

/** The VAT the sale's earlier returns took (for the next return's share, return-plan.ts). */
export async function returnedVat(tx: Tx, saleId: string): Promise<number> {
  const [row] = await sqlRows<{ vat: number }>(
    tx,
    sql`SELECT coalesce(sum(vat_centavos), 0)::float8 AS vat FROM sale_returns WHERE sale_id = ${saleId}`,
  );
  return row?.vat ?? 0;
}

/** Whether every return needs a manager's approval (system_settings.pos_controls). */
export async function returnsNeedApproval(db: Db): Promise<boolean> {
  const [row] = await sqlRows<{ need: boolean | null }>(
    db,
    sql`SELECT (pos_controls->>'returnsNeedApproval')::boolean AS need FROM system_settings WHERE id = 1`,
  );
  return row?.need ?? DEFAULT_POS_CONTROLS.returnsNeedApproval;
}

/**
 * Queues this transaction behind the terminal's other voids (or returns): an advisory lock taken after
 * the sale row and before any product — only voids (returns) take it, so it joins no lock cycle — and
 * reads the number the document will take under the terminal's row lock at its end, so the stock
 * movements can name it.
 */
export async function reserveNo(tx: Tx, terminalId: string, series: 'void' | 'return'): Promise<number> {
  await sqlRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`${series}:${terminalId}`}))`);
  const [row] = await sqlRows<{ no: number }>(
    tx,
    series === 'void'
      ? sql`SELECT next_void_no::float8 AS no FROM terminals WHERE id = ${terminalId}`
      : sql`SELECT next_return_no::float8 AS no FROM terminals WHERE id = ${terminalId}`,
  );
  return row!.no;
}

/** Takes the terminal's next VOID number (the row is locked by the caller). */
export async function takeVoidNo(tx: Tx, terminalId: string): Promise<number> {
  const [row] = await sqlRows<{ no: number }>(
    tx,
    sql`UPDATE terminals SET next_void_no = next_void_no + 1 WHERE id = ${terminalId}
        RETURNING (next_void_no - 1)::float8 AS no`,
  );
  return row!.no;
}

/** Takes the terminal's next RETURN number and opens its day on `businessDate` (the row is locked). */
export async function takeReturnNo(tx: Tx, terminalId: string, businessDate: string): Promise<number> {
  const [row] = await sqlRows<{ no: number }>(
    tx,
    sql`UPDATE terminals SET next_return_no = next_return_no + 1, business_date = ${businessDate}, day_open = true
         WHERE id = ${terminalId}
        RETURNING (next_return_no - 1)::float8 AS no`,
  );
  return row!.no;
}

export async function insertVoid(
  tx: Tx,
  v: {
    id: string;
    saleId: string;
    terminalId: string;
    voidNo: number;
    shiftId: string;
    businessDate: string;
    reason: string;
    voidedBy: string;
    approvedBy: string;
    at: string;
  },
) {
  await tx.execute(sql`
    INSERT INTO sale_voids (id, sale_id, terminal_id, void_no, shift_id, business_date, reason, voided_by, approved_by, created_at)
    VALUES (${v.id}, ${v.saleId}, ${v.terminalId}, ${v.voidNo}, ${v.shiftId}, ${v.businessDate}, ${v.reason},
            ${v.voidedBy}, ${v.approvedBy}, ${v.at})`);
  await tx.execute(sql`UPDATE sales SET status = 'voided' WHERE id = ${v.saleId}`);
}

export interface ReturnLineRow extends ReturnLinePlan {
  condition: 'resellable' | 'damaged';
  lots: { lotId: string; batchNumber: string; baseQtyMilli: number }[];
}

export async function insertReturn(
  tx: Tx,
  r: {
    id: string;
    saleId: string;
    terminalId: string;
    returnNo: number;
    shiftId: string;
    businessDate: string;
    reason: string;
    refundMethod: string;
    returnedBy: string;
    approvedBy: string | null;
    at: string;
    plan: ReturnPlan;
    lines: (ReturnLineRow & { id: string })[];
  },
) {
  const p = r.plan;
  await tx.execute(sql`
    INSERT INTO sale_returns (id, sale_id, terminal_id, return_no, shift_id, business_date, reason, refund_method,
      gross_centavos, promo_centavos, bnpc_centavos, sc_pwd_centavos, vat_removed_centavos, vatable_sales_centavos,
      vat_centavos, vat_exempt_sales_centavos, zero_rated_sales_centavos, non_vat_sales_centavos, total_centavos,
      returned_by, approved_by, created_at)
    VALUES (${r.id}, ${r.saleId}, ${r.terminalId}, ${r.returnNo}, ${r.shiftId}, ${r.businessDate}, ${r.reason},
      ${r.refundMethod}, ${p.grossCentavos}, ${p.promoCentavos}, ${p.bnpcCentavos}, ${p.scPwdCentavos},
      ${p.vatRemovedCentavos}, ${p.vatableSalesCentavos}, ${p.vatCentavos}, ${p.vatExemptSalesCentavos},
      ${p.zeroRatedSalesCentavos}, ${p.nonVatSalesCentavos}, ${p.totalCentavos}, ${r.returnedBy}, ${r.approvedBy},
      ${r.at})`);
  const lines = JSON.stringify(
    r.lines.map((l, i) => ({
      id: l.id,
      sale_line_id: l.saleLineId,
      line_no: i + 1,
      qty_milli: l.qtyMilli,
      base_qty_milli: l.baseQtyMilli,
      condition: l.condition,
      gross: l.grossCentavos,
      promo: l.promoCentavos,
      statutory: l.statutoryCentavos,
      vat_removed: l.vatRemovedCentavos,
      net: l.netCentavos,
      lots: l.lots,
    })),
  );
  await tx.execute(sql`
    INSERT INTO sale_return_lines (id, return_id, sale_line_id, line_no, qty_milli, base_qty_milli, condition,
      gross_centavos, promo_centavos, statutory_centavos, vat_removed_centavos, net_centavos, lots)
    SELECT x.id, ${r.id}, x.sale_line_id, x.line_no, x.qty_milli, x.base_qty_milli, x.condition, x.gross, x.promo,
           x.statutory, x.vat_removed, x.net, x.lots
      FROM json_to_recordset(${lines}::json) AS x(id uuid, sale_line_id uuid, line_no int, qty_milli bigint,
           base_qty_milli bigint, condition text, gross bigint, promo bigint, statutory bigint, vat_removed bigint,
           net bigint, lots jsonb)`);
}

const VOID_SELECT = sql`
  SELECT v.id, v.void_no::float8 AS "voidNo", t.name AS "terminalName",
         to_char(v.business_date, 'YYYY-MM-DD') AS "businessDate", v.reason,
         ${nameOf('vb')} AS "voidedByName", ${nameOf('ab')} AS "approvedByName", v.created_at AS "createdAt"`;
const VOID_FROM = sql`
  FROM sale_voids v JOIN terminals t ON t.id = v.terminal_id
  JOIN users vb ON vb.id = v.voided_by JOIN users ab ON ab.id = v.approved_by`;

const asVoid = <T extends { voidNo: number; createdAt: string }>(r: T) => ({
  ...r,
  voidNumber: formatVoidNo(r.voidNo),
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function findVoidOfSale(db: Db | Tx, saleId: string): Promise<SaleVoid | null> {
  const [row] = await sqlRows<Omit<SaleVoid, 'voidNumber'>>(
    db,
    sql`${VOID_SELECT} ${VOID_FROM} WHERE v.sale_id = ${saleId}`,
  );
  return row ? asVoid(row) : null;
}

const RETURN_SELECT = sql`
  SELECT r.id, r.return_no::float8 AS "returnNo", t.name AS "terminalName",
         to_char(r.business_date, 'YYYY-MM-DD') AS "businessDate", r.reason, r.refund_method AS "refundMethod",
         r.gross_centavos::float8 AS "grossCentavos", r.promo_centavos::float8 AS "promoCentavos",
         r.bnpc_centavos::float8 AS "bnpcCentavos", r.sc_pwd_centavos::float8 AS "scPwdCentavos",
         r.vat_removed_centavos::float8 AS "vatRemovedCentavos", r.vatable_sales_centavos::float8 AS "vatableSalesCentavos",
         r.vat_centavos::float8 AS "vatCentavos", r.vat_exempt_sales_centavos::float8 AS "vatExemptSalesCentavos",
         r.zero_rated_sales_centavos::float8 AS "zeroRatedSalesCentavos",
         r.non_vat_sales_centavos::float8 AS "nonVatSalesCentavos", r.total_centavos::float8 AS "totalCentavos",
         ${nameOf('rb')} AS "returnedByName",
         CASE WHEN ab.id IS NULL THEN NULL ELSE ${nameOf('ab')} END AS "approvedByName", r.created_at AS "createdAt"`;
const RETURN_FROM = sql`
  FROM sale_returns r JOIN terminals t ON t.id = r.terminal_id
  JOIN users rb ON rb.id = r.returned_by LEFT JOIN users ab ON ab.id = r.approved_by`;

const RETURN_LINES = sql`
  (SELECT coalesce(json_agg(json_build_object('saleLineId', rl.sale_line_id, 'lineNo', sl.line_no,
      'productName', sl.product_name, 'unitCode', sl.unit_code, 'qtyMilli', rl.qty_milli::float8,
      'baseQtyMilli', rl.base_qty_milli::float8, 'condition', rl.condition,
      'grossCentavos', rl.gross_centavos::float8, 'promoCentavos', rl.promo_centavos::float8,
      'statutoryCentavos', rl.statutory_centavos::float8, 'vatRemovedCentavos', rl.vat_removed_centavos::float8,
      'netCentavos', rl.net_centavos::float8, 'lots', rl.lots) ORDER BY rl.line_no), '[]'::json)
     FROM sale_return_lines rl JOIN sale_lines sl ON sl.id = rl.sale_line_id WHERE rl.return_id = r.id) AS lines`;

const asReturn = <T extends { returnNo: number; createdAt: string }>(r: T) => ({
  ...r,
  returnNumber: formatReturnNo(r.returnNo),
  createdAt: new Date(r.createdAt).toISOString(),
});

async function returnsWhere(db: Db | Tx, where: SQL): Promise<SaleReturn[]> {
  const rows = await sqlRows<Omit<SaleReturn, 'returnNumber'>>(
    db,
    sql`${RETURN_SELECT}, ${RETURN_LINES} ${RETURN_FROM} WHERE ${where} ORDER BY r.created_at, r.id`,
  );
  return rows.map(asReturn);
}

export const findReturn = async (db: Db | Tx, id: string) => (await returnsWhere(db, sql`r.id = ${id}`))[0];

/**
 * What the invoice's detail shows of its void and returns, and what is still returnable per line.
 * `voidable`: completed, nothing returned, on its terminal's current business day with no Z-reading due
 * (`today`, Manila).
 */
export async function saleDocumentsOf(db: Db, saleId: string, today: string) {
  const [voidDocument, returns, lines, state] = await Promise.all([
    findVoidOfSale(db, saleId),
    returnsWhere(db, sql`r.sale_id = ${saleId}`),
    sqlRows<ReturnableLine>(
      db,
      sql`SELECT l.id AS "saleLineId", l.line_no AS "lineNo",
                 coalesce((SELECT sum(r.qty_milli) FROM sale_return_lines r WHERE r.sale_line_id = l.id), 0)::float8 AS "returnedMilli",
                 l.qty_milli::float8 AS "returnableMilli"
            FROM sale_lines l WHERE l.sale_id = ${saleId} ORDER BY l.line_no`,
    ),
    sqlRows<{ voidable: boolean }>(
      db,
      sql`SELECT s.status = 'completed' AND s.business_date = t.business_date
                 AND NOT (t.day_open AND t.business_date < ${today}::date)
                 AND NOT EXISTS (SELECT 1 FROM sale_returns r WHERE r.sale_id = s.id) AS voidable
            FROM sales s JOIN terminals t ON t.id = s.terminal_id WHERE s.id = ${saleId}`,
    ),
  ]);
  const voided = voidDocument !== null;
  return {
    voidDocument,
    returns,
    returnable: lines.map((l) => ({
      ...l,
      returnableMilli: voided ? 0 : Math.max(0, l.returnableMilli - l.returnedMilli),
    })),
    voidable: state[0]?.voidable ?? false,
  };
}

export interface DocumentFilters {
  from?: string | undefined;
  to?: string | undefined;
  terminalId?: string | undefined;
  /** The branches the list shows (T12): a document's branch is its terminal's. */
  scope: BranchScope;
}

const filtersSql = (alias: 'v' | 'r', f: DocumentFilters) => {
  const w: SQL[] = [sql`true`];
  const a = sql.raw(alias);
  w.push(terminalIn(f.scope, sql`${a}.terminal_id`));
  if (f.from) w.push(sql`${a}.business_date >= ${f.from}::date`);
  if (f.to) w.push(sql`${a}.business_date <= ${f.to}::date`);
  if (f.terminalId) w.push(sql`${a}.terminal_id = ${f.terminalId}`);
  return sql.join(w, sql` AND `);
};

/** The void report's rows: one per VOID document, oldest first (at most 5,000). */
export async function listVoids(db: Db, f: DocumentFilters): Promise<VoidRow[]> {
  const rows = await sqlRows<Omit<VoidRow, 'voidNumber' | 'invoiceNumber'> & { invoiceNo: number }>(
    db,
    sql`${VOID_SELECT}, s.id AS "saleId", s.invoice_no::float8 AS "invoiceNo", st.name AS "invoiceTerminalName",
          s.total_centavos::float8 AS "totalCentavos", s.gross_centavos::float8 AS "grossCentavos",
          s.vat_centavos::float8 AS "vatCentavos", ${nameOf('c')} AS "cashierName"
        ${VOID_FROM} JOIN sales s ON s.id = v.sale_id JOIN terminals st ON st.id = s.terminal_id
        JOIN users c ON c.id = s.cashier_id
       WHERE ${filtersSql('v', f)} ORDER BY v.business_date, v.terminal_id, v.void_no LIMIT 5000`,
  );
  return rows.map(({ invoiceNo, ...r }) => ({ ...asVoid(r), invoiceNumber: formatInvoiceNo(invoiceNo) }));
}

/** The return report's rows: one per RETURN document, oldest first (at most 5,000). */
export async function listReturns(db: Db, f: DocumentFilters): Promise<ReturnRow[]> {
  const rows = await sqlRows<Omit<ReturnRow, 'returnNumber' | 'invoiceNumber'> & { invoiceNo: number }>(
    db,
    sql`${RETURN_SELECT}, s.id AS "saleId", s.invoice_no::float8 AS "invoiceNo", st.name AS "invoiceTerminalName",
          (SELECT count(*)::int FROM sale_return_lines rl WHERE rl.return_id = r.id) AS "lineCount"
        ${RETURN_FROM} JOIN sales s ON s.id = r.sale_id JOIN terminals st ON st.id = s.terminal_id
       WHERE ${filtersSql('r', f)} ORDER BY r.business_date, r.terminal_id, r.return_no LIMIT 5000`,
  );
  return rows.map(({ invoiceNo, ...r }) => ({ ...asReturn(r), invoiceNumber: formatInvoiceNo(invoiceNo) }));
}

/** Who rang the sale up (a cashier voids and returns only their own sales, as they see only those). */
export async function saleCashier(db: Db, saleId: string): Promise<string | undefined> {
  const [row] = await sqlRows<{ cashierId: string }>(
    db,
    sql`SELECT cashier_id AS "cashierId" FROM sales WHERE id = ${saleId}`,
  );
  return row?.cashierId;
}
