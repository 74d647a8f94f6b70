import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from './pdfmake.ts';

/** The store as a report's heading names it. */
export interface ReportStore {
  name: string;
  address: string;
  taxId: string;
}

/** A column's kind: text and dates left-aligned; money, counts, numbers and percentages right-aligned. */
export type TableColumnKind = 'text' | 'date' | 'money' | 'count' | 'number' | 'percent';

export interface TableColumn {
  key: string;
  label: string;
  kind: TableColumnKind;
}

/** One table as a report prints it: every module's back-office report PDF draws through this. */
export interface TableReport {
  title: string;
  /** The line under the title: the period, the place, the unit of the amounts, when it was printed. */
  subtitle: string;
  /** The PDF's document title (its info block). */
  documentTitle: string;
  columns: TableColumn[];
  rows: Record<string, string | number | null>[];
  totals: Record<string, number>;
  /** What to print instead of an empty table. */
  emptyText: string;
}

/** Pesos without the sign ("1,902.50"): the heading says the unit, and 20 columns must fit a page. */
const AMOUNT = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const NUMBER = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 3 });

export function tableCellText(c: TableColumn, v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') {
    if (c.kind === 'money') return AMOUNT.format(v / 100);
    if (c.kind === 'number') return NUMBER.format(v);
    if (c.kind === 'percent') return `${v.toFixed(1)}%`;
  }
  return String(v);
}

const alignment = (c: TableColumn): 'right' | 'left' =>
  c.kind === 'text' || c.kind === 'date' ? 'left' : 'right';

/**
 * A report table as a pdfmake document: A4 landscape, the store and the subtitle at the head, the table
 * (header row repeated on every page, figures right-aligned, the totals row bold). Wide tables (the BIR
 * Sales Summary's 20 columns) print smaller. Pure, so a test can read every text it draws.
 */
export function tableDocDefinition(r: TableReport, store: ReportStore): TDocumentDefinitions {
  const body: TableCell[][] = [
    r.columns.map((c) => ({ text: c.label, bold: true, alignment: alignment(c) })),
    ...r.rows.map((row) =>
      r.columns.map((c) => ({ text: tableCellText(c, row[c.key]), alignment: alignment(c) })),
    ),
  ];
  if (r.rows.length > 0)
    body.push(
      r.columns.map((c, i) => ({
        text: i === 0 ? 'Total' : c.key in r.totals ? tableCellText(c, r.totals[c.key]) : '',
        bold: true,
        alignment: alignment(c),
      })),
    );
  const fontSize = r.columns.length > 12 ? 6 : r.columns.length > 9 ? 7.5 : 9;
  const content: Content[] = [
    { text: store.name || 'FBMS', bold: true, fontSize: 12 },
    ...[store.address, store.taxId ? `TIN ${store.taxId}` : ''].filter(Boolean).map((text) => ({ text })),
    { text: r.title, bold: true, fontSize: 14, margin: [0, 8, 0, 2] },
    { text: r.subtitle, fontSize: 9, margin: [0, 0, 0, 8] },
    r.rows.length === 0
      ? { text: r.emptyText, italics: true }
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
    info: { title: r.documentTitle, creator: 'FBMS', producer: 'FBMS' },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    footer: (page, pages) => ({
      text: `${r.title} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
    content,
  };
}

export function tablePdf(r: TableReport, store: ReportStore): Promise<Buffer> {
  return pdfmake().createPdf(tableDocDefinition(r, store)).getBuffer();
}
