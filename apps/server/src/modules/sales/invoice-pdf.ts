import {
  formatPeso,
  INVOICE_BLANK,
  type InvoiceField,
  type InvoiceLayout,
  type InvoiceRow,
  type InvoiceSale,
  invoiceLayout,
} from '@fbms/domain';
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

// The loader moved to the platform (shared by every module's PDFs); re-exported for this module's files.
import { pdfmake } from '../../platform/pdfmake.ts';

export { pdfmake };

/** No grid, tight rows; with `ruled`, a rule under the header row and one under the last row. */
const plain = (ruled = false): CustomTableLayout => ({
  hLineWidth: (i, node) => (ruled && (i === 1 || i === node.table.body.length) ? 0.6 : 0),
  vLineWidth: () => 0,
  paddingTop: () => 1,
  paddingBottom: () => 1,
});

const field = (f: InvoiceField): string => `${f.label} ${f.value ?? INVOICE_BLANK}`;
const small = (text: string): Content => ({ text, fontSize: 8 });

/** Label and amount rows; notes (a payment's reference) in small print under their row. */
function rows(list: InvoiceRow[]): Content {
  const body: TableCell[][] = [];
  for (const r of list) {
    body.push([
      { text: r.label, bold: r.strong ?? false },
      { text: formatPeso(r.amountCentavos), alignment: 'right', bold: r.strong ?? false },
    ]);
    if (r.notes) body.push([{ text: r.notes.join('\n'), fontSize: 8, colSpan: 2 }, {}]);
  }
  return { table: { widths: ['*', 'auto'], body }, layout: plain(), margin: [0, 4, 0, 4] };
}

/** The store's logo as kept in its settings. */
export interface StoreLogo {
  bytes: Buffer;
  type: string;
}

/** The logo at the head of the invoice: PNG and JPEG only, the two image kinds a PDF holds. */
function logoBlock(logo: StoreLogo | null): Content[] {
  if (!logo || !['image/png', 'image/jpeg'].includes(logo.type)) return [];
  return [
    {
      image: `data:${logo.type};base64,${logo.bytes.toString('base64')}`,
      fit: [160, 64],
      alignment: 'center',
      margin: [0, 0, 0, 6],
    },
  ];
}

/**
 * The invoice of one layout as a pdfmake document: one column, A4, the blocks in the order the printed
 * invoice has them, under the store's logo when there is one. Pure, so a test can read every text it
 * will draw.
 */
export function invoiceDocDefinition(
  doc: InvoiceLayout,
  logo: StoreLogo | null = null,
): TDocumentDefinitions {
  const items: TableCell[][] = [
    [{ text: 'Item', bold: true }, { text: 'Amount', bold: true, alignment: 'right' }, { text: '' }],
  ];
  for (const item of doc.items) {
    items.push([{ text: item.name, colSpan: 3 }, {}, {}]);
    items.push([
      { text: item.qty, margin: [8, 0, 0, 0] },
      { text: formatPeso(item.amountCentavos), alignment: 'right' },
      { text: item.mark },
    ]);
    if (item.notes.length > 0)
      items.push([{ text: item.notes.join('\n'), fontSize: 8, colSpan: 3, margin: [8, 0, 0, 0] }, {}, {}]);
  }
  const s = doc.seller;
  const content: Content[] = [
    ...logoBlock(logo),
    {
      stack: [
        ...(s.name ? [{ text: s.name, bold: true, fontSize: 13 }] : []),
        ...[s.businessStyle, s.address, field(s.tin), s.phone].filter((x): x is string => !!x),
      ],
      alignment: 'center',
    },
    { text: doc.title, bold: true, fontSize: 14, alignment: 'center', margin: [0, 8, 0, 4] },
    ...(doc.reprint
      ? [
          {
            text: ['REPRINT\n', { text: doc.reprint, bold: false, fontSize: 9 }],
            bold: true,
            alignment: 'center' as const,
          },
        ]
      : []),
    ...(doc.voided ? [{ text: 'VOIDED', bold: true, alignment: 'center' as const }] : []),
    {
      stack: [
        { text: doc.number, bold: true },
        doc.issuedAt,
        ...doc.posLines.map((parts) => parts.join(' · ')),
        doc.cashier,
      ],
      margin: [0, 6, 0, 0],
    },
    { stack: doc.buyer.map(field), margin: [0, 6, 0, 6] },
    {
      table: { headerRows: 1, widths: ['*', 'auto', 10], body: items },
      layout: plain(true),
    },
    rows(doc.totals),
    rows(doc.taxRows),
    ...doc.statements.map((text): Content => ({ text, bold: true, alignment: 'center' })),
    ...(doc.legend ? [small(doc.legend)] : []),
    ...(doc.beneficiary
      ? [
          {
            stack: [
              { text: doc.beneficiary.heading, bold: true },
              ...doc.beneficiary.lines,
              {
                text: `Signature: ${INVOICE_BLANK}`,
                margin: [0, 8, 0, 0] as [number, number, number, number],
              },
            ],
            margin: [0, 6, 0, 0] as [number, number, number, number],
          },
        ]
      : []),
    rows(doc.payments),
    { text: doc.footer.thanks, bold: true, alignment: 'center', margin: [0, 8, 0, 0] },
    { text: doc.footer.seller, fontSize: 8, alignment: 'center' },
  ];
  return {
    pageSize: 'A4',
    pageMargins: [56, 40, 56, 40],
    info: { title: `${doc.title} ${doc.number}`, creator: 'FBMS', producer: 'FBMS' },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.1 },
    content,
  };
}

/** The sale's invoice as a PDF file (the same layout the screen and the printed copy use). */
export function invoicePdf(sale: InvoiceSale, logo: StoreLogo | null = null): Promise<Buffer> {
  return pdfmake()
    .createPdf(invoiceDocDefinition(invoiceLayout(sale), logo))
    .getBuffer();
}

/** "SI-POS-1-00000042.pdf": the terminal and the number, safe as a file name. */
export const invoiceFileName = (sale: Pick<InvoiceSale, 'terminalName' | 'invoiceNumber'>) =>
  `SI-${sale.terminalName.replace(/[^\w.-]+/g, '-')}-${sale.invoiceNumber}.pdf`;
