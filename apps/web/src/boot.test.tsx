import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { boot } from './boot.ts';
import { mockFetch, SETUP_DONE, SIGNED_OUT } from './test/fetch-mock.ts';

function mount(path: string) {
  window.history.replaceState(null, '', path);
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  window.localStorage.clear();
});

describe('boot (the first download)', () => {
  it('shows the sign-in page for a signed-out visit to /login, without the app', async () => {
    const api = mockFetch({ 'GET /api/me': SIGNED_OUT, 'GET /api/setup': SETUP_DONE });
    await boot(mount('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(await screen.findByText('Bukid Agri-Vet Supply')).toBeTruthy(); // under the mark, once known
    expect(api.sent('GET', '/api/me')[0]?.headers.get('X-FBMS-Passive')).toBe('1');
  });

  it('sends a signed-out visit to a screen to sign-in, remembering the screen', async () => {
    mockFetch({ 'GET /api/me': SIGNED_OUT, 'GET /api/setup': SETUP_DONE });
    await boot(mount('/inventory?q=urea'));
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/inventory?q=urea');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();

    document.body.innerHTML = '';
    await boot(mount('/'));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login');
  });

  it('shows the toasts of the page, and closes one on its button', async () => {
    mockFetch({ 'GET /api/me': SIGNED_OUT, 'GET /api/setup': SETUP_DONE });
    await boot(mount('/login'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Missing Information');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Missing Information')).toBeNull());
  });

  it('switches the colour scheme at once and remembers it for the app', async () => {
    mockFetch({ 'GET /api/me': SIGNED_OUT, 'GET /api/setup': SETUP_DONE });
    await boot(mount('/login'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Colour scheme' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(window.localStorage.getItem('fbms-color-scheme')).toBe('dark');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
