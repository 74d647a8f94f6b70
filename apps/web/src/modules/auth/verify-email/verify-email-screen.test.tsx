import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../../test/factories.ts';
import { envelope, mockFetch, SETUP_DONE, SIGNED_OUT } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const FOLDER = '/srv/fbms/data/outbox';
/** A fresh store without a mail server, seen from the server's own computer. */
const FIRST_RUN = {
  body: {
    ...SETUP_DONE.body,
    step: 'business',
    businessName: null,
    mail: { transport: 'outbox', outboxFolder: FOLDER },
    confirmHere: true,
  },
};
const SENT = { body: { status: true } };

describe('VerifyEmailScreen without a mail server', () => {
  it("names the server's outbox folder and lets the first owner confirm here, into setup", async () => {
    let signedIn = false;
    const api = mockFetch({
      'GET /api/me': () => (signedIn ? { body: makeMe('admin', { firstName: 'Rosa' }) } : SIGNED_OUT),
      'GET /api/setup': FIRST_RUN,
      'POST /api/setup/confirm-owner': { body: { status: 'verified' } },
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { user: {} } };
      },
      'POST /api/auth/send-verification-email': SENT,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/verify-email?email=rosa@store.ph');

    expect(await screen.findByText(FOLDER)).toBeTruthy();
    expect(screen.getByText('No mail server: the message is on the server')).toBeTruthy();
    expect(screen.queryByText(/spam folder/)).toBeNull();

    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Palay#Harvest2026');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
    expect(api.sent('POST', '/api/setup/confirm-owner')[0]?.body).toEqual({
      email: 'rosa@store.ph',
      password: 'Palay#Harvest2026',
    });
    expect(api.sent('POST', '/api/auth/sign-in/email')).toHaveLength(1);
  });

  it('says so in the field when the password is not the account’s, and does not sign in', async () => {
    const api = mockFetch({
      'GET /api/me': SIGNED_OUT,
      'GET /api/setup': FIRST_RUN,
      'POST /api/setup/confirm-owner': {
        status: 401,
        body: envelope('AUTH_INVALID_CREDENTIALS', 'Invalid email or password. Please try again.'),
      },
    });
    const user = userEvent.setup();
    renderApp('/verify-email?email=rosa@store.ph');
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('That is not the password of this account.')).toBeTruthy();
    expect(api.sent('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('with a mail server: no folder, no confirming here', async () => {
    mockFetch({ 'GET /api/me': SIGNED_OUT, 'GET /api/setup': SETUP_DONE });
    renderApp('/verify-email?email=rosa@gmail.com');
    expect(await screen.findByRole('link', { name: /Open webmail/ })).toBeTruthy();
    expect(screen.getByText(/spam folder/)).toBeTruthy();
    expect(screen.queryByText('No mail server: the message is on the server')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm and continue' })).toBeNull();
  });
});
