import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockFetch, SETUP_DONE, SIGNED_OUT } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('ResetPasswordScreen', () => {
  it('resets with the token, then goes to sign-in and drops the token from the address', async () => {
    const api = mockFetch({
      'GET /api/me': SIGNED_OUT,
      'GET /api/setup': SETUP_DONE,
      'POST /api/auth/reset-password': { body: { status: true } },
    });
    const user = userEvent.setup();
    const { router, history } = renderApp('/reset-password?token=tok-123');
    await screen.findByRole('heading', { name: 'Reset password' });
    await user.type(input('Password'), 'Kamote#Field27');
    await user.type(input('Confirm password'), 'Kamote#Field27');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.sent('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'Kamote#Field27',
      confirmPassword: 'Kamote#Field27',
    });
    expect(screen.getByText('Password Reset Successful')).toBeTruthy();
    expect(history.location.href).not.toContain('tok-123');
    // Replaced, not pushed: going back cannot reach the address with the token.
    expect(history.length).toBe(1);
  });

  it('says "Password Too Weak" with the reasons and sends nothing for a weak password', async () => {
    const api = mockFetch({ 'GET /api/me': SIGNED_OUT, 'GET /api/setup': SETUP_DONE });
    const user = userEvent.setup();
    renderApp('/reset-password?token=tok-123');
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), 'kalabaw');
    await user.type(input('Confirm password'), 'kalabaw');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password Too Weak')).toBeTruthy();
    expect(
      screen.getByText(
        /Password must contain at least one uppercase letter\. Password must contain at least one number/,
      ),
    ).toBeTruthy();
    expect(api.sent('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('explains an invalid link, without a token and after the server refuses one', async () => {
    mockFetch({
      'GET /api/me': SIGNED_OUT,
      'GET /api/setup': SETUP_DONE,
      'POST /api/auth/reset-password': {
        status: 400,
        body: envelope('AUTH_RESET_TOKEN_INVALID', 'This password reset link is invalid or expired'),
      },
    });
    const first = renderApp('/reset-password');
    expect(await screen.findByText('This password reset link is invalid or expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    first.unmount();

    const user = userEvent.setup();
    renderApp('/reset-password?token=used&invite=1');
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeTruthy();
    await user.type(input('Password'), 'Kamote#Field27');
    await user.type(input('Confirm password'), 'Kamote#Field27');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This password reset link is invalid or expired')).toBeTruthy();
  });
});
