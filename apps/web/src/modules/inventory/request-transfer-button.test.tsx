// @vitest-environment happy-dom
import { transfersContract as api } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { RequestTransferButton } from './request-transfer-button.tsx';

afterEach(() => vi.unstubAllGlobals());

const place = (id: string, name: string, branchName: string) => ({
  id,
  name,
  type: 'store',
  branchId: '01900000-0000-7000-8000-00000000b001',
  branchName,
});
const MAIN = '01900000-0000-7000-8000-000000000001';
const STORE = '01900000-0000-7000-8000-00000000d002';

function mock(role: 'manager' | 'cashier', mine = [place(MAIN, 'Main store', 'Main branch')]) {
  return mockFetch({
    'GET /api/me': { body: makeMe(role) },
    ...mockEndpoint(api.transferOptions, { body: { fromLocations: mine, toLocations: mine } }),
  });
}

describe('Request a transfer (the low-stock list)', () => {
  it('opens a new slip to the one location of mine', async () => {
    mock('manager');
    const { history } = renderRoutedScreen(<RequestTransferButton />, '/inventory?stock=low');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Request a transfer' }));
    await vi.waitFor(() => expect(history.location.href).toBe(`/branches/transfers/new?lowStockTo=${MAIN}`));
  });

  it('asks which location needs the goods when I work in several', async () => {
    mock('manager', [
      place(MAIN, 'Main store', 'Main branch'),
      place(STORE, 'Sto. Tomas store', 'Sto. Tomas'),
    ]);
    const { history } = renderRoutedScreen(<RequestTransferButton />, '/inventory?stock=low');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request a transfer' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Sto. Tomas store · Sto. Tomas', hidden: true }),
    );
    await vi.waitFor(() => expect(history.location.href).toBe(`/branches/transfers/new?lowStockTo=${STORE}`));
  });

  it('is not there for someone who may not transfer', async () => {
    const { requests } = mock('cashier');
    renderRoutedScreen(<RequestTransferButton />, '/inventory?stock=low');
    await vi.waitFor(() => expect(requests.some((r) => r.path === '/api/me')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Request a transfer' })).toBeNull();
    expect(requests.some((r) => r.path.startsWith('/api/stock/transfers'))).toBe(false);
  });
});
