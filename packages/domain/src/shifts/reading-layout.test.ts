import { describe, expect, it } from 'vitest';
import { documentText } from '../sales/document-layout.ts';
import { zFigures } from './reading-figures.fixture.ts';
import type { ReadingFigures } from './reading-figures.ts';
import { readingLayout, readingNumber } from './reading-layout.ts';

describe('readingLayout', () => {
  it('prints every field PH-RULES §4 asks of a Z-reading', () => {
    const text = documentText(readingLayout(zFigures));
    for (const want of [
      'Mabuhay Agri-Vet',
      'VAT Reg. TIN 123-456-789-00000',
      'MIN 21010112345678901',
      'S/N SN-889',
      'PTU No. FP012026-025',
      'Z-READING',
      'Business date',
      'Beginning SI No.',
      '00000101',
      'Ending SI No.',
      '00000140',
      'Beginning VOID No.',
      'Beginning RETURN No.',
      'Reset counter',
      'Z counter',
      'Present accumulated sales',
      '₱105,000.00',
      'Previous accumulated sales',
      '₱100,000.00',
      'Sales for the day',
      'VATable sales',
      'VAT amount',
      'VAT-exempt sales',
      'Zero-rated sales',
      'Gross sales',
      'Less discounts',
      'Less returns',
      'Less voids',
      'Less VAT adjustment',
      'Net sales',
      '₱4,853.00',
      'SC/PWD 20%',
      'BNPC 5%',
      'Promo',
      'Cash (35)',
      'GCash (4)',
      'Opening fund',
      'Cash out / withdrawals',
      'Declared cash',
      'Short',
      'END OF Z-READING',
    ])
      expect(text).toContain(want);
    expect(text).not.toContain('REPRINT');
  });

  it('a reprint says REPRINT and when, above the same figures', () => {
    const first = documentText(readingLayout(zFigures));
    const again = documentText(readingLayout(zFigures, { reprintedAt: '2026-11-26T01:00:00.000Z' }));
    expect(again).toContain('REPRINT');
    expect(again).toMatch(/Reprinted Nov 26, 2026/);
    const figures = (t: string) => t.slice(t.indexOf('Z-reading No.'));
    expect(figures(again)).toBe(figures(first));
  });

  it('an X-reading of an open shift has no accumulators and says the cash is not counted yet', () => {
    const x: ReadingFigures = {
      ...zFigures,
      kind: 'x',
      readingNo: 3,
      zCounter: null,
      previousAccumulatedCentavos: null,
      presentAccumulatedCentavos: null,
      salesForTheDayCentavos: null,
      shifts: [{ ...zFigures.shifts[0]!, closedAt: null }],
      cash: { ...zFigures.cash, declaredCentavos: null, shortOverCentavos: null },
    };
    const text = documentText(readingLayout(x));
    expect(text).toContain('X-READING');
    expect(text).not.toContain('Z counter');
    expect(text).not.toContain('accumulated');
    expect(text).toContain('Still open');
    expect(text).toContain('Not counted yet');
  });

  it('numbers readings like the e-journal', () => {
    expect(readingNumber('z', 12)).toBe('Z 00000012');
    expect(readingNumber('x', 3)).toBe('X 00000003');
  });
});
