// @vitest-environment happy-dom
import { type AuditEntry, dataHistoryContract as api, customersContract } from '@fbms/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { envelope, mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { DataHistoryScreen } from './data-history-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const PRODUCT = '0190a000-0000-7000-8000-0000000000a1';
const CUSTOMER = '0190a000-0000-7000-8000-0000000000c1';

const priceChange: AuditEntry = {
  id: '0190a000-0000-7000-8000-0000000000e1',
  at: '2026-11-20T02:30:00.000Z',
  action: 'catalog.product_updated',
  actorUserId: 'user-admin',
  actorName: 'Andrea Admin',
  actorEmail: 'admin@bukid.ph',
  targetType: 'product',
  targetId: PRODUCT,
  details: {
    sku: 'FD-1',
    changed: ['priceCentavos'],
    changes: { priceCentavos: { from: 12000, to: 12500 } },
  },
  ip: '192.168.1.20',
  userAgent:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};
const unknownAction: AuditEntry = {
  ...priceChange,
  id: '0190a000-0000-7000-8000-0000000000e2',
  action: 'backup.made',
  targetType: null,
  targetId: null,
  details: {},
  userAgent: null,
};

function mock(items: AuditEntry[] = [priceChange, unknownAction], extra = {}) {
  return mockFetch({
    'GET /api/me': { body: makeMe('admin') },
    ...mockEndpoint(api.list, { body: { items, total: 120 } }),
    ...mockEndpoint(api.people, {
      body: { items: [{ id: 'user-admin', name: 'Andrea Admin', email: 'admin@bukid.ph' }] },
    }),
    ...extra,
  });
}

describe('DataHistoryScreen', () => {
  it("shows a record's history: who, what in words, when in Manila time, from where, and before → after", async () => {
    const { sent } = mock();
    renderRoutedScreen(<DataHistoryScreen />, `/data-history?targetType=product&targetId=${PRODUCT}`);
    expect(await screen.findByText('Changed a product')).toBeTruthy();
    expect(screen.getByText(`History of Product ${PRODUCT}`)).toBeTruthy();
    const asked = sent('GET', '/api/data-history?')[0]!.path;
    expect(asked).toContain('targetType=product');
    expect(asked).toContain(`targetId=${PRODUCT}`);
    expect(screen.getAllByText('Andrea Admin').length).toBeGreaterThan(0);
    expect(screen.getAllByText('admin@bukid.ph').length).toBeGreaterThan(0);
    // 02:30 UTC is 10:30 in Manila.
    expect(screen.getAllByText(/10:30/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Chrome on Android').length).toBeGreaterThan(0);
    // An action with no words yet falls back to its module and code.
    expect(screen.getByText('backup: made')).toBeTruthy();
    expect(screen.getByText('120 entries')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Details' })[0]!);
    const table = within(await screen.findByRole('table', { name: 'Changes' }));
    expect(table.getByText('Price')).toBeTruthy();
    expect(table.getByText('₱120.00')).toBeTruthy();
    expect(table.getByText('₱125.00')).toBeTruthy();
  });

  it('filters on the server, pages, and exports what is filtered', async () => {
    const { sent } = mock();
    renderRoutedScreen(<DataHistoryScreen />, '/data-history?module=catalog&from=2026-11-01');
    expect(await screen.findByText('Changed a product')).toBeTruthy();
    const first = sent('GET', '/api/data-history?')[0]!.path;
    expect(first).toContain('module=catalog');
    expect(first).toContain('from=2026-11-01');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() =>
      expect(sent('GET', '/api/data-history?').some((r) => r.path.includes('page=2'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const csv = (await screen.findByText('CSV file (Excel)')).closest('a')!;
    expect(csv.getAttribute('href')).toBe(
      '/api/data-history/export?format=csv&module=catalog&from=2026-11-01',
    );
  });

  it('says so when nothing matches, in Filipino too', async () => {
    await i18n.changeLanguage('fil');
    mock([]);
    renderRoutedScreen(<DataHistoryScreen />, '/data-history?q=walang');
    expect(await screen.findByText('Walang naitalang tugma sa mga filter na ito.')).toBeTruthy();
  });

  it("anonymizes a customer after a confirmation that says what goes and what stays, and shows a refusal's reason", async () => {
    let refuse = true;
    const { sent } = mock([], {
      ...mockEndpoint(customersContract.listCustomers, {
        body: {
          items: [
            {
              id: CUSTOMER,
              customerNo: 'C-000012',
              kind: 'individual',
              displayName: 'Magsino, Pedro',
              phone: '09175556677',
              email: null,
              city: 'Ibaan',
              tin: null,
              address: null,
              isActive: true,
              balanceCentavos: 0,
              overdueCentavos: 0,
              creditLimitCentavos: 0,
              points: 0,
              tags: [],
            },
          ],
          total: 1,
        },
      }),
      ...mockEndpoint(api.anonymizeCustomer, () =>
        refuse
          ? {
              status: 409,
              body: envelope('BUSINESS_INVALID_OPERATION', 'owes', {
                reason: 'anonymizeOwes',
                balanceCentavos: 150000,
              }),
            }
          : {
              body: {
                customerId: CUSTOMER,
                displayName: 'Anonymized customer #C-000012',
                messagesDeleted: 1,
              },
            },
      ),
    });
    renderRoutedScreen(<DataHistoryScreen />, '/data-history?tab=privacy');
    const user = userEvent.setup();
    await user.click((await screen.findAllByLabelText('Customer'))[0]!);
    await user.click(await screen.findByRole('option', { name: /Magsino, Pedro/, hidden: true }));
    const download = screen.getAllByRole('link', { name: /Download their data/ })[0]!;
    expect(download.getAttribute('href')).toBe(`/api/data-history/customers/${CUSTOMER}/export`);

    await user.click(screen.getByRole('button', { name: 'Anonymize this customer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Anonymize Magsino, Pedro?' }));
    expect(dialog.getByText(/Sales invoices keep the buyer details/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Anonymize' }));
    expect(await screen.findByText(/still owes ₱1,500.00/)).toBeTruthy();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Anonymize this customer' }));
    const again = within(await screen.findByRole('dialog'));
    await user.click(again.getByRole('button', { name: 'Anonymize' }));
    expect(await screen.findByText('Anonymized customer #C-000012: personal data erased.')).toBeTruthy();
    expect(sent('POST', `/api/data-history/customers/${CUSTOMER}/anonymize`)[0]!.body).toEqual({
      confirm: true,
    });
  });
});
