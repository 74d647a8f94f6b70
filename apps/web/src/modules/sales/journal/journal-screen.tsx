import {
  JOURNAL_KINDS,
  type JournalEntryView,
  type JournalKindName,
  journalContract,
  salesContract,
} from '@fbms/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Pagination,
  Paper,
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
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import { useJournalT } from './journal.i18n.ts';
import classes from './journal.module.css';

const PAGE_SIZE = 25;

interface Filters {
  terminalId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  kind?: JournalKindName | undefined;
}

/** The export's address for the filters: the browser downloads it with its own session. */
function exportHref(f: Filters & { search?: string | undefined }, format: 'txt' | 'csv') {
  const q = new URLSearchParams({ format });
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
  return `/api/sales/e-journal/export?${q}`;
}

/** The e-journal: filters, the entries newest first, the chosen entry's text as printed, export. */
export function JournalScreen() {
  const t = useJournalT();
  const [f, setF] = useState<Filters>({});
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<JournalEntryView | null>(null);
  const terminals = useQuery({
    queryKey: ['pos', 'terminals'],
    queryFn: () => api.call(salesContract.listTerminals),
    staleTime: 60_000,
  });
  const query = { ...f, search: debounced || undefined };
  const list = useQuery({
    queryKey: ['sales', 'e-journal', query, page],
    queryFn: () => api.call(journalContract.listJournal, { query: { ...query, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const set = (next: Partial<Filters>) => {
    setF({ ...f, ...next });
    setPage(1);
  };
  const kindLabel = (k: JournalKindName) => t(`kinds.${k}`);
  const shown = picked && list.data?.items.some((e) => e.id === picked.id) ? picked : null;
  const paper = useRef<HTMLPreElement>(null);
  // On a phone the text is under the list: bring it into view when an entry is picked.
  useEffect(() => {
    if (picked && window.matchMedia?.('(max-width: 62em)').matches)
      paper.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [picked]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Anchor component={Link} to="/sales-history" size="sm">
            ← {t('back')}
          </Anchor>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={18} />}>
              {t('export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component="a" href={exportHref(query, 'txt')} download>
              {t('exportTxt')}
            </Menu.Item>
            <Menu.Item component="a" href={exportHref(query, 'csv')} download>
              {t('exportCsv')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        <Select
          label={t('terminal')}
          placeholder={t('anyTerminal')}
          clearable
          data={(terminals.data?.items ?? []).map((x) => ({ value: x.id, label: x.name }))}
          value={f.terminalId ?? null}
          onChange={(v) => set({ terminalId: v ?? undefined })}
        />
        <TextInput
          type="date"
          label={t('from')}
          value={f.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={f.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
        <Select
          label={t('kind')}
          placeholder={t('anyKind')}
          clearable
          data={JOURNAL_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
          value={f.kind ?? null}
          onChange={(v) => set({ kind: (v as JournalKindName | null) ?? undefined })}
        />
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </SimpleGrid>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && (
        <>
          <Text fw={600}>{t('count', { count: list.data.total })}</Text>
          {list.data.items.length === 0 ? (
            <Paper withBorder p="xl">
              <Text c="dimmed" ta="center">
                {t('none')}
              </Text>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Paper withBorder>
                <Table.ScrollContainer minWidth={320}>
                  <Table highlightOnHover>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('time')}</Table.Th>
                        <Table.Th>{t('number')}</Table.Th>
                        <Table.Th>{t('by')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.data.items.map((e) => (
                        <Table.Tr
                          key={e.id}
                          className={classes.row}
                          aria-selected={shown?.id === e.id}
                          onClick={() => setPicked(e)}
                        >
                          <Table.Td>
                            <Text size="sm">{formatDateTime(e.createdAt)}</Text>
                            <Text size="xs" c="dimmed">
                              {e.terminalName}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Anchor
                              component="button"
                              type="button"
                              fw={600}
                              aria-label={t('open', { kind: kindLabel(e.kind), number: e.documentNumber })}
                              onClick={() => setPicked(e)}
                            >
                              {e.documentNumber}
                            </Anchor>
                            <div>
                              <Badge size="xs" variant="light" color={e.kind === 'invoice' ? 'blue' : 'gray'}>
                                {kindLabel(e.kind)}
                              </Badge>
                            </div>
                          </Table.Td>
                          <Table.Td>{e.createdByName ?? '—'}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
              {shown ? (
                <Stack gap="xs">
                  <Text size="sm" c="dimmed">
                    {shown.terminalName} · {kindLabel(shown.kind)} {shown.documentNumber} ·{' '}
                    {t('businessDate', { date: shown.businessDate })}
                  </Text>
                  <pre ref={paper} className={classes.paper} data-testid="journal-text">
                    {shown.body}
                  </pre>
                </Stack>
              ) : (
                <Paper withBorder p="xl">
                  <Text c="dimmed" ta="center">
                    {t('pick')}
                  </Text>
                </Paper>
              )}
            </SimpleGrid>
          )}
          {list.data.total > PAGE_SIZE && (
            <Pagination value={page} onChange={setPage} total={Math.ceil(list.data.total / PAGE_SIZE)} />
          )}
        </>
      )}
    </Stack>
  );
}
