import { formatPeso } from '@fbms/domain';
import { Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useReceivingT } from './receiving.i18n.ts';
import { receivingQueries } from './receiving.queries.ts';
import { ReturnButton } from './supplier-return-form.tsx';

/** /purchases/receiving/$rvId: one receiving voucher — what came in, lots, damage, costs and what is owed. */
export function ReceivingVoucherPage() {
  const t = useReceivingT();
  const { rvId } = useParams({ strict: false }) as { rvId: string };
  const me = useCurrentUser();
  const canReturn = me?.permissions.includes('purchases:receive') ?? false;
  const q = useQuery(receivingQueries.voucher(rvId));
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Loader />;
  const v = q.data;
  const figure = (label: string, amount: number, strong = false) => (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {formatPeso(amount)}
      </Text>
    </Group>
  );
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/purchases/receiving" size="sm">
        ← {t('page.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2}>{v.rvNo}</Title>
          <Text>
            {v.supplierName} · {v.businessDate} · {v.poNo ?? t('withoutPo')}
          </Text>
          <Text size="sm" c="dimmed">
            {v.supplierInvoiceNo
              ? t('page.invoice', { no: v.supplierInvoiceNo, date: v.supplierInvoiceDate ?? v.businessDate })
              : t('page.noInvoice')}{' '}
            · {t('page.location', { name: v.locationName })} · {t('page.by', { name: v.createdByName })}
          </Text>
        </Stack>
        {canReturn && <ReturnButton supplierId={v.supplierId} rvId={v.id} variant="light" />}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="sm">
          <Stack gap={4}>
            {figure(t('page.goods'), v.goodsCentavos)}
            {figure(t('page.freight'), v.freightCentavos)}
            {figure(t('page.otherCosts'), v.otherCostsCentavos)}
            {figure(t('page.inputVat'), v.inputVatCentavos)}
            {figure(t('page.total'), v.totalCentavos, true)}
            <Text size="sm" c="dimmed">
              {v.billDueDate ? t('page.due', { date: v.billDueDate }) : t('page.noBill')}
            </Text>
          </Stack>
        </Paper>
        {v.notes && (
          <Paper withBorder p="sm">
            <Text size="sm">{v.notes}</Text>
          </Paper>
        )}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={900}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('col.product')}</Table.Th>
              <Table.Th ta="right">{t('col.good')}</Table.Th>
              <Table.Th ta="right">{t('col.damaged')}</Table.Th>
              <Table.Th>{t('col.lot')}</Table.Th>
              <Table.Th ta="right">{t('col.unitCost')}</Table.Th>
              <Table.Th ta="right">{t('col.amount')}</Table.Th>
              <Table.Th ta="right">{t('col.landed')}</Table.Th>
              <Table.Th ta="right">{t('col.baseCost')}</Table.Th>
              <Table.Th ta="right">{t('col.costAfter')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {v.lines.map((l) => (
              <Table.Tr key={l.id} data-testid="rv-page-line">
                <Table.Td>
                  {l.productName}
                  <Text size="xs" c="dimmed">
                    {l.sku}
                  </Text>
                  {l.discrepancy !== 'none' && (
                    <Badge color="orange" variant="light" size="sm">
                      {t(`disc.${l.discrepancy}`)}
                      {l.discrepancyNote ? `: ${l.discrepancyNote}` : ''}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {l.receivedMilli / l.baseMilliPerUnit} {l.unitCode}
                </Table.Td>
                <Table.Td ta="right">
                  {l.damagedMilli > 0 ? `${l.damagedMilli / l.baseMilliPerUnit} ${l.unitCode}` : '—'}
                </Table.Td>
                <Table.Td>
                  {l.lotNumber ? `${l.lotNumber}${l.expiryDate ? ` (${l.expiryDate})` : ''}` : '—'}
                </Table.Td>
                <Table.Td ta="right">{formatPeso(l.unitCostCentavos)}</Table.Td>
                <Table.Td ta="right">{formatPeso(l.lineCentavos)}</Table.Td>
                <Table.Td ta="right">{formatPeso(l.landedCentavos)}</Table.Td>
                <Table.Td ta="right">
                  {formatPeso(l.baseCostCentavos)}/{l.baseUnit}
                </Table.Td>
                <Table.Td ta="right">
                  {formatPeso(l.costAfterCentavos)}/{l.baseUnit}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
