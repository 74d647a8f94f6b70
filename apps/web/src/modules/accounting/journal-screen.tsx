import { SOURCE_TYPES, type SourceType } from '@fbms/domain';
import {
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { hasPermission } from '../../lib/session.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useAccountingT } from './accounting.i18n.ts';
import { accountsQuery, entriesQuery } from './accounting.queries.ts';
import { AccountingNav } from './accounting-nav.tsx';
import { EntryDrawer } from './entry-drawer.tsx';
import { ManualEntryDrawer } from './manual-entry-drawer.tsx';

const PAGE_SIZE = 25;

interface Filters {
  from?: string;
  to?: string;
  accountId?: string;
  sourceType?: SourceType;
}

/** The journal: filters, entries newest first, an entry's lines in a drawer, manual entries, reversals. */
export function JournalScreen() {
  const t = useAccountingT();
  const me = useCurrentUser();
  const canPost = !!me && hasPermission(me, 'accounting:create');
  const [f, setF] = useState<Filters>({});
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const accounts = useQuery(accountsQuery());
  const list = useQuery(entriesQuery({ ...f, ...(q ? { q } : {}), page, pageSize: PAGE_SIZE }));
  const set = (patch: Filters) => {
    setF((was) => ({ ...was, ...patch }));
    setPage(1);
  };
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={1100} mx="auto">
      <AccountingNav />
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t('journal.title')}</Title>
        {canPost && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setWriting(true)}>
            {t('journal.newEntry')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('journal.intro')}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="xs">
        <TextInput
          type="date"
          label={t('journal.from')}
          value={f.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('journal.to')}
          value={f.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
        <Select
          label={t('journal.account')}
          placeholder={t('journal.anyAccount')}
          data={(accounts.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
          value={f.accountId ?? null}
          onChange={(v) => set({ accountId: v ?? undefined })}
          searchable
          clearable
        />
        <Select
          label={t('journal.source')}
          placeholder={t('journal.anySource')}
          data={SOURCE_TYPES.map((s) => ({ value: s, label: t(`sources.${s}`) }))}
          value={f.sourceType ?? null}
          onChange={(v) => set({ sourceType: (v as SourceType | null) ?? undefined })}
          clearable
        />
        <TextInput
          type="search"
          label={t('journal.search')}
          placeholder={t('journal.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </SimpleGrid>
      {list.isPending && <Loader size="sm" />}
      {list.error && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && <Text c="dimmed">{t('journal.none')}</Text>}
      {list.data && list.data.items.length > 0 && (
        <ScrollArea type="auto">
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th visibleFrom="sm">{t('journal.no')}</Table.Th>
                <Table.Th>{t('journal.date')}</Table.Th>
                <Table.Th>{t('journal.memo')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('journal.postedBy')}</Table.Th>
                <Table.Th ta="right">{t('journal.amount')}</Table.Th>
                <Table.Th w={1} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td visibleFrom="sm">{e.entryNo}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {e.entryDate}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {t('journal.no')} {e.entryNo}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} miw={120}>
                      {e.memo}
                    </Text>
                    <Group gap={4} mt={2}>
                      <Badge size="xs" variant="light" color="gray">
                        {t(`sources.${e.sourceType}`)}
                        {e.sourceNumber ? ` ${e.sourceNumber}` : ''}
                      </Badge>
                      {e.lateNote && (
                        <Badge size="xs" color="orange" variant="light">
                          {t('journal.late')}
                        </Badge>
                      )}
                      {e.reversedByEntryId && (
                        <Badge size="xs" color="grape" variant="light">
                          {t('journal.reversed')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{e.postedByName ?? t('entry.system')}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPeso(e.totalCentavos)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('journal.openLabel', { no: e.entryNo })}
                      onClick={() => setOpenId(e.id)}
                    >
                      {t('journal.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {list.data && list.data.total > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('journal.page', { page, pages, total: list.data.total })}
          </Text>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
        </Group>
      )}
      <EntryDrawer entryId={openId} onClose={() => setOpenId(null)} onOpen={setOpenId} canReverse={canPost} />
      <ManualEntryDrawer
        opened={writing}
        onClose={() => setWriting(false)}
        accounts={accounts.data?.items ?? []}
      />
    </Stack>
  );
}
