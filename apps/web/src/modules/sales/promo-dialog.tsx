/** The register's promo discount dialog, for one line or the whole sale. */
import type { Discount } from '@fbms/domain';
import { Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { usePosT } from './pos.i18n.ts';
import { parsePeso } from './tender.ts';

/** A promo discount: a percent or an amount; the server checks it against the role's limit. */
export function PromoDialog({
  title,
  value,
  onClose,
  onSubmit,
}: {
  title: string;
  value: Discount | null;
  onClose: () => void;
  onSubmit: (d: Discount | null) => void;
}) {
  const t = usePosT();
  const [kind, setKind] = useState<Discount['kind']>(value?.kind ?? 'percent');
  const [text, setText] = useState(
    value
      ? value.kind === 'percent'
        ? String(value.basisPoints / 100)
        : (value.centavos / 100).toFixed(2)
      : '',
  );
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const n = parsePeso(text);
          if (n === null || n === 0 || (kind === 'percent' && n > 10_000))
            return setError(t('cart.promoInvalid'));
          onSubmit(kind === 'percent' ? { kind, basisPoints: n } : { kind, centavos: n });
        }}
      >
        <Stack>
          <SegmentedControl
            value={kind}
            onChange={(k) => setKind(k as Discount['kind'])}
            data={[
              { value: 'percent', label: t('cart.percent') },
              { value: 'amount', label: t('cart.amountOff') },
            ]}
          />
          <TextInput
            label={kind === 'percent' ? '%' : '₱'}
            inputMode="decimal"
            data-autofocus
            value={text}
            error={error}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => onSubmit(null)}>
              {t('cart.clearPromo')}
            </Button>
            <Button type="submit">{t('cart.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
