import { describe, expect, it } from 'vitest';
import { completeSaleSchema, formatInvoiceNo, paymentInputSchema, settleTenders } from './sale-schemas.ts';

describe('settleTenders', () => {
  it('gives change from cash only', () => {
    expect(settleTenders(14_500, [{ method: 'cash', amountCentavos: 20_000 }])).toEqual({
      ok: true,
      payments: [{ method: 'cash', amountCentavos: 14_500, tenderedCentavos: 20_000 }],
      tenderedCentavos: 20_000,
      changeCentavos: 5_500,
    });
  });

  it('splits: the other tenders pay what they say, cash the rest', () => {
    const r = settleTenders(10_000, [
      { method: 'gcash', amountCentavos: 6_000 },
      { method: 'cash', amountCentavos: 5_000 },
    ]);
    expect(r).toMatchObject({ ok: true, changeCentavos: 1_000 });
    expect(r.ok && r.payments.map((p) => p.amountCentavos)).toEqual([6_000, 4_000]);
  });

  it('refuses short payments, non-cash overpayment and cash that is not needed', () => {
    expect(settleTenders(10_000, [{ method: 'cash', amountCentavos: 9_999 }])).toEqual({
      ok: false,
      message: 'The payments do not cover the total yet',
    });
    expect(settleTenders(10_000, [{ method: 'card', amountCentavos: 10_001 }]).ok).toBe(false);
    expect(
      settleTenders(10_000, [
        { method: 'maya', amountCentavos: 10_000 },
        { method: 'cash', amountCentavos: 100 },
      ]),
    ).toEqual({ ok: false, message: 'The other payments already cover the total: remove the cash' });
  });
});

describe('sale schemas', () => {
  it('asks each tender for what identifies it', () => {
    const check = paymentInputSchema.safeParse({ method: 'check', amountCentavos: 100 });
    expect(check.success).toBe(false);
    expect(check.error?.issues.map((i) => i.message)).toEqual([
      'Enter the bank',
      'Enter the check number',
      'Enter the check date',
    ]);
    const card = paymentInputSchema.safeParse({ method: 'card', amountCentavos: 100, cardLast4: '42' });
    expect(card.error?.issues.map((i) => i.message)).toEqual([
      'Enter the last 4 digits of the card',
      'Enter the approval code',
    ]);
  });

  it('needs an item and a payment', () => {
    const r = completeSaleSchema.safeParse({
      id: '0190a000-0000-7000-8000-000000000001',
      lines: [],
      payments: [],
      totalCentavos: 0,
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Add an item first', 'Add a payment']);
  });

  it('prints invoice numbers as 8 digits', () => {
    expect(formatInvoiceNo(42)).toBe('00000042');
  });
});
