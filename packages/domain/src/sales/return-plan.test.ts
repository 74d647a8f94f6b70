import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isReturnProblem,
  type LineAmounts,
  planReturn,
  type ReturnableSaleLine,
  type ReturnPlan,
  returnLots,
} from './return-plan.ts';

const none = {
  qtyMilli: 0,
  baseQtyMilli: 0,
  grossCentavos: 0,
  promoCentavos: 0,
  statutoryCentavos: 0,
  vatRemovedCentavos: 0,
  netCentavos: 0,
};

/** 3 sacks of feed at ₱1,450 with a ₱100 promo and a 5% BNPC discount (VATable). */
const feed: ReturnableSaleLine = {
  saleLineId: 'feed',
  lineNo: 1,
  taxClass: 'vatable',
  qtyMilli: 3000,
  baseQtyMilli: 150_000,
  grossCentavos: 435_000,
  promoCentavos: 10_000,
  statutoryCentavos: 21_250,
  vatRemovedCentavos: 0,
  netCentavos: 403_750,
  returned: none,
};
/** 2.5 kg of urea at ₱30 (VAT-exempt). */
const urea: ReturnableSaleLine = {
  saleLineId: 'urea',
  lineNo: 2,
  taxClass: 'vat_exempt',
  qtyMilli: 2500,
  baseQtyMilli: 2500,
  grossCentavos: 7500,
  promoCentavos: 0,
  statutoryCentavos: 375,
  vatRemovedCentavos: 0,
  netCentavos: 7125,
  returned: none,
};
// VAT = 403,750 × 12/112 = 43,258.93 → 43,259; VATable sales = 360,491.
const sale = { vatCentavos: 43_259, vatableSalesCentavos: 360_491 };

const plan = (take: { saleLineId: string; qtyMilli: number }[], lines = [feed, urea], returnedVat = 0) => {
  const p = planReturn({ statutoryKind: 'bnpc5', sale, returnedVatCentavos: returnedVat, lines, take });
  if (isReturnProblem(p)) throw new Error(JSON.stringify(p));
  return p;
};

describe('planReturn', () => {
  it('one sack of three: a third of every amount, VAT in proportion of the VATable net', () => {
    const p = plan([{ saleLineId: 'feed', qtyMilli: 1000 }]);
    expect(p.lines).toEqual([
      {
        saleLineId: 'feed',
        lineNo: 1,
        qtyMilli: 1000,
        baseQtyMilli: 50_000,
        grossCentavos: 145_000,
        promoCentavos: 3333,
        statutoryCentavos: 7083,
        vatRemovedCentavos: 0,
        netCentavos: 134_583,
      },
    ]);
    // 43,259 × 134,583 / 403,750 = 14,419.67 → 14,420.
    expect(p).toMatchObject({
      grossCentavos: 145_000,
      promoCentavos: 3333,
      bnpcCentavos: 7083,
      scPwdCentavos: 0,
      vatCentavos: 14_420,
      vatableSalesCentavos: 134_583 - 14_420,
      vatExemptSalesCentavos: 0,
      totalCentavos: 134_583,
    });
  });

  it('an exempt line goes to VAT-exempt sales; an SC/PWD sale puts the statutory part in scPwd', () => {
    const p = planReturn({
      statutoryKind: 'sc_pwd20',
      sale,
      returnedVatCentavos: 0,
      lines: [feed, urea],
      take: [{ saleLineId: 'urea', qtyMilli: 1000 }],
    }) as ReturnPlan;
    expect(p).toMatchObject({
      vatExemptSalesCentavos: 2850,
      vatCentavos: 0,
      vatableSalesCentavos: 0,
      bnpcCentavos: 0,
      scPwdCentavos: 150,
      totalCentavos: 2850,
    });
  });

  it('the last return of a line takes the exact remainder', () => {
    const first = plan([{ saleLineId: 'feed', qtyMilli: 1000 }]).lines[0]!;
    const after = { ...feed, returned: { ...first } };
    const second = plan([{ saleLineId: 'feed', qtyMilli: 2000 }], [after, urea]).lines[0]!;
    expect(first.netCentavos + second.netCentavos).toBe(feed.netCentavos);
    expect(first.promoCentavos + second.promoCentavos).toBe(feed.promoCentavos);
    expect(first.baseQtyMilli + second.baseQtyMilli).toBe(feed.baseQtyMilli);
  });

  it('refuses more than is left, a line not on the invoice, and nothing at all', () => {
    const after = { ...feed, returned: { ...none, qtyMilli: 2500 } };
    expect(
      planReturn({
        statutoryKind: null,
        sale,
        returnedVatCentavos: 0,
        lines: [after],
        take: [{ saleLineId: 'feed', qtyMilli: 1000 }],
      }),
    ).toEqual({ kind: 'tooMuch', saleLineId: 'feed', lineNo: 1, returnableMilli: 500, requestedMilli: 1000 });
    expect(
      planReturn({
        statutoryKind: null,
        sale,
        returnedVatCentavos: 0,
        lines: [feed],
        take: [{ saleLineId: 'x', qtyMilli: 1 }],
      }),
    ).toEqual({ kind: 'lineNotOnSale', saleLineId: 'x' });
    expect(
      planReturn({ statutoryKind: null, sale, returnedVatCentavos: 0, lines: [feed], take: [] }),
    ).toEqual({ kind: 'nothing' });
  });

  it('any sequence of partial returns sums exactly to the invoice when everything is back', () => {
    const amount = fc.integer({ min: 0, max: 5_000_000 });
    const lineArb = fc.record({
      qtyMilli: fc.integer({ min: 1, max: 50_000 }),
      perUnit: fc.integer({ min: 1, max: 50_000 }),
      grossCentavos: amount,
      promoCentavos: amount,
      statutoryCentavos: amount,
      vatRemovedCentavos: amount,
      netCentavos: amount,
      taxClass: fc.constantFrom('vatable', 'vat_exempt', 'zero_rated', 'non_vat' as const),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 100 })), { maxLength: 12 }),
        (raw, vatSeed, steps) => {
          let lines: ReturnableSaleLine[] = raw.map((r, i) => ({
            saleLineId: `l${i}`,
            lineNo: i + 1,
            taxClass: r.taxClass,
            qtyMilli: r.qtyMilli,
            baseQtyMilli: r.qtyMilli * r.perUnit,
            grossCentavos: r.grossCentavos,
            promoCentavos: r.promoCentavos,
            statutoryCentavos: r.statutoryCentavos,
            vatRemovedCentavos: r.vatRemovedCentavos,
            netCentavos: r.netCentavos,
            returned: none,
          }));
          const vatableNet = lines
            .filter((l) => l.taxClass === 'vatable')
            .reduce((s, l) => s + l.netCentavos, 0);
          const saleVat = vatableNet === 0 ? 0 : vatSeed % (vatableNet + 1);
          const figures = { vatCentavos: saleVat, vatableSalesCentavos: vatableNet - saleVat };
          const returns: ReturnPlan[] = [];
          const run = (take: { saleLineId: string; qtyMilli: number }[]) => {
            const vatBack = returns.reduce((s, r) => s + r.vatCentavos, 0);
            const p = planReturn({
              statutoryKind: 'bnpc5',
              sale: figures,
              returnedVatCentavos: vatBack,
              lines,
              take,
            });
            if (isReturnProblem(p)) throw new Error(JSON.stringify(p));
            returns.push(p);
            lines = lines.map((l) => {
              const got = p.lines.find((x) => x.saleLineId === l.saleLineId);
              if (!got) return l;
              const r = l.returned;
              const add = (k: keyof LineAmounts | 'qtyMilli' | 'baseQtyMilli') => r[k] + got[k];
              return {
                ...l,
                returned: {
                  qtyMilli: add('qtyMilli'),
                  baseQtyMilli: add('baseQtyMilli'),
                  grossCentavos: add('grossCentavos'),
                  promoCentavos: add('promoCentavos'),
                  statutoryCentavos: add('statutoryCentavos'),
                  vatRemovedCentavos: add('vatRemovedCentavos'),
                  netCentavos: add('netCentavos'),
                },
              };
            });
            for (const x of [...p.lines, p])
              for (const v of Object.values(x))
                if (typeof v === 'number') expect(v).toBeGreaterThanOrEqual(0);
          };
          // Partial returns of random lines and sizes, then whatever is left.
          for (const [pick, percent] of steps) {
            const l = lines[pick % lines.length]!;
            const left = l.qtyMilli - l.returned.qtyMilli;
            const q = Math.min(left, Math.max(1, Math.floor((left * percent) / 100)));
            if (left > 0) run([{ saleLineId: l.saleLineId, qtyMilli: q }]);
          }
          const rest = lines
            .filter((l) => l.returned.qtyMilli < l.qtyMilli)
            .map((l) => ({ saleLineId: l.saleLineId, qtyMilli: l.qtyMilli - l.returned.qtyMilli }));
          if (rest.length) run(rest);
          for (const l of lines) {
            expect(l.returned).toEqual({
              qtyMilli: l.qtyMilli,
              baseQtyMilli: l.baseQtyMilli,
              grossCentavos: l.grossCentavos,
              promoCentavos: l.promoCentavos,
              statutoryCentavos: l.statutoryCentavos,
              vatRemovedCentavos: l.vatRemovedCentavos,
              netCentavos: l.netCentavos,
            });
          }
          const total = (k: keyof ReturnPlan) => returns.reduce((s, r) => s + (r[k] as number), 0);
          expect(total('vatCentavos')).toBe(figures.vatCentavos);
          expect(total('vatableSalesCentavos')).toBe(figures.vatableSalesCentavos);
          expect(total('totalCentavos')).toBe(raw.reduce((s, r) => s + r.netCentavos, 0));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('returnLots', () => {
  const sold = [
    { lotId: 'A', batchNumber: 'L-A', baseQtyMilli: 30_000 },
    { lotId: 'B', batchNumber: 'L-B', baseQtyMilli: 20_000 },
  ];
  it('fills the lots in the order they were taken, less what came back already', () => {
    expect(returnLots(sold, [], 10_000)).toEqual([{ lotId: 'A', batchNumber: 'L-A', baseQtyMilli: 10_000 }]);
    expect(returnLots(sold, [{ lotId: 'A', baseQtyMilli: 25_000 }], 10_000)).toEqual([
      { lotId: 'A', batchNumber: 'L-A', baseQtyMilli: 5000 },
      { lotId: 'B', batchNumber: 'L-B', baseQtyMilli: 5000 },
    ]);
  });
});
