import { describe, expect, it } from 'vitest';
import { customerRowsToRecords, readCustomerHeader, recordToCustomer } from './customer-import.ts';

describe('customer import rows', () => {
  it('reads the export headers and the opening balance columns in any order and case', () => {
    const h = readCustomerHeader(['last name', 'First Name', 'Opening balance', 'Due date', 'Color']);
    expect(h.columns).toEqual(['lastName', 'firstName', 'openingBalance', 'openingDueDate', null]);
    expect(h.unknown).toEqual(['Color']);
    expect(customerRowsToRecords(h.columns, [[' Reyes ', 'Maria']])).toEqual([
      { lastName: 'Reyes', firstName: 'Maria', openingBalance: '', openingDueDate: '' },
    ]);
  });

  it('turns a row into the customer and its opening balance', () => {
    const out = recordToCustomer(
      {
        lastName: 'Reyes',
        creditLimit: '₱5,000',
        harvestMonth: 'March',
        openingBalance: '1,200.5',
        openingDate: '2026-01-10',
      },
      2,
      '2026-02-01',
    );
    expect(out).toMatchObject({
      ok: {
        row: 2,
        customer: { kind: 'individual', lastName: 'Reyes', creditLimitCentavos: 500_000, harvestMonth: 3 },
        opening: { amountCentavos: 120_050, asOf: '2026-01-10', dueDate: '2026-01-10' },
      },
    });
  });

  it('names the row and the column of every problem', () => {
    const out = recordToCustomer(
      { kind: 'Shop', phone: '123', openingBalance: 'lots', openingDate: '2027-01-01' },
      7,
      '2026-02-01',
    );
    expect('problems' in out && out.problems.map((p) => [p.row, p.field])).toEqual([
      [7, 'Kind'],
      [7, 'Phone'],
      [7, 'Last name'],
      [7, 'Opening balance'],
      [7, 'Opening balance date'],
    ]);
  });
});
