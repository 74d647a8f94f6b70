import { ACCOUNT_TYPES, type GlAccount, NORMAL_BALANCE_OF } from '@fbms/domain';
import { Badge, Button, Group, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { hasPermission } from '../../lib/session.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { AccountDrawer } from './account-drawer.tsx';
import { useAccountingT } from './accounting.i18n.ts';
import { accountsQuery } from './accounting.queries.ts';
import { AccountingNav } from './accounting-nav.tsx';

/** The chart of accounts, grouped by type, each account with its balance; add and edit in a drawer. */
export function ChartScreen() {
  const t = useAccountingT();
  const me = useCurrentUser();
  const list = useQuery(accountsQuery());
  const [editing, setEditing] = useState<{ account: GlAccount | null } | null>(null);
  const canAdd = !!me && hasPermission(me, 'accounting:create');
  const canEdit = !!me && hasPermission(me, 'accounting:edit');

  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={1100} mx="auto">
      <AccountingNav />
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t('chart.title')}</Title>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ account: null })}>
            {t('chart.add')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('chart.intro')}
      </Text>
      {list.isPending && <Loader size="sm" />}
      {list.error && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data &&
        ACCOUNT_TYPES.map((type) => {
          const accounts = list.data.items.filter((a) => a.type === type);
          if (accounts.length === 0) return null;
          return (
            <Paper key={type} withBorder p={{ base: 'xs', sm: 'md' }}>
              <Title order={3} size="h4" mb="xs">
                {t(`types.${type}`)}
              </Title>
              <ScrollArea type="auto">
                <Table striped highlightOnHover verticalSpacing={6}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={90} visibleFrom="sm">
                        {t('chart.code')}
                      </Table.Th>
                      <Table.Th>{t('chart.name')}</Table.Th>
                      <Table.Th ta="right">{t('chart.balance')}</Table.Th>
                      {canEdit && <Table.Th w={1} />}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {accounts.map((a) => (
                      <Table.Tr key={a.id} style={a.isActive ? undefined : { opacity: 0.6 }}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
                          {a.code}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            <Text span size="sm" c="dimmed" hiddenFrom="sm">
                              {a.code}{' '}
                            </Text>
                            {a.name}
                          </Text>
                          <Group gap={4} mt={2}>
                            {a.key && (
                              <Badge size="xs" variant="light" title={t('chart.automaticHint')}>
                                {t('chart.automatic')}
                              </Badge>
                            )}
                            {!a.isActive && (
                              <Badge size="xs" color="gray">
                                {t('chart.inactive')}
                              </Badge>
                            )}
                            {a.normalBalance !== NORMAL_BALANCE_OF[a.type] && (
                              <Badge size="xs" color="grape" variant="light">
                                {t('chart.contra', { side: t(`side.${a.normalBalance}`) })}
                              </Badge>
                            )}
                          </Group>
                          {a.description && (
                            <Text size="xs" c="dimmed" visibleFrom="sm">
                              {a.description}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatPeso(a.balanceCentavos)}
                        </Table.Td>
                        {canEdit && (
                          <Table.Td>
                            <Button
                              size="compact-sm"
                              variant="default"
                              aria-label={t('chart.editLabel', { code: a.code, name: a.name })}
                              onClick={() => setEditing({ account: a })}
                            >
                              {t('chart.edit')}
                            </Button>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            </Paper>
          );
        })}
      <AccountDrawer opened={!!editing} account={editing?.account ?? null} onClose={() => setEditing(null)} />
    </Stack>
  );
}
