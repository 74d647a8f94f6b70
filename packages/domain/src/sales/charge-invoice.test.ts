import { describe, expect, it } from 'vitest';
import { makeSale } from './invoice.fixture.ts';
import { invoiceLayout } from './invoice.ts';
import { invoiceText } from './invoice-text.ts';
import { completeSaleSchema, isCustomerTender, settleTenders } from './sale-schemas.ts';

const sale = {
  id: '0190f0f0-0000-7000-8000-000000000001',
  lines: [{ productId: '0190f0f0-0000-7000-8000-000000000002', qtyMilli: 1000, unitPriceCentavos: 100 }],
  payments: [{ method: 'charge', amountCentavos: 100 }],
  totalCentavos: 100,
};

describe('a sale to a customer (issue 23)', () => {
  it('names its customer by id, or none', () => {
    expect(completeSaleSchema.parse(sale).customerId).toBeNull();
    const id = '0190f0f0-0000-7000-8000-000000000003';
    expect(completeSaleSchema.parse({ ...sale, customerId: id }).customerId).toBe(id);
    expect(completeSaleSchema.safeParse({ ...sale, customerId: 'nobody' }).success).toBe(false);
  });

  it('charge and points need a customer; a charge never gives change nor pays more than is due', () => {
    expect(isCustomerTender('charge')).toBe(true);
    expect(isCustomerTender('points')).toBe(true);
    expect(isCustomerTender('cash')).toBe(false);
    expect(settleTenders(100, [{ method: 'charge', amountCentavos: 150 }]).ok).toBe(false);
    expect(
      settleTenders(100, [
        { method: 'charge', amountCentavos: 60 },
        { method: 'cash', amountCentavos: 100 },
      ]),
    ).toMatchObject({ ok: true, changeCentavos: 60 });
  });

  it('prints CHARGE INVOICE with the due date, and the points earned and balance', () => {
    const charged = makeSale({
      payments: [
        {
          method: 'charge',
          amountCentavos: 100 as never,
          tenderedCentavos: 100 as never,
          reference: null,
          details: null,
        },
      ],
      customerName: 'Mang Tonyo',
      dueDate: '2026-12-31',
      loyalty: { earned: 12, redeemed: 0, balance: 140 },
    });
    const layout = invoiceLayout(charged);
    expect(layout.title).toBe('CHARGE INVOICE');
    expect(layout.buyer).toContainEqual({ label: 'Due date:', value: '2026-12-31' });
    const text = invoiceText(layout);
    expect(text).toContain('CHARGE INVOICE');
    expect(text).toContain('Points earned: 12');
    expect(text).toContain('Points balance: 140');
    // A cash sale stays a SALES INVOICE without a due date, even with one recorded.
    const cash = invoiceLayout(makeSale({ dueDate: '2026-12-31' }));
    expect(cash.title).toBe('SALES INVOICE');
    expect(cash.buyer.map((b) => b.label)).not.toContain('Due date:');
  });
});
