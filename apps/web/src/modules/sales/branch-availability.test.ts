import { describe, expect, it } from 'vitest';
import { availableQty, otherBranches } from './branch-availability.ts';

const feed = { baseUnit: 'kg', units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 140_000 }] };

describe("a product's stock in the other branches, as the POS tells it", () => {
  it('counts in the largest unit it fills at least once, else in the base unit', () => {
    expect(availableQty(feed, 600_000)).toEqual({ qty: '12', unit: 'sack' });
    expect(availableQty(feed, 620_000)).toEqual({ qty: '12.4', unit: 'sack' });
    expect(availableQty(feed, 12_500)).toEqual({ qty: '12.5', unit: 'kg' });
    expect(availableQty({ baseUnit: 'pc', units: [] }, 3_000)).toEqual({ qty: '3', unit: 'pc' });
  });

  it('names the other branches that hold some, most first; not this one, not the empty ones', () => {
    const b = (branchId: string, onHandMilli: number) => ({
      branchId,
      code: branchId,
      name: branchId,
      onHandMilli,
    });
    expect(
      otherBranches([b('main', 5_000), b('sto', 600_000), b('lipa', 0), b('tanauan', 700_000)], 'main'),
    ).toEqual([b('tanauan', 700_000), b('sto', 600_000)]);
  });
});
