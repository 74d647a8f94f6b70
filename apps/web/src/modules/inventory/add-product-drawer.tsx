import { BASE_UNITS, formatQty, TAX_CLASSES, type TaxClass } from '@fbms/domain';
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Drawer,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useInventoryT } from './inventory.i18n.ts';
import {
  type Category,
  categoriesKey,
  categoriesQuery,
  createProduct,
  productsKey,
} from './inventory.queries.ts';
import {
  EMPTY_PRODUCT,
  FORM_MESSAGE,
  PRODUCT_FIELD_OF,
  type ProductFormValues,
  toCreateProduct,
} from './product-form.ts';
import { useStockWarnings } from './stock-warnings.ts';

const activeCategories = (items: Category[] | undefined) =>
  (items ?? []).filter((c) => c.isActive).map((c) => ({ value: c.id, label: c.name }));

/** "Add product": the shared product schema checks it first, the server's field messages land by their inputs. */
export function AddProductDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useInventoryT();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery);
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const showWarnings = useStockWarnings();
  const form = useForm<ProductFormValues>({
    initialValues: EMPTY_PRODUCT,
    validate: (values) => {
      const converted = toCreateProduct(values, t('form.qtyInvalid'));
      return converted.ok ? {} : converted.errors;
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const create = useMutation({
    mutationFn: createProduct,
    onSuccess: async ({ product, warnings }) => {
      notify.success({
        title: t('form.createdTitle'),
        message: t('form.createdMessage', { name: product.name, sku: product.sku }),
      });
      showWarnings(warnings);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: categoriesKey }),
      ]);
      close();
    },
    onError: (err) => {
      if (applyFieldErrors(form, err, PRODUCT_FIELD_OF)) return;
      notify.error({ title: t('form.failedTitle'), message: err.message });
    },
  });

  const submit = form.onSubmit((values) => {
    const converted = toCreateProduct(values, t('form.qtyInvalid'));
    if (converted.ok) create.mutate(converted.input);
  });
  const v = form.values;
  const opening = v.openingStock.trim() !== '';

  return (
    <Drawer
      opened={opened}
      onClose={close}
      title={t('form.title')}
      position="right"
      size={narrow ? '100%' : 'lg'}
    >
      <form onSubmit={submit} noValidate aria-label={t('form.title')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('form.name')} required data-autofocus {...form.getInputProps('name')} />
            <TextInput
              label={t('form.sku')}
              description={t('form.skuHint')}
              required
              {...form.getInputProps('sku')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('form.category')}
              placeholder={t('form.categoryNone')}
              data={activeCategories(categories.data)}
              clearable
              searchable
              {...form.getInputProps('categoryId')}
            />
            <TextInput label={t('form.brand')} {...form.getInputProps('brand')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Autocomplete
              label={t('form.baseUnit')}
              description={t('form.baseUnitHint')}
              data={[...BASE_UNITS]}
              required
              {...form.getInputProps('baseUnit')}
            />
            <TextInput label={t('form.barcode')} {...form.getInputProps('barcode')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('form.price')}
              prefix="₱"
              decimalScale={2}
              thousandSeparator=","
              min={0}
              hideControls
              required
              {...form.getInputProps('price')}
            />
            <NumberInput
              label={t('form.cost')}
              prefix="₱"
              decimalScale={2}
              thousandSeparator=","
              min={0}
              hideControls
              {...form.getInputProps('cost')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('form.taxClass')}
              data={TAX_CLASSES.map((c) => ({ value: c, label: t(`form.taxClasses.${c}`) }))}
              allowDeselect={false}
              {...form.getInputProps('taxClass')}
              onChange={(c) => form.setFieldValue('taxClass', (c ?? 'vatable') as TaxClass)}
            />
            {v.taxClass === 'vat_exempt' && (
              <TextInput
                label={t('form.vatExemptBasis')}
                placeholder={t('form.vatExemptBasisHint')}
                required
                {...form.getInputProps('vatExemptBasis')}
              />
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('form.minStock')}
              description={t('form.minStockHint')}
              inputMode="decimal"
              placeholder={formatQty(0)}
              rightSection={v.baseUnit}
              rightSectionWidth={56}
              {...form.getInputProps('minStock')}
            />
            <TextInput
              label={t('form.reorderQty')}
              inputMode="decimal"
              placeholder={formatQty(0)}
              rightSection={v.baseUnit}
              rightSectionWidth={56}
              {...form.getInputProps('reorderQty')}
            />
          </SimpleGrid>
          <Fieldset legend={t('form.openingTitle')} variant="filled">
            <Stack gap="sm">
              <TextInput
                label={t('form.openingStock')}
                description={t('form.openingHint')}
                inputMode="decimal"
                rightSection={v.baseUnit}
                rightSectionWidth={56}
                {...form.getInputProps('openingStock')}
              />
              <Checkbox
                label={t('form.lotTracked')}
                {...form.getInputProps('isLotTracked', { type: 'checkbox' })}
              />
              {v.isLotTracked && opening && (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TextInput label={t('form.batchNumber')} required {...form.getInputProps('batchNumber')} />
                  <TextInput label={t('form.expiryDate')} type="date" {...form.getInputProps('expiryDate')} />
                </SimpleGrid>
              )}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.regulatedTitle')} variant="filled">
            <Stack gap="sm">
              <Checkbox
                label={t('form.rxVetDrug')}
                {...form.getInputProps('isRxVetDrug', { type: 'checkbox' })}
              />
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
            </Stack>
          </Fieldset>
          {form.errors[FORM_MESSAGE] && (
            <Alert color="red" variant="light" role="alert">
              {form.errors[FORM_MESSAGE]}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
