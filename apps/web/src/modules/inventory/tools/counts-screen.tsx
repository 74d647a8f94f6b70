import {
  formatQty,
  inventoryContract,
  type CountLine as Line,
  locationLabeller,
  parseQty,
} from '@fbms/domain';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { formatDateTime, formatPeso } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { hasPermission } from '../../../lib/session.ts';
import { useCurrentUser } from '../../../lib/use-current-user.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import { PageLoader } from '../../../shell/page-loader.tsx';
import { categoriesQuery, locationsQuery, movementsKey, productsKey } from '../inventory.queries.ts';
import { ListPanel } from './list-panel.tsx';
import { useToolsT } from './tools.i18n.ts';
import { BackToInventory, ConfirmButton } from './tools-nav.tsx';

const countsKey = ['inventory', 'count'] as const;
const STATUS_COLOR = { draft: 'blue', posted: 'green', cancelled: 'gray' } as const;

/** Recount sheets: start one for a category (or everything), open one to count. */
export function CountsScreen() {
  const t = useToolsT();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: [...countsKey, 'list'],
    queryFn: () => api.call(inventoryContract.listCounts),
  });
  const categories = useQuery(categoriesQuery);
  // The server's default (the first store of the person's branch) unless another location is chosen.
  const locations = useQuery(locationsQuery);
  const active = (locations.data ?? []).filter((l) => l.isActive);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [onlyStocked, setOnlyStocked] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () =>
      api.call(inventoryContract.createCount, {
        body: { categoryId, onlyStocked, ...(locationId ? { locationId } : {}) },
      }),
    onSuccess: ({ id }) => {
      void qc.invalidateQueries({ queryKey: countsKey });
      void navigate({ to: '/inventory/counts/$countId', params: { countId: id } });
    },
    onError: (e) => setError(e.message),
  });
  if (!me) return null;
  const canEdit = hasPermission(me, 'inventory:edit');
  return (
    <Stack gap="md">
      <BackToInventory />
      <div>
        <Title order={1} size="h2">
          {t('counts.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('counts.subtitle')}
        </Text>
      </div>
      {canEdit && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t('counts.new')}
            </Title>
            <Group align="flex-end" gap="sm">
              {active.length > 1 && (
                <Select
                  label={t('history.location')}
                  placeholder={t('counts.defaultLocation')}
                  data={active.map((l) => ({ value: l.id, label: locationLabeller(active)(l) }))}
                  value={locationId}
                  onChange={setLocationId}
                  clearable
                  w={{ base: '100%', sm: 260 }}
                />
              )}
              <Select
                label={t('counts.category')}
                placeholder={t('counts.allCategories')}
                data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                value={categoryId}
                onChange={setCategoryId}
                clearable
                searchable
                w={{ base: '100%', sm: 260 }}
              />
              <Checkbox
                label={t('counts.onlyStocked')}
                checked={onlyStocked}
                onChange={(e) => setOnlyStocked(e.currentTarget.checked)}
                mb={8}
              />
              <Button
                leftSection={<IconClipboardList size={18} />}
                loading={start.isPending}
                onClick={() => start.mutate()}
              >
                {t('counts.start')}
              </Button>
            </Group>
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      <ListPanel
        query={list}
        empty={
          <Text p="lg" c="dimmed">
            {t('counts.empty')}
          </Text>
        }
      >
        {(data) => (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('counts.number')}</Table.Th>
                  <Table.Th>{t('counts.status')}</Table.Th>
                  <Table.Th>{t('counts.lines')}</Table.Th>
                  <Table.Th>{t('counts.created')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Text fw={600}>{s.number}</Text>
                      <Text size="xs" c="dimmed">
                        {s.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[s.status]} variant="light">
                        {t(`counts.${s.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {s.countedCount} / {s.lineCount}
                    </Table.Td>
                    <Table.Td>
                      {formatDateTime(s.createdAt)}
                      {s.createdByName ? ` · ${s.createdByName}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() =>
                          void navigate({ to: '/inventory/counts/$countId', params: { countId: s.id } })
                        }
                      >
                        {t('counts.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListPanel>
    </Stack>
  );
}

/** One count sheet: enter counted quantities, see the differences and their value, post or cancel. */
export function CountSheetScreen({ countId }: { countId: string }) {
  const t = useToolsT();
  const me = useCurrentUser();
  const qc = useQueryClient();
  const sheet = useQuery({
    queryKey: [...countsKey, 'detail', countId],
    queryFn: () => api.call(inventoryContract.getCount, { params: { id: countId } }),
  });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lines = sheet.data?.lines ?? [];
  const counted = (l: Line): number | null | 'bad' => {
    const text = typed[l.id];
    if (text === undefined) return l.countedMilli;
    if (text.trim() === '') return null;
    return parseQty(text) ?? 'bad';
  };
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: countsKey });
    void qc.invalidateQueries({ queryKey: productsKey });
    void qc.invalidateQueries({ queryKey: movementsKey });
  };
  const changes = () =>
    lines
      .filter((l) => typed[l.id] !== undefined)
      .map((l) => ({ lineId: l.id, countedMilli: counted(l) as number | null }));
  const anyBad = lines.some((l) => counted(l) === 'bad');
  const save = useMutation({
    mutationFn: async () => {
      const c = changes();
      if (c.length)
        await api.call(inventoryContract.saveCounts, { params: { id: countId }, body: { lines: c } });
      return c.length;
    },
    onSuccess: () => {
      setTyped({});
      refresh();
    },
    onError: (e) => setError(e.message),
  });
  const post = useMutation({
    mutationFn: async () => {
      await save.mutateAsync();
      return api.call(inventoryContract.postCount, { params: { id: countId } });
    },
    onSuccess: (r) => {
      refresh();
      notify.success({
        title: t('counts.posted'),
        message: t('counts.postedToast', { number: r.number, count: r.changed }),
      });
    },
    onError: (e) => setError(e.message),
  });
  const cancel = useMutation({
    mutationFn: () => api.call(inventoryContract.cancelCount, { params: { id: countId } }),
    onSuccess: refresh,
    onError: (e) => setError(e.message),
  });
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? lines.filter((l) => `${l.productName} ${l.productSku}`.toLowerCase().includes(q)) : lines;
  }, [lines, filter]);
  if (!me) return null;
  if (sheet.isPending) return <PageLoader />;
  if (sheet.isError) return <LoadError error={sheet.error} onRetry={() => void sheet.refetch()} />;
  const s = sheet.data.sheet;
  const editable = s.status === 'draft' && hasPermission(me, 'inventory:edit');
  const diffValue = (l: Line) => {
    const c = counted(l);
    return typeof c === 'number' ? Math.round(((c - l.stockMilli) * l.unitCostCentavos) / 1000) : 0;
  };
  const totalValue = lines.reduce((sum, l) => sum + diffValue(l), 0);
  const countedN = lines.filter((l) => typeof counted(l) === 'number').length;
  return (
    <Stack gap="md">
      <Button component={Link} to="/inventory/counts" variant="subtle" size="compact-sm" w="fit-content">
        {t('counts.back')}
      </Button>
      <Group justify="space-between" align="flex-end">
        <div>
          <Group gap="xs">
            <Title order={1} size="h2">
              {s.number}
            </Title>
            <Badge color={STATUS_COLOR[s.status]} variant="light">
              {t(`counts.${s.status}`)}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {s.title}
          </Text>
        </div>
        <Text fw={700} data-testid="count-value">
          {t('counts.total', { value: formatPeso(totalValue) })}
        </Text>
      </Group>
      <TextInput
        placeholder={t('counts.search')}
        aria-label={t('counts.search')}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label={s.number}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.product')}</Table.Th>
                <Table.Th ta="right">
                  {t(s.status === 'draft' ? 'counts.onHand' : 'counts.expected')}
                </Table.Th>
                <Table.Th>{t('counts.counted')}</Table.Th>
                <Table.Th ta="right">{t('counts.difference')}</Table.Th>
                <Table.Th ta="right">{t('counts.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((l) => {
                const c = counted(l);
                const diff = typeof c === 'number' ? c - l.stockMilli : null;
                return (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {l.productName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {l.productSku}
                        {l.batchNumber ? ` · ${l.batchNumber}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatQty(l.stockMilli)} {l.baseUnit}
                    </Table.Td>
                    <Table.Td>
                      {editable ? (
                        <TextInput
                          aria-label={`${t('counts.counted')}: ${l.productName}${l.batchNumber ? ` ${l.batchNumber}` : ''}`}
                          inputMode="decimal"
                          value={
                            typed[l.id] ??
                            (l.countedMilli === null ? '' : formatQty(l.countedMilli).replace(/,/g, ''))
                          }
                          onChange={(e) => {
                            const v = e.currentTarget.value;
                            setTyped((x) => ({ ...x, [l.id]: v }));
                          }}
                          error={c === 'bad' ? t('counts.invalid') : undefined}
                          rightSection={<Text size="xs">{l.baseUnit}</Text>}
                          w={140}
                        />
                      ) : c === null ? (
                        <Text size="sm" c="dimmed">
                          {t('counts.notCounted')}
                        </Text>
                      ) : (
                        <Text ff="monospace">{formatQty(c as number)}</Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace" c={diff ? (diff < 0 ? 'red' : 'green') : undefined}>
                      {diff === null ? '—' : `${diff > 0 ? '+' : ''}${formatQty(diff)}`}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {diff ? formatPeso(diffValue(l)) : '—'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
      {editable && (
        <Group gap="sm">
          <Button
            variant="default"
            disabled={anyBad}
            loading={save.isPending && !post.isPending}
            onClick={() =>
              save.mutate(undefined, {
                onSuccess: (n) => n && notify.success({ title: t('counts.saved'), message: s.number }),
              })
            }
          >
            {t('counts.save')}
          </Button>
          <ConfirmButton
            label={t('counts.post')}
            question={t('counts.postConfirm', { count: countedN })}
            cancelLabel={t('categories.cancel')}
            disabled={anyBad || countedN === 0}
            loading={post.isPending}
            onConfirm={() => post.mutate()}
          />
          <ConfirmButton
            label={t('counts.cancel')}
            question={t('counts.cancelConfirm')}
            cancelLabel={t('categories.cancel')}
            color="red"
            variant="subtle"
            loading={cancel.isPending}
            onConfirm={() => cancel.mutate()}
          />
        </Group>
      )}
    </Stack>
  );
}
