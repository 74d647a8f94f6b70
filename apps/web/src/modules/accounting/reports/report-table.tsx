import type { AccountingColumn, AccountingReport, AccountingReportRow } from '@fbms/domain';
import { Anchor, Paper, Table } from '@mantine/core';
import { formatPeso } from '../../../lib/format.ts';
import {
  type ReportColumnKey,
  type ReportLineKey,
  type SourceKey,
  useAccountingReportsT,
} from './reports.i18n.ts';

const alignOf = (c: AccountingColumn) => (c.kind === 'money' || c.kind === 'count' ? 'right' : 'left');
const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * A report's table: headings across, subtotals and totals bold, amounts in pesos. An account's name
 * opens its general ledger; an entry's number opens the entry (and its source document).
 */
export function ReportTable({
  report,
  onAccount,
  onEntry,
}: {
  report: AccountingReport;
  onAccount: (accountId: string) => void;
  onEntry: (entryId: string) => void;
}) {
  const t = useAccountingReportsT();
  const label = (c: AccountingColumn) => t(`columns.${c.key as ReportColumnKey}`);
  const lineLabel = (key: string | undefined, fallback: string) =>
    key ? t(`lines.${key as ReportLineKey}`) : fallback;

  /** The column whose text a fixed line's own words replace: its first text that is not a date. */
  const labelColumn = (row: AccountingReportRow) =>
    row.labelKey
      ? report.columns.find((c) => typeof row.cells[c.key] === 'string' && !isDate(row.cells[c.key]))?.key
      : undefined;

  const cellContent = (row: AccountingReportRow, c: AccountingColumn, labelKey: string | undefined) => {
    const v = row.cells[c.key];
    if (c.key === labelKey) return lineLabel(row.labelKey, String(v));
    if (v === null || v === undefined || v === '') return '';
    if (c.kind === 'money' && typeof v === 'number') return formatPeso(v);
    if (c.key === 'sourceType' && typeof v === 'string') return t(`sources.${v as SourceKey}`);
    if (c.key === 'entryNo' && row.entryId)
      return (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onEntry(row.entryId!)}
          aria-label={t('openEntry', { no: v })}
        >
          {v}
        </Anchor>
      );
    if (
      (c.key === 'label' || c.key === 'account') &&
      row.accountId &&
      row.style === 'line' &&
      report.report !== 'general-ledger'
    )
      return (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => onAccount(row.accountId!)}
          aria-label={t('openLedger', { account: String(v) })}
        >
          {String(v)}
        </Anchor>
      );
    return String(v);
  };

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={Math.max(560, report.columns.length * 110)}>
        <Table highlightOnHover data-testid="accounting-report" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              {report.columns.map((c) => (
                <Table.Th key={c.key} ta={alignOf(c)}>
                  {label(c)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row, i) => {
              if (row.style === 'heading')
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows keep their order and have no id
                  <Table.Tr key={i}>
                    <Table.Th colSpan={report.columns.length} pt="md">
                      {row.accountId && report.report === 'general-ledger'
                        ? row.label
                        : lineLabel(row.labelKey, row.label ?? '')}
                    </Table.Th>
                  </Table.Tr>
                );
              const strong = row.style !== 'line';
              const labelKey = labelColumn(row);
              return (
                <Table.Tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows keep their order and have no id
                  key={i}
                  fw={strong ? 700 : undefined}
                  bg={row.style === 'total' ? 'var(--mantine-color-default-hover)' : undefined}
                >
                  {report.columns.map((c, j) => (
                    <Table.Td
                      key={c.key}
                      ta={alignOf(c)}
                      pl={
                        j <= 1 && row.indent
                          ? `calc(var(--mantine-spacing-sm) + ${row.indent * 16}px)`
                          : undefined
                      }
                      style={{ whiteSpace: c.kind === 'money' || c.kind === 'date' ? 'nowrap' : undefined }}
                    >
                      {cellContent(row, c, labelKey)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
