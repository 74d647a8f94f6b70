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
    expect(screen.queryByRole('combobox', { name: 'Branch shown' })).toBeNull();
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
    const select = (await screen.findByRole('combobox', { name: 'Branch shown' })) as HTMLSelectElement;
    expect(select.value).toBe('all');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All my branches',
      'Main branch',
      'Sto. Tomas branch',
    ]);
    const mes = () => requests.filter((r) => r.path === '/api/me').length;
    const before = mes();
    await userEvent.setup().selectOptions(select, STO);
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'PUT' && r.path === '/api/account/branch')).toBe(true),
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ branchId: STO });
    await vi.waitFor(() => expect(mes()).toBeGreaterThan(before));
    await vi.waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Branch shown' }) as HTMLSelectElement).value).toBe(STO),
    );
  });

  it('speaks Filipino', async () => {
    mockFetch({
      ...signedInRoutes('manager'),
      ...mockEndpoint(accountContract.getMe, { body: twoBranches(null) }),
    });
    await i18n.changeLanguage('fil');
    renderApp('/');
    const select = (await screen.findByRole('combobox', {
      name: 'Branch na ipinapakita',
    })) as HTMLSelectElement;
    expect(select.options[0]?.textContent).toBe('Lahat ng branch ko');
  });
});
