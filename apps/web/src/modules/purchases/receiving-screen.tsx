import { formatPeso, type ReceivingListQuery } from '@fbms/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useReceivingT } from './receiving.i18n.ts';
import { receivingQueries } from './receiving.queries.ts';
import { ReturnButton } from './supplier-return-form.tsx';

/** /purchases/receiving: the deliveries received (receiving vouchers) and the goods returned to suppliers. */
export function ReceivingScreen() {
  const t = useReceivingT();
  const me = useCurrentUser();
  const canReceive = me?.permissions.includes('purchases:receive') ?? false;
  const navigate = useNavigate();
  const [tab, setTab] = useState<string | null>('vouchers');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        {canReceive && (
          <Group gap="xs">
            <ReturnButton />
            <Button onClick={() => void navigate({ to: '/purchases/receiving/new' })}>{t('receive')}</Button>
          </Group>
        )}
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="vouchers">{t('tabs.vouchers')}</Tabs.Tab>
          <Tabs.Tab value="returns">{t('tabs.returns')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="vouchers" pt="md">
          <VouchersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="returns" pt="md">
          <ReturnsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Paper withBorder p="xl">
    <Text c="dimmed" ta="center">
      {children}
    </Text>
  </Paper>
);

function VouchersPanel() {
  const t = useReceivingT();
  const [f, setF] = useState<ReceivingListQuery>({});
  const list = useQuery(receivingQueries.vouchers(f));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          label={t('search')}
          value={f.q ?? ''}
          onChange={(e) => setF({ ...f, q: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('from')}
          value={f.from ?? ''}
          onChange={(e) => setF({ ...f, from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={f.to ?? ''}
          onChange={(e) => setF({ ...f, to: e.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data &&
        (list.data.items.length === 0 ? (
          <Empty>{t('noVouchers')}</Empty>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('col.rv')}</Table.Th>
                  <Table.Th>{t('col.date')}</Table.Th>
                  <Table.Th>{t('col.supplier')}</Table.Th>
                  <Table.Th>{t('col.po')}</Table.Th>
                  <Table.Th>{t('col.invoice')}</Table.Th>
                  <Table.Th ta="right">{t('col.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((v) => (
                  <Table.Tr key={v.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/purchases/receiving/${v.id}`}>
                        {v.rvNo}
                      </Anchor>
                      {v.damagedLines > 0 && (
                        <Badge ml="xs" color="orange" variant="light">
                          {t('damagedBadge', { count: v.damagedLines })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{v.businessDate}</Table.Td>
                    <Table.Td>{v.supplierName}</Table.Td>
                    <Table.Td>{v.poNo ?? t('withoutPo')}</Table.Td>
                    <Table.Td>{v.supplierInvoiceNo ?? '—'}</Table.Td>
                    <Table.Td ta="right">{formatPeso(v.totalCentavos)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Stack>
  );
}

function ReturnsPanel() {
  const t = useReceivingT();
  const list = useQuery(receivingQueries.returns());
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <Loader />;
  if (list.data.items.length === 0) return <Empty>{t('noReturns')}</Empty>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('col.returnNo')}</Table.Th>
            <Table.Th>{t('col.date')}</Table.Th>
            <Table.Th>{t('col.supplier')}</Table.Th>
            <Table.Th>{t('col.rv')}</Table.Th>
            <Table.Th>{t('col.reason')}</Table.Th>
            <Table.Th ta="right">{t('col.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.items.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.returnNo}</Table.Td>
              <Table.Td>{r.businessDate}</Table.Td>
              <Table.Td>{r.supplierName}</Table.Td>
              <Table.Td>
                {r.rvId ? (
                  <Anchor component={Link} to={`/purchases/receiving/${r.rvId}`}>
                    {r.rvNo}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>{r.reason}</Table.Td>
              <Table.Td ta="right">{formatPeso(r.totalCentavos)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
