import { describe, expect, it } from 'vitest';
import { targetOptions, toAdjustment } from './adjustment-form.ts';
import type { Location, Product, StockLine } from './inventory.queries.ts';

const MAIN = '01900000-0000-7000-8000-000000000001';
const ANNEX = '01900000-0000-7000-8000-000000000002';
const product = {
  id: '01900000-0000-7000-8000-000000000101',
  baseUnit: 'kg',
  isLotTracked: false,
  units: [
    { code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 },
    { code: 'scoop', baseMilliPerUnit: 333, priceCentavos: 1_000 },
  ],
} as Product;
const stock: StockLine[] = [
  {
    locationId: MAIN,
    locationName: 'Main store',
    lotId: null,
    batchNumber: null,
    expiryDate: null,
    qtyMilli: 4_000,
    looseMilli: 0,
  },
];
const MAIN_BRANCH = { branchId: 'b1', branchName: 'Main branch', branchCode: 'MAIN' };
const locations: Location[] = [
  { id: MAIN, name: 'Main store', type: 'store', address: null, isActive: true, ...MAIN_BRANCH },
  { id: ANNEX, name: 'Annex', type: 'warehouse', address: null, isActive: true, ...MAIN_BRANCH },
  {
    id: '01900000-0000-7000-8000-000000000003',
    name: 'Old shed',
    type: 'warehouse',
    address: null,
    isActive: false,
    ...MAIN_BRANCH,
  },
];
const texts = { qtyInvalid: 'bad number', notWhole: (unit: string) => `not whole ${unit}` };
const targets = targetOptions(product, stock, locations);
const values = {
  target: targets[0]!.value,
  mode: 'add' as const,
  qty: '2',
  unitCode: 'sack',
  reason: 'Delivery',
};

describe('adjustment form', () => {
  it('offers the stocked lines, then active locations without stock (not for batch-tracked products)', () => {
    expect(targets.map((o) => [o.locationName, o.qtyMilli])).toEqual([
      ['Main store', 4_000],
      ['Annex', null],
    ]);
    expect(targetOptions({ ...product, isLotTracked: true }, stock, locations)).toHaveLength(1);
  });

  it('names each location with its branch when the locations span several branches', () => {
    const two = locations.map((l) =>
      l.id === ANNEX ? { ...l, branchId: 'b2', branchName: 'Sto. Tomas', branchCode: 'STO-TOMAS' } : l,
    );
    expect(targetOptions(product, stock, two).map((o) => o.locationName)).toEqual([
      'Main store · Main branch',
      'Annex · Sto. Tomas',
    ]);
    expect(targets.map((o) => o.locationName)).toEqual(['Main store', 'Annex']);
  });

  it('turns 2 sacks into 100 kg in thousandths, for the chosen location', () => {
    expect(toAdjustment(values, product, targets, texts)).toEqual({
      ok: true,
      input: {
        productId: product.id,
        locationId: MAIN,
        lotId: null,
        mode: 'add',
        qtyMilli: 100_000,
        reason: 'Delivery',
      },
    });
  });

  it('names the input at fault: bad numbers, inexact conversions and the shared rules', () => {
    expect(toAdjustment({ ...values, qty: '1.2345' }, product, targets, texts)).toMatchObject({
      ok: false,
      errors: { qty: 'bad number' },
    });
    expect(
      toAdjustment({ ...values, qty: '0.001', unitCode: 'scoop' }, product, targets, texts),
    ).toMatchObject({
      ok: false,
      errors: { qty: 'not whole scoop' },
    });
    expect(toAdjustment({ ...values, qty: '', reason: 'x' }, product, targets, texts)).toMatchObject({
      ok: false,
      errors: { qty: 'Quantity is required', reason: 'Give a reason for this adjustment' },
    });
    expect(toAdjustment({ ...values, qty: '0' }, product, targets, texts)).toMatchObject({
      ok: false,
      errors: { qty: 'Quantity must be positive' },
    });
    expect(toAdjustment({ ...values, qty: '0', mode: 'set' }, product, targets, texts).ok).toBe(true);
  });
});
