import { describe, expect, it } from 'vitest';
import { bestUnit, formatQty, parseQtyMilli, qtyText, toBaseMilli, unitsOf } from './transfer-qty.ts';

describe('transfer quantities', () => {
  it('reads what a person types as thousandths', () => {
    expect(parseQtyMilli('20')).toBe(20_000);
    expect(parseQtyMilli('1,250.5')).toBe(1_250_500);
    expect(parseQtyMilli('0')).toBeNull();
    expect(parseQtyMilli('0', { allowZero: true })).toBe(0);
    expect(parseQtyMilli('-1')).toBeNull();
    expect(parseQtyMilli('1.2345')).toBeNull();
    expect(parseQtyMilli('abc')).toBeNull();
  });
  it('writes thousandths back', () => {
    expect(formatQty(1_250_500)).toBe('1,250.5');
    expect(qtyText(1_250_500)).toBe('1250.5');
  });
  it('picks the largest whole unit and converts to the base', () => {
    const units = unitsOf({ baseUnit: 'kg', units: [{ code: 'sack', baseMilliPerUnit: 50_000 }] });
    expect(units.map((u) => u.code)).toEqual(['kg', 'sack']);
    expect(bestUnit(units, 1_000_000).code).toBe('sack');
    expect(bestUnit(units, 1_010_000).code).toBe('kg');
    expect(toBaseMilli(20_000, units[1]!)).toBe(1_000_000);
  });
});
