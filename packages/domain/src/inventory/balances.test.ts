import { describe, expect, it } from 'vitest';
import { takeFromBalance } from './balances.ts';

// 3 sacks of 50 kg, one of them opened with 20 kg left: 120 kg in all, 20 kg loose.
const shelf = { qtyMilli: 120_000, looseMilli: 20_000 };

describe('taking from a balance', () => {
  it('a sealed sack leaves the open sack alone, and only sealed sacks can go', () => {
    expect(takeFromBalance(shelf, 50_000, 'sealed')).toEqual({ qtyMilli: 70_000, looseMilli: 20_000 });
    expect(takeFromBalance(shelf, 100_000, 'sealed')).toEqual({ qtyMilli: 20_000, looseMilli: 20_000 });
    expect(takeFromBalance(shelf, 150_000, 'sealed')).toBeNull();
  });

  it('kilos come out of the open sack first, then out of sealed ones', () => {
    expect(takeFromBalance(shelf, 5_000)).toEqual({ qtyMilli: 115_000, looseMilli: 15_000 });
    expect(takeFromBalance(shelf, 30_000)).toEqual({ qtyMilli: 90_000, looseMilli: 0 });
    expect(takeFromBalance(shelf, 120_000)).toEqual({ qtyMilli: 0, looseMilli: 0 });
    expect(takeFromBalance(shelf, 120_001)).toBeNull();
  });

  it('a loose take is limited to the loose part', () => {
    expect(takeFromBalance(shelf, 20_000, 'loose')).toEqual({ qtyMilli: 100_000, looseMilli: 0 });
    expect(takeFromBalance(shelf, 20_001, 'loose')).toBeNull();
  });
});
