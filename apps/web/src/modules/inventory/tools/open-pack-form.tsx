import { formatQty, inventoryContract } from '@fbms/domain';
import { Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import {
  movementsKey,
  type Product,
  productStockQuery,
  productsKey,
  stockKey,
} from '../inventory.queries.ts';
import { useToolsT } from './tools.i18n.ts';

/** Sealed and loose parts of the product's stock, and "Open a pack" (1 sack → 50 kg loose). */
export function OpenPack({ product, canOpen }: { product: Product; canOpen: boolean }) {
  const t = useToolsT();
  const qc = useQueryClient();
  const stock = useQuery(productStockQuery(product.id));
  const [opening, setOpening] = useState(false);
  const [unit, setUnit] = useState<string | null>(product.units[0]?.code ?? null);
  const [count, setCount] = useState<number | string>(1);
  const [lotId, setLotId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: () =>
      api.call(inventoryContract.openPack, {
        body: { productId: product.id, unitCode: unit as string, count: Number(count), lotId },
      }),
    onSuccess: (r) => {
      setOpening(false);
      setError(null);
      void qc.invalidateQueries({ queryKey: stockKey(product.id) });
      void qc.invalidateQueries({ queryKey: movementsKey });
      void qc.invalidateQueries({ queryKey: productsKey });
      notify.success({
        title: t('openPack.title'),
        message: t('openPack.done', { count, unit, loose: formatQty(r.looseMilli), base: product.baseUnit }),
      });
    },
    onError: (e) => setError(e.message),
  });
  if (product.units.length === 0) return null;
  const lines = stock.data ?? [];
  const total = lines.reduce((s, l) => s + l.qtyMilli, 0);
  const loose = lines.reduce((s, l) => s + l.looseMilli, 0);
  const lots = lines.filter((l) => l.lotId && l.qtyMilli > 0);
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="sealed-loose">
        {t('openPack.sealedLoose', {
          sealed: formatQty(total - loose),
          loose: formatQty(loose),
          base: product.baseUnit,
        })}
      </Text>
      {canOpen &&
        (opening ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Text fw={600}>{t('openPack.title')}</Text>
              <Group align="flex-end" gap="sm">
                <Select
                  label={t('openPack.unit')}
                  data={product.units.map((u) => ({
                    value: u.code,
                    label: `${u.code} (${formatQty(u.baseMilliPerUnit)} ${product.baseUnit})`,
                  }))}
                  value={unit}
                  onChange={setUnit}
                  allowDeselect={false}
                  w={200}
                />
                <NumberInput
                  label={t('openPack.count')}
                  value={count}
                  onChange={setCount}
                  min={1}
                  max={1000}
                  allowDecimal={false}
                  w={100}
                />
                {product.isLotTracked && (
                  <Select
                    label={t('history.batch')}
                    data={lots.map((l) => ({ value: l.lotId!, label: l.batchNumber ?? '' }))}
                    value={lotId}
                    onChange={setLotId}
                    w={160}
                  />
                )}
                <Button loading={open.isPending} onClick={() => open.mutate()}>
                  {t('openPack.submit')}
                </Button>
                <Button variant="default" onClick={() => setOpening(false)}>
                  {t('categories.cancel')}
                </Button>
              </Group>
              {error && (
                <Text c="red" size="sm" role="alert">
                  {error}
                </Text>
              )}
            </Stack>
          </Paper>
        ) : (
          <Group>
            <Button variant="default" onClick={() => setOpening(true)}>
              {t('openPack.open')}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}
