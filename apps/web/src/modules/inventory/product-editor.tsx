import { BASE_UNITS, formatQty, TAX_CLASSES, type TaxClass } from '@fbms/domain';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useInventoryT } from './inventory.i18n.ts';
import {
  type Category,
  categoriesKey,
  categoriesQuery,
  createProduct,
  deleteProduct,
  type Product,
  productsKey,
  updateProduct,
} from './inventory.queries.ts';
import {
  EMPTY_PRODUCT,
  FORM_MESSAGE,
  type ProductFormValues,
  productFieldOf,
  productToForm,
  toProductInput,
} from './product-form.ts';
import { useStockWarnings } from './stock-warnings.ts';

/** Units a store sells by besides the base unit; any other may be typed. */
const PACK_UNITS = ['sack', 'bag', 'box', 'case', 'pack', 'bottle', 'vial', 'gallon', 'roll', 'dozen'];

const activeCategories = (items: Category[] | undefined, keep: string | null) =>
  (items ?? []).filter((c) => c.isActive || c.id === keep).map((c) => ({ value: c.id, label: c.name }));

const pesoInput = {
  prefix: '₱',
  decimalScale: 2,
  thousandSeparator: ',',
  min: 0,
  hideControls: true,
} as const;

/**
 * The product form, for adding (`product` absent) and for editing: details, the units it is sold by
 * with their conversion and price, its barcodes, opening stock (adding only), batch tracking, the
 * regulatory and discount flags, and (editing) whether it is active. The shared product schema checks
 * it first; the server's field messages land by their inputs, rows included.
 */
export function ProductEditor({
  product,
  canDelete = false,
  onDone,
  onCancel,
}: {
  product?: Product;
  canDelete?: boolean;
  /** After a save (the saved product) or a delete (null). */
  onDone: (saved: Product | null) => void;
  onCancel: () => void;
}) {
  const t = useInventoryT();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery);
  const showWarnings = useStockWarnings();
  const editing = product !== undefined;
  const form = useForm<ProductFormValues>({
    initialValues: product ? productToForm(product) : EMPTY_PRODUCT,
    validate: (values) => {
      const converted = toProductInput(values, t('form.qtyInvalid'), editing ? 'edit' : 'create');
      return converted.ok ? {} : converted.errors;
    },
  });
  // The rows the last request counted, so the server's "barcodes.1.barcode" finds its input.
  const fieldOf = useRef<(path: string) => string | null>(productFieldOf);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productsKey }),
      queryClient.invalidateQueries({ queryKey: categoriesKey }),
    ]);
  const failed = (title: string) => (err: Error) => {
    if (applyFieldErrors(form, err, (f) => fieldOf.current(f))) return;
    notify.error({ title, message: err.message });
  };

  const save = useMutation({
    mutationFn: async (values: ProductFormValues): Promise<Product | null> => {
      if (product) {
        const converted = toProductInput(values, t('form.qtyInvalid'), 'edit');
        if (!converted.ok) return null;
        fieldOf.current = converted.fieldOf;
        return updateProduct(product.id, converted.input);
      }
      const converted = toProductInput(values, t('form.qtyInvalid'), 'create');
      if (!converted.ok) return null;
      fieldOf.current = converted.fieldOf;
      const { product: created, warnings } = await createProduct(converted.input);
      showWarnings(warnings);
      return created;
    },
    onSuccess: async (saved) => {
      if (!saved) return;
      notify.success(
        editing
          ? { title: t('form.savedTitle'), message: t('form.savedMessage', { name: saved.name }) }
          : {
              title: t('form.createdTitle'),
              message: t('form.createdMessage', { name: saved.name, sku: saved.sku }),
            },
      );
      await refresh();
      onDone(saved);
    },
    onError: failed(editing ? t('form.saveFailedTitle') : t('form.failedTitle')),
  });

  const remove = useMutation({
    mutationFn: () => deleteProduct(product!.id),
    onSuccess: async () => {
      notify.success({
        title: t('form.deletedTitle'),
        message: t('form.deletedMessage', { name: product!.name }),
      });
      queryClient.removeQueries({ queryKey: [...productsKey, 'detail', product!.id] });
      await refresh();
      onDone(null);
    },
    onError: (err) => {
      setConfirmDelete(false);
      notify.error({ title: t('form.deleteFailedTitle'), message: err.message });
    },
  });

  const submit = form.onSubmit((values) => save.mutate(values));
  const v = form.values;
  const opening = v.openingStock.trim() !== '';
  const unitChoices = [
    { value: '', label: t('form.baseUnitChoice', { unit: v.baseUnit || '—' }) },
    ...v.units.filter((u) => u.code.trim()).map((u) => ({ value: u.code.trim(), label: u.code.trim() })),
  ];
  const title = editing ? t('form.editTitle', { name: product.name }) : t('form.title');
  const busy = save.isPending || remove.isPending;
  /** A quantity typed in the base unit, which it shows at its end. */
  const inBase = { inputMode: 'decimal', rightSection: v.baseUnit, rightSectionWidth: 56 } as const;

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
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
            data={activeCategories(categories.data, product?.categoryId ?? null)}
            clearable
            searchable
            {...form.getInputProps('categoryId')}
          />
          <TextInput label={t('form.brand')} {...form.getInputProps('brand')} />
        </SimpleGrid>
        <Textarea
          label={t('form.description')}
          autosize
          minRows={1}
          maxRows={4}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('form.supplier')} {...form.getInputProps('supplierName')} />
          <TagsInput
            label={t('form.tags')}
            description={t('form.tagsHint')}
            clearable
            {...form.getInputProps('tags')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Autocomplete
            label={t('form.baseUnit')}
            description={t('form.baseUnitHint')}
            data={[...BASE_UNITS]}
            required
            {...form.getInputProps('baseUnit')}
          />
          <Select
            label={t('form.taxClass')}
            data={TAX_CLASSES.map((c) => ({ value: c, label: t(`form.taxClasses.${c}`) }))}
            allowDeselect={false}
            {...form.getInputProps('taxClass')}
            onChange={(c) => form.setFieldValue('taxClass', (c ?? 'vatable') as TaxClass)}
          />
        </SimpleGrid>
        {v.taxClass === 'vat_exempt' && (
          <TextInput
            label={t('form.vatExemptBasis')}
            placeholder={t('form.vatExemptBasisHint')}
            required
            {...form.getInputProps('vatExemptBasis')}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput label={t('form.price')} required {...pesoInput} {...form.getInputProps('price')} />
          <NumberInput label={t('form.cost')} {...pesoInput} {...form.getInputProps('cost')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('form.minStock')}
            description={t('form.minStockHint')}
            placeholder={formatQty(0)}
            {...inBase}
            {...form.getInputProps('minStock')}
          />
          <TextInput
            label={t('form.reorderQty')}
            placeholder={formatQty(0)}
            {...inBase}
            {...form.getInputProps('reorderQty')}
          />
        </SimpleGrid>

        <Fieldset legend={t('form.unitsTitle')} variant="filled">
          <Stack gap="xs">
            <Text size="xs" c="dimmed">
              {t('form.unitsHint', { unit: v.baseUnit || '—' })}
            </Text>
            {v.units.map((u, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their name in the form
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                  <Autocomplete
                    label={t('form.unitCode', { n: i + 1 })}
                    data={PACK_UNITS}
                    {...form.getInputProps(`units.${i}.code`)}
                  />
                  <TextInput
                    label={t('form.unitQty', { unit: u.code.trim() || t('form.unitThis') })}
                    {...inBase}
                    {...form.getInputProps(`units.${i}.qty`)}
                  />
                  <NumberInput
                    label={t('form.unitPrice', { unit: u.code.trim() || t('form.unitThis') })}
                    {...pesoInput}
                    {...form.getInputProps(`units.${i}.price`)}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t('form.removeUnit', { unit: u.code.trim() || i + 1 })}
                  onClick={() => form.removeListItem('units', i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('units', { code: '', qty: '', price: '' })}
              >
                {t('form.addUnit')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('form.barcodesTitle')} variant="filled">
          <Stack gap="xs">
            {v.barcodes.map((b, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their name in the form
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
                  <TextInput
                    label={i === 0 ? t('form.barcode') : t('form.barcodeN', { n: i + 1 })}
                    {...form.getInputProps(`barcodes.${i}.barcode`)}
                  />
                  <Select
                    label={t('form.barcodeUnit')}
                    data={unitChoices}
                    allowDeselect={false}
                    value={b.unitCode ?? ''}
                    onChange={(c) => form.setFieldValue(`barcodes.${i}.unitCode`, c || null)}
                    error={form.errors[`barcodes.${i}.unitCode`]}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t('form.removeBarcode', { n: i + 1 })}
                  onClick={() => form.removeListItem('barcodes', i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('barcodes', { barcode: '', unitCode: null })}
              >
                {t('form.addBarcode')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

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
            <Checkbox
              label={t('form.banned')}
              description={t('form.bannedHint')}
              color="red"
              {...form.getInputProps('isBanned', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>

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

        {editing && (
          <Switch
            label={t('form.active')}
            description={t('form.activeHint')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        )}

        {form.errors[FORM_MESSAGE] && (
          <Alert color="red" variant="light" role="alert">
            {form.errors[FORM_MESSAGE]}
          </Alert>
        )}
        {confirmDelete && (
          <Alert color="red" variant="light" title={t('form.deleteConfirmTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('form.deleteConfirm', { name: product?.name })}</Text>
              <Group gap="xs">
                <Button color="red" size="xs" loading={remove.isPending} onClick={() => remove.mutate()}>
                  {t('form.deleteYes')}
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => setConfirmDelete(false)}
                  disabled={remove.isPending}
                >
                  {t('form.deleteNo')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="space-between" mt="sm">
          {editing && canDelete && !confirmDelete ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
            >
              {t('form.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={remove.isPending}>
              {editing ? t('form.save') : t('form.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
