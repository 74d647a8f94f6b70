/** The register's sale actions under the totals: pay, hold, clear, discounts and the customer. */
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCash, IconDiscount, IconPlayerPause, IconUser, IconUserHeart } from '@tabler/icons-react';
import type { Cart } from './cart.ts';
import { usePosT } from './pos.i18n.ts';

export function RegisterActions({
  cart,
  onOpen,
  onClear,
}: {
  cart: Cart;
  onOpen: (kind: 'pay' | 'hold' | 'statutory' | 'orderPromo' | 'customer') => void;
  onClear: () => void;
}) {
  const t = usePosT();
  return (
    <Stack gap="xs" mt="md">
      <Button
        size="lg"
        leftSection={<IconCash />}
        disabled={cart.lines.length === 0}
        onClick={() => onOpen('pay')}
      >
        {t('actions.pay')}
      </Button>
      <Group grow gap="xs">
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={16} />}
          disabled={cart.lines.length === 0}
          onClick={() => onOpen('hold')}
        >
          {t('actions.hold')}
        </Button>
        <Button variant="default" color="red" onClick={onClear} disabled={!cart.lines.length}>
          {t('actions.clear')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="xs">
        <Button variant="light" leftSection={<IconUserHeart size={16} />} onClick={() => onOpen('statutory')}>
          {t('actions.statutory')}
        </Button>
        <Button variant="light" leftSection={<IconDiscount size={16} />} onClick={() => onOpen('orderPromo')}>
          {t('actions.discount')}
        </Button>
      </SimpleGrid>
      <Button variant="subtle" leftSection={<IconUser size={16} />} onClick={() => onOpen('customer')}>
        {cart.customer?.name || t('actions.customer')}
      </Button>
    </Stack>
  );
}
