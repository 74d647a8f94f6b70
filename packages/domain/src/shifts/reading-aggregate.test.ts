import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../sales/totals.ts';
import { documentFigures, type InvoiceDoc, type ReturnDoc, type VoidDoc } from './reading-aggregate.ts';
import { readingNet } from './reading-figures.ts';

/**
 * The property of issue 21 over the readings' definitions: for any sequence of sales, voids and returns
 * of a day, net = Σ(amount due of the invoices not voided) − Σ(refunds), the VAT breakdown and the tenders
 * less the refunds add up to it, and a grand total that adds each day's gross only grows. The server's
 * SQL aggregates are held equal to `documentFigures` in readings.int.test.ts.
 */
const TAX = ['vatable', 'vat_exempt', 'zero_rated'] as const;
const lineArb = fc.record({
  unitPriceCentavos: fc.integer({ min: 1, max: 500_000 }),
  qtyMilli: fc.integer({ min: 1, max: 20_000 }),
  taxClass: fc.constantFrom(...TAX),
  promo: fc.option(
    fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 1, max: 5_000 }) }),
    { nil: null },
  ),
  scPwdEligible: fc.boolean(),
  bnpcEligible: fc.boolean(),
});
const saleArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  statutory: fc.constantFrom(null, 'sc_pwd20', 'bnpc5'),
  split: fc.boolean(),
  voided: fc.boolean(),
  returnedShare: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
});

type SaleCase = typeof saleArb extends fc.Arbitrary<infer T> ? T : never;

function day(sales: SaleCase[], startNo: number) {
  const invoices: InvoiceDoc[] = [];
  const voids: VoidDoc[] = [];
  const returns: ReturnDoc[] = [];
  sales.forEach((s, i) => {
    const t = computeTotals({
      vatRegistered: true,
      lines: s.lines.map((l, k) => ({ id: String(k), ...l, promo: l.promo ?? undefined })),
      statutory:
        s.statutory === 'sc_pwd20'
          ? { kind: 'sc_pwd20' }
          : s.statutory === 'bnpc5'
            ? { kind: 'bnpc5', capRemainingCentavos: 250_000 }
            : null,
    } as unknown as Parameters<typeof computeTotals>[0]);
    const at = `2026-11-25T0${i % 10}:00:00.000Z`;
    const half = Math.floor(t.totalCentavos / 2);
    invoices.push({
      ...t,
      invoiceNo: startNo + i,
      createdAt: at,
      voided: s.voided,
      payments:
        s.split && half > 0
          ? [
              { method: 'cash', amountCentavos: half },
              { method: 'gcash', amountCentavos: t.totalCentavos - half },
            ]
          : t.totalCentavos > 0
            ? [{ method: 'cash', amountCentavos: t.totalCentavos }]
            : [],
    });
    if (s.voided) voids.push({ voidNo: voids.length + 1, createdAt: at, saleTotalCentavos: t.totalCentavos });
    else if (s.returnedShare !== null) {
      // A return of a share of the invoice, its breakdown in proportion (what the return service keeps).
      const part = (n: number) => Math.floor((n * s.returnedShare!) / 100);
      const vatable = part(t.vatableSalesCentavos);
      const vat = part(t.vatCentavos);
      const exempt = part(t.vatExemptSalesCentavos);
      const zero = part(t.zeroRatedSalesCentavos);
      returns.push({
        returnNo: returns.length + 1,
        createdAt: at,
        refundMethod: 'cash',
        totalCentavos: vatable + vat + exempt + zero,
        vatableSalesCentavos: vatable,
        vatCentavos: vat,
        vatExemptSalesCentavos: exempt,
        zeroRatedSalesCentavos: zero,
        nonVatSalesCentavos: 0,
      });
    }
  });
  return { invoices, voids, returns };
}

describe('reading figures over any day of sales, voids and returns', () => {
  it('net = Σ due of invoices not voided − Σ refunds; VAT and tenders add up to it; the grand total grows', () => {
    fc.assert(
      fc.property(fc.array(fc.array(saleArb, { maxLength: 12 }), { minLength: 1, maxLength: 4 }), (days) => {
        let grand = 0;
        let no = 1;
        for (const sales of days) {
          const docs = day(sales, no);
          no += sales.length;
          const f = documentFigures(docs);
          const due = docs.invoices.filter((i) => !i.voided).reduce((a, i) => a + i.totalCentavos, 0);
          const refunds = docs.returns.reduce((a, r) => a + r.totalCentavos, 0);
          expect(f.netCentavos).toBe(due - refunds);
          expect(readingNet(f)).toBe(f.netCentavos);
          const v = f.vat;
          expect(
            v.vatableSalesCentavos +
              v.vatCentavos +
              v.vatExemptSalesCentavos +
              v.zeroRatedSalesCentavos +
              v.nonVatSalesCentavos,
          ).toBe(f.netCentavos);
          const paid = f.tenders.reduce((a, t) => a + t.amountCentavos, 0);
          const back = f.refunds.reduce((a, t) => a + t.amountCentavos, 0);
          expect(paid - back).toBe(f.netCentavos);
          expect(f.invoices.count).toBe(sales.length);
          const before = grand;
          grand += f.grossCentavos;
          expect(grand).toBeGreaterThanOrEqual(before);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('an empty day reads zero everywhere', () => {
    const f = documentFigures({ invoices: [], voids: [], returns: [] });
    expect(f).toMatchObject({
      from: null,
      to: null,
      grossCentavos: 0,
      netCentavos: 0,
      tenders: [],
      refunds: [],
    });
    expect(f.invoices).toEqual({ first: null, last: null, count: 0 });
  });
});
