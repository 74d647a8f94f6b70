import { describe, expect, it } from 'vitest';
import { documentText } from './document-layout.ts';
import { returnSlipLayout, voidSlipLayout } from './sale-document-layouts.ts';

const header = {
  storeName: 'Bukid Agri-Vet Supply',
  address: 'Rizal St., Lipa City',
  tin: '123-456-789-000',
  vatRegistered: true,
  terminalName: 'POS-1',
  min: '2503141234',
  serialNumber: null,
  ptuNumber: null,
};
const taxes = {
  vatableSalesCentavos: 129_464,
  vatCentavos: 15_536,
  vatExemptSalesCentavos: 0,
  zeroRatedSalesCentavos: 0,
  nonVatSalesCentavos: 0,
};
const invoice = { invoice: 'POS-1 00000042', invoiceDate: '2025-03-14T02:30:00.000Z' };

describe('void and return slips', () => {
  it('a VOID slip names its number, the invoice, the reason, both people and the input-tax notice', () => {
    const text = documentText(
      voidSlipLayout({
        header,
        voidNumber: 'VOID 00000003',
        businessDate: '2025-03-14',
        at: '2025-03-14T03:00:00.000Z',
        invoice,
        reason: 'Wrong item',
        totalCentavos: 145_000,
        ...taxes,
        voidedBy: 'Andrea Santos',
        approvedBy: 'Marco Reyes',
      }),
    );
    for (const part of [
      'VOID 00000003',
      'Invoice voided              POS-1 00000042',
      'Reason: Wrong item',
      'Amount voided                    ₱1,450.00',
      'Approved by                    Marco Reyes',
      'VAT amount                         ₱155.36',
    ])
      expect(text).toContain(part);
    expect(text.replace(/\s+/g, ' ')).toContain('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX');
    expect(text).not.toContain('VAT-exempt');
  });

  it('a RETURN slip lists the lines, the discounts taken back and the refund method', () => {
    const text = documentText(
      returnSlipLayout({
        header,
        returnNumber: 'RETURN 00000001',
        businessDate: '2025-03-16',
        at: '2025-03-16T03:00:00.000Z',
        invoice,
        reason: 'Torn sack',
        refundMethod: 'gcash',
        lines: [
          {
            productName: 'Hog Grower',
            unitCode: 'sack',
            qtyMilli: 1000,
            condition: 'damaged',
            netCentavos: 145_000,
          },
        ],
        grossCentavos: 150_000,
        promoCentavos: 5000,
        bnpcCentavos: 0,
        scPwdCentavos: 0,
        vatRemovedCentavos: 0,
        ...taxes,
        totalCentavos: 145_000,
        returnedBy: 'Andrea Santos',
        approvedBy: null,
      }),
    );
    expect(text).toContain('  1 sack (damaged)');
    expect(text).toContain('Less promo');
    expect(text).toContain('Refund (GCash)');
    expect(text).not.toContain('Approved by');
  });
});
