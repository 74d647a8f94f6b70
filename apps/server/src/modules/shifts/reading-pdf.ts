import { type Reading, readingLayout } from '@fbms/domain';
import { documentPdf } from '../sales/document-pdf.service.ts';

/** A reading as a PDF: its stored figures through `readingLayout`, as on the screen and the roll. */
export function readingPdf(r: Reading, reprintedAt: string | null = null): Promise<Buffer> {
  return documentPdf(
    readingLayout(r.figures, { reprintedAt }),
    `${r.kind.toUpperCase()}-reading ${r.number}`,
  );
}

/** "Z-Counter-1-00000012.pdf": the kind, the terminal and the number, safe as a file name. */
export const readingFileName = (r: Pick<Reading, 'kind' | 'terminalName' | 'readingNo'>) =>
  `${r.kind.toUpperCase()}-${r.terminalName.replace(/[^\w.-]+/g, '-')}-${String(r.readingNo).padStart(8, '0')}.pdf`;
