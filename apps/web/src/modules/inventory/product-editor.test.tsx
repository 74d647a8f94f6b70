import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fetch-mock.ts';
import {
  describedBy,
  makeProduct,
  mockInventoryApi,
  renderInventory,
} from './render-inventory.test-helper.tsx';

type User = ReturnType<typeof userEvent.setup>;

const openForm = async (user: User) => {
  await user.click(await screen.findByRole('button', { name: 'Add product' }));
  const form = await screen.findByRole('form', { name: 'Add product' });
  // The drawer focuses its first field once open; typing before that would land mid-word.
  const name = within(form).getByRole('textbox', { name: /^Name/ });
  await waitFor(() => expect(document.activeElement).toBe(name));
  return form;
};

const fill = async (user: User, form: HTMLElement) => {
  const f = within(form);
  await user.type(f.getByRole('textbox', { name: /^Name/ }), 'Starter');
  await user.type(f.getByRole('textbox', { name: /^SKU/ }), 'BSC-25');
  const unit = f.getByRole('combobox', { name: /^Base unit/ });
  await user.clear(unit);
  await user.type(unit, 'kg{Escape}');
  await user.type(f.getByRole('textbox', { name: /^Selling price/ }), '38.5');
  await user.type(f.getByRole('textbox', { name: /^Quantity on hand now/ }), '250.5');
};

// Typing into the whole product form re-renders it per key; happy-dom needs more than the default 5 s.
describe('Add product', { timeout: 15_000 }, () => {
  it("puts the server's field message under the SKU and stays open", async () => {
    const api = mockInventoryApi({
      create: () => ({
        status: 422,
        body: envelope('VALIDATION_FAILED', 'SKU BSC-25 is already used by Broiler Starter', {
          fields: { sku: 'SKU BSC-25 is already used by Broiler Starter' },
        }),
      }),
    });
    const user = userEvent.setup();
    renderInventory();
    const form = await openForm(user);
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add product' }));

    await waitFor(() => expect(api.sent('POST', '/api/products')).toHaveLength(1));
    expect(api.sent('POST', '/api/products')[0]!.body).toMatchObject({
      sku: 'BSC-25',
      name: 'Starter',
      baseUnit: 'kg',
      priceCentavos: 3_850,
      openingStock: [{ qtyMilli: 250_500 }],
    });
    const sku = within(form).getByRole('textbox', { name: /^SKU/ });
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(sku)).toContain('SKU BSC-25 is already used by Broiler Starter');
    expect(screen.getByRole('form', { name: 'Add product' })).toBe(form);
    expect(screen.queryByText('Product added')).toBeNull();
  });

  it('checks the shared product rules first: a VAT-exempt product needs its basis, nothing is sent', async () => {
    const api = mockInventoryApi();
    const user = userEvent.setup();
    renderInventory();
    const form = await openForm(user);
    await fill(user, form);
    await user.click(within(form).getByRole('combobox', { name: 'Tax class' }));
    await user.click(await screen.findByRole('option', { name: 'VAT-exempt', hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: /^Minimum stock/ }), '1.2345');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));

    const basis = await within(form).findByRole('textbox', { name: /^VAT exemption basis/ });
    await waitFor(() =>
      expect(describedBy(basis)).toContain(
        'Say why this product is VAT-exempt (e.g. NIRC Sec. 109(1)(A): feeds)',
      ),
    );
    expect(describedBy(within(form).getByRole('textbox', { name: /^Minimum stock/ }))).toContain(
      'Enter a number with at most 3 decimals, e.g. 2.5',
    );
    expect(api.sent('POST', '/api/products')).toHaveLength(0);
  });

  it('adds the product, says so, closes and reloads the list', async () => {
    const api = mockInventoryApi();
    const user = userEvent.setup();
    renderInventory();
    const form = await openForm(user);
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Product added')).toBeTruthy();
    expect(screen.getByText('Starter (BSC-25) is now in the inventory.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add product' })).toBeNull());
    await waitFor(() =>
      expect(
        api.sent('GET', '/api/products').filter((r) => r.path.startsWith('/api/products?')),
      ).toHaveLength(2),
    );
  });
});

describe('Edit product', { timeout: 20_000 }, () => {
  const feed = makeProduct({
    units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 170_000 }],
    barcodes: [{ barcode: '4800000000017', unitCode: null }],
  });

  const openEditor = async (user: User) => {
    await user.click(await screen.findByRole('button', { name: `Open ${feed.name}` }));
    const dialog = await screen.findByRole('dialog', { name: feed.name });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit product' }));
    return within(dialog).findByRole('form', { name: `Edit ${feed.name}` });
  };

  it('saves a new price, a second barcode for the sack and the BNPC flag, and goes back to the detail', async () => {
    const api = mockInventoryApi({ products: [feed] });
    const user = userEvent.setup();
    renderInventory();
    const form = within(await openEditor(user));
    expect(form.getByRole('combobox', { name: /^Unit 1/ })).toHaveProperty('value', 'sack');
    const price = form.getByRole('textbox', { name: /^Selling price/ });
    await user.clear(price);
    await user.type(price, '33');
    await user.click(form.getByRole('button', { name: 'Add a barcode' }));
    await user.type(form.getByRole('textbox', { name: 'Barcode 2' }), '4800000000024');
    const sells = form.getAllByRole('combobox', { name: 'Sells' })[1]!;
    await user.click(sells);
    const listbox = await waitFor(() => document.getElementById(sells.getAttribute('aria-controls') ?? '')!);
    await user.click(within(listbox).getByRole('option', { name: 'sack', hidden: true }));
    await user.click(form.getByRole('checkbox', { name: /BNPC/ }));
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.sent('PUT', `/api/products/${feed.id}`)).toHaveLength(1));
    expect(api.sent('PUT', `/api/products/${feed.id}`)[0]!.body).toMatchObject({
      priceCentavos: 3_300,
      bnpcEligible: true,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 170_000 }],
      barcodes: [
        { barcode: '4800000000017', unitCode: null },
        { barcode: '4800000000024', unitCode: 'sack' },
      ],
    });
    expect(await screen.findByText('Product saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: `Edit ${feed.name}` })).toBeNull());
  });

  it("puts the server's message on the barcode row it names, counting the rows it was sent", async () => {
    mockInventoryApi({
      products: [feed],
      update: () => ({
        status: 422,
        body: envelope('VALIDATION_FAILED', 'Barcode 4800000000031 is already used by Layer Mash', {
          fields: { 'barcodes.1.barcode': 'Barcode 4800000000031 is already used by Layer Mash' },
        }),
      }),
    });
    const user = userEvent.setup();
    renderInventory();
    const form = within(await openEditor(user));
    await user.click(form.getByRole('button', { name: 'Add a barcode' }));
    await user.click(form.getByRole('button', { name: 'Add a barcode' }));
    // Row 2 stays blank (not sent); row 3 is the server's "barcodes.1".
    await user.type(form.getByRole('textbox', { name: 'Barcode 3' }), '4800000000031');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    const third = form.getByRole('textbox', { name: 'Barcode 3' });
    await waitFor(() => expect(third.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(third)).toContain('already used by Layer Mash');
    expect(form.getByRole('textbox', { name: 'Barcode 2' }).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses to delete a product with history in the server’s words and keeps it', async () => {
    const api = mockInventoryApi({
      role: 'admin',
      products: [feed],
      remove: () => ({
        status: 422,
        body: envelope(
          'BUSINESS_INVALID_OPERATION',
          'This product has stock history, so it cannot be deleted. Deactivate it instead.',
        ),
      }),
    });
    const user = userEvent.setup();
    renderInventory();
    const form = within(await openEditor(user));
    await user.click(form.getByRole('button', { name: 'Delete product' }));
    await user.click(form.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText(
        'This product has stock history, so it cannot be deleted. Deactivate it instead.',
      ),
    ).toBeTruthy();
    expect(api.sent('DELETE', `/api/products/${feed.id}`)).toHaveLength(1);
    expect(form.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});
