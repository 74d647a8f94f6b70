/** The question a regulated product asks before it enters the cart: prescription or FPA number. */
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CartProduct, Rx } from './cart.ts';
import { usePosT } from './pos.i18n.ts';

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
