// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-app.tsx';
import { makeCartProduct } from './cart.test-helper.ts';
import { addItem, cartTotals, newCart } from './cart.ts';
import { PayDialog } from './pay-dialog.tsx';

const urea = makeCartProduct({
  name: 'Urea',
  sku: 'UREA',
  taxClass: 'vat_exempt',
  priceCentavos: 40_000,
  units: [],
  bnpcEligible: false,
  stockMilli: 100_000,
});

afterEach(() => vi.unstubAllGlobals());

describe('PayDialog', () => {
  it('Enter right after "Add another payment" completes the sale instead of adding a ₱0 payment', async () => {
    const { requests } = mockFetch({
      'POST /api/sales': { status: 201, body: { sale: { id: 's' }, replayed: false } },
    });
    const cart = addItem(newCart('0190a000-0000-7000-8000-0000000000c1'), urea).cart;
    const onDone = vi.fn();
    renderScreen(
      <PayDialog
        cart={cart}
        totals={cartTotals(cart, true)}
        onCart={vi.fn()}
        onClose={vi.fn()}
        onDone={onDone}
        vatRegistered
      />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Cash received' }), '100');
    await user.click(screen.getByRole('button', { name: 'Add another payment' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '300.00');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.getAllByRole('textbox', { name: /^(Cash received|Amount)$/ })).toHaveLength(2);
    const sent = requests.filter((r) => r.method === 'POST' && r.path === '/api/sales');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as { payments: { method: string; amountCentavos: number }[] }).payments).toEqual([
      expect.objectContaining({ method: 'cash', amountCentavos: 10_000 }),
      expect.objectContaining({ method: 'gcash', amountCentavos: 30_000 }),
    ]);
  });
});
