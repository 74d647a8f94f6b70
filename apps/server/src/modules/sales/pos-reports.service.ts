import { type Db, sqlRows } from '@fbms/db';
import {
  birSummaryRow,
  buildPosReport,
  type PosReport,
  type PosReportName,
  type PosReportQuery,
  type ReadingFigures,
  type ReportRow,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import { terminalIn } from './terminal-scope.ts';

/**
 * The POS back-end reports (PH-RULES §4): each a read of the rows the documents left — the Z-readings'
 * stored figures, the sales and their statutory beneficiary, the VOID and RETURN documents, the closed
 * shifts — over a range of business dates, optionally one terminal. Voided invoices stay out of the
 * sales books and the discount report (their VOID document is in the void report).
 */

const USER_NAME = (alias: string) =>
  sql.raw(`nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`);
const DATE = (col: string) => sql.raw(`to_char(${col}, 'YYYY-MM-DD')`);
const NUMBER = (col: string) => sql.raw(`lpad(${col}::text, 8, '0')`);

/** A report's query with the branches it may read (T12): every row's terminal is of one of them. */
export type ScopedQuery = PosReportQuery & { scope: BranchScope };

/** The business-date range, terminal and branches of a report, on a table aliased `alias`. */
function range(alias: string, q: ScopedQuery): SQL {
  const a = sql.raw(alias);
  return sql`${a}.business_date BETWEEN ${q.from}::date AND ${q.to}::date
    ${q.terminalId ? sql`AND ${a}.terminal_id = ${q.terminalId}` : sql``}
    AND ${terminalIn(q.scope, sql`${a}.terminal_id`)}`;
}

async function birSalesSummary(db: Db, q: ScopedQuery): Promise<ReportRow[]> {
  const rows = await sqlRows<{ figures: ReadingFigures; terminal: string }>(
    db,
    sql`SELECT r.figures, t.name AS terminal FROM readings r JOIN terminals t ON t.id = r.terminal_id
         WHERE r.kind = 'z' AND ${range('r', q)} ORDER BY r.business_date, t.name`,
  );
  return rows.map((r) => birSummaryRow(r.figures, r.terminal));
}

function statutoryBook(beneficiary: 'senior' | 'pwd') {
  return (db: Db, q: ScopedQuery) =>
    sqlRows<ReportRow>(
      db,
      sql`SELECT ${DATE('s.business_date')} AS date, s.statutory->>'name' AS name,
                 s.statutory->>'idNumber' AS "idNumber", s.statutory->>'tin' AS tin, t.name AS terminal,
                 ${NUMBER('s.invoice_no')} AS invoice, s.gross_centavos::float8 AS gross,
                 s.vat_exempt_sales_centavos::float8 AS "vatExempt", s.vat_removed_centavos::float8 AS "vatRemoved",
                 s.sc_pwd_centavos::float8 AS discount, s.total_centavos::float8 AS net
            FROM sales s JOIN terminals t ON t.id = s.terminal_id
           WHERE s.status <> 'voided' AND s.statutory->>'kind' = 'sc_pwd20'
             AND s.statutory->>'beneficiary' = ${beneficiary} AND ${range('s', q)}
           ORDER BY s.business_date, t.name, s.invoice_no`,
    );
}

const bnpcBook = (db: Db, q: ScopedQuery) =>
  sqlRows<ReportRow>(
    db,
    sql`SELECT ${DATE('s.business_date')} AS date, s.statutory->>'name' AS name,
               CASE s.statutory->>'beneficiary' WHEN 'pwd' THEN 'PWD' ELSE 'Senior' END AS beneficiary,
               s.statutory->>'idNumber' AS "idNumber", t.name AS terminal, ${NUMBER('s.invoice_no')} AS invoice,
               s.bnpc_base_centavos::float8 AS purchase, s.bnpc_centavos::float8 AS discount
          FROM sales s JOIN terminals t ON t.id = s.terminal_id
         WHERE s.status <> 'voided' AND s.statutory->>'kind' = 'bnpc5' AND ${range('s', q)}
         ORDER BY s.business_date, t.name, s.invoice_no`,
  );

const voids = (db: Db, q: ScopedQuery) =>
  sqlRows<ReportRow>(
    db,
    sql`SELECT ${DATE('v.business_date')} AS date, t.name AS terminal, 'VOID ' || ${NUMBER('v.void_no')} AS "voidNo",
               ${NUMBER('s.invoice_no')} AS invoice, ${DATE('s.business_date')} AS "invoiceDate",
               ${USER_NAME('c')} AS cashier, s.total_centavos::float8 AS amount, v.reason,
               ${USER_NAME('vb')} AS "voidedBy", ${USER_NAME('ab')} AS "approvedBy"
          FROM sale_voids v JOIN sales s ON s.id = v.sale_id JOIN terminals t ON t.id = v.terminal_id
          LEFT JOIN users c ON c.id = s.cashier_id LEFT JOIN users vb ON vb.id = v.voided_by
          LEFT JOIN users ab ON ab.id = v.approved_by
         WHERE ${range('v', q)} ORDER BY v.business_date, t.name, v.void_no`,
  );

const returns = (db: Db, q: ScopedQuery) =>
  sqlRows<ReportRow>(
    db,
    sql`SELECT ${DATE('r.business_date')} AS date, t.name AS terminal,
               'RETURN ' || ${NUMBER('r.return_no')} AS "returnNo", ${NUMBER('s.invoice_no')} AS invoice,
               r.gross_centavos::float8 AS gross,
               (r.promo_centavos + r.bnpc_centavos + r.sc_pwd_centavos)::float8 AS discounts,
               r.vat_removed_centavos::float8 AS "vatRemoved", r.total_centavos::float8 AS refund,
               r.refund_method AS "refundMethod", r.reason,
               ${USER_NAME('rb')} AS "returnedBy", ${USER_NAME('ab')} AS "approvedBy"
          FROM sale_returns r JOIN sales s ON s.id = r.sale_id JOIN terminals t ON t.id = r.terminal_id
          LEFT JOIN users rb ON rb.id = r.returned_by LEFT JOIN users ab ON ab.id = r.approved_by
         WHERE ${range('r', q)} ORDER BY r.business_date, t.name, r.return_no`,
  );

const discounts = (db: Db, q: ScopedQuery) =>
  sqlRows<ReportRow>(
    db,
    sql`SELECT ${DATE('s.business_date')} AS date, count(*)::int AS sales,
               sum(s.promo_centavos)::float8 AS promo,
               coalesce(sum(s.sc_pwd_centavos) FILTER (WHERE s.statutory->>'beneficiary' = 'senior'), 0)::float8 AS senior,
               coalesce(sum(s.sc_pwd_centavos) FILTER (WHERE s.statutory->>'beneficiary' = 'pwd'), 0)::float8 AS pwd,
               sum(s.vat_removed_centavos)::float8 AS "vatRemoved", sum(s.bnpc_centavos)::float8 AS bnpc,
               sum(s.promo_centavos + s.sc_pwd_centavos + s.vat_removed_centavos + s.bnpc_centavos)::float8 AS total
          FROM sales s
         WHERE s.status <> 'voided' AND ${range('s', q)}
           AND s.promo_centavos + s.sc_pwd_centavos + s.vat_removed_centavos + s.bnpc_centavos > 0
         GROUP BY s.business_date ORDER BY s.business_date`,
  );

const shortOver = (db: Db, q: ScopedQuery) =>
  sqlRows<ReportRow>(
    db,
    sql`SELECT ${DATE('h.business_date')} AS date, t.name AS terminal, h.shift_no::int AS "shiftNo",
               ${USER_NAME('c')} AS cashier,
               to_char(h.closed_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI') AS "closedAt",
               h.expected_cash_centavos::float8 AS expected, h.declared_cash_centavos::float8 AS declared,
               h.short_over_centavos::float8 AS "shortOver"
          FROM shifts h JOIN terminals t ON t.id = h.terminal_id LEFT JOIN users c ON c.id = h.cashier_id
         WHERE h.closed_at IS NOT NULL AND ${range('h', q)}
         ORDER BY h.business_date, t.name, h.shift_no`,
  );

const READERS: Record<PosReportName, (db: Db, q: ScopedQuery) => Promise<ReportRow[]>> = {
  'bir-sales-summary': birSalesSummary,
  'senior-sales-book': statutoryBook('senior'),
  'pwd-sales-book': statutoryBook('pwd'),
  'bnpc-book': bnpcBook,
  voids,
  returns,
  discounts,
  'short-over': shortOver,
};

/** One report over the query's dates (and terminal): its rows and totals. */
export async function posReport(db: Db, report: PosReportName, q: ScopedQuery): Promise<PosReport> {
  const [terminal] = q.terminalId
    ? await sqlRows<{ name: string }>(
        db,
        sql`SELECT name FROM terminals WHERE id = ${q.terminalId} AND ${terminalIn(q.scope, sql`id`)}`,
      )
    : [];
  const rows = await READERS[report](db, q);
  return buildPosReport(report, { from: q.from, to: q.to, terminalName: terminal?.name ?? null }, rows);
}
