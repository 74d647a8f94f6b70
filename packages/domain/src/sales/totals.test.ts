import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, computeTotals, type TotalsInput, TotalsInputError, type TotalsLine } from './totals.ts';

const line = (id: string, over: Partial<TotalsLine> = {}): TotalsLine => ({
  id,
  taxClass: 'vatable',
  unitPriceCentavos: 11_200,
  qtyMilli: 1000,
  ...over,
});
const totals = (lines: TotalsLine[], over: Partial<TotalsInput> = {}) =>
  computeTotals({ lines, vatRegistered: true, ...over });

describe('computeTotals: VAT classes (PH-RULES §2)', () => {
  it('takes 12/112 of VAT-inclusive prices once per invoice', () => {
    const t = totals([line('vaccine', { qtyMilli: 2000 })]);
    expect(t).toMatchObject({ grossCentavos: 22_400, vatCentavos: 2_400, vatableSalesCentavos: 20_000 });
    expect(t.totalCentavos).toBe(22_400);
  });

  it('keeps feeds and fertilizer VAT-exempt, sold by the sack or by the kilo', () => {
    const t = totals([
      line('sack', { taxClass: 'vat_exempt', unitPriceCentavos: 145_000 }),
      line('loose', { taxClass: 'vat_exempt', unitPriceCentavos: 3_250, qtyMilli: 2_500 }),
    ]);
    expect(t).toMatchObject({ vatExemptSalesCentavos: 153_125, vatCentavos: 0, totalCentavos: 153_125 });
  });

  it('rounds a weighed line half-up to the centavo', () => {
    expect(totals([line('a', { unitPriceCentavos: 1_001, qtyMilli: 333 })]).grossCentavos).toBe(333);
    expect(totals([line('a', { unitPriceCentavos: 1_500, qtyMilli: 333 })]).grossCentavos).toBe(500); // 499.5
  });

  it('splits a mixed cart into VATable, VAT, exempt and zero-rated sales', () => {
    const t = totals([
      line('dewormer', { unitPriceCentavos: 5_600 }),
      line('feed', { taxClass: 'vat_exempt', unitPriceCentavos: 145_000 }),
      line('export', { taxClass: 'zero_rated', unitPriceCentavos: 10_000 }),
    ]);
    expect(t).toMatchObject({
      vatableSalesCentavos: 5_000,
      vatCentavos: 600,
      vatExemptSalesCentavos: 145_000,
      zeroRatedSalesCentavos: 10_000,
      totalCentavos: 160_600,
    });
  });

  it('prints no VAT for a non-VAT seller', () => {
    const t = totals([line('a'), line('b', { taxClass: 'vat_exempt' })], { vatRegistered: false });
    expect(t).toMatchObject({ vatCentavos: 0, vatableSalesCentavos: 0, nonVatSalesCentavos: 22_400 });
    expect(t.lines.every((l) => l.taxClass === 'non_vat')).toBe(true);
  });
});

describe('computeTotals: promos', () => {
  it('takes a line percent discount before VAT is split out', () => {
    const t = totals([line('a', { promo: { kind: 'percent', basisPoints: 1_000 } })]);
    expect(t).toMatchObject({ promoCentavos: 1_120, totalCentavos: 10_080, vatCentavos: 1_080 });
  });

  it('shares an order discount across the lines in proportion, to the centavo', () => {
    const t = totals([line('a', { unitPriceCentavos: 3_000 }), line('b', { unitPriceCentavos: 1_000 })], {
      orderPromo: { kind: 'amount', centavos: 1_000 },
    });
    expect(t.lines.map((l) => l.promoCentavos)).toEqual([750, 250]);
    expect(t.totalCentavos).toBe(3_000);
  });

  it('never discounts below zero', () => {
    const t = totals([line('a')], { orderPromo: { kind: 'amount', centavos: 99_999 } });
    expect(t.totalCentavos).toBe(0);
    expect(t.promoCentavos).toBe(11_200);
  });
});

describe('computeTotals: statutory discounts (PH-RULES §3)', () => {
  it('gives 5% on eligible agri-vet items up to ₱2,500 of purchases a week (₱125)', () => {
    const t = totals(
      [
        line('feed', {
          taxClass: 'vat_exempt',
          unitPriceCentavos: 145_000,
          qtyMilli: 2_000,
          bnpcEligible: true,
        }),
        line('sprayer', { unitPriceCentavos: 80_000 }),
      ],
      { statutory: { kind: 'bnpc5', capRemainingCentavos: 250_000 } },
    );
    expect(t).toMatchObject({ bnpcCentavos: 12_500, bnpcBaseCentavos: 250_000 });
    expect(t.lines[0]).toMatchObject({
      statutoryKind: 'bnpc5',
      netCentavos: 277_500,
      taxClass: 'vat_exempt',
    });
    expect(t.lines[1]).toMatchObject({ statutoryKind: null, netCentavos: 80_000 });
  });

  it('uses what is left of the week: nothing once the cap is reached', () => {
    const eligible = line('feed', { taxClass: 'vat_exempt', unitPriceCentavos: 145_000, bnpcEligible: true });
    const part = totals([eligible], { statutory: { kind: 'bnpc5', capRemainingCentavos: 50_000 } });
    expect(part.bnpcCentavos).toBe(2_500);
    const none = totals([eligible], { statutory: { kind: 'bnpc5', capRemainingCentavos: 0 } });
    expect(none.bnpcCentavos).toBe(0);
    expect(none.totalCentavos).toBe(145_000);
  });

  it('applies the higher of promo and statutory discount, never both', () => {
    const promo10 = { kind: 'percent', basisPoints: 1_000 } as const;
    const t = totals([line('feed', { taxClass: 'vat_exempt', bnpcEligible: true, promo: promo10 })], {
      statutory: { kind: 'bnpc5', capRemainingCentavos: 250_000 },
    });
    expect(t.lines[0]).toMatchObject({ promoCentavos: 1_120, statutoryCentavos: 0, bnpcBaseCentavos: 0 });

    const promo2 = { kind: 'percent', basisPoints: 200 } as const;
    const u = totals([line('feed', { taxClass: 'vat_exempt', bnpcEligible: true, promo: promo2 })], {
      statutory: { kind: 'bnpc5', capRemainingCentavos: 250_000 },
    });
    expect(u.lines[0]).toMatchObject({ promoCentavos: 0, statutoryCentavos: 560 });
  });

  it('takes VAT off, then 20%, on SC/PWD-eligible lines only, which become VAT-exempt', () => {
    const t = totals([line('medicine', { scPwdEligible: true }), line('vaccine')], {
      statutory: { kind: 'sc_pwd20' },
    });
    expect(t.lines[0]).toMatchObject({
      vatRemovedCentavos: 1_200,
      statutoryCentavos: 2_000,
      netCentavos: 8_000,
      taxClass: 'vat_exempt',
    });
    expect(t).toMatchObject({
      vatExemptSalesCentavos: 8_000,
      vatableSalesCentavos: 10_000,
      vatCentavos: 1_200,
    });
    expect(t.totalCentavos).toBe(19_200);
  });
});

describe('computeTotals: refused input', () => {
  it.each([
    [[line('a', { qtyMilli: 0 })], 'the quantity must be more than zero'],
    [[line('a', { unitPriceCentavos: -1 })], 'the price must be zero or more'],
    [[line('a'), line('a')], 'is in the cart twice'],
    [[line('a', { promo: { kind: 'percent', basisPoints: 10_001 } })], 'between 0% and 100%'],
    [[line('a', { qtyMilli: 0.5 })], 'the quantity must be more than zero'],
  ])('%#: %s', (lines, message) => {
    expect(() => totals(lines)).toThrow(TotalsInputError);
    expect(() => totals(lines)).toThrow(message);
  });
});

describe('allocate', () => {
  it('adds up exactly and gives leftover centavos to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('computeTotals: invariants (fast-check)', () => {
  const discount = fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
    fc.record({ kind: fc.constant('amount' as const), centavos: fc.integer({ min: 0, max: 500_000 }) }),
  );
  const lines = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 6 }),
      taxClass: fc.constantFrom('vatable' as const, 'vat_exempt' as const, 'zero_rated' as const),
      unitPriceCentavos: fc.integer({ min: 0, max: 5_000_000 }),
      qtyMilli: fc.integer({ min: 1, max: 200_000 }),
      promo: fc.option(discount, { nil: undefined }),
      bnpcEligible: fc.boolean(),
      scPwdEligible: fc.boolean(),
    }),
    { selector: (l) => l.id, minLength: 1, maxLength: 12 },
  );
  const statutory = fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('bnpc5' as const),
        capRemainingCentavos: fc.integer({ min: 0, max: 250_000 }),
      }),
      fc.record({ kind: fc.constant('sc_pwd20' as const) }),
    ),
    { nil: undefined },
  );

  it('the lines add up, the breakdown adds up, no line goes below zero or gets two discounts', () => {
    fc.assert(
      fc.property(
        lines,
        fc.option(discount, { nil: undefined }),
        statutory,
        fc.boolean(),
        (ls, orderPromo, s, vat) => {
          const t = computeTotals({ lines: ls, orderPromo, statutory: s, vatRegistered: vat });
          const sum = t.lines.reduce((a, l) => a + l.netCentavos, 0);
          expect(t.totalCentavos).toBe(sum);
          expect(
            t.vatableSalesCentavos +
              t.vatCentavos +
              t.vatExemptSalesCentavos +
              t.zeroRatedSalesCentavos +
              t.nonVatSalesCentavos,
          ).toBe(t.totalCentavos);
          for (const l of t.lines) {
            expect(l.netCentavos).toBeGreaterThanOrEqual(0);
            expect(l.netCentavos).toBe(
              l.grossCentavos - l.promoCentavos - l.statutoryCentavos - l.vatRemovedCentavos,
            );
            expect(l.promoCentavos > 0 && l.statutoryCentavos > 0).toBe(false);
          }
          if (s?.kind === 'bnpc5') {
            expect(t.bnpcBaseCentavos).toBeLessThanOrEqual(s.capRemainingCentavos);
            expect(t.bnpcCentavos).toBe(Math.round((t.bnpcBaseCentavos * 5) / 100 + 1e-9));
          }
          if (!vat) expect(t.vatCentavos).toBe(0);
        },
      ),
    );
  });
});
