// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-app.tsx';
import { makeCartProduct } from './cart.test-helper.ts';
import { addItem, newCart } from './cart.ts';
import { HoldDialog } from './held-carts.tsx';

afterEach(() => vi.unstubAllGlobals());

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
