import { inventoryContract } from '@fbms/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { formatPeso } from '../../../lib/format.ts';
import { useToolsT } from './tools.i18n.ts';

/**
 * Stock value at cost and at selling price (of the branches the person reads), per branch when there are
 * several, and per location when there are several.
 */
export function ValuationCard() {
  const t = useToolsT();
  const v = useQuery({
    queryKey: ['inventory', 'stock', 'valuation'],
    queryFn: () => api.call(inventoryContract.getValuation),
  });
  if (!v.data) return null;
  const rows = v.data.locations.length > 1 ? v.data.locations : [];
  const branches = v.data.byBranch.length > 1 ? v.data.byBranch : [];
  return (
    <Paper withBorder radius="md" p="md" aria-label={t('valuation.title')} component="section">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('valuation.title')} · {t('valuation.atCost')}
          </Text>
          <Text size="xl" fw={700} data-testid="stock-value">
            {formatPeso(v.data.total.valueCentavos)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('valuation.products', { count: v.data.total.products })}
          </Text>
        </Stack>
        <Stack gap={0} ta="right">
          <Text size="xs" c="dimmed">
            {t('valuation.atPrice')}
          </Text>
          <Text fw={600}>{formatPeso(v.data.total.retailCentavos)}</Text>
        </Stack>
      </Group>
      {branches.map((b) => (
        <Group key={b.branchId} justify="space-between" mt="xs">
          <Text size="sm" fw={600}>
            {b.name}
          </Text>
          <Text size="sm" fw={700}>
            {formatPeso(b.valueCentavos)}
          </Text>
        </Group>
      ))}
      {rows.map((l) => (
        <Group key={l.locationId} justify="space-between" mt="xs">
          <Text size="sm">{l.locationName}</Text>
          <Text size="sm" fw={600}>
            {formatPeso(l.valueCentavos)}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}
