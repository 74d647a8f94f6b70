import { parseQty } from '../inventory/quantity.ts';
import {
  type CreateProduct,
  type CreateProductInput,
  createProductSchema,
  TAX_CLASS_LABELS,
  type TaxClass,
} from './product-schemas.ts';

/**
 * Product import and export files (CSV or XLSX): one row per product, these columns in any order. Lists
 * inside a cell are separated by "|"; units are written "sack=50@1700" (code = base units @ price).
 */
export const PRODUCT_COLUMNS = [
  'sku',
  'name',
  'description',
  'category',
  'brand',
  'tax_class',
  'vat_exempt_basis',
  'base_unit',
  'price',
  'cost',
  'min_stock',
  'reorder_qty',
  'barcodes',
  'units',
  'supplier',
  'tags',
  'lot_tracked',
  'rx_vet_drug',
  'restricted_pesticide',
  'banned',
  'bnpc',
  'sc_pwd_eligible',
  'registration_number',
  'active',
  'opening_stock',
  'batch_number',
  'expiry_date',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** The columns a file must have. */
export const REQUIRED_COLUMNS: ProductColumn[] = ['sku', 'name', 'price'];

export const MAX_IMPORT_ROWS = 10_000;
/** Rows per request; the screen sends a file in chunks of this size and shows progress. */
export const IMPORT_CHUNK_ROWS = 1000;

export interface ImportProblem {
  /** The row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  field: string;
  message: string;
}

/** Reads the header row: which column holds which field, and what is missing or unknown. */
export function readHeader(header: string[]): {
  columns: (ProductColumn | null)[];
  missing: ProductColumn[];
  unknown: string[];
} {
  const norm = (h: string) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
  const columns = header.map((h) => {
    const n = norm(h);
    return (PRODUCT_COLUMNS as readonly string[]).includes(n) ? (n as ProductColumn) : null;
  });
  return {
    columns,
    missing: REQUIRED_COLUMNS.filter((c) => !columns.includes(c)),
    unknown: header.filter((h, i) => h.trim() !== '' && columns[i] === null),
  };
}

/** Turns data rows into records by column (trimmed text; absent cells are ""). */
export function rowsToRecords(columns: (ProductColumn | null)[], rows: string[][]) {
  return rows.map((cells) => {
    const r: Partial<Record<ProductColumn, string>> = {};
    columns.forEach((c, i) => {
      if (c) r[c] = (cells[i] ?? '').trim();
    });
    return r;
  });
}

export type ImportRecord = Partial<Record<ProductColumn, string>>;

const YES = new Set(['yes', 'y', 'true', '1', 'oo', 'x']);
const NO = new Set(['no', 'n', 'false', '0', 'hindi', '']);

/** An amount as a spreadsheet cell holds it ("₱1,234.50", "PHP 12") → centavos; null when not one. */
export function money(text: string): number | null {
  const t = text
    .replace(/^₱|^PHP\s*/i, '')
    .replace(/,/g, '')
    .trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const [w, f = ''] = t.split('.');
  return Number(w) * 100 + Number(f.padEnd(2, '0'));
}

function taxClass(text: string): TaxClass | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (t === '' || t === 'vatable' || t === 'vat') return 'vatable';
  if (t === 'vatexempt' || t === 'exempt') return 'vat_exempt';
  if (t === 'zerorated' || t === 'zero') return 'zero_rated';
  return null;
}

/** Schema paths → the file's column names, so a message points at the cell the person must fix. */
function columnOf(path: PropertyKey[]): string {
  const [first, , third] = path;
  const map: Record<string, string> = {
    sku: 'sku',
    name: 'name',
    description: 'description',
    categoryId: 'category',
    brand: 'brand',
    taxClass: 'tax_class',
    vatExemptBasis: 'vat_exempt_basis',
    baseUnit: 'base_unit',
    priceCentavos: 'price',
    costCentavos: 'cost',
    minStockMilli: 'min_stock',
    reorderQtyMilli: 'reorder_qty',
    supplierName: 'supplier',
    tags: 'tags',
    registrationNumber: 'registration_number',
    units: 'units',
    barcodes: 'barcodes',
  };
  if (first === 'openingStock')
    return third === 'lot' || path.includes('lot') ? 'batch_number' : 'opening_stock';
  return map[String(first)] ?? String(first);
}

/**
 * One file row → the product it creates (as the shared schema outputs it), or every problem in it (column and message in the person's
 * words). `categoryId` resolves a category name (the server creates missing ones before importing).
 */
export function importRowToProduct(
  r: ImportRecord,
  rowNumber: number,
  categoryId: (name: string) => string | null,
): { product: CreateProduct } | { problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const bad = (field: string, message: string) => problems.push({ row: rowNumber, field, message });
  const flag = (field: ProductColumn) => {
    const v = (r[field] ?? '').toLowerCase();
    if (YES.has(v)) return true;
    if (NO.has(v)) return false;
    bad(field, `Write yes or no (got "${r[field]}")`);
    return false;
  };
  const qty = (field: ProductColumn) => {
    const v = r[field] ?? '';
    if (v === '') return undefined;
    const q = parseQty(v);
    if (q === null) bad(field, `Write a quantity like 12 or 2.5 (at most 3 decimals); got "${v}"`);
    return q ?? undefined;
  };
  const price = money(r.price ?? '');
  if (price === null)
    bad('price', r.price ? `Write the price like 1250.50; got "${r.price}"` : 'Price is required');
  const cost = r.cost ? money(r.cost) : 0;
  if (cost === null) bad('cost', `Write the cost like 980.00; got "${r.cost}"`);
  const tc = taxClass(r.tax_class ?? '');
  if (!tc) bad('tax_class', `Write ${Object.values(TAX_CLASS_LABELS).join(', ')} (got "${r.tax_class}")`);
  const units: { code: string; baseMilliPerUnit: number; priceCentavos: number }[] = [];
  for (const part of (r.units ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([^=@]+)=([\d.,]+)@(.+)$/.exec(part);
    const factor = m ? parseQty(m[2]!) : null;
    const up = m ? money(m[3]!) : null;
    if (!m || factor === null || factor === 0 || up === null)
      bad('units', `Write each unit as code=base units@price, like sack=50@1700; got "${part}"`);
    else units.push({ code: m[1]!.trim(), baseMilliPerUnit: factor, priceCentavos: up });
  }
  const barcodes = (r.barcodes ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((barcode) => ({ barcode, unitCode: null }));
  let category: string | null = null;
  if (r.category) {
    category = categoryId(r.category);
    if (!category) bad('category', `Category ${r.category} does not exist`);
  }
  const lotTracked = flag('lot_tracked');
  const opening = qty('opening_stock');
  const min = qty('min_stock');
  const reorder = qty('reorder_qty');
  if (!r.opening_stock && (r.batch_number || r.expiry_date))
    bad('opening_stock', 'A batch needs the opening stock it holds');
  const input: CreateProductInput = {
    sku: r.sku ?? '',
    name: r.name ?? '',
    description: r.description || null,
    categoryId: category,
    brand: r.brand || null,
    taxClass: tc ?? 'vatable',
    vatExemptBasis: r.vat_exempt_basis || null,
    baseUnit: r.base_unit || 'piece',
    priceCentavos: price ?? 0,
    costCentavos: cost ?? 0,
    minStockMilli: min ?? 0,
    reorderQtyMilli: reorder ?? 0,
    isActive: r.active === undefined || r.active === '' ? true : flag('active'),
    isLotTracked: lotTracked,
    supplierName: r.supplier || null,
    tags: (r.tags ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean),
    isRxVetDrug: flag('rx_vet_drug'),
    isRestrictedPesticide: flag('restricted_pesticide'),
    isBanned: flag('banned'),
    bnpcEligible: flag('bnpc'),
    scPwdEligible: flag('sc_pwd_eligible'),
    registrationNumber: r.registration_number || null,
    units,
    barcodes,
    openingStock:
      opening && opening > 0
        ? [
            {
              qtyMilli: opening,
              lot:
                lotTracked || r.batch_number
                  ? {
                      batchNumber: r.batch_number ?? '',
                      expiryDate: r.expiry_date || null,
                      manufacturingDate: null,
                    }
                  : undefined,
            },
          ]
        : [],
  };
  const parsed = createProductSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = columnOf(issue.path);
      if (!problems.some((p) => p.field === field)) bad(field, issue.message);
    }
  if (problems.length || !parsed.success) return { problems };
  return { product: parsed.data };
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');
const pesos = (c: number) => (c / 100).toFixed(2);
const qtyText = (m: number) => String(m / 1000);

/** A product as an export row, in PRODUCT_COLUMNS order; importing the file again recreates it. */
export function productToRow(p: {
  sku: string;
  name: string;
  description: string | null;
  categoryName: string | null;
  brand: string | null;
  taxClass: TaxClass;
  vatExemptBasis: string | null;
  baseUnit: string;
  priceCentavos: number;
  costCentavos: number;
  minStockMilli: number;
  reorderQtyMilli: number;
  barcodes: { barcode: string }[];
  units: { code: string; baseMilliPerUnit: number; priceCentavos: number }[];
  supplierName: string | null;
  tags: string[];
  isLotTracked: boolean;
  isRxVetDrug: boolean;
  isRestrictedPesticide: boolean;
  isBanned: boolean;
  bnpcEligible: boolean;
  scPwdEligible: boolean;
  registrationNumber: string | null;
  isActive: boolean;
  stockMilli: number;
}): string[] {
  return [
    p.sku,
    p.name,
    p.description ?? '',
    p.categoryName ?? '',
    p.brand ?? '',
    TAX_CLASS_LABELS[p.taxClass],
    p.vatExemptBasis ?? '',
    p.baseUnit,
    pesos(p.priceCentavos),
    pesos(p.costCentavos),
    qtyText(p.minStockMilli),
    qtyText(p.reorderQtyMilli),
    p.barcodes.map((b) => b.barcode).join('|'),
    p.units.map((u) => `${u.code}=${qtyText(u.baseMilliPerUnit)}@${pesos(u.priceCentavos)}`).join('|'),
    p.supplierName ?? '',
    p.tags.join('|'),
    yesNo(p.isLotTracked),
    yesNo(p.isRxVetDrug),
    yesNo(p.isRestrictedPesticide),
    yesNo(p.isBanned),
    yesNo(p.bnpcEligible),
    yesNo(p.scPwdEligible),
    p.registrationNumber ?? '',
    yesNo(p.isActive),
    // A lot-tracked product's stock is per batch; its file row carries none.
    p.isLotTracked ? '' : qtyText(p.stockMilli),
    '',
    '',
  ];
}

/** SKUs and barcodes repeated inside a file (rows numbered from `firstRow`), one problem per repeat. */
export function duplicateProblems(records: ImportRecord[], firstRow: number): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const skus = new Map<string, number>();
  const codes = new Map<string, number>();
  records.forEach((r, i) => {
    const row = firstRow + i;
    const sku = (r.sku ?? '').toLowerCase();
    if (sku) {
      const seen = skus.get(sku);
      if (seen !== undefined)
        problems.push({ row, field: 'sku', message: `SKU ${r.sku} is also on row ${seen}` });
      else skus.set(sku, row);
    }
    for (const code of (r.barcodes ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const seen = codes.get(code);
      if (seen !== undefined && seen !== row)
        problems.push({ row, field: 'barcodes', message: `Barcode ${code} is also on row ${seen}` });
      else codes.set(code, row);
    }
  });
  return problems;
}
