// @vitest-environment happy-dom
import { branchesContract as api, type Branch, type BranchSummary, usersContract } from '@fbms/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { MAIN_BRANCH, makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { BranchPage } from './branch-page.tsx';
import { BranchesScreen } from './branches-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const STO = '01900000-0000-7000-8000-00000000b002';
const location = (over: Partial<BranchSummary['locations'][number]> = {}) => ({
  id: '01900000-0000-7000-8000-000000000001',
  branchId: MAIN_BRANCH,
  name: 'Main store',
  description: null,
  type: 'store' as const,
  address: null,
  active: true,
  version: 1,
  ...over,
});
const main: BranchSummary = {
  id: MAIN_BRANCH,
  code: 'MAIN',
  name: 'Main branch',
  address: 'Rizal St, Lipa City',
  phone: null,
  tinBranchCode: '000',
  birRegistration: null,
  active: true,
  version: 1,
  locations: [
    location({ id: '01900000-0000-7000-8000-00000000d001', name: 'Bodega', type: 'warehouse' }),
    location(),
  ],
  peopleCount: 5,
  terminalCount: 1,
};
const sto: BranchSummary = {
  ...main,
  id: STO,
  code: 'STO-TOMAS',
  name: 'Sto. Tomas branch',
  tinBranchCode: '001',
  locations: [
    location({ id: '01900000-0000-7000-8000-00000000d002', branchId: STO, name: 'Sto. Tomas store' }),
  ],
  peopleCount: 1,
  terminalCount: 0,
};
const stoPage: Branch = {
  ...sto,
  people: [
    { id: 'user-manager', name: 'Mario Reyes', email: 'manager@demo.fbms.ph', role: 'manager', active: true },
  ],
  terminals: [],
};
const staffUser = (id: string, first: string, branches: { id: string; code: string; name: string }[]) => ({
  id,
  email: `${first.toLowerCase()}@demo.fbms.ph`,
  firstName: first,
  lastName: 'Cruz',
  department: null,
  role: 'cashier' as const,
  isActive: true,
  isOwner: false,
  emailVerified: true,
  status: 'active' as const,
  approvedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  branches,
});
const MAIN_REF = { id: MAIN_BRANCH, code: 'MAIN', name: 'Main branch' };

describe('BranchesScreen', () => {
  it('lists branches with code, TIN branch code, locations by type and people; admins may add one', async () => {
    mockFetch({
      'GET /api/me': { body: makeMe('admin') },
      ...mockEndpoint(api.listBranches, { body: { items: [main, sto] } }),
    });
    renderRoutedScreen(<BranchesScreen />, '/branches');
    expect(await screen.findByText('Sto. Tomas branch')).toBeTruthy();
    const row = screen.getByText('Sto. Tomas branch').closest('tr')!;
    expect(within(row).getByText('STO-TOMAS')).toBeTruthy();
    expect(within(row).getByText('001')).toBeTruthy();
    expect(within(row).getByText('Sto. Tomas store')).toBeTruthy();
    expect(screen.getByText('Warehouse')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add branch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Transfer slips' }).getAttribute('href')).toBe(
      '/branches/transfers',
    );
  });

  it("a manager reads the list without Add branch; the server's field message stands at its field (Filipino)", async () => {
    mockFetch({
      'GET /api/me': { body: makeMe('manager') },
      ...mockEndpoint(api.listBranches, { body: { items: [main] } }),
    });
    await i18n.changeLanguage('fil');
    renderRoutedScreen(<BranchesScreen />, '/branches');
    expect(await screen.findByText('Main branch')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mga branch' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Magdagdag ng branch' })).toBeNull();
  });

  it('an admin adds a branch; a taken code is shown at the code field and nothing is added', async () => {
    const { requests } = mockFetch({
      'GET /api/me': { body: makeMe('admin') },
      ...mockEndpoint(api.listBranches, { body: { items: [main] } }),
      ...mockEndpoint(api.createBranch, {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please check your input and try again.',
            details: {
              reason: 'branchCodeTaken',
              code: 'MAIN',
              fields: { code: 'Another branch already has the code MAIN' },
            },
          },
        },
      }),
    });
    renderRoutedScreen(<BranchesScreen />, '/branches');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add branch' }));
    await user.type(await screen.findByLabelText(/^Code/), 'main');
    await user.type(screen.getByLabelText(/^Name/), 'Second');
    await user.type(screen.getByLabelText(/^TIN branch code/), '002');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another branch already has the code MAIN')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/branches');
    expect(post?.body).toMatchObject({ code: 'MAIN', name: 'Second', tinBranchCode: '002', active: true });
  });
});

describe('BranchPage', () => {
  it("adds a person with their whole list of branches, and shows locations and the manager's read-only details", async () => {
    const { requests } = mockFetch({
      'GET /api/me': { body: makeMe('admin') },
      ...mockEndpoint(api.getBranch, { body: stoPage }),
      ...mockEndpoint(usersContract.listUsers, {
        body: {
          items: [
            staffUser('user-manager', 'Mario', [
              MAIN_REF,
              { id: STO, code: 'STO-TOMAS', name: 'Sto. Tomas branch' },
            ]),
            staffUser('user-cashier', 'Carla', [MAIN_REF]),
          ],
          total: 2,
        },
      }),
      ...mockEndpoint(usersContract.setBranches, { body: staffUser('user-cashier', 'Carla', [MAIN_REF]) }),
    });
    renderRoutedScreen(<BranchPage id={STO} />, `/branches/${STO}`);
    expect(await screen.findByRole('heading', { name: 'Sto. Tomas branch' })).toBeTruthy();
    expect(screen.getByText('Sto. Tomas store')).toBeTruthy();
    expect(screen.getByText('No POS terminal is enrolled at this branch.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByPlaceholderText('Choose a person'));
    await user.click(await screen.findByRole('option', { name: /Carla Cruz/, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ branchIds: [MAIN_BRANCH, STO] }),
    );
    expect(requests.find((r) => r.method === 'PUT')?.path).toBe('/api/users/user-cashier/branches');
  });

  it('shows a manager the details read-only, with no people or location controls', async () => {
    mockFetch({
      'GET /api/me': { body: makeMe('manager') },
      ...mockEndpoint(api.getBranch, { body: stoPage }),
    });
    renderRoutedScreen(<BranchPage id={STO} />, `/branches/${STO}`);
    expect(await screen.findByText('Only an administrator can change a branch.')).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add location' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add person' })).toBeNull();
    expect(screen.getByText('Mario Reyes')).toBeTruthy();
  });
});
