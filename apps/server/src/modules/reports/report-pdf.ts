import { type AnalyticsReport, formatManilaDateTime } from '@fbms/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  type ReportStore,
  type TableReport,
  tableDocDefinition,
  tablePdf,
} from '../../platform/table-pdf.ts';

const period = (r: AnalyticsReport) => (r.from === r.to ? r.from : `${r.from} to ${r.to}`);

/** An analytics report as the shared report table: the period, the branch and the unit under the title. */
function asTable(r: AnalyticsReport, printedAt: string): TableReport {
  return {
    title: r.title,
    subtitle: `Business dates ${period(r)} · ${r.branchName ?? 'All my branches'} · amounts in Philippine pesos (₱) · printed ${formatManilaDateTime(printedAt)}`,
    documentTitle: `${r.title} ${period(r)}`,
    columns: r.columns,
    rows: r.rows,
    totals: r.totals,
    emptyText: 'Nothing in this period.',
  };
}

/** The report as a pdfmake document (A4 landscape); pure, so a test can read every text it draws. */
export function analyticsDocDefinition(
  r: AnalyticsReport,
  store: ReportStore,
  printedAt: string,
): TDocumentDefinitions {
  return tableDocDefinition(asTable(r, printedAt), store);
}

export function analyticsPdf(r: AnalyticsReport, store: ReportStore, printedAt: string): Promise<Buffer> {
  return tablePdf(asTable(r, printedAt), store);
}

/** "sales-by-day-2026-03-01-to-2026-03-31.pdf". */
export const analyticsFileName = (r: AnalyticsReport) => `${r.report}-${r.from}-to-${r.to}.pdf`;
