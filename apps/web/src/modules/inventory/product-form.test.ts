// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, productFieldOf, productToForm, toProductInput } from './product-form.ts';
import { makeProduct } from './render-inventory.test-helper.tsx';

const BAD_QTY = 'bad qty';

describe('product form', () => {
  it('shows a product and sends it back unchanged when nothing was edited', () => {
    const p = makeProduct({
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 170_000 }],
      barcodes: [
        { barcode: '4800000000017', unitCode: null },
        { barcode: '4800000000024', unitCode: 'sack' },
      ],
      tags: ['hog'],
      bnpcEligible: true,
      minStockMilli: 2_500,
    });
    const values = productToForm(p);
    expect(values.units).toEqual([{ code: 'sack', qty: '50', price: '1700.00' }]);
    expect(values.minStock).toBe('2.5');
    const r = toProductInput(values, BAD_QTY, 'edit');
    expect(r.ok && r.input).toMatchObject({
      sku: p.sku,
      priceCentavos: p.priceCentavos,
      minStockMilli: 2_500,
      units: p.units,
      barcodes: p.barcodes,
      tags: ['hog'],
      bnpcEligible: true,
      scPwdEligible: false,
      isActive: true,
    });
    expect(r.ok && 'openingStock' in r.input).toBe(false);
  });

  it('leaves blank unit and barcode rows out', () => {
    const r = toProductInput(
      {
        ...EMPTY_PRODUCT,
        sku: 'X-1',
        name: 'X',
        price: 10,
        units: [{ code: '', qty: '', price: '' }],
        barcodes: [{ barcode: ' ', unitCode: null }],
      },
      BAD_QTY,
      'create',
    );
    expect(r.ok && r.input).toMatchObject({ units: [], barcodes: [], openingStock: [] });
  });

  it('puts a message on the row it is about, counting blank rows', () => {
    const r = toProductInput(
      {
        ...EMPTY_PRODUCT,
        sku: 'X-1',
        name: 'X',
        price: 10,
        baseUnit: 'kg',
        units: [
          { code: '', qty: '', price: '' },
          { code: 'sack', qty: '50', price: 1700 },
          { code: 'box', qty: 'twelve', price: 5 },
        ],
        barcodes: [
          { barcode: '', unitCode: null },
          { barcode: '4800000000017', unitCode: null },
          { barcode: '4800000000017', unitCode: 'sack' },
        ],
      },
      BAD_QTY,
      'create',
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors['units.2.qty']).toBe(BAD_QTY);
    expect(r.errors['units.1.qty']).toBeUndefined();
    // The rules across rows run once every row reads: the repeated barcode is named on its own row.
    const fixed = toProductInput(
      {
        ...EMPTY_PRODUCT,
        sku: 'X-1',
        name: 'X',
        price: 10,
        baseUnit: 'kg',
        units: [{ code: 'sack', qty: '50', price: 1700 }],
        barcodes: [
          { barcode: '', unitCode: null },
          { barcode: '4800000000017', unitCode: null },
          { barcode: '4800000000017', unitCode: 'sack' },
        ],
      },
      BAD_QTY,
      'create',
    );
    expect(fixed.ok).toBe(false);
    if (fixed.ok) return;
    expect(fixed.errors['barcodes.2.barcode']).toBe('Barcode 4800000000017 is listed twice');
    expect(Object.keys(fixed.errors)).toEqual(['barcodes.2.barcode']);
  });

  it("maps the server's paths to the inputs, skipping the blank rows it never saw", () => {
    const r = toProductInput(
      {
        ...EMPTY_PRODUCT,
        sku: 'X-1',
        name: 'X',
        price: 10,
        barcodes: [
          { barcode: '', unitCode: null },
          { barcode: '4800000000017', unitCode: null },
        ],
      },
      BAD_QTY,
      'create',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fieldOf('barcodes.0.barcode')).toBe('barcodes.1.barcode');
    expect(r.fieldOf('sku')).toBe('sku');
    expect(r.fieldOf('priceCentavos')).toBe('price');
    expect(productFieldOf('units.0.baseMilliPerUnit')).toBe('units.0.qty');
    expect(productFieldOf('units.3.priceCentavos')).toBe('units.3.price');
    expect(productFieldOf('nonsense')).toBeNull();
  });
});
