import type { SupplierListQuery, SupplierSummary } from '@fbms/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileUpload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { SupplierDrawer } from './supplier-drawer.tsx';
import { SupplierExportMenu, SupplierImportDrawer } from './supplier-import.tsx';
import { useSuppliersT } from './suppliers.i18n.ts';
import { suppliersQueries } from './suppliers.queries.ts';

/** What the signed-in person may do here (suppliers: create, edit). */
export function useSupplierRights() {
  const me = useCurrentUser();
  const has = (a: string) => me?.permissions.includes(`suppliers:${a}`) ?? false;
  return { create: has('create'), edit: has('edit') };
}

const PAGE = 50;

/** /suppliers — the list with server-side search, the status filter, import/export and the form to add one. */
export function SuppliersScreen() {
  const t = useSuppliersT();
  const rights = useSupplierRights();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<'active' | 'inactive' | 'all'>('active');
  const [pages, setPages] = useState(1);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const query: SupplierListQuery = { ...(q ? { q } : {}), status, page: 1, pageSize: PAGE * pages };
  const list = useQuery(suppliersQueries.list(query));
  const open = (id: string) => void navigate({ to: '/suppliers/$supplierId', params: { supplierId: id } });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <SupplierExportMenu q={q} status={status} />
          {rights.create && (
            <Button
              variant="default"
              leftSection={<IconFileUpload size={16} />}
              onClick={() => setImporting(true)}
            >
              {t('io.import')}
            </Button>
          )}
          {rights.create && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          )}
        </Group>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPages(1);
          }}
          style={{ flex: '1 1 260px' }}
          autoFocus
        />
        <SegmentedControl
          aria-label={t('status.label')}
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            setPages(1);
          }}
          data={(['active', 'inactive', 'all'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && (
        <>
          <Text size="sm" c="dimmed">
            {t('count', { count: list.data.total })}
          </Text>
          <SupplierTable items={list.data.items} onOpen={open} />
          {list.data.items.length < list.data.total && (
            <Button variant="default" onClick={() => setPages(pages + 1)} loading={list.isFetching}>
              {t('more')}
            </Button>
          )}
        </>
      )}
      {adding && (
        <SupplierDrawer
          supplier={null}
          onClose={() => setAdding(false)}
          onSaved={(s) => {
            setAdding(false);
            open(s.id);
          }}
        />
      )}
      {rights.create && <SupplierImportDrawer opened={importing} onClose={() => setImporting(false)} />}
    </Stack>
  );
}

function SupplierTable({ items, onOpen }: { items: SupplierSummary[]; onOpen: (id: string) => void }) {
  const t = useSuppliersT();
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
              <Table.Th>{t('col.name')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('col.contact')}</Table.Th>
              <Table.Th visibleFrom="md">{t('col.terms')}</Table.Th>
              <Table.Th ta="right" visibleFrom="md">
                {t('col.products')}
              </Table.Th>
              <Table.Th ta="right">{t('col.balance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((s) => (
              <Table.Tr key={s.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(s.id)}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    ta="left"
                    aria-label={t('open', { name: s.name })}
                    onClick={(ev) => {
                      ev.stopPropagation();
                      onOpen(s.id);
                    }}
                  >
                    {s.name}
                  </Anchor>
                  {!s.isActive && (
                    <Badge ml="xs" size="sm" variant="light" color="gray">
                      {t('inactive')}
                    </Badge>
                  )}
                  {!s.vatRegistered && (
                    <Badge ml="xs" size="sm" variant="light" color="yellow">
                      {t('nonVat')}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {s.supplierNo}
                    {s.tin ? ` · TIN ${s.tin}` : ''}
                  </Text>
                  {(s.contactPerson || s.phone) && (
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {[s.contactPerson, s.phone].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">{s.contactPerson ?? '—'}</Text>
                  {s.phone && (
                    <Text size="xs" c="dimmed">
                      {s.phone}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
                  {s.paymentTermsDays === 0 ? t('cod') : t('termsDays', { count: s.paymentTermsDays })}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="md">
                  {s.productCount}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(s.balanceCentavos)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
