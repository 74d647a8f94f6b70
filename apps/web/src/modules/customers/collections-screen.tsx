import {
  AGEING_BUCKETS,
  AGEING_EXPORT_PAGE_SIZE,
  type AgeingReport,
  collectionsContract as api,
  type CollectionListQuery,
  formatPeso,
  manilaDate,
  TENDER_LABELS,
} from '@fbms/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { downloadTable, type TableFormat } from '../../lib/download-file.ts';
import { notify } from '../../lib/notify.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { ReceivePaymentButton } from './collection-receive-payment.tsx';
import { useCollectionsT } from './collections.i18n.ts';
import { collectionsQueries } from './collections.queries.ts';

/** /customers/transactions: payments on account, the ageing of receivables and today's collection list. */
export function CollectionsScreen() {
  const t = useCollectionsT();
  const me = useCurrentUser();
  const canReceive = me?.permissions.includes('customers:create') ?? false;
  const canBounce =
    (me?.permissions.includes('customers:edit') ?? false) &&
    (me?.user.role === 'manager' || me?.user.role === 'admin');
  const [tab, setTab] = useState<string | null>('receipts');
  const { receive } = useSearch({ strict: false }) as { receive?: boolean };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        {canReceive && <ReceivePaymentButton initiallyOpen={receive === true} />}
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="receipts">{t('tabs.receipts')}</Tabs.Tab>
          <Tabs.Tab value="ageing">{t('tabs.ageing')}</Tabs.Tab>
          <Tabs.Tab value="due">{t('tabs.due')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="receipts" pt="md">
          <ReceiptsPanel canBounce={canBounce} />
        </Tabs.Panel>
        <Tabs.Panel value="ageing" pt="md">
          <AgeingPanel />
        </Tabs.Panel>
        <Tabs.Panel value="due" pt="md">
          <DuePanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Paper withBorder p="xl">
    <Text c="dimmed" ta="center">
      {children}
    </Text>
  </Paper>
);

function ReceiptsPanel({ canBounce }: { canBounce: boolean }) {
  const t = useCollectionsT();
  const [f, setF] = useState<CollectionListQuery>({});
  const list = useQuery(collectionsQueries.receipts(f));
  const [bouncing, setBouncing] = useState<{ id: string; receiptNo: string; amountCentavos: number } | null>(
    null,
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          type="date"
          label={t('filters.from')}
          value={f.from ?? ''}
          onChange={(e) => setF({ ...f, from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={f.to ?? ''}
          onChange={(e) => setF({ ...f, to: e.currentTarget.value || undefined })}
        />
        <Select
          label={t('filters.status')}
          placeholder={t('filters.anyStatus')}
          clearable
          data={(['valid', 'bounced'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={f.status ?? null}
          onChange={(v) => setF({ ...f, status: (v as 'valid' | 'bounced' | null) ?? undefined })}
        />
      </SimpleGrid>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data &&
        (list.data.items.length === 0 ? (
          <Empty>{t('noReceipts')}</Empty>
        ) : (
          <>
            <Text fw={600}>{t('totals', { amount: formatPeso(list.data.totalCentavos) })}</Text>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={320}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('col.receipt')}</Table.Th>
                      <Table.Th visibleFrom="sm">{t('col.method')}</Table.Th>
                      <Table.Th ta="right">{t('col.amount')}</Table.Th>
                      <Table.Th>{t('col.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.items.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td>
                          <Anchor
                            href={`/api/customers/receipts/${r.id}/pdf`}
                            target="_blank"
                            rel="noopener"
                            fw={600}
                            aria-label={`${t('pdf')} ${r.receiptNo}`}
                          >
                            {r.receiptNo}
                          </Anchor>
                          <Text size="sm">{r.customerName}</Text>
                          <Text size="xs" c="dimmed">
                            {r.businessDate}
                            {r.terminalName ? ` · ${r.terminalName}` : ''}
                          </Text>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          {TENDER_LABELS[r.method]}
                          {r.checkNumber ? ` ${r.checkNumber}` : ''}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatPeso(r.amountCentavos)}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Badge variant="light" color={r.status === 'valid' ? 'green' : 'red'}>
                              {t(`status.${r.status}`)}
                            </Badge>
                            {canBounce && r.method === 'check' && r.status === 'valid' && (
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                color="red"
                                onClick={() => setBouncing(r)}
                              >
                                {t('bounce.action')}
                              </Button>
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          </>
        ))}
      {bouncing && <BounceDialog receipt={bouncing} onClose={() => setBouncing(null)} />}
    </Stack>
  );
}

function BounceDialog({
  receipt,
  onClose,
}: {
  receipt: { id: string; receiptNo: string; amountCentavos: number };
  onClose: () => void;
}) {
  const t = useCollectionsT();
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await client.call(api.bounceReceipt, { params: { id: receipt.id }, body: { reason } });
      await qc.invalidateQueries({ queryKey: ['customers'] });
      notify.success({ title: t('tabs.receipts'), message: t('bounce.done', { number: receipt.receiptNo }) });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      setFieldError(err.fields.reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('bounce.title', { number: receipt.receiptNo })}>
      <Stack gap="sm">
        {error && <Alert color="red">{error}</Alert>}
        <Text size="sm">{t('bounce.text', { amount: formatPeso(receipt.amountCentavos) })}</Text>
        <TextInput
          label={t('bounce.reason')}
          placeholder={t('bounce.reasonPlaceholder')}
          required
          data-autofocus
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={fieldError}
        />
        <Group justify="flex-end">
          <Button color="red" loading={busy} onClick={() => void submit()}>
            {t('bounce.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function AgeingPanel() {
  const t = useCollectionsT();
  const [asOf, setAsOf] = useState(manilaDate(new Date()));
  const [page, setPage] = useState(1);
  const report = useQuery(collectionsQueries.ageing(asOf, page));
  const [exporting, setExporting] = useState(false);
  /** The export holds every customer listed, not only the page on screen. */
  const exportAs = async (format: TableFormat) => {
    setExporting(true);
    try {
      const r = await client.call(api.ageing, {
        query: { asOf, page: 1, pageSize: AGEING_EXPORT_PAGE_SIZE },
      });
      await writeAgeing(r, format);
    } catch (e) {
      notify.error({ title: t('tabs.ageing'), message: e instanceof ApiError ? e.message : String(e) });
    } finally {
      setExporting(false);
    }
  };
  const writeAgeing = (r: AgeingReport, format: TableFormat) =>
    downloadTable(
      `ageing-${r.asOf}`,
      'Ageing',
      [
        [t('col.customer'), t('col.phone'), ...AGEING_BUCKETS.map((b) => t(`col.${b}`)), t('col.total')],
        ...r.items.map((i) => [
          i.displayName,
          i.phone,
          ...AGEING_BUCKETS.map((b) => i.ageing[b] / 100),
          i.ageing.total / 100,
        ]),
        [t('totalsRow'), null, ...AGEING_BUCKETS.map((b) => r.totals[b] / 100), r.totals.total / 100],
      ],
      format,
    );
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t('asOf')}
          value={asOf}
          onChange={(e) => {
            setAsOf(e.currentTarget.value);
            setPage(1);
          }}
        />
        {report.data && report.data.items.length > 0 && (
          <>
            <Button variant="light" loading={exporting} onClick={() => void exportAs('csv')}>
              {t('exportCsv')}
            </Button>
            <Button variant="light" loading={exporting} onClick={() => void exportAs('xlsx')}>
              {t('exportXlsx')}
            </Button>
          </>
        )}
      </Group>
      {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
      {report.isPending && <Loader />}
      {report.data &&
        (report.data.items.length === 0 ? (
          <Empty>{t('noAgeing')}</Empty>
        ) : (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={320}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('col.customer')}</Table.Th>
                    {AGEING_BUCKETS.map((b) => (
                      <Table.Th key={b} ta="right" visibleFrom="md">
                        {t(`col.${b}`)}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">{t('col.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.data.items.map((i) => (
                    <Table.Tr key={i.customerId}>
                      <Table.Td>{i.displayName}</Table.Td>
                      {AGEING_BUCKETS.map((b) => (
                        <Table.Td key={b} ta="right" visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
                          {i.ageing[b] ? formatPeso(i.ageing[b]) : '—'}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {formatPeso(i.ageing.total)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th>{t('totalsRow')}</Table.Th>
                    {AGEING_BUCKETS.map((b) => (
                      <Table.Th key={b} ta="right" visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
                        {formatPeso(report.data.totals[b])}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="ageing-total">
                      {formatPeso(report.data.totals.total)}
                    </Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ))}
      {report.data && report.data.count > report.data.pageSize && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('ageingCount', { count: report.data.count })}
          </Text>
          <Pagination
            value={page}
            onChange={setPage}
            total={Math.ceil(report.data.count / report.data.pageSize)}
          />
        </Group>
      )}
    </Stack>
  );
}

function DuePanel() {
  const t = useCollectionsT();
  const [date, setDate] = useState(manilaDate(new Date()));
  const due = useQuery(collectionsQueries.due(date));
  return (
    <Stack gap="md">
      <TextInput
        type="date"
        label={t('date')}
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        maw={220}
      />
      {due.isError && <LoadError error={due.error} onRetry={() => void due.refetch()} />}
      {due.isPending && <Loader />}
      {due.data &&
        (due.data.items.length === 0 ? (
          <Empty>{t('noDue')}</Empty>
        ) : (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('col.customer')}</Table.Th>
                    <Table.Th ta="right">{t('col.due')}</Table.Th>
                    <Table.Th ta="right">{t('col.overdue')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('col.lastPayment')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {due.data.items.map((i) => (
                    <Table.Tr key={i.customerId}>
                      <Table.Td>
                        <Text fw={600}>{i.displayName}</Text>
                        {i.phone && (
                          <Anchor
                            href={`tel:${i.phone.replace(/[^\d+]/g, '')}`}
                            size="sm"
                            aria-label={t('call', { name: i.displayName })}
                          >
                            <Group gap={4} wrap="nowrap">
                              <IconPhone size={14} />
                              {i.phone}
                            </Group>
                          </Anchor>
                        )}
                        <Text size="xs" c="dimmed">
                          {t('col.since')}: {i.oldestDueDate}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatPeso(i.dueCentavos)}
                      </Table.Td>
                      <Table.Td
                        ta="right"
                        style={{ whiteSpace: 'nowrap' }}
                        c={i.overdueCentavos ? 'red' : undefined}
                      >
                        {formatPeso(i.overdueCentavos)}
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        {i.lastPaymentDate
                          ? `${i.lastPaymentDate} · ${formatPeso(i.lastPaymentCentavos ?? 0)}`
                          : '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ))}
    </Stack>
  );
}
