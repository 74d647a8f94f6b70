import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberEmail } from '../../../lib/known-emails.ts';
import { envelope, mockFetch, SETUP_DONE, SIGNED_OUT } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const INVALID = {
  status: 401,
  body: envelope(
    'AUTH_INVALID_CREDENTIALS',
    'Invalid email or password. Please check your credentials and try again.',
  ),
};

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  const submit = await screen.findByRole('button', { name: 'Sign in' });
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(submit);
}

describe('LoginScreen', () => {
  it('asks for both fields and sends nothing when they are empty', async () => {
    const api = mockFetch({ 'GET /api/me': SIGNED_OUT, 'GET /api/setup': SETUP_DONE });
    renderApp('/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please enter both email and password')).toBeTruthy();
    expect(api.sent('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('offers to create an account when an e-mail never signed in on this device is refused', async () => {
    const api = mockFetch({
      'GET /api/me': SIGNED_OUT,
      'GET /api/setup': SETUP_DONE,
      'POST /api/auth/sign-in/email': INVALID,
    });
    const { router } = renderApp('/login');
    await fillAndSubmit('Nena@Example.ph', 'Kamote#Field27');

    const dialog = await screen.findByRole('dialog', { name: 'Email Not Registered' });
    expect(dialog.textContent).toContain("If you don't have an account yet, create one.");
    expect(screen.queryByText('Login Failed')).toBeNull();
    expect(api.sent('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'Nena@Example.ph',
      password: 'Kamote#Field27',
      rememberMe: false,
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toEqual({ email: 'Nena@Example.ph' });
  });

  it('shows the server message in a toast for an e-mail that signed in here before', async () => {
    rememberEmail('nena@example.ph');
    mockFetch({
      'GET /api/me': SIGNED_OUT,
      'GET /api/setup': SETUP_DONE,
      'POST /api/auth/sign-in/email': INVALID,
    });
    renderApp('/login');
    await fillAndSubmit('nena@example.ph', 'Kamote#Field27');

    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(
      screen.getByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Email Not Registered' })).toBeNull();
  });

  it('shows a lockout inline with the server wording', async () => {
    mockFetch({
      'GET /api/me': SIGNED_OUT,
      'GET /api/setup': SETUP_DONE,
      'POST /api/auth/sign-in/email': {
        status: 429,
        body: envelope(
          'AUTH_ACCOUNT_LOCKED',
          'Too Many Attempts: Please wait until 3:45 PM before trying again',
          {
            until: '2026-01-05T07:45:00.000Z',
          },
        ),
      },
    });
    renderApp('/login');
    await fillAndSubmit('nena@example.ph', 'Kamote#Field27');
    const text = await screen.findByText('Too Many Attempts: Please wait until 3:45 PM before trying again');
    expect(text.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Login Failed')).toBeNull();
  });
});
