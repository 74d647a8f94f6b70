import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  asCentavos,
  type Centavos,
  subtractCentavos,
  sumCentavos,
  toCentavos,
  ZERO_CENTAVOS,
} from './centavos.ts';

describe('Centavos', () => {
  it('takes whole centavos only', () => {
    expect(toCentavos(145_000)).toBe(145_000);
    expect(toCentavos(-500)).toBe(-500);
    expect(() => toCentavos(0.5)).toThrow(RangeError);
    expect(() => toCentavos(Number.NaN)).toThrow(RangeError);
  });

  it('adds and subtracts exactly', () => {
    expect(sumCentavos([toCentavos(10), toCentavos(20), toCentavos(12)])).toBe(42);
    expect(sumCentavos([])).toBe(ZERO_CENTAVOS);
    expect(subtractCentavos(toCentavos(100), toCentavos(250))).toBe(-150);
  });

  it('is a plain number at run time, and a number that was not checked is not Centavos', () => {
    const price = toCentavos(11_200);
    const asNumber: number = price;
    expect(JSON.stringify({ price })).toBe('{"price":11200}');
    // @ts-expect-error: a bare number has not been checked as money
    const unchecked: Centavos = asNumber;
    expect(unchecked).toBe(11_200);
  });

  it('brands what a schema parses, without changing the value or the input type', () => {
    const schema = z.object({ amount: asCentavos(z.number().int().min(0)) });
    const input: z.input<typeof schema> = { amount: 500 };
    const parsed: { amount: Centavos } = schema.parse(input);
    expect(parsed).toEqual({ amount: 500 });
    expect(schema.safeParse({ amount: 0.5 }).success).toBe(false);
  });
});
