import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fetch-mock.ts';
import {
  describedBy,
  MAIN_STORE,
  makeMovement,
  makeProduct,
  makeStockLine,
  mockInventoryApi,
  renderInventory,
} from './render-inventory.test-helper.tsx';

type User = ReturnType<typeof userEvent.setup>;

const feed = makeProduct({ stockMilli: 4_000 });

const openProduct = async (user: User, name = feed.name) => {
  await user.click(await screen.findByRole('button', { name: `Open ${name}` }));
  return screen.findByRole('dialog', { name });
};

const openAdjust = async (user: User, dialog: HTMLElement) => {
  await user.click(await within(dialog).findByRole('button', { name: 'Adjust stock' }));
  return within(dialog).findByRole('form', { name: 'Adjust stock' });
};

describe('Product detail', { timeout: 15_000 }, () => {
  it('shows stock per location and batch and the latest movements', async () => {
    const vaccine = makeProduct({
      sku: 'NCD-100',
      name: 'Newcastle Vaccine',
      baseUnit: 'dose',
      isLotTracked: true,
      stockMilli: 300_000,
      units: [],
    });
    mockInventoryApi({
      products: [vaccine],
      stock: [
        makeStockLine({
          lotId: '01900000-0000-7000-8000-0000000000a1',
          batchNumber: 'L-A',
          qtyMilli: 100_000,
        }),
        makeStockLine({
          lotId: '01900000-0000-7000-8000-0000000000a2',
          batchNumber: 'L-B',
          expiryDate: '2027-03-31',
          qtyMilli: 200_000,
        }),
      ],
      movements: [
        makeMovement(vaccine, {
          type: 'adjustment_out',
          qtyMilli: -2_500,
          previousMilli: 302_500,
          newMilli: 300_000,
          reason: 'Broken vial',
          batchNumber: 'L-A',
        }),
        makeMovement(vaccine, { qtyMilli: 302_500, newMilli: 302_500 }),
      ],
    });
    const user = userEvent.setup();
    renderInventory();
    const dialog = await openProduct(user, 'Newcastle Vaccine');

    const stock = await within(dialog).findByRole('table', { name: 'Stock by location' });
    const rows = within(stock).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Main store' + 'L-A' + '—' + '100 dose',
      'Main store' + 'L-B' + 'Mar 31, 2027' + '200 dose',
    ]);
    const movements = await within(dialog).findByRole('list', { name: 'Latest movements' });
    const items = within(movements).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Adjustment (out)')).toBeTruthy();
    expect(within(items[0]!).getByText('-2.5 dose')).toBeTruthy();
    expect(within(items[0]!).getByText('Broken vial — Andrea Santos')).toBeTruthy();
    expect(within(items[1]!).getByText('Opening stock')).toBeTruthy();
    expect(within(items[1]!).getByText('+302.5 dose')).toBeTruthy();
  });

  it('offers "Adjust stock" only to those who may edit inventory', async () => {
    mockInventoryApi({ role: 'cashier', products: [feed] });
    const user = userEvent.setup();
    renderInventory();
    const dialog = await openProduct(user);
    expect(await within(dialog).findByRole('table', { name: 'Stock by location' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Adjust stock' })).toBeNull();
  });

  it("shows the server's insufficient-stock message under the quantity, with what to do", async () => {
    const api = mockInventoryApi({
      products: [feed],
      stock: [makeStockLine({ qtyMilli: 4_000 })],
      adjust: () => ({
        status: 409,
        body: envelope('INSUFFICIENT_STOCK', 'Insufficient stock. Available: 4, Requested: 5', {
          suggestions: ['Lower the quantity to what is available.'],
        }),
      }),
    });
    const user = userEvent.setup();
    renderInventory();
    const dialog = await openProduct(user);
    const form = await openAdjust(user, dialog);

    await user.click(within(form).getByRole('radio', { name: 'Subtract' }));
    await user.type(within(form).getByRole('textbox', { name: 'Quantity' }), '5');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Spoiled');
    await user.click(within(form).getByRole('button', { name: 'Record adjustment' }));

    await waitFor(() => expect(api.sent('POST', '/api/stock/adjustments')).toHaveLength(1));
    expect(api.sent('POST', '/api/stock/adjustments')[0]!.body).toEqual({
      productId: feed.id,
      locationId: MAIN_STORE,
      lotId: null,
      mode: 'subtract',
      qtyMilli: 5_000,
      reason: 'Spoiled',
    });
    const qty = within(form).getByRole('textbox', { name: 'Quantity' });
    await waitFor(() => expect(qty.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(qty)).toContain('Insufficient stock. Available: 4, Requested: 5');
    expect(describedBy(qty)).toContain('Lower the quantity to what is there, or record the delivery first.');
    expect(within(dialog).getByRole('form', { name: 'Adjust stock' })).toBe(form);
    expect(screen.queryByText('Stock adjusted')).toBeNull();
  });

  it('converts the chosen unit to the base unit and reports the new count', async () => {
    const api = mockInventoryApi({
      products: [feed],
      adjust: () => ({
        status: 201,
        body: {
          movementId: '01900000-0000-7000-8000-0000000000f1',
          previousMilli: 4_000,
          newMilli: 104_000,
          warnings: ['Large stock change detected'],
        },
      }),
    });
    const user = userEvent.setup();
    renderInventory();
    const dialog = await openProduct(user);
    const form = await openAdjust(user, dialog);

    await user.type(within(form).getByRole('textbox', { name: 'Quantity' }), '2');
    await user.click(within(form).getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'sack (50 kg)', hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Delivery recount');
    await user.click(within(form).getByRole('button', { name: 'Record adjustment' }));

    expect(await screen.findByText('Stock adjusted')).toBeTruthy();
    expect(screen.getByText('Hog Grower Pellets: 4 → 104 kg')).toBeTruthy();
    expect(screen.getByText('This is a large change compared with the stock on hand.')).toBeTruthy();
    expect(api.sent('POST', '/api/stock/adjustments')[0]!.body).toMatchObject({
      mode: 'add',
      qtyMilli: 100_000,
    });
    await waitFor(() => expect(within(dialog).queryByRole('form', { name: 'Adjust stock' })).toBeNull());
  });
});
