import { type HelpGuide, type HelpTree, helpContract } from '@fbms/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedInRoutes } from '../../test/shell-fixtures.ts';

const TREE: HelpTree = {
  sections: [
    { id: 'user-guides', items: [{ id: 'getting-started', title: 'Getting started' }] },
    { id: 'quick-reference', items: [{ id: 'keyboard-shortcuts', title: 'Keyboard shortcuts' }] },
  ],
  support: { phone: null, email: null },
};
const GUIDES: Record<'getting-started' | 'keyboard-shortcuts', HelpGuide> = {
  'getting-started': {
    id: 'getting-started',
    title: 'Getting started',
    markdown: [
      '# Getting started',
      '',
      'Sign in with **your own** account. See [the shortcuts](keyboard-shortcuts.md).',
      '',
      '- Open `Settings`',
      '- Choose a theme',
    ].join('\n'),
  },
  'keyboard-shortcuts': {
    id: 'keyboard-shortcuts',
    title: 'Keyboard shortcuts',
    markdown: '# Keyboard shortcuts\n\n| Keys | What happens |\n| --- | --- |\n| Ctrl+K | Search modules |\n',
  },
};

describe('Help & Documentation', () => {
  it('lists the guides by section, shows the first, and follows a link to another guide', async () => {
    const api = mockFetch({
      ...signedInRoutes('cashier'),
      ...mockEndpoint(helpContract.getHelpTree, { body: TREE }),
      ...mockEndpoint(
        helpContract.getHelpGuide,
        { body: GUIDES['getting-started'] },
        { id: 'getting-started' },
      ),
      ...mockEndpoint(
        helpContract.getHelpGuide,
        { body: GUIDES['keyboard-shortcuts'] },
        { id: 'keyboard-shortcuts' },
      ),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & Documentation' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Guides' });
    expect(within(contents).getByText('User Guides')).toBeTruthy();
    expect(within(contents).getByText('Quick Reference')).toBeTruthy();

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: 'Getting started' })).toBeTruthy();
    expect(within(article).getByText('your own').tagName).toBe('STRONG');
    expect(within(article).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(article).getByRole('link', { name: 'the shortcuts' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ guide: 'keyboard-shortcuts' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'Ctrl+K' })).toBeTruthy();
    expect(api.sent('GET', '/api/help/keyboard-shortcuts?lang=en')).toHaveLength(1);
  });

  it('asks for the guides in Filipino when the screens are in Filipino', async () => {
    const api = mockFetch({
      ...signedInRoutes('cashier', { settings: { language: 'fil' } }),
      ...mockEndpoint(helpContract.getHelpTree, {
        body: {
          ...TREE,
          sections: [{ id: 'user-guides', items: [{ id: 'getting-started', title: 'Pagsisimula' }] }],
        },
      }),
      ...mockEndpoint(
        helpContract.getHelpGuide,
        {
          body: {
            id: 'getting-started',
            title: 'Pagsisimula',
            markdown: '# Pagsisimula\n\nTumatakbo ang FBMS sa browser.',
          },
        },
        { id: 'getting-started' },
      ),
    });
    renderApp('/help');
    const article = await screen.findByRole('article');
    expect(await within(article).findByRole('heading', { name: 'Pagsisimula' })).toBeTruthy();
    await waitFor(() => expect(api.sent('GET', '/api/help?lang=fil').length).toBeGreaterThan(0));
    expect(api.sent('GET', '/api/help/getting-started?lang=fil').length).toBeGreaterThan(0);
  });
});
