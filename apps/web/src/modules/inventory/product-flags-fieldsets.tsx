/** The product form's stock and batch, regulatory and discount sections. */
import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useInventoryT } from './inventory.i18n.ts';
import { inBaseUnit } from './product-inputs.ts';
import type { ProductForm } from './use-product-editor.ts';

/** Opening stock (adding only) and batch tracking. */
export function ProductStockFieldset({ form, editing }: { form: ProductForm; editing: boolean }) {
  const t = useInventoryT();
  const v = form.values;
  const opening = v.openingStock.trim() !== '';
  const inBase = inBaseUnit(v.baseUnit);
  return (
    <Fieldset legend={editing ? t('form.batchesTitle') : t('form.openingTitle')} variant="filled">
      <Stack gap="sm">
        {!editing && (
          <TextInput
            label={t('form.openingStock')}
            description={t('form.openingHint')}
            {...inBase}
            {...form.getInputProps('openingStock')}
          />
        )}
        <Checkbox
          label={t('form.lotTracked')}
          description={editing ? t('form.lotTrackedHint') : undefined}
          {...form.getInputProps('isLotTracked', { type: 'checkbox' })}
        />
        {!editing && v.isLotTracked && opening && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('form.batchNumber')} required {...form.getInputProps('batchNumber')} />
            <TextInput label={t('form.expiryDate')} type="date" {...form.getInputProps('expiryDate')} />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}

/** A prescription vet drug, a restricted pesticide (with its registration), or banned from sale. */
export function ProductRegulatedFieldset({ form }: { form: ProductForm }) {
  const t = useInventoryT();
  const v = form.values;
  return (
    <Fieldset legend={t('form.regulatedTitle')} variant="filled">
      <Stack gap="sm">
        <Checkbox label={t('form.rxVetDrug')} {...form.getInputProps('isRxVetDrug', { type: 'checkbox' })} />
        <Checkbox
          label={t('form.restrictedPesticide')}
          {...form.getInputProps('isRestrictedPesticide', { type: 'checkbox' })}
        />
        {(v.isRxVetDrug || v.isRestrictedPesticide) && (
          <TextInput
            label={t('form.registrationNumber')}
            required
            {...form.getInputProps('registrationNumber')}
          />
        )}
        <Checkbox
          label={t('form.banned')}
          description={t('form.bannedHint')}
          color="red"
          {...form.getInputProps('isBanned', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}

/** Which statutory discounts the product takes. */
export function ProductDiscountsFieldset({ form }: { form: ProductForm }) {
  const t = useInventoryT();
  return (
    <Fieldset legend={t('form.discountsTitle')} variant="filled">
      <Stack gap="sm">
        <Checkbox
          label={t('form.bnpc')}
          description={t('form.bnpcHint')}
          {...form.getInputProps('bnpcEligible', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('form.scPwd')}
          description={t('form.scPwdHint')}
          {...form.getInputProps('scPwdEligible', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
