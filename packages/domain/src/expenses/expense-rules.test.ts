import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/codes.ts';
import {
  advanceDate,
  approvalRefusal,
  computeInputVat,
  computeWithholding,
  dueDates,
  EXPENSE_ACTIONS,
  EXPENSE_STATUSES,
  type ExpenseAction,
  type ExpenseStatus,
  expenseNumber,
  inputVatWithinCap,
  nextStatus,
  requireExpenseCategoryId,
  requireTransition,
  withholdingRateOf,
} from './expense-rules.ts';
import { expenseInputSchema } from './expense-schemas.ts';

describe('the expense status machine', () => {
  // Every (status, action) pair, written out: the allowed ones and where they lead; all others refused.
  const allowed: Record<string, ExpenseStatus> = {
    'draft edit': 'draft',
    'draft submit': 'submitted',
    'draft recordPaid': 'paid',
    'submitted edit': 'submitted',
    'submitted approve': 'approved',
    'submitted reject': 'rejected',
    'submitted recordPaid': 'paid',
    'approved pay': 'paid',
  };
  const pairs = EXPENSE_STATUSES.flatMap((s) =>
    EXPENSE_ACTIONS.map((a) => [s, a] as [ExpenseStatus, ExpenseAction]),
  );
  it.each(pairs)('%s → %s', (status, action) => {
    const want = allowed[`${status} ${action}`] ?? null;
    expect(nextStatus(status, action)).toBe(want);
    if (want) expect(requireTransition(status, action)).toBe(want);
    else {
      expect(() => requireTransition(status, action)).toThrow(DomainError);
      try {
        requireTransition(status, action);
      } catch (e) {
        expect((e as DomainError).code).toBe('BUSINESS_INVALID_OPERATION');
        expect((e as DomainError).details).toMatchObject({
          reason: 'expenseStatusWrong',
          status,
          step: action,
        });
      }
    }
  });
});

describe('input VAT', () => {
  it('is capped at 12/112 of the amount, as the database checks it', () => {
    expect(inputVatWithinCap(112_00, 12_00)).toBe(true);
    expect(inputVatWithinCap(112_00, 12_01)).toBe(false);
    expect(inputVatWithinCap(100_00, 10_71)).toBe(true);
    expect(inputVatWithinCap(100_00, 10_72)).toBe(false);
    expect(inputVatWithinCap(100_00, -1)).toBe(false);
  });
  it('the helper computes 12/112, never above the cap', () => {
    expect(computeInputVat(112_00)).toBe(12_00);
    for (const amount of [1, 99, 100_00, 1234_56, 5_000_00, 99_999_99]) {
      expect(inputVatWithinCap(amount, computeInputVat(amount))).toBe(true);
    }
  });
  const base = {
    description: 'Electricity',
    categoryId: 'c',
    expenseDate: '2026-11-05',
    amountCentavos: 112_00,
    paymentMethod: 'cash_safe',
  } as const;
  it('the form refuses VAT above the cap, VAT without a VAT invoice, and a negative amount', () => {
    const over = expenseInputSchema.safeParse({ ...base, vatInvoice: true, inputVatCentavos: 12_01 });
    expect(over.success).toBe(false);
    expect(over.error!.issues[0]!.message).toBe('Input VAT cannot be more than 12/112 of the amount');
    expect(expenseInputSchema.safeParse({ ...base, vatInvoice: false, inputVatCentavos: 1_00 }).success).toBe(
      false,
    );
    expect(expenseInputSchema.safeParse({ ...base, amountCentavos: -5_00 }).success).toBe(false);
    expect(expenseInputSchema.safeParse({ ...base, vatInvoice: true, inputVatCentavos: 12_00 }).success).toBe(
      true,
    );
  });
  it('cash from a drawer names the drawer; a vendor TIN has its branch code', () => {
    expect(expenseInputSchema.safeParse({ ...base, paymentMethod: 'cash_drawer' }).success).toBe(false);
    expect(expenseInputSchema.safeParse({ ...base, vendorTin: '123-456-789' }).success).toBe(false);
    expect(expenseInputSchema.parse({ ...base, vendorTin: '123-456-789-000' }).vendorTin).toBe(
      '123456789000',
    );
  });
});

describe('withholding', () => {
  it('is the ATC rate of the amount before VAT', () => {
    expect(withholdingRateOf('WC158')).toBe(100);
    expect(withholdingRateOf('WI160')).toBe(200);
    expect(withholdingRateOf('WC100')).toBe(500);
    expect(computeWithholding(11_200_00, 1_200_00, 500)).toBe(500_00);
    expect(computeWithholding(1_000_00, 0, 200)).toBe(20_00);
  });
});

describe('numbers, approval and ids', () => {
  it('numbers EXP-YYYYMM-NNNN', () => {
    expect(expenseNumber('2026-11-01', 7)).toBe('EXP-202611-0007');
    expect(expenseNumber('2026-01-31', 12345)).toBe('EXP-202601-12345');
  });
  it('lets the submitter approve their own only up to the threshold', () => {
    const t = { thresholdCentavos: 5_000_00, approverId: 'a', submitterId: 'a' };
    expect(approvalRefusal({ ...t, amountCentavos: 5_000_00 })).toBeNull();
    expect(approvalRefusal({ ...t, amountCentavos: 5_000_01 })).toBe('ownAboveThreshold');
    expect(approvalRefusal({ ...t, amountCentavos: 9_000_00, submitterId: 'b' })).toBeNull();
  });
  it("refuses a category id that is not a UUID with the seed's message", () => {
    expect(requireExpenseCategoryId('0195F0C2-1234-7abc-8def-0123456789ab')).toBe(
      '0195f0c2-1234-7abc-8def-0123456789ab',
    );
    try {
      requireExpenseCategoryId('rent');
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({
        code: 'INVALID_UUID',
        message: 'Invalid UUID format for expense category ID',
      });
    }
  });
});

describe('recurring dates', () => {
  it('advances by the interval, to the month end when the day does not exist', () => {
    expect(advanceDate('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(advanceDate('2026-11-28', 'weekly')).toBe('2026-12-05');
    expect(advanceDate('2026-11-30', 'quarterly')).toBe('2027-02-28');
    expect(advanceDate('2024-02-29', 'yearly')).toBe('2025-02-28');
  });
  it('lists the dates due up to today', () => {
    expect(dueDates('2026-09-01', 'monthly', '2026-11-05')).toEqual([
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(dueDates('2026-12-01', 'monthly', '2026-11-05')).toEqual([]);
  });
});
