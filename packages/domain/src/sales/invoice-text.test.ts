import { describe, expect, it } from 'vitest';
import { JOURNAL_WIDTH } from './document-layout.ts';
import { makeSale } from './invoice.fixture.ts';
import { invoiceLayout } from './invoice.ts';
import { invoiceDocument, invoiceText } from './invoice-text.ts';

describe('invoiceDocument: the invoice as the e-journal keeps it', () => {
  const text = invoiceText(invoiceLayout(makeSale()));

  it('keeps every block of the printed invoice, in its order', () => {
    const order = [
      'Bukid Agri-Vet Supply',
      'Bukid Farm Center',
      'VAT Reg. TIN 123-456-789-00000',
      'SALES INVOICE',
      'No. 00000042',
      'Terminal POS-1 · Main store',
      'Cashier Andrea Santos',
      'Sold to: Lola Remedios Reyes',
      'Total sales',
      'TOTAL AMOUNT DUE',
      'VATable sales',
      'V VATable · E VAT-exempt · Z zero-rated',
      'SENIOR CITIZEN',
      'OSCA/PWD ID No. OSCA-2211',
      'GCash',
      'Change',
      'Thank you!',
      'Issued by a VAT-registered seller.',
    ];
    let at = -1;
    for (const part of order) {
      const found = text.indexOf(part, at + 1);
      expect(found, part).toBeGreaterThan(at);
      at = found;
    }
  });

  it('puts the amounts flush right, with the tax letter after an item', () => {
    const lines = text.split('\n');
    expect(lines.find((l) => l.startsWith('TOTAL AMOUNT DUE'))).toMatch(/₱1,902\.50$/);
    expect(lines.find((l) => l.startsWith('VAT (12%)'))).toMatch(/₱193\.66$/);
    expect(lines.some((l) => / V$/.test(l))).toBe(true);
    expect(lines.some((l) => / E$/.test(l))).toBe(true);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(JOURNAL_WIDTH);
  });

  it('keeps the line notes, the tenders and blank buyer lines', () => {
    expect(text).toContain('Less promo');
    expect(text).toContain('Address: ____');
    expect(text).toContain('Cash received');
  });

  it('marks a reprint and a voided invoice', () => {
    const reprint = invoiceText(invoiceLayout(makeSale(), '2025-03-15T01:00:00.000Z'));
    expect(reprint).toMatch(/^\s+REPRINT$/m);
    expect(reprint).toContain('Reprinted Mar 15, 2025');
    expect(text).not.toContain('REPRINT');
    const voided = invoiceDocument(invoiceLayout(makeSale({ status: 'voided' })));
    expect(voided.blocks).toContainEqual({ kind: 'title', text: 'VOIDED' });
  });

  it("prints a non-VAT seller's notice and no legend", () => {
    const t = invoiceText(
      invoiceLayout(
        makeSale({ vatRegistered: false, statutory: null, nonVatSalesCentavos: 199_500 as never }),
      ),
    );
    expect(t).toMatch(/NOT VALID FOR CLAIM OF\s+INPUT TAX\./);
    expect(t).toContain('Non-VAT sales');
    expect(t).not.toContain('V VATable');
  });
});
