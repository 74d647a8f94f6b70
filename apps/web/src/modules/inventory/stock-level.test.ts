import { describe, expect, it } from 'vitest';
import { stockLevel } from './stock-level.ts';

describe('stockLevel', () => {
  it('is out at zero, low at or below a set minimum, fine otherwise', () => {
    expect(stockLevel({ stockMilli: 0, minStockMilli: 0 })).toBe('out');
    expect(stockLevel({ stockMilli: 5_000, minStockMilli: 5_000 })).toBe('low');
    expect(stockLevel({ stockMilli: 5_001, minStockMilli: 5_000 })).toBe('ok');
    expect(stockLevel({ stockMilli: 1, minStockMilli: 0 })).toBe('ok');
  });
});
