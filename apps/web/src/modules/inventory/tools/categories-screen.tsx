import { type CategoryInput, catalogContract } from '@fbms/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { hasPermission } from '../../../lib/session.ts';
import { useCurrentUser } from '../../../lib/use-current-user.ts';
import { type Category, categoriesKey, productsKey } from '../inventory.queries.ts';
import { ListPanel } from './list-panel.tsx';
import { useToolsT } from './tools.i18n.ts';
import { BackToInventory } from './tools-nav.tsx';

const allCategoriesQuery = {
  queryKey: [...categoriesKey, 'list', 'all'],
  queryFn: () => api.call(catalogContract.listCategories, { query: { includeInactive: 'true' } }),
};

function CategoryRow({ c, canEdit, canDelete }: { c: Category; canEdit: boolean; canDelete: boolean }) {
  const t = useToolsT();
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(c.name);
  const [error, setError] = useState<string | null>(null);
  const done = (message: string) => {
    void qc.invalidateQueries({ queryKey: categoriesKey });
    void qc.invalidateQueries({ queryKey: productsKey });
    notify.success({ title: message, message: c.name });
  };
  const save = useMutation({
    mutationFn: (body: CategoryInput) =>
      api.call(catalogContract.updateCategory, { params: { id: c.id }, body }),
    onSuccess: () => {
      setEditing(false);
      done(t('categories.saved'));
    },
    onError: (e) => setError(e instanceof ApiError ? (e.fields.name ?? e.message) : String(e)),
  });
  const remove = useMutation({
    mutationFn: () => api.call(catalogContract.deleteCategory, { params: { id: c.id } }),
    onSuccess: () => done(t('categories.deleted')),
    onError: (e) => setError(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate({ name, description: c.description, isActive: c.isActive });
  };
  return (
    <Table.Tr>
      <Table.Td>
        {editing ? (
          <form onSubmit={submit}>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                aria-label={t('categories.name')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={error}
                autoFocus
              />
              <ActionIcon type="submit" aria-label={t('categories.save')} loading={save.isPending} size="lg">
                <IconCheck size={18} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={t('categories.cancel')}
                onClick={() => setEditing(false)}
                size="lg"
              >
                <IconX size={18} />
              </ActionIcon>
            </Group>
          </form>
        ) : (
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{c.name}</Text>
              {!c.isActive && (
                <Badge color="gray" variant="light" size="sm">
                  {t('categories.inactive')}
                </Badge>
              )}
            </Group>
            {error && (
              <Text size="sm" c="red">
                {error}
              </Text>
            )}
          </Stack>
        )}
      </Table.Td>
      <Table.Td>{t('categories.products', { count: c.productCount })}</Table.Td>
      <Table.Td>
        {canEdit && !editing && (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Tooltip label={t('categories.rename')}>
              <ActionIcon
                variant="default"
                aria-label={`${t('categories.rename')} ${c.name}`}
                onClick={() => setEditing(true)}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Button
              size="xs"
              variant="default"
              onClick={() => save.mutate({ name: c.name, description: c.description, isActive: !c.isActive })}
            >
              {c.isActive ? t('categories.deactivate') : t('categories.activate')}
            </Button>
            {canDelete && (
              <Tooltip label={c.productCount > 0 ? t('categories.inUse') : t('categories.delete')}>
                <ActionIcon
                  color="red"
                  variant="subtle"
                  aria-label={`${t('categories.delete')} ${c.name}`}
                  disabled={c.productCount > 0}
                  loading={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Product categories with their product counts: add, rename, deactivate, delete when unused. */
export function CategoriesScreen() {
  const t = useToolsT();
  const me = useCurrentUser();
  const qc = useQueryClient();
  const list = useQuery(allCategoriesQuery);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (body: CategoryInput) => api.call(catalogContract.createCategory, { body }),
    onSuccess: (c) => {
      setName('');
      void qc.invalidateQueries({ queryKey: categoriesKey });
      notify.success({ title: t('categories.added'), message: c.name });
    },
    onError: (e) => setError(e instanceof ApiError ? (e.fields.name ?? e.message) : String(e)),
  });
  if (!me) return null;
  const canCreate = hasPermission(me, 'inventory:create');
  const canEdit = hasPermission(me, 'inventory:edit');
  const canDelete = hasPermission(me, 'inventory:delete');
  return (
    <Stack gap="md">
      <BackToInventory />
      <div>
        <Title order={1} size="h2">
          {t('categories.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('categories.subtitle')}
        </Text>
      </div>
      {canCreate && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            add.mutate({ name, description: null, isActive: true });
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('categories.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
              w={{ base: '100%', sm: 320 }}
            />
            <Button
              type="submit"
              mt={{ base: 0, sm: 25 }}
              leftSection={<IconPlus size={18} />}
              loading={add.isPending}
            >
              {t('categories.add')}
            </Button>
          </Group>
        </form>
      )}
      <ListPanel
        query={list}
        empty={
          <Text p="lg" c="dimmed">
            {t('categories.empty')}
          </Text>
        }
      >
        {(data) => (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="sm">
              <Table.Tbody>
                {data.items.map((c) => (
                  <CategoryRow key={c.id} c={c} canEdit={canEdit} canDelete={canDelete} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListPanel>
    </Stack>
  );
}
