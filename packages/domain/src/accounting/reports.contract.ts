import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { SOURCE_TYPES } from './posting.ts';
import { STATEMENT_CHECKS } from './statements.ts';

/**
 * The general ledger's reports (issue 22), /api/accounting/reports/{report}: the trial balance, the
 * general ledger by account, the income statement, the balance sheet and the cash flow (indirect), and
 * the BIR books of accounts — general journal, cash receipts, cash disbursements, sales and purchase
 * journals (the general ledger of all accounts is the general ledger without an account). Each is for a
 * range of Manila business dates, with an optional comparison range, and is one table (columns, rows,
 * checks) so the screen, the XLSX file and the PDF draw the same thing.
 */
export const ACCOUNTING_REPORTS = [
  'trial-balance',
  'general-ledger',
  'income-statement',
  'balance-sheet',
  'cash-flow',
  'general-journal',
  'cash-receipts',
  'cash-disbursements',
  'sales-journal',
  'purchase-journal',
] as const;
export type AccountingReportName = (typeof ACCOUNTING_REPORTS)[number];

/** The statements (a second column for the comparison); the others list entries. */
export const STATEMENT_REPORTS: readonly AccountingReportName[] = [
  'trial-balance',
  'income-statement',
  'balance-sheet',
  'cash-flow',
];

/** Each report's title, as its PDF prints it (BIR's English names for the books). */
export const ACCOUNTING_REPORT_TITLES: Record<AccountingReportName, string> = {
  'trial-balance': 'Trial Balance',
  'general-ledger': 'General Ledger',
  'income-statement': 'Income Statement',
  'balance-sheet': 'Balance Sheet',
  'cash-flow': 'Statement of Cash Flows (indirect method)',
  'general-journal': 'General Journal',
  'cash-receipts': 'Cash Receipts Book',
  'cash-disbursements': 'Cash Disbursements Book',
  'sales-journal': 'Sales Journal',
  'purchase-journal': 'Purchase Journal',
};

/** Source types of the sales journal. */
export const SALES_SOURCE_TYPES = ['sale', 'sale_void', 'sale_return'] as const;

/** At most this many journal lines in one listing report; a longer one is cut and says so. */
export const REPORT_LINE_LIMIT = 20_000;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

export const accountingReportQuerySchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    compareFrom: dateSchema.optional(),
    compareTo: dateSchema.optional(),
    /** The general ledger of one account (all accounts without it). */
    accountId: z.uuid().optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'The first date must not be after the last', path: ['to'] })
  .refine((q) => (q.compareFrom === undefined) === (q.compareTo === undefined), {
    message: 'Give both dates of the comparison, or neither',
    path: ['compareTo'],
  })
  .refine((q) => !q.compareFrom || !q.compareTo || q.compareFrom <= q.compareTo, {
    message: 'The first date must not be after the last',
    path: ['compareTo'],
  });
export type AccountingReportQuery = z.output<typeof accountingReportQuerySchema>;

export const accountingReportParamsSchema = z.object({ report: z.enum(ACCOUNTING_REPORTS) });

export type AccountingColumnKind = 'text' | 'date' | 'money' | 'count';
export interface AccountingColumn {
  key: string;
  label: string;
  kind: AccountingColumnKind;
}

const cell = z.union([z.string(), z.number(), z.null()]);
export const accountingReportRowSchema = z.object({
  /** heading: one label across the table (row.label); line, subtotal, total: the cells. */
  style: z.enum(['heading', 'line', 'subtotal', 'total']),
  label: z.string().optional(),
  /** A fixed line's or heading's key, for the screen's own words (the label is the English). */
  labelKey: z.string().optional(),
  cells: z.record(z.string(), cell),
  indent: z.number().int().optional(),
  /** The account the row is of (drill-down to its general ledger). */
  accountId: z.string().optional(),
  /** The entry the row is of (drill-down to the entry and its document). */
  entryId: z.string().optional(),
});
export type AccountingReportRow = z.output<typeof accountingReportRowSchema>;

export const statementCheckSchema = z.object({
  key: z.enum(STATEMENT_CHECKS),
  ok: z.boolean(),
  leftCentavos: z.number(),
  rightCentavos: z.number(),
  compare: z.boolean(),
});

export const accountingReportSchema = z
  .object({
    report: z.enum(ACCOUNTING_REPORTS),
    title: z.string(),
    from: z.string(),
    to: z.string(),
    compareFrom: z.string().nullable(),
    compareTo: z.string().nullable(),
    account: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
    columns: z.array(
      z.object({ key: z.string(), label: z.string(), kind: z.enum(['text', 'date', 'money', 'count']) }),
    ),
    rows: z.array(accountingReportRowSchema),
    checks: z.array(statementCheckSchema),
    /** A listing cut at REPORT_LINE_LIMIT journal lines. */
    truncated: z.boolean(),
    /** Said when the report has no row (English; the screen has its own words by report). */
    emptyNote: z.string().nullable(),
  })
  .meta({ id: 'AccountingReport' });
export type AccountingReport = z.output<typeof accountingReportSchema>;

export const journalEntryDetailSchema = z
  .object({
    id: z.string(),
    entryNo: z.number(),
    date: z.string(),
    documentDate: z.string(),
    lateNote: z.string().nullable(),
    memo: z.string(),
    sourceType: z.enum(SOURCE_TYPES),
    sourceId: z.string(),
    sourceNumber: z.string().nullable(),
    reversesEntryId: z.string().nullable(),
    postedByName: z.string().nullable(),
    postedAt: z.string(),
    totalCentavos: z.number(),
    lines: z.array(
      z.object({
        lineNo: z.number(),
        accountId: z.string(),
        code: z.string(),
        name: z.string(),
        debitCentavos: z.number(),
        creditCentavos: z.number(),
        memo: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'JournalEntryDetail' });
export type JournalEntryDetail = z.output<typeof journalEntryDetailSchema>;

export const accountingReportsContract = {
  getAccountingReport: endpoint({
    method: 'get',
    path: '/api/accounting/reports/{report}',
    params: accountingReportParamsSchema,
    query: accountingReportQuerySchema,
    response: accountingReportSchema,
  }),
  getJournalEntry: endpoint({
    method: 'get',
    path: '/api/accounting/reports/entries/{entryId}',
    params: z.object({ entryId: z.uuid() }),
    response: journalEntryDetailSchema,
  }),
};

/** A cell as text for a file: money with two decimals ("1234.50"), the rest as is. */
export function accountingCellText(c: AccountingColumn, v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  if (c.kind === 'money' && typeof v === 'number') return (v / 100).toFixed(2);
  return String(v);
}

/** The report as a table for a file: a header row, then each row (a heading's label in the first cell). */
export function accountingReportTable(
  r: AccountingReport,
  moneyAs: 'text' | 'number' = 'text',
): (string | number | null)[][] {
  const cellOf = (c: AccountingColumn, v: string | number | null | undefined) =>
    moneyAs === 'number' && c.kind === 'money' && typeof v === 'number' ? v / 100 : accountingCellText(c, v);
  const out: (string | number | null)[][] = [r.columns.map((c) => c.label)];
  for (const row of r.rows)
    out.push(
      row.style === 'heading'
        ? r.columns.map((_c, i) => (i === 0 ? (row.label ?? '') : ''))
        : r.columns.map((c) => cellOf(c, row.cells[c.key])),
    );
  return out;
}

/** "trial-balance-2026-01-01-to-2026-12-31". */
export const accountingReportFileName = (r: Pick<AccountingReport, 'report' | 'from' | 'to'>) =>
  `${r.report}-${r.from}-to-${r.to}`;
