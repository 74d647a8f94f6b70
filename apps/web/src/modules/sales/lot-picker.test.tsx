import { toCentavos } from '@fbms/domain';
// @vitest-environment happy-dom

import { inventoryContract } from '@fbms/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_STORE, makeStockLine } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-app.tsx';
import type { CartLine } from './cart.ts';
import { LotPicker } from './lot-picker.tsx';

const VACCINE = '0190a000-0000-7000-8000-0000000000aa';
const line: CartLine = {
  key: 'l1',
  product: {
    id: VACCINE,
    name: 'ND Vaccine',
    sku: 'NDV',
    baseUnit: 'dose',
    taxClass: 'vatable',
    priceCentavos: toCentavos(900),
    units: [{ code: 'vial', baseMilliPerUnit: 100_000, priceCentavos: toCentavos(80_000) }],
    isLotTracked: true,
    isRxVetDrug: false,
    isRestrictedPesticide: false,
    isBanned: false,
    bnpcEligible: false,
    scPwdEligible: false,
    registrationNumber: null,
    stockMilli: 400_000,
  },
  unitCode: 'vial',
  qtyMilli: 1_000,
  promo: null,
  rx: null,
  fpaCertNumber: null,
};

const lot = (batchNumber: string, expiryDate: string, qtyMilli: number, locationId = MAIN_STORE) =>
  makeStockLine({
    lotId: `0190a000-0000-7000-8000-${batchNumber.padStart(12, '0')}`,
    batchNumber,
    expiryDate,
    qtyMilli,
    locationId,
  });

afterEach(() => vi.unstubAllGlobals());

describe('LotPicker', () => {
  it('lists the lots here with expiry and stock; expired and too-small lots cannot be chosen', async () => {
    mockFetch({
      ...mockEndpoint(
        inventoryContract.getProductStock,
        {
          body: {
            items: [
              lot('111', '2020-01-31', 200_000),
              lot('222', '2098-01-31', 50_000),
              lot('333', '2099-03-31', 150_000),
              lot('444', '2099-05-31', 900_000, '0190a000-0000-7000-8000-0000000000b2'),
            ],
          },
        },
        { id: VACCINE },
      ),
    });
    const onLot = vi.fn();
    renderScreen(<LotPicker line={line} locationId={MAIN_STORE} onLot={onLot} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose the lot of ND Vaccine' }));
    // Mantine's transition leaves the dropdown hidden to the accessibility tree in happy-dom.
    await screen.findByRole('menuitem', { name: /^333/, hidden: true });
    const items = screen.getAllByRole('menuitem', { hidden: true });
    expect(items.map((i) => i.textContent)).toEqual([
      'First to expire (automatic)',
      '111 · expires 2020-01-31 · 200 dose · expired',
      '222 · expires 2098-01-31 · 50 dose · not enough',
      '333 · expires 2099-03-31 · 150 dose',
    ]);
    expect(items.map((i) => (i as HTMLButtonElement).disabled)).toEqual([false, true, true, false]);
    await user.click(items[3]!);
    expect(onLot).toHaveBeenCalledWith({
      id: '0190a000-0000-7000-8000-000000000333',
      batchNumber: '333',
      expiryDate: '2099-03-31',
    });
  });

  it('shows the chosen lot and goes back to first to expire', async () => {
    mockFetch(mockEndpoint(inventoryContract.getProductStock, { body: { items: [] } }, { id: VACCINE }));
    const onLot = vi.fn();
    renderScreen(
      <LotPicker
        line={{ ...line, lot: { id: 'x', batchNumber: 'L-A', expiryDate: null } }}
        locationId={MAIN_STORE}
        onLot={onLot}
      />,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Choose the lot of ND Vaccine' });
    expect(button.textContent).toBe('Lot L-A');
    await user.click(button);
    await screen.findByRole('menuitem', { name: 'No lots in stock here', hidden: true });
    await user.click(screen.getByRole('menuitem', { name: 'First to expire (automatic)', hidden: true }));
    await waitFor(() => expect(onLot).toHaveBeenCalledWith(null));
  });
});
