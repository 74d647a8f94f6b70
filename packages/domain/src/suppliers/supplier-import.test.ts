import { describe, expect, it } from 'vitest';
import {
  readSupplierHeader,
  recordToSupplier,
  supplierRowsToRecords,
  suppliersToRows,
} from './supplier-import.ts';
import { supplierAgeing, supplierAgeingBucket, supplierInputSchema } from './supplier-schemas.ts';

describe('supplier records', () => {
  it("normalizes phone and TIN like customers, and refuses a bad phone in the person's words", () => {
    const s = supplierInputSchema.parse({
      name: ' Batangas Feeds ',
      phone: '0917-123-4567',
      tin: '123-456-789-000',
    });
    expect(s.name).toBe('Batangas Feeds');
    expect(s.tin).toBe('123456789000');
    expect(s.paymentTermsDays).toBe(30);
    const bad = supplierInputSchema.safeParse({ name: 'X', phone: '12' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['phone']);
  });
  it('refuses a withholding code not in the list', () => {
    expect(supplierInputSchema.safeParse({ name: 'X', withholdingAtc: 'WC999' }).success).toBe(false);
    expect(supplierInputSchema.parse({ name: 'X', withholdingAtc: 'WC158' }).withholdingAtc).toBe('WC158');
  });
});

describe('supplier ageing', () => {
  it('buckets by days past the due date', () => {
    expect(supplierAgeingBucket('2026-05-10', '2026-05-10')).toBe('current');
    expect(supplierAgeingBucket('2026-05-10', '2026-05-11')).toBe('d1_30');
    expect(supplierAgeingBucket('2026-05-10', '2026-06-09')).toBe('d1_30');
    expect(supplierAgeingBucket('2026-05-10', '2026-06-10')).toBe('d31_60');
    expect(supplierAgeingBucket('2026-05-10', '2026-08-08')).toBe('d61_90');
    expect(supplierAgeingBucket('2026-05-10', '2026-08-09')).toBe('d90plus');
  });
  it('sums open amounts, a debit memo reducing its bucket', () => {
    const a = supplierAgeing(
      [
        { dueDate: '2026-06-30', openCentavos: 10_000 },
        { dueDate: '2026-05-01', openCentavos: 5_000 },
        { dueDate: '2026-05-01', openCentavos: -1_000 },
      ],
      '2026-06-01',
    );
    expect(a).toEqual({ current: 10_000, d1_30: 0, d31_60: 4_000, d61_90: 0, d90plus: 0, total: 14_000 });
  });
});

describe('supplier import', () => {
  it('reads the export back: header, rows and fields', () => {
    const rows = suppliersToRows([
      {
        id: '0190a0a0-0000-7000-8000-000000000001',
        supplierNo: 'S-0001',
        name: 'Lipa Feed Mill',
        contactPerson: 'Ana Reyes',
        phone: '+639171234567',
        email: 'ap@lipafeeds.ph',
        address: 'Lipa City',
        tin: '123456789000',
        vatRegistered: false,
        paymentTermsDays: 45,
        withholdingAtc: 'WC158',
        payeeType: 'corporate',
        notes: null,
        isActive: true,
        balanceCentavos: 12_345,
        productCount: 0,
        createdAt: '',
        updatedAt: '',
      },
    ]);
    const h = readSupplierHeader(rows[0]!.map(String));
    expect(h.unknown).toEqual([]);
    const [rec] = supplierRowsToRecords(
      h.columns,
      rows.slice(1).map((r) => r.map((c) => (c == null ? '' : String(c)))),
    );
    const out = recordToSupplier(rec!, 2);
    expect('ok' in out && out.ok.supplier).toMatchObject({
      name: 'Lipa Feed Mill',
      vatRegistered: false,
      paymentTermsDays: 45,
      withholdingAtc: 'WC158',
    });
  });
  it('lists every problem of a row by its column', () => {
    const out = recordToSupplier(
      { name: '', phone: 'abc', vatRegistered: 'maybe', paymentTermsDays: 'x' },
      3,
    );
    expect('problems' in out && out.problems.map((p) => p.field).sort()).toEqual(
      ['Name', 'Phone', 'Terms (days)', 'VAT-registered'].sort(),
    );
  });
});
