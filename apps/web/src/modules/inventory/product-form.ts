import {
  type CreateProduct,
  createProductSchema,
  formatQty,
  parseQty,
  type TaxClass,
  type UpdateProduct,
  updateProductSchema,
} from '@fbms/domain';
import type { Product } from './inventory.queries.ts';

/**
 * The product form as the person fills it, for adding and for editing: pesos and quantities as typed.
 * `toProductInput` turns it into the request, and the shared product schema checks it (STYLE 4): the
 * form declares no rule of its own, only how its inputs map to the schema's fields.
 */
export interface UnitRow {
  /** The selling or buying unit: sack, box, vial. */
  code: string;
  /** How many base units one of it holds, as typed ("50" kg in a sack). */
  qty: string;
  price: number | string;
}

export interface BarcodeRow {
  barcode: string;
  /** The unit the code sells; null for the base unit. */
  unitCode: string | null;
}

export interface ProductFormValues {
  sku: string;
  name: string;
  description: string;
  categoryId: string | null;
  brand: string;
  supplierName: string;
  tags: string[];
  baseUnit: string;
  taxClass: TaxClass;
  vatExemptBasis: string;
  price: number | string;
  cost: number | string;
  minStock: string;
  reorderQty: string;
  units: UnitRow[];
  barcodes: BarcodeRow[];
  openingStock: string;
  isLotTracked: boolean;
  batchNumber: string;
  expiryDate: string;
  isActive: boolean;
  isRxVetDrug: boolean;
  isRestrictedPesticide: boolean;
  isBanned: boolean;
  bnpcEligible: boolean;
  scPwdEligible: boolean;
  registrationNumber: string;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  sku: '',
  name: '',
  description: '',
  categoryId: null,
  brand: '',
  supplierName: '',
  tags: [],
  baseUnit: 'piece',
  taxClass: 'vatable',
  vatExemptBasis: '',
  price: '',
  cost: '',
  minStock: '',
  reorderQty: '',
  units: [],
  barcodes: [{ barcode: '', unitCode: null }],
  openingStock: '',
  isLotTracked: false,
  batchNumber: '',
  expiryDate: '',
  isActive: true,
  isRxVetDrug: false,
  isRestrictedPesticide: false,
  isBanned: false,
  bnpcEligible: false,
  scPwdEligible: false,
  registrationNumber: '',
};

const pesosOf = (c: number) => (c / 100).toFixed(2);
/** A quantity as the person would type it: "50", "0.25", no thousands separators. */
const qtyOf = (m: number) => formatQty(m).replace(/,/g, '');

/** A product as the edit form shows it. */
export function productToForm(p: Product): ProductFormValues {
  return {
    ...EMPTY_PRODUCT,
    sku: p.sku,
    name: p.name,
    description: p.description ?? '',
    categoryId: p.categoryId,
    brand: p.brand ?? '',
    supplierName: p.supplierName ?? '',
    tags: p.tags,
    baseUnit: p.baseUnit,
    taxClass: p.taxClass,
    vatExemptBasis: p.vatExemptBasis ?? '',
    price: pesosOf(p.priceCentavos),
    cost: pesosOf(p.costCentavos),
    minStock: p.minStockMilli ? qtyOf(p.minStockMilli) : '',
    reorderQty: p.reorderQtyMilli ? qtyOf(p.reorderQtyMilli) : '',
    units: p.units.map((u) => ({
      code: u.code,
      qty: qtyOf(u.baseMilliPerUnit),
      price: pesosOf(u.priceCentavos),
    })),
    // One empty row to type into when it has none yet; blank rows are never sent.
    barcodes: p.barcodes.length ? p.barcodes.map((b) => ({ ...b })) : EMPTY_PRODUCT.barcodes,
    isLotTracked: p.isLotTracked,
    isActive: p.isActive,
    isRxVetDrug: p.isRxVetDrug,
    isRestrictedPesticide: p.isRestrictedPesticide,
    isBanned: p.isBanned,
    bnpcEligible: p.bnpcEligible,
    scPwdEligible: p.scPwdEligible,
    registrationNumber: p.registrationNumber ?? '',
  };
}

/** Where a message that names no input goes (shown above the buttons). */
export const FORM_MESSAGE = 'form';

const RENAMED: Record<string, string> = {
  priceCentavos: 'price',
  costCentavos: 'cost',
  minStockMilli: 'minStock',
  reorderQtyMilli: 'reorderQty',
  barcodes: 'barcodes.0.barcode',
  openingStock: 'openingStock',
  'openingStock.0.qtyMilli': 'openingStock',
  'openingStock.0.locationId': 'openingStock',
  'openingStock.0.unitCostCentavos': 'cost',
  'openingStock.0.lot': 'batchNumber',
  'openingStock.0.lot.batchNumber': 'batchNumber',
  'openingStock.0.lot.expiryDate': 'expiryDate',
  'openingStock.0.lot.manufacturingDate': 'expiryDate',
};

/**
 * The input that shows a schema's (or the server's) message for `path`, or null when none does:
 * "units.1.baseMilliPerUnit" → "units.1.qty", "barcodes.0.barcode" stays, "priceCentavos" → "price".
 */
export function productFieldOf(path: string): string | null {
  if (RENAMED[path]) return RENAMED[path];
  const unit = /^units\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (unit) {
    const field = { code: 'code', baseMilliPerUnit: 'qty', priceCentavos: 'price' }[unit[2] ?? 'code'];
    return field ? `units.${unit[1]}.${field}` : null;
  }
  const barcode = /^barcodes\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (barcode) return `barcodes.${barcode[1]}.${barcode[2] === 'unitCode' ? 'unitCode' : 'barcode'}`;
  return path in EMPTY_PRODUCT ? path : null;
}

const centavosOf = (pesos: number | string): number | undefined =>
  pesos === '' ? undefined : Math.round(Number(pesos) * 100);

const text = (s: string) => s.trim() || null;

type Errors = Record<string, string>;
export type Converted<T> =
  /** `fieldOf` maps the server's field paths (rows counted without the blank ones) to the inputs. */
  { ok: true; input: T; fieldOf: (path: string) => string | null } | { ok: false; errors: Errors };

/**
 * The form's values as POST /api/products (adding) or PUT /api/products/{id} (editing) takes them, or
 * the messages per input: a quantity that is not a number with at most 3 decimals (`qtyInvalid`), then
 * whatever the shared schema refuses. Empty unit and barcode rows are left out.
 */
export function toProductInput(
  values: ProductFormValues,
  qtyInvalid: string,
  mode: 'create',
): Converted<CreateProduct>;
export function toProductInput(
  values: ProductFormValues,
  qtyInvalid: string,
  mode: 'edit',
): Converted<UpdateProduct>;
export function toProductInput(
  values: ProductFormValues,
  qtyInvalid: string,
  mode: 'create' | 'edit',
): Converted<CreateProduct | UpdateProduct>;
export function toProductInput(
  values: ProductFormValues,
  qtyInvalid: string,
  mode: 'create' | 'edit',
): Converted<CreateProduct | UpdateProduct> {
  const errors: Errors = {};
  const qty = (field: string, typed: string) => {
    if (!typed.trim()) return undefined;
    const q = parseQty(typed);
    if (q === null) errors[field] = qtyInvalid;
    return q ?? undefined;
  };
  const minStockMilli = qty('minStock', values.minStock);
  const reorderQtyMilli = qty('reorderQty', values.reorderQty);
  const openingMilli = mode === 'create' ? qty('openingStock', values.openingStock) : undefined;
  // Rows keep their index so a message lands on the row it is about; blank rows are dropped after.
  const units = values.units.map((u, i) =>
    u.code.trim() || u.qty.trim() || u.price !== ''
      ? {
          code: u.code.trim(),
          baseMilliPerUnit: qty(`units.${i}.qty`, u.qty) as number,
          priceCentavos: centavosOf(u.price) as number,
        }
      : null,
  );
  const barcodes = values.barcodes.map((b) =>
    b.barcode.trim() ? { barcode: b.barcode.trim(), unitCode: b.unitCode || null } : null,
  );
  const body = {
    sku: values.sku,
    name: values.name,
    description: text(values.description),
    categoryId: values.categoryId,
    brand: text(values.brand),
    supplierName: text(values.supplierName),
    tags: values.tags,
    baseUnit: values.baseUnit.trim(),
    taxClass: values.taxClass,
    vatExemptBasis: values.taxClass === 'vat_exempt' ? text(values.vatExemptBasis) : null,
    priceCentavos: centavosOf(values.price),
    costCentavos: centavosOf(values.cost),
    minStockMilli,
    reorderQtyMilli,
    isActive: values.isActive,
    isLotTracked: values.isLotTracked,
    isRxVetDrug: values.isRxVetDrug,
    isRestrictedPesticide: values.isRestrictedPesticide,
    isBanned: values.isBanned,
    bnpcEligible: values.bnpcEligible,
    scPwdEligible: values.scPwdEligible,
    registrationNumber:
      values.isRxVetDrug || values.isRestrictedPesticide ? text(values.registrationNumber) : null,
    units,
    barcodes,
  };
  // The schema sees every row (blank ones as holes it skips) so its paths match the form's rows.
  const check = (b: typeof body) => ({
    ...b,
    units: b.units.filter((u) => u !== null),
    barcodes: b.barcodes.filter((x) => x !== null),
  });
  const reindex = (path: (string | number | symbol)[]) => {
    const [list, index, ...rest] = path;
    const rows = list === 'units' ? units : list === 'barcodes' ? barcodes : null;
    if (!rows || typeof index !== 'number') return path.map(String).join('.');
    const kept = rows.map((r, i) => (r ? i : -1)).filter((i) => i >= 0);
    return [list, kept[index] ?? index, ...rest].map(String).join('.');
  };
  const parsed =
    mode === 'create'
      ? createProductSchema.safeParse({
          ...check(body),
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
        })
      : updateProductSchema.safeParse(check(body));
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[productFieldOf(reindex(issue.path)) ?? FORM_MESSAGE] ??= issue.message;
  const fieldOf = (path: string) =>
    productFieldOf(reindex(path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k))));
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true, input: parsed.data, fieldOf }
    : { ok: false, errors };
}
