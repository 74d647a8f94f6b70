// @vitest-environment happy-dom

import { accountContract, type Reading, readingsContract, salesContract, shiftsContract } from '@fbms/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../../test/render-app.tsx';
import { ReadingsScreen } from './readings-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const SHIFT = '0190a000-0000-7000-8000-000000000001';
const TERMINAL = '0190a000-0000-7000-8000-000000000002';
const READING = '0190a000-0000-7000-8000-000000000003';

const figures = {
  kind: 'z',
  readingNo: 4,
  businessDate: '2026-11-25',
  header: {
    storeName: 'Mabuhay Agri-Vet',
    address: null,
    tin: '123-456-789-00000',
    vatRegistered: true,
    terminalName: 'Counter 1',
    min: 'MIN-1',
    serialNumber: 'SN-1',
    ptuNumber: 'PTU-1',
  },
  takenAt: '2026-11-25T12:00:00.000Z',
  takenByName: 'Ana Cruz',
  shifts: [],
  from: null,
  to: null,
  invoices: { first: '00000001', last: '00000009', count: 9 },
  voids: { first: null, last: null, count: 0 },
  returns: { first: null, last: null, count: 0 },
  resetCounter: 0,
  zCounter: 4,
  previousAccumulatedCentavos: 100_000,
  salesForTheDayCentavos: 50_000,
  presentAccumulatedCentavos: 150_000,
  grossCentavos: 50_000,
  discounts: { scPwdCentavos: 0, bnpcCentavos: 0, promoCentavos: 0, totalCentavos: 0 },
  returnsCentavos: 0,
  voidsCentavos: 0,
  vatAdjustmentCentavos: 0,
  netCentavos: 50_000,
  vat: {
    vatableSalesCentavos: 44_643,
    vatCentavos: 5_357,
    vatExemptSalesCentavos: 0,
    zeroRatedSalesCentavos: 0,
    nonVatSalesCentavos: 0,
  },
  tenders: [{ method: 'cash', amountCentavos: 50_000, count: 9 }],
  refunds: [],
  cash: {
    openingFundCentavos: 200_000,
    cashInCentavos: 0,
    cashOutCentavos: 0,
    declaredCentavos: 250_000,
    expectedCentavos: 250_000,
    shortOverCentavos: 0,
  },
} as unknown as Reading['figures'];
const reading: Reading = {
  id: READING,
  kind: 'z',
  readingNo: 4,
  number: 'Z 00000004',
  terminalId: TERMINAL,
  terminalName: 'Counter 1',
  shiftId: null,
  businessDate: '2026-11-25',
  createdAt: '2026-11-25T12:00:00.000Z',
  createdByName: 'Ana Cruz',
  grossCentavos: figures.grossCentavos,
  netCentavos: figures.netCentavos,
  reprints: 0,
  figures,
};
const { figures: _f, ...summary } = reading;

describe('ReadingsScreen', () => {
  it('refuses the Z-reading while the shift is open, and prints an X-reading of it', async () => {
    const fetch = mockFetch({
      ...mockEndpoint(shiftsContract.getCurrentShift, {
        body: {
          shift: {
            id: SHIFT,
            terminalId: TERMINAL,
            terminalName: 'Counter 1',
            shiftNo: 3,
            cashierId: 'u1',
            cashierName: 'Ana Cruz',
            businessDate: '2026-11-25',
            openedAt: '2026-11-25T00:00:00.000Z',
            openingFundCentavos: 200_000,
            openingCount: null,
            handedOverFrom: null,
            status: 'open',
            closedAt: null,
            closedByName: null,
            declaredCashCentavos: null,
            expectedCashCentavos: null,
            shortOverCentavos: null,
            approvedByName: null,
          },
          businessDate: '2026-11-25',
          zReadingDue: null,
        } as never,
      }),
      ...mockEndpoint(readingsContract.listReadings, { body: { items: [], total: 0 } }),
      ...mockEndpoint(readingsContract.takeXReading, {
        status: 201,
        body: { ...reading, kind: 'x', number: 'X 00000001', figures: { ...figures, kind: 'x' } },
      }),
    });
    renderRoutedScreen(<ReadingsScreen />, '/pos/readings');
    expect(await screen.findByText('Shift 3 is open (Ana Cruz).')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Take Z-reading of 2026-11-25' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print X-reading' }));
    const dialog = await screen.findByRole('dialog', { name: 'X 00000001' });
    expect(within(dialog).getByText('X-READING')).toBeTruthy();
    expect(fetch.sent('POST', `/api/shifts/${SHIFT}/x-reading`)).toHaveLength(1);
  });

  it('takes the Z-reading of the date it names, then lists and reprints past readings', async () => {
    const fetch = mockFetch({
      ...mockEndpoint(shiftsContract.getCurrentShift, {
        body: { shift: null, businessDate: '2026-11-25', zReadingDue: null } as never,
      }),
      ...mockEndpoint(readingsContract.listReadings, { body: { items: [summary], total: 1 } }),
      ...mockEndpoint(readingsContract.takeZReading, { status: 201, body: reading }),
      ...mockEndpoint(readingsContract.getReading, { body: reading }),
      ...mockEndpoint(readingsContract.reprintReading, {
        status: 201,
        body: { printedAt: '2026-11-26T01:00:00.000Z', reading },
      }),
    });
    vi.stubGlobal('print', vi.fn());
    renderRoutedScreen(<ReadingsScreen />, '/pos/readings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take Z-reading of 2026-11-25' }));
    const confirm = await screen.findByRole('dialog', { name: 'Z-reading of 2026-11-25' });
    await user.click(within(confirm).getByRole('button', { name: 'Take the Z-reading' }));
    expect(fetch.sent('POST', '/api/shifts/z-reading').map((r) => r.body)).toEqual([
      { businessDate: '2026-11-25' },
    ]);
    const shown = await screen.findByRole('dialog', { name: 'Z 00000004' });
    expect(within(shown).getByText('Present accumulated sales')).toBeTruthy();
    expect(within(shown).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `/api/shifts/readings/${READING}/pdf`,
    );
    await user.click(within(shown).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: 'Open Z 00000004' }));
    const again = await screen.findByRole('dialog', { name: 'Z 00000004' });
    await user.click(within(again).getByRole('button', { name: 'Reprint' }));
    expect(fetch.sent('POST', `/api/shifts/readings/${READING}/reprints`)).toHaveLength(1);
    expect(await screen.findByTestId('document-print')).toBeTruthy();
    expect(screen.getByTestId('document-print').textContent).toContain('REPRINT');
  });

  it('after today’s Z-reading, the next one waits for its day', async () => {
    mockFetch({
      ...mockEndpoint(shiftsContract.getCurrentShift, {
        body: { shift: null, businessDate: '2099-01-01', zReadingDue: null } as never,
      }),
      ...mockEndpoint(readingsContract.listReadings, { body: { items: [], total: 0 } }),
    });
    renderRoutedScreen(<ReadingsScreen />, '/pos/readings');
    const z = await screen.findByRole('button', { name: 'Take Z-reading of 2099-01-01' });
    expect((z as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Today’s Z-reading is printed. The next one is for 2099-01-01, on that day.'),
    ).toBeTruthy();
  });

  it('lets the administrator reset the grand total, with a reason', async () => {
    const fetch = mockFetch({
      ...mockEndpoint(shiftsContract.getCurrentShift, {
        body: { shift: null, businessDate: '2026-11-25', zReadingDue: null } as never,
      }),
      ...mockEndpoint(readingsContract.listReadings, { body: { items: [], total: 0 } }),
      ...mockEndpoint(accountContract.getMe, { body: { user: { role: 'admin' } } as never }),
      ...mockEndpoint(salesContract.getThisTerminal, {
        body: { terminal: { id: TERMINAL, name: 'Counter 1' }, vatRegistered: true } as never,
      }),
      ...mockEndpoint(readingsContract.resetGrandTotal, {
        status: 201,
        body: {
          terminalId: TERMINAL,
          resetCounter: 1,
          previousTotalCentavos: 150_000,
          resetAt: '2026-11-26T01:00:00.000Z',
        } as never,
      }),
    });
    renderRoutedScreen(<ReadingsScreen />, '/pos/readings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset the grand total…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grand total reset' });
    const confirm = within(dialog).getByRole('button', { name: 'Reset to zero' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(
      within(dialog).getByLabelText('Reason (at least 5 characters)'),
      'New machine, BIR approved',
    );
    await user.click(confirm);
    expect(fetch.sent('POST', `/api/pos/terminals/${TERMINAL}/grand-total-reset`).map((r) => r.body)).toEqual(
      [{ reason: 'New machine, BIR approved' }],
    );
    expect(await screen.findByText('Reset counter 1; the grand total was ₱1,500.00.')).toBeTruthy();
  });
});
