/** The register's dialog for the senior citizen's or PWD's discount. */
import { type StatutoryInput, statutoryInputSchema } from '@fbms/domain';
import { Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import type { Cart } from './cart.ts';
import { usePosT } from './pos.i18n.ts';
import { bnpcCap } from './sales.queries.ts';

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

/** The senior citizen's or PWD's discount: which one, and whose ID (the weekly cap is kept per ID). */
export function StatutoryDialog({
  cart,
  onCart,
  onClose,
}: {
  cart: Cart;
  onCart: (c: Cart) => void;
  onClose: () => void;
}) {
  const t = usePosT();
  const [v, setV] = useState<StatutoryInput>(
    cart.statutory ?? { kind: 'bnpc5', beneficiary: 'senior', name: '', idNumber: '', tin: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    const parsed = statutoryInputSchema.safeParse(v);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      const cap =
        parsed.data.kind === 'bnpc5' ? (await bnpcCap(parsed.data.idNumber)).remainingCentavos : null;
      onCart({ ...cart, statutory: parsed.data, capRemainingCentavos: cap });
      if (cap !== null)
        notify.info({
          id: 'pos-cap',
          title: t('statutory.title'),
          message: t('statutory.capLeft', { amount: formatPeso(cap) }),
        });
      onClose();
    } catch (e) {
      setErrors({ idNumber: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('statutory.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <Stack>
          <SegmentedControl
            fullWidth
            orientation="vertical"
            value={v.kind}
            onChange={(kind) => setV({ ...v, kind: kind as StatutoryInput['kind'] })}
            data={[
              { value: 'bnpc5', label: t('statutory.bnpc5') },
              { value: 'sc_pwd20', label: t('statutory.scPwd20') },
            ]}
          />
          <SegmentedControl
            fullWidth
            value={v.beneficiary}
            onChange={(b) => setV({ ...v, beneficiary: b as StatutoryInput['beneficiary'] })}
            data={[
              { value: 'senior', label: t('statutory.senior') },
              { value: 'pwd', label: t('statutory.pwd') },
            ]}
          />
          <TextInput
            label={t('statutory.name')}
            required
            data-autofocus
            value={v.name}
            error={errors.name}
            onChange={(e) => setV({ ...v, name: e.currentTarget.value })}
          />
          <TextInput
            label={t('statutory.idNumber')}
            required
            value={v.idNumber}
            error={errors.idNumber}
            onChange={(e) => setV({ ...v, idNumber: e.currentTarget.value })}
          />
          <TextInput
            label={t('statutory.tin')}
            value={v.tin ?? ''}
            error={errors.tin}
            onChange={(e) => setV({ ...v, tin: e.currentTarget.value })}
          />
          <Group justify="space-between">
            {cart.statutory ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  onCart({ ...cart, statutory: null, capRemainingCentavos: null });
                  onClose();
                }}
              >
                {t('statutory.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={busy}>
              {t('statutory.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
