import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { ColorSchemeMenu } from './color-scheme-menu.tsx';

function renderMenu() {
  return render(
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ColorSchemeMenu />
    </MantineProvider>,
  );
}

describe('ColorSchemeMenu', () => {
  it('is only a button until opened, then loads the menu open and applies the choice', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Colour scheme' }));
    // Mantine's transition leaves the dropdown hidden to the accessibility tree in happy-dom.
    const dark = await screen.findByRole('menuitem', { name: 'Dark', hidden: true });
    expect(screen.getByRole('menuitem', { name: 'Light', hidden: true }).getAttribute('aria-current')).toBe(
      'true',
    );

    await user.click(dark);
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'),
    );
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Colour scheme' }));

    // Loaded once: it opens again as an ordinary menu.
    await user.click(screen.getByRole('button', { name: 'Colour scheme' }));
    const again = await screen.findByRole('menuitem', { name: 'Dark', hidden: true });
    expect(again.getAttribute('aria-current')).toBe('true');
  });
});
