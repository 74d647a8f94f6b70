import { formatQty, isExpired, manilaDate } from '@fbms/domain';
import { Badge, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { productStockQuery } from '../../lib/stock.queries.ts';
import { baseQty, type CartLine, type ChosenLot } from './cart.ts';
import { usePosT } from './pos.i18n.ts';

/**
 * The lot of a lot-tracked line: first to expire unless the cashier picks another (the customer brings
 * back a vial of a given batch, the shelf holds a later one). Lots here at the terminal's location, with
 * expiry and what each holds; expired lots and lots too small for the line cannot be chosen (the server
 * checks both again).
 */
export function LotPicker({
  line,
  locationId,
  onLot,
}: {
  line: CartLine;
  locationId: string;
  onLot: (lot: ChosenLot | null) => void;
}) {
  const t = usePosT();
  const [opened, setOpened] = useState(false);
  const stock = useQuery({ ...productStockQuery(line.product.id), enabled: opened, staleTime: 0 });
  const today = manilaDate(new Date());
  const need = baseQty(line);
  const unit = line.product.baseUnit;
  const lots = (stock.data ?? []).filter((s) => s.locationId === locationId && s.lotId && s.qtyMilli > 0);
  const chosen = line.lot ?? null;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" shadow="md">
      <Menu.Target>
        <Badge
          component="button"
          type="button"
          size="xs"
          variant="light"
          color={chosen ? 'blue' : undefined}
          style={{ cursor: 'pointer' }}
          rightSection={<IconChevronDown size={10} aria-hidden />}
          aria-label={t('lot.choose', { name: line.product.name })}
        >
          {chosen ? t('lot.chosen', { batch: chosen.batchNumber }) : t('cart.lots')}
        </Badge>
      </Menu.Target>
      <Menu.Dropdown maw="calc(100vw - 24px)">
        <Menu.Label>{t('lot.title', { name: line.product.name })}</Menu.Label>
        <Menu.Item onClick={() => onLot(null)} fw={chosen ? undefined : 700}>
          {t('lot.auto')}
        </Menu.Item>
        {stock.isPending && <Menu.Item disabled>{t('lot.loading')}</Menu.Item>}
        {stock.isError && (
          <Menu.Item disabled>
            <Text size="sm" c="red">
              {stock.error.message}
            </Text>
          </Menu.Item>
        )}
        {stock.isSuccess && lots.length === 0 && <Menu.Item disabled>{t('lot.none')}</Menu.Item>}
        {lots.map((s) => {
          const expired = isExpired(s, today);
          const short = s.qtyMilli < need;
          const lot = { id: s.lotId!, batchNumber: s.batchNumber ?? '', expiryDate: s.expiryDate };
          return (
            <Menu.Item
              key={lot.id}
              disabled={expired || short}
              fw={chosen?.id === lot.id ? 700 : undefined}
              onClick={() => onLot(lot)}
            >
              {t('lot.option', {
                batch: lot.batchNumber,
                expiry: lot.expiryDate ?? t('lot.noExpiry'),
                qty: `${formatQty(s.qtyMilli)} ${unit}`,
              })}
              {expired ? ` · ${t('lot.expired')}` : short ? ` · ${t('lot.short')}` : ''}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
