import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeNotification, notificationList, signedInRoutes } from '../../test/shell-fixtures.ts';

async function openPanel(
  user: ReturnType<typeof userEvent.setup>,
  bellName: RegExp | string = /^Notifications/,
) {
  await user.click(await screen.findByRole('button', { name: bellName }));
  return screen.findByRole('region', { name: 'Notifications', hidden: true });
}

const tab = (panel: HTMLElement, name: RegExp) => within(panel).getByRole('tab', { name, hidden: true });

describe('the notification panel', () => {
  it('lists All and Unread with counts and marks everything read', async () => {
    let items = [
      makeNotification({ title: 'Low stock: Hog Grower 50 kg', category: 'inventory' }),
      makeNotification({ title: 'Payroll cut-off', category: 'hr', read: true }),
    ];
    const api = mockFetch({
      ...signedInRoutes('admin'),
      'GET /api/notifications': () => notificationList(items),
      'POST /api/notifications/read-all': () => {
        items = items.map((n) => ({ ...n, read: true }));
        return { body: { changed: 1 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    const panel = await openPanel(user, 'Notifications, 1 unread');
    expect(tab(panel, /All/).textContent).toBe('All2');
    expect(tab(panel, /Unread/).textContent).toBe('Unread1');
    expect(within(panel).getByText('Low stock: Hog Grower 50 kg')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Mark all read', hidden: true }));
    await waitFor(() => expect(api.sent('POST', '/api/notifications/read-all')).toHaveLength(1));
    await waitFor(() => expect(tab(panel, /Unread/).textContent).toBe('Unread0'));
    await user.click(tab(panel, /Unread/));
    expect(await within(panel).findByText('No unread notifications')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('says "No notifications yet" when there are none', async () => {
    mockFetch(signedInRoutes('cashier'));
    const user = userEvent.setup();
    renderApp('/');
    const panel = await openPanel(user);
    expect(within(panel).getByText('No notifications yet')).toBeTruthy();
  });

  it('marks one read, deletes one, and hides a category when its box is cleared', async () => {
    const api = mockFetch({
      ...signedInRoutes('admin', {
        notifications: [
          makeNotification({ id: 'a', title: 'Backup failed', category: 'system', type: 'error' }),
          makeNotification({ id: 'b', title: 'Sales closed', category: 'sales' }),
        ],
      }),
      'POST /api/notifications/a/read': { body: { read: true } },
      'DELETE /api/notifications/b': { body: { deleted: true } },
    });
    const user = userEvent.setup();
    renderApp('/');
    const panel = await openPanel(user);
    await user.click(
      within(panel).getByRole('button', { name: 'Mark as read: Backup failed', hidden: true }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Delete: Sales closed', hidden: true }));
    await waitFor(() => expect(api.sent('POST', '/api/notifications/a/read')).toHaveLength(1));
    await waitFor(() => expect(api.sent('DELETE', '/api/notifications/b')).toHaveLength(1));

    await user.click(within(panel).getByRole('checkbox', { name: 'System', hidden: true }));
    expect(within(panel).queryByText('Backup failed')).toBeNull();
    expect(tab(panel, /All/).textContent).toBe('All1');
    expect(window.localStorage.getItem('fbms-notification-hidden-categories')).toBe('["system"]');
  });

  it('opens the action of a notification that has one', async () => {
    mockFetch({
      ...signedInRoutes('admin', {
        notifications: [
          makeNotification({ id: 'c', title: 'Approve Carla', actionUrl: '/users?status=pending' }),
        ],
      }),
      'POST /api/notifications/c/read': { body: { read: true } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const panel = await openPanel(user);
    await user.click(within(panel).getByText('Approve Carla'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });
});
