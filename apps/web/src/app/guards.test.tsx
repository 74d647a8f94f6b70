import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isKnownEmail } from '../lib/known-emails.ts';
import { meQuery } from '../lib/session.ts';
import { makeMe } from '../test/factories.ts';
import { envelope, mockFetch, SETUP_DONE, SIGNED_OUT } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';

describe('route guards and session', () => {
  it('sends a signed-out visitor to sign-in, then back where they were going', async () => {
    let me: unknown = null;
    mockFetch({
      'GET /api/me': () => (me ? { body: me } : SIGNED_OUT),
      'GET /api/setup': SETUP_DONE,
      'POST /api/auth/sign-in/email': () => {
        me = makeMe('manager', { email: 'marco@bukid.ph', firstName: 'Marco', lastName: 'Reyes' });
        return { body: { redirect: false } };
      },
      'GET /api/users': { body: { items: [], total: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/users?status=pending');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/users?status=pending' });

    await user.type(await screen.findByLabelText('Email'), 'marco@bukid.ph');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Kamote#Field27');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(router.state.location.search).toEqual({ status: 'pending' });
    expect(screen.getByText('Welcome Back!')).toBeTruthy();
    expect(isKnownEmail('Marco@Bukid.ph')).toBe(true);
    // A manager reads the list but gets no invite button.
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
  });

  it('keeps an admin on first-run setup until the business details are in', async () => {
    mockFetch({
      'GET /api/me': { body: makeMe('admin') },
      'GET /api/setup': { body: { ...SETUP_DONE.body, step: 'business', businessName: null } },
    });
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
    expect(await screen.findByRole('heading', { name: 'Set up your store' })).toBeTruthy();
  });

  it('shows "Session Expired" and opens sign-in when the server ends the session', async () => {
    let expired = false;
    mockFetch({
      'GET /api/me': () =>
        expired
          ? {
              status: 401,
              body: envelope('AUTH_TOKEN_EXPIRED', 'Your session has expired. Please log in again.'),
            }
          : { body: makeMe('cashier', { firstName: 'Carla' }) },
      'GET /api/setup': SETUP_DONE,
    });
    const { router, queryClient } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Carla!' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();

    expired = true;
    await queryClient.refetchQueries({ queryKey: meQuery.queryKey });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('Session Expired')).toBeTruthy();
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeTruthy();
  });

  it('asks before logging out, then signs out and says so', async () => {
    let signedIn = true;
    const api = mockFetch({
      'GET /api/me': () => (signedIn ? { body: makeMe('employee', { firstName: 'Emil' }) } : SIGNED_OUT),
      'GET /api/setup': SETUP_DONE,
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    expect(dialog.textContent).toContain('Are you sure you want to logout?');
    expect(dialog.textContent).toContain('You will need to login again to access the system.');
    expect(api.sent('POST', '/api/auth/sign-out')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.sent('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(screen.getByText('Logged Out')).toBeTruthy();
    expect(screen.getByText('You have been successfully logged out.')).toBeTruthy();
  });

  it('sends unknown paths home', async () => {
    mockFetch({
      'GET /api/me': { body: makeMe('employee', { firstName: 'Emil' }) },
      'GET /api/setup': SETUP_DONE,
    });
    const { router } = renderApp('/no/such/screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Emil!' })).toBeTruthy();
  });
});
