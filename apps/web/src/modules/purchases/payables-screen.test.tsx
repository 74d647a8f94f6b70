// @vitest-environment happy-dom
import { payablesContract as api } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { PayablesScreen } from './payables-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const SUPPLIER = '0190a000-0000-7000-8000-0000000000b1';
const bill = {
  id: '0190a000-0000-7000-8000-0000000000d1',
  supplierId: SUPPLIER,
  supplierName: 'Batangas Feed Mill Corp.',
  supplierAtc: 'WC158',
  kind: 'bill' as const,
  reference: 'SI-1001',
  billDate: '2026-10-20',
  dueDate: '2026-11-19',
  amountCentavos: 11_200_00,
  inputVatCentavos: 1_200_00,
  openCentavos: 11_200_00,
  daysLate: 8,
};
const payment = {
  id: '0190a000-0000-7000-8000-0000000000e1',
  paymentNo: 'SP-202611-0001',
  supplierId: SUPPLIER,
  supplierName: bill.supplierName,
  supplierTin: '123-456-789-000',
  businessDate: '2026-11-27',
  method: 'cash' as const,
  amountCentavos: 11_100_00,
  withholdingAtc: 'WC158',
  withholdingRateBp: 100,
  withholdingBaseCentavos: 10_000_00,
  withholdingCentavos: 100_00,
  reference: null,
  bank: null,
  checkNumber: null,
  checkDate: null,
  notes: null,
  createdByName: 'Carla Dizon',
  createdAt: '2026-11-27T02:00:00.000Z',
};

function mock(role: 'manager' | 'cashier' | 'accountant') {
  return mockFetch({
    'GET /api/me': { body: makeMe(role) },
    ...mockEndpoint(api.openBills, { body: { items: [bill], totalCentavos: 11_200_00 } }),
    ...mockEndpoint(api.createPayment, {
      status: 201,
      body: {
        ...payment,
        lines: [
          {
            billId: bill.id,
            kind: 'bill',
            reference: 'SI-1001',
            dueDate: bill.dueDate,
            amountCentavos: 11_200_00,
          },
        ],
        balanceCentavos: 0,
      },
    }),
    ...mockEndpoint(api.listPayments, {
      body: { items: [payment], totalCentavos: 11_100_00, withholdingCentavos: 100_00 },
    }),
  });
}

describe('PayablesScreen', () => {
  it('a manager chooses a bill and pays it in full with the supplier’s withholding', async () => {
    const { requests } = mock('manager');
    renderRoutedScreen(<PayablesScreen />, '/purchases/payables');
    expect(await screen.findByText('SI-1001')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Choose SI-1001' }));
    await user.click(screen.getByRole('button', { name: 'Pay 1 chosen' }));
    expect((await screen.findByTestId('pay-settles')).textContent).toBe(
      'Settles ₱11,200.00: cash ₱11,100.00 + withheld ₱100.00 (1% of ₱10,000.00 before VAT)',
    );
    await user.click(screen.getByRole('button', { name: 'Pay ₱11,100.00' }));
    expect((await screen.findAllByText('Payment SP-202611-0001 recorded')).length).toBeGreaterThan(0);
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      amountCentavos: 11_100_00,
      withholdingAtc: 'WC158',
      billIds: [bill.id],
    });
  });

  it('without the pay permission the bills show but cannot be paid; the payments list shows what was withheld', async () => {
    mock('cashier');
    renderRoutedScreen(<PayablesScreen />, '/purchases/payables');
    expect(await screen.findByText('SI-1001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /chosen/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(await screen.findByText('SP-202611-0001')).toBeTruthy();
    expect(screen.getByText('Cash paid ₱11,100.00 · withheld ₱100.00')).toBeTruthy();
  });
});
