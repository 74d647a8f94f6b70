// @vitest-environment happy-dom
import { receivingContract as api } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { ReceivingScreen } from './receiving-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const voucher = {
  id: '0190a000-0000-7000-8000-0000000000a1',
  rvNo: 'RV-202611-0002',
  supplierId: '0190a000-0000-7000-8000-0000000000b1',
  supplierName: 'Luzon Feedmill Corp.',
  poId: null,
  poNo: null,
  locationId: '01900000-0000-7000-8000-000000000001',
  locationName: 'Main store',
  businessDate: '2026-11-20',
  supplierInvoiceNo: 'SI-1001',
  supplierInvoiceDate: '2026-11-20',
  goodsCentavos: 12_320_00,
  freightCentavos: 500_00,
  otherCostsCentavos: 0,
  inputVatCentavos: 1_320_00,
  totalCentavos: 12_820_00,
  lineCount: 2,
  damagedLines: 1,
  createdByName: 'Marco Reyes',
  createdAt: '2026-11-20T02:00:00.000Z',
};

function mock(role: 'manager' | 'employee') {
  return mockFetch({
    'GET /api/me': { body: makeMe(role) },
    ...mockEndpoint(api.listVouchers, { body: { items: [voucher] } }),
    ...mockEndpoint(api.listReturns, {
      body: {
        items: [
          {
            id: '0190a000-0000-7000-8000-0000000000c1',
            returnNo: 'SR-202611-0001',
            supplierId: voucher.supplierId,
            supplierName: voucher.supplierName,
            rvId: voucher.id,
            rvNo: voucher.rvNo,
            locationId: voucher.locationId,
            businessDate: '2026-11-21',
            reason: 'Near expiry',
            totalCentavos: 250_00,
            inputVatCentavos: 26_79,
            createdByName: 'Marco Reyes',
            createdAt: '2026-11-21T02:00:00.000Z',
            lineCount: 1,
          },
        ],
      },
    }),
  });
}

describe('ReceivingScreen', () => {
  it('lists deliveries with damage marked, and the returns to suppliers', async () => {
    mock('manager');
    renderRoutedScreen(<ReceivingScreen />, '/purchases/receiving');
    expect(await screen.findByText('RV-202611-0002')).toBeTruthy();
    expect(screen.getByText('1 with damage')).toBeTruthy();
    expect(screen.getByText('₱12,820.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Receive a delivery' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Returns to suppliers' }));
    expect(await screen.findByText('SR-202611-0001')).toBeTruthy();
    expect(screen.getByText('Near expiry')).toBeTruthy();
  });

  it('in Filipino; without the receive right there is no Receive button', async () => {
    mock('employee');
    await i18n.changeLanguage('fil');
    renderRoutedScreen(<ReceivingScreen />, '/purchases/receiving');
    expect(await screen.findByText('RV-202611-0002')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pagtanggap ng deliver' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tumanggap ng deliver' })).toBeNull();
  });
});
