// @vitest-environment happy-dom
import { availabilityContract } from '@fbms/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { BranchStockSection } from './branch-stock-section.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const product = {
  id: '0190a000-0000-7000-8000-0000000000a1',
  baseUnit: 'kg',
  units: [{ code: 'sack', baseMilliPerUnit: 50_000 }],
};
const branch = (code: string, name: string, onHandMilli: number) => ({
  branchId: `0190a000-0000-7000-8000-00000000${code === 'MAIN' ? 'b001' : 'b002'}`,
  code,
  name,
  onHandMilli,
});

describe('Stock in each branch, on the product page', () => {
  it("lists every branch's quantity, with the sacks it makes; none where there is none", async () => {
    mockFetch({
      ...mockEndpoint(availabilityContract.getAvailability, {
        body: {
          baseUnit: 'kg',
          items: [branch('MAIN', 'Main branch', 0), branch('STO-TOMAS', 'Sto. Tomas', 600_000)],
        },
      }),
    });
    renderRoutedScreen(<BranchStockSection product={product} />, '/inventory');
    expect(await screen.findByText('Stock in each branch')).toBeTruthy();
    expect(screen.getByText('600 kg (12 sack)')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
  });

  it('shows nothing while the store has one branch, and speaks Filipino', async () => {
    mockFetch({
      ...mockEndpoint(availabilityContract.getAvailability, {
        body: { baseUnit: 'kg', items: [branch('MAIN', 'Main branch', 5_000)] },
      }),
    });
    const one = renderRoutedScreen(<BranchStockSection product={product} />, '/inventory');
    await vi.waitFor(() => expect(screen.queryByTestId('branch-stock')).toBeNull());
    one.unmount();
    await i18n.changeLanguage('fil');
    mockFetch({
      ...mockEndpoint(availabilityContract.getAvailability, {
        body: {
          baseUnit: 'kg',
          items: [branch('MAIN', 'Main branch', 5_000), branch('STO-TOMAS', 'Sto. Tomas', 0)],
        },
      }),
    });
    renderRoutedScreen(<BranchStockSection product={product} />, '/inventory');
    expect(await screen.findByText('Stock sa bawat branch')).toBeTruthy();
    expect(screen.getByText('Wala')).toBeTruthy();
  });
});
