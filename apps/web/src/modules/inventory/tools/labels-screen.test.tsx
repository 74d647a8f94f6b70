import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutedScreen } from '../../../test/render-app.tsx';
import { makeProduct, mockInventoryApi } from '../render-inventory.test-helper.tsx';
import { LabelsScreen } from './labels-screen.tsx';

const feed = makeProduct();
const drug = makeProduct({
  sku: 'VG-100',
  name: 'Vetracin Gold',
  baseUnit: 'piece',
  priceCentavos: 8_500,
  units: [],
  barcodes: [],
});

afterEach(() => vi.restoreAllMocks());

describe('Barcode labels', { timeout: 15_000 }, () => {
  it('labels the product named in the address with its sack barcode and price, and prints the copies', async () => {
    mockInventoryApi({ products: [feed] });
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    const user = userEvent.setup();
    renderRoutedScreen(<LabelsScreen />, `/inventory/labels?products=${feed.id}`);

    const preview = await screen.findByTestId('label-preview');
    expect(within(preview).getByText('Hog Grower Pellets')).toBeTruthy();
    expect(within(preview).getByRole('img', { name: '4800000000011' })).toBeTruthy();
    expect(within(preview).getByText(/1,450\.00 \/ sack/)).toBeTruthy();

    const copies = screen.getByRole('textbox', { name: 'Copies of Hog Grower Pellets' });
    await user.clear(copies);
    await user.type(copies, '3');
    const printButton = screen.getByRole('button', { name: 'Print 3 labels' });
    expect(screen.getByText('3 labels · 1 A4 sheet')).toBeTruthy();
    expect(screen.getByTestId('label-print-sheet').querySelectorAll('svg')).toHaveLength(3);
    await user.click(printButton);
    expect(print).toHaveBeenCalledOnce();
  });

  it('finds a product to add, labels it by SKU when it has no barcode, and can leave the price off', async () => {
    mockInventoryApi({ products: [drug] });
    const user = userEvent.setup();
    renderRoutedScreen(<LabelsScreen />, '/inventory/labels');
    expect(await screen.findByText(/No products chosen yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print 0 labels' }).hasAttribute('disabled')).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Find a product' }), 'vet');
    await user.click(await screen.findByRole('button', { name: 'Add Vetracin Gold' }));
    const preview = await screen.findByTestId('label-preview');
    expect(within(preview).getByRole('img', { name: 'VG-100' })).toBeTruthy();
    expect(within(preview).getByText(/85\.00 \/ piece/)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Print the price' }));
    expect(within(preview).queryByText(/85\.00/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Vetracin Gold' }));
    expect(screen.getByText(/No products chosen yet/)).toBeTruthy();
  });
});
