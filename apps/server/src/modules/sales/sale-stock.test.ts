import { DomainError } from '@fbms/domain';
import { describe, expect, it } from 'vitest';
import { planSaleStock, type SaleBalance, type StockLine } from './sale-stock.ts';

const today = '2026-11-23';
const FEED = 'a-feed';
const VACCINE = 'b-vaccine';

// Feed: 3 sacks of 50 kg, one open with 20 kg left. Vaccine: an expired lot, a later and an earlier one.
const balances: SaleBalance[] = [
  {
    id: 'bal-feed',
    productId: FEED,
    lotId: null,
    batchNumber: null,
    expiryDate: null,
    qtyMilli: 120_000,
    looseMilli: 20_000,
  },
  {
    id: 'bal-old',
    productId: VACCINE,
    lotId: 'lot-old',
    batchNumber: 'V-OLD',
    expiryDate: '2026-11-20',
    qtyMilli: 9_000,
    looseMilli: 0,
  },
  {
    id: 'bal-late',
    productId: VACCINE,
    lotId: 'lot-late',
    batchNumber: 'V-LATE',
    expiryDate: '2027-06-30',
    qtyMilli: 10_000,
    looseMilli: 0,
  },
  {
    id: 'bal-soon',
    productId: VACCINE,
    lotId: 'lot-soon',
    batchNumber: 'V-SOON',
    expiryDate: '2026-12-31',
    qtyMilli: 4_000,
    looseMilli: 0,
  },
];

const feed = (index: number, baseQtyMilli: number, form?: 'sealed'): StockLine => ({
  index,
  productId: FEED,
  productName: 'Hog Grower',
  baseUnit: 'kg',
  isLotTracked: false,
  baseQtyMilli,
  lotId: null,
  form,
  stockSeenMilli: null,
});
const vaccine = (index: number, baseQtyMilli: number, lotId: string | null = null): StockLine => ({
  index,
  productId: VACCINE,
  productName: 'ND-IB vaccine',
  baseUnit: 'dose',
  isLotTracked: true,
  baseQtyMilli,
  lotId,
  stockSeenMilli: null,
});

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('no error');
};

describe('where a sale takes its stock from', () => {
  it('a sack leaves sealed and kilos empty the open sack; each movement chains on the one before', () => {
    const plan = planSaleStock([feed(0, 50_000, 'sealed'), feed(1, 25_000)], balances, today);
    expect(plan.takes.map((t) => [t.line.index, t.qtyMilli, t.previousMilli, t.newMilli])).toEqual([
      [0, 50_000, 120_000, 70_000],
      [1, 25_000, 70_000, 45_000],
    ]);
    expect(plan.updates).toEqual([
      {
        id: 'bal-feed',
        was: { qtyMilli: 120_000, looseMilli: 20_000 },
        next: { qtyMilli: 45_000, looseMilli: 0 },
      },
    ]);
  });

  it('takes lots first expiry first out, never an expired one, and names the lots taken', () => {
    const plan = planSaleStock([vaccine(0, 6_000)], balances, today);
    expect(plan.lotsByLine.get(0)).toEqual([
      { lotId: 'lot-soon', batchNumber: 'V-SOON', expiryDate: '2026-12-31', baseQtyMilli: 4_000 },
      { lotId: 'lot-late', batchNumber: 'V-LATE', expiryDate: '2027-06-30', baseQtyMilli: 2_000 },
    ]);
    // The product's stock here counts every lot, the expired one too.
    expect(plan.takes.map((t) => [t.previousMilli, t.newMilli])).toEqual([
      [23_000, 19_000],
      [19_000, 17_000],
    ]);
    expect(failure(() => planSaleStock([vaccine(0, 14_001)], balances, today))).toEqual({
      code: 'INSUFFICIENT_STOCK',
      message: 'ND-IB vaccine: insufficient stock. Available: 23 dose, Requested: 14.001 dose',
    });
  });

  it('a chosen lot must be unexpired, here, and hold enough', () => {
    expect(planSaleStock([vaccine(0, 5_000, 'lot-late')], balances, today).lotsByLine.get(0)).toEqual([
      { lotId: 'lot-late', batchNumber: 'V-LATE', expiryDate: '2027-06-30', baseQtyMilli: 5_000 },
    ]);
    expect(failure(() => planSaleStock([vaccine(0, 1_000, 'lot-old')], balances, today)).message).toBe(
      'Lot V-OLD of ND-IB vaccine expired on 2026-11-20 and cannot be sold',
    );
    expect(failure(() => planSaleStock([vaccine(0, 1_000, 'lot-elsewhere')], balances, today)).message).toBe(
      'The chosen lot of ND-IB vaccine has no stock here: choose another lot',
    );
    expect(failure(() => planSaleStock([vaccine(0, 4_500, 'lot-soon')], balances, today)).message).toBe(
      'Lot V-SOON of ND-IB vaccine has only 4 dose left: choose another lot or lower the quantity',
    );
  });

  it('says what changed when the cart saw other stock, and what is left after the lines before', () => {
    const seen = { ...feed(1, 80_000), stockSeenMilli: 150_000 };
    expect(failure(() => planSaleStock([feed(0, 50_000, 'sealed'), seen], balances, today))).toEqual({
      code: 'CONCURRENT_MODIFICATION',
      message: 'Hog Grower: stock changed while in cart. Was: 150 kg, Now: 70 kg',
    });
    // Three sealed sacks are not there: one of the 120 kg is an open sack.
    expect(failure(() => planSaleStock([feed(0, 110_000, 'sealed')], balances, today)).code).toBe(
      'INSUFFICIENT_STOCK',
    );
    expect(failure(() => planSaleStock([feed(0, 1_000)], [], today)).message).toBe(
      'Hog Grower: insufficient stock. Available: 0 kg, Requested: 1 kg',
    );
  });
});
