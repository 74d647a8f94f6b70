import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_MS } from './notify.ts';

function mount() {
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
}

describe('toasts', () => {
  afterEach(() => act(() => notifications.clean()));

  it('uses the seed durations: 5 s default, 7 s errors, 4 s task complete, 8 s session expired', () => {
    expect(TOAST_MS).toMatchObject({
      success: 5000,
      info: 5000,
      warning: 5000,
      error: 7000,
      taskComplete: 4000,
      sessionExpired: 8000,
    });
    const spy = vi.spyOn(notifications, 'show');
    notify.taskComplete({ title: 'Settings exported', message: 'done' });
    notify.error({ title: 'Failed', message: 'no' });
    notify.info({ title: 'Note', message: 'x', autoClose: 1234 });
    expect(spy.mock.calls.map(([n]) => n.autoClose)).toEqual([4000, 7000, 1234]);
    spy.mockRestore();
  });

  it('shows an optional action that runs and closes the toast', async () => {
    mount();
    const onClick = vi.fn();
    act(() => {
      notify.warning({ title: 'Offline', message: 'Changes wait', action: { label: 'Retry now', onClick } });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry now' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
