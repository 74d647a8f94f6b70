import { type AuditEntry, type AuditListQuery, deviceOf, MANILA_TIME_ZONE } from '@fbms/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconDownload, IconSearch, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Fragment, useEffect, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { AuditEntryDetails } from './audit-entry-details.tsx';
import { AUDIT_MODULES, actionLabel, moduleLabel, recordHref, typeLabel } from './audit-labels.ts';
import { useDataHistoryT } from './data-history.i18n.ts';
import { dataHistoryQueries } from './data-history.queries.ts';
import type { DataHistorySearch } from './data-history.search.ts';

const PAGE = 50;
const TIME = new Intl.DateTimeFormat('en-PH', { timeStyle: 'short', timeZone: MANILA_TIME_ZONE });
/** A UUID's first block (the whole id is in the title and the details); other ids whole. */
const shortId = (id: string) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(id) ? `${id.slice(0, 8)}…` : id);
const FILTERS = ['actor', 'module', 'action', 'targetType', 'targetId', 'from', 'to', 'q'] as const;

/** The export's address for the filters: the browser downloads it with its own session. */
function exportHref(s: DataHistorySearch, format: 'csv' | 'xlsx') {
  const q = new URLSearchParams({ format });
  for (const k of FILTERS) if (s[k]) q.set(k, String(s[k]));
  return `/api/data-history/export?${q}`;
}

/** The audit log: filters (kept in the address), the entries newest first with their details, paging, export. */
export function AuditLog({
  search,
  onSearch,
}: {
  search: DataHistorySearch;
  onSearch: (next: DataHistorySearch) => void;
}) {
  const t = useDataHistoryT();
  const [text, setText] = useState(search.q ?? '');
  const [q] = useDebouncedValue(text.trim(), 300);
  const set = (next: Partial<DataHistorySearch>) => onSearch({ ...search, ...next, page: undefined });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text changes the filter
  useEffect(() => {
    if ((search.q ?? '') !== q) set({ q: q || undefined });
  }, [q]);
  const page = search.page ?? 1;
  const query: AuditListQuery = { page, pageSize: PAGE };
  for (const k of FILTERS) if (search[k]) query[k] = search[k];
  const list = useQuery(dataHistoryQueries.list(query));
  const people = useQuery(dataHistoryQueries.people());
  const [open, setOpen] = useState<string | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE)) : 1;
  const anyFilter = FILTERS.some((k) => search[k]);

  return (
    <Stack gap="md">
      {search.targetType && search.targetId && (
        <Group gap="xs">
          <Badge size="lg" variant="light" style={{ textTransform: 'none', maxWidth: '100%' }}>
            {t('filters.record', { type: typeLabel(t, search.targetType), id: search.targetId })}
          </Badge>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconX size={14} />}
            onClick={() => set({ targetType: undefined, targetId: undefined })}
          >
            {t('filters.clearRecord')}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="xs">
        <Select
          label={t('filters.person')}
          placeholder={t('filters.anyone')}
          clearable
          searchable
          data={(people.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }))}
          value={search.actor ?? null}
          onChange={(v) => set({ actor: v ?? undefined })}
        />
        <Select
          label={t('filters.module')}
          placeholder={t('filters.anyModule')}
          clearable
          data={AUDIT_MODULES.map((m) => ({ value: m, label: moduleLabel(t, m) }))}
          value={search.module ?? null}
          onChange={(v) => set({ module: v ?? undefined, action: undefined })}
        />
        <TextInput
          label={t('filters.action')}
          placeholder={t('filters.anyAction')}
          value={search.action ?? ''}
          onChange={(e) => {
            const v = e.currentTarget.value.trim();
            if (v === '' || /^[a-z_-]+\.[a-z_]+$/.test(v)) set({ action: v || undefined });
          }}
        />
        <TextInput
          type="date"
          label={t('filters.from')}
          value={search.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={search.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {list.data ? t('count', { count: list.data.total }) : ''}
        </Text>
        <Group gap="xs">
          {anyFilter && (
            <Button
              variant="subtle"
              onClick={() => {
                setText('');
                onSearch({});
              }}
            >
              {t('filters.clear')}
            </Button>
          )}
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" leftSection={<IconDownload size={18} />}>
                {t('export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component="a" href={exportHref(search, 'csv')} download>
                {t('csv')}
              </Menu.Item>
              <Menu.Item component="a" href={exportHref(search, 'xlsx')} download>
                {t('xlsx')}
              </Menu.Item>
              <Menu.Label maw={260}>{t('exportNote')}</Menu.Label>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data &&
        (list.data.items.length === 0 ? (
          <Paper withBorder p="xl">
            <Text c="dimmed" ta="center">
              {t('none')}
            </Text>
          </Paper>
        ) : (
          <EntryTable
            items={list.data.items}
            open={open}
            onToggle={(id) => setOpen(open === id ? null : id)}
          />
        ))}
      {list.data && pages > 1 && (
        <Group justify="center" gap="sm">
          <Button
            variant="default"
            disabled={page <= 1}
            onClick={() => onSearch({ ...search, page: page - 1 })}
          >
            {t('previous')}
          </Button>
          <Text size="sm">{t('page', { page, pages })}</Text>
          <Button
            variant="default"
            disabled={page >= pages}
            loading={list.isFetching}
            onClick={() => onSearch({ ...search, page: page + 1 })}
          >
            {t('next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function EntryTable({
  items,
  open,
  onToggle,
}: {
  items: AuditEntry[];
  open: string | null;
  onToggle: (id: string) => void;
}) {
  const t = useDataHistoryT();
  const navigate = useNavigate();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={300}>
        <Table horizontalSpacing="xs" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('col.when')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('col.who')}</Table.Th>
              <Table.Th>{t('col.what')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('col.record')}</Table.Th>
              <Table.Th visibleFrom="md">{t('col.where')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((e) => {
              const href = recordHref(e.targetType, e.targetId);
              const record = e.targetType ? (
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {typeLabel(t, e.targetType)}
                  {e.targetId && (
                    <>
                      {' '}
                      {href ? (
                        <Anchor
                          href={href}
                          size="xs"
                          title={e.targetId}
                          aria-label={`${t('open')} ${e.targetId}`}
                          onClick={(ev) => {
                            ev.preventDefault();
                            void navigate({ href });
                          }}
                        >
                          {shortId(e.targetId)}
                        </Anchor>
                      ) : (
                        <span title={e.targetId}>{shortId(e.targetId)}</span>
                      )}
                    </>
                  )}
                </Text>
              ) : null;
              const who = (
                <>
                  <Text size="sm">{e.actorName ?? (e.actorEmail ? '' : t('system'))}</Text>
                  {e.actorEmail && (
                    <Text size="xs" c="dimmed">
                      {e.actorEmail}
                    </Text>
                  )}
                </>
              );
              const device = deviceOf(e.userAgent);
              const isOpen = open === e.id;
              return (
                <Fragment key={e.id}>
                  <Table.Tr>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(e.at)}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {TIME.format(new Date(e.at))}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                      {who}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{actionLabel(t, e.action)}</Text>
                      <Stack gap={0} hiddenFrom="sm" mt={2}>
                        {who}
                        {record}
                      </Stack>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{record}</Table.Td>
                    <Table.Td visibleFrom="md">
                      {e.ip && <Text size="xs">{t('ip', { ip: e.ip })}</Text>}
                      {device && (
                        <Text size="xs" c="dimmed">
                          {device}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        px={4}
                        aria-label={isOpen ? t('hideDetails') : t('details')}
                        aria-expanded={isOpen}
                        onClick={() => onToggle(e.id)}
                      >
                        {isOpen ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {isOpen && (
                    <Table.Tr>
                      <Table.Td colSpan={6}>
                        <Stack gap={4}>
                          <Group gap="md" hiddenFrom="md">
                            {e.ip && <Text size="xs">{t('ip', { ip: e.ip })}</Text>}
                            {device && (
                              <Text size="xs" c="dimmed">
                                {device}
                              </Text>
                            )}
                          </Group>
                          <AuditEntryDetails entry={e} />
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
