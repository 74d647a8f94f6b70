/** The sale's totals beside the cart: subtotal, discounts, the VAT breakdown and the total due. */
import type { SaleTotals } from '@fbms/domain';
import { Group, Stack, Text } from '@mantine/core';
import { formatPeso } from '../../lib/format.ts';
import type { Cart } from './cart.ts';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';

function Row({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" className={classes.money} fw={strong ? 600 : undefined}>
        {formatPeso(value)}
      </Text>
    </Group>
  );
}

export function TotalsPanel({
  totals,
  cart,
  vatRegistered,
}: {
  totals: SaleTotals;
  cart: Cart;
  vatRegistered: boolean;
}) {
  const t = usePosT();
  const minus = (v: number) => -v;
  return (
    <Stack gap={4} data-testid="pos-totals">
      <Text size="sm" c="dimmed">
        {t('totals.items', { count: cart.lines.length })}
      </Text>
      <Row label={t('totals.subtotal')} value={totals.grossCentavos} />
      {totals.promoCentavos > 0 && <Row label={t('totals.promo')} value={minus(totals.promoCentavos)} />}
      {totals.vatRemovedCentavos > 0 && (
        <Row label={t('totals.vatRemoved')} value={minus(totals.vatRemovedCentavos)} />
      )}
      {totals.scPwdCentavos > 0 && <Row label={t('totals.scPwd')} value={minus(totals.scPwdCentavos)} />}
      {totals.bnpcCentavos > 0 && <Row label={t('totals.bnpc')} value={minus(totals.bnpcCentavos)} />}
      {cart.statutory && (
        <Text size="xs" c="dimmed">
          {t('statutory.applied', { name: cart.statutory.name, id: cart.statutory.idNumber })}
        </Text>
      )}
      {vatRegistered && (
        <>
          <Row label={t('totals.vatable')} value={totals.vatableSalesCentavos} />
          <Row label={t('totals.vat')} value={totals.vatCentavos} />
          <Row label={t('totals.exempt')} value={totals.vatExemptSalesCentavos} />
          {totals.zeroRatedSalesCentavos > 0 && (
            <Row label={t('totals.zero')} value={totals.zeroRatedSalesCentavos} />
          )}
        </>
      )}
      <Group justify="space-between" mt="xs" align="baseline">
        <Text fw={700}>{t('totals.total')}</Text>
        <Text className={classes.total} data-testid="pos-total">
          {formatPeso(totals.totalCentavos)}
        </Text>
      </Group>
    </Stack>
  );
}
