import type { AnalyticsReport } from '@fbms/domain';
import { Paper, Table } from '@mantine/core';
import { columnLabel, formatCell, isNumeric } from './report-format.ts';
import { useReportsT } from './reports.i18n.ts';

/** Dates, amounts and counts stay on one line; names may wrap. */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A report's rows and its bold totals row. A wide report scrolls sideways inside its frame (at 360 px),
 * never the page.
 */
export function ReportTable({ r }: { r: AnalyticsReport }) {
  const t = useReportsT();
  const align = (c: AnalyticsReport['columns'][number]) => (isNumeric(c) ? 'right' : 'left');
  return (
    <Paper withBorder maw="100%" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={Math.max(320, r.columns.length * 120)} type="native">
        <Table striped highlightOnHover data-testid="analytics-report">
          <Table.Thead>
            <Table.Tr>
              {r.columns.map((c) => (
                <Table.Th key={c.key} ta={align(c)} style={{ whiteSpace: 'nowrap' }}>
                  {columnLabel(t, r.report, c)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows keep their order and have no id
              <Table.Tr key={i}>
                {r.columns.map((c) => (
                  <Table.Td key={c.key} ta={align(c)} style={c.kind === 'text' ? undefined : NOWRAP}>
                    {formatCell(c, row[c.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="analytics-totals" fw={700}>
              {r.columns.map((c, i) => (
                <Table.Td key={c.key} ta={align(c)} fw={700} style={NOWRAP}>
                  {i === 0 ? t('total') : c.key in r.totals ? formatCell(c, r.totals[c.key]) : ''}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
