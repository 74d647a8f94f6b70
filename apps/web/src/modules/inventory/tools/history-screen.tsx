import {
  formatQty,
  inventoryContract,
  locationLabeller,
  MOVEMENT_TYPES,
  parseQty,
  type StockMovement,
} from '@fbms/domain';
import { toCsv } from '@fbms/domain/catalog/csv';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useInventoryT } from '../inventory.i18n.ts';
import { locationsQuery, movementsKey } from '../inventory.queries.ts';
import { ListPanel } from './list-panel.tsx';
import { useToolsT } from './tools.i18n.ts';
import { BackToInventory } from './tools-nav.tsx';

interface Filters {
  productName?: string;
  type?: string;
  fromDate?: string;
  toDate?: string;
  referenceNumber?: string;
  batchNumber?: string;
  performedBy?: string;
  locationId?: string;
  /** Quantity moved, at least / at most, as typed in base units (sent in thousandths). */
  minQty?: string;
  maxQty?: string;
}

/** Typed quantities that do not read as a number are left out of the query (the field says so). */
const qtyParam = (text: string | undefined) => (text ? (parseQty(text.trim()) ?? undefined) : undefined);

const PAGE = 50;
const EXPORT_MAX = 5000;

const fetchPage = ({ minQty, maxQty, ...f }: Filters, limit: number, offset: number) =>
  api.call(inventoryContract.listMovements, {
    query: { ...f, minQuantity: qtyParam(minQty), maxQuantity: qtyParam(maxQty), limit, offset },
  });

/** The stock ledger with the filters of seed 001 §7, newest first, 50 a page, exportable as CSV. */
export function HistoryScreen() {
  const t = useToolsT();
  const ti = useInventoryT();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  const list = useQuery({
    queryKey: [...movementsKey, 'history', debounced, page],
    queryFn: () => fetchPage(debounced, PAGE, (page - 1) * PAGE),
    placeholderData: keepPreviousData,
  });
  const locations = useQuery(locationsQuery);
  const [exporting, setExporting] = useState(false);
  const qtyError = (text: string | undefined) =>
    text && parseQty(text.trim()) === null ? t('history.qtyInvalid') : undefined;
  const set = (k: keyof Filters) => (v: string | null) => {
    setFilters((f) => ({ ...f, [k]: v || undefined }));
    setPage(1);
  };
  const typeLabel = (type: string) => ti(`movementTypes.${type}` as 'movementTypes.sale');
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: StockMovement[] = [];
      while (rows.length < EXPORT_MAX) {
        const p = await fetchPage(debounced, 200, rows.length);
        rows.push(...p.items);
        if (p.items.length < 200 || rows.length >= p.total) break;
      }
      const csv = toCsv([
        [
          'date',
          'sku',
          'product',
          'type',
          'quantity',
          'unit',
          'balance_after',
          'location',
          'batch',
          'reference',
          'done_by',
          'reason',
        ],
        ...rows.map((r) => [
          r.createdAt,
          r.productSku,
          r.productName,
          r.type,
          r.qtyMilli / 1000,
          r.baseUnit,
          r.newMilli / 1000,
          r.locationName,
          r.batchNumber,
          r.referenceNumber,
          r.performedByName,
          r.reason,
        ]),
      ]);
      downloadFile(
        `stock-history-${new Date().toISOString().slice(0, 10)}.csv`,
        csv,
        'text/csv;charset=utf-8',
      );
      notify.taskComplete({
        title: t('history.exported'),
        message: t('history.shown', { count: rows.length }),
      });
    } catch (e) {
      notify.error({ title: t('history.export'), message: (e as Error).message });
    } finally {
      setExporting(false);
    }
  };
  const pages = list.data ? Math.ceil(list.data.total / PAGE) : 0;
  return (
    <Stack gap="md">
      <BackToInventory />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('history.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('history.subtitle')}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t('history.export')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('history.product')}
          value={filters.productName ?? ''}
          onChange={(e) => set('productName')(e.currentTarget.value)}
        />
        <Select
          label={t('history.type')}
          placeholder={t('history.allTypes')}
          data={MOVEMENT_TYPES.map((m) => ({ value: m, label: typeLabel(m) }))}
          value={filters.type ?? null}
          onChange={set('type')}
          clearable
        />
        <TextInput
          label={t('history.from')}
          type="date"
          value={filters.fromDate ?? ''}
          onChange={(e) => set('fromDate')(e.currentTarget.value)}
        />
        <TextInput
          label={t('history.to')}
          type="date"
          value={filters.toDate ?? ''}
          onChange={(e) => set('toDate')(e.currentTarget.value)}
        />
        <TextInput
          label={t('history.reference')}
          value={filters.referenceNumber ?? ''}
          onChange={(e) => set('referenceNumber')(e.currentTarget.value)}
        />
        <TextInput
          label={t('history.batch')}
          value={filters.batchNumber ?? ''}
          onChange={(e) => set('batchNumber')(e.currentTarget.value)}
        />
        <TextInput
          label={t('history.by')}
          value={filters.performedBy ?? ''}
          onChange={(e) => set('performedBy')(e.currentTarget.value)}
        />
        {(locations.data?.length ?? 0) > 1 && (
          <Select
            label={t('history.location')}
            placeholder={t('history.allLocations')}
            data={(locations.data ?? []).map((l) => ({
              value: l.id,
              label: locationLabeller(locations.data ?? [])(l),
            }))}
            value={filters.locationId ?? null}
            onChange={set('locationId')}
            clearable
          />
        )}
        <TextInput
          label={t('history.minQty')}
          inputMode="decimal"
          value={filters.minQty ?? ''}
          error={qtyError(filters.minQty)}
          onChange={(e) => set('minQty')(e.currentTarget.value)}
        />
        <TextInput
          label={t('history.maxQty')}
          inputMode="decimal"
          value={filters.maxQty ?? ''}
          error={qtyError(filters.maxQty)}
          onChange={(e) => set('maxQty')(e.currentTarget.value)}
        />
      </SimpleGrid>
      <ListPanel
        query={list}
        empty={
          <Stack align="center" p="xl" gap="xs">
            <Text fw={600}>{t('history.empty')}</Text>
            <Button variant="default" onClick={() => setFilters({})}>
              {t('history.clear')}
            </Button>
          </Stack>
        }
      >
        {(data) => (
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="xs" aria-label={t('history.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.when')}</Table.Th>
                  <Table.Th>{ti('columns.name')}</Table.Th>
                  <Table.Th>{t('history.type')}</Table.Th>
                  <Table.Th ta="right">{t('history.qty')}</Table.Th>
                  <Table.Th ta="right">{t('history.balance')}</Table.Th>
                  <Table.Th>{t('history.location')}</Table.Th>
                  <Table.Th>{t('history.batch')}</Table.Th>
                  <Table.Th>{t('history.reference')}</Table.Th>
                  <Table.Th>{t('history.by')}</Table.Th>
                  <Table.Th>{t('history.why')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{formatDateTime(m.createdAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {m.productName}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {m.productSku}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {typeLabel(m.type)}
                        {m.form && (
                          <Badge size="xs" variant="light">
                            {t(m.form === 'loose' ? 'history.loose' : 'history.sealed')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right" c={m.qtyMilli < 0 ? 'red' : 'green'} ff="monospace">
                      {m.qtyMilli > 0 ? '+' : ''}
                      {formatQty(m.qtyMilli)} {m.baseUnit}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatQty(m.newMilli)}
                    </Table.Td>
                    <Table.Td>{m.locationName}</Table.Td>
                    <Table.Td>{m.batchNumber ?? '—'}</Table.Td>
                    <Table.Td>{m.referenceNumber ?? '—'}</Table.Td>
                    <Table.Td>{m.performedByName ?? '—'}</Table.Td>
                    <Table.Td>{m.reason ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListPanel>
      {list.data && list.data.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('history.shown', { count: list.data.total })}
          </Text>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </Group>
      )}
    </Stack>
  );
}
