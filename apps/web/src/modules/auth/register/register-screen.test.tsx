import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, SETUP_DONE, SIGNED_OUT } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('RegisterScreen', () => {
  it('keeps "Create account" disabled until the password passes the policy and matches', async () => {
    const api = mockFetch({
      'GET /api/me': SIGNED_OUT,
      'GET /api/setup': SETUP_DONE,
      'POST /api/auth/sign-up/email': { body: { status: 'verification_sent', email: 'nena@example.ph' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/register?email=nena@example.ph');
    const submit = await screen.findByRole('button', { name: 'Create account' });
    expect((input('Email') as HTMLInputElement).value).toBe('nena@example.ph');
    expect(submit.hasAttribute('disabled')).toBe(true);

    await user.type(input('First name'), 'Nena');
    await user.type(input('Last name'), 'Dela Cruz');
    await user.type(input('Password'), 'password');
    await user.type(input('Confirm password'), 'password');
    expect(submit.hasAttribute('disabled')).toBe(true); // too weak, although it matches

    await user.clear(input('Password'));
    await user.type(input('Password'), 'Kamote#Field27');
    expect(submit.hasAttribute('disabled')).toBe(true); // strong, but the confirmation differs
    expect(screen.getByText("Passwords Don't Match")).toBeTruthy();

    await user.clear(input('Confirm password'));
    await user.type(input('Confirm password'), 'Kamote#Field27');
    expect(submit.hasAttribute('disabled')).toBe(false);

    // Terms not yet agreed: the form says so and sends nothing.
    await user.click(submit);
    expect(await screen.findByText('Please agree to the terms and conditions')).toBeTruthy();
    expect(api.sent('POST', '/api/auth/sign-up/email')).toHaveLength(0);

    await user.click(screen.getByLabelText('I agree to the terms and conditions'));
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.search).toEqual({ email: 'nena@example.ph' });
    expect(screen.getByText('Account Created!')).toBeTruthy();
    expect(api.sent('POST', '/api/auth/sign-up/email')[0]?.body).toMatchObject({
      firstName: 'Nena',
      lastName: 'Dela Cruz',
      email: 'nena@example.ph',
      password: 'Kamote#Field27',
      confirmPassword: 'Kamote#Field27',
      acceptTerms: true,
    });
  }, 20_000); // typing two passwords key by key in happy-dom takes seconds on a busy machine
});
