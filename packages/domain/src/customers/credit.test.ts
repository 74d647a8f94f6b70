import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageing, ageingBucket, checkCharge, dueDate, planApplication } from './credit.ts';
import { addMonths, expiredPoints, pointsEarned, pointsExpireOn, pointsFor, pointsValue } from './loyalty.ts';

describe('due dates', () => {
  it('adds the terms in days', () => {
    expect(dueDate('2026-11-26', { termsDays: 30, harvestMonth: null })).toBe('2026-12-26');
    expect(dueDate('2026-11-26', { termsDays: 0, harvestMonth: null })).toBe('2026-11-26');
  });
  it('falls due at the end of the next harvest month', () => {
    expect(dueDate('2026-06-10', { termsDays: 30, harvestMonth: 10 })).toBe('2026-10-31');
    expect(dueDate('2026-10-03', { termsDays: 30, harvestMonth: 10 })).toBe('2026-10-31');
    expect(dueDate('2026-11-26', { termsDays: 30, harvestMonth: 2 })).toBe('2027-02-28');
  });
});

describe('ageing', () => {
  it('puts open amounts in buckets by days past due', () => {
    expect(ageingBucket('2026-11-26', '2026-11-26')).toBe('current');
    expect(ageingBucket('2026-11-25', '2026-11-26')).toBe('d1_30');
    expect(ageingBucket('2026-10-27', '2026-11-26')).toBe('d1_30');
    expect(ageingBucket('2026-10-26', '2026-11-26')).toBe('d31_60');
    expect(ageingBucket('2026-08-27', '2026-11-26')).toBe('d90_plus');
    expect(ageingBucket('2026-08-28', '2026-11-26')).toBe('d61_90');
    expect(ageingBucket('2026-08-01', '2026-11-26')).toBe('d90_plus');
    const a = ageing(
      [
        { dueDate: '2026-12-01', openCentavos: 100 },
        { dueDate: '2026-08-01', openCentavos: 50 },
      ],
      '2026-11-26',
    );
    expect(a).toMatchObject({ current: 100, d90_plus: 50, total: 150 });
  });
});

describe('charging on credit', () => {
  it('lets a charge within the limit through, and asks a manager otherwise', () => {
    const p = { balanceCentavos: 40_000, overdueCentavos: 0, creditLimitCentavos: 50_000 };
    expect(checkCharge(p, 10_000)).toEqual({ ok: true });
    expect(checkCharge(p, 10_001)).toEqual({ ok: false, reason: 'over_limit', availableCentavos: 10_000 });
    expect(checkCharge({ ...p, overdueCentavos: 1 }, 1)).toMatchObject({ ok: false, reason: 'overdue' });
    expect(checkCharge({ balanceCentavos: 0, overdueCentavos: 0, creditLimitCentavos: 0 }, 1)).toMatchObject({
      reason: 'no_credit',
    });
    // Store credit pays without a credit line.
    expect(checkCharge({ balanceCentavos: -500, overdueCentavos: 0, creditLimitCentavos: 0 }, 500)).toEqual({
      ok: true,
    });
  });
});

describe('applying a payment', () => {
  const open = [
    { id: 'b', entryDate: '2026-10-01', entryNo: 2, dueDate: '2026-10-31', openCentavos: 300 },
    { id: 'a', entryDate: '2026-09-01', entryNo: 1, dueDate: '2026-10-01', openCentavos: 200 },
  ];
  it('pays the oldest first and keeps what is left as credit', () => {
    expect(planApplication(250, open)).toEqual({
      applications: [
        { debitId: 'a', amountCentavos: 200 },
        { debitId: 'b', amountCentavos: 50 },
      ],
      unappliedCentavos: 0,
    });
    expect(planApplication(600, open).unappliedCentavos).toBe(100);
  });
  it('pays the chosen invoices only, each at most what is open', () => {
    expect(planApplication(400, open, [{ debitId: 'b' }])).toEqual({
      applications: [{ debitId: 'b', amountCentavos: 300 }],
      unappliedCentavos: 100,
    });
    expect(
      planApplication(400, open, [{ debitId: 'b', amountCentavos: 100 }, { debitId: 'x' }]).applications,
    ).toEqual([{ debitId: 'b', amountCentavos: 100 }]);
  });
  it('never applies more than the payment or than a debit is open', () => {
    const debit = fc.record({
      openCentavos: fc.integer({ min: 1, max: 100_000 }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.array(debit, { maxLength: 8 }), (amount, ds) => {
        const list = ds.map((d, i) => ({
          id: `d${i}`,
          entryNo: i,
          entryDate: `2026-01-${String(d.day).padStart(2, '0')}`,
          dueDate: `2026-02-${String(d.day).padStart(2, '0')}`,
          openCentavos: d.openCentavos,
        }));
        const { applications, unappliedCentavos } = planApplication(amount, list);
        const applied = applications.reduce((s, a) => s + a.amountCentavos, 0);
        expect(applied + unappliedCentavos).toBe(amount);
        for (const a of applications) {
          expect(a.amountCentavos).toBeGreaterThan(0);
          expect(a.amountCentavos).toBeLessThanOrEqual(list.find((d) => d.id === a.debitId)!.openCentavos);
        }
        const open = list.reduce((s, d) => s + d.openCentavos, 0);
        expect(applied).toBe(Math.min(amount, open));
      }),
    );
  });
});

describe('loyalty points', () => {
  const rule = {
    enabled: true,
    pointsPerPesoMilli: 10,
    pesoPerPointCentavos: 100,
    expiryMonths: 12,
    minRedeemPoints: 0,
  };
  it('earns 1 point per ₱100, rounded down, and nothing when the program is off', () => {
    expect(pointsEarned(rule, 99_999)).toBe(9);
    expect(pointsEarned(rule, 100_000)).toBe(10);
    expect(pointsEarned({ ...rule, enabled: false }, 100_000)).toBe(0);
  });
  it('expires points after calendar months', () => {
    expect(pointsExpireOn(rule, '2026-11-27')).toBe('2027-11-27');
    expect(pointsExpireOn({ ...rule, expiryMonths: 0 }, '2026-11-27')).toBeNull();
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });
  it('values points and rounds the points needed up', () => {
    expect(pointsValue(rule, 7)).toBe(700);
    expect(pointsFor(rule, 650)).toBe(7);
  });
  it('expires what was not used of earnings past their date, oldest used first', () => {
    const earned = [
      { points: 10, expiresOn: '2026-01-01', entryDate: '2025-01-01' },
      { points: 5, expiresOn: '2027-01-01', entryDate: '2026-01-01' },
    ];
    expect(expiredPoints(earned, 4, '2026-06-01')).toBe(6);
    expect(expiredPoints(earned, 10, '2026-06-01')).toBe(0);
  });
});
