import { formatQty, isMovementType, manilaDayStart } from '@fbms/domain';
import { Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import { type InventoryT, useInventoryT } from './inventory.i18n.ts';
import {
  type Product,
  productMovementsQuery,
  productStockQuery,
  type StockMovement,
} from './inventory.queries.ts';

/** Stock per location (and batch, earliest expiry first), GET /api/products/{id}/stock. */
export function StockLinesTable({ product }: { product: Product }) {
  const t = useInventoryT();
  const stock = useQuery(productStockQuery(product.id));
  if (stock.isPending) return <PageLoader />;
  if (stock.isError)
    return (
      <LoadError error={stock.error} title={t('detail.stockFailed')} onRetry={() => void stock.refetch()} />
    );
  if (stock.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.stockEmpty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table verticalSpacing="xs" aria-label={t('detail.stockTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.location')}</Table.Th>
            {product.isLotTracked && <Table.Th>{t('detail.batch')}</Table.Th>}
            {product.isLotTracked && <Table.Th>{t('detail.expiry')}</Table.Th>}
            <Table.Th ta="right">{t('detail.qty')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stock.data.map((s) => (
            <Table.Tr key={`${s.locationId}|${s.lotId ?? ''}`}>
              <Table.Td>{s.locationName}</Table.Td>
              {product.isLotTracked && <Table.Td>{s.batchNumber ?? t('detail.noBatch')}</Table.Td>}
              {product.isLotTracked && (
                <Table.Td>
                  {s.expiryDate
                    ? formatDate(manilaDayStart(s.expiryDate).toISOString())
                    : t('detail.noBatch')}
                </Table.Td>
              )}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatQty(s.qtyMilli)} {product.baseUnit}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const typeLabel = (type: string, t: InventoryT) => (isMovementType(type) ? t(`movementTypes.${type}`) : type);

const signed = (qtyMilli: number) => (qtyMilli > 0 ? `+${formatQty(qtyMilli)}` : formatQty(qtyMilli));

function MovementRow({ m, product, first }: { m: StockMovement; product: Product; first: boolean }) {
  const t = useInventoryT();
  const unit = product.baseUnit;
  const where = [m.locationName, m.batchNumber].filter(Boolean).join(' · ');
  const who = [m.reason, m.performedByName].filter(Boolean).join(' — ');
  return (
    <Stack
      gap={2}
      component="li"
      pt={first ? 0 : 'xs'}
      style={{
        listStyle: 'none',
        borderTop: first ? undefined : '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600}>
            {typeLabel(m.type, t)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(m.createdAt)} · {where}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={600} c={m.qtyMilli < 0 ? 'red.7' : 'green.8'} style={{ whiteSpace: 'nowrap' }}>
            {signed(m.qtyMilli)} {unit}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('detail.balance')}: {formatQty(m.newMilli)} {unit}
          </Text>
        </Stack>
      </Group>
      {who && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {who}
        </Text>
      )}
    </Stack>
  );
}

/** The latest movements of the product, newest first, GET /api/stock/movements?productId=… */
export function StockMovementsList({ product }: { product: Product }) {
  const t = useInventoryT();
  const movements = useQuery(productMovementsQuery(product.id));
  if (movements.isPending) return <PageLoader />;
  if (movements.isError)
    return (
      <LoadError
        error={movements.error}
        title={t('detail.movementsFailed')}
        onRetry={() => void movements.refetch()}
      />
    );
  if (movements.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.movementsEmpty')}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('detail.movementsTitle')}>
      {movements.data.items.map((m, i) => (
        <MovementRow key={m.id} m={m} product={product} first={i === 0} />
      ))}
    </Stack>
  );
}
