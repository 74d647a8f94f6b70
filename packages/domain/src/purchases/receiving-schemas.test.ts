import { describe, expect, it } from 'vitest';
import {
  receivingInputSchema,
  receivingLineCentavos,
  returnUnitCost,
  supplierReturnInputSchema,
} from './receiving-schemas.ts';

const id = '01900000-0000-7000-8000-0000000000aa';
const product = '01900000-0000-7000-8000-0000000000bb';

describe('receiving rules', () => {
  it('bills a line as quantity in units × the unit cost, to the centavo (half up)', () => {
    expect(receivingLineCentavos(300_000, 50_000, 1_680_00)).toBe(10_080_00); // 6 sacks
    expect(receivingLineCentavos(12_500, 50_000, 1_680_00)).toBe(420_00); // a quarter sack
    expect(receivingLineCentavos(1, 3, 1)).toBe(0);
    expect(receivingLineCentavos(2, 3, 1)).toBe(1);
    expect(receivingLineCentavos(0, 1000, 999)).toBe(0);
  });

  it('credits a return at the product cost, with VAT for a VAT-registered supplier', () => {
    expect(returnUnitCost(25_00, false)).toBe(25_00);
    expect(returnUnitCost(25_00, true)).toBe(28_00);
  });

  it('checks a voucher: lines, quantities, an order line twice, order lines without the order', () => {
    const line = { productId: product, unitCode: 'kg', receivedMilli: 1000, unitCostCentavos: 100 };
    const ok = receivingInputSchema.safeParse({ id, supplierId: id, lines: [line] });
    expect(ok.success).toBe(true);
    expect(ok.data?.lines[0]?.damagedMilli).toBe(0);
    expect(ok.data?.freightCentavos).toBe(0);
    const none = receivingInputSchema.safeParse({ id, supplierId: id, lines: [] });
    expect(none.error?.issues[0]?.message).toBe('Add at least one product');
    const empty = receivingInputSchema.safeParse({
      id,
      supplierId: id,
      lines: [{ ...line, receivedMilli: 0 }],
    });
    expect(empty.error?.issues[0]?.message).toBe('Enter the quantity received');
    const twice = receivingInputSchema.safeParse({
      id,
      supplierId: id,
      poId: id,
      lines: [
        { ...line, poLineId: id },
        { ...line, poLineId: id },
      ],
    });
    expect(twice.error?.issues.map((i) => i.message)).toContain('An order line is received twice');
    const noOrder = receivingInputSchema.safeParse({
      id,
      supplierId: id,
      lines: [{ ...line, poLineId: id }],
    });
    expect(noOrder.error?.issues.map((i) => i.message)).toContain('Choose the purchase order of these lines');
    const wrong = receivingInputSchema.safeParse({
      id,
      supplierId: id,
      lines: [{ ...line, discrepancy: 'wrong_item' }],
    });
    expect(wrong.error?.issues.map((i) => i.message)).toContain('Say what came instead');
  });

  it('checks a return: a reason and no product (lot) twice', () => {
    const l = { productId: product, qtyMilli: 1000 };
    expect(
      supplierReturnInputSchema.safeParse({ id, supplierId: id, reason: 'Expired', lines: [l] }).success,
    ).toBe(true);
    expect(
      supplierReturnInputSchema.safeParse({ id, supplierId: id, reason: 'x', lines: [l] }).error?.issues[0]
        ?.message,
    ).toBe('Say why the goods go back');
    expect(
      supplierReturnInputSchema
        .safeParse({ id, supplierId: id, reason: 'Expired', lines: [l, l] })
        .error?.issues.map((i) => i.message),
    ).toContain('A product (lot) is listed twice');
  });
});
