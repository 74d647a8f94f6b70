import {
  expensesContract as api,
  BIR_CLASSIFICATIONS,
  type BirClassification,
  type ExpenseCategory,
} from '@fbms/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useExpensesT } from './expenses.i18n.ts';
import { expensesQueries } from './expenses.queries.ts';

/** The category manager: name, BIR classification, expense account; deactivate, or delete when unused. */
export function CategoriesPanel({ canEdit }: { canEdit: boolean }) {
  const t = useExpensesT();
  const list = useQuery(expensesQueries.categories());
  const [editing, setEditing] = useState<ExpenseCategory | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={720}>
          {t('categories.intro')}
        </Text>
        {canEdit && (
          <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            {t('categories.add')}
          </Button>
        )}
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('categories.name')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('categories.bir')}</Table.Th>
                  <Table.Th>{t('categories.account')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {c.name}
                      </Text>
                      <Group gap={6}>
                        {!c.isActive && (
                          <Badge size="xs" color="gray">
                            {t('categories.inactive')}
                          </Badge>
                        )}
                        <Text size="xs" c="dimmed">
                          {t('categories.used', { count: c.expenseCount })}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{t(`bir.${c.birClassification}`)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {c.accountCode} {c.accountName}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {canEdit && (
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setEditing(c)}
                          aria-label={t('categories.edit', { name: c.name })}
                        >
                          {t('categories.editButton')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {editing && (
        <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function CategoryDialog({ category, onClose }: { category: ExpenseCategory | null; onClose: () => void }) {
  const t = useExpensesT();
  const qc = useQueryClient();
  const accounts = useQuery(expensesQueries.accounts());
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [bir, setBir] = useState<BirClassification>(category?.birClassification ?? 'miscellaneous');
  const [accountId, setAccountId] = useState<string | null>(category?.accountId ?? null);
  const [isActive, setIsActive] = useState(category?.isActive ?? true);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const done = async (message: string) => {
    await qc.invalidateQueries({ queryKey: ['expenses'] });
    notify.success({ title: t('title'), message });
    onClose();
  };
  const run = async (f: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      await done(await f());
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      setFields(err.fields);
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !accountId) return;
    const body = { name, description: description || null, birClassification: bir, accountId, isActive };
    void run(async () => {
      const c = category
        ? await client.call(api.updateCategory, { params: { id: category.id }, body })
        : await client.call(api.createCategory, { body });
      return t('categories.saved', { name: c.name });
    });
  };
  return (
    <Modal opened onClose={onClose} title={category ? t('categories.editTitle') : t('categories.newTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error && <Alert color="red">{error}</Alert>}
          <TextInput
            label={t('categories.name')}
            required
            data-autofocus
            maxLength={80}
            value={name}
            error={fields.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label={t('categories.description')}
            maxLength={300}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Select
            label={t('categories.bir')}
            allowDeselect={false}
            searchable
            data={BIR_CLASSIFICATIONS.map((b) => ({ value: b, label: t(`bir.${b}`) }))}
            value={bir}
            onChange={(b) => b && setBir(b as BirClassification)}
          />
          <Select
            label={t('categories.account')}
            required
            searchable
            data={(accounts.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
            value={accountId}
            error={fields.accountId}
            onChange={setAccountId}
          />
          <Checkbox
            label={t('categories.active')}
            checked={isActive}
            onChange={(e) => setIsActive(e.currentTarget.checked)}
          />
          <Group justify="space-between">
            {category && category.expenseCount === 0 ? (
              <Button
                color="red"
                variant="subtle"
                loading={busy}
                onClick={() =>
                  void run(async () => {
                    await client.call(api.deleteCategory, { params: { id: category.id } });
                    return t('categories.deleted', { name: category.name });
                  })
                }
              >
                {t('categories.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={!name.trim() || !accountId}>
                {t('categories.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
