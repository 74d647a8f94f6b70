import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedInRoutes } from '../../test/shell-fixtures.ts';

async function sidebarLabels() {
  const nav = await screen.findByRole('navigation', { name: 'Modules' });
  await within(nav).findByRole('link', { name: 'Dashboard' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('the sidebar', () => {
  it('shows an administrator every module built so far, the current one marked', async () => {
    mockFetch(signedInRoutes('admin'));
    renderApp('/');
    expect(await sidebarLabels()).toEqual([
      'Dashboard',
      'Sales & POS',
      'Tindera POS',
      'Sales History',
      'Inventory',
      'Purchases',
      'Receiving Voucher',
      'Customers',
      'Suppliers',
      'Expenses',
      'Accounting',
      'Reports & Analytics',
      'Multi-Branch',
      'Operations',
      'Marketing',
      'Loyalty',
      'Cloud Backup',
      'System Check',
      'Admin Dashboard',
      'Users & Roles',
      'Settings',
      'Help & Docs',
      'Product Categories',
      'Product History',
      'Customer Transactions',
      'Data History',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Modules' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a cashier only what the role may open', async () => {
    mockFetch(signedInRoutes('cashier'));
    renderApp('/');
    expect(await sidebarLabels()).toEqual([
      'Dashboard',
      'Sales & POS',
      'Tindera POS',
      'Sales History',
      'Inventory',
      'Customers',
      'Reports & Analytics',
      'Settings',
      'Help & Docs',
      'Product Categories',
      'Customer Transactions',
    ]);
  });

  it('hides a module whose menu flag is off, but never the dashboard or settings', async () => {
    mockFetch(
      signedInRoutes('admin', {
        settings: {
          menuVisibility: {
            userRoles: false,
            inventory: false,
            sales: false,
            dashboard: false,
            settings: false,
            expenses: false,
            accounting: false,
            reports: false,
            branches: false,
            operations: false,
            customers: false,
            customerTransactions: false,
            marketing: false,
            loyalty: false,
            purchases: false,
            suppliers: false,
            backup: false,
            testing: false,
            adminDashboard: false,
            dataHistory: false,
          },
        },
      }),
    );
    renderApp('/');
    await waitFor(async () =>
      expect(await sidebarLabels()).toEqual(['Dashboard', 'Settings', 'Help & Docs']),
    );
  });

  it('saves the collapsed sidebar to the user settings', async () => {
    const api = mockFetch({
      ...signedInRoutes('admin'),
      'PATCH /api/settings/me': (req) => ({ body: req.body }),
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    await waitFor(() => expect(api.sent('PATCH', '/api/settings/me')).toHaveLength(1));
    expect(api.sent('PATCH', '/api/settings/me')[0]?.body).toEqual({ display: { sidebarCollapsed: true } });
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });
});
