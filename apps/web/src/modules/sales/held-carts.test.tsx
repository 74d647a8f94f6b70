// @vitest-environment happy-dom

import { catalogContract, type HeldCartContent, type HeldCartSummary, salesContract } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { envelope, mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-app.tsx';
import { makeCartProduct, makeProductAnswer } from './cart.test-helper.ts';
import { addItem, newCart } from './cart.ts';
import { HeldCartsDrawer, HoldDialog } from './held-carts.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A cart of one product (two kilos), no discount, customer or statutory sale. */
const cartOf = (productId: string, over: Partial<HeldCartContent> = {}): HeldCartContent => ({
  saleId: '0190a000-0000-7000-8000-0000000000d2',
  lines: [
    { productId, unitCode: 'kg', qtyMilli: 2_000, promo: null, rx: null, fpaCertNumber: null, lot: null },
  ],
  orderPromo: null,
  statutory: null,
  customer: null,
  ...over,
});

describe('HoldDialog', () => {
  it('asks for a name when Enter is pressed with none, instead of repeating the placeholder', async () => {
    const { requests } = mockFetch({});
    const cart = addItem(newCart('0190a000-0000-7000-8000-0000000000d1'), makeCartProduct()).cart;
    const onHeld = vi.fn();
    renderScreen(<HoldDialog cart={cart} onClose={vi.fn()} onHeld={onHeld} />);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Name this cart' });
    await user.click(box);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText("Type a name for this cart, such as the customer's, to find it again."),
    ).toBeTruthy();
    // The placeholder stays a placeholder, not the error.
    expect(screen.queryAllByText('Customer name, or a note')).toHaveLength(0);
    expect(requests).toHaveLength(0);
    expect(onHeld).not.toHaveBeenCalled();
  });
});

describe('HeldCartsDrawer', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("says in Filipino that a held cart was already taken, not the server's English words", async () => {
    await i18n.changeLanguage('fil');
    const held: HeldCartSummary = {
      id: '0190a000-0000-7000-8000-0000000000e1',
      label: 'Aling Nena',
      heldAt: '2026-11-26T07:00:00.000Z',
      heldByName: 'Carla Dizon',
      cart: cartOf(makeCartProduct().id),
    };
    mockFetch({
      ...mockEndpoint(salesContract.listHeldCarts, { body: { items: [held] } }),
      ...mockEndpoint(
        salesContract.takeHeldCart,
        { status: 404, body: envelope('DB_RECORD_NOT_FOUND', 'This held cart was already taken back') },
        { id: held.id },
      ),
    });
    renderScreen(<HeldCartsDrawer opened onClose={vi.fn()} canResume onResume={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Burahin' }));
    const confirm = await screen.findAllByRole('button', { name: 'Burahin' });
    await user.click(confirm.at(-1) as HTMLElement);
    expect(
      await screen.findByText(
        'Naituloy o nabura na ang naka-hold na cart na ito, dito o sa ibang screen ng terminal na ito.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('This held cart was already taken back')).toBeNull();
  });

  it("a held 5% (BNPC) discount comes back with this week's allowance for its ID, as when it was set", async () => {
    const product = makeProductAnswer();
    const held: HeldCartSummary = {
      id: '0190a000-0000-7000-8000-0000000000e2',
      label: 'Mang Tonyo',
      heldAt: '2026-11-26T07:00:00.000Z',
      heldByName: 'Carla Dizon',
      cart: cartOf(product.id, {
        statutory: {
          kind: 'bnpc5',
          beneficiary: 'senior',
          name: 'Antonio Cruz',
          idNumber: 'OSCA-123',
          tin: null,
        },
      }),
    };
    const { requests } = mockFetch({
      ...mockEndpoint(salesContract.listHeldCarts, { body: { items: [held] } }),
      ...mockEndpoint(catalogContract.getProduct, { body: product }, { id: product.id }),
      ...mockEndpoint(salesContract.getBnpcCap, {
        body: { usedCentavos: 100_000, remainingCentavos: 150_000 },
      }),
      ...mockEndpoint(salesContract.takeHeldCart, { body: { cart: held.cart } }, { id: held.id }),
    });
    const onResume = vi.fn();
    renderScreen(<HeldCartsDrawer opened onClose={vi.fn()} canResume onResume={onResume} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    await vi.waitFor(() => expect(onResume).toHaveBeenCalledTimes(1));
    expect(onResume.mock.calls[0]![0]).toMatchObject({
      statutory: { kind: 'bnpc5', idNumber: 'OSCA-123' },
      capRemainingCentavos: 150_000,
    });
    expect(requests.some((r) => r.path.startsWith('/api/pos/bnpc-cap'))).toBe(true);
  });
});
