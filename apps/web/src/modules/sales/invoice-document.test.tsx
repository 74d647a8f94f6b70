import { toCentavos as c } from '@fbms/domain';
import { makeSale } from '@fbms/domain/sales/invoice.fixture';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format.ts';
import { InvoiceDocument, PrintInvoice } from './invoice-document.tsx';

/** Whether a printed line (a paragraph, whatever spans it holds) reads exactly `text`. */
const hasLine = (doc: HTMLElement, text: string) =>
  Array.from(doc.querySelectorAll('p')).some((p) => p.textContent === text);

/** The amount cell in the same row as a label. */
const amountOf = (doc: HTMLElement, label: string) =>
  within(doc).getByText(label).closest('tr')?.querySelector('td')?.textContent;

describe('Sales invoice document', () => {
  it('prints the BIR blocks, the lines with their details, totals, VAT breakdown and tenders', () => {
    render(<InvoiceDocument sale={makeSale()} paper="80mm" />);
    const doc = screen.getByTestId('invoice-document');
    expect(doc.dataset.paper).toBe('80mm');
    const q = within(doc);

    expect(q.getByText('SALES INVOICE')).toBeTruthy();
    expect(q.getByText('Bukid Agri-Vet Supply')).toBeTruthy();
    expect(hasLine(doc, 'VAT Reg. TIN 123-456-789-00000')).toBe(true);
    expect(q.getByText('No. 00000042')).toBeTruthy();
    expect(q.getByText(formatDateTime('2025-03-14T02:30:00.000Z'))).toBeTruthy();
    expect(hasLine(doc, 'MIN 25031412345678 · S/N SN-99881')).toBe(true);
    expect(hasLine(doc, 'PTU No. FP032025-001 · 2025-03-01')).toBe(true);
    expect(hasLine(doc, 'Terminal POS-1 · Main store')).toBe(true);
    expect(q.getByText('Cashier Andrea Santos')).toBeTruthy();
    expect(q.queryByText('REPRINT')).toBeNull();

    // Buyer lines are printed even when blank.
    expect(q.getByText('Sold to: Lola Remedios Reyes')).toBeTruthy();
    expect(q.getByText(/^Address: _+$/)).toBeTruthy();
    expect(q.getByText(/^TIN: _+$/)).toBeTruthy();

    // Lines: quantity in the selling unit @ unit price, amount, tax mark; details underneath.
    const urea = q.getByText('2.5 kg @ ₱38.00').closest('tr')!;
    expect(urea.textContent).toContain('₱95.00');
    expect(urea.lastElementChild?.textContent).toBe('E');
    const feed = q.getByText('1 sack @ ₱1,450.00').closest('tr')!;
    expect(feed.lastElementChild?.textContent).toBe('V');
    expect(q.getByText('Lot L-B exp 2098-01-31')).toBeTruthy();
    expect(q.getByText('Reg. No. VR-1234')).toBeTruthy();
    expect(q.getByText('Rx: Dr. Ana Cruz PRC 0012345 Rx No. RX-889')).toBeTruthy();
    expect(q.getByText('Less promo −₱20.00')).toBeTruthy();

    // Discounts by type, then the total.
    expect(amountOf(doc, 'Total sales')).toBe('₱1,995.00');
    expect(amountOf(doc, 'Less: Promo discount')).toBe('₱20.00');
    expect(amountOf(doc, 'Less: 5% BNPC discount')).toBe('₱72.50');
    expect(q.queryByText('Less: SC/PWD 20% discount')).toBeNull();
    expect(amountOf(doc, 'TOTAL AMOUNT DUE')).toBe('₱1,902.50');

    // The four VAT lines, zero included.
    expect(amountOf(doc, 'VATable sales')).toBe('₱1,613.84');
    expect(amountOf(doc, 'VAT (12%)')).toBe('₱193.66');
    expect(amountOf(doc, 'VAT-exempt sales')).toBe('₱95.00');
    expect(amountOf(doc, 'Zero-rated sales')).toBe('₱0.00');
    expect(q.queryByText('Non-VAT sales')).toBeNull();
    expect(q.queryByText(/NOT VALID FOR CLAIM OF INPUT TAX/)).toBeNull();

    // The beneficiary of the statutory discount signs.
    expect(q.getByText('Senior citizen')).toBeTruthy();
    expect(q.getByText('OSCA/PWD ID No. OSCA-2211')).toBeTruthy();
    expect(q.getByText(/^Signature: _+$/)).toBeTruthy();

    // Tenders and change.
    expect(amountOf(doc, 'GCash')).toBe('₱500.00');
    expect(q.getByText('Ref. GC-778899')).toBeTruthy();
    expect(amountOf(doc, 'Cash')).toBe('₱1,402.50');
    expect(amountOf(doc, 'Cash received')).toBe('₱1,500.00');
    expect(amountOf(doc, 'Change')).toBe('₱97.50');
    expect(q.getByText('Thank you!')).toBeTruthy();
  });

  it('marks a reprint with its date and time', () => {
    render(<InvoiceDocument sale={makeSale()} paper="58mm" reprintedAt="2025-03-15T01:00:00.000Z" />);
    const doc = screen.getByTestId('invoice-document');
    expect(doc.dataset.paper).toBe('58mm');
    expect(within(doc).getByText('REPRINT')).toBeTruthy();
    expect(within(doc).getByText(`Reprinted ${formatDateTime('2025-03-15T01:00:00.000Z')}`)).toBeTruthy();
  });

  it('prints card and check details', () => {
    const sale = makeSale({
      payments: [
        {
          method: 'card',
          amountCentavos: c(100_000),
          tenderedCentavos: c(100_000),
          reference: null,
          details: { cardLast4: '4242', approvalCode: 'A1' },
        },
        {
          method: 'check',
          amountCentavos: c(90_250),
          tenderedCentavos: c(90_250),
          reference: null,
          details: { bank: 'BPI', checkNumber: '000123', checkDate: '2025-03-20' },
        },
      ],
      changeCentavos: c(0),
    });
    render(<InvoiceDocument sale={sale} paper="a4" />);
    const q = within(screen.getByTestId('invoice-document'));
    expect(q.getByText('Card •••• 4242 · Appr. A1')).toBeTruthy();
    expect(q.getByText('Check BPI #000123 2025-03-20')).toBeTruthy();
    expect(q.queryByText('Cash received')).toBeNull();
    expect(amountOf(screen.getByTestId('invoice-document'), 'Change')).toBe('₱0.00');
  });

  it('prints a non-VAT invoice with its statement and no VAT lines, also in the dark theme', () => {
    const vat = makeSale();
    const sale = makeSale({
      vatRegistered: false,
      seller: { ...vat.seller, tin: '123456789000', vatRegistered: false },
      statutory: null,
      customerName: null,
      vatableSalesCentavos: c(0),
      vatCentavos: c(0),
      vatExemptSalesCentavos: c(0),
      nonVatSalesCentavos: c(190_250),
      lines: vat.lines.map((l) => ({ ...l, taxClass: 'non_vat' as const })),
    });
    render(
      <MantineProvider forceColorScheme="dark">
        <InvoiceDocument sale={sale} paper="80mm" />
      </MantineProvider>,
    );
    const doc = screen.getByTestId('invoice-document');
    const q = within(doc);
    expect(hasLine(doc, 'Non-VAT Reg. TIN 123-456-789-000')).toBe(true);
    expect(amountOf(doc, 'Non-VAT sales')).toBe('₱1,902.50');
    expect(q.getByText('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX.')).toBeTruthy();
    expect(q.queryByText('VAT (12%)')).toBeNull();
    expect(q.queryByText('VATable sales')).toBeNull();
    expect(q.getByText(/^Sold to: _+$/)).toBeTruthy();
    expect(q.queryByText('Senior citizen')).toBeNull();
    // No tax letters after the amounts on a non-VAT invoice.
    expect(q.getByText('2.5 kg @ ₱38.00').closest('tr')!.lastElementChild?.textContent).toBe('');
  });

  it('puts the print copy outside the app, with the @page size of the paper', () => {
    const { container } = render(<PrintInvoice sale={makeSale()} paper="58mm" reprintedAt={null} />);
    expect(container.querySelector('[data-testid="invoice-document"]')).toBeNull();
    const print = screen.getByTestId('invoice-print');
    expect(print.parentElement).toBe(document.body);
    expect(within(print).getByTestId('invoice-document').dataset.paper).toBe('58mm');
    const css = print.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@page { size: 58mm auto; margin: 0 }');
    expect(within(print).queryByText('REPRINT')).toBeNull();
  });

  it('sizes an A4 print copy with margins', () => {
    render(<PrintInvoice sale={makeSale()} paper="a4" reprintedAt="2025-03-15T01:00:00.000Z" />);
    const print = screen.getByTestId('invoice-print');
    expect(print.querySelector('style')?.textContent).toContain('@page { size: A4; margin: 12mm }');
    expect(within(print).getByText('REPRINT')).toBeTruthy();
  });

  it("prints the store's logo above the seller's name when the store has one", () => {
    const first = render(
      <PrintInvoice sale={makeSale()} paper="80mm" reprintedAt={null} logoSrc="/api/settings/system/logo" />,
    );
    const seller = screen.getByTestId('invoice-print').querySelector('header')!;
    expect(seller.firstElementChild?.tagName).toBe('IMG');
    expect(seller.firstElementChild?.getAttribute('src')).toBe('/api/settings/system/logo');
    first.unmount();
    render(<PrintInvoice sale={makeSale()} paper="80mm" reprintedAt={null} />);
    expect(screen.getByTestId('invoice-print').querySelector('header img')).toBeNull();
  });
});
