// @vitest-environment happy-dom
import { suppliersContract as api } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { SuppliersScreen } from './suppliers-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const supplier = {
  id: '0190a000-0000-7000-8000-0000000000d1',
  supplierNo: 'S-0001',
  name: 'Batangas Feedmill Trading Corp.',
  contactPerson: 'Ramon Aquino',
  phone: '09177561122',
  email: null,
  tin: '201334556000',
  vatRegistered: true,
  paymentTermsDays: 30,
  isActive: true,
  balanceCentavos: 75_000_00,
  productCount: 4,
};
const full = {
  ...supplier,
  address: null,
  withholdingAtc: 'WC158' as const,
  payeeType: 'corporate' as const,
  notes: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

function mock(role: 'manager' | 'accountant', create?: unknown) {
  return mockFetch({
    'GET /api/me': { body: makeMe(role) },
    ...mockEndpoint(api.listSuppliers, { body: { items: [supplier], total: 1 } }),
    ...mockEndpoint(
      api.createSupplier,
      (create ?? { body: { ...full, name: 'Lipa Seed House' }, status: 201 }) as never,
    ),
  });
}

describe('SuppliersScreen', () => {
  it('lists suppliers with what is owed and searches on the server', async () => {
    const { requests } = mock('accountant');
    renderRoutedScreen(<SuppliersScreen />, '/suppliers');
    expect(await screen.findByText('Batangas Feedmill Trading Corp.')).toBeTruthy();
    expect(screen.getByText('₱75,000.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New supplier' })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'ramon');
    await vi.waitFor(() => expect(requests.some((r) => r.path.includes('q=ramon'))).toBe(true));
  });

  it("a manager adds a supplier; the server's field messages stand at their fields", async () => {
    const { requests } = mock('manager', {
      status: 422,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please check your input and try again.',
          details: { reason: 'supplierNameTaken', fields: { name: 'A supplier named X already exists' } },
        },
      },
    });
    renderRoutedScreen(<SuppliersScreen />, '/suppliers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New supplier' }));
    await user.type(await screen.findByLabelText(/^Name/), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A supplier named X already exists')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/suppliers')).toBe(true);
  });
});
