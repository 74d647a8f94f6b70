import type { BranchSummary } from '@fbms/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsExchange, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { BranchForm } from './branch-form.tsx';
import { useBranchesT } from './branches.i18n.ts';
import { branchesQueries } from './branches.queries.ts';

/** What the signed-in person may do here (branches: create, edit — administrators). */
export function useBranchRights() {
  const me = useCurrentUser();
  const has = (a: string) => me?.permissions.includes(`branches:${a}`) ?? false;
  return { create: has('create'), edit: has('edit') };
}

/** The link to the transfer slips' screen (/branches/transfers, the Multi-Branch module's other screen). */
export function TransfersButton() {
  const t = useBranchesT();
  const router = useRouter();
  return (
    <Button
      component="a"
      href="/branches/transfers"
      variant="default"
      leftSection={<IconArrowsExchange size={16} />}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        void router.navigate({ to: '/branches/transfers' as never });
      }}
    >
      {t('transfers')}
    </Button>
  );
}

/** /branches — the branches as cards on a phone, a table on a wider screen; "Add branch" for an admin. */
export function BranchesScreen() {
  const t = useBranchesT();
  const rights = useBranchRights();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const list = useQuery(branchesQueries.list());
  const [adding, setAdding] = useState(false);
  const open = (id: string) => void navigate({ to: '/branches/$branchId', params: { branchId: id } });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <TransfersButton />
          {rights.create && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          )}
        </Group>
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && (
        <>
          <Text size="sm" c="dimmed">
            {t('count', { count: list.data.items.length })}
          </Text>
          {list.data.items.length === 0 ? (
            <Paper withBorder p="xl">
              <Text c="dimmed" ta="center">
                {t('none')}
              </Text>
            </Paper>
          ) : narrow ? (
            <BranchCards items={list.data.items} onOpen={open} />
          ) : (
            <BranchTable items={list.data.items} onOpen={open} />
          )}
        </>
      )}
      <Drawer
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('form.newTitle')}
        position="right"
        size={narrow ? '100%' : 'lg'}
      >
        {adding && (
          <BranchForm
            branch={null}
            onCancel={() => setAdding(false)}
            onSaved={(b) => {
              setAdding(false);
              open(b.id);
            }}
          />
        )}
      </Drawer>
    </Stack>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const t = useBranchesT();
  return (
    <Badge
      size="sm"
      variant="light"
      color={active ? 'green' : 'gray'}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {t(active ? 'active' : 'inactive')}
    </Badge>
  );
}

export function TypeBadge({ type }: { type: 'store' | 'warehouse' | 'van' }) {
  const t = useBranchesT();
  const color = { store: 'blue', warehouse: 'grape', van: 'orange' }[type];
  return (
    <Badge size="sm" variant="outline" color={color} style={{ flexShrink: 0, overflow: 'visible' }}>
      {t(`type.${type}`)}
    </Badge>
  );
}

function LocationList({ b }: { b: BranchSummary }) {
  const t = useBranchesT();
  if (b.locations.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('noLocations')}
      </Text>
    );
  return (
    <Stack gap={4}>
      {b.locations.map((l) => (
        <Group key={l.id} gap={6} wrap="wrap">
          <Text size="sm" c={l.active ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
            {l.name}
          </Text>
          <TypeBadge type={l.type} />
          {!l.active && (
            <Text size="xs" c="dimmed">
              {t('inactive')}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function BranchCards({ items, onOpen }: { items: BranchSummary[]; onOpen: (id: string) => void }) {
  const t = useBranchesT();
  return (
    <Stack gap="sm">
      {items.map((b) => (
        <Card key={b.id} withBorder padding="sm" data-testid="branch-card">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0} miw={0}>
              <Anchor
                component="button"
                type="button"
                fw={600}
                ta="left"
                aria-label={t('open', { name: b.name })}
                onClick={() => onOpen(b.id)}
              >
                {b.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {b.code} · TIN {b.tinBranchCode}
              </Text>
            </Stack>
            <StatusBadge active={b.active} />
          </Group>
          <Stack gap={6} mt="xs">
            <LocationList b={b} />
            <Text size="xs" c="dimmed">
              {t('peopleN', { count: b.peopleCount })} · {t('terminalsN', { count: b.terminalCount })}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function BranchTable({ items, onOpen }: { items: BranchSummary[]; onOpen: (id: string) => void }) {
  const t = useBranchesT();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover horizontalSpacing="sm" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('col.code')}</Table.Th>
              <Table.Th>{t('col.name')}</Table.Th>
              <Table.Th>{t('col.tin')}</Table.Th>
              <Table.Th>{t('col.locations')}</Table.Th>
              <Table.Th ta="right">{t('col.people')}</Table.Th>
              <Table.Th ta="right">{t('col.terminals')}</Table.Th>
              <Table.Th miw={120}>{t('col.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((b) => (
              <Table.Tr key={b.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(b.id)}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text ff="monospace" size="sm">
                    {b.code}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    ta="left"
                    aria-label={t('open', { name: b.name })}
                    onClick={(ev) => {
                      ev.stopPropagation();
                      onOpen(b.id);
                    }}
                  >
                    {b.name}
                  </Anchor>
                  {b.address && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {b.address}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{b.tinBranchCode}</Table.Td>
                <Table.Td>
                  <LocationList b={b} />
                </Table.Td>
                <Table.Td ta="right">{b.peopleCount}</Table.Td>
                <Table.Td ta="right">{b.terminalCount}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 120 }}>
                  <StatusBadge active={b.active} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
