import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutedScreen } from '../../../test/render-app.tsx';
import { makeMovement, makeProduct, mockInventoryApi } from '../render-inventory.test-helper.tsx';
import { HistoryScreen } from './history-screen.tsx';

const feed = makeProduct();

describe('Product history filters', { timeout: 15_000 }, () => {
  // The clock is the test's: "nothing was sent" is checked after the filters' 300 ms debounce has
  // certainly run, not after a real sleep that a slow machine may outlast.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a quantity range in thousandths of the base unit, and leaves out what does not read as a number', async () => {
    const api = mockInventoryApi({ products: [feed], movements: [makeMovement(feed)] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutedScreen(<HistoryScreen />, '/inventory/history');
    await screen.findByRole('heading', { name: 'Product history' });

    await user.type(screen.getByRole('textbox', { name: 'Quantity at least' }), '2.5');
    await waitFor(() =>
      expect(api.sent('GET', '/api/stock/movements').some((r) => r.path.includes('minQuantity=2500'))).toBe(
        true,
      ),
    );

    const sentBefore = api.sent('GET', '/api/stock/movements').length;
    await user.type(screen.getByRole('textbox', { name: 'Quantity at most' }), 'lots');
    expect(await screen.findByText('Write a number, like 5 or 2.5')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // The debounced filters did reach the query (a new request went out), without the bad bound.
    expect(api.sent('GET', '/api/stock/movements').length).toBeGreaterThan(sentBefore);
    expect(api.sent('GET', '/api/stock/movements').some((r) => r.path.includes('maxQuantity'))).toBe(false);
    // One location: no location filter to choose from.
    expect(screen.queryByRole('textbox', { name: 'Location' })).toBeNull();
  });
});
