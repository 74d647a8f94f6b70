import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseUnitCost,
  billDueDate,
  inputVatOf,
  movingAverageCost,
  spreadLanded,
  withholdingOn,
} from './costing.ts';

describe('moving-average cost', () => {
  it('averages what is on hand with what arrives, rounded half up to the centavo', () => {
    // 10 kg at ₱30.00 and 30 kg at ₱34.00 → ₱33.00
    expect(movingAverageCost(10_000, 3000, 30_000, 3400)).toBe(3300);
    // 1 at ₱1.00 and 1 at ₱1.01 → ₱1.005 → ₱1.01
    expect(movingAverageCost(1000, 100, 1000, 101)).toBe(101);
  });

  it('takes the received cost when nothing (or less than nothing) is on hand', () => {
    expect(movingAverageCost(0, 9999, 5000, 1234)).toBe(1234);
    expect(movingAverageCost(-3000, 9999, 5000, 1234)).toBe(1234);
  });

  it('property: the new cost stays between the lowest and the highest unit cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (onHand, oldCost, inQty, inCost) => {
          const c = movingAverageCost(onHand, oldCost, inQty, inCost);
          const lo = onHand > 0 ? Math.min(oldCost, inCost) : inCost;
          const hi = onHand > 0 ? Math.max(oldCost, inCost) : inCost;
          expect(c).toBeGreaterThanOrEqual(lo);
          expect(c).toBeLessThanOrEqual(hi);
        },
      ),
    );
  });

  it('property: over a sequence of deliveries it stays within the costs received', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            qty: fc.integer({ min: 1, max: 5_000_000 }),
            cost: fc.integer({ min: 0, max: 500_000 }),
          }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (deliveries) => {
          let onHand = 0;
          let cost = 0;
          for (const d of deliveries) {
            cost = movingAverageCost(onHand, cost, d.qty, d.cost);
            onHand += d.qty;
          }
          const costs = deliveries.map((d) => d.cost);
          expect(cost).toBeGreaterThanOrEqual(Math.min(...costs));
          expect(cost).toBeLessThanOrEqual(Math.max(...costs));
        },
      ),
    );
  });
});

describe('landed costs', () => {
  it('spread by value, adding up exactly', () => {
    expect(
      spreadLanded(
        [
          { valueCentavos: 100, qtyMilli: 1 },
          { valueCentavos: 100, qtyMilli: 1 },
          { valueCentavos: 100, qtyMilli: 1 },
        ],
        100,
      ),
    ).toEqual([34, 33, 33]);
    expect(
      spreadLanded(
        [
          { valueCentavos: 0, qtyMilli: 2000 },
          { valueCentavos: 0, qtyMilli: 1000 },
        ],
        300,
      ),
    ).toEqual([200, 100]);
  });

  it('property: shares are never negative and sum to the extra', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            valueCentavos: fc.integer({ min: 0, max: 10_000_000 }),
            qtyMilli: fc.integer({ min: 1, max: 1_000_000 }),
          }),
          {
            minLength: 1,
            maxLength: 200,
          },
        ),
        fc.integer({ min: 0, max: 10_000_000 }),
        (lines, extra) => {
          const s = spreadLanded(lines, extra);
          expect(s.every((x) => x >= 0)).toBe(true);
          expect(s.reduce((a, b) => a + b, 0)).toBe(extra);
        },
      ),
    );
  });
});

describe('the rest of the arithmetic', () => {
  it('input VAT is 12/112 for a VAT-registered supplier, none otherwise', () => {
    expect(inputVatOf(112_00, true)).toBe(12_00);
    expect(inputVatOf(112_00, false)).toBe(0);
  });
  it('a base unit’s cost: net plus landed over the quantity, half up', () => {
    // 20 sacks of 50 kg for ₱28,000 net + ₱500 freight → ₱28.50 a kilo
    expect(baseUnitCost(28_000_00, 500_00, 1_000_000)).toBe(2850);
    expect(baseUnitCost(100, 0, 3000)).toBe(33);
    expect(baseUnitCost(100, 0, 0)).toBe(0);
  });
  it('withholding at the ATC rate; due dates by terms', () => {
    expect(withholdingOn(100_000_00, 100)).toBe(1_000_00);
    expect(billDueDate('2026-11-26', 30)).toBe('2026-12-26');
    expect(billDueDate('2026-12-15', 0)).toBe('2026-12-15');
  });
});
