import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, SETUP_DONE } from '../../../test/fetch-mock.ts';
import { SignInForm } from './sign-in-form.tsx';
import type { SignInHost } from './sign-in-host.ts';

/** The page as the first download shows it: no app around it, only what the host gives. */
function renderForm(redirect?: string, language: SignInHost['language'] = 'en') {
  const host = {
    language,
    open: vi.fn<SignInHost['open']>(),
    enter: vi.fn<SignInHost['enter']>(async () => undefined),
    toast: vi.fn<SignInHost['toast']>(),
  };
  render(<SignInForm host={host} redirect={redirect} />);
  return host;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('enters the app at the page asked for, never at another site', async () => {
    const api = mockFetch({ 'GET /api/setup': SETUP_DONE, 'POST /api/auth/sign-in/email': { body: {} } });
    const host = renderForm('/inventory?q=urea');
    expect(await screen.findByText('Sign in to Bukid Agri-Vet Supply')).toBeTruthy();
    await fillAndSubmit('  nena@example.ph ', 'Kamote#Field27');
    await waitFor(() => expect(host.enter).toHaveBeenCalledWith('/inventory?q=urea', 'nena@example.ph'));
    expect(api.sent('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'nena@example.ph',
      password: 'Kamote#Field27',
      rememberMe: false,
    });

    document.body.innerHTML = '';
    mockFetch({ 'GET /api/setup': SETUP_DONE, 'POST /api/auth/sign-in/email': { body: {} } });
    const other = renderForm('https://evil.example/steal');
    await fillAndSubmit('nena@example.ph', 'Kamote#Field27');
    await waitFor(() => expect(other.enter).toHaveBeenCalledWith('/', 'nena@example.ph'));
  });

  it('sends an unverified account to the verify-email screen with a warning', async () => {
    mockFetch({
      'GET /api/setup': SETUP_DONE,
      'POST /api/auth/sign-in/email': {
        status: 403,
        body: envelope('AUTH_EMAIL_NOT_VERIFIED', 'Email not verified'),
      },
    });
    const host = renderForm();
    await fillAndSubmit('Nena@Example.ph', 'Kamote#Field27');
    await waitFor(() => expect(host.open).toHaveBeenCalledWith('/verify-email?email=nena%40example.ph'));
    expect(host.toast).toHaveBeenCalledWith('warning', {
      title: 'Email Not Verified',
      message: 'Please check your email and verify your account before logging in.',
    });
    expect(host.enter).not.toHaveBeenCalled();
  });

  it('offers the owner setup on a new store and follows its link inside the app', async () => {
    mockFetch({
      'GET /api/setup': { body: { ...SETUP_DONE.body, step: 'owner', businessName: null, demo: true } },
    });
    const host = renderForm();
    const link = await screen.findByRole('link', { name: 'Create the owner account' });
    expect(link.getAttribute('href')).toBe('/register');
    await userEvent.setup().click(link);
    expect(host.open).toHaveBeenCalledWith('/register');
    expect(screen.getByRole('button', { name: 'Try Demo Account' })).toBeTruthy();
    // Social sign-in not configured: disabled, with the reason in words.
    const google = screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement;
    expect(google.disabled).toBe(true);
    expect(screen.getByText('Google sign-in is not set up for this store')).toBeTruthy();
  });

  it('says when the store information could not be loaded, and tries again on Retry', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/setup': () => (++calls === 1 ? { status: 503, body: null } : SETUP_DONE),
    });
    renderForm();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sign in to Bukid Agri-Vet Supply')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('signs in with the demo account the server names', async () => {
    const api = mockFetch({
      'GET /api/setup': { body: { ...SETUP_DONE.body, demo: true } },
      'GET /api/demo/credentials': { body: { email: 'admin@demo.fbms.ph', password: 'Demo#2026pos' } },
      'POST /api/auth/sign-in/email': { body: {} },
    });
    const host = renderForm();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try Demo Account' }));
    await waitFor(() => expect(host.enter).toHaveBeenCalledWith('/', 'admin@demo.fbms.ph'));
    expect(api.sent('POST', '/api/auth/sign-in/email')[0]?.body).toMatchObject({
      email: 'admin@demo.fbms.ph',
    });
  });

  it('shows and hides the password with a button that is not named "password"', async () => {
    mockFetch({ 'GET /api/setup': SETUP_DONE });
    renderForm();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show characters' }));
    expect(input.type).toBe('text');
  });

  it('speaks Filipino when the browser does', async () => {
    mockFetch({ 'GET /api/setup': SETUP_DONE });
    const host = renderForm(undefined, 'fil');
    expect(await screen.findByText('Mag-sign in sa Bukid Agri-Vet Supply')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mag-sign in' }));
    expect(host.toast).toHaveBeenCalledWith('error', {
      title: 'Kulang ang Impormasyon',
      message: 'Ilagay ang email at password',
    });
  });

  it("shows the store's logo when the store has one, and none otherwise", async () => {
    mockFetch({ 'GET /api/setup': { body: { ...SETUP_DONE.body, hasLogo: true } } });
    renderForm();
    const logo = (await screen.findByRole('img', { name: 'Store logo' })) as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/api/settings/system/logo');

    document.body.innerHTML = '';
    mockFetch({ 'GET /api/setup': SETUP_DONE });
    renderForm();
    expect(await screen.findByText('Sign in to Bukid Agri-Vet Supply')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Store logo' })).toBeNull();
  });
});
