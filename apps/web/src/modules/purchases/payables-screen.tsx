import {
  AGEING_BUCKETS,
  payablesContract as api,
  type Form2307,
  formatPeso,
  manilaDate,
  type PayableBill,
  type PayablesAgeing,
  quarterMonths,
  quarterOf,
} from '@fbms/domain';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
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
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { downloadTable, type TableFormat } from '../../lib/download-file.ts';
import { notify } from '../../lib/notify.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { usePayablesT } from './payables.i18n.ts';
import { payablesQueries } from './payables.queries.ts';
import { PayBillsDialog } from './payables-pay-dialog.tsx';

/** /purchases/payables: open bills (choose → Pay), ageing, due this week, payments and the 2307 figures. */
export function PayablesScreen() {
  const t = usePayablesT();
  const [tab, setTab] = useState<string | null>('open');
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>{t('title')}</Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t('intro')}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="open">{t('tabs.open')}</Tabs.Tab>
          <Tabs.Tab value="ageing">{t('tabs.ageing')}</Tabs.Tab>
          <Tabs.Tab value="due">{t('tabs.due')}</Tabs.Tab>
          <Tabs.Tab value="payments">{t('tabs.payments')}</Tabs.Tab>
          <Tabs.Tab value="2307">{t('tabs.f2307')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="open" pt="md">
          <OpenBillsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="ageing" pt="md">
          <AgeingPanel />
        </Tabs.Panel>
        <Tabs.Panel value="due" pt="md">
          <DuePanel />
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="md">
          <PaymentsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="2307" pt="md">
          <Form2307Panel />
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

const nowrap = { whiteSpace: 'nowrap' } as const;

function BillsTable({
  bills,
  chosen,
  onToggle,
}: {
  bills: PayableBill[];
  chosen?: string[];
  onToggle?: (b: PayableBill, on: boolean) => void;
}) {
  const t = usePayablesT();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {onToggle && <Table.Th w={40} />}
              <Table.Th>{t('col.bill')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('col.dueDate')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('col.amount')}
              </Table.Th>
              <Table.Th ta="right">{t('col.open')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bills.map((b) => (
              <Table.Tr key={b.id}>
                {onToggle && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('select', { reference: b.reference })}
                      checked={chosen?.includes(b.id) ?? false}
                      onChange={(e) => onToggle(b, e.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Group gap={6}>
                    <Text fw={600}>{b.reference}</Text>
                    {b.kind === 'debit_memo' && (
                      <Badge variant="light" color="grape">
                        {t('kind.debit_memo')}
                      </Badge>
                    )}
                    {b.kind === 'bill' && b.daysLate > 0 && (
                      <Badge variant="light" color="red">
                        {t('overdue')} · {b.daysLate}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{b.supplierName}</Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {t('col.dueDate')} {b.dueDate}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm" style={nowrap}>
                  {b.dueDate}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm" style={nowrap}>
                  {formatPeso(b.amountCentavos)}
                </Table.Td>
                <Table.Td ta="right" fw={600} style={nowrap}>
                  {formatPeso(b.openCentavos)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function OpenBillsPanel() {
  const t = usePayablesT();
  const me = useCurrentUser();
  const canPay = me?.permissions.includes('purchases:pay') ?? false;
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const all = useQuery(payablesQueries.open());
  const [chosen, setChosen] = useState<string[]>([]);
  const [paying, setPaying] = useState<PayableBill[] | null>(null);
  const suppliers = useMemo(() => {
    const m = new Map<string, string>();
    for (const b of all.data?.items ?? []) m.set(b.supplierId, b.supplierName);
    return [...m].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [all.data]);
  const bills = (all.data?.items ?? []).filter((b) => !supplierId || b.supplierId === supplierId);
  const chosenBills = (all.data?.items ?? []).filter((b) => chosen.includes(b.id));
  const oneSupplier = new Set(chosenBills.map((b) => b.supplierId)).size === 1;
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <Select
          label={t('supplier')}
          placeholder={t('allSuppliers')}
          clearable
          searchable
          data={suppliers}
          value={supplierId}
          onChange={(v) => {
            setSupplierId(v);
            setChosen([]);
          }}
          miw={240}
        />
        {canPay && (
          <Button disabled={chosenBills.length === 0 || !oneSupplier} onClick={() => setPaying(chosenBills)}>
            {t('payChosen', { count: chosenBills.length })}
          </Button>
        )}
      </Group>
      {chosenBills.length > 0 && !oneSupplier && (
        <Text size="sm" c="red">
          {t('chooseOneSupplier')}
        </Text>
      )}
      {all.isError && <LoadError error={all.error} onRetry={() => void all.refetch()} />}
      {all.isPending && <Loader />}
      {all.data &&
        (bills.length === 0 ? (
          <Empty>{t('noOpen')}</Empty>
        ) : (
          <>
            <Text fw={600}>
              {t('totalOpen', { amount: formatPeso(bills.reduce((s, b) => s + b.openCentavos, 0)) })}
            </Text>
            <BillsTable
              bills={bills}
              chosen={chosen}
              {...(canPay
                ? {
                    onToggle: (b: PayableBill, on: boolean) =>
                      setChosen(on ? [...chosen, b.id] : chosen.filter((x) => x !== b.id)),
                  }
                : {})}
            />
          </>
        ))}
      {paying && (
        <PayBillsDialog
          bills={paying}
          onClose={() => {
            setPaying(null);
            setChosen([]);
          }}
        />
      )}
    </Stack>
  );
}

function AgeingPanel() {
  const t = usePayablesT();
  const [asOf, setAsOf] = useState(manilaDate(new Date()));
  const [page, setPage] = useState(1);
  const report = useQuery(payablesQueries.ageing(asOf, page));
  const [exporting, setExporting] = useState(false);
  const exportAs = async (format: TableFormat) => {
    setExporting(true);
    try {
      const r: PayablesAgeing = await client.call(api.ageing, {
        query: { asOf, page: 1, pageSize: 100_000 },
      });
      await downloadTable(
        `payables-ageing-${r.asOf}`,
        'Ageing',
        [
          [t('col.supplier'), ...AGEING_BUCKETS.map((b) => t(`col.${b}`)), t('col.total')],
          ...r.items.map((i) => [
            i.name,
            ...AGEING_BUCKETS.map((b) => i.ageing[b] / 100),
            i.ageing.total / 100,
          ]),
          [t('totalsRow'), ...AGEING_BUCKETS.map((b) => r.totals[b] / 100), r.totals.total / 100],
        ],
        format,
      );
    } catch (e) {
      notify.error({ title: t('tabs.ageing'), message: e instanceof ApiError ? e.message : String(e) });
    } finally {
      setExporting(false);
    }
  };
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
                    <Table.Th>{t('col.supplier')}</Table.Th>
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
                    <Table.Tr key={i.supplierId}>
                      <Table.Td>{i.name}</Table.Td>
                      {AGEING_BUCKETS.map((b) => (
                        <Table.Td key={b} ta="right" visibleFrom="md" style={nowrap}>
                          {i.ageing[b] ? formatPeso(i.ageing[b]) : '—'}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right" fw={600} style={nowrap}>
                        {formatPeso(i.ageing.total)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th>{t('totalsRow')}</Table.Th>
                    {AGEING_BUCKETS.map((b) => (
                      <Table.Th key={b} ta="right" visibleFrom="md" style={nowrap}>
                        {formatPeso(report.data.totals[b])}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right" style={nowrap} data-testid="payables-ageing-total">
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
  const t = usePayablesT();
  const [date, setDate] = useState(manilaDate(new Date()));
  const due = useQuery(payablesQueries.due(date));
  return (
    <Stack gap="md">
      <TextInput
        type="date"
        label={t('from')}
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
          <>
            <Text fw={600}>
              {t('dueWindow', {
                from: due.data.from,
                to: due.data.to,
                amount: formatPeso(due.data.totalCentavos),
                overdue: formatPeso(due.data.overdueCentavos),
              })}
            </Text>
            <BillsTable bills={due.data.items} />
          </>
        ))}
    </Stack>
  );
}

function PaymentsPanel() {
  const t = usePayablesT();
  const today = manilaDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const list = useQuery(payablesQueries.payments({ from, to }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <TextInput
          type="date"
          label={t('from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput type="date" label={t('to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </SimpleGrid>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data &&
        (list.data.items.length === 0 ? (
          <Empty>{t('noPayments')}</Empty>
        ) : (
          <>
            <Text fw={600}>
              {t('paymentsTotal', {
                amount: formatPeso(list.data.totalCentavos),
                withheld: formatPeso(list.data.withholdingCentavos),
              })}
            </Text>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={320}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('col.payment')}</Table.Th>
                      <Table.Th ta="right">{t('col.paid')}</Table.Th>
                      <Table.Th ta="right" visibleFrom="sm">
                        {t('col.withheld')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.items.map((p) => (
                      <Table.Tr key={p.id}>
                        <Table.Td>
                          <Anchor
                            href={`/api/purchases/payables/payments/${p.id}/pdf`}
                            target="_blank"
                            rel="noopener"
                            fw={600}
                            aria-label={`${t('voucher')} ${p.paymentNo}`}
                          >
                            {p.paymentNo}
                          </Anchor>
                          <Text size="sm">{p.supplierName}</Text>
                          <Text size="xs" c="dimmed">
                            {p.businessDate} · {t(`method.${p.method}`)}
                            {p.checkNumber ? ` ${p.checkNumber}` : ''}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right" style={nowrap}>
                          {formatPeso(p.amountCentavos)}
                        </Table.Td>
                        <Table.Td ta="right" visibleFrom="sm" style={nowrap}>
                          {p.withholdingAtc
                            ? `${formatPeso(p.withholdingCentavos)} · ${p.withholdingAtc}`
                            : '—'}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          </>
        ))}
    </Stack>
  );
}

/** The last eight quarters, newest first. */
function recentQuarters(today: string): string[] {
  const out: string[] = [];
  let y = Number(today.slice(0, 4));
  let q = Number(quarterOf(today).slice(6));
  for (let i = 0; i < 8; i++) {
    out.push(`${y}-Q${q}`);
    q -= 1;
    if (q === 0) {
      q = 4;
      y -= 1;
    }
  }
  return out;
}

function Form2307Panel() {
  const t = usePayablesT();
  const today = manilaDate(new Date());
  const [quarter, setQuarter] = useState(quarterOf(today));
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const { from, to } = quarterMonths(quarter);
  const paid = useQuery(payablesQueries.payments({ from, to }));
  const suppliers = useMemo(() => {
    const m = new Map<string, string>();
    for (const p of paid.data?.items ?? []) if (p.withholdingAtc) m.set(p.supplierId, p.supplierName);
    return [...m].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [paid.data]);
  const chosen = supplierId && suppliers.some((s) => s.value === supplierId) ? supplierId : null;
  const form = useQuery({ ...payablesQueries.form2307(chosen ?? '', quarter), enabled: !!chosen });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Select
          label={t('f2307.quarter')}
          data={recentQuarters(today)}
          value={quarter}
          allowDeselect={false}
          onChange={(v) => v && setQuarter(v)}
        />
        <Select
          label={t('supplier')}
          placeholder={t('f2307.pickSupplier')}
          searchable
          data={suppliers}
          value={chosen}
          onChange={setSupplierId}
        />
      </SimpleGrid>
      {paid.isError && <LoadError error={paid.error} onRetry={() => void paid.refetch()} />}
      {paid.data && suppliers.length === 0 && <Empty>{t('f2307.noneThisQuarter')}</Empty>}
      {form.isError && <LoadError error={form.error} onRetry={() => void form.refetch()} />}
      {chosen && form.isPending && <Loader />}
      {chosen && form.data && <Form2307View f={form.data} supplierId={chosen} />}
    </Stack>
  );
}

function Form2307View({ f, supplierId }: { f: Form2307; supplierId: string }) {
  const t = usePayablesT();
  const exportAs = (format: TableFormat) =>
    downloadTable(
      `2307-${f.payee.name.replace(/[^\w-]+/g, '-').slice(0, 40)}-${f.quarter}`,
      '2307',
      [
        [t('f2307.payee'), f.payee.name, f.payee.tin, f.payee.address],
        [t('f2307.payor'), f.payor.name, f.payor.tin, f.payor.address],
        [t('f2307.quarter'), f.quarter, f.from, f.to],
        [],
        [t('col.atc'), ...f.months, t('col.total'), t('col.withheld')],
        ...f.rows.map((r) => [
          r.atc,
          ...r.months.map((m) => m / 100),
          r.totalCentavos / 100,
          r.withheldCentavos / 100,
        ]),
        [t('totalsRow'), null, null, null, f.totalCentavos / 100, f.withheldCentavos / 100],
      ],
      format,
    );
  const party = (label: string, p: Form2307['payee']) => (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{p.name || '—'}</Text>
      <Text size="sm">
        {t('f2307.tin')}: {p.tin ?? '—'}
      </Text>
      <Text size="sm">
        {t('f2307.address')}: {p.address ?? '—'}
      </Text>
    </Paper>
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {party(t('f2307.payee'), f.payee)}
        {party(t('f2307.payor'), f.payor)}
      </SimpleGrid>
      <Group>
        <Button variant="light" onClick={() => void exportAs('csv')}>
          {t('exportCsv')}
        </Button>
        <Button variant="light" onClick={() => void exportAs('xlsx')}>
          {t('exportXlsx')}
        </Button>
        <Button
          variant="light"
          component="a"
          href={`/api/purchases/payables/2307.pdf?supplierId=${supplierId}&quarter=${f.quarter}`}
          target="_blank"
          rel="noopener"
        >
          {t('f2307.pdf')}
        </Button>
      </Group>
      {f.rows.length === 0 ? (
        <Empty>{t('f2307.noRows')}</Empty>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={320}>
            <Table data-testid="form-2307">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('col.atc')}</Table.Th>
                  {f.months.map((m, i) => (
                    <Table.Th key={m} ta="right" visibleFrom="sm">
                      {t('f2307.month', { n: i + 1 })} ({m})
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t('col.total')}</Table.Th>
                  <Table.Th ta="right">{t('col.withheld')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {f.rows.map((r) => (
                  <Table.Tr key={r.atc}>
                    <Table.Td>
                      {r.atc} · {r.rateBp / 100}%
                    </Table.Td>
                    {r.months.map((m, i) => (
                      <Table.Td key={f.months[i]} ta="right" visibleFrom="sm" style={nowrap}>
                        {m ? formatPeso(m) : '—'}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" style={nowrap}>
                      {formatPeso(r.totalCentavos)}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} style={nowrap}>
                      {formatPeso(r.withheldCentavos)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {f.payments.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('f2307.payments')}
          </Text>
          {f.payments.map((p) => (
            <Text key={p.paymentNo} size="sm">
              {p.paymentNo} · {p.businessDate} · {p.atc} · {formatPeso(p.baseCentavos)} →{' '}
              {formatPeso(p.withheldCentavos)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
