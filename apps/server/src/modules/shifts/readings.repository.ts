import { type Db, sqlRows, type Tx } from '@fbms/db';
import {
  type Centavos,
  type DocumentFigures,
  type DocumentHeader,
  formatInvoiceNo,
  type ReadingFigures,
  type ReadingSummary,
  readingNet,
  TENDER_METHODS,
  type TenderMethod,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import { terminalIn } from '../sales/terminals.service.ts';
import { documentHeaderSql } from './shifts.repository.ts';

/**
 * The SQL of X and Z readings: the figures of one shift (X) or of one terminal's business date (Z) as
 * aggregates over sales, sale_payments, sale_voids, sale_returns, cash_slips and shifts, with the
 * definitions of `ReadingFigures` (the domain's `documentFigures` computes the same from documents in
 * memory; readings.int.test.ts holds them equal). A Z-reading's scope is closed for good once it is
 * taken: no later document carries its business date (decision 0008), so recomputing gives the same.
 */

export type ReadingScope =
  | { kind: 'x'; shiftId: string }
  | { kind: 'z'; terminalId: string; businessDate: string };

const c = (n: number | null | undefined) => (n ?? 0) as Centavos;

interface Agg {
  n: number;
  first: number | null;
  last: number | null;
  t0: string | null;
  t1: string | null;
}
interface InvAgg extends Agg {
  gross: number;
  promo: number;
  bnpc: number;
  scPwd: number;
  vatRemoved: number;
}
interface VatAgg {
  vatable: number;
  vat: number;
  exempt: number;
  zero: number;
  nonVat: number;
}
interface Row {
  inv: InvAgg & VatAgg;
  voids: Agg & { total: number };
  rets: Agg & VatAgg & { total: number };
  pay: { method: TenderMethod; amount: number; count: number }[] | null;
  refunds: { method: TenderMethod; amount: number; count: number }[] | null;
}

const where = (scope: ReadingScope, alias: string) =>
  scope.kind === 'x'
    ? sql`${sql.raw(alias)}.shift_id = ${scope.shiftId}`
    : sql`${sql.raw(alias)}.terminal_id = ${scope.terminalId} AND ${sql.raw(alias)}.business_date = ${scope.businessDate}::date`;

const vatCols = (alias: string, filter: string) => {
  const f = filter ? ` FILTER (WHERE ${filter})` : '';
  return sql.raw(`coalesce(sum(${alias}.vatable_sales_centavos)${f}, 0)::float8 AS vatable,
         coalesce(sum(${alias}.vat_centavos)${f}, 0)::float8 AS vat,
         coalesce(sum(${alias}.vat_exempt_sales_centavos)${f}, 0)::float8 AS exempt,
         coalesce(sum(${alias}.zero_rated_sales_centavos)${f}, 0)::float8 AS zero,
         coalesce(sum(${alias}.non_vat_sales_centavos)${f}, 0)::float8 AS "nonVat"`);
};
const rangeCols = (alias: string, no: string) =>
  sql.raw(`count(*)::float8 AS n, min(${alias}.${no})::float8 AS first, max(${alias}.${no})::float8 AS last,
         min(${alias}.created_at) AS t0, max(${alias}.created_at) AS t1`);

/** One statement: the aggregates of the invoices, voids, returns, tenders and refunds of the scope. */
export function documentFiguresSql(scope: ReadingScope): SQL {
  return sql`
    WITH s AS (
      SELECT sa.id, sa.invoice_no, sa.created_at, sa.gross_centavos, sa.promo_centavos, sa.bnpc_centavos,
             sa.sc_pwd_centavos, sa.vat_removed_centavos, sa.vatable_sales_centavos, sa.vat_centavos,
             sa.vat_exempt_sales_centavos, sa.zero_rated_sales_centavos, sa.non_vat_sales_centavos,
             EXISTS (SELECT 1 FROM sale_voids v WHERE v.sale_id = sa.id) AS voided
        FROM sales sa WHERE ${where(scope, 'sa')}),
    inv AS (
      SELECT ${rangeCols('s', 'invoice_no')},
             coalesce(sum(s.gross_centavos), 0)::float8 AS gross, coalesce(sum(s.promo_centavos), 0)::float8 AS promo,
             coalesce(sum(s.bnpc_centavos), 0)::float8 AS bnpc, coalesce(sum(s.sc_pwd_centavos), 0)::float8 AS "scPwd",
             coalesce(sum(s.vat_removed_centavos), 0)::float8 AS "vatRemoved",
             ${vatCols('s', 'NOT s.voided')}
        FROM s),
    pay AS (
      SELECT p.method, sum(p.amount_centavos)::float8 AS amount, count(*)::float8 AS count
        FROM s JOIN sale_payments p ON p.sale_id = s.id WHERE NOT s.voided GROUP BY p.method),
    vd AS (
      SELECT ${rangeCols('v', 'void_no')}, coalesce(sum(sa.total_centavos), 0)::float8 AS total
        FROM sale_voids v JOIN sales sa ON sa.id = v.sale_id WHERE ${where(scope, 'v')}),
    rt AS (
      SELECT ${rangeCols('r', 'return_no')}, coalesce(sum(r.total_centavos), 0)::float8 AS total, ${vatCols('r', '')}
        FROM sale_returns r WHERE ${where(scope, 'r')}),
    rf AS (
      SELECT r.refund_method AS method, sum(r.total_centavos)::float8 AS amount, count(*)::float8 AS count
        FROM sale_returns r WHERE ${where(scope, 'r')} GROUP BY r.refund_method)
    SELECT (SELECT row_to_json(inv) FROM inv) AS inv, (SELECT row_to_json(vd) FROM vd) AS voids,
           (SELECT row_to_json(rt) FROM rt) AS rets,
           (SELECT json_agg(pay) FROM pay) AS pay, (SELECT json_agg(rf) FROM rf) AS refunds`;
}

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
const range = (a: Agg) =>
  a.n === 0
    ? { first: null, last: null, count: 0 }
    : { first: formatInvoiceNo(a.first!), last: formatInvoiceNo(a.last!), count: a.n };

/** The figures the documents of the scope give (what `documentFigures` gives for the same documents). */
export async function readDocumentFigures(db: Db | Tx, scope: ReadingScope): Promise<DocumentFigures> {
  const [r] = await sqlRows<Row>(db, documentFiguresSql(scope));
  const { inv, voids, rets } = r!;
  const times = [inv.t0, inv.t1, voids.t0, voids.t1, rets.t0, rets.t1]
    .filter((t): t is string => t !== null)
    .map((t) => iso(t)!)
    .sort();
  const money = {
    grossCentavos: c(inv.gross),
    discounts: {
      scPwdCentavos: c(inv.scPwd),
      bnpcCentavos: c(inv.bnpc),
      promoCentavos: c(inv.promo),
      totalCentavos: c(inv.scPwd + inv.bnpc + inv.promo),
    },
    returnsCentavos: c(rets.total),
    voidsCentavos: c(voids.total),
    vatAdjustmentCentavos: c(inv.vatRemoved),
  };
  const tenders = (rows: Row['pay']) =>
    TENDER_METHODS.flatMap((method) => {
      const t = rows?.find((p) => p.method === method);
      return t ? [{ method, amountCentavos: c(t.amount), count: t.count }] : [];
    });
  return {
    from: times[0] ?? null,
    to: times.at(-1) ?? null,
    invoices: range(inv),
    voids: range(voids),
    returns: range(rets),
    ...money,
    netCentavos: readingNet(money),
    vat: {
      vatableSalesCentavos: c(inv.vatable - rets.vatable),
      vatCentavos: c(inv.vat - rets.vat),
      vatExemptSalesCentavos: c(inv.exempt - rets.exempt),
      zeroRatedSalesCentavos: c(inv.zero - rets.zero),
      nonVatSalesCentavos: c(inv.nonVat - rets.nonVat),
    },
    tenders: tenders(r!.pay),
    refunds: tenders(r!.refunds),
  };
}

/** The shifts of the scope and their cash: opening funds, cash in and out, declared, expected. */
export async function readCash(
  db: Db | Tx,
  scope: ReadingScope,
  docs: Pick<DocumentFigures, 'tenders' | 'refunds'>,
): Promise<Pick<ReadingFigures, 'shifts' | 'cash'>> {
  const scopeSql =
    scope.kind === 'x'
      ? sql`s.id = ${scope.shiftId}`
      : sql`s.terminal_id = ${scope.terminalId} AND s.business_date = ${scope.businessDate}::date`;
  const shifts = await sqlRows<{
    id: string;
    shiftNo: number;
    cashierName: string;
    openedAt: string;
    closedAt: string | null;
    fund: number;
    declared: number | null;
    expected: number | null;
    shortOver: number | null;
    cashIn: number;
    cashOut: number;
  }>(
    db,
    sql`SELECT s.id, s.shift_no::float8 AS "shiftNo",
               trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "cashierName",
               s.opened_at AS "openedAt", s.closed_at AS "closedAt", s.opening_fund_centavos::float8 AS fund,
               s.declared_cash_centavos::float8 AS declared, s.expected_cash_centavos::float8 AS expected,
               s.short_over_centavos::float8 AS "shortOver",
               coalesce((SELECT sum(k.amount_centavos) FROM cash_slips k WHERE k.shift_id = s.id AND k.kind = 'cash_in'), 0)::float8 AS "cashIn",
               coalesce((SELECT sum(k.amount_centavos) FROM cash_slips k WHERE k.shift_id = s.id AND k.kind = 'cash_out'), 0)::float8 AS "cashOut"
          FROM shifts s JOIN users u ON u.id = s.cashier_id
         WHERE ${scopeSql} ORDER BY s.shift_no`,
  );
  const sum = (pick: (s: (typeof shifts)[number]) => number) => shifts.reduce((a, s) => a + pick(s), 0);
  const cashOf = (list: { method: TenderMethod; amountCentavos: number }[]) =>
    list.filter((t) => t.method === 'cash').reduce((a, t) => a + t.amountCentavos, 0);
  const fund = sum((s) => s.fund);
  const cashIn = sum((s) => s.cashIn);
  const cashOut = sum((s) => s.cashOut);
  const allClosed = shifts.every((s) => s.closedAt !== null && s.declared !== null);
  // No shift (a zero Z): the documents' cash alone. While a shift is open its expected cash stays
  // unprinted: the cashier counts blind at closing (shift-close.service.ts).
  const noShift = fund + cashOf(docs.tenders) - cashOf(docs.refunds) + cashIn - cashOut;
  return {
    shifts: shifts.map((s) => ({
      shiftNo: s.shiftNo,
      cashierName: s.cashierName,
      openedAt: iso(s.openedAt)!,
      closedAt: iso(s.closedAt),
    })),
    cash: {
      openingFundCentavos: c(fund),
      cashInCentavos: c(cashIn),
      cashOutCentavos: c(cashOut),
      declaredCentavos: allClosed ? c(sum((s) => s.declared ?? 0)) : null,
      expectedCentavos: !allClosed ? null : c(shifts.length > 0 ? sum((s) => s.expected ?? 0) : noShift),
      shortOverCentavos: allClosed ? c(sum((s) => s.shortOver ?? 0)) : null,
    },
  };
}

/** The terminal row, locked by a no-op UPDATE (the lock a sale takes for its invoice number), with its header. */
export interface ReadingTerminal {
  id: string;
  name: string;
  openShiftId: string | null;
  openCashierName: string | null;
  businessDate: string;
  dayOpen: boolean;
  zCounter: number;
  resetCounter: number;
  grandTotalCentavos: number;
  header: DocumentHeader;
}

export async function lockTerminalForZ(tx: Tx, terminalId: string, secretHash: string) {
  const [row] = await sqlRows<ReadingTerminal>(
    tx,
    sql`UPDATE terminals t SET last_seen_at = t.last_seen_at FROM system_settings st
         WHERE t.id = ${terminalId} AND t.secret_hash = ${secretHash} AND t.is_active AND st.id = 1
        RETURNING t.id, t.name, t.open_shift_id AS "openShiftId",
               (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))
                  FROM shifts s JOIN users u ON u.id = s.cashier_id WHERE s.id = t.open_shift_id) AS "openCashierName",
               to_char(t.business_date, 'YYYY-MM-DD') AS "businessDate", t.day_open AS "dayOpen",
               t.z_counter::float8 AS "zCounter", t.reset_counter::float8 AS "resetCounter",
               t.grand_total_centavos::float8 AS "grandTotalCentavos", ${documentHeaderSql} AS header`,
  );
  return row ?? null;
}

/** An X-reading's number from the terminal's X series, under the terminal row's lock, with the header. */
export async function takeXNumber(tx: Tx, shiftId: string) {
  const [row] = await sqlRows<{
    terminalId: string;
    terminalName: string;
    xNo: number;
    resetCounter: number;
    businessDate: string;
    header: DocumentHeader;
  }>(
    tx,
    sql`UPDATE terminals t SET next_x_no = t.next_x_no + 1 FROM shifts sh, system_settings st
         WHERE sh.id = ${shiftId} AND t.id = sh.terminal_id AND st.id = 1
        RETURNING t.id AS "terminalId", t.name AS "terminalName", (t.next_x_no - 1)::float8 AS "xNo",
                  t.reset_counter::float8 AS "resetCounter", to_char(sh.business_date, 'YYYY-MM-DD') AS "businessDate",
                  ${documentHeaderSql} AS header`,
  );
  return row ?? null;
}

export async function closeDay(
  tx: Tx,
  terminalId: string,
  a: { zCounter: number; grandTotalCentavos: number; businessDate: string },
) {
  await tx.execute(sql`
    UPDATE terminals SET z_counter = ${a.zCounter}, grand_total_centavos = ${a.grandTotalCentavos},
           business_date = ${a.businessDate}::date + 1, day_open = false
     WHERE id = ${terminalId}`);
}

export async function insertReading(
  tx: Tx,
  r: {
    id: string;
    terminalId: string;
    kind: 'x' | 'z';
    readingNo: number;
    shiftId: string | null;
    businessDate: string;
    figures: ReadingFigures;
    createdBy: string;
    createdAt: string;
  },
) {
  await tx.execute(sql`
    INSERT INTO readings (id, terminal_id, kind, reading_no, shift_id, business_date, figures, created_by, created_at)
    VALUES (${r.id}, ${r.terminalId}, ${r.kind}, ${r.readingNo}, ${r.shiftId}, ${r.businessDate},
            ${JSON.stringify(r.figures)}::jsonb, ${r.createdBy}, ${r.createdAt})`);
}

export const summarySelectSql = sql`
  SELECT r.id, r.kind, r.reading_no::float8 AS "readingNo",
         upper(r.kind) || ' ' || lpad(r.reading_no::text, 8, '0') AS number,
         r.terminal_id AS "terminalId", t.name AS "terminalName", r.shift_id AS "shiftId",
         to_char(r.business_date, 'YYYY-MM-DD') AS "businessDate", r.created_at AS "createdAt",
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "createdByName",
         (r.figures->>'grossCentavos')::float8 AS "grossCentavos", (r.figures->>'netCentavos')::float8 AS "netCentavos",
         (SELECT count(*) FROM e_journal j WHERE j.document_id = r.id AND j.kind = 'reprint')::float8 AS reprints`;

const asSummary = <T extends ReadingSummary>(r: T): T => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function findReading(db: Db | Tx, id: string) {
  const [row] = await sqlRows<ReadingSummary & { figures: ReadingFigures }>(
    db,
    sql`${summarySelectSql}, r.figures
          FROM readings r JOIN terminals t ON t.id = r.terminal_id JOIN users u ON u.id = r.created_by
         WHERE r.id = ${id}`,
  );
  return row ? asSummary(row) : null;
}

export async function listReadings(
  db: Db,
  q: { terminalId?: string; from?: string; to?: string; kind?: 'x' | 'z'; page: number; pageSize: number },
  scope: BranchScope,
) {
  // The readings of terminals of the branches the list shows (T12).
  const conds: SQL[] = [terminalIn(scope, sql`r.terminal_id`)];
  if (q.terminalId) conds.push(sql`r.terminal_id = ${q.terminalId}`);
  if (q.from) conds.push(sql`r.business_date >= ${q.from}::date`);
  if (q.to) conds.push(sql`r.business_date <= ${q.to}::date`);
  if (q.kind) conds.push(sql`r.kind = ${q.kind}`);
  const filter = sql.join(conds, sql` AND `);
  const items = await sqlRows<ReadingSummary>(
    db,
    sql`${summarySelectSql}
          FROM readings r JOIN terminals t ON t.id = r.terminal_id JOIN users u ON u.id = r.created_by
         WHERE ${filter}
         ORDER BY r.business_date DESC, r.created_at DESC
         LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  const [n] = await sqlRows<{ n: number }>(
    db,
    sql`SELECT count(*)::float8 AS n FROM readings r WHERE ${filter}`,
  );
  return { items: items.map(asSummary), total: n?.n ?? 0 };
}

/** Zeroes a terminal's grand total under its row lock: the counter goes up, the reset is recorded. */
export async function resetGrandTotalSql(tx: Tx, terminalId: string) {
  const [row] = await sqlRows<{
    previous: number;
    resetCounter: number;
    name: string;
    businessDate: string;
    header: DocumentHeader;
  }>(
    tx,
    sql`WITH old AS (SELECT id, grand_total_centavos FROM terminals WHERE id = ${terminalId} AND is_active FOR UPDATE)
        UPDATE terminals t SET reset_counter = t.reset_counter + 1, grand_total_centavos = 0
          FROM old, system_settings st WHERE t.id = old.id AND st.id = 1
        RETURNING old.grand_total_centavos::float8 AS previous, t.reset_counter::float8 AS "resetCounter", t.name,
                  to_char(t.business_date, 'YYYY-MM-DD') AS "businessDate", ${documentHeaderSql} AS header`,
  );
  return row ?? null;
}

export async function insertGrandTotalReset(
  tx: Tx,
  r: {
    id: string;
    terminalId: string;
    resetCounter: number;
    previous: number;
    reason: string;
    by: string;
    at: string;
  },
) {
  await tx.execute(sql`
    INSERT INTO grand_total_resets (id, terminal_id, reset_counter, previous_total_centavos, reason, reset_by, created_at)
    VALUES (${r.id}, ${r.terminalId}, ${r.resetCounter}, ${r.previous}, ${r.reason}, ${r.by}, ${r.at})`);
}

/** Terminals whose day is still open on an earlier business date (a Z-reading missed at midnight). */
export async function terminalsMissingZ(db: Db | Tx, today: string) {
  return sqlRows<{ id: string; name: string; businessDate: string }>(
    db,
    sql`SELECT t.id, t.name, to_char(t.business_date, 'YYYY-MM-DD') AS "businessDate"
          FROM terminals t
         WHERE t.is_active AND t.day_open AND t.business_date < ${today}::date
           AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.action = 'shifts.z_reading_missed'
                             AND a.target_id = t.id::text AND a.details->>'businessDate' = to_char(t.business_date, 'YYYY-MM-DD'))
         ORDER BY t.name`,
  );
}
