import { renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedInRoutes } from '../../test/shell-fixtures.ts';
import { MOBILE_QUERY } from '../signed-in-frame.tsx';
import { useTapGuard } from './use-tap-guard.ts';

function phoneWidth() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === MOBILE_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('mobile navigation (< 768 px)', () => {
  it('shows at most 4 bottom items and a grid button counting the other modules', async () => {
    phoneWidth();
    mockFetch(signedInRoutes('admin'));
    renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Quick navigation' });
    const items = within(bar)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-label') !== 'More modules');
    expect(items.length).toBeLessThanOrEqual(4);
    expect(items.map((b) => b.textContent)).toEqual(['Dashboard', 'Sales & POS', 'Inventory', 'Customers']);
    const more = within(bar).getByRole('button', { name: 'More modules' });
    // Tindera POS, Sales History, Product Categories, Product History, Customer Transactions, Expenses,
    // Accounting, Users & Roles, Settings and Help & Docs are in the grid.
    expect(more.parentElement?.textContent).toBe('9+'); // 10, shown as 9+
    expect(screen.queryByRole('navigation', { name: 'Modules' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });
});

describe('taps on the mobile navigation', () => {
  it('ignores presses longer than 500 ms and repeats on the same item within 300 ms', () => {
    let now = 0;
    const { result } = renderHook(() => useTapGuard(() => now));
    const tap = result.current;
    tap.pressProps.onPointerDown();
    now = 501;
    expect(tap.accept('sales')).toBe(false);
    now = 1000;
    expect(tap.accept('sales')).toBe(true);
    now = 1200;
    expect(tap.accept('sales')).toBe(false);
    expect(tap.accept('inventory')).toBe(true);
    now = 1600;
    expect(tap.accept('inventory')).toBe(true);
  });
});
