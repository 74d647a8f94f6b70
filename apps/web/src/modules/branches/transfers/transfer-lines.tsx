import type { TransferSlip, TransferSlipLine } from '@fbms/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { inUnit, type UnitOf } from './transfer-units.ts';
import { useTransfersT } from './transfers.i18n.ts';

/**
 * A slip's products: requested, approved, issued and received, and under each the lots that left (batch,
 * expiry) with what arrived. A table on a wide screen; a card per product on a phone.
 */
export function SlipLines({ slip, unitOf }: { slip: TransferSlip; unitOf: UnitOf }) {
  const t = useTransfersT();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const u = (milli: number | null, l: TransferSlipLine) => (milli === null ? '—' : inUnit(milli, unitOf(l)));
  const qtys = (l: TransferSlipLine) =>
    [
      ['qtyRequested', l.requestedMilli],
      ['qtyApproved', l.approvedMilli],
      ['qtyIssued', l.issuedMilli],
      ['qtyReceived', l.receivedMilli],
    ] as const;
  if (narrow)
    return (
      <Stack gap={0} data-testid="transfer-lines">
        {slip.lines.map((l) => (
          <Paper
            key={l.id}
            p="sm"
            radius={0}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Product slip={slip} line={l} unitOf={unitOf} />
            <SimpleGrid cols={2} spacing="lg" verticalSpacing={4} mt="xs">
              {qtys(l).map(([key, milli]) => (
                <Group key={key} gap={4} wrap="nowrap" justify="space-between">
                  <Text size="xs" c="dimmed">
                    {t(`page.${key}`)}
                  </Text>
                  <Text size="sm" fw={500}>
                    {u(milli, l)}
                  </Text>
                </Group>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table horizontalSpacing="xs" data-testid="transfer-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('page.product')}</Table.Th>
          {qtys(slip.lines[0]!).map(([key]) => (
            <Table.Th key={key} ta="right">
              {t(`page.${key}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {slip.lines.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 160 }}>
              <Product slip={slip} line={l} unitOf={unitOf} />
            </Table.Td>
            {qtys(l).map(([key, milli]) => (
              <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {u(milli, l)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Product({ slip, line: l, unitOf }: { slip: TransferSlip; line: TransferSlipLine; unitOf: UnitOf }) {
  const t = useTransfersT();
  const q = (milli: number) => inUnit(milli, unitOf(l));
  return (
    <>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {l.productName}
      </Text>
      <Text size="xs" c="dimmed">
        {l.sku}
      </Text>
      {l.lots.map((lot) => (
        <Stack key={lot.id} gap={0} mt={4} data-testid="transfer-lot">
          <Group gap={4} wrap="wrap">
            <Text size="xs" fw={600}>
              {lot.batchNumber ?? t('page.noLot')}
            </Text>
            {lot.expiryDate && (
              <Text size="xs" c="dimmed">
                {t('page.expiry', { date: lot.expiryDate })}
              </Text>
            )}
            {lot.condition && (
              <Badge size="xs" variant="light" color={lot.condition === 'good' ? 'teal' : 'orange'}>
                {t(`page.condition.${lot.condition}`)}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('page.lotIssued', { qty: q(lot.issuedMilli) })}
            {slip.receivedAt && ` · ${t('page.lotGood', { qty: q(lot.receivedMilli) })}`}
            {lot.damagedMilli > 0 && ` · ${t('page.lotDamaged', { qty: q(lot.damagedMilli) })}`}
            {lot.openMilli > 0 && ` · ${t('page.lotOpen', { qty: q(lot.openMilli) })}`}
          </Text>
          {lot.notes && (
            <Text size="xs" c="dimmed" fs="italic">
              {lot.notes}
            </Text>
          )}
        </Stack>
      ))}
    </>
  );
}
