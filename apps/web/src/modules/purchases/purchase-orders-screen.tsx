import { PO_STATUSES, type PoListQuery, type PoSummary, type ReorderGroup } from '@fbms/domain';
import {
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { formatQty, PoStatusBadge, rightsOf } from './po-status-badge.tsx';
import { usePurchasesT } from './purchases.i18n.ts';
import { purchasesQueries } from './purchases.queries.ts';

const PAGE = 50;

/** /purchases — the orders with filters, and the reorder suggestions. */
export function PurchaseOrdersScreen() {
  const t = usePurchasesT();
  const me = useCurrentUser();
  const rights = rightsOf(me?.permissions);
  const navigate = useNavigate();
  const [tab, setTab] = useState<string | null>('orders');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        {rights.create && (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => void navigate({ to: '/purchases/new' })}
          >
            {t('add')}
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">{t('tabs.orders')}</Tabs.Tab>
          <Tabs.Tab value="reorder">{t('tabs.reorder')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <OrdersTab />
        </Tabs.Panel>
        <Tabs.Panel value="reorder" pt="md">
          <ReorderTab canCreate={rights.create} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function OrdersTab() {
  const t = usePurchasesT();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<PoListQuery['status']>('all');
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [pages, setPages] = useState(1);
  const options = useQuery(purchasesQueries.formOptions());
  const query: PoListQuery = {
    status,
    ...(q ? { q } : {}),
    ...(supplierId ? { supplierId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: 1,
    pageSize: PAGE * pages,
  };
  const list = useQuery(purchasesQueries.list(query));
  const open = (id: string) => void navigate({ to: '/purchases/$poId', params: { poId: id } });
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPages(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label={t('statusFilter')}
          value={status}
          onChange={(v) => {
            setStatus((v ?? 'all') as PoListQuery['status']);
            setPages(1);
          }}
          data={(['all', 'open', ...PO_STATUSES] as const).map((s) => ({
            value: s,
            label: t(`status.${s}`),
          }))}
          allowDeselect={false}
          w={170}
        />
        <Select
          label={t('supplierFilter')}
          placeholder={t('allSuppliers')}
          value={supplierId}
          onChange={(v) => {
            setSupplierId(v);
            setPages(1);
          }}
          data={(options.data?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
          searchable
          clearable
          w={220}
        />
        <TextInput
          type="date"
          label={t('from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          w={150}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          w={150}
        />
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && (
        <>
          <Text size="sm" c="dimmed">
            {t('count', { count: list.data.total })}
          </Text>
          <OrderTable items={list.data.items} onOpen={open} />
          {list.data.items.length < list.data.total && (
            <Button variant="default" onClick={() => setPages(pages + 1)} loading={list.isFetching}>
              {t('more')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

function OrderTable({ items, onOpen }: { items: PoSummary[]; onOpen: (id: string) => void }) {
  const t = usePurchasesT();
  if (items.length === 0)
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {t('none')}
        </Text>
      </Paper>
    );
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={280}>
        <Table highlightOnHover horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('col.po')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('col.supplier')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('col.date')}</Table.Th>
              <Table.Th visibleFrom="md">{t('col.expected')}</Table.Th>
              <Table.Th>{t('col.status')}</Table.Th>
              <Table.Th ta="right">{t('col.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((p) => (
              <Table.Tr key={p.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(p.id)}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    aria-label={t('open', { poNo: p.poNo })}
                    onClick={(ev) => {
                      ev.stopPropagation();
                      onOpen(p.id);
                    }}
                  >
                    {p.poNo}
                  </Anchor>
                  <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ whiteSpace: 'normal' }}>
                    {p.supplierName} · {p.orderDate}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{p.supplierName}</Table.Td>
                <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {p.orderDate}
                </Table.Td>
                <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
                  {p.expectedDate ?? '—'}
                </Table.Td>
                <Table.Td>
                  <PoStatusBadge status={p.status} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(p.totalCentavos)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function ReorderTab({ canCreate }: { canCreate: boolean }) {
  const t = usePurchasesT();
  const navigate = useNavigate();
  const q = useQuery(purchasesQueries.reorder());
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Loader />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={720}>
        {t('reorder.intro')}
      </Text>
      {q.data.items.length === 0 && (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            {t('reorder.none')}
          </Text>
        </Paper>
      )}
      {q.data.items.map((g) => (
        <ReorderCard
          key={g.supplierId ?? 'none'}
          group={g}
          canCreate={canCreate}
          onCreate={(supplierId) =>
            void navigate({ to: '/purchases/new', search: { supplierId, reorder: 'true' } })
          }
        />
      ))}
    </Stack>
  );
}

function ReorderCard({
  group,
  canCreate,
  onCreate,
}: {
  group: ReorderGroup;
  canCreate: boolean;
  onCreate: (supplierId: string) => void;
}) {
  const t = usePurchasesT();
  const name = group.supplierName ?? t('reorder.unassigned');
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={4}>{name}</Title>
        {group.supplierId && canCreate && (
          <Button
            size="sm"
            aria-label={t('reorder.createFor', { name })}
            onClick={() => onCreate(group.supplierId!)}
          >
            {t('reorder.create')}
          </Button>
        )}
      </Group>
      {!group.supplierId && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('reorder.unassignedHelp')}
        </Text>
      )}
      <Table.ScrollContainer minWidth={280}>
        <Table horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reorder.product')}</Table.Th>
              <Table.Th ta="right">{t('reorder.stock')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('reorder.min')}
              </Table.Th>
              <Table.Th ta="right">{t('reorder.suggested')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.items.map((i) => (
              <Table.Tr key={i.productId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {i.name}
                  <Text size="xs" c="dimmed">
                    {i.sku}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatQty(i.stockMilli)} {i.baseUnit}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatQty(i.minStockMilli)}
                </Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatQty(i.suggestedMilli)} {i.baseUnit}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
