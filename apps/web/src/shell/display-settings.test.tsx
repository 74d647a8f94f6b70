import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { signedInRoutes } from '../test/shell-fixtures.ts';

describe('the user display settings', () => {
  it('applies the stored theme, density, font size, contrast and animations after sign-in', async () => {
    mockFetch(
      signedInRoutes('cashier', {
        settings: {
          theme: 'dark',
          display: { density: 'compact', fontSize: 'large', highContrast: true, animations: false },
        },
      }),
    );
    renderApp('/');
    const root = document.documentElement;
    await waitFor(() => expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark'));
    await waitFor(() => expect(root.dataset.density).toBe('compact'));
    expect(root.dataset.fontSize).toBe('large');
    expect(root.hasAttribute('data-high-contrast')).toBe(true);
    expect(root.hasAttribute('data-no-animations')).toBe(true);
  });

  it('rolls a refused change back and says why', async () => {
    mockFetch({
      ...signedInRoutes('admin', { settings: { theme: 'light' } }),
      'PATCH /api/settings/me': {
        status: 422,
        body: envelope('VALIDATION_FAILED', 'Invalid theme value', {
          fields: { theme: 'Invalid theme value' },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    const root = document.documentElement;
    await waitFor(() => expect(root.getAttribute('data-mantine-color-scheme')).toBe('light'));
    await user.click(await screen.findByRole('button', { name: 'Theme' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dark', hidden: true }));
    expect(await screen.findByText('Settings not saved')).toBeTruthy();
    expect(screen.getByText('Invalid theme value')).toBeTruthy();
    await waitFor(() => expect(root.getAttribute('data-mantine-color-scheme')).toBe('light'));
  });
});
