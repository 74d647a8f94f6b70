import { Badge, Button, Checkbox, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { hasPermission } from '../../auth/auth.queries.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { categoriesQuery } from '../inventory.queries.ts';
import { ListPanel } from './list-panel.tsx';
import { useToolsT } from './tools.i18n.ts';
import { BackToInventory } from './tools-nav.tsx';

export interface Sheet {
  id: string;
  number: string;
  title: string;
  status: 'draft' | 'posted' | 'cancelled';
  createdAt: string;
  createdByName: string | null;
  lineCount: number;
  countedCount: number;
}

export interface Line {
  id: string;
  productName: string;
  productSku: string;
  baseUnit: string;
  batchNumber: string | null;
  expectedMilli: number;
  countedMilli: number | null;
  unitCostCentavos: number;
  stockMilli: number;
}

export const countsKey = ['inventory', 'count'] as const;
export const STATUS_COLOR = { draft: 'blue', posted: 'green', cancelled: 'gray' } as const;

/** Recount sheets: start one for a category (or everything), open one to count. */
export function CountsScreen() {
  const t = useToolsT();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: [...countsKey, 'list'],
    queryFn: () => api.get<{ items: Sheet[] }>('/api/stock/counts'),
  });
  const categories = useQuery(categoriesQuery);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [onlyStocked, setOnlyStocked] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => api.post<{ id: string }>('/api/stock/counts', { categoryId, onlyStocked }),
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
