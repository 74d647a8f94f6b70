import type { AnalyticsColumn, ReportName } from '@fbms/domain';
import { formatPeso } from '../../lib/format.ts';
import { REPORT_COLUMN_KEYS, type ReportColumnKey, type useReportsT } from './reports.i18n.ts';

const NUMBER = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 3 });
const COUNT = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

/** A cell as the screen shows it: pesos, up to 3 decimals, a count, "23.5%"; nothing is "—". */
export function formatCell(c: Pick<AnalyticsColumn, 'kind'>, v: string | number | null | undefined): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v !== 'number') return v;
  switch (c.kind) {
    case 'money':
      return formatPeso(v);
    case 'number':
      return NUMBER.format(v);
    case 'count':
      return COUNT.format(v);
    case 'percent':
      return `${v.toFixed(1)}%`;
    default:
      return String(v);
  }
}

export const isNumeric = (c: Pick<AnalyticsColumn, 'kind'>) =>
  c.kind === 'money' || c.kind === 'count' || c.kind === 'number' || c.kind === 'percent';

/** A column's label in the person's language, by its key (the server's English label if the key is new). */
export function columnLabel(
  t: ReturnType<typeof useReportsT>,
  report: ReportName,
  c: AnalyticsColumn,
): string {
  const own = (
    {
      'sales-by-payment': ['received', 'net'],
      'purchases-by-supplier': ['received', 'net', 'exVat'],
    } as Partial<Record<ReportName, string[]>>
  )[report];
  if (own?.includes(c.key)) return t(`columnsOf.${report}.${c.key}` as Parameters<typeof t>[0]);
  return REPORT_COLUMN_KEYS.includes(c.key as ReportColumnKey)
    ? t(`columns.${c.key as ReportColumnKey}`)
    : c.label;
}
