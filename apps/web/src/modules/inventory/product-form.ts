import { type CreateProduct, createProductSchema, parseQty, type TaxClass } from '@fbms/domain';

/**
 * The "Add product" form as the person fills it: pesos and quantities as typed. `toCreateProduct` turns
 * it into the request, and the shared `createProductSchema` checks it (STYLE 4): the form declares no
 * rule of its own, only how its inputs map to the schema's fields.
 */
export interface ProductFormValues {
  sku: string;
  name: string;
  categoryId: string | null;
  brand: string;
  baseUnit: string;
  taxClass: TaxClass;
  vatExemptBasis: string;
  price: number | string;
  cost: number | string;
  minStock: string;
  reorderQty: string;
  barcode: string;
  openingStock: string;
  isLotTracked: boolean;
  batchNumber: string;
  expiryDate: string;
  isRxVetDrug: boolean;
  isRestrictedPesticide: boolean;
  registrationNumber: string;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  sku: '',
  name: '',
  categoryId: null,
  brand: '',
  baseUnit: 'piece',
  taxClass: 'vatable',
  vatExemptBasis: '',
  price: '',
  cost: '',
  minStock: '',
  reorderQty: '',
  barcode: '',
  openingStock: '',
  isLotTracked: false,
  batchNumber: '',
  expiryDate: '',
  isRxVetDrug: false,
  isRestrictedPesticide: false,
  registrationNumber: '',
};

type Field = keyof ProductFormValues;
/** Where a message that names no input goes (shown above the buttons). */
export const FORM_MESSAGE = 'form';
type ErrorKey = Field | typeof FORM_MESSAGE;

/** Schema (and server) field paths → the input that shows their message. */
export const PRODUCT_FIELD_OF: Record<string, Field> = {
  priceCentavos: 'price',
  costCentavos: 'cost',
  minStockMilli: 'minStock',
  reorderQtyMilli: 'reorderQty',
  barcodes: 'barcode',
  'barcodes.0.barcode': 'barcode',
  'barcodes.0.unitCode': 'barcode',
  openingStock: 'openingStock',
  'openingStock.0.qtyMilli': 'openingStock',
  'openingStock.0.locationId': 'openingStock',
  'openingStock.0.unitCostCentavos': 'cost',
  'openingStock.0.lot': 'batchNumber',
  'openingStock.0.lot.batchNumber': 'batchNumber',
  'openingStock.0.lot.expiryDate': 'expiryDate',
  'openingStock.0.lot.manufacturingDate': 'expiryDate',
};

const fieldOf = (path: string): Field | null =>
  PRODUCT_FIELD_OF[path] ?? (path in EMPTY_PRODUCT ? (path as Field) : null);

const centavosOf = (pesos: number | string): number | undefined =>
  pesos === '' ? undefined : Math.round(Number(pesos) * 100);

const text = (s: string) => s.trim() || null;

export type Converted =
  | { ok: true; input: CreateProduct }
  | { ok: false; errors: Partial<Record<ErrorKey, string>> };

/**
 * The form's values as POST /api/products takes them, or the messages per input: a quantity that is
 * not a number with at most 3 decimals (`qtyInvalid`), then whatever the shared schema refuses.
 */
export function toCreateProduct(values: ProductFormValues, qtyInvalid: string): Converted {
  const errors: Partial<Record<ErrorKey, string>> = {};
  const qty = (field: 'minStock' | 'reorderQty' | 'openingStock') => {
    if (!values[field].trim()) return undefined;
    const q = parseQty(values[field]);
    if (q === null) errors[field] = qtyInvalid;
    return q ?? undefined;
  };
  const minStockMilli = qty('minStock');
  const reorderQtyMilli = qty('reorderQty');
  const openingMilli = qty('openingStock');
  const barcode = values.barcode.trim();
  const parsed = createProductSchema.safeParse({
    sku: values.sku,
    name: values.name,
    categoryId: values.categoryId,
    brand: text(values.brand),
    baseUnit: values.baseUnit.trim(),
    taxClass: values.taxClass,
    vatExemptBasis: values.taxClass === 'vat_exempt' ? text(values.vatExemptBasis) : null,
    priceCentavos: centavosOf(values.price),
    costCentavos: centavosOf(values.cost),
    minStockMilli,
    reorderQtyMilli,
    isLotTracked: values.isLotTracked,
    isRxVetDrug: values.isRxVetDrug,
    isRestrictedPesticide: values.isRestrictedPesticide,
    registrationNumber:
      values.isRxVetDrug || values.isRestrictedPesticide ? text(values.registrationNumber) : null,
    barcodes: barcode ? [{ barcode }] : [],
    openingStock: openingMilli
      ? [
          {
            qtyMilli: openingMilli,
            lot: values.isLotTracked
              ? { batchNumber: values.batchNumber, expiryDate: values.expiryDate || null }
              : undefined,
          },
        ]
      : [],
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[fieldOf(issue.path.join('.')) ?? FORM_MESSAGE] ??= issue.message;
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true, input: parsed.data }
    : { ok: false, errors };
}
