import type { CustomerListQuery, CustomerSummary } from '@fbms/domain';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
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
import { CustomerDrawer } from './customer-drawer.tsx';
import { CustomerExportMenu, CustomerImportDrawer } from './customer-import.tsx';
import { useCustomersT } from './customers.i18n.ts';
import { customersQueries } from './customers.queries.ts';

/** What the signed-in person may do here (customers: create, edit; merge is edit, manager and up). */
export function useCustomerRights() {
  const me = useCurrentUser();
  const has = (a: string) => me?.permissions.includes(`customers:${a}`) ?? false;
  const role = me?.user.role;
  return {
    create: has('create'),
    edit: has('edit'),
    merge: has('edit') && (role === 'manager' || role === 'admin'),
  };
}

const PAGE = 50;

/** /customers — the list with server-side search, filters, and the form to add one. */
export function CustomersScreen() {
  const t = useCustomersT();
  const rights = useCustomerRights();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<CustomerListQuery['status']>('active');
  const [withBalance, setWithBalance] = useState(false);
  const [pages, setPages] = useState(1);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const query: CustomerListQuery = {
    ...(q ? { q } : {}),
    status,
    ...(withBalance ? { hasBalance: 'true' as const } : {}),
    page: 1,
    pageSize: PAGE * pages,
  };
  const list = useQuery(customersQueries.list(query));
  const open = (id: string) => void navigate({ to: '/customers/$customerId', params: { customerId: id } });
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
          <CustomerExportMenu q={q} status={status ?? 'active'} />
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
          data-autofocus
          autoFocus
        />
        <SegmentedControl
          aria-label={t('status.label')}
          value={status}
          onChange={(v) => {
            setStatus(v as CustomerListQuery['status']);
            setPages(1);
          }}
          data={(['active', 'inactive', 'all'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <Checkbox
          label={t('withBalance')}
          checked={withBalance}
          onChange={(e) => {
            setWithBalance(e.currentTarget.checked);
            setPages(1);
          }}
          mb={8}
        />
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && (
        <>
          <Text size="sm" c="dimmed">
            {t('count', { count: list.data.total })}
          </Text>
          <CustomerTable items={list.data.items} onOpen={open} />
          {list.data.items.length < list.data.total && (
            <Button variant="default" onClick={() => setPages(pages + 1)} loading={list.isFetching}>
              {t('more')}
            </Button>
          )}
        </>
      )}
      {adding && (
        <CustomerDrawer
          customer={null}
          onClose={() => setAdding(false)}
          onSaved={(c) => {
            setAdding(false);
            open(c.id);
          }}
        />
      )}
      {rights.create && <CustomerImportDrawer opened={importing} onClose={() => setImporting(false)} />}
    </Stack>
  );
}

function CustomerTable({ items, onOpen }: { items: CustomerSummary[]; onOpen: (id: string) => void }) {
  const t = useCustomersT();
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
              <Table.Th visibleFrom="sm">{t('col.phone')}</Table.Th>
              <Table.Th ta="right">{t('col.balance')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('col.overdue')}
              </Table.Th>
              <Table.Th ta="right" visibleFrom="md">
                {t('col.points')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((c) => (
              <Table.Tr key={c.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(c.id)}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    ta="left"
                    aria-label={t('open', { name: c.displayName })}
                    onClick={(ev) => {
                      ev.stopPropagation();
                      onOpen(c.id);
                    }}
                  >
                    {c.displayName}
                  </Anchor>
                  {!c.isActive && (
                    <Badge ml="xs" size="sm" variant="light" color="gray">
                      {t('inactive')}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {c.customerNo}
                    {c.city ? ` · ${c.city}` : ''}
                  </Text>
                  {c.phone && (
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {c.phone}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {c.phone ?? '—'}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(c.balanceCentavos)}
                  {c.overdueCentavos > 0 && (
                    <Text size="xs" c="red" hiddenFrom="sm">
                      {t('col.overdue')} {formatPeso(c.overdueCentavos)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td
                  ta="right"
                  visibleFrom="sm"
                  c={c.overdueCentavos > 0 ? 'red' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {c.overdueCentavos > 0 ? formatPeso(c.overdueCentavos) : '—'}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="md">
                  {c.points}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
