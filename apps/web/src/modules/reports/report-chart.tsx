import '@mantine/charts/styles.css';
import type { AnalyticsReport, ReportDef } from '@fbms/domain';
import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { formatPeso } from '../../lib/format.ts';
import { columnLabel, formatCell } from './report-format.ts';
import { useReportsT } from './reports.i18n.ts';

/** The axis' pesos in short ("₱220K"), so a phone's narrow axis shows them whole. */
const COMPACT = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** At most this many bars; sales by day draws every day in date order instead. */
const TOP = 12;

/** The bars a report draws: its label column against its money column (pesos), the 12 highest first. */
export function chartBars(r: AnalyticsReport, chart: NonNullable<ReportDef['chart']>) {
  const labelCol = r.columns.find((c) => c.key === chart.label);
  const bars = r.rows.map((row) => ({
    label: labelCol ? formatCell(labelCol, row[chart.label]) : String(row[chart.label] ?? '—'),
    value: typeof row[chart.value] === 'number' ? (row[chart.value] as number) / 100 : 0,
  }));
  if (labelCol?.kind === 'date') return [...bars].sort((a, b) => a.label.localeCompare(b.label));
  return [...bars].sort((a, b) => b.value - a.value).slice(0, TOP);
}

/** The bar chart above a report's table (Mantine charts follow the colour scheme, dark included). */
export function ReportChart({ r, chart }: { r: AnalyticsReport; chart: NonNullable<ReportDef['chart']> }) {
  const t = useReportsT();
  const labelCol = r.columns.find((c) => c.key === chart.label);
  const valueCol = r.columns.find((c) => c.key === chart.value);
  if (!labelCol || !valueCol || r.rows.length === 0) return null;
  const bars = chartBars(r, chart);
  const title = t('chartTitle', {
    value: columnLabel(t, r.report, valueCol),
    label: columnLabel(t, r.report, labelCol).toLowerCase(),
  });
  const top = labelCol.kind !== 'date' && r.rows.length > TOP;
  return (
    <Paper withBorder p="sm" data-tour="reports-chart" data-testid="reports-chart">
      <Text fw={600} size="sm" id="reports-chart-title">
        {title}
        {top ? ` · ${t('chartTop')}` : ''}
      </Text>
      <BarChart
        h={260}
        mt="xs"
        data={bars}
        dataKey="label"
        series={[{ name: 'value', label: columnLabel(t, r.report, valueCol), color: 'teal.6' }]}
        valueFormatter={(v) => formatPeso(Math.round(v * 100))}
        yAxisProps={{ tickFormatter: (v: number) => COMPACT.format(v), width: 56 }}
        tickLine="y"
        gridAxis="y"
        aria-labelledby="reports-chart-title"
        role="img"
      />
    </Paper>
  );
}
