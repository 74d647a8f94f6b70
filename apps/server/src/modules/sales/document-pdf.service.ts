import type { DocumentBlock, DocumentLayout } from '@fbms/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from './invoice-pdf.ts';

/** One block of a DocumentLayout as pdfmake content. */
function blockContent(b: DocumentBlock): Content {
  switch (b.kind) {
    case 'title':
      return { text: b.text, bold: true, fontSize: 14, alignment: 'center', margin: [0, 6, 0, 4] };
    case 'center':
      return { text: b.text, alignment: 'center' };
    case 'text':
      return { text: b.text };
    case 'heading':
      return { text: b.text, bold: true, margin: [0, 6, 0, 2] };
    case 'rule':
      return {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 0.6 }],
        margin: [0, 4, 0, 4],
      };
    case 'row':
      return {
        columns: [
          { text: b.label, bold: b.strong ?? false, width: '*' },
          { text: b.value, bold: b.strong ?? false, alignment: 'right', width: 'auto' },
        ],
      };
  }
}

/**
 * A POS document other than the invoice (X and Z readings, void and return slips, cash slips) as a
 * pdfmake document: one column on A4, block by block as the screen and the roll print it. Pure, so a
 * test can read every text it will draw.
 */
export function documentDocDefinition(layout: DocumentLayout, title: string): TDocumentDefinitions {
  const content: Content[] = layout.blocks.map(blockContent);
  return {
    pageSize: 'A4',
    pageMargins: [56, 40, 56, 40],
    info: { title, creator: 'FBMS', producer: 'FBMS' },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.1 },
    content,
  };
}

/** The document as a PDF file (the same layout the screen, the printed copy and the e-journal use). */
export function documentPdf(layout: DocumentLayout, title: string): Promise<Buffer> {
  return pdfmake().createPdf(documentDocDefinition(layout, title)).getBuffer();
}
