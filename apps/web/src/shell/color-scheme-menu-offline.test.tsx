import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme.ts';
import { ColorSchemeMenu } from './color-scheme-menu.tsx';

// The menu's code cannot be fetched (offline, or a deploy removed the old chunk).
vi.mock('./color-scheme-dropdown.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('ColorSchemeMenu when its code cannot be fetched', () => {
  it('says so and keeps the button', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme}>
        <Notifications />
        <ColorSchemeMenu />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Colour scheme' }));
    expect(await screen.findByText(/Network error while contacting the server/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Colour scheme' })).toBeTruthy();
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
  });
});
