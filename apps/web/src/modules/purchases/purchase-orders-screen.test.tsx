// @vitest-environment happy-dom
import { purchaseOrdersContract as api } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { PurchaseOrderForm } from './purchase-order-form.tsx';
import { PurchaseOrdersScreen } from './purchase-orders-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const SUPPLIER = '0190a000-0000-7000-8000-0000000000d1';
const FEED = '0190a000-0000-7000-8000-0000000000e1';
const MAIN = '01900000-0000-7000-8000-000000000001';
const summary = {
  id: '0190a000-0000-7000-8000-0000000000f1',
  poNo: 'PO-202611-0007',
  supplierId: SUPPLIER,
  supplierName: 'Batangas Feedmill Corp.',
  status: 'submitted' as const,
  orderDate: '2026-11-20',
  expectedDate: '2026-11-27',
  totalCentavos: 70_000_00,
  lineCount: 1,
};
const group = {
  supplierId: SUPPLIER,
  supplierName: 'Batangas Feedmill Corp.',
  items: [
    {
      productId: FEED,
      sku: 'FD-HG50',
      name: 'Hog Grower Pellets',
      baseUnit: 'kg',
      stockMilli: 40_000,
      minStockMilli: 100_000,
      suggestedMilli: 500_000,
      baseCostCentavos: 2800,
    },
  ],
};
const option = {
  id: FEED,
  sku: 'FD-HG50',
  name: 'Hog Grower Pellets',
  baseUnit: 'kg',
  baseCostCentavos: 2800,
  supplierSku: 'HG-50',
  stockMilli: 40_000,
  units: [{ code: 'sack', baseMilliPerUnit: 50_000 }],
};

function mock(role: 'manager' | 'accountant') {
  return mockFetch({
    'GET /api/me': { body: makeMe(role) },
    ...mockEndpoint(api.listPurchaseOrders, { body: { items: [summary], total: 1 } }),
    ...mockEndpoint(api.formOptions, {
      body: {
        suppliers: [{ id: SUPPLIER, name: 'Batangas Feedmill Corp.', email: null, paymentTermsDays: 30 }],
        locations: [{ id: MAIN, name: 'Main store', isMain: true, branchName: 'Main branch' }],
        adminApprovalAboveCentavos: 100_000_00,
      },
    }),
    ...mockEndpoint(api.reorderSuggestions, { body: { items: [group] } }),
    ...mockEndpoint(api.productOptions, { body: { items: [option] } }),
    ...mockEndpoint(api.createPurchaseOrder, {
      status: 201,
      body: {
        ...summary,
        status: 'draft',
        supplierEmail: null,
        locationId: MAIN,
        locationName: 'Main store',
        notes: null,
        version: 1,
        createdByName: 'Marco Reyes',
        createdAt: '2026-11-20T02:00:00.000Z',
        submittedAt: null,
        approvedByName: null,
        approvedAt: null,
        cancelledAt: null,
        cancelReason: null,
        closedAt: null,
        rejectReason: null,
        adminApprovalAboveCentavos: 100_000_00,
        lines: [],
      },
    }),
  });
}

describe('PurchaseOrdersScreen', () => {
  it('lists orders with their status and shows reorder suggestions by supplier', async () => {
    mock('manager');
    renderRoutedScreen(<PurchaseOrdersScreen />, '/purchases');
    expect(await screen.findByText('PO-202611-0007')).toBeTruthy();
    expect(screen.getAllByText('Submitted').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'New purchase order' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Reorder suggestions' }));
    expect(await screen.findByText('Hog Grower Pellets')).toBeTruthy();
    expect(screen.getByText('500 kg')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Create a purchase order for Batangas Feedmill Corp.' }),
    ).toBeTruthy();
  });

  it('an accountant may look but not order', async () => {
    mock('accountant');
    renderRoutedScreen(<PurchaseOrdersScreen />, '/purchases');
    expect(await screen.findByText('PO-202611-0007')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New purchase order' })).toBeNull();
  });
});

describe('PurchaseOrderForm', () => {
  it('starts from the reorder suggestion in sacks and saves the draft', async () => {
    const { requests } = mock('manager');
    const saved = vi.fn();
    renderRoutedScreen(
      <PurchaseOrderForm initialSupplierId={SUPPLIER} fromReorder onSaved={saved} onCancel={() => {}} />,
      '/purchases/new',
    );
    // 500 kg = 10 sacks of 50 kg at ₱28/kg = ₱1,400 a sack.
    expect((await screen.findByTestId('po-total')).textContent).toContain('₱14,000.00');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('10');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalled());
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/purchases');
    expect(post?.body).toMatchObject({
      supplierId: SUPPLIER,
      locationId: MAIN,
      lines: [{ productId: FEED, unitCode: 'sack', qtyMilli: 10_000, unitCostCentavos: 140_000 }],
    });
  });
});
