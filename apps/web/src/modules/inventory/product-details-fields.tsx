/** The product form's first sections: what the product is, then its unit, tax, prices and stock levels. */
import { BASE_UNITS, formatQty, TAX_CLASSES, type TaxClass } from '@fbms/domain';
import { Autocomplete, NumberInput, Select, SimpleGrid, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useInventoryT } from './inventory.i18n.ts';
import { type Category, categoriesQuery, type Product } from './inventory.queries.ts';
import { inBaseUnit, pesoInput } from './product-inputs.ts';
import type { ProductForm } from './use-product-editor.ts';

const activeCategories = (items: Category[] | undefined, keep: string | null) =>
  (items ?? []).filter((c) => c.isActive || c.id === keep).map((c) => ({ value: c.id, label: c.name }));

/** Name, SKU, category, brand, description, supplier and tags. */
export function ProductDetailsFields({ form, product }: { form: ProductForm; product?: Product }) {
  const t = useInventoryT();
  const categories = useQuery(categoriesQuery);
  return (
    <>
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
    </>
  );
}

/** The base unit, tax class, price and cost, and the minimum stock and reorder quantity. */
export function ProductPricingFields({ form }: { form: ProductForm }) {
  const t = useInventoryT();
  const v = form.values;
  const inBase = inBaseUnit(v.baseUnit);
  return (
    <>
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
    </>
  );
}
