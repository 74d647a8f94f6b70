/**
 * The register's customer dialog (issue 23): find the customer's record by name or phone as you type
 * (their balance, what they may still charge and their points shown), or type the buyer's name, address
 * and TIN for the invoice only. A chosen record fills the invoice's buyer block on the server and lets
 * the sale be charged to the account or paid with points.
 */
import { type CustomerSummary, customersContract } from '@fbms/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatPeso } from '../../lib/format.ts';
import { availableCredit, type Cart, type CartAccount } from './cart.ts';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';

const toAccount = (c: CustomerSummary, terms: { creditTermsDays: number; harvestMonth: number | null }) => ({
  id: c.id,
  displayName: c.displayName,
  phone: c.phone,
  balanceCentavos: c.balanceCentavos,
  overdueCentavos: c.overdueCentavos,
  creditLimitCentavos: c.creditLimitCentavos,
  points: c.points,
  ...terms,
});

/** One line of what the customer's account stands at. */
export function AccountFigures({
  account,
}: {
  account: Omit<CartAccount, 'creditTermsDays' | 'harvestMonth'>;
}) {
  const t = usePosT();
  const parts = [
    account.balanceCentavos < 0
      ? t('customer.storeCredit', { amount: formatPeso(-account.balanceCentavos) })
      : t('customer.balance', { amount: formatPeso(account.balanceCentavos) }),
    t('customer.available', {
      amount: formatPeso(availableCredit({ ...account, creditTermsDays: 0, harvestMonth: null })),
    }),
    t('customer.points', { count: account.points }),
  ];
  return (
    <Text size="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

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
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 200);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['pos', 'customers', search],
    queryFn: () =>
      api.call(customersContract.listCustomers, { query: { q: search, status: 'active', pageSize: 8 } }),
    enabled: search.length >= 2,
    // What a customer owes changes with every charge: never an older answer.
    staleTime: 0,
    gcTime: 0,
  });
  const choose = async (c: CustomerSummary) => {
    setChoosing(c.id);
    setError(null);
    try {
      const full = await api.call(customersContract.getCustomer, { params: { id: c.id } });
      onCart({
        ...cart,
        account: toAccount(full, { creditTermsDays: full.creditTermsDays, harvestMonth: full.harvestMonth }),
      });
      onClose();
    } catch (e) {
      setError(t('customer.searchFailed', { message: (e as Error).message }));
    } finally {
      setChoosing(null);
    }
  };
  const rows = found.data?.items ?? [];
  return (
    <Modal opened onClose={onClose} title={t('customer.title')}>
      <Stack>
        {cart.account && (
          <Group justify="space-between" gap="xs">
            <div>
              <Text fw={600}>{t('customer.chosen', { name: cart.account.displayName })}</Text>
              <AccountFigures account={cart.account} />
            </div>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconUserX size={16} />}
              onClick={() => onCart({ ...cart, account: null })}
            >
              {t('customer.remove')}
            </Button>
          </Group>
        )}
        <TextInput
          label={t('customer.find')}
          description={t('customer.findHint')}
          data-autofocus
          type="search"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && rows[0]) {
              e.preventDefault();
              void choose(rows[0]);
            }
          }}
        />
        {found.isError && (
          <Alert color="red" role="alert">
            {t('customer.searchFailed', { message: found.error.message })}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {search.length >= 2 && found.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('customer.noMatch', { q: search })}
          </Text>
        )}
        {rows.length > 0 && (
          <Stack gap={4} role="list" aria-label={t('customer.find')}>
            {rows.map((c) => (
              <UnstyledButton
                key={c.id}
                role="listitem"
                className={classes.customerRow}
                disabled={choosing !== null}
                onClick={() => void choose(c)}
              >
                <Text fw={600} size="sm">
                  {c.displayName}
                  {c.phone ? ` · ${c.phone}` : ''}
                </Text>
                <AccountFigures account={c} />
              </UnstyledButton>
            ))}
          </Stack>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onCart({ ...cart, customer: v.name || v.address || v.tin ? v : null });
            onClose();
          }}
        >
          <Stack>
            <Text size="sm" fw={600}>
              {t('customer.orType')}
            </Text>
            <TextInput
              label={t('customer.name')}
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
      </Stack>
    </Modal>
  );
}
