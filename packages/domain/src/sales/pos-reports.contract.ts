import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import type { ReadingFigures } from '../shifts/reading-figures.ts';

/**
 * The POS back-end reports of PH-RULES §4 (/api/sales/reports/{report}): the BIR Sales Summary (one row
 * per Z-reading, from the figures the reading stored), the senior citizen, PWD and BNPC sales books, the
 * void, return and discount reports and the cashiers' short/over, for a range of business dates and
 * optionally one terminal. Every report is one table (columns, rows, totals) so the screen, the CSV/XLSX
 * export and the PDF draw the same thing.
 */
export const POS_REPORTS = [
  'bir-sales-summary',
  'senior-sales-book',
  'pwd-sales-book',
  'bnpc-book',
  'voids',
  'returns',
  'discounts',
  'short-over',
] as const;
export type PosReportName = (typeof POS_REPORTS)[number];

/** text, a business date, money in centavos, a count; money and counts are totalled. */
export type ReportColumnKind = 'text' | 'date' | 'money' | 'count';
export interface ReportColumn {
  key: string;
  label: string;
  kind: ReportColumnKind;
}
export type ReportRow = Record<string, string | number | null>;

const col = (key: string, label: string, kind: ReportColumnKind = 'text'): ReportColumn => ({
  key,
  label,
  kind,
});
const money = (key: string, label: string) => col(key, label, 'money');

const statutoryBook = [
  col('date', 'Date', 'date'),
  col('name', 'Name'),
  col('idNumber', 'OSCA/PWD ID No.'),
  col('tin', 'TIN'),
  col('terminal', 'Terminal'),
  col('invoice', 'SI No.'),
  money('gross', 'Gross sales'),
  money('vatExempt', 'VAT-exempt sales'),
  money('vatRemoved', 'VAT exempted'),
  money('discount', '20% discount'),
  money('net', 'Net sales'),
];

/** Each report's title (as its PDF prints it) and columns, in order. */
export const POS_REPORT_DEFS: Record<PosReportName, { title: string; columns: ReportColumn[] }> = {
  'bir-sales-summary': {
    title: 'BIR Sales Summary Report',
    columns: [
      col('date', 'Date', 'date'),
      col('terminal', 'Terminal'),
      col('beginningSi', 'Beginning SI'),
      col('endingSi', 'Ending SI'),
      money('grandTotalEnd', 'Grand total, ending'),
      money('grandTotalBeginning', 'Grand total, beginning'),
      money('gross', 'Gross sales'),
      money('vatable', 'VATable sales'),
      money('vat', 'VAT amount'),
      money('exempt', 'VAT-exempt sales'),
      money('zeroRated', 'Zero-rated sales'),
      money('scPwd', 'SC/PWD discount'),
      money('bnpc', 'BNPC discount'),
      money('promo', 'Other discounts'),
      money('returns', 'Returns'),
      money('voids', 'Voids'),
      money('vatAdjustment', 'VAT adjustment'),
      money('net', 'Net sales'),
      col('zCounter', 'Z counter', 'count'),
      col('resetCounter', 'Reset counter', 'count'),
    ],
  },
  'senior-sales-book': { title: 'Senior Citizen Sales Book', columns: statutoryBook },
  'pwd-sales-book': { title: 'Persons with Disability Sales Book', columns: statutoryBook },
  'bnpc-book': {
    title: 'BNPC Sales Book (5% discount)',
    columns: [
      col('date', 'Date', 'date'),
      col('name', 'Name'),
      col('beneficiary', 'Senior / PWD'),
      col('idNumber', 'OSCA/PWD ID No.'),
      col('terminal', 'Terminal'),
      col('invoice', 'SI No.'),
      money('purchase', 'BNPC purchase'),
      money('discount', '5% discount'),
    ],
  },
  voids: {
    title: 'Void Report',
    columns: [
      col('date', 'Date', 'date'),
      col('terminal', 'Terminal'),
      col('voidNo', 'VOID No.'),
      col('invoice', 'SI No.'),
      col('invoiceDate', 'SI date', 'date'),
      col('cashier', 'Cashier'),
      money('amount', 'Amount voided'),
      col('reason', 'Reason'),
      col('voidedBy', 'Voided by'),
      col('approvedBy', 'Approved by'),
    ],
  },
  returns: {
    title: 'Return Report',
    columns: [
      col('date', 'Date', 'date'),
      col('terminal', 'Terminal'),
      col('returnNo', 'RETURN No.'),
      col('invoice', 'SI No.'),
      money('gross', 'Gross returned'),
      money('discounts', 'Discounts reversed'),
      money('vatRemoved', 'VAT exempted reversed'),
      money('refund', 'Refund'),
      col('refundMethod', 'Refunded by'),
      col('reason', 'Reason'),
      col('returnedBy', 'Returned by'),
      col('approvedBy', 'Approved by'),
    ],
  },
  discounts: {
    title: 'Discount Report',
    columns: [
      col('date', 'Date', 'date'),
      col('sales', 'Invoices', 'count'),
      money('promo', 'Promo'),
      money('senior', 'Senior citizen 20%'),
      money('pwd', 'PWD 20%'),
      money('vatRemoved', 'VAT exempted (SC/PWD)'),
      money('bnpc', 'BNPC 5%'),
      money('total', 'Total discounts'),
    ],
  },
  'short-over': {
    title: 'Cashier Short/Over Report',
    columns: [
      col('date', 'Date', 'date'),
      col('terminal', 'Terminal'),
      col('shiftNo', 'Shift', 'count'),
      col('cashier', 'Cashier'),
      col('closedAt', 'Closed'),
      money('expected', 'Expected cash'),
      money('declared', 'Declared cash'),
      money('shortOver', 'Short (−) / over'),
    ],
  },
};

/** A calendar date: 2026-02-30 is refused here, not by the database. */
export const reportDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
  }, 'No such date');

/** At most a year and a day per report: a longer range is split by the one who asks. */
export const POS_REPORT_MAX_DAYS = 366;

export const posReportQuerySchema = z
  .object({ from: reportDateSchema, to: reportDateSchema, terminalId: z.uuid().optional() })
  .refine((q) => q.from <= q.to, { message: 'The first date must not be after the last', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < POS_REPORT_MAX_DAYS, {
    message: `Ask for at most ${POS_REPORT_MAX_DAYS} days at a time`,
    path: ['from'],
  });
export type PosReportQuery = z.output<typeof posReportQuerySchema>;

export const posReportParamsSchema = z.object({ report: z.enum(POS_REPORTS) });

const cell = z.union([z.string(), z.number(), z.null()]);
export const posReportSchema = z
  .object({
    report: z.enum(POS_REPORTS),
    title: z.string(),
    from: z.string(),
    to: z.string(),
    terminalName: z.string().nullable(),
    columns: z.array(
      z.object({ key: z.string(), label: z.string(), kind: z.enum(['text', 'date', 'money', 'count']) }),
    ),
    rows: z.array(z.record(z.string(), cell)),
    /** The sums of the money columns (and of the invoice counts of the discount report). */
    totals: z.record(z.string(), z.number()),
  })
  .meta({ id: 'PosReport' });
export type PosReport = z.output<typeof posReportSchema>;

export const posReportsContract = {
  getPosReport: endpoint({
    method: 'get',
    path: '/api/sales/reports/{report}',
    params: posReportParamsSchema,
    query: posReportQuerySchema,
    response: posReportSchema,
  }),
};

/** Columns summed in the totals row: money, and the discount report's invoice count. */
const summed = (c: ReportColumn) => c.kind === 'money' || c.key === 'sales';

/** The totals row of a report's rows. */
export function reportTotals(columns: ReportColumn[], rows: ReportRow[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const c of columns.filter(summed))
    totals[c.key] = rows.reduce(
      (sum, r) => sum + (typeof r[c.key] === 'number' ? (r[c.key] as number) : 0),
      0,
    );
  return totals;
}

/** A report from its rows: its definition, and the totals of its rows. */
export function buildPosReport(
  report: PosReportName,
  q: { from: string; to: string; terminalName: string | null },
  rows: ReportRow[],
): PosReport {
  const { title, columns } = POS_REPORT_DEFS[report];
  return { report, title, ...q, columns, rows, totals: reportTotals(columns, rows) };
}

/** One row of the BIR Sales Summary: a Z-reading's stored figures. */
export function birSummaryRow(f: ReadingFigures, terminal: string): ReportRow {
  return {
    date: f.businessDate,
    terminal,
    beginningSi: f.invoices.first,
    endingSi: f.invoices.last,
    grandTotalEnd: f.presentAccumulatedCentavos,
    grandTotalBeginning: f.previousAccumulatedCentavos,
    gross: f.grossCentavos,
    vatable: f.vat.vatableSalesCentavos,
    vat: f.vat.vatCentavos,
    exempt: f.vat.vatExemptSalesCentavos,
    zeroRated: f.vat.zeroRatedSalesCentavos,
    scPwd: f.discounts.scPwdCentavos,
    bnpc: f.discounts.bnpcCentavos,
    promo: f.discounts.promoCentavos,
    returns: f.returnsCentavos,
    voids: f.voidsCentavos,
    vatAdjustment: f.vatAdjustmentCentavos,
    net: f.netCentavos,
    zCounter: f.zCounter,
    resetCounter: f.resetCounter,
  };
}

/** A cell as text: money with two decimals ("1234.50", no peso sign: for files), the rest as is. */
export function reportCellText(c: ReportColumn, v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  if (c.kind === 'money' && typeof v === 'number') return (v / 100).toFixed(2);
  return String(v);
}

/** The report as a table for a file: the header row, the rows, the totals row ("Total" first). */
export function reportTable(r: PosReport, moneyAs: 'text' | 'number' = 'text'): (string | number | null)[][] {
  const cellOf = (c: ReportColumn, v: string | number | null | undefined) =>
    moneyAs === 'number' && c.kind === 'money' && typeof v === 'number' ? v / 100 : reportCellText(c, v);
  const out: (string | number | null)[][] = [r.columns.map((c) => c.label)];
  for (const row of r.rows) out.push(r.columns.map((c) => cellOf(c, row[c.key])));
  if (r.rows.length > 0)
    out.push(
      r.columns.map((c, i) => (i === 0 ? 'Total' : c.key in r.totals ? cellOf(c, r.totals[c.key]) : '')),
    );
  return out;
}
