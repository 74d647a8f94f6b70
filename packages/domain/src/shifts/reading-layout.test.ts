import { describe, expect, it } from 'vitest';
import type { Centavos } from '../money/centavos.ts';
import { documentText } from '../sales/document-layout.ts';
import type { ReadingFigures } from './reading-figures.ts';
import { readingLayout, readingNumber } from './reading-layout.ts';

const c = (n: number) => n as Centavos;

export const zFigures: ReadingFigures = {
  kind: 'z',
  readingNo: 12,
  businessDate: '2026-11-25',
  header: {
    storeName: 'Mabuhay Agri-Vet',
    address: 'Poblacion, Lipa',
    tin: '123-456-789-00000',
    vatRegistered: true,
    terminalName: 'Counter 1',
    min: '21010112345678901',
    serialNumber: 'SN-889',
    ptuNumber: 'FP012026-025',
  },
  takenAt: '2026-11-25T12:00:00.000Z',
  takenByName: 'Ana Cruz',
  shifts: [
    {
      shiftNo: 3,
      cashierName: 'Ana Cruz',
      openedAt: '2026-11-24T23:00:00.000Z',
      closedAt: '2026-11-25T11:50:00.000Z',
    },
  ],
  from: '2026-11-25T00:10:00.000Z',
  to: '2026-11-25T11:40:00.000Z',
  invoices: { first: '00000101', last: '00000140', count: 40 },
  voids: { first: '00000004', last: '00000004', count: 1 },
  returns: { first: null, last: null, count: 0 },
  resetCounter: 0,
  zCounter: 12,
  previousAccumulatedCentavos: c(10_000_000),
  salesForTheDayCentavos: c(500_000),
  presentAccumulatedCentavos: c(10_500_000),
  grossCentavos: c(500_000),
  discounts: {
    scPwdCentavos: c(2_000),
    bnpcCentavos: c(500),
    promoCentavos: c(1_000),
    totalCentavos: c(3_500),
  },
  returnsCentavos: c(0),
  voidsCentavos: c(10_000),
  vatAdjustmentCentavos: c(1_200),
  netCentavos: c(485_300),
  vat: {
    vatableSalesCentavos: c(200_000),
    vatCentavos: c(24_000),
    vatExemptSalesCentavos: c(261_300),
    zeroRatedSalesCentavos: c(0),
    nonVatSalesCentavos: c(0),
  },
  tenders: [
    { method: 'cash', amountCentavos: c(400_000), count: 35 },
    { method: 'gcash', amountCentavos: c(85_300), count: 4 },
  ],
  refunds: [],
  cash: {
    openingFundCentavos: c(200_000),
    cashInCentavos: c(0),
    cashOutCentavos: c(300_000),
    declaredCentavos: c(299_980),
    expectedCentavos: c(300_000),
    shortOverCentavos: c(-20),
  },
};

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
