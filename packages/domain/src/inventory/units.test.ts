import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQty, parseQty } from './quantity.ts';
import { extendPrice, splitIntoUnits, toBaseQty } from './units.ts';

const sack = { code: 'sack', baseMilliPerUnit: 50_000 };
const box = { code: 'box', baseMilliPerUnit: 12_000 };
const vial = { code: 'vial', baseMilliPerUnit: 100_000 };

describe('quantities', () => {
  it('parses what people type, exactly, to 0.001', () => {
    expect(parseQty('2')).toBe(2000);
    expect(parseQty('2.5')).toBe(2500);
    expect(parseQty('0.125')).toBe(125);
    expect(parseQty(' 1,250.5 ')).toBe(1_250_500);
    expect(parseQty('.5')).toBeNull();
    expect(parseQty('0.0005')).toBeNull();
    expect(parseQty('-1')).toBeNull();
    expect(parseQty('abc')).toBeNull();
    expect(parseQty('')).toBeNull();
  });

  it('formats thousandths for people', () => {
    expect(formatQty(2500)).toBe('2.5');
    expect(formatQty(1_250_000)).toBe('1,250');
    expect(formatQty(125)).toBe('0.125');
    expect(formatQty(-500)).toBe('-0.5');
    expect(formatQty(0)).toBe('0');
  });

  it('format then parse returns the same quantity', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (q) => parseQty(formatQty(q)) === q));
  });
});

describe('unit conversions', () => {
  it('sack = 50 kg, box = 12 pieces, vial = 100 doses', () => {
    expect(toBaseQty(1000, sack)).toEqual({ ok: true, baseQtyMilli: 50_000 });
    expect(toBaseQty(500, sack)).toEqual({ ok: true, baseQtyMilli: 25_000 });
    expect(toBaseQty(2000, box)).toEqual({ ok: true, baseQtyMilli: 24_000 });
    expect(toBaseQty(1000, vial)).toEqual({ ok: true, baseQtyMilli: 100_000 });
  });

  it('refuses a quantity that is not a whole thousandth of the base unit, never rounds', () => {
    const oddPack = { code: 'pack', baseMilliPerUnit: 333 };
    expect(toBaseQty(1, oddPack)).toMatchObject({ ok: false });
    expect(toBaseQty(1000, { code: 'bad', baseMilliPerUnit: 0 })).toMatchObject({ ok: false });
  });

  it('splits stock into whole units and the rest', () => {
    expect(splitIntoUnits(120_000, sack)).toEqual({ units: 2, restMilli: 20_000 });
    expect(splitIntoUnits(49_999, sack)).toEqual({ units: 0, restMilli: 49_999 });
  });

  it('extends a price to the centavo, half away from zero', () => {
    expect(extendPrice(145_000, 500)).toBe(72_500);
    expect(extendPrice(2_990, 1_333)).toBe(3_986);
    expect(extendPrice(1, 500)).toBe(1);
    expect(extendPrice(1, 499)).toBe(0);
    expect(extendPrice(-1, 500)).toBe(-1);
  });
});
