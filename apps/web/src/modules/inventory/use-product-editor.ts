/** The product form's state: its values checked by the shared schema, and saving or deleting the product. */
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useInventoryT } from './inventory.i18n.ts';
import {
  categoriesKey,
  createProduct,
  deleteProduct,
  type Product,
  productsKey,
  updateProduct,
} from './inventory.queries.ts';
import {
  EMPTY_PRODUCT,
  type ProductFormValues,
  productFieldOf,
  productToForm,
  toProductInput,
} from './product-form.ts';
import { useStockWarnings } from './stock-warnings.ts';

export type ProductForm = UseFormReturnType<ProductFormValues>;

export function useProductEditor(product: Product | undefined, onDone: (saved: Product | null) => void) {
  const t = useInventoryT();
  const queryClient = useQueryClient();
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

  return { form, save, remove, confirmDelete, setConfirmDelete };
}
