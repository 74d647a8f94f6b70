import { describe, expect, it } from 'vitest';
import { categoryLabel, createProductSchema, updateProductSchema } from './product-schemas.ts';

const feed = {
  sku: 'HG-50',
  name: 'Hog Grower Pellets',
  taxClass: 'vat_exempt',
  vatExemptBasis: 'NIRC Sec. 109(1)(A): feeds',
  baseUnit: 'kg',
  priceCentavos: 3_200,
  units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
  barcodes: [
    { barcode: '4800000000011', unitCode: 'sack' },
    { barcode: 'HG50-KG', unitCode: 'kg' },
  ],
  openingStock: [{ qtyMilli: 500_000 }],
};

const issues = (input: unknown) => {
  const r = createProductSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('product schema', () => {
  it('accepts a feed sold by the sack and by the kilo, with defaults filled in', () => {
    const p = createProductSchema.parse(feed);
    expect(p).toMatchObject({
      isActive: true,
      isLotTracked: false,
      costCentavos: 0,
      tags: [],
      minStockMilli: 0,
    });
  });

  it('names each problem by its field, in the user’s words', () => {
    expect(
      issues({
        ...feed,
        sku: 'has space',
        priceCentavos: -1,
        vatExemptBasis: '',
        minStockMilli: 1.5,
      }),
    ).toEqual([
      'sku: SKU may use letters, digits and - . / _ only',
      'priceCentavos: Price cannot be negative',
      'minStockMilli: Minimum stock can have at most 3 decimals',
    ]);
    expect(issues({ ...feed, vatExemptBasis: '' })).toEqual([
      'vatExemptBasis: Say why this product is VAT-exempt (e.g. NIRC Sec. 109(1)(A): feeds)',
    ]);
  });

  it('requires a registration number on regulated products', () => {
    expect(issues({ ...feed, isRxVetDrug: true })).toEqual([
      'registrationNumber: Enter the BAI or FPA registration number of a regulated product',
    ]);
    expect(issues({ ...feed, isRestrictedPesticide: true, registrationNumber: 'FPA-1234' })).toEqual([]);
  });

  it('refuses duplicate units and barcodes, and barcodes for units the product lacks', () => {
    expect(
      issues({
        ...feed,
        units: [...feed.units, { code: 'Sack', baseMilliPerUnit: 25_000, priceCentavos: 1 }],
        barcodes: [
          { barcode: '4800000000011', unitCode: 'sack' },
          { barcode: '4800000000011' },
          { barcode: '48000000000X', unitCode: 'box' },
        ],
      }),
    ).toEqual([
      'units.1.code: Unit Sack is listed twice',
      'barcodes.1.barcode: Barcode 4800000000011 is listed twice',
      'barcodes.2.unitCode: Barcode 48000000000X names unit box, which this product does not have',
    ]);
  });

  it('lot-tracked stock needs its batch; untracked stock must not have one', () => {
    const vaccine = {
      ...feed,
      taxClass: 'vatable',
      isLotTracked: true,
      baseUnit: 'dose',
      units: [{ code: 'vial', baseMilliPerUnit: 100_000, priceCentavos: 85_000 }],
      barcodes: [],
    };
    expect(issues({ ...vaccine, openingStock: [{ qtyMilli: 1000 }] })).toEqual([
      'openingStock.0.lot: Enter the batch of this stock',
    ]);
    expect(
      issues({
        ...vaccine,
        openingStock: [
          {
            qtyMilli: 1000,
            lot: { batchNumber: 'L1', expiryDate: '2027-01-31', manufacturingDate: '2027-02-01' },
          },
        ],
      }),
    ).toEqual([
      'openingStock.0.lot.manufacturingDate: Manufacturing date must be on or before the expiry date',
    ]);
    expect(issues({ ...feed, openingStock: [{ qtyMilli: 1000, lot: { batchNumber: 'X' } }] })).toEqual([
      'openingStock.0.lot: This product is not tracked by batch',
    ]);
  });

  it('update takes the same fields without opening stock', () => {
    const { openingStock: _, ...rest } = feed;
    expect(updateProductSchema.safeParse(rest).success).toBe(true);
  });

  it('shows "Uncategorized" when there is no category name', () => {
    expect(categoryLabel(null)).toBe('Uncategorized');
    expect(categoryLabel('  ')).toBe('Uncategorized');
    expect(categoryLabel('Feeds')).toBe('Feeds');
  });
});
