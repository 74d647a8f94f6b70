import { type Discount, type StatutoryInput, statutoryInputSchema } from '@fbms/domain';
import { Button, Group, List, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import type { Cart, CartProduct, Rx } from './cart.ts';
import { parsePeso } from './pay-dialog.tsx';
import { usePosT } from './pos.i18n.ts';
import { bnpcCap } from './sales.queries.ts';

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

/** A prescription vet drug asks for the vet and the prescription; a restricted pesticide for the FPA number. */
export function RegulatedDialog({
  product,
  onClose,
  onSubmit,
}: {
  product: CartProduct;
  onClose: () => void;
  onSubmit: (extra: { rx?: Rx; fpaCertNumber?: string }) => void;
}) {
  const t = usePosT();
  const [rx, setRx] = useState<Rx>({ vetName: '', prcNumber: '', prescriptionNumber: '' });
  const [fpa, setFpa] = useState('');
  const [tried, setTried] = useState(false);
  const missing = (v: string) => (tried && !v.trim() ? ' ' : undefined);
  const ok =
    (!product.isRxVetDrug || (rx.vetName.trim() && rx.prcNumber.trim() && rx.prescriptionNumber.trim())) &&
    (!product.isRestrictedPesticide || fpa.trim());
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        product.isRxVetDrug
          ? t('regulated.rxTitle', { name: product.name })
          : t('regulated.fpaTitle', { name: product.name })
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!ok) return;
          onSubmit({
            ...(product.isRxVetDrug
              ? {
                  rx: {
                    vetName: rx.vetName.trim(),
                    prcNumber: rx.prcNumber.trim(),
                    prescriptionNumber: rx.prescriptionNumber.trim(),
                  },
                }
              : {}),
            ...(product.isRestrictedPesticide ? { fpaCertNumber: fpa.trim() } : {}),
          });
        }}
      >
        <Stack>
          {product.isRxVetDrug && (
            <>
              <TextInput
                label={t('regulated.vetName')}
                required
                data-autofocus
                error={missing(rx.vetName)}
                value={rx.vetName}
                onChange={(e) => setRx({ ...rx, vetName: e.currentTarget.value })}
              />
              <TextInput
                label={t('regulated.prc')}
                required
                error={missing(rx.prcNumber)}
                value={rx.prcNumber}
                onChange={(e) => setRx({ ...rx, prcNumber: e.currentTarget.value })}
              />
              <TextInput
                label={t('regulated.rxNumber')}
                required
                error={missing(rx.prescriptionNumber)}
                value={rx.prescriptionNumber}
                onChange={(e) => setRx({ ...rx, prescriptionNumber: e.currentTarget.value })}
              />
            </>
          )}
          {product.isRestrictedPesticide && (
            <TextInput
              label={t('regulated.fpa')}
              required
              data-autofocus={!product.isRxVetDrug || undefined}
              error={missing(fpa)}
              value={fpa}
              onChange={(e) => setFpa(e.currentTarget.value)}
            />
          )}
          <Button type="submit">{t('regulated.add')}</Button>
        </Stack>
      </form>
    </Modal>
  );
}

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

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = usePosT();
  return (
    <Modal opened onClose={onClose} title={t('shortcuts.title')}>
      <List spacing="xs">
        {(['f2', 'enter', 'f4', 'f8', 'f9', 'payEnter', 'after', 'esc'] as const).map((k) => (
          <List.Item key={k}>{t(`shortcuts.${k}`)}</List.Item>
        ))}
      </List>
    </Modal>
  );
}
