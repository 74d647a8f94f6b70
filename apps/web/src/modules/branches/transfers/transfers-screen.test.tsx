// @vitest-environment happy-dom
import {
  transfersContract as api,
  ERROR_CATALOGUE,
  purchaseOrdersContract,
  type TransferSlip,
} from '@fbms/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { makeMe } from '../../../test/factories.ts';
import { envelope, mockEndpoint, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../../test/render-app.tsx';
import { TransferForm } from './transfer-form.tsx';
import { TransferView } from './transfer-page.tsx';
import { TransfersScreen } from './transfers-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const MAIN_BRANCH = '01900000-0000-7000-8000-00000000b001';
const STO_TOMAS = '01900000-0000-7000-8000-00000000b002';
const BODEGA = '01900000-0000-7000-8000-00000000d001';
const STORE = '01900000-0000-7000-8000-00000000d002';
const FEED = '0190a000-0000-7000-8000-0000000000e1';
const SLIP = '0190a000-0000-7000-8000-0000000000f1';
const LINE = '0190a000-0000-7000-8000-0000000000f2';
const LOT = '0190a000-0000-7000-8000-0000000000f3';

const places = {
  fromLocationId: BODEGA,
  fromLocationName: 'Bodega',
  fromBranchId: MAIN_BRANCH,
  fromBranchName: 'Main branch',
  toLocationId: STORE,
  toLocationName: 'Sto. Tomas store',
  toBranchId: STO_TOMAS,
  toBranchName: 'Sto. Tomas',
};
const summary = {
  id: SLIP,
  transferNo: 'TR-202611-0001',
  status: 'in_transit' as const,
  source: 'manual' as const,
  ...places,
  transferDate: '2026-11-27',
  expectedDeliveryDate: '2026-11-28',
  actualDeliveryDate: null,
  lineCount: 1,
  totalQtyMilli: 1_000_000,
  totalValueCentavos: 30_000_00,
  requestedByName: 'Marco Reyes',
  createdAt: '2026-11-27T01:00:00.000Z',
};
const slip: TransferSlip = {
  ...summary,
  vehicleInfo: 'Isuzu Elf ABC 1234',
  driverInfo: 'Jun Dela Cruz',
  notes: null,
  totalRequestedMilli: 1_000_000,
  totalApprovedMilli: 1_000_000,
  totalIssuedMilli: 1_000_000,
  totalReceivedMilli: 0,
  totalDamagedMilli: 0,
  totalOpenMilli: 1_000_000,
  openValueCentavos: 30_000_00,
  createdByName: 'Marco Reyes',
  requestedAt: '2026-11-27T01:00:00.000Z',
  approvedByName: 'Marco Reyes',
  approvedAt: '2026-11-27T01:05:00.000Z',
  issuedByName: 'Marco Reyes',
  issuedAt: '2026-11-27T01:10:00.000Z',
  receivedByName: null,
  receivedAt: null,
  closedByName: null,
  closedAt: null,
  cancelledByName: null,
  cancelledAt: null,
  cancelReason: null,
  lines: [
    {
      id: LINE,
      lineNo: 1,
      productId: FEED,
      sku: 'FD-HG50',
      productName: 'Hog Grower Pellets',
      baseUnit: 'kg',
      requestedMilli: 1_000_000,
      approvedMilli: 1_000_000,
      issuedMilli: 1_000_000,
      receivedMilli: null,
      unitCostCentavos: 1_500_00,
      totalValueCentavos: 30_000_00,
      notes: null,
      lots: [
        {
          id: LOT,
          lotId: null,
          batchNumber: 'B-2611',
          expiryDate: '2027-05-01',
          issuedMilli: 1_000_000,
          receivedMilli: 0,
          damagedMilli: 0,
          resolvedMilli: 0,
          openMilli: 1_000_000,
          unitCostCentavos: 1_500_00,
          condition: null,
          notes: null,
        },
      ],
    },
  ],
  resolutions: [],
  actions: ['receive'],
  side: { from: true, to: true },
  version: 4,
};
const option = (id: string, name: string, branchId: string, branchName: string) => ({
  id,
  name,
  type: 'store',
  branchId,
  branchName,
});
const options = {
  fromLocations: [
    option(BODEGA, 'Bodega', MAIN_BRANCH, 'Main branch'),
    option(STORE, 'Sto. Tomas store', STO_TOMAS, 'Sto. Tomas'),
  ],
  toLocations: [
    option(BODEGA, 'Bodega', MAIN_BRANCH, 'Main branch'),
    option(STORE, 'Sto. Tomas store', STO_TOMAS, 'Sto. Tomas'),
  ],
};

function mock() {
  return mockFetch({
    'GET /api/me': { body: makeMe('manager') },
    ...mockEndpoint(api.listTransfers, { body: { items: [summary], total: 1 } }),
    ...mockEndpoint(api.inTransit, {
      body: {
        items: [
          {
            slipId: SLIP,
            transferNo: summary.transferNo,
            status: 'in_transit',
            ...places,
            issuedAt: slip.issuedAt,
            expectedDeliveryDate: '2026-11-28',
            slipLotId: LOT,
            productId: FEED,
            productName: 'Hog Grower Pellets',
            sku: 'FD-HG50',
            baseUnit: 'kg',
            lotId: null,
            batchNumber: 'B-2611',
            expiryDate: null,
            qtyMilli: 1_000_000,
            unitCostCentavos: 1_500_00,
            valueCentavos: 30_000_00,
          },
        ],
        totalValueCentavos: 30_000_00,
      },
    }),
    ...mockEndpoint(api.transferOptions, { body: options }),
    ...mockEndpoint(api.transferLowStock, {
      body: {
        items: [
          {
            productId: FEED,
            sku: 'FD-HG50',
            name: 'Hog Grower Pellets',
            baseUnit: 'kg',
            onHandMilli: 50_000,
            minStockMilli: 500_000,
            reorderQtyMilli: null,
            suggestedMilli: 1_000_000,
            availableAt: [
              { locationId: BODEGA, locationName: 'Bodega', branchName: 'Main branch', qtyMilli: 5_000_000 },
            ],
          },
        ],
      },
    }),
    ...mockEndpoint(purchaseOrdersContract.productOptions, {
      body: {
        items: [
          {
            id: FEED,
            sku: 'FD-HG50',
            name: 'Hog Grower Pellets',
            baseUnit: 'kg',
            baseCostCentavos: 3000,
            supplierSku: null,
            stockMilli: 5_050_000,
            units: [{ code: 'sack', baseMilliPerUnit: 50_000 }],
          },
        ],
      },
    }),
    ...mockEndpoint(api.createTransfer, (req) => ({
      status: 201,
      body: {
        ...slip,
        status: (req.body as { submit: boolean }).submit ? ('requested' as const) : ('draft' as const),
      },
    })),
    ...mockEndpoint(api.getTransfer, { body: slip }),
    ...mockEndpoint(api.receiveTransfer, { body: { ...slip, status: 'received', actions: ['resolve'] } }),
  });
}

describe('TransfersScreen', () => {
  it('lists the slips, what is on the road and its value, and asks for the other direction', async () => {
    const { requests } = mock();
    renderRoutedScreen(<TransfersScreen />, '/branches/transfers');
    expect((await screen.findAllByText('TR-202611-0001')).length).toBeGreaterThan(0);
    expect((await screen.findByTestId('in-transit-value')).textContent).toContain('₱30,000.00');
    expect(screen.getByText(/Hog Grower Pellets · B-2611: 20 sack/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New transfer' })).toBeTruthy();
    expect(requests.some((r) => r.path.includes('direction=outgoing'))).toBe(true);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Incoming' }));
    await vi.waitFor(() => expect(requests.some((r) => r.path.includes('direction=incoming'))).toBe(true));
  });
});

describe('TransferForm', () => {
  it('fills the lines from the destination’s low stock in sacks and submits the request in the base unit', async () => {
    const { requests } = mock();
    const saved = vi.fn();
    renderRoutedScreen(
      <TransferForm lowStockTo={STORE} onSaved={saved} onCancel={() => {}} />,
      '/branches/transfers/new',
    );
    expect(await screen.findByText(/Filled from the low-stock list of Sto. Tomas store/)).toBeTruthy();
    // 1,000 kg short = 20 sacks of 50 kg; sent from Bodega, which holds the most.
    await vi.waitFor(() => expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('20'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalled());
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/stock/transfers');
    expect(post?.body).toMatchObject({
      fromLocationId: BODEGA,
      toLocationId: STORE,
      submit: true,
      source: 'low_stock',
      lines: [{ productId: FEED, requestedMilli: 1_000_000 }],
    });
  });

  it('says what is missing and sends nothing', async () => {
    const { requests } = mock();
    renderRoutedScreen(<TransferForm onSaved={() => {}} onCancel={() => {}} />, '/branches/transfers/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Choose where the goods leave from.')).toBeTruthy();
    expect(screen.getByText('Add at least one product to the transfer.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('TransferView', () => {
  it('shows the slip and its history, and receives 19 good and 1 damaged', async () => {
    const { requests } = mock();
    renderRoutedScreen(<TransferView id={SLIP} />, `/branches/transfers/${SLIP}`);
    expect(await screen.findByRole('heading', { name: 'TR-202611-0001' })).toBeTruthy();
    expect(screen.getByText('Isuzu Elf ABC 1234')).toBeTruthy();
    expect(within(screen.getByTestId('history-issued')).getByText(/Marco Reyes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Print 80 mm' }).getAttribute('href')).toBe(
      `/api/stock/transfers/${SLIP}/pdf?format=80mm`,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive TR-202611-0001' });
    await user.click(within(dialog).getByRole('button', { name: 'All arrived in good order' }));
    expect((within(dialog).getByLabelText('Good') as HTMLInputElement).value).toBe('20');
    await user.clear(within(dialog).getByLabelText('Good'));
    await user.type(within(dialog).getByLabelText('Good'), '19');
    await user.clear(within(dialog).getByLabelText('Damaged'));
    await user.type(within(dialog).getByLabelText('Damaged'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.path === `/api/stock/transfers/${SLIP}/receive`)?.body).toMatchObject({
        version: 4,
        lots: [{ slipLotId: LOT, receivedMilli: 950_000, damagedMilli: 50_000 }],
      }),
    );
  });

  it('keeps the dialog open with the server’s refusal in Filipino', async () => {
    mockFetch({
      'GET /api/me': { body: makeMe('manager') },
      ...mockEndpoint(api.getTransfer, { body: slip }),
      ...mockEndpoint(api.receiveTransfer, {
        status: 409,
        body: envelope('DOCUMENT_CHANGED', ERROR_CATALOGUE.DOCUMENT_CHANGED.message),
      }),
    });
    await i18n.changeLanguage('fil');
    renderRoutedScreen(<TransferView id={SLIP} />, `/branches/transfers/${SLIP}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tanggapin' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Dumating lahat nang maayos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kumpirmahin' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('May ibang nagbago');
  });

  it('cancels a requested slip only with a reason, and offers the steps the server allows', async () => {
    const requested: TransferSlip = {
      ...slip,
      status: 'requested',
      actions: ['edit', 'approve', 'cancel'],
      issuedAt: null,
    };
    const { requests } = mockFetch({
      'GET /api/me': { body: makeMe('manager') },
      ...mockEndpoint(api.getTransfer, { body: requested }),
      ...mockEndpoint(api.cancelTransfer, { body: { ...requested, status: 'cancelled', actions: [] } }),
    });
    renderRoutedScreen(<TransferView id={SLIP} />, `/branches/transfers/${SLIP}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel transfer' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Cancel TR-202611-0001' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Say why.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), 'The store found stock');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.path === `/api/stock/transfers/${SLIP}/cancel`)?.body).toEqual({
        version: 4,
        reason: 'The store found stock',
      }),
    );
  });
});
