import { analyticsTable, manilaDate, REPORT_DEFS, type ReportName, type ReportQuery } from '@fbms/domain';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { downloadTable, type TableFormat } from '../../lib/download-file.ts';
import { ExportButtons } from '../../lib/export-buttons.tsx';
import { notify } from '../../lib/notify.ts';
import { hasPermission } from '../../lib/session.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useUserSettings } from '../../shell/user-settings.ts';
import { MoreReports } from './more-reports.tsx';
import {
  type DateRange,
  isRangeAllowed,
  lastDaysOf,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
} from './report-range.ts';
import { ReportTable } from './report-table.tsx';
import { useReportsT } from './reports.i18n.ts';
import { reportsQueries } from './reports.queries.ts';

const ALL = 'all';

/** The chart library (recharts) loads only when a chart is drawn. */
const ReportChart = lazy(() => import('./report-chart.tsx').then((m) => ({ default: m.ReportChart })));

const PICKER: { group: 'sales' | 'purchases' | 'stock'; reports: ReportName[]; exporterOnly?: true }[] = [
  {
    group: 'sales',
    reports: [
      'sales-by-day',
      'sales-by-product',
      'sales-by-category',
      'sales-by-cashier',
      'sales-by-payment',
      'sales-by-branch',
    ],
  },
  // Purchases are at cost: only those who may export reports see them (the server refuses others).
  { group: 'purchases', reports: ['purchases-by-supplier'], exporterOnly: true },
  { group: 'stock', reports: ['slow-movers'] },
];

const EMPTY: Record<ReportName, 'sales' | 'payments' | 'purchases' | 'slow'> = {
  'sales-by-day': 'sales',
  'sales-by-product': 'sales',
  'sales-by-category': 'sales',
  'sales-by-cashier': 'sales',
  'sales-by-payment': 'payments',
  'sales-by-branch': 'sales',
  'purchases-by-supplier': 'purchases',
  'slow-movers': 'slow',
};

/**
 * /reports: pick a report, the business dates (presets, the last N days of the person's setting first)
 * and, for a person in two or more branches, a branch; read it as a bar chart and a table; save it as
 * CSV, XLSX or PDF in the formats the person's settings name (those who may export reports).
 */
export function ReportsScreen() {
  const t = useReportsT();
  const me = useCurrentUser();
  const settings = useUserSettings();
  const lastDays = lastDaysOf(settings.reports.dataRange);
  const chartsOn = settings.reports.includeCharts;
  const canExport = !!me && hasPermission(me, 'reports:export');

  const today = manilaDate(new Date());
  const [report, setReport] = useState<ReportName>('sales-by-day');
  // null: the default range, the last N days of the person's setting (it may load after the screen).
  const [picked, setPicked] = useState<DateRange | null>(null);
  const range = picked ?? presetRange('lastDays', today, lastDays);
  const [branch, setBranch] = useState<string | null>(null);
  const branches = me?.branches ?? [];
  const branchId = branch ?? me?.activeBranchId ?? ALL;

  const rangeOk = isRangeAllowed(range);
  const query: ReportQuery = { ...range, ...(branchId !== ALL ? { branchId } : {}) };
  const data = useQuery({ ...reportsQueries.report(report, query), enabled: rangeOk && !!me });
  const r = data.data?.report === report ? data.data : undefined;
  const def = REPORT_DEFS[report];

  const activePreset = RANGE_PRESETS.find((p) => {
    const x = presetRange(p, today, lastDays);
    return x.from === range.from && x.to === range.to;
  });
  const presetLabel = (p: RangePreset) =>
    p === 'lastDays' ? t('presets.lastDays', { count: lastDays }) : t(`presets.${p}`);

  const download = async (format: TableFormat) => {
    if (!r) return;
    try {
      await downloadTable(
        r.report,
        def.title.slice(0, 31),
        analyticsTable(r, format === 'xlsx' ? 'number' : 'text'),
        format,
      );
    } catch (e) {
      notify.error({ title: t('title'), message: (e as Error).message });
    }
  };
  const pdfHref = `/api/reports/${report}/pdf?${new URLSearchParams(query as Record<string, string>)}`;
  const shows = {
    csv: canExport && settings.reports.exportFormats.includes('csv'),
    xlsx: canExport && settings.reports.exportFormats.includes('excel'),
    pdf: canExport && settings.reports.exportFormats.includes('pdf'),
  };
  const hidesCosts = r && !r.costsShown && def.columns.some((c) => c.cost);

  return (
    <Stack gap="md" maw="100%">
      <Stack gap={2}>
        <Title order={2}>{t('title')}</Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t('intro')}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: branches.length >= 2 ? 2 : 1 }}>
        <Select
          data-tour="reports-picker"
          label={t('report')}
          allowDeselect={false}
          data={PICKER.filter((g) => !g.exporterOnly || canExport).map((g) => ({
            group: t(`groups.${g.group}`),
            items: g.reports.map((name) => ({ value: name, label: t(`reports.${name}`) })),
          }))}
          value={report}
          onChange={(v) => v && setReport(v as ReportName)}
        />
        {branches.length >= 2 && (
          <Select
            label={t('branch')}
            allowDeselect={false}
            data={[
              // "All my branches" only while the top bar's switcher shows them all (else it would
              // read as all and show the switcher's one).
              ...(me?.activeBranchId ? [] : [{ value: ALL, label: t('allBranches') }]),
              ...branches.map((b) => ({ value: b.id, label: b.name })),
            ]}
            value={branchId}
            onChange={(v) => v && setBranch(v)}
          />
        )}
      </SimpleGrid>

      <Stack gap="xs" data-tour="reports-range">
        <SimpleGrid cols={2} maw={480}>
          <TextInput
            type="date"
            label={t('from')}
            value={range.from}
            onChange={(e) => setPicked({ ...range, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('to')}
            value={range.to}
            onChange={(e) => setPicked({ ...range, to: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Group gap={6} role="group" aria-label={t('presetsLabel')}>
          {RANGE_PRESETS.map((p) => (
            <Button
              key={p}
              size="compact-sm"
              variant={activePreset === p ? 'filled' : 'default'}
              aria-pressed={activePreset === p}
              onClick={() => setPicked(presetRange(p, today, lastDays))}
            >
              {presetLabel(p)}
            </Button>
          ))}
        </Group>
      </Stack>

      {!rangeOk && <Alert color="yellow">{t('badRange')}</Alert>}
      {rangeOk && data.isError && <LoadError error={data.error} onRetry={() => void data.refetch()} />}
      {rangeOk && !data.isError && !r && <Loader aria-label={t('title')} />}
      {rangeOk && !data.isError && r && (
        <>
          <Group justify="space-between" gap="xs">
            <Stack gap={0}>
              <Text fw={600}>{t(`reports.${report}`)}</Text>
              <Text size="sm" c="dimmed">
                {t('figuresOf', { from: r.from, to: r.to, branch: r.branchName ?? t('allBranches') })} ·{' '}
                {t('rows', { count: r.rows.length })}
              </Text>
            </Stack>
            <ExportButtons
              formats={(['csv', 'xlsx'] as const).filter((f) => shows[f])}
              onDownload={(f) => void download(f)}
              pdfHref={shows.pdf ? pdfHref : undefined}
              labels={{ csv: t('csv'), xlsx: t('xlsx'), pdf: t('pdf') }}
              groupLabel={t('exportLabel')}
              tour="reports-export"
            />
          </Group>
          {r.rows.length === 0 ? (
            <Paper withBorder p="xl">
              <Text c="dimmed" ta="center">
                {t(`none.${EMPTY[report]}`)}
              </Text>
            </Paper>
          ) : (
            <>
              {chartsOn && def.chart && (
                <Suspense fallback={<Loader size="sm" />}>
                  <ReportChart r={r} chart={def.chart} />
                </Suspense>
              )}
              <ReportTable r={r} />
            </>
          )}
          {hidesCosts && (
            <Text size="sm" c="dimmed">
              {t('costNote')}
            </Text>
          )}
        </>
      )}

      {me && <MoreReports me={me} />}
    </Stack>
  );
}
