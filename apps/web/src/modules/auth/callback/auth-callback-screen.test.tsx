import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../../test/factories.ts';
import { mockFetch, SETUP_DONE, SIGNED_OUT } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const FIRST_RUN = { body: { ...SETUP_DONE.body, step: 'business', businessName: null } };

describe('the verification link lands', () => {
  it('signed in, in the app: the owner of a fresh store goes on to the business details', async () => {
    mockFetch({
      'GET /api/me': { body: makeMe('admin', { firstName: 'Rosa' }) },
      'GET /api/setup': FIRST_RUN,
    });
    const { router } = renderApp('/auth/callback?from=verify');
    expect(await screen.findByText('Your email is verified.')).toBeTruthy();
    expect(screen.getByText('Welcome, Rosa!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'), { timeout: 5000 });
  });

  it('verified but waiting for approval: says so, then the sign-in page', async () => {
    mockFetch({ 'GET /api/me': SIGNED_OUT, 'GET /api/setup': SETUP_DONE });
    const { router } = renderApp('/auth/callback?from=verify&refused=AUTH_ACCOUNT_PENDING_APPROVAL');
    expect(await screen.findByText('Your email is verified.')).toBeTruthy();
    expect(screen.getByText('Your account is waiting for an administrator to approve it.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });

  it('a link opened again signs nobody in: it says to sign in', async () => {
    mockFetch({ 'GET /api/me': SIGNED_OUT, 'GET /api/setup': SETUP_DONE });
    const { router } = renderApp('/auth/callback?from=verify');
    expect(await screen.findByText('You can sign in now.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });
});
