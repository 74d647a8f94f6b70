import { toCentavos as c, formatPeso, invoiceLayout } from '@fbms/domain';
import { makeSale } from '@fbms/domain/sales/invoice.fixture';
import { describe, expect, it } from 'vitest';
import { invoiceDocDefinition, invoiceFileName, invoicePdf } from './invoice-pdf.ts';

/** Every string a pdfmake definition will draw, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if ('text' in o) return texts(o.text);
    if ('stack' in o) return texts(o.stack);
    if ('table' in o) return texts((o.table as { body: unknown }).body);
  }
  return [];
}

describe('Invoice PDF', () => {
  it('draws every block of the shared invoice layout', () => {
    const layout = invoiceLayout(makeSale(), '2025-03-15T01:00:00.000Z');
    const drawn = texts(invoiceDocDefinition(layout).content).join('\n');
    const expected = [
      'Bukid Agri-Vet Supply',
      'VAT Reg. TIN 123-456-789-00000',
      'SALES INVOICE',
      'REPRINT',
      layout.reprint!,
      'No. 00000042',
      'Terminal POS-1 · Main store',
      'MIN 25031412345678 · S/N SN-99881',
      'Cashier Andrea Santos',
      'Sold to: Lola Remedios Reyes',
      'Address: ____',
      ...layout.items.flatMap((i) => [i.name, i.qty, formatPeso(i.amountCentavos), i.mark, ...i.notes]),
      ...[...layout.totals, ...layout.taxRows, ...layout.payments].flatMap((r) => [
        r.label,
        formatPeso(r.amountCentavos),
        ...(r.notes ?? []),
      ]),
      'TOTAL AMOUNT DUE',
      '₱1,902.50',
      'OSCA/PWD ID No. OSCA-2211',
      'Signature: ____',
      'Ref. GC-778899',
      'Thank you!',
    ];
    for (const text of expected) expect(drawn).toContain(text);
  });

  it('says a non-VAT seller’s invoice is not valid for input tax', () => {
    const layout = invoiceLayout(makeSale({ vatRegistered: false, nonVatSalesCentavos: c(190_250) }));
    const drawn = texts(invoiceDocDefinition(layout).content).join('\n');
    expect(drawn).toContain('Non-VAT Reg. TIN');
    expect(drawn).toContain('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX.');
    expect(drawn).not.toContain('VATable sales');
  });

  it('renders a one-page A4 PDF with the peso sign’s font embedded', async () => {
    const pdf = await invoicePdf(makeSale());
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
  });

  it("puts the store's logo at the head when it is a PNG or JPEG; a WebP one is left out", async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const layout = invoiceLayout(makeSale());
    const head = invoiceDocDefinition(layout, { bytes: png, type: 'image/png' }).content as unknown[];
    expect(head[0]).toMatchObject({ image: `data:image/png;base64,${png.toString('base64')}` });
    const withLogo = (await invoicePdf(makeSale(), { bytes: png, type: 'image/png' })).toString('latin1');
    expect(withLogo).toMatch(/\/Subtype \/Image/);
    const webp = { bytes: Buffer.from('RIFF\0\0\0\0WEBPVP8 '), type: 'image/webp' };
    expect(JSON.stringify(invoiceDocDefinition(layout, webp).content)).not.toContain('"image"');
    expect((await invoicePdf(makeSale())).toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('names the file by terminal and number, safe for any mail client', () => {
    expect(invoiceFileName({ terminalName: 'Front POS/1', invoiceNumber: '00000042' })).toBe(
      'SI-Front-POS-1-00000042.pdf',
    );
  });
});
