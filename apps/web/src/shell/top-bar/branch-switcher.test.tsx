// @vitest-environment happy-dom
import { accountContract } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { MAIN_BRANCH, makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedInRoutes } from '../../test/shell-fixtures.ts';

const STO = '01900000-0000-7000-8000-00000000b002';
const twoBranches = (activeBranchId: string | null) => ({
  ...makeMe('manager'),
  branches: [
    { id: MAIN_BRANCH, code: 'MAIN', name: 'Main branch' },
    { id: STO, code: 'STO-TOMAS', name: 'Sto. Tomas branch' },
  ],
  activeBranchId,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the branch switcher', () => {
  it('is not shown to a person with one branch', async () => {
    mockFetch(signedInRoutes('manager'));
    renderApp('/');
    expect(await screen.findByText('Dashboard', { selector: '[data-page-title]' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Branch shown/ })).toBeNull();
  });

  it('chooses a branch for the session, then every query refetches', async () => {
    let active: string | null = null;
    const { requests } = mockFetch({
      ...signedInRoutes('manager'),
      ...mockEndpoint(accountContract.getMe, () => ({ body: twoBranches(active) })),
      ...mockEndpoint(accountContract.chooseBranch, (req) => {
        active = (req.body as { branchId: string | null }).branchId;
        return { body: { activeBranchId: active } };
      }),
    });
    renderApp('/');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Branch shown: All my branches' });
    // Its choices are in the page only while the menu is open.
    expect(screen.queryByRole('menuitem', { hidden: true })).toBeNull();
    await user.click(button);
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((o) => o.textContent)).toEqual(['All my branches', 'Main branch', 'Sto. Tomas branch']);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    const mes = () => requests.filter((r) => r.path === '/api/me').length;
    const before = mes();
    await user.click(screen.getByRole('menuitem', { name: 'Sto. Tomas branch', hidden: true }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'PUT' && r.path === '/api/account/branch')).toBe(true),
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ branchId: STO });
    await vi.waitFor(() => expect(mes()).toBeGreaterThan(before));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Branch shown: Sto. Tomas branch' })).toBeTruthy(),
    );
  });

  it('speaks Filipino', async () => {
    mockFetch({
      ...signedInRoutes('manager'),
      ...mockEndpoint(accountContract.getMe, { body: twoBranches(null) }),
    });
    await i18n.changeLanguage('fil');
    renderApp('/');
    expect(
      await screen.findByRole('button', { name: 'Branch na ipinapakita: Lahat ng branch ko' }),
    ).toBeTruthy();
  });
});
