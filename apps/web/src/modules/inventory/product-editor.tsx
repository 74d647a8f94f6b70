import { Stack, Switch } from '@mantine/core';
import { useInventoryT } from './inventory.i18n.ts';
import type { Product } from './inventory.queries.ts';
import { ProductBarcodesFieldset } from './product-barcodes-fieldset.tsx';
import { ProductDetailsFields, ProductPricingFields } from './product-details-fields.tsx';
import { ProductEditorFooter } from './product-editor-footer.tsx';
import {
  ProductDiscountsFieldset,
  ProductRegulatedFieldset,
  ProductStockFieldset,
} from './product-flags-fieldsets.tsx';
import { ProductUnitsFieldset } from './product-units-fieldset.tsx';
import { useProductEditor } from './use-product-editor.ts';

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
  const editor = useProductEditor(product, onDone);
  const { form, save } = editor;
  const editing = product !== undefined;
  const submit = form.onSubmit((values) => save.mutate(values));
  const title = editing ? t('form.editTitle', { name: product.name }) : t('form.title');

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <ProductDetailsFields form={form} product={product} />
        <ProductPricingFields form={form} />
        <ProductUnitsFieldset form={form} />
        <ProductBarcodesFieldset form={form} />
        <ProductStockFieldset form={form} editing={editing} />
        <ProductRegulatedFieldset form={form} />
        <ProductDiscountsFieldset form={form} />
        {editing && (
          <Switch
            label={t('form.active')}
            description={t('form.activeHint')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        )}
        <ProductEditorFooter editor={editor} product={product} canDelete={canDelete} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
