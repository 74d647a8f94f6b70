import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeNotification, notificationList, signedInRoutes } from '../../test/shell-fixtures.ts';

describe('the top bar', () => {
  it('shows the page title, the server status, the user and the unread badge capped at 99+', async () => {
    mockFetch({
      ...signedInRoutes('admin'),
      'GET /api/notifications': notificationList([makeNotification()], 150),
    });
    renderApp('/');
    expect(await screen.findByText('Dashboard', { selector: '[data-page-title]' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Server status: PGlite connected' })).toBeTruthy();
    const bell = await screen.findByRole('button', { name: 'Notifications, 150 unread' });
    expect(bell.parentElement?.textContent).toContain('99+');
    expect(screen.getByRole('button', { name: 'Account menu for Andrea Santos' }).textContent).toContain(
      'Administrator',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('says "connection failed" when the health check fails', async () => {
    mockFetch({ ...signedInRoutes('cashier'), 'GET /api/health': { status: 503, body: null } });
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Server status: connection failed' })).toBeTruthy();
  });

  it('says the server’s disk is full when health is degraded for that reason', async () => {
    mockFetch({
      ...signedInRoutes('cashier'),
      'GET /api/health': {
        body: { status: 'degraded', reason: 'disk_full', database: 'pglite', version: '0.1.0' },
      },
    });
    renderApp('/');
    expect(
      await screen.findByRole('status', { name: 'Server status: disk full: nothing can be saved' }),
    ).toBeTruthy();
  });

  it('hides each element its display.topBar flag turns off', async () => {
    mockFetch(
      signedInRoutes('admin', {
        settings: {
          display: { topBar: { showNotifications: false, showSearch: false, showThemeToggle: false } },
        },
      }),
    );
    renderApp('/');
    await screen.findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull());
    expect(screen.queryByRole('textbox', { name: 'Search modules' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Theme' })).toBeNull();
    expect(screen.getByRole('status', { name: /Server status/ })).toBeTruthy();
  });

  it('saves the theme chosen in the toggle', async () => {
    const api = mockFetch({
      ...signedInRoutes('admin'),
      'PATCH /api/settings/me': (req) => ({ body: req.body }),
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Theme' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dark', hidden: true }));
    await waitFor(() => expect(api.sent('PATCH', '/api/settings/me')[0]?.body).toEqual({ theme: 'dark' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});

describe('module search', () => {
  it('finds modules by name or description, says "No modules found", and Enter opens the match', async () => {
    mockFetch(signedInRoutes('admin'));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: /Welcome/ });
    await user.keyboard('{Control>}k{/Control}');
    const box = screen.getByRole('textbox', { name: 'Search modules' });
    expect(document.activeElement).toBe(box);

    await user.type(box, 'invitations');
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Users & Roles')]);

    await user.clear(box);
    await user.type(box, 'payroll');
    expect(await screen.findByText('No modules found')).toBeTruthy();

    await user.clear(box);
    await user.type(box, 'sett{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('finds nothing a cashier may not open', async () => {
    mockFetch(signedInRoutes('cashier'));
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: 'Search modules' }), 'users');
    expect(await screen.findByText('No modules found')).toBeTruthy();
  });
});
