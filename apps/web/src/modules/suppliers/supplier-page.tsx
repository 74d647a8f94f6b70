import {
  suppliersContract as api,
  catalogContract,
  SUPPLIER_AGEING_BUCKETS,
  type Supplier,
} from '@fbms/domain';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
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
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { formatDate, formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { SupplierDrawer } from './supplier-drawer.tsx';
import { useSuppliersT } from './suppliers.i18n.ts';
import { suppliersQueries } from './suppliers.queries.ts';
import { useSupplierRights } from './suppliers-screen.tsx';

const route = getRouteApi('/authed/frame/suppliers/$supplierId');

/** /suppliers/:supplierId — one supplier's page. */
export function SupplierRoute() {
  const { supplierId } = route.useParams();
  return <SupplierPage id={supplierId} />;
}

/** A supplier's page: details, products, orders, deliveries, returns and payables, with edit and deactivate. */
export function SupplierPage({ id }: { id: string }) {
  const t = useSuppliersT();
  const rights = useSupplierRights();
  const qc = useQueryClient();
  const one = useQuery(suppliersQueries.one(id));
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<string | null>('details');
  if (one.isError) return <LoadError error={one.error} onRetry={() => void one.refetch()} />;
  if (!one.data) return <Loader />;
  const s = one.data;
  const setActive = async (active: boolean) => {
    try {
      await client.call(api.setActive, { params: { id }, body: { active } });
      await qc.invalidateQueries({ queryKey: ['suppliers'] });
      notify.success({
        title: t('title'),
        message: t(active ? 'page.reactivated' : 'page.deactivated', { name: s.name }),
      });
    } catch (err) {
      if (err instanceof ApiError) notify.error({ title: t('title'), message: err.message });
      else throw err;
    }
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/suppliers" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('page.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {s.name}
            </Title>
            {!s.isActive && (
              <Badge color="gray" variant="light">
                {t('inactive')}
              </Badge>
            )}
            {!s.vatRegistered && (
              <Badge color="yellow" variant="light">
                {t('nonVat')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {s.supplierNo}
            {s.contactPerson ? ` · ${s.contactPerson}` : ''}
            {s.phone ? ` · ${s.phone}` : ''}
          </Text>
        </Stack>
        {rights.edit && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('page.edit')}
            </Button>
            <Button
              variant="subtle"
              color={s.isActive ? 'red' : 'green'}
              onClick={() => void setActive(!s.isActive)}
            >
              {s.isActive ? t('page.deactivate') : t('page.reactivate')}
            </Button>
          </Group>
        )}
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {(['details', 'products', 'orders', 'deliveries', 'returns', 'payables'] as const).map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`page.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <DetailsPanel s={s} />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="md">
          <ProductsPanel id={id} canEdit={rights.edit} />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <OrdersPanel id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="deliveries" pt="md">
          <DeliveriesPanel id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="returns" pt="md">
          <ReturnsPanel id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="payables" pt="md">
          <PayablesPanel id={id} />
        </Tabs.Panel>
      </Tabs>
      {editing && <SupplierDrawer supplier={s} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

function DetailsPanel({ s }: { s: Supplier }) {
  const t = useSuppliersT();
  const none = t('page.field.none');
  const rows: [string, ReactNode][] = [
    [t('page.field.contactPerson'), s.contactPerson ?? none],
    [
      t('page.field.phone'),
      s.phone ? (
        <Anchor key="phone" href={`tel:${s.phone}`}>
          {s.phone}
        </Anchor>
      ) : (
        none
      ),
    ],
    [
      t('page.field.email'),
      s.email ? (
        <Anchor key="email" href={`mailto:${s.email}`}>
          {s.email}
        </Anchor>
      ) : (
        none
      ),
    ],
    [t('page.field.address'), s.address ?? none],
    [t('page.field.tin'), s.tin ?? none],
    [t('page.field.vat'), s.vatRegistered ? t('page.field.vatYes') : t('page.field.vatNo')],
    [
      t('page.field.terms'),
      s.paymentTermsDays === 0 ? t('cod') : t('termsDays', { count: s.paymentTermsDays }),
    ],
    [t('page.field.withholding'), s.withholdingAtc ?? none],
    [t('page.field.payeeType'), s.payeeType === 'individual' ? t('form.individual') : t('form.corporate')],
    [t('page.field.notes'), s.notes ?? none],
  ];
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {rows.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="lg">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}

function ProductsPanel({ id, canEdit }: { id: string; canEdit: boolean }) {
  const t = useSuppliersT();
  const qc = useQueryClient();
  const list = useQuery(suppliersQueries.products(id));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [productId, setProductId] = useState<string | null>(null);
  const [sku, setSku] = useState('');
  const [busy, setBusy] = useState(false);
  const found = useQuery({
    queryKey: ['suppliers', 'product-search', q],
    queryFn: () =>
      client.call(catalogContract.listProducts, {
        query: { search: q, active: 'true', limit: 20, offset: 0 },
      }),
    enabled: canEdit && q.length >= 2,
  });
  const options = (found.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.sku}` }));
  const link = async (e: FormEvent) => {
    e.preventDefault();
    if (!productId || busy) return;
    const label = options.find((o) => o.value === productId)?.label ?? '';
    setBusy(true);
    try {
      await client.call(api.putProduct, { params: { id }, body: { productId, supplierSku: sku } });
      await qc.invalidateQueries({ queryKey: ['suppliers'] });
      notify.success({ title: t('title'), message: t('page.products.linked', { name: label }) });
      setProductId(null);
      setSearch('');
      setSku('');
    } catch (err) {
      if (err instanceof ApiError) notify.error({ title: t('title'), message: err.message });
      else throw err;
    } finally {
      setBusy(false);
    }
  };
  const unlink = async (pid: string, name: string) => {
    try {
      await client.call(api.removeProduct, { params: { id, productId: pid } });
      await qc.invalidateQueries({ queryKey: ['suppliers'] });
      notify.success({ title: t('title'), message: t('page.products.removed', { name }) });
    } catch (err) {
      if (err instanceof ApiError) notify.error({ title: t('title'), message: err.message });
      else throw err;
    }
  };
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loader />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('page.products.intro')}
      </Text>
      {canEdit && (
        <Paper withBorder p="sm">
          <form onSubmit={link}>
            <Group align="flex-end" wrap="wrap" gap="sm">
              <Select
                label={t('page.products.pick')}
                placeholder={t('page.products.pickPlaceholder')}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                data={options}
                value={productId}
                onChange={setProductId}
                filter={({ options: o }) => o}
                nothingFoundMessage={q.length >= 2 && found.data ? '—' : undefined}
                style={{ flex: '2 1 240px' }}
              />
              <TextInput
                label={t('page.products.supplierSku')}
                value={sku}
                onChange={(e) => setSku(e.currentTarget.value)}
                style={{ flex: '1 1 140px' }}
              />
              <Button type="submit" loading={busy} disabled={!productId}>
                {t('page.products.save')}
              </Button>
            </Group>
          </form>
        </Paper>
      )}
      {list.data.items.length === 0 ? (
        <Empty>{t('page.products.none')}</Empty>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={280}>
            <Table horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('page.products.product')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('page.products.supplierSku')}</Table.Th>
                  <Table.Th ta="right">{t('page.products.lastCost')}</Table.Th>
                  <Table.Th visibleFrom="md">{t('page.products.lastReceived')}</Table.Th>
                  {canEdit && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((p) => (
                  <Table.Tr key={p.productId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" fw={500}>
                        {p.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {p.sku}
                        {p.supplierSku ? <Text span hiddenFrom="sm">{` · ${p.supplierSku}`}</Text> : null}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{p.supplierSku ?? '—'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {p.lastCostCentavos != null ? `${formatPeso(p.lastCostCentavos)}/${p.baseUnit}` : '—'}
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      {p.lastReceivedOn ? formatDate(p.lastReceivedOn) : '—'}
                    </Table.Td>
                    {canEdit && (
                      <Table.Td ta="right">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('page.products.remove', { name: p.name })}
                          onClick={() => void unlink(p.productId, p.name)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}

/** A column of a document list: its header, its cell, and from which width it shows (phones show the rest). */
interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  from?: 'sm' | 'md';
  right?: boolean;
}

/** A supplier's documents (orders, deliveries, returns) as a table, or the empty message. */
function DocumentTable<T extends { id: string }>({
  query,
  none,
  columns,
}: {
  query: { isError: boolean; error: unknown; data?: { items: T[] } | undefined; refetch: () => unknown };
  none: string;
  columns: Column<T>[];
}) {
  if (query.isError) return <LoadError error={query.error as Error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader />;
  if (query.data.items.length === 0) return <Empty>{none}</Empty>;
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={280}>
        <Table horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} visibleFrom={c.from} ta={c.right ? 'right' : undefined}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.header}
                    visibleFrom={c.from}
                    ta={c.right ? 'right' : undefined}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The number, and under it on a phone the date (its own column from sm up). */
const numberAndDate = (no: string, date: string, extra?: string | null) => (
  <>
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {no}
    </Text>
    <Text size="xs" c="dimmed" hiddenFrom="sm">
      {formatDate(date)}
      {extra ? ` · ${extra}` : ''}
    </Text>
  </>
);
const money = (c: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatPeso(c)}</span>;

function OrdersPanel({ id }: { id: string }) {
  const t = useSuppliersT();
  return (
    <DocumentTable
      query={useQuery(suppliersQueries.orders(id))}
      none={t('page.orders.none')}
      columns={[
        { header: t('page.orders.no'), cell: (o) => numberAndDate(o.poNo, o.orderDate) },
        { header: t('page.orders.date'), cell: (o) => formatDate(o.orderDate), from: 'sm' },
        {
          header: t('page.orders.expected'),
          cell: (o) => (o.expectedDate ? formatDate(o.expectedDate) : '—'),
          from: 'md',
        },
        {
          header: t('page.orders.status'),
          cell: (o) => (
            <Badge variant="light" size="sm">
              {t(`page.poStatus.${o.status as 'draft'}`)}
            </Badge>
          ),
        },
        { header: t('page.orders.total'), cell: (o) => money(o.totalCentavos), right: true },
      ]}
    />
  );
}

function DeliveriesPanel({ id }: { id: string }) {
  const t = useSuppliersT();
  return (
    <DocumentTable
      query={useQuery(suppliersQueries.deliveries(id))}
      none={t('page.deliveries.none')}
      columns={[
        {
          header: t('page.deliveries.no'),
          cell: (d) => numberAndDate(d.rvNo, d.businessDate, d.supplierInvoiceNo),
        },
        { header: t('page.deliveries.date'), cell: (d) => formatDate(d.businessDate), from: 'sm' },
        { header: t('page.deliveries.po'), cell: (d) => d.poNo ?? '—', from: 'md' },
        { header: t('page.deliveries.invoice'), cell: (d) => d.supplierInvoiceNo ?? '—', from: 'sm' },
        { header: t('page.deliveries.total'), cell: (d) => money(d.totalCentavos), right: true },
      ]}
    />
  );
}

function ReturnsPanel({ id }: { id: string }) {
  const t = useSuppliersT();
  return (
    <DocumentTable
      query={useQuery(suppliersQueries.returns(id))}
      none={t('page.returns.none')}
      columns={[
        { header: t('page.returns.no'), cell: (r) => numberAndDate(r.returnNo, r.businessDate) },
        { header: t('page.returns.date'), cell: (r) => formatDate(r.businessDate), from: 'sm' },
        { header: t('page.returns.reason'), cell: (r) => r.reason },
        { header: t('page.returns.total'), cell: (r) => money(r.totalCentavos), right: true },
      ]}
    />
  );
}

function PayablesPanel({ id }: { id: string }) {
  const t = useSuppliersT();
  const q = useQuery(suppliersQueries.payables(id));
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loader />;
  const p = q.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('page.payables.balance')}
          </Text>
          <Text fw={700} size="xl" data-testid="supplier-balance">
            {formatPeso(p.balanceCentavos)}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed">
          {t('page.payables.asOf', { date: formatDate(p.asOf) })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs">
        {[...SUPPLIER_AGEING_BUCKETS, 'total' as const].map((b) => (
          <Paper key={b} withBorder p="xs">
            <Text size="xs" c="dimmed">
              {t(`page.payables.buckets.${b}`)}
            </Text>
            <Text fw={600} c={b !== 'current' && b !== 'total' && p.ageing[b] > 0 ? 'red' : undefined}>
              {formatPeso(p.ageing[b])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {p.bills.length === 0 ? (
        <Empty>{t('page.payables.none')}</Empty>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={280}>
            <Table horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('page.payables.reference')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('page.payables.billDate')}</Table.Th>
                  <Table.Th>{t('page.payables.dueDate')}</Table.Th>
                  <Table.Th ta="right" visibleFrom="md">
                    {t('page.payables.amount')}
                  </Table.Th>
                  <Table.Th ta="right" visibleFrom="md">
                    {t('page.payables.paid')}
                  </Table.Th>
                  <Table.Th ta="right">{t('page.payables.open')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.bills.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {b.reference}
                      {b.kind === 'debit_memo' && (
                        <Badge ml="xs" size="xs" variant="light">
                          {t('page.payables.debitMemo')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{formatDate(b.billDate)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(b.dueDate)}
                      {b.daysOverdue > 0 && (
                        <Text size="xs" c="red">
                          {t('page.payables.overdue', { count: b.daysOverdue })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" visibleFrom="md">
                      {formatPeso(b.amountCentavos)}
                    </Table.Td>
                    <Table.Td ta="right" visibleFrom="md">
                      {formatPeso(b.paidCentavos)}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatPeso(b.openCentavos)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {p.payments.length > 0 && (
        <>
          <Title order={4}>{t('page.payables.payments')}</Title>
          <Paper withBorder>
            <Table.ScrollContainer minWidth={280}>
              <Table horizontalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('page.payables.paymentNo')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('page.payables.billDate')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('page.payables.method')}</Table.Th>
                    <Table.Th ta="right">{t('page.payables.amount')}</Table.Th>
                    <Table.Th ta="right" visibleFrom="sm">
                      {t('page.payables.withheld')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.payments.map((x) => (
                    <Table.Tr key={x.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{x.paymentNo}</Table.Td>
                      <Table.Td visibleFrom="sm">{formatDate(x.businessDate)}</Table.Td>
                      <Table.Td visibleFrom="sm">{t(`page.payables.methods.${x.method as 'cash'}`)}</Table.Td>
                      <Table.Td ta="right">{formatPeso(x.amountCentavos)}</Table.Td>
                      <Table.Td ta="right" visibleFrom="sm">
                        {formatPeso(x.withholdingCentavos)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </Stack>
  );
}
