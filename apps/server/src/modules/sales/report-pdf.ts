import { formatManilaDateTime, type PosReport } from '@fbms/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { type ReportStore, tableDocDefinition, tablePdf } from '../../platform/table-pdf.ts';

export type { ReportStore };

const period = (r: PosReport) => (r.from === r.to ? r.from : `${r.from} to ${r.to}`);

/** A POS report as the shared report table (platform/table-pdf.ts): the period and the terminal under the title. */
const asTable = (r: PosReport, printedAt: string) => ({
  title: r.title,
  subtitle: `Business dates ${period(r)} · ${r.terminalName ? `Terminal ${r.terminalName}` : 'All terminals'} · amounts in Philippine pesos (₱) · printed ${formatManilaDateTime(printedAt)}`,
  documentTitle: `${r.title} ${period(r)}`,
  columns: r.columns,
  rows: r.rows,
  totals: r.totals,
  emptyText: 'No document in this period.',
});

/**
 * A POS report as a pdfmake document: A4 landscape, the store and the period at the head, the table
 * (header row repeated on every page, amounts right-aligned, the totals row bold). Pure, so a test can
 * read every text it draws.
 */
export function reportDocDefinition(
  r: PosReport,
  store: ReportStore,
  printedAt: string,
): TDocumentDefinitions {
  return tableDocDefinition(asTable(r, printedAt), store);
}

export function reportPdf(r: PosReport, store: ReportStore, printedAt: string): Promise<Buffer> {
  return tablePdf(asTable(r, printedAt), store);
}

/** "bir-sales-summary-2026-03-01-to-2026-03-31.pdf". */
export const reportFileName = (r: PosReport) => `${r.report}-${r.from}-to-${r.to}.pdf`;
