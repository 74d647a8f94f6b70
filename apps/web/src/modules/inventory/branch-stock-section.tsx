/**
 * "Stock in each branch" on the product page (issue 26): the product's quantity on hand in every active
 * branch (GET /api/products/{id}/availability), the one view across branches a person of one branch
 * gets. Nothing shows while the store has a single branch.
 */
import { availabilityContract, formatQty } from '@fbms/domain';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { moduleTexts } from '../../i18n/module-texts.ts';
import { api } from '../../lib/api.ts';

const en = {
  title: 'Stock in each branch',
  branch: 'Branch',
  onHand: 'On hand',
  none: 'None',
  loadFailed: 'The stock of the other branches could not be loaded.',
};
const fil: typeof en = {
  title: 'Stock sa bawat branch',
  branch: 'Branch',
  onHand: 'Hawak',
  none: 'Wala',
  loadFailed: 'Hindi ma-load ang stock ng ibang branch.',
};
const useBranchStockT = moduleTexts('branchStock', en, fil);

export const branchStockQuery = (productId: string) =>
  queryOptions({
    queryKey: ['inventory', 'availability', productId],
    queryFn: () => api.call(availabilityContract.getAvailability, { params: { id: productId } }),
    staleTime: 30_000,
  });

interface ProductUnits {
  id: string;
  baseUnit: string;
  units: { code: string; baseMilliPerUnit: number }[];
}

/** "600 kg (12 sack)": the base unit, and the largest unit it fills at least once. */
function quantity(p: ProductUnits, milli: number) {
  const base = `${formatQty(milli)} ${p.baseUnit}`;
  const unit = [...p.units]
    .filter((u) => u.baseMilliPerUnit > 1000 && u.baseMilliPerUnit <= milli)
    .sort((a, b) => b.baseMilliPerUnit - a.baseMilliPerUnit)[0];
  if (!unit) return base;
  return `${base} (${formatQty(Math.floor((milli * 1000) / unit.baseMilliPerUnit))} ${unit.code})`;
}

export function BranchStockSection({ product }: { product: ProductUnits }) {
  const t = useBranchStockT();
  const query = useQuery(branchStockQuery(product.id));
  if (query.isError)
    return (
      <Text size="sm" c="red">
        {t('loadFailed')}
      </Text>
    );
  if (!query.data || query.data.items.length < 2) return null;
  return (
    <Stack gap="xs" data-testid="branch-stock">
      <Title order={3} size="h5">
        {t('title')}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('branch')}</Table.Th>
            <Table.Th ta="right">{t('onHand')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.items.map((b) => (
            <Table.Tr key={b.branchId}>
              <Table.Td>
                {b.name}{' '}
                <Badge size="xs" variant="light" color="gray">
                  {b.code}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" c={b.onHandMilli > 0 ? undefined : 'dimmed'}>
                {b.onHandMilli > 0 ? quantity(product, b.onHandMilli) : t('none')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
