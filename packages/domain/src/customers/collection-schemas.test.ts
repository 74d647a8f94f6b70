import { describe, expect, it } from 'vitest';
import {
  ageingTotals,
  COLLECTION_RECEIPT_NUMBER_PATTERN,
  collectionReceiptInputSchema,
  collectionReceiptNumber,
  reminderDue,
  statementPeriod,
} from './collection-schemas.ts';

const id = '01930000-0000-7000-8000-000000000001';

describe('collection receipts', () => {
  it('numbers CR-YYYYMM-NNNN by the business month', () => {
    expect(collectionReceiptNumber('2026-11-26', 7)).toBe('CR-202611-0007');
    expect(collectionReceiptNumber('2027-01-01', 12345)).toBe('CR-202701-12345');
    expect(COLLECTION_RECEIPT_NUMBER_PATTERN.test('CR-202611-0007')).toBe(true);
    expect(COLLECTION_RECEIPT_NUMBER_PATTERN.test('EXP-202611-0007')).toBe(false);
  });

  it('checks the tender as a sale payment is checked, and takes only money tenders', () => {
    const ok = collectionReceiptInputSchema.safeParse({ id, method: 'cash', amountCentavos: 100_00 });
    expect(ok.success).toBe(true);
    expect(ok.data?.allocations).toEqual([]);
    const check = collectionReceiptInputSchema.safeParse({ id, method: 'check', amountCentavos: 100 });
    expect(check.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'bank',
      'checkDate',
      'checkNumber',
    ]);
    expect(
      collectionReceiptInputSchema.safeParse({ id, method: 'charge', amountCentavos: 100 }).success,
    ).toBe(false);
    expect(collectionReceiptInputSchema.safeParse({ id, method: 'cash', amountCentavos: 0 }).success).toBe(
      false,
    );
    expect(collectionReceiptInputSchema.safeParse({ id, method: 'cash', amountCentavos: 1.5 }).success).toBe(
      false,
    );
    const twice = collectionReceiptInputSchema.safeParse({
      id,
      method: 'cash',
      amountCentavos: 100,
      allocations: [{ debitId: id }, { debitId: id }],
    });
    expect(twice.error?.issues[0]?.message).toBe('An invoice is chosen twice');
  });
});

describe('statements and reminders', () => {
  it('a period defaults to the month so far; a start after the end is refused', () => {
    expect(statementPeriod({}, '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(statementPeriod({ to: '2026-10-31' }, '2026-11-26')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(statementPeriod({ from: '2026-12-01', to: '2026-11-01' }, '2026-11-26')).toBeNull();
  });

  it('reminds of what falls due within 3 days or is overdue', () => {
    expect(reminderDue('2026-11-29', '2026-11-26')).toBe(true);
    expect(reminderDue('2026-11-30', '2026-11-26')).toBe(false);
    expect(reminderDue('2026-10-01', '2026-11-26')).toBe(true);
  });

  it('totals the ageing rows', () => {
    const row = (current: number, d90_plus: number) => ({
      ageing: { current, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus, total: current + d90_plus },
    });
    expect(ageingTotals([row(100, 50), row(-30, 0)])).toEqual({
      current: 70,
      d1_30: 0,
      d31_60: 0,
      d61_90: 0,
      d90_plus: 50,
      total: 120,
    });
  });
});
