import type { Centavos } from '../money/centavos.ts';
import type { ReadingFigures } from './reading-figures.ts';

/** A Z-reading's figures for tests (layout, PDF, screens). */
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
