import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedInRoutes } from '../../test/shell-fixtures.ts';

describe('a screen that crashes', () => {
  it('shows "Oops! Something went wrong" with an error id, and Go to Dashboard leaves it', async () => {
    mockFetch({
      ...signedInRoutes('admin'),
      // A broken answer makes the users screen throw while rendering.
      'GET /api/users': { body: { items: null, total: 'x' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/^Error ID: ERR-/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy error report' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: /^Welcome, / })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
