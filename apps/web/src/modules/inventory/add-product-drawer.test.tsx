import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fetch-mock.ts';
import { describedBy, mockInventoryApi, renderInventory } from './render-inventory.test-helper.tsx';

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
