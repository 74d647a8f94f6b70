import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fetch-mock.ts';
import { makeProduct, mockInventoryApi, renderInventory } from './render-inventory.test-helper.tsx';

const listRequests = (api: ReturnType<typeof mockInventoryApi>) =>
  api.sent('GET', '/api/products').filter((r) => /^\/api\/products(\?|$)/.test(r.path));

describe('InventoryScreen list', () => {
  it('shows each product from the API with its SKU, category, stock in the base unit and markers', async () => {
    mockInventoryApi({
      products: [
        makeProduct(),
        makeProduct({
          sku: 'VIT-ADE',
          name: 'Vitamin ADE 100 mL',
          categoryId: null,
          categoryName: null,
          baseUnit: 'bottle',
          stockMilli: 3_000,
          minStockMilli: 5_000,
        }),
        makeProduct({ sku: 'OLD-1', name: 'Discontinued Dewormer', stockMilli: 0, isActive: false }),
      ],
    });
    renderInventory();
    expect(await screen.findByRole('heading', { name: 'Inventory', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const feed = within(rows[0]!);
    expect(feed.getByText('Hog Grower Pellets')).toBeTruthy();
    expect(feed.getByText('HG-50')).toBeTruthy();
    expect(feed.getByText('Feeds')).toBeTruthy();
    expect(feed.getByText('120.5 kg')).toBeTruthy();
    expect(feed.queryByText('Low stock')).toBeNull();
    expect(feed.getByText('Active')).toBeTruthy();

    const vitamin = within(rows[1]!);
    expect(vitamin.getByText('Uncategorized')).toBeTruthy();
    expect(vitamin.getByText('3 bottle')).toBeTruthy();
    expect(vitamin.getByText('Low stock')).toBeTruthy();

    const old = within(rows[2]!);
    expect(old.getByText('Out of stock')).toBeTruthy();
    expect(old.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('3 products')).toBeTruthy();
  });

  it('searches on the server with what was typed, once, after the pause', async () => {
    const api = mockInventoryApi();
    const user = userEvent.setup();
    renderInventory();
    await screen.findByText('Hog Grower Pellets');
    expect(listRequests(api)).toHaveLength(1);
    expect(listRequests(api)[0]!.path).not.toContain('search=');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, SKU or barcode' }), 'hog grow');
    await waitFor(() => expect(listRequests(api)).toHaveLength(2));
    const url = new URL(listRequests(api)[1]!.path, 'http://localhost');
    expect(url.searchParams.get('search')).toBe('hog grow');
    expect(url.searchParams.get('offset')).toBe('0');
  });

  it('says what to do when there are no products, and offers "Add product" only to those allowed', async () => {
    mockInventoryApi({ products: [] });
    renderInventory();
    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(screen.getByText('Add your first product to start counting stock.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add product' })).toHaveLength(2);
  });

  it('a cashier sees the list without "Add product"', async () => {
    mockInventoryApi({ role: 'cashier', products: [] });
    renderInventory();
    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(screen.getByText('Ask a manager to add the store’s products.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
  });

  it('shows why the list failed and loads it again on Retry', async () => {
    let calls = 0;
    mockInventoryApi({
      list: () =>
        ++calls === 1
          ? { status: 500, body: envelope('API_SERVER_ERROR', 'Something went wrong on our side.') }
          : { body: { items: [makeProduct()], total: 1 } },
    });
    const user = userEvent.setup();
    renderInventory();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The products could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('Something went wrong on our side.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hog Grower Pellets')).toBeTruthy();
  });
});
