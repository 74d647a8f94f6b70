import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedInRoutes } from '../../test/shell-fixtures.ts';

describe('the page title', () => {
  it('names the store settings screen, not the settings module', async () => {
    mockFetch(signedInRoutes('admin'));
    renderApp('/settings/system');
    // The first visit loads the screen's chunk, which takes a moment on a busy test machine.
    expect(
      await screen.findByText('Store settings', { selector: '[data-page-title]' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('keeps "Settings" for the user\'s own settings', async () => {
    mockFetch(signedInRoutes('admin'));
    renderApp('/settings');
    expect(await screen.findByText('Settings', { selector: '[data-page-title]' })).toBeTruthy();
  });
});
