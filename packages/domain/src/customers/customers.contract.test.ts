import { describe, expect, it } from 'vitest';
import {
  customerListQuerySchema,
  customerUpdateSchema,
  openingBalanceInputSchema,
} from './customers.contract.ts';

describe('customers contract', () => {
  it('lists active customers 50 at a time unless told otherwise', () => {
    expect(customerListQuerySchema.parse({})).toEqual({ status: 'active', page: 1, pageSize: 50 });
    expect(customerListQuerySchema.parse({ page: '3', pageSize: '20', hasBalance: 'true' })).toMatchObject({
      page: 3,
      pageSize: 20,
      hasBalance: 'true',
    });
    expect(customerListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });

  it('takes an opening balance above zero, due on or after the date owed', () => {
    const ok = openingBalanceInputSchema.parse({
      amountCentavos: 1250_00,
      asOf: '2026-09-01',
      dueDate: '2026-10-01',
    });
    expect(ok.reference).toBe('Opening balance');
    const zero = openingBalanceInputSchema.safeParse({
      amountCentavos: 0,
      asOf: '2026-09-01',
      dueDate: '2026-10-01',
    });
    expect(zero.error?.issues[0]?.message).toBe('The opening balance must be more than 0');
    const early = openingBalanceInputSchema.safeParse({
      amountCentavos: 100,
      asOf: '2026-09-01',
      dueDate: '2026-08-01',
    });
    expect(early.error?.issues[0]?.message).toBe('The due date cannot be before the date owed');
  });

  it('needs the version read to change a customer', () => {
    expect(customerUpdateSchema.safeParse({ lastName: 'Cruz' }).success).toBe(false);
    expect(customerUpdateSchema.parse({ lastName: 'Cruz', version: 3 })).toMatchObject({
      lastName: 'Cruz',
      version: 3,
    });
  });
});
