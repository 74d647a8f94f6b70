/** The register's dialog for the customer named on the invoice: name, address, TIN. */
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Cart } from './cart.ts';
import { usePosT } from './pos.i18n.ts';

export function CustomerDialog({
  cart,
  onCart,
  onClose,
}: {
  cart: Cart;
  onCart: (c: Cart) => void;
  onClose: () => void;
}) {
  const t = usePosT();
  const [v, setV] = useState(cart.customer ?? { name: '', address: '', tin: '' });
  return (
    <Modal opened onClose={onClose} title={t('customer.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onCart({ ...cart, customer: v.name || v.address || v.tin ? v : null });
          onClose();
        }}
      >
        <Stack>
          <TextInput
            label={t('customer.name')}
            data-autofocus
            value={v.name}
            onChange={(e) => setV({ ...v, name: e.currentTarget.value })}
          />
          <TextInput
            label={t('customer.address')}
            value={v.address}
            onChange={(e) => setV({ ...v, address: e.currentTarget.value })}
          />
          <TextInput
            label={t('customer.tin')}
            value={v.tin}
            onChange={(e) => setV({ ...v, tin: e.currentTarget.value })}
          />
          <Button type="submit">{t('customer.save')}</Button>
        </Stack>
      </form>
    </Modal>
  );
}
