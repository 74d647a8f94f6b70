import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../lib/session.ts';
import { makeMe } from '../../test/factories.ts';
import { envelope, mockFetch, SETUP_DONE } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** What the account screen loads besides /api/me. */
const ACCOUNT_ROUTES = {
  'GET /api/setup': SETUP_DONE,
  'GET /api/account/security': { body: { sessionTimeout: 60, options: [15, 30, 60, 120, 240] } },
  'GET /api/account/sessions': { body: { items: [] } },
};

describe('ProfileCard', () => {
  it('edits the name and department, then shows the new name in the card and the header', async () => {
    let me: Me = makeMe('admin', { department: 'Front counter' });
    const api = mockFetch({
      ...ACCOUNT_ROUTES,
      'GET /api/me': () => ({ body: me }),
      'PUT /api/account/profile': (req) => {
        const body = req.body as { firstName: string; lastName: string; department: string | null };
        me = { ...me, user: { ...me.user, ...body } };
        return { body };
      },
    });
    const user = userEvent.setup();
    renderApp('/account');

    const card = (await screen.findByRole('heading', { name: 'Profile' })).closest('.mantine-Card-root');
    expect(card).toBeTruthy();
    expect(within(card as HTMLElement).getByText('Andrea Santos')).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getAllByText(/Andrea Santos/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(input('First name').value).toBe('Andrea');
    expect(input('Department (optional)').value).toBe('Front counter');
    expect(screen.getByText('Your role is set by an administrator.')).toBeTruthy();
    // Email and role stay read-only.
    expect(screen.queryByLabelText('Email', { selector: 'input' })).toBeNull();

    await user.clear(input('First name'));
    await user.type(input('First name'), '  Andrea Mae ');
    await user.clear(input('Department (optional)'));
    const meCalls = api.sent('GET', '/api/me').length;
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(api.sent('PUT', '/api/account/profile').map((r) => r.body)).toEqual([
      { firstName: 'Andrea Mae', lastName: 'Santos', department: null },
    ]);
    // /api/me was asked again, and the header and the card show the new name.
    expect(api.sent('GET', '/api/me').length).toBeGreaterThan(meCalls);
    await waitFor(() => expect(within(header).getAllByText(/Andrea Mae Santos/).length).toBeGreaterThan(0));
    expect(within(header).queryByText(/^Andrea Santos/)).toBeNull();
    expect(within(card as HTMLElement).getByText('Andrea Mae Santos')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(card as HTMLElement).getByText('—')).toBeTruthy(); // department cleared
  });

  it("puts the server's field error under First name, without a toast, and Cancel discards the edit", async () => {
    const api = mockFetch({
      ...ACCOUNT_ROUTES,
      'GET /api/me': { body: makeMe('cashier') },
      'PUT /api/account/profile': {
        status: 422,
        body: envelope('VALIDATION_FAILED', 'Please check the highlighted fields.', {
          fields: { firstName: 'Please enter your first and last name' },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp('/account');

    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.clear(input('First name'));
    await user.type(input('First name'), 'Z');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const message = await screen.findByText('Please enter your first and last name');
    const first = input('First name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toContain(message.id);
    expect(input('Last name').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Failed to update profile')).toBeNull();
    expect(api.sent('PUT', '/api/account/profile')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('First name', { selector: 'input' })).toBeNull();
    expect(screen.getAllByText('Andrea Santos').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit profile' })),
    );
  });

  it('toasts "Failed to update profile" with the server message when no field is named', async () => {
    mockFetch({
      ...ACCOUNT_ROUTES,
      'GET /api/me': { body: makeMe('employee') },
      'PUT /api/account/profile': {
        status: 500,
        body: envelope('API_SERVER_ERROR', 'Something went wrong on our side.'),
      },
    });
    const user = userEvent.setup();
    renderApp('/account');

    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    // Still editing, so nothing typed is lost.
    expect(input('First name').value).toBe('Andrea');
  });
});
