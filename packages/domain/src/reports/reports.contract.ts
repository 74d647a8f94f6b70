import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { reportDateSchema } from '../sales/pos-reports.contract.ts';

/**
 * Reports & Analytics (/api/reports/{report}): the store's sales, profit, purchases and slow stock for a
 * range of business dates, over the branches the person works in (or one of them). Every report is one
 * table (columns, rows, totals) like the POS back-end reports, so the screen, the chart, the CSV/XLSX
 * export and the PDF draw the same figures.
 *
 * How the sales figures are defined (the same for every sales report, so their totals agree):
 * - A sale counts on its business date, unless voided; a return counts on the return's business date.
 * - gross: the lines at their selling price; discounts: promo, BNPC and senior/PWD discounts and the
 *   VAT a senior/PWD sale is exempt from (so gross − discounts − returns = net);
 *   returns: the refunds; net: what customers paid (the invoices' amounts due) less the refunds, VAT
 *   included; vat: the invoices' VAT less the returns' VAT; exVat = net − vat.
 * - cost: the cost of the stock the sales took (their stock movements at their unit cost) less the cost
 *   of what returns put back; profit = exVat − cost; margin = profit ÷ exVat, in percent (one decimal).
 *
 * Purchases by supplier, on the receiving vouchers' and supplier returns' business dates: received = the
 * vouchers' totals (goods, freight and other costs; VAT included for a VAT-registered supplier: what the
 * store owes); returned = the supplier returns' totals (VAT included); net = received − returned;
 * inputVat = the vouchers' input VAT less the returns'; exVat = net − inputVat (the basis stock is valued on).
 */
export const REPORTS = [
  'sales-by-day',
  'sales-by-product',
  'sales-by-category',
  'sales-by-cashier',
  'sales-by-payment',
  'sales-by-branch',
  'purchases-by-supplier',
  'slow-movers',
] as const;
export type ReportName = (typeof REPORTS)[number];

/**
 * text, a business date, money in centavos, a count, a decimal number (a quantity in its unit), a
 * percentage. Money and counts are totalled; a percentage's total is computed from the totals.
 */
export const REPORT_COLUMN_KINDS = ['text', 'date', 'money', 'count', 'number', 'percent'] as const;
export type AnalyticsColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export interface AnalyticsColumn {
  key: string;
  label: string;
  kind: AnalyticsColumnKind;
  /** Cost, profit or margin: shown only to those who may export reports (manager, accountant, admin). */
  cost?: boolean;
}

const col = (key: string, label: string, kind: AnalyticsColumnKind = 'text'): AnalyticsColumn => ({
  key,
  label,
  kind,
});
const money = (key: string, label: string) => col(key, label, 'money');
const costCol = (c: AnalyticsColumn): AnalyticsColumn => ({ ...c, cost: true });

/** The money columns every sales report ends with (see the definitions above). */
const SALES_MONEY = [
  money('net', 'Net sales'),
  money('vat', 'VAT'),
  costCol(money('exVat', 'Sales less VAT')),
  costCol(money('cost', 'Cost of goods')),
  costCol(money('profit', 'Gross profit')),
  costCol(col('margin', 'Margin %', 'percent')),
];
const SALES_DOCS = [
  col('invoices', 'Invoices', 'count'),
  money('gross', 'Gross sales'),
  money('discounts', 'Discounts'),
  money('returns', 'Returns'),
];

export interface ReportDef {
  title: string;
  columns: AnalyticsColumn[];
  /** The whole report is about cost (what was bought): only those who may export reports see it. */
  costOnly?: boolean;
  /** Count columns whose total is not the sum of the rows (an invoice with two categories counts in both). */
  unsummed?: readonly string[];
  /** The screen's bar chart: the column along its axis and the money column it draws (none: no chart). */
  chart?: { label: string; value: string };
}

/** Each report's title (as its PDF prints it) and columns, in order. */
export const REPORT_DEFS: Record<ReportName, ReportDef> = {
  'sales-by-day': {
    title: 'Sales by Day',
    columns: [col('date', 'Date', 'date'), ...SALES_DOCS, ...SALES_MONEY],
    chart: { label: 'date', value: 'net' },
  },
  'sales-by-product': {
    title: 'Sales by Product',
    columns: [
      col('product', 'Product'),
      col('sku', 'SKU'),
      col('category', 'Category'),
      col('unit', 'Unit'),
      col('qty', 'Quantity sold', 'number'),
      ...SALES_MONEY,
    ],
    chart: { label: 'product', value: 'net' },
  },
  'sales-by-category': {
    title: 'Sales by Category',
    columns: [col('category', 'Category'), col('invoices', 'Invoices', 'count'), ...SALES_MONEY],
    unsummed: ['invoices'],
    chart: { label: 'category', value: 'net' },
  },
  'sales-by-cashier': {
    title: 'Sales by Cashier',
    columns: [col('cashier', 'Cashier'), ...SALES_DOCS, ...SALES_MONEY],
    chart: { label: 'cashier', value: 'net' },
  },
  'sales-by-payment': {
    title: 'Sales by Payment Method',
    columns: [
      col('method', 'Payment method'),
      col('payments', 'Payments', 'count'),
      money('received', 'Amount'),
      money('refunded', 'Refunded'),
      money('net', 'Net amount'),
    ],
    chart: { label: 'method', value: 'net' },
  },
  'sales-by-branch': {
    title: 'Sales by Branch',
    columns: [col('branch', 'Branch'), ...SALES_DOCS, ...SALES_MONEY],
    chart: { label: 'branch', value: 'net' },
  },
  'purchases-by-supplier': {
    title: 'Purchases by Supplier',
    costOnly: true,
    columns: [
      col('supplier', 'Supplier'),
      col('vouchers', 'Receiving vouchers', 'count'),
      money('received', 'Received'),
      money('returned', 'Returned to supplier'),
      money('net', 'Net purchases'),
      money('inputVat', 'Input VAT'),
      money('exVat', 'Net less VAT'),
    ],
    chart: { label: 'supplier', value: 'net' },
  },
  'slow-movers': {
    title: 'Slow-Moving Stock',
    columns: [
      col('product', 'Product'),
      col('sku', 'SKU'),
      col('category', 'Category'),
      col('unit', 'Unit'),
      col('onHand', 'On hand', 'number'),
      costCol(money('stockValue', 'Stock at cost')),
      col('lastSold', 'Last sold', 'date'),
    ],
  },
};

/** At most a year and a day per report, as the POS reports. */
export const REPORT_MAX_DAYS = 366;

export const reportQuerySchema = z
  .object({
    from: reportDateSchema,
    to: reportDateSchema,
    /** One of the person's branches; none: every branch they work in (the switcher's choice first). */
    branchId: z.uuid().optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'The first date must not be after the last', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `Ask for at most ${REPORT_MAX_DAYS} days at a time`,
    path: ['from'],
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportParamsSchema = z.object({ report: z.enum(REPORTS) });

const cell = z.union([z.string(), z.number(), z.null()]);
export const analyticsReportSchema = z
  .object({
    report: z.enum(REPORTS),
    title: z.string(),
    from: z.string(),
    to: z.string(),
    /** The branch the figures are of; null: every branch the person works in. */
    branchName: z.string().nullable(),
    /** False: the cost, profit and margin columns were left out (the person may not export reports). */
    costsShown: z.boolean(),
    columns: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        kind: z.enum(REPORT_COLUMN_KINDS),
        cost: z.boolean().optional(),
      }),
    ),
    rows: z.array(z.record(z.string(), cell)),
    /** The sums of the money and count columns, and each percentage computed from those sums. */
    totals: z.record(z.string(), z.number()),
  })
  .meta({ id: 'AnalyticsReport' });
export type AnalyticsReport = z.output<typeof analyticsReportSchema>;
export type AnalyticsRow = Record<string, string | number | null>;

export const reportsContract = {
  getReport: endpoint({
    method: 'get',
    path: '/api/reports/{report}',
    params: reportParamsSchema,
    query: reportQuerySchema,
    response: analyticsReportSchema,
  }),
};

/** Margin in percent with one decimal: profit ÷ sales less VAT; null when nothing was sold. */
export function marginPercent(profitCentavos: number, exVatCentavos: number): number | null {
  if (exVatCentavos === 0) return null;
  return Math.round((profitCentavos / exVatCentavos) * 1000) / 10;
}

/** The totals row: money and counts summed; a margin from the summed profit and sales less VAT. */
export function analyticsTotals(
  columns: AnalyticsColumn[],
  rows: AnalyticsRow[],
  unsummed: readonly string[] = [],
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const c of columns.filter(
    (c) => (c.kind === 'money' || c.kind === 'count') && !unsummed.includes(c.key),
  ))
    totals[c.key] = rows.reduce(
      (sum, r) => sum + (typeof r[c.key] === 'number' ? (r[c.key] as number) : 0),
      0,
    );
  if (columns.some((c) => c.key === 'margin') && 'profit' in totals && 'exVat' in totals) {
    const m = marginPercent(totals.profit!, totals.exVat!);
    if (m !== null) totals.margin = m;
  }
  return totals;
}

/**
 * A report from its rows: its definition with the cost columns left out unless `costsShown`, and the
 * totals. Rows keep only the columns shown, so nothing hidden travels to the browser.
 */
export function buildAnalyticsReport(
  report: ReportName,
  q: { from: string; to: string; branchName: string | null; costsShown: boolean },
  rows: AnalyticsRow[],
): AnalyticsReport {
  const def = REPORT_DEFS[report];
  const columns = def.columns.filter((c) => q.costsShown || !c.cost);
  const keys = columns.map((c) => c.key);
  const shown = rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null])));
  return {
    report,
    title: def.title,
    ...q,
    columns,
    rows: shown,
    totals: analyticsTotals(columns, shown, def.unsummed),
  };
}

/** The sales figures of one row, from its sums (see the definitions at the top). */
export function salesFigures(s: { netCentavos: number; vatCentavos: number; costCentavos: number }): {
  net: number;
  vat: number;
  exVat: number;
  cost: number;
  profit: number;
  margin: number | null;
} {
  const exVat = s.netCentavos - s.vatCentavos;
  const profit = exVat - s.costCentavos;
  return {
    net: s.netCentavos,
    vat: s.vatCentavos,
    exVat,
    cost: s.costCentavos,
    profit,
    margin: marginPercent(profit, exVat),
  };
}

/** A cell as text for a file: money with two decimals, a percentage with one, the rest as is. */
export function analyticsCellText(c: AnalyticsColumn, v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  if (c.kind === 'money' && typeof v === 'number') return (v / 100).toFixed(2);
  if (c.kind === 'percent' && typeof v === 'number') return v.toFixed(1);
  return String(v);
}

/** The report as a table for a file: header, rows, and the totals row ("Total" first). */
export function analyticsTable(
  r: AnalyticsReport,
  moneyAs: 'text' | 'number' = 'text',
): (string | number | null)[][] {
  const cellOf = (c: AnalyticsColumn, v: string | number | null | undefined) =>
    moneyAs === 'number' && typeof v === 'number'
      ? c.kind === 'money'
        ? v / 100
        : v
      : analyticsCellText(c, v);
  const out: (string | number | null)[][] = [r.columns.map((c) => c.label)];
  for (const row of r.rows) out.push(r.columns.map((c) => cellOf(c, row[c.key])));
  if (r.rows.length > 0)
    out.push(
      r.columns.map((c, i) => (i === 0 ? 'Total' : c.key in r.totals ? cellOf(c, r.totals[c.key]) : '')),
    );
  return out;
}
