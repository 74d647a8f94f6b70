import { documentText, readingLayout } from '@fbms/domain';
import { zFigures } from '@fbms/domain/shifts/reading-figures.fixture';
import { describe, expect, it } from 'vitest';
import { documentDocDefinition } from '../sales/document-pdf.service.ts';
import { readingFileName } from './reading-pdf.ts';

/** The PDF draws the same blocks as the screen and the e-journal: every text of the layout, in order. */
describe('reading PDF', () => {
  it('draws every text of the reading layout, in the layout order', () => {
    const layout = readingLayout(zFigures, { reprintedAt: '2026-11-26T01:00:00.000Z' });
    const def = documentDocDefinition(layout, 'Z-reading Z 00000012');
    const texts = JSON.stringify(def.content);
    let at = 0;
    for (const b of layout.blocks) {
      if (b.kind === 'rule') continue;
      const want = JSON.stringify(b.kind === 'row' ? b.value : b.text).slice(1, -1);
      const found = texts.indexOf(want, at);
      expect(found, want).toBeGreaterThanOrEqual(0);
      at = found;
    }
    expect(texts).toContain('REPRINT');
    expect(documentText(layout)).toContain('REPRINT');
  });

  it('names the file by kind, terminal and number', () => {
    expect(readingFileName({ kind: 'z', terminalName: 'Counter 1', readingNo: 12 })).toBe(
      'Z-Counter-1-00000012.pdf',
    );
  });
});
