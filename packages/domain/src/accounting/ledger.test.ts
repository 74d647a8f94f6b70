import { describe, expect, it } from 'vitest';
import {
  accountCreateSchema,
  entryTotals,
  lineIsOneSided,
  manualEntrySchema,
  monthToPeriod,
  periodMonthSchema,
  periodToMonth,
} from './ledger.ts';

describe('manual entry rules', () => {
  it('adds the debits and credits and says by how much they differ', () => {
    expect(
      entryTotals([
        { debitCentavos: 100_00, creditCentavos: 0 },
        { debitCentavos: 0, creditCentavos: 90_00 },
      ]),
    ).toEqual({ debitCentavos: 100_00, creditCentavos: 90_00, differenceCentavos: 10_00 });
    expect(entryTotals([]).differenceCentavos).toBe(0);
  });

  it('wants each line to be a debit or a credit', () => {
    expect(lineIsOneSided({ debitCentavos: 1, creditCentavos: 0 })).toBe(true);
    expect(lineIsOneSided({ debitCentavos: 0, creditCentavos: 5 })).toBe(true);
    expect(lineIsOneSided({ debitCentavos: 1, creditCentavos: 1 })).toBe(false);
    expect(lineIsOneSided({ debitCentavos: 0, creditCentavos: 0 })).toBe(false);
  });

  it('takes two lines or more, whole centavos, a date and a memo', () => {
    const l = { accountId: '01900000-0000-7000-8000-000000000001', debitCentavos: 100, creditCentavos: 0 };
    expect(manualEntrySchema.safeParse({ date: '2026-10-01', memo: 'Fees', lines: [l, l] }).success).toBe(
      true,
    );
    expect(manualEntrySchema.safeParse({ date: '2026-10-01', memo: 'Fees', lines: [l] }).success).toBe(false);
    expect(
      manualEntrySchema.safeParse({
        date: '1/10/2026',
        memo: 'Fees',
        lines: [l, { ...l, debitCentavos: 1.5 }],
      }).success,
    ).toBe(false);
  });
});

describe('accounts and months', () => {
  it('takes account codes of 4 to 6 digits', () => {
    const a = { name: 'Fees', type: 'expense', cashFlow: 'none' };
    expect(accountCreateSchema.safeParse({ ...a, code: '6135' }).success).toBe(true);
    expect(accountCreateSchema.safeParse({ ...a, code: '613501' }).success).toBe(true);
    expect(accountCreateSchema.safeParse({ ...a, code: '613' }).success).toBe(false);
    expect(accountCreateSchema.safeParse({ ...a, code: '61a5' }).success).toBe(false);
  });

  it('names a period by its month in the address', () => {
    expect(periodMonthSchema.safeParse('2026-10').success).toBe(true);
    expect(periodMonthSchema.safeParse('2026-13').success).toBe(false);
    expect(periodToMonth('2026-10')).toBe('2026-10-01');
    expect(monthToPeriod('2026-10-01')).toBe('2026-10');
  });
});
