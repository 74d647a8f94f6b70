import {
  manilaDate,
  POS_REPORT_DEFS,
  POS_REPORT_MAX_DAYS,
  POS_REPORTS,
  type PosReportName,
  posReportsContract,
  type ReportColumn,
  reportTable,
  salesContract,
} from '@fbms/domain';
import {
  Alert,
  Anchor,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { downloadTable, type TableFormat } from '../../../lib/download-file.ts';
import { ExportButtons } from '../../../lib/export-buttons.tsx';
import { formatPeso } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import { type ReportColumnKey, usePosReportsT } from './reports.i18n.ts';

const cell = (c: ReportColumn, v: string | number | null | undefined) => {
  if (v === null || v === undefined || v === '') return '—';
  return c.kind === 'money' && typeof v === 'number' ? formatPeso(v) : String(v);
};

const alignOf = (c: ReportColumn) => (c.kind === 'money' || c.kind === 'count' ? 'right' : 'left');

/** POS reports: pick a report, the business dates and a terminal; read it; export it as CSV, XLSX or PDF. */
export function PosReportsScreen() {
  const t = usePosReportsT();
  const today = manilaDate(new Date());
  const [report, setReport] = useState<PosReportName>('bir-sales-summary');
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [terminalId, setTerminalId] = useState<string | null>(null);
  const rangeOk =
    from !== '' &&
    to !== '' &&
    from <= to &&
    (Date.parse(to) - Date.parse(from)) / 86_400_000 < POS_REPORT_MAX_DAYS;
  const query = { from, to, ...(terminalId ? { terminalId } : {}) };
  const terminals = useQuery({
    queryKey: ['pos', 'terminals'],
    queryFn: () => api.call(salesContract.listTerminals),
    staleTime: 60_000,
  });
  const data = useQuery({
    queryKey: ['sales', 'reports', report, query],
    queryFn: () => api.call(posReportsContract.getPosReport, { params: { report }, query }),
    enabled: rangeOk,
    placeholderData: keepPreviousData,
  });
  const r = data.data?.report === report ? data.data : undefined;
  const label = (c: ReportColumn) => t(`columns.${c.key as ReportColumnKey}`);

  const download = async (format: TableFormat) => {
    if (!r) return;
    try {
      await downloadTable(
        r.report,
        POS_REPORT_DEFS[report].title.slice(0, 31),
        reportTable(r, format === 'xlsx' ? 'number' : 'text'),
        format,
      );
    } catch (e) {
      notify.error({ title: t('title'), message: (e as Error).message });
    }
  };
  const pdfHref = `/api/sales/reports/${report}/pdf?${new URLSearchParams(query)}`;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Anchor component={Link} to="/sales-history" size="sm">
          ← {t('back')}
        </Anchor>
        <Title order={2}>{t('title')}</Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t('intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Select
          label={t('report')}
          allowDeselect={false}
          data={POS_REPORTS.map((name) => ({ value: name, label: t(`reports.${name}`) }))}
          value={report}
          onChange={(v) => v && setReport(v as PosReportName)}
        />
        <TextInput
          type="date"
          label={t('from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput type="date" label={t('to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <Select
          label={t('terminal')}
          placeholder={t('anyTerminal')}
          clearable
          data={(terminals.data?.items ?? []).map((x) => ({ value: x.id, label: x.name }))}
          value={terminalId}
          onChange={setTerminalId}
        />
      </SimpleGrid>
      {!rangeOk && <Alert color="yellow">{t('badRange')}</Alert>}
      {rangeOk && data.isError && <LoadError error={data.error} onRetry={() => void data.refetch()} />}
      {rangeOk && !r && data.isFetching && <Loader />}
      {rangeOk && r && (
        <>
          <Group justify="space-between">
            <Text fw={600}>{t('rows', { count: r.rows.length })}</Text>
            <ExportButtons
              formats={['csv', 'xlsx']}
              onDownload={(f) => void download(f)}
              pdfHref={pdfHref}
              labels={{ csv: t('csv'), xlsx: t('xlsx'), pdf: t('pdf') }}
            />
          </Group>
          {r.rows.length === 0 ? (
            <Paper withBorder p="xl">
              <Text c="dimmed" ta="center">
                {t('none')}
              </Text>
            </Paper>
          ) : (
            <Paper withBorder>
              <Table.ScrollContainer minWidth={Math.max(560, r.columns.length * 110)}>
                <Table striped highlightOnHover data-testid="pos-report">
                  <Table.Thead>
                    <Table.Tr>
                      {r.columns.map((c) => (
                        <Table.Th key={c.key} ta={alignOf(c)}>
                          {label(c)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.rows.map((row, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows keep their order and have no id
                      <Table.Tr key={i}>
                        {r.columns.map((c) => (
                          <Table.Td key={c.key} ta={alignOf(c)}>
                            {cell(c, row[c.key])}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      {r.columns.map((c, i) => (
                        <Table.Th key={c.key} ta={alignOf(c)}>
                          {i === 0 ? t('total') : c.key in r.totals ? cell(c, r.totals[c.key]) : ''}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
