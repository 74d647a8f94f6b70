import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  type AccountingColumn,
  type AccountingReport,
  accountingCellText,
  accountingReportFileName,
  formatManilaDateTime,
} from '@fbms/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
type Pdfmake = typeof import('pdfmake');
let loaded: Pdfmake | undefined;

/** pdfmake on first use, reading only its Roboto fonts (as the invoice's PDF does; modules/sales). */
function pdfmake(): Pdfmake {
  if (loaded) return loaded;
  const lib = require('pdfmake') as Pdfmake;
  const fonts = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  lib.setFonts({
    Roboto: {
      normal: join(fonts, 'Roboto-Regular.ttf'),
      bold: join(fonts, 'Roboto-Medium.ttf'),
      italics: join(fonts, 'Roboto-Italic.ttf'),
      bolditalics: join(fonts, 'Roboto-MediumItalic.ttf'),
    },
  });
  lib.setUrlAccessPolicy(() => false);
  lib.setLocalAccessPolicy((path) => path.startsWith(fonts));
  loaded = lib;
  return lib;
}

/** The store as the report's heading names it. */
export interface ReportStore {
  name: string;
  address: string;
  taxId: string;
}

/** Pesos without the sign ("1,902.50"), negatives in parentheses as statements print them. */
const AMOUNT = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cellText = (c: AccountingColumn, v: string | number | null | undefined) =>
  c.kind === 'money' && typeof v === 'number'
    ? v < 0
      ? `(${AMOUNT.format(-v / 100)})`
      : AMOUNT.format(v / 100)
    : accountingCellText(c, v);

const CHECK_TEXT: Record<string, string> = {
  'debits-equal-credits': 'Debits equal credits',
  'opening-balances': 'Opening debit balances equal opening credit balances',
  'closing-balances': 'Closing debit balances equal closing credit balances',
  'assets-equal-liabilities-and-equity': 'Total assets equal total liabilities and equity',
  'cash-reconciles': "Cash at the end equals the cash accounts' balance",
};

/** The period line: the balance sheet is as of its last date; the others are for the range. */
export function periodText(
  r: Pick<AccountingReport, 'report' | 'from' | 'to' | 'compareFrom' | 'compareTo'>,
) {
  const range = (from: string, to: string) =>
    r.report === 'balance-sheet' ? `as of ${to}` : from === to ? from : `${from} to ${to}`;
  const main = range(r.from, r.to);
  return r.compareFrom && r.compareTo ? `${main}, compared with ${range(r.compareFrom, r.compareTo)}` : main;
}

/**
 * An accounting report as a pdfmake document: A4 (landscape when wide), the store and the period at the
 * head, the table (header repeated on every page, amounts right-aligned, headings, subtotals and totals
 * bold), then the report's checks. Pure, so a test can read every text it draws.
 */
export function accountingReportDocDefinition(
  r: AccountingReport,
  store: ReportStore,
  printedAt: string,
): TDocumentDefinitions {
  const right = (c: AccountingColumn): 'right' | 'left' =>
    c.kind === 'money' || c.kind === 'count' ? 'right' : 'left';
  const n = r.columns.length;
  const body: TableCell[][] = [
    r.columns.map((c) => ({ text: c.label, bold: true, alignment: right(c) })),
    ...r.rows.map((row): TableCell[] =>
      row.style === 'heading'
        ? [
            { text: row.label ?? '', bold: true, colSpan: n, margin: [0, 4, 0, 0] },
            ...r.columns.slice(1).map(() => ({ text: '' })),
          ]
        : r.columns.map((c, i) => ({
            text: cellText(c, row.cells[c.key]),
            alignment: right(c),
            bold: row.style !== 'line',
            ...(i <= 1 && row.indent
              ? { margin: [row.indent * 8, 0, 0, 0] as [number, number, number, number] }
              : {}),
          })),
    ),
  ];
  const wide = n > 6;
  const title = r.account ? `${r.title} — ${r.account.code} ${r.account.name}` : r.title;
  const content: Content[] = [
    { text: store.name || 'FBMS', bold: true, fontSize: 12 },
    ...[store.address, store.taxId ? `TIN ${store.taxId}` : ''].filter(Boolean).map((text) => ({ text })),
    { text: title, bold: true, fontSize: 14, margin: [0, 8, 0, 2] },
    {
      text: `${periodText(r)} · amounts in Philippine pesos (₱) · printed ${formatManilaDateTime(printedAt)}`,
      fontSize: 9,
      margin: [0, 0, 0, 8],
    },
    r.rows.length === 0
      ? { text: r.emptyNote ?? 'No entry in this period.', italics: true }
      : {
          table: {
            headerRows: 1,
            widths: r.columns.map((c) =>
              c.key === 'label' || c.key === 'memo' || c.key === 'account' ? '*' : 'auto',
            ),
            body,
          },
          layout: 'lightHorizontalLines',
          fontSize: n > 9 ? 7 : 8.5,
        },
    ...(r.truncated
      ? [
          {
            text: 'This report stops at 20,000 journal lines: print a shorter range.',
            italics: true,
            margin: [0, 6, 0, 0],
          } as Content,
        ]
      : []),
    ...r.checks.map(
      (c): Content => ({
        text: `${c.ok ? '✓' : '✗'} ${CHECK_TEXT[c.key]}${c.compare ? ' (comparison)' : ''}: ${AMOUNT.format(c.leftCentavos / 100)} and ${AMOUNT.format(c.rightCentavos / 100)}`,
        fontSize: 8.5,
        margin: [0, 4, 0, 0],
      }),
    ),
  ];
  return {
    pageSize: 'A4',
    pageOrientation: wide ? 'landscape' : 'portrait',
    pageMargins: [28, 28, 28, 36],
    info: { title: `${title} ${periodText(r)}`, creator: 'FBMS', producer: 'FBMS' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5 },
    footer: (page, pages) => ({
      text: `${r.title} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
    content,
  };
}

export function accountingReportPdf(
  r: AccountingReport,
  store: ReportStore,
  printedAt: string,
): Promise<Buffer> {
  return pdfmake()
    .createPdf(accountingReportDocDefinition(r, store, printedAt))
    .getBuffer();
}

export const accountingPdfName = (r: AccountingReport) => `${accountingReportFileName(r)}.pdf`;
