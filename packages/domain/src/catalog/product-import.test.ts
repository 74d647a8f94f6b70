import { describe, expect, it } from 'vitest';
import {
  importRowToProduct,
  PRODUCT_COLUMNS,
  productToRow,
  readHeader,
  rowsToRecords,
} from './product-import.ts';

const cats = (name: string) =>
  name.toLowerCase() === 'feeds' ? '01900000-0000-7000-8000-0000000000aa' : null;

describe('product import rows', () => {
  it('reads headers in any order and case, and says which required ones are missing', () => {
    const h = readHeader(['Name', 'SKU', 'Base Unit', 'colour']);
    expect(h.columns).toEqual(['name', 'sku', 'base_unit', null]);
    expect(h.missing).toEqual(['price']);
    expect(h.unknown).toEqual(['colour']);
  });

  it('turns a feed sold by sack and kilo into a product with its unit, barcode and opening stock', () => {
    const { columns } = readHeader([
      'sku',
      'name',
      'category',
      'tax_class',
      'vat_exempt_basis',
      'base_unit',
      'price',
      'units',
      'barcodes',
      'opening_stock',
    ]);
    const [rec] = rowsToRecords(columns, [
      [
        'HG-50',
        'Hog Grower',
        'Feeds',
        'VAT-exempt',
        'NIRC Sec. 109(1)(A): feeds',
        'kg',
        '36.00',
        'sack=50@1,700.00',
        '4800000000017',
        '1,250.5',
      ],
    ]);
    const r = importRowToProduct(rec!, 2, cats);
    expect('product' in r && r.product).toMatchObject({
      sku: 'HG-50',
      categoryId: '01900000-0000-7000-8000-0000000000aa',
      taxClass: 'vat_exempt',
      priceCentavos: 3600,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 170_000 }],
      barcodes: [{ barcode: '4800000000017', unitCode: null }],
      openingStock: [{ qtyMilli: 1_250_500 }],
    });
  });

  it('lists every problem of a row with its column, in the person’s words', () => {
    const r = importRowToProduct(
      {
        sku: 'bad sku!',
        name: '',
        price: '12.345',
        tax_class: 'exempt',
        lot_tracked: 'maybe',
        category: 'Toys',
        units: 'sack50',
        opening_stock: '-3',
      },
      7,
      cats,
    );
    expect('problems' in r && r.problems).toEqual(
      expect.arrayContaining([
        { row: 7, field: 'price', message: 'Write the price like 1250.50; got "12.345"' },
        { row: 7, field: 'lot_tracked', message: 'Write yes or no (got "maybe")' },
        { row: 7, field: 'category', message: 'Category Toys does not exist' },
        {
          row: 7,
          field: 'units',
          message: 'Write each unit as code=base units@price, like sack=50@1700; got "sack50"',
        },
        {
          row: 7,
          field: 'opening_stock',
          message: 'Write a quantity like 12 or 2.5 (at most 3 decimals); got "-3"',
        },
      ]),
    );
    const fields = 'problems' in r ? r.problems.map((p) => p.field) : [];
    expect(fields).toContain('sku');
    expect(fields).toContain('name');
    expect(fields).toContain('vat_exempt_basis');
  });

  it('asks for the batch of a lot-tracked product’s opening stock', () => {
    const r = importRowToProduct(
      { sku: 'VAC', name: 'Vaccine', price: '8', lot_tracked: 'yes', opening_stock: '100' },
      3,
      cats,
    );
    expect('problems' in r && r.problems).toEqual([
      { row: 3, field: 'batch_number', message: 'Batch number is required' },
    ]);
  });

  it('exports a row that imports back to the same product', () => {
    const row = productToRow({
      sku: 'HG-50',
      name: 'Hog Grower',
      description: null,
      categoryName: 'Feeds',
      brand: 'B-MEG',
      taxClass: 'vat_exempt',
      vatExemptBasis: 'NIRC Sec. 109(1)(A): feeds',
      baseUnit: 'kg',
      priceCentavos: 3600,
      costCentavos: 3000,
      minStockMilli: 100_000,
      reorderQtyMilli: 0,
      barcodes: [{ barcode: '4800000000017' }],
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 170_000 }],
      supplierName: null,
      tags: ['hog'],
      isLotTracked: false,
      isRxVetDrug: false,
      isRestrictedPesticide: false,
      isBanned: false,
      bnpcEligible: true,
      scPwdEligible: false,
      registrationNumber: null,
      isActive: true,
      stockMilli: 1_250_500,
    });
    const [rec] = rowsToRecords(readHeader([...PRODUCT_COLUMNS]).columns, [row]);
    const r = importRowToProduct(rec!, 2, cats);
    expect('product' in r && r.product).toMatchObject({
      sku: 'HG-50',
      brand: 'B-MEG',
      costCentavos: 3000,
      minStockMilli: 100_000,
      tags: ['hog'],
      bnpcEligible: true,
      scPwdEligible: false,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 170_000 }],
      openingStock: [{ qtyMilli: 1_250_500 }],
    });
  });
});
