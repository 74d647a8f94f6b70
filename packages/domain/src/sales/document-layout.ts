import { z } from 'zod';

/**
 * A printed POS document other than the sales invoice (X and Z readings, void and return slips, cash
 * slips, shift open and close) as blocks, for every renderer: the screen and the 58/80 mm or A4 print
 * (web), the PDF (server) and the plain text kept in the e-journal (`documentText`). The invoice has its
 * own richer layout (invoice.ts); its e-journal text is drawn through the same `documentText`.
 */
export type DocumentBlock =
  /** Centered and bold: the document's name ("Z-READING", "VOID"). */
  | { kind: 'title'; text: string }
  /** Centered: the seller's name, address, TIN; "REPRINT". */
  | { kind: 'center'; text: string }
  | { kind: 'text'; text: string }
  /** A section's heading, bold. */
  | { kind: 'heading'; text: string }
  /** A label on the left, its value on the right (amounts already formatted). */
  | { kind: 'row'; label: string; value: string; strong?: boolean }
  | { kind: 'rule' };

export interface DocumentLayout {
  blocks: DocumentBlock[];
}

/** Characters per line of the e-journal's text: a 58 mm roll prints 32, an 80 mm roll 42 to 48. */
export const JOURNAL_WIDTH = 42;

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      if (line && line.length + 1 + word.length > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
      while (line.length > width) {
        out.push(line.slice(0, width));
        line = line.slice(width);
      }
    }
    out.push(line);
  }
  return out;
}

const center = (text: string, width: number) =>
  wrap(text, width).map((l) => `${' '.repeat(Math.floor((width - l.length) / 2))}${l}`.trimEnd());

/** The document as a thermal printer prints it: fixed-width lines, amounts flush right. */
export function documentText(layout: DocumentLayout, width = JOURNAL_WIDTH): string {
  const lines: string[] = [];
  for (const b of layout.blocks) {
    switch (b.kind) {
      case 'title':
      case 'center':
        lines.push(...center(b.text, width));
        break;
      case 'text':
        lines.push(...wrap(b.text, width));
        break;
      case 'heading':
        lines.push(...wrap(b.text.toUpperCase(), width));
        break;
      case 'rule':
        lines.push('-'.repeat(width));
        break;
      case 'row': {
        const room = width - b.value.length - 1;
        if (b.label.length <= room)
          lines.push(`${b.label}${' '.repeat(width - b.label.length - b.value.length)}${b.value}`);
        else {
          lines.push(...wrap(b.label, width));
          lines.push(b.value.padStart(width));
        }
        break;
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A printed POS document's blocks as JSON in an answer (the `DocumentLayout` above). */
export const documentLayoutSchema = z
  .object({
    blocks: z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('title'), text: z.string() }),
        z.object({ kind: z.literal('center'), text: z.string() }),
        z.object({ kind: z.literal('text'), text: z.string() }),
        z.object({ kind: z.literal('heading'), text: z.string() }),
        z.object({
          kind: z.literal('row'),
          label: z.string(),
          value: z.string(),
          strong: z.boolean().optional(),
        }),
        z.object({ kind: z.literal('rule') }),
      ]),
    ),
  })
  .meta({ id: 'DocumentLayout' });
