// @vitest-environment happy-dom
import { collectionsContract as api } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { CollectionsScreen } from './collections-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const CUSTOMER = '0190a000-0000-7000-8000-0000000000c1';
const receipt = {
  id: '0190a000-0000-7000-8000-0000000000a1',
  receiptNo: 'CR-202611-0003',
  customerId: CUSTOMER,
  customerName: 'Villanueva, Ernesto',
  businessDate: '2026-11-20',
  amountCentavos: 5_000_00,
  method: 'check' as const,
  reference: null,
  bank: 'BDO',
  checkNumber: '0012031',
  checkDate: '2026-11-20',
  terminalId: null,
  terminalName: null,
  shiftId: null,
  status: 'valid' as const,
  bouncedAt: null,
  bounceReason: null,
  notes: null,
  createdByName: 'Carla Dizon',
  createdAt: '2026-11-20T02:00:00.000Z',
};
const zero = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, total: 0 };

function mock(role: 'manager' | 'accountant') {
  return mockFetch({
    'GET /api/me': { body: makeMe(role) },
    ...mockEndpoint(api.listReceipts, { body: { items: [receipt], totalCentavos: 5_000_00 } }),
    ...mockEndpoint(api.bounceReceipt, {
      body: { ...receipt, status: 'bounced', applied: [], balanceCentavos: 9_000_00 },
    }),
    ...mockEndpoint(api.ageing, {
      body: {
        asOf: '2026-11-27',
        items: [
          {
            customerId: CUSTOMER,
            customerNo: 3,
            displayName: 'Villanueva, Ernesto',
            phone: '0927 345 6789',
            ageing: { ...zero, d31_60: 9_000_00, total: 9_000_00 },
          },
        ],
        totals: { ...zero, d31_60: 9_000_00, total: 9_000_00 },
        count: 1,
        page: 1,
        pageSize: 100,
      },
    }),
    ...mockEndpoint(api.collectionsDue, {
      body: {
        date: '2026-11-27',
        items: [
          {
            customerId: CUSTOMER,
            customerNo: 3,
            displayName: 'Villanueva, Ernesto',
            phone: '0927 345 6789',
            dueCentavos: 0,
            overdueCentavos: 9_000_00,
            oldestDueDate: '2026-09-28',
            balanceCentavos: 9_000_00,
            lastPaymentDate: '2026-11-20',
            lastPaymentCentavos: 5_000_00,
          },
        ],
      },
    }),
  });
}

describe('CollectionsScreen', () => {
  it('a manager marks a check bounced with the reason', async () => {
    const { requests } = mock('manager');
    renderRoutedScreen(<CollectionsScreen />, '/customers/transactions');
    expect(await screen.findByText('CR-202611-0003')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record bounce' }));
    await user.type(await screen.findByLabelText(/Reason/), 'DAIF');
    await user.click(screen.getByRole('button', { name: 'Mark bounced' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/bounce'))).toBe(true),
    );
  });

  it('an accountant sees no bounce action; the ageing totals and the due list with a phone to call', async () => {
    mock('accountant');
    renderRoutedScreen(<CollectionsScreen />, '/customers/transactions');
    expect(await screen.findByText('CR-202611-0003')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record bounce' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Ageing' }));
    expect((await screen.findByTestId('ageing-total')).textContent).toBe('₱9,000.00');
    await user.click(screen.getByRole('tab', { name: 'Due today' }));
    const call = await screen.findByRole('link', { name: 'Call Villanueva, Ernesto' });
    expect(call.getAttribute('href')).toBe('tel:09273456789');
  });
});
