import { describe, expect, it } from 'vitest';
import { toCentavos } from '../money/centavos.ts';
import { documentText } from '../sales/document-layout.ts';
import { cashCountSchema, countTotal } from './denominations.ts';
import {
  cashSlipInputSchema,
  closeShiftSchema,
  expectedByTender,
  shortOverNeedsApproval,
  tenderFigures,
} from './shift-close.ts';
import { cashSlipLayout, shiftCloseLayout } from './shift-documents.ts';

const header = {
  storeName: 'Bukid Agri-Vet Supply',
  address: 'Poblacion, Lipa',
  tin: '123-456-789-00000',
  vatRegistered: true,
  terminalName: 'Counter 1',
  min: '21010112345678901',
  serialNumber: null,
  ptuNumber: null,
};

describe('expected money of a shift', () => {
  it('cash: fund + cash payments − cash refunds of voids and returns + cash in − cash out', () => {
    const e = expectedByTender({
      openingFundCentavos: 200_000,
      payments: [
        { method: 'cash', amountCentavos: 435_000 },
        { method: 'gcash', amountCentavos: 145_000 },
      ],
      voidRefunds: [{ method: 'cash', amountCentavos: 290_000 }],
      returnRefunds: [
        { method: 'cash', amountCentavos: 20_000 },
        { method: 'store_credit', amountCentavos: 5_000 },
      ],
      cashInCentavos: 50_000,
      cashOutCentavos: 40_000,
    });
    expect(e.cash).toBe(335_000);
    expect(e.gcash).toBe(145_000);
    expect(e.card).toBe(0);
  });

  it('shows cash always and another tender only when expected or declared; difference = declared − expected', () => {
    const e = expectedByTender({
      openingFundCentavos: 100_000,
      payments: [{ method: 'card', amountCentavos: 50_000 }],
      voidRefunds: [],
      returnRefunds: [],
      cashInCentavos: 0,
      cashOutCentavos: 0,
    });
    expect(tenderFigures(e, 99_950, { maya: 1_000 })).toEqual([
      { method: 'cash', expectedCentavos: 100_000, declaredCentavos: 99_950, differenceCentavos: -50 },
      { method: 'maya', expectedCentavos: 0, declaredCentavos: 1_000, differenceCentavos: 1_000 },
      { method: 'card', expectedCentavos: 50_000, declaredCentavos: 0, differenceCentavos: -50_000 },
    ]);
  });

  it('needs sign-off only strictly above the limit, short or over', () => {
    expect(shortOverNeedsApproval(-10_000, 10_000)).toBe(false);
    expect(shortOverNeedsApproval(-10_001, 10_000)).toBe(true);
    expect(shortOverNeedsApproval(10_001, 10_000)).toBe(true);
    expect(shortOverNeedsApproval(0, 0)).toBe(false);
  });
});

describe('the requests', () => {
  it('a count names only the denominations counted', () => {
    const count = cashCountSchema.parse({ '100000': 3, '25': 4 });
    expect(countTotal(count)).toBe(300_100);
    expect(cashCountSchema.safeParse({ '300': 1 }).success).toBe(false);
    expect(cashCountSchema.safeParse({ '100': -1 }).success).toBe(false);
  });

  it('a slip needs a reason and more than ₱0', () => {
    const ok = cashSlipInputSchema.parse({
      kind: 'cash_out',
      reasonKind: 'pickup',
      reason: ' Safe ',
      amountCentavos: 1,
    });
    expect(ok).toMatchObject({ reason: 'Safe', approval: null });
    expect(cashSlipInputSchema.safeParse({ ...ok, amountCentavos: 0 }).success).toBe(false);
    expect(cashSlipInputSchema.safeParse({ ...ok, reason: ' ' }).success).toBe(false);
  });

  it('a closing declares the other tenders it names; the rest are none', () => {
    expect(closeShiftSchema.parse({ declaredCount: {} })).toEqual({
      declaredCount: {},
      declared: {},
      note: null,
      approval: null,
    });
    expect(closeShiftSchema.safeParse({ declaredCount: {}, declared: { cash: 1 } }).success).toBe(false);
  });
});

describe('the printed slips', () => {
  it('a cash-out slip: number, reason, amount and who approved', () => {
    const text = documentText(
      cashSlipLayout({
        header,
        kind: 'cash_out',
        slipNumber: '00000002',
        shiftNo: 1,
        businessDate: '2026-11-26',
        at: '2026-11-26T05:00:00.000Z',
        reasonKind: 'pickup',
        reason: 'To the safe',
        amountCentavos: 30_000,
        cashierName: 'Carla Dizon',
        approvedByName: 'Marco Reyes',
      }),
    );
    expect(text).toContain('CASH OUT');
    expect(text).toMatch(/Slip No\. +00000002/);
    expect(text).toMatch(/Reason +Pick-up to safe/);
    expect(text).toMatch(/Amount +₱300\.00/);
    expect(text).toMatch(/Approved by +Marco Reyes/);
  });

  it('a close slip: the count, expected vs declared per tender, and SHORT', () => {
    const layout = shiftCloseLayout({
      header,
      shiftNo: 4,
      cashierName: 'Carla Dizon',
      closedByName: 'Carla Dizon',
      businessDate: '2026-11-26',
      openedAt: '2026-11-26T00:00:00.000Z',
      closedAt: '2026-11-26T09:00:00.000Z',
      openingFundCentavos: 200_000,
      cashInCentavos: 0,
      cashOutCentavos: 0,
      declaredCount: { '100000': 2 },
      tenders: [
        {
          method: 'cash',
          expectedCentavos: toCentavos(200_500),
          declaredCentavos: toCentavos(200_000),
          differenceCentavos: toCentavos(-500),
        },
      ],
      shortOverCentavos: -500,
      approvedByName: null,
      note: null,
      handedOverTo: null,
    });
    const text = documentText(layout);
    expect(text).toMatch(/₱1,000\.00 × 2 +₱2,000\.00/);
    expect(text).toMatch(/Expected +₱2,005\.00/);
    expect(text).toMatch(/Declared +₱2,000\.00/);
    expect(layout.blocks).toContainEqual({ kind: 'row', label: 'SHORT', value: '-₱5.00', strong: true });
  });
});
