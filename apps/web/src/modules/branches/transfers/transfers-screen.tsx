import {
  TRANSFER_STATUSES,
  type TransferInTransitItem,
  type TransferListQuery,
  type TransferSummary,
} from '@fbms/domain';
import {
  Anchor,
  Button,
  Card,
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
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconPlus, IconSearch, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { formatPeso } from '../../../lib/format.ts';
import { hasPermission } from '../../../lib/session.ts';
import { useCurrentUser } from '../../../lib/use-current-user.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import { bestUnit, unitsOf } from './transfer-qty.ts';
import { TransferStatusBadge } from './transfer-status-badge.tsx';
import { inUnit } from './transfer-units.ts';
import { useTransfersT } from './transfers.i18n.ts';
import { transfersQueries } from './transfers.queries.ts';
import type { TransfersSearch } from './transfers.routes.tsx';

const PAGE = 50;
const FILTERS = ['all', 'open', ...TRANSFER_STATUSES] as const;
type StatusFilter = (typeof FILTERS)[number];
type Direction = NonNullable<TransfersSearch['tab']>;

/** /branches/transfers — the slips going out of and coming into your branches, and what is on the road. */
export function TransfersScreen() {
  const t = useTransfersT();
  const me = useCurrentUser();
  const navigate = useNavigate();
  // The tab, status and search live in the address; not bound to the route id, so a test's router works.
  const search = useSearch({ strict: false }) as TransfersSearch;
  const go = (next: Partial<TransfersSearch>) =>
    void navigate({
      to: '.',
      search: (prev: TransfersSearch) => ({ ...prev, ...next }),
      replace: true,
    } as never);
  const tab: Direction = search.tab ?? 'outgoing';
  const status: StatusFilter = FILTERS.includes(search.status as StatusFilter)
    ? (search.status as StatusFilter)
    : 'all';
  // The search opens from the address (a shared link) and is typed here.
  const [text, setText] = useState(search.q ?? '');
  const [q] = useDebouncedValue(text.trim(), 250);
  const [pages, setPages] = useState(1);
  const canTransfer = me ? hasPermission(me, 'inventory:transfer') : false;
  const query: TransferListQuery = {
    direction: tab,
    status,
    ...(q ? { q } : {}),
    page: 1,
    pageSize: PAGE * pages,
  };
  const list = useQuery(transfersQueries.list(query));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        {canTransfer && (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => void navigate({ to: '/branches/transfers/new', search: {} })}
            data-tour="transfers-new"
          >
            {t('add')}
          </Button>
        )}
      </Group>
      <InTransitPanel />
      <Tabs
        value={tab}
        onChange={(v) => {
          go({ tab: (v ?? 'outgoing') as Direction });
          setPages(1);
        }}
        keepMounted={false}
      >
        <Tabs.List data-tour="transfers-tabs">
          <Tabs.Tab value="outgoing">{t('tabs.outgoing')}</Tabs.Tab>
          <Tabs.Tab value="incoming">{t('tabs.incoming')}</Tabs.Tab>
          <Tabs.Tab value="all">{t('tabs.all')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPages(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label={t('statusFilter')}
          value={status}
          onChange={(v) => {
            go({ status: v && v !== 'all' ? v : undefined });
            setPages(1);
          }}
          data={FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          allowDeselect={false}
          w={170}
        />
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('count', { count: list.data.total })}
          </Text>
          <SlipList items={list.data.items} />
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

function Route({
  s,
}: {
  s: Pick<TransferSummary, 'fromLocationName' | 'fromBranchName' | 'toLocationName' | 'toBranchName'>;
}) {
  return (
    <Group gap={4} wrap="wrap">
      <span>
        {s.fromLocationName}{' '}
        <Text span size="xs" c="dimmed">
          ({s.fromBranchName})
        </Text>
      </span>
      <IconArrowRight size={14} aria-hidden />
      <span>
        {s.toLocationName}{' '}
        <Text span size="xs" c="dimmed">
          ({s.toBranchName})
        </Text>
      </span>
    </Group>
  );
}

function SlipList({ items }: { items: TransferSummary[] }) {
  const t = useTransfersT();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const open = (id: string) =>
    void navigate({ to: '/branches/transfers/$transferId', params: { transferId: id } });
  if (items.length === 0)
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {t('none')}
        </Text>
      </Paper>
    );
  const link = (s: TransferSummary) => (
    <Anchor
      component="button"
      type="button"
      fw={600}
      aria-label={t('open', { transferNo: s.transferNo })}
      onClick={(ev) => {
        ev.stopPropagation();
        open(s.id);
      }}
      style={{ whiteSpace: 'nowrap' }}
    >
      {s.transferNo}
    </Anchor>
  );
  if (narrow)
    return (
      <Stack gap="xs" data-testid="transfer-cards">
        {items.map((s) => (
          <Card key={s.id} withBorder padding="sm" onClick={() => open(s.id)} style={{ cursor: 'pointer' }}>
            <Group justify="space-between" wrap="nowrap" mb={4}>
              {link(s)}
              <TransferStatusBadge status={s.status} />
            </Group>
            <Text size="sm" component="div">
              <Route s={s} />
            </Text>
            <Group justify="space-between" mt={4}>
              <Text size="xs" c="dimmed">
                {s.transferDate} · {t('lineCount', { count: s.lineCount })}
              </Text>
              <Text size="sm" fw={600}>
                {formatPeso(s.totalValueCentavos)}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={700}>
        <Table highlightOnHover horizontalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('col.transferNo')}</Table.Th>
              <Table.Th>{t('col.from')}</Table.Th>
              <Table.Th>{t('col.to')}</Table.Th>
              <Table.Th>{t('col.date')}</Table.Th>
              <Table.Th>{t('col.expected')}</Table.Th>
              <Table.Th>{t('col.status')}</Table.Th>
              <Table.Th ta="right">{t('col.lines')}</Table.Th>
              <Table.Th ta="right">{t('col.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((s) => (
              <Table.Tr key={s.id} style={{ cursor: 'pointer' }} onClick={() => open(s.id)}>
                <Table.Td>{link(s)}</Table.Td>
                <Table.Td>
                  {s.fromLocationName}
                  <Text size="xs" c="dimmed">
                    {s.fromBranchName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {s.toLocationName}
                  <Text size="xs" c="dimmed">
                    {s.toBranchName}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.transferDate}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.expectedDeliveryDate ?? '—'}</Table.Td>
                <Table.Td>
                  <TransferStatusBadge status={s.status} />
                </Table.Td>
                <Table.Td ta="right">{s.lineCount}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(s.totalValueCentavos)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Groups the in-transit lots by slip, in the order the server gave them. */
function bySlip(items: TransferInTransitItem[]) {
  const out = new Map<
    string,
    { first: TransferInTransitItem; lots: TransferInTransitItem[]; value: number }
  >();
  for (const i of items) {
    const g = out.get(i.slipId) ?? { first: i, lots: [], value: 0 };
    g.lots.push(i);
    g.value += i.valueCentavos;
    out.set(i.slipId, g);
  }
  return [...out.values()];
}

/** What is on the road now: per slip, its products still in transit and their value at cost. */
function InTransitPanel() {
  const t = useTransfersT();
  const navigate = useNavigate();
  const q = useQuery(transfersQueries.inTransit());
  const ids = [...new Set(q.data?.items.map((i) => i.productId) ?? [])];
  const products = useQuery({ ...transfersQueries.units(ids), enabled: ids.length > 0 });
  // What is on the road, in the largest unit that holds it whole (20 sacks rather than 1,000 kg).
  const qty = (i: TransferInTransitItem) => {
    const p = products.data?.get(i.productId);
    const units = p ? unitsOf(p) : [{ code: i.baseUnit, baseMilliPerUnit: 1000 }];
    return inUnit(i.qtyMilli, bestUnit(units, i.qtyMilli));
  };
  return (
    <Paper withBorder p="sm" data-tour="transfers-in-transit" aria-labelledby="in-transit-title">
      <Group justify="space-between" align="flex-start" wrap="wrap" mb="xs">
        <Group gap="xs">
          <IconTruck size={20} aria-hidden />
          <Title order={2} size="h4" id="in-transit-title">
            {t('transit.title')}
          </Title>
        </Group>
        {q.data && (
          <Text fw={700} data-testid="in-transit-value">
            {t('transit.value')}: {formatPeso(q.data.totalValueCentavos)}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {t('transit.help')}
      </Text>
      {q.isError && <LoadError error={q.error} onRetry={() => void q.refetch()} />}
      {q.isPending && <Loader size="sm" />}
      {q.data && q.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('transit.none')}
        </Text>
      )}
      {q.data && q.data.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
          {bySlip(q.data.items).map((g) => (
            <Card key={g.first.slipId} withBorder padding="xs">
              <Group justify="space-between" wrap="nowrap">
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  onClick={() =>
                    void navigate({
                      to: '/branches/transfers/$transferId',
                      params: { transferId: g.first.slipId },
                    })
                  }
                >
                  {g.first.transferNo}
                </Anchor>
                <Text size="sm" fw={600}>
                  {formatPeso(g.value)}
                </Text>
              </Group>
              <Text size="sm" component="div">
                <Route s={g.first} />
              </Text>
              {g.lots.map((l) => (
                <Text key={l.slipLotId} size="xs" c="dimmed">
                  {l.productName}
                  {l.batchNumber ? ` · ${l.batchNumber}` : ''}: {qty(l)}
                </Text>
              ))}
              {g.first.expectedDeliveryDate && (
                <Text size="xs" c="dimmed">
                  {t('col.expected')}: {g.first.expectedDeliveryDate}
                </Text>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
