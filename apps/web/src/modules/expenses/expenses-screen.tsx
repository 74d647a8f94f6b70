import { EXPENSE_STATUSES, type Expense, type ExpenseListQuery } from '@fbms/domain';
import {
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
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { CategoriesPanel } from './categories-panel.tsx';
import { ExpenseDrawer } from './expense-drawer.tsx';
import { useExpensesT } from './expenses.i18n.ts';
import { expensesQueries } from './expenses.queries.ts';
import { RecurringPanel } from './recurring-panel.tsx';

export const STATUS_COLOR: Record<Expense['status'] | 'proposed', string> = {
  draft: 'gray',
  proposed: 'violet',
  submitted: 'yellow',
  approved: 'blue',
  paid: 'green',
  rejected: 'red',
};

export function StatusBadge({ e }: { e: Pick<Expense, 'status' | 'proposed'> }) {
  const t = useExpensesT();
  const s = e.proposed ? 'proposed' : e.status;
  return (
    <Badge variant="light" color={STATUS_COLOR[s]} maw="none" style={{ flexShrink: 0 }}>
      {t(`status.${s}`)}
    </Badge>
  );
}

/** What the signed-in person may do here (expenses: create, edit, approve). */
export function useExpenseRights() {
  const me = useCurrentUser();
  const has = (a: string) => me?.permissions.includes(`expenses:${a}`) ?? false;
  return { create: has('create'), edit: has('edit'), approve: has('approve'), userId: me?.user.id ?? null };
}

/** The expenses screen: the list, the approval queue, the categories and the recurring templates. */
export function ExpensesScreen() {
  const t = useExpensesT();
  const rights = useExpenseRights();
  const [tab, setTab] = useState<string | null>('list');
  const [open, setOpen] = useState<{ id: string | null } | null>(null);
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
          <Button leftSection={<IconPlus size={18} />} onClick={() => setOpen({ id: null })}>
            {t('add')}
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="list">{t('tabs.list')}</Tabs.Tab>
          {rights.approve && <Tabs.Tab value="queue">{t('tabs.queue')}</Tabs.Tab>}
          <Tabs.Tab value="categories">{t('tabs.categories')}</Tabs.Tab>
          <Tabs.Tab value="recurring">{t('tabs.recurring')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <ExpenseList onOpen={(id) => setOpen({ id })} />
        </Tabs.Panel>
        {rights.approve && (
          <Tabs.Panel value="queue" pt="md">
            <ApprovalQueue onOpen={(id) => setOpen({ id })} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="categories" pt="md">
          <CategoriesPanel canEdit={rights.edit} />
        </Tabs.Panel>
        <Tabs.Panel value="recurring" pt="md">
          <RecurringPanel canEdit={rights.edit} />
        </Tabs.Panel>
      </Tabs>
      {open && <ExpenseDrawer id={open.id} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

type StatusFilter = NonNullable<ExpenseListQuery['status']>;

function ExpenseList({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useExpensesT();
  const [f, setF] = useState<Omit<ExpenseListQuery, 'q'>>({});
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const categories = useQuery(expensesQueries.categories());
  const list = useQuery(expensesQueries.list({ ...f, ...(q ? { q } : {}) }));
  const set = (next: Partial<ExpenseListQuery>) => setF({ ...f, ...next });
  const statuses: StatusFilter[] = [...EXPENSE_STATUSES, 'proposed'];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        <TextInput
          type="date"
          label={t('filters.from')}
          value={f.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={f.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
        <Select
          label={t('filters.category')}
          placeholder={t('filters.anyCategory')}
          clearable
          data={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={f.categoryId ?? null}
          onChange={(v) => set({ categoryId: v ?? undefined })}
        />
        <Select
          label={t('filters.status')}
          placeholder={t('filters.anyStatus')}
          clearable
          data={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={f.status ?? null}
          onChange={(v) => set({ status: (v as StatusFilter | null) ?? undefined })}
        />
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </SimpleGrid>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && (
        <>
          <Group gap="lg" data-testid="expense-totals">
            <Text fw={600}>{t('totals.count', { count: list.data.totals.count })}</Text>
            <Text fw={600}>
              {t('totals.amount', { amount: formatPeso(list.data.totals.amountCentavos) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('totals.vat', { amount: formatPeso(list.data.totals.inputVatCentavos) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('totals.withholding', { amount: formatPeso(list.data.totals.withholdingCentavos) })}
            </Text>
          </Group>
          <ExpenseTable items={list.data.items} onOpen={onOpen} empty={t('none')} />
        </>
      )}
    </Stack>
  );
}

export function ExpenseTable({
  items,
  onOpen,
  empty,
}: {
  items: Expense[];
  onOpen: (id: string) => void;
  empty: string;
}) {
  const t = useExpensesT();
  if (items.length === 0)
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {empty}
        </Text>
      </Paper>
    );
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={320}>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('col.number')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('col.category')}</Table.Th>
              <Table.Th ta="right">{t('col.amount')}</Table.Th>
              <Table.Th>{t('col.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((e) => (
              <Table.Tr key={e.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(e.id)}>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    aria-label={t('open', { number: e.number })}
                    onClick={(ev) => {
                      ev.stopPropagation();
                      onOpen(e.id);
                    }}
                  >
                    {e.number}
                  </Anchor>
                  <Text size="sm">{e.description}</Text>
                  <Text size="xs" c="dimmed">
                    {e.expenseDate}
                    {e.vendorName ? ` · ${e.vendorName}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{e.categoryName}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(e.amountCentavos)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <StatusBadge e={e} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function ApprovalQueue({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useExpensesT();
  const list = useQuery(expensesQueries.list({ status: 'submitted' }));
  const controls = useQuery(expensesQueries.controls());
  return (
    <Stack gap="md">
      {controls.data && (
        <Text size="sm" c="dimmed" maw={720}>
          {t('queue.intro', { limit: formatPeso(controls.data.approvalAboveCentavos) })}
        </Text>
      )}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && <ExpenseTable items={list.data.items} onOpen={onOpen} empty={t('queue.none')} />}
    </Stack>
  );
}
