import { describe, expect, it } from 'vitest';
import {
  baseOf,
  fullPayment,
  type PayableItem,
  planPayment,
  quarterMonths,
  quarterOf,
} from './payables-rules.ts';

const bill = (id: string, due: string, amount: number, vat: number, open = amount): PayableItem => ({
  id,
  kind: 'bill',
  dueDate: due,
  billDate: due,
  amountCentavos: amount,
  inputVatCentavos: vat,
  openCentavos: open,
});
const memo = (id: string, amount: number, vat: number): PayableItem => ({
  ...bill(id, '2026-01-01', amount, vat),
  kind: 'debit_memo',
});

describe('payables rules', () => {
  it('pays bills oldest first; the base is before VAT, in proportion to what is paid', () => {
    // ₱11,200 VAT-inclusive bill (VAT ₱1,200): full payment withholds 1% of ₱10,000 = ₱100.
    const full = fullPayment([bill('a', '2026-03-01', 11_200_00, 1_200_00)], 100);
    expect(full).toMatchObject({
      cashCentavos: 11_100_00,
      withholdingCentavos: 100_00,
      baseCentavos: 10_000_00,
    });
    const plan = planPayment(
      [bill('b', '2026-04-01', 5_000_00, 0), bill('a', '2026-03-01', 11_200_00, 1_200_00)],
      11_100_00,
      100,
    );
    expect(plan).toEqual({
      ok: true,
      lines: [{ billId: 'a', amountCentavos: 11_200_00, baseCentavos: 10_000_00 }],
      baseCentavos: 10_000_00,
      withholdingCentavos: 100_00,
      settledCentavos: 11_200_00,
    });
  });

  it('a partial payment settles cash + withholding exactly, the last bill in part', () => {
    const items = [bill('a', '2026-03-01', 11_200_00, 1_200_00), bill('b', '2026-04-01', 5_000_00, 0)];
    for (const cash of [1, 99, 5_000_00, 12_345_67, 16_049_99]) {
      const plan = planPayment(items, cash, 100);
      expect(plan.ok).toBe(true);
      if (!plan.ok) continue;
      expect(plan.settledCentavos - plan.withholdingCentavos).toBe(cash);
      expect(plan.lines.reduce((s, l) => s + l.amountCentavos, 0)).toBe(plan.settledCentavos);
      expect(plan.baseCentavos).toBe(plan.lines.reduce((s, l) => s + l.baseCentavos, 0));
    }
    const part = planPayment(items, 5_000_00, 100);
    expect(part.ok && part.lines).toEqual([
      { billId: 'a', amountCentavos: 5_045_05, baseCentavos: baseOf(items[0]!, 5_045_05) },
    ]);
  });

  it('refuses more than what is open after withholding, and nothing to pay', () => {
    const items = [bill('a', '2026-03-01', 11_200_00, 1_200_00)];
    expect(planPayment(items, 11_100_01, 100)).toEqual({ ok: false, reason: 'paymentExceedsOpen' });
    expect(planPayment(items, 11_200_00, 0).ok).toBe(true);
    expect(planPayment(items, 0, 100)).toEqual({ ok: false, reason: 'nothingToPay' });
    expect(planPayment([], 100, 100)).toEqual({ ok: false, reason: 'paymentExceedsOpen' });
  });

  it('applies a debit memo whole first, lowering the cash and the base', () => {
    const items = [bill('a', '2026-03-01', 11_200_00, 1_200_00), memo('m', -1_120_00, -120_00)];
    const full = fullPayment(items, 100);
    expect(full).toMatchObject({ settled: 10_080_00, baseCentavos: 9_000_00, withholdingCentavos: 90_00 });
    const plan = planPayment(items, full.cashCentavos, 100);
    expect(plan.ok && plan.lines.map((l) => [l.billId, l.amountCentavos])).toEqual([
      ['m', -1_120_00],
      ['a', 11_200_00],
    ]);
    // More memo than bill: nothing left to pay in cash.
    expect(planPayment([bill('a', '2026-03-01', 1_000_00, 0), memo('m', -2_000_00, 0)], 0, 0).ok).toBe(false);
  });

  it('names the quarter and its months', () => {
    expect(quarterMonths('2026-Q3')).toEqual({
      months: ['2026-07', '2026-08', '2026-09'],
      from: '2026-07-01',
      to: '2026-09-30',
    });
    expect(quarterMonths('2024-Q1').to).toBe('2024-03-31');
    expect(quarterOf('2026-11-26')).toBe('2026-Q4');
  });
});
