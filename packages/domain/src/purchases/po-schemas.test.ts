import { describe, expect, it } from 'vitest';
import {
  poInputSchema,
  poLineCentavos,
  poOrderedMilli,
  poReasonSchema,
  suggestedReorderMilli,
  unitCostFromBase,
} from './po-schemas.ts';

const id = '0190a000-0000-7000-8000-0000000000e1';

describe('purchase order lines', () => {
  it('counts sacks in base thousandths and prices them per unit ordered', () => {
    expect(poOrderedMilli(2_000, 50_000)).toBe(100_000); // 2 × 50-kg sacks
    expect(poOrderedMilli(2_500, 1_000)).toBe(2_500); // 2.5 kg
    expect(poLineCentavos(2_000, 1_450_00)).toBe(2_900_00);
    expect(poLineCentavos(1_333, 1_00)).toBe(133); // 1.333 × ₱1 rounds to the centavo
  });
  it('turns a cost per base unit into a cost per unit ordered', () => {
    expect(unitCostFromBase(28_00, 50_000)).toBe(1_400_00);
    expect(unitCostFromBase(333, 1_000)).toBe(333);
  });
  it('suggests the reorder quantity, else what reaches the minimum', () => {
    expect(suggestedReorderMilli({ stockMilli: 10, minStockMilli: 100, reorderQtyMilli: 500 })).toBe(500);
    expect(suggestedReorderMilli({ stockMilli: 10, minStockMilli: 100, reorderQtyMilli: 0 })).toBe(90);
    expect(suggestedReorderMilli({ stockMilli: 200, minStockMilli: 100, reorderQtyMilli: 0 })).toBe(0);
  });
});

describe('purchase order input', () => {
  it('asks for a supplier and at least one line, in words', () => {
    const r = poInputSchema.safeParse({ lines: [] });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain('Choose a supplier');
    expect(messages).toContain('Add at least one product to the order');
  });
  it('refuses a zero quantity and a negative cost', () => {
    const r = poInputSchema.safeParse({
      supplierId: id,
      lines: [{ productId: id, unitCode: 'sack', qtyMilli: 0, unitCostCentavos: -1 }],
    });
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      'The quantity must be more than 0',
      'The cost cannot be negative',
    ]);
  });
  it('a reject or cancel needs a reason', () => {
    expect(poReasonSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(poReasonSchema.parse({ reason: ' Too dear ' }).reason).toBe('Too dear');
  });
});
