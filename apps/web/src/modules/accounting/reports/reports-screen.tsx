import {
  ACCOUNTING_REPORTS,
  type AccountingReport,
  type AccountingReportName,
  type AccountingReportQuery,
  accountingReportFileName,
  accountingReportTable,
  COMPARISONS,
  type Comparison,
  comparisonRange,
  manilaDate,
} from '@fbms/domain';
import {
  Alert,
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
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadTable } from '../../../lib/download-file.ts';
import { ExportButtons } from '../../../lib/export-buttons.tsx';
import { formatPeso } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import { AccountingNav } from '../accounting-nav.tsx';
import { EntryDialog } from './entry-dialog.tsx';
import { ReportTable } from './report-table.tsx';
import { useAccountingReportsT } from './reports.i18n.ts';
import { accountingReportQuery } from './reports.queries.ts';

const okDates = (from: string, to: string) => from !== '' && to !== '' && from <= to;

/**
 * The general ledger's reports: pick a report, its dates and a comparison; read it on screen (an
 * account opens its ledger, an entry number the entry); save it as XLSX or open the PDF.
 */
export function AccountingReportsScreen() {
  const t = useAccountingReportsT();
  const today = manilaDate(new Date());
  const [report, setReport] = useState<AccountingReportName>('trial-balance');
  const [fromInput, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [comparison, setComparison] = useState<Comparison>('none');
  const [customFrom, setCustomFrom] = useState('');
  const [customTo, setCustomTo] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [entryId, setEntryId] = useState<string | null>(null);

  // The balance sheet is as of `to`: its year's income starts on 1 January (the server reads it so).
  const from = report === 'balance-sheet' ? `${to.slice(0, 4)}-01-01` : fromInput;
  const compare =
    comparison === 'custom'
      ? customFrom && customTo
        ? { compareFrom: customFrom, compareTo: customTo }
        : null
      : okDates(from, to)
        ? comparisonRange(from, to, comparison)
        : null;
  const rangeOk =
    okDates(from, to) &&
    (comparison !== 'custom' || (compare !== null && okDates(compare.compareFrom, compare.compareTo)));
  const query: AccountingReportQuery = {
    from,
    to,
    ...(compare ?? {}),
    ...(report === 'general-ledger' && accountId ? { accountId } : {}),
  };
  const data = useQuery(accountingReportQuery(report, query, rangeOk));
  // The account picker of the general ledger: the accounts the trial balance of these dates lists.
  const accounts = useQuery({
    ...accountingReportQuery('trial-balance', { from, to }, rangeOk && report === 'general-ledger'),
    select: (r: AccountingReport) =>
      r.rows
        .filter((x) => x.accountId)
        .map((x) => ({ value: x.accountId!, label: `${x.cells.code} ${x.cells.account}` })),
  });
  const r = data.data?.report === report ? data.data : undefined;

  const openLedger = (id: string) => {
    setAccountId(id);
    setReport('general-ledger');
  };
  const download = async () => {
    if (!r) return;
    try {
      await downloadTable(
        accountingReportFileName(r),
        r.title.slice(0, 31),
        accountingReportTable(r, 'number'),
        'xlsx',
      );
    } catch (e) {
      notify.error({ title: t('title'), message: (e as Error).message });
    }
  };
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const pdfHref = `/api/accounting/reports/${report}/pdf?${params}`;
  const emptyText = report === 'purchase-journal' ? t('noPurchases') : t('none');

  return (
    <Stack gap="md">
      <AccountingNav />
      <Stack gap={2}>
        <Title order={2}>{t('title')}</Title>
        <Text size="sm" c="dimmed" maw={760}>
          {t('intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Select
          label={t('report')}
          allowDeselect={false}
          data={ACCOUNTING_REPORTS.map((name) => ({ value: name, label: t(`reports.${name}`) }))}
          value={report}
          onChange={(v) => v && setReport(v as AccountingReportName)}
        />
        {report !== 'balance-sheet' && (
          <TextInput
            type="date"
            label={t('from')}
            value={fromInput}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
        )}
        <TextInput
          type="date"
          label={report === 'balance-sheet' ? t('asOf') : t('to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <Select
          label={t('comparison')}
          allowDeselect={false}
          data={COMPARISONS.map((c) => ({ value: c, label: t(`comparisons.${c}`) }))}
          value={comparison}
          onChange={(v) => v && setComparison(v as Comparison)}
        />
        {comparison === 'custom' && (
          <>
            <TextInput
              type="date"
              label={t('compareFrom')}
              value={customFrom}
              onChange={(e) => setCustomFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('compareTo')}
              value={customTo}
              onChange={(e) => setCustomTo(e.currentTarget.value)}
            />
          </>
        )}
        {report === 'general-ledger' && (
          <Select
            label={t('account')}
            placeholder={t('allAccounts')}
            clearable
            searchable
            data={accounts.data ?? []}
            value={accountId}
            onChange={setAccountId}
          />
        )}
      </SimpleGrid>
      {!rangeOk && <Alert color="yellow">{t('badRange')}</Alert>}
      {rangeOk && data.isError && <LoadError error={data.error} onRetry={() => void data.refetch()} />}
      {rangeOk && !r && data.isFetching && <Loader />}
      {rangeOk && r && (
        <>
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              {r.checks.map((c) => (
                <Group key={`${c.key}-${c.compare}`} gap={6} wrap="nowrap">
                  {c.ok ? (
                    <IconCheck size={16} color="var(--mantine-color-green-6)" />
                  ) : (
                    <IconX size={16} color="var(--mantine-color-red-6)" />
                  )}
                  <Text size="sm" c={c.ok ? undefined : 'red'}>
                    {t(`checks.${c.key}`)}
                    {c.compare ? ` ${t('checks.comparison')}` : ''}
                    {c.ok
                      ? ''
                      : ` — ${t('checks.failed', { left: formatPeso(c.leftCentavos), right: formatPeso(c.rightCentavos) })}`}
                  </Text>
                </Group>
              ))}
            </Stack>
            <ExportButtons
              formats={['xlsx']}
              onDownload={() => void download()}
              pdfHref={pdfHref}
              labels={{ xlsx: t('xlsx'), pdf: t('pdf') }}
            />
          </Group>
          {r.truncated && <Alert color="yellow">{t('truncated')}</Alert>}
          {r.rows.length === 0 ? (
            <Paper withBorder p="xl">
              <Text c="dimmed" ta="center">
                {emptyText}
              </Text>
            </Paper>
          ) : (
            <ReportTable report={r} onAccount={openLedger} onEntry={setEntryId} />
          )}
        </>
      )}
      <EntryDialog entryId={entryId} onClose={() => setEntryId(null)} />
    </Stack>
  );
}
