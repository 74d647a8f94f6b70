import { formatManilaDateTime, type PosReport, type ReportColumn, reportCellText } from '@fbms/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from './invoice-pdf.ts';

/** The store as the report's heading names it. */
export interface ReportStore {
  name: string;
  address: string;
  taxId: string;
}

/** Pesos without the sign ("1,902.50"): the heading says the unit, and 20 columns must fit a page. */
const AMOUNT = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const cellText = (c: ReportColumn, v: string | number | null | undefined) =>
  c.kind === 'money' && typeof v === 'number' ? AMOUNT.format(v / 100) : reportCellText(c, v);

/**
 * A POS report as a pdfmake document: A4 landscape, the store and the period at the head, the table
 * (header row repeated on every page, amounts right-aligned, the totals row bold). Wide reports (the BIR
 * Sales Summary's 20 columns) print smaller. Pure, so a test can read every text it draws.
 */
export function reportDocDefinition(
  r: PosReport,
  store: ReportStore,
  printedAt: string,
): TDocumentDefinitions {
  const right = (c: ReportColumn): 'right' | 'left' =>
    c.kind === 'money' || c.kind === 'count' ? 'right' : 'left';
  const body: TableCell[][] = [
    r.columns.map((c) => ({ text: c.label, bold: true, alignment: right(c) })),
    ...r.rows.map((row) => r.columns.map((c) => ({ text: cellText(c, row[c.key]), alignment: right(c) }))),
  ];
  if (r.rows.length > 0)
    body.push(
      r.columns.map((c, i) => ({
        text: i === 0 ? 'Total' : c.key in r.totals ? cellText(c, r.totals[c.key]) : '',
        bold: true,
        alignment: right(c),
      })),
    );
  const fontSize = r.columns.length > 12 ? 6 : r.columns.length > 9 ? 7.5 : 9;
  const period = r.from === r.to ? r.from : `${r.from} to ${r.to}`;
  const content: Content[] = [
    { text: store.name || 'FBMS', bold: true, fontSize: 12 },
    ...[store.address, store.taxId ? `TIN ${store.taxId}` : ''].filter(Boolean).map((text) => ({ text })),
    { text: r.title, bold: true, fontSize: 14, margin: [0, 8, 0, 2] },
    {
      text: `Business dates ${period} · ${r.terminalName ? `Terminal ${r.terminalName}` : 'All terminals'} · amounts in Philippine pesos (₱) · printed ${formatManilaDateTime(printedAt)}`,
      fontSize: 9,
      margin: [0, 0, 0, 8],
    },
    r.rows.length === 0
      ? { text: 'No document in this period.', italics: true }
      : {
          table: { headerRows: 1, widths: r.columns.map(() => 'auto'), body },
          layout: 'lightHorizontalLines',
          fontSize,
        },
  ];
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [20, 24, 20, 32],
    info: { title: `${r.title} ${period}`, creator: 'FBMS', producer: 'FBMS' },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    footer: (page, pages) => ({
      text: `${r.title} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
    content,
  };
}

export function reportPdf(r: PosReport, store: ReportStore, printedAt: string): Promise<Buffer> {
  return pdfmake()
    .createPdf(reportDocDefinition(r, store, printedAt))
    .getBuffer();
}

/** "bir-sales-summary-2026-03-01-to-2026-03-31.pdf". */
export const reportFileName = (r: PosReport) => `${r.report}-${r.from}-to-${r.to}.pdf`;
