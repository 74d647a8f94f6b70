import { describe, expect, it } from 'vitest';
import { statutoryReport } from './statutory-report.ts';
import type { TotalsLine } from './totals.ts';

const line = (id: string, over: Partial<TotalsLine> = {}): TotalsLine => ({
  id,
  taxClass: 'vatable',
  unitPriceCentavos: 11_200,
  qtyMilli: 1000,
  ...over,
});

describe('statutoryReport: why each line gets the senior/PWD discount or not', () => {
  it('is null without a statutory discount', () => {
    expect(statutoryReport({ lines: [line('a')], vatRegistered: true })).toBeNull();
  });

  it('20%: the marked medicine gets it, a feed is not marked, a bigger promo wins', () => {
    const report = statutoryReport({
      lines: [
        line('med', { scPwdEligible: true }),
        line('feed', { bnpcEligible: true }),
        line('vit', { scPwdEligible: true, promo: { kind: 'percent', basisPoints: 2_500 } }),
      ],
      statutory: { kind: 'sc_pwd20' },
      vatRegistered: true,
    });
    // ₱112: VAT ₱12 off, then 20% of ₱100 = ₱20, ₱32 in all; a 25% promo (₱28) gives less, 30% (₱33.60) more.
    expect(report).toEqual([
      { id: 'med', reason: 'applied', statutoryCentavos: 3_200, promoCentavos: 0 },
      { id: 'feed', reason: 'not_eligible', statutoryCentavos: 0, promoCentavos: 0 },
      { id: 'vit', reason: 'applied', statutoryCentavos: 3_200, promoCentavos: 0 },
    ]);
    const bigger = statutoryReport({
      lines: [line('vit', { scPwdEligible: true, promo: { kind: 'percent', basisPoints: 3_000 } })],
      statutory: { kind: 'sc_pwd20' },
      vatRegistered: true,
    });
    expect(bigger).toEqual([
      { id: 'vit', reason: 'promo_better', statutoryCentavos: 3_200, promoCentavos: 3_360 },
    ]);
  });

  it('5%: the weekly cap used up, and 5% that rounds to nothing, are told apart', () => {
    const capUsed = statutoryReport({
      lines: [line('feed', { bnpcEligible: true })],
      statutory: { kind: 'bnpc5', capRemainingCentavos: 0 },
      vatRegistered: true,
    });
    expect(capUsed?.map((r) => r.reason)).toEqual(['cap_used']);
    const tiny = statutoryReport({
      lines: [line('feed', { bnpcEligible: true, unitPriceCentavos: 5 })],
      statutory: { kind: 'bnpc5', capRemainingCentavos: 250_000 },
      vatRegistered: true,
    });
    expect(tiny?.map((r) => r.reason)).toEqual(['rounds_to_zero']);
    const afterOthers = statutoryReport({
      lines: [
        line('a', { bnpcEligible: true, unitPriceCentavos: 250_000 }),
        line('b', { bnpcEligible: true }),
      ],
      statutory: { kind: 'bnpc5', capRemainingCentavos: 250_000 },
      vatRegistered: true,
    });
    expect(afterOthers?.map((r) => [r.reason, r.statutoryCentavos])).toEqual([
      ['applied', 12_500],
      ['cap_used', 0],
    ]);
  });
});
