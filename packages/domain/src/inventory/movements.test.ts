import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustmentMovement,
  checkCartStock,
  checkMovement,
  INCOMING_MOVEMENT_TYPES,
  isOutgoing,
  MOVEMENT_TYPES,
  OUTGOING_MOVEMENT_TYPES,
  type StockProductState,
} from './movements.ts';

const feed = (over: Partial<StockProductState> = {}): StockProductState => ({
  id: 'p1',
  name: 'Hog Grower 50 kg',
  stockMilli: 10_000,
  minStockMilli: 2_000,
  isActive: true,
  ...over,
});

describe('movement types (seed 001 §5)', () => {
  it('has the eight outgoing and seven incoming types of the seed', () => {
    expect(OUTGOING_MOVEMENT_TYPES).toEqual([
      'sale',
      'stock_out',
      'adjustment_out',
      'transfer_out',
      'return_out',
      'damage_out',
      'expired_out',
      'shrinkage',
    ]);
    expect(INCOMING_MOVEMENT_TYPES).toEqual([
      'purchase',
      'stock_in',
      'adjustment_in',
      'transfer_in',
      'return_in',
      'initial_stock',
      'recount',
    ]);
    expect(MOVEMENT_TYPES.filter(isOutgoing)).toHaveLength(8);
  });

  it('refuses any other type with the seed message', () => {
    const v = checkMovement(feed(), { type: 'creation', quantityMilli: 1000 });
    expect(v).toMatchObject({
      ok: false,
      errors: [
        {
          code: 'MOVEMENT_TYPE_MISMATCH',
          message: 'Invalid movement type: creation. Must be a valid stock-in or stock-out type.',
        },
      ],
    });
  });
});

describe('checkMovement', () => {
  it('quantity must be positive', () => {
    for (const q of [0, -1000, 1.5]) {
      const v = checkMovement(feed(), { type: 'stock_in', quantityMilli: q });
      expect(v).toMatchObject({
        ok: false,
        errors: [{ code: 'INVALID_QUANTITY', message: 'Quantity must be positive' }],
      });
    }
  });

  it('product must exist and be active', () => {
    expect(checkMovement(null, { type: 'sale', quantityMilli: 1000 })).toMatchObject({
      ok: false,
      errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' }],
    });
    expect(checkMovement(feed({ isActive: false }), { type: 'sale', quantityMilli: 1000 })).toMatchObject({
      ok: false,
      errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Product is inactive' }],
    });
    expect(
      checkMovement(feed({ isActive: false }), {
        type: 'expired_out',
        quantityMilli: 1000,
        allowInactive: true,
      }),
    ).toMatchObject({ ok: true, newStockMilli: 9_000 });
  });

  it('removing more than available: "Insufficient stock. Available: n, Requested: n"', () => {
    const v = checkMovement(feed({ stockMilli: 2_500 }), { type: 'sale', quantityMilli: 3_000 });
    expect(v).toMatchObject({
      ok: false,
      errors: [{ code: 'INSUFFICIENT_STOCK', message: 'Insufficient stock. Available: 2.5, Requested: 3' }],
    });
    if (!v.ok) expect(v.errors[0]?.suggestions.length).toBeGreaterThan(0);
  });

  it('without prevent-negative, a result below zero is still refused as negative stock', () => {
    const v = checkMovement(feed({ stockMilli: 1_000 }), {
      type: 'shrinkage',
      quantityMilli: 1_250,
      preventNegative: false,
    });
    expect(v).toMatchObject({
      ok: false,
      errors: [{ code: 'NEGATIVE_STOCK', message: 'Operation would result in negative stock (-0.25)' }],
    });
  });

  it('warns "Large stock change detected" when the change exceeds twice the current stock', () => {
    expect(checkMovement(feed({ stockMilli: 10_000 }), { type: 'purchase', quantityMilli: 20_000 })).toEqual({
      ok: true,
      newStockMilli: 30_000,
      warnings: [],
    });
    expect(checkMovement(feed({ stockMilli: 10_000 }), { type: 'purchase', quantityMilli: 20_001 })).toEqual({
      ok: true,
      newStockMilli: 30_001,
      warnings: ['Large stock change detected'],
    });
  });

  it('warns "Stock will fall below minimum level"', () => {
    expect(checkMovement(feed(), { type: 'sale', quantityMilli: 8_001 })).toEqual({
      ok: true,
      newStockMilli: 1_999,
      warnings: ['Stock will fall below minimum level'],
    });
    expect(checkMovement(feed(), { type: 'sale', quantityMilli: 8_000 })).toMatchObject({ warnings: [] });
  });

  it('selling the last 0.001 kg leaves exactly zero', () => {
    expect(
      checkMovement(feed({ stockMilli: 1, minStockMilli: 0 }), { type: 'sale', quantityMilli: 1 }),
    ).toEqual({
      ok: true,
      newStockMilli: 0,
      warnings: [],
    });
  });
});

describe('cart concurrent modification (seed 001 §8)', () => {
  it('says what changed', () => {
    expect(checkCartStock(5_000, 5_000)).toBeNull();
    expect(checkCartStock(5_000, 3_500)).toMatchObject({
      code: 'CONCURRENT_MODIFICATION',
      message: 'Product stock changed while in cart. Was: 5, Now: 3.5',
    });
  });
});

describe('adjustment modes (seed 001 §4)', () => {
  it('set records the difference, add and subtract the quantity', () => {
    expect(adjustmentMovement('set', 10_000, 7_500)).toEqual({
      type: 'adjustment_out',
      quantityMilli: 2_500,
    });
    expect(adjustmentMovement('set', 10_000, 12_000)).toEqual({
      type: 'adjustment_in',
      quantityMilli: 2_000,
    });
    expect(adjustmentMovement('set', 10_000, 10_000)).toBeNull();
    expect(adjustmentMovement('add', 0, 1_000)).toEqual({ type: 'adjustment_in', quantityMilli: 1_000 });
    expect(adjustmentMovement('subtract', 5_000, 1_000)).toEqual({
      type: 'adjustment_out',
      quantityMilli: 1_000,
    });
  });
});

describe('ledger property (invariant I)', () => {
  it('random movement sequences keep stock = sum of accepted movements and never negative', () => {
    const move = fc.record({
      type: fc.constantFrom(...MOVEMENT_TYPES),
      quantityMilli: fc.integer({ min: -5, max: 50_000 }),
      preventNegative: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 60 }), (moves) => {
        let product = feed({ stockMilli: 0 });
        let sum = 0;
        for (const m of moves) {
          const v = checkMovement(product, m);
          if (v.ok) {
            sum += (isOutgoing(m.type) ? -1 : 1) * m.quantityMilli;
            product = { ...product, stockMilli: v.newStockMilli };
          }
          expect(product.stockMilli).toBe(sum);
          expect(product.stockMilli).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
