/** The pay dialog's large amounts: what is due, and the change (or what remains) once tendered. */
import { Group, Text } from '@mantine/core';
import { formatPeso } from '../../lib/format.ts';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';

export function AmountDue({ due }: { due: number }) {
  const t = usePosT();
  return (
    <Group justify="space-between" align="baseline">
      <Text fw={600}>{t('pay.due')}</Text>
      <Text className={classes.total} data-testid="pay-due">
        {formatPeso(due)}
      </Text>
    </Group>
  );
}

export function ChangeDue({ due, paid }: { due: number; paid: number }) {
  const t = usePosT();
  return (
    <Group justify="space-between" align="baseline">
      <Text fw={600}>{paid >= due ? t('pay.change') : t('pay.remaining')}</Text>
      <Text className={classes.change} data-testid="pay-change">
        {formatPeso(Math.abs(paid - due))}
      </Text>
    </Group>
  );
}
