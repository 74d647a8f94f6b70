import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';

/** Where the store's payment QR code is served (signed-in users; 404 until an admin uploads one). */
export const PAYMENT_QR_URL = '/api/settings/system/payment-qr';

/**
 * The store's QR Ph / GCash / Maya code with the amount to pay beside it, for the customer to scan. When
 * no code has been uploaded the cashier is told where an admin adds it, and records the reference anyway.
 */
export function PaymentQr({ amountCentavos }: { amountCentavos: number }) {
  const t = usePosT();
  const [missing, setMissing] = useState(false);
  const amount = formatPeso(amountCentavos);
  return (
    <Stack gap={4} align="center" data-testid="payment-qr">
      {missing ? (
        <Text size="sm" c="dimmed" ta="center">
          {t('pay.qrMissing')}
        </Text>
      ) : (
        <img
          className={classes.payQr}
          src={PAYMENT_QR_URL}
          alt={t('pay.qrAlt', { amount })}
          onError={() => setMissing(true)}
        />
      )}
      <Text className={classes.total}>{amount}</Text>
      <Text size="xs" c="dimmed" ta="center">
        {t('pay.qrHint', { amount })}
      </Text>
    </Stack>
  );
}
