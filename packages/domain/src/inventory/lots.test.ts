import { describe, expect, it } from 'vitest';
import { daysToExpiry, fefoOrder, isExpired, type LotStock, pickLotsFefo } from './lots.ts';

const lots: LotStock[] = [
  { lotId: 'c', batchNumber: 'B-300', expiryDate: '2027-03-01', qtyMilli: 5_000 },
  { lotId: 'a', batchNumber: 'B-100', expiryDate: '2026-11-22', qtyMilli: 9_000 },
  { lotId: 'b', batchNumber: 'B-200', expiryDate: '2026-12-15', qtyMilli: 2_000 },
  { lotId: 'd', batchNumber: 'B-400', expiryDate: null, qtyMilli: 1_000 },
  { lotId: 'e', batchNumber: 'B-050', expiryDate: '2026-12-01', qtyMilli: 0 },
];
const today = '2026-11-22';

describe('lots', () => {
  it('a lot is expired from its expiry date on', () => {
    expect(isExpired({ expiryDate: '2026-11-22' }, today)).toBe(true);
    expect(isExpired({ expiryDate: '2026-11-23' }, today)).toBe(false);
    expect(isExpired({ expiryDate: null }, today)).toBe(false);
  });

  it('first expiry first out, skipping expired and empty lots; no-expiry lots last', () => {
    expect(fefoOrder(lots, today).map((l) => l.lotId)).toEqual(['b', 'c', 'd']);
  });

  it('picks across lots in that order', () => {
    expect(pickLotsFefo(lots, 3_500, today)).toEqual([
      { lotId: 'b', batchNumber: 'B-200', qtyMilli: 2_000 },
      { lotId: 'c', batchNumber: 'B-300', qtyMilli: 1_500 },
    ]);
  });

  it('refuses when only expired stock would cover the quantity', () => {
    expect(pickLotsFefo(lots, 8_001, today)).toBeNull();
    expect(pickLotsFefo(lots, 8_000, today)).toHaveLength(3);
  });

  it('days to expiry', () => {
    expect(daysToExpiry('2026-12-22', today)).toBe(30);
    expect(daysToExpiry('2026-11-20', today)).toBe(-2);
    expect(daysToExpiry(null, today)).toBeNull();
  });
});
