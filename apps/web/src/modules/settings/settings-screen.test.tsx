import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fetch-mock.ts';
import { makeSettings, mockSettingsApi, renderSettings } from './render-settings.test-helper.tsx';

const openSection = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
};

/** The error text Mantine links to an input through aria-describedby. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('SettingsScreen', () => {
  it('loads the document and shows the general section with the read-only zone and currency', async () => {
    mockSettingsApi(makeSettings({ theme: 'dark', language: 'fil' }));
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    const general = screen.getByRole('tabpanel', { name: 'General' });
    expect((within(general).getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    expect((within(general).getByLabelText('Time zone') as HTMLInputElement).value).toBe('Asia/Manila');
    expect((within(general).getByLabelText('Time zone') as HTMLInputElement).readOnly).toBe(true);
    expect((within(general).getByLabelText('Language') as HTMLInputElement).value).toBe('Filipino');
  });

  it('a switch PATCHes only its own field, shows "Saved" and updates the shared query', async () => {
    const api = mockSettingsApi();
    const user = userEvent.setup();
    const { queryClient } = renderSettings();
    const display = await openSection(user, 'Display');

    const contrast = within(display).getByRole('switch', { name: 'High contrast' }) as HTMLInputElement;
    expect(contrast.checked).toBe(false);
    await user.click(contrast);

    await waitFor(() => expect(api.sent('PATCH', '/api/settings/me')).toHaveLength(1));
    expect(api.sent('PATCH', '/api/settings/me')[0]!.body).toEqual({ display: { highContrast: true } });
    expect(await within(display).findByText('Saved')).toBeTruthy();
    expect(contrast.checked).toBe(true);
    expect(describedBy(contrast)).toContain('Saved');
    const cached = queryClient.getQueryData<{ display: { highContrast: boolean } }>(['settings', 'me']);
    expect(cached?.display.highContrast).toBe(true);
  });

  it('a typed number waits for the pause, then PATCHes that one threshold once', async () => {
    const api = mockSettingsApi();
    const user = userEvent.setup();
    renderSettings();
    const inventory = await openSection(user, 'Inventory');

    const low = within(inventory).getByLabelText('Low stock at or below') as HTMLInputElement;
    await user.clear(low);
    await user.type(low, '12');
    expect(api.sent('PATCH', '/api/settings/me')).toHaveLength(0);
    await waitFor(() => expect(api.sent('PATCH', '/api/settings/me')).toHaveLength(1), { timeout: 2000 });
    expect(api.sent('PATCH', '/api/settings/me')[0]!.body).toEqual({
      inventory: { thresholds: { lowStock: 12 } },
    });
    expect(await within(inventory).findByText('Saved')).toBeTruthy();
  });

  it("puts a 422's field message under the field and rolls the value back", async () => {
    const api = mockSettingsApi(makeSettings(), {
      patch: () => ({
        status: 422,
        body: envelope('VALIDATION_FAILED', 'Invalid quiet hours start time format', {
          fields: { 'notifications.quietHours.start': 'Invalid quiet hours start time format' },
        }),
      }),
    });
    const user = userEvent.setup();
    renderSettings();
    const panel = await openSection(user, 'Notifications');

    const start = within(panel).getByLabelText('From') as HTMLInputElement;
    expect(start.value).toBe('22:00');
    await user.clear(start);
    await user.type(start, '21:30');
    await user.tab(); // blur saves at once

    await waitFor(() => expect(api.sent('PATCH', '/api/settings/me')).toHaveLength(1));
    expect(api.sent('PATCH', '/api/settings/me')[0]!.body).toEqual({
      notifications: { quietHours: { start: '21:30' } },
    });
    expect(await within(panel).findByText('Invalid quiet hours start time format')).toBeTruthy();
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(start)).toContain('Invalid quiet hours start time format');
    await waitFor(() => expect(start.value).toBe('22:00'));
    expect((within(panel).getByLabelText('Until') as HTMLInputElement).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
  });

  it('rolls a switch back when the server refuses it', async () => {
    const api = mockSettingsApi(makeSettings(), {
      patch: () => ({ status: 500, body: envelope('API_SERVER_ERROR', 'Something went wrong on our side.') }),
    });
    const user = userEvent.setup();
    renderSettings();
    const display = await openSection(user, 'Display');
    const animations = within(display).getByRole('switch', { name: /^Animations/ }) as HTMLInputElement;
    await user.click(animations);
    expect(await within(display).findByText('Something went wrong on our side.')).toBeTruthy();
    expect(animations.checked).toBe(true);
    expect(api.sent('PATCH', '/api/settings/me')).toHaveLength(1);
  });

  it('checks the shared rules first: a bad time shows the spec message and nothing is sent', async () => {
    const api = mockSettingsApi();
    const user = userEvent.setup();
    renderSettings();
    const panel = await openSection(user, 'Notifications');
    const end = within(panel).getByLabelText('Until') as HTMLInputElement;
    await user.clear(end);
    await user.type(end, '25:00');
    await user.tab();
    expect(await within(panel).findByText('Invalid quiet hours end time format')).toBeTruthy();
    expect(end.value).toBe('25:00'); // kept, so it can be corrected
    expect(api.sent('PATCH', '/api/settings/me')).toHaveLength(0);
  });

  it('session timeout offers 15 minutes to 4 hours and saves the number', async () => {
    const api = mockSettingsApi();
    const user = userEvent.setup();
    renderSettings();
    const panel = await openSection(user, 'Security');
    const select = within(panel).getByLabelText('Sign me out after') as HTMLInputElement;
    expect(select.value).toBe('1 hour');
    await user.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
    // The dropdown's opening transition leaves its options "hidden" to happy-dom.
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      '15 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
    ]);
    await user.click(options[3]!);
    await waitFor(() => expect(api.sent('PATCH', '/api/settings/me')).toHaveLength(1));
    expect(api.sent('PATCH', '/api/settings/me')[0]!.body).toEqual({ security: { sessionTimeout: 120 } });
  });
});

describe('SettingsScreen menu section', () => {
  it('names each menu this person has from the registry; dashboard and settings cannot be hidden', async () => {
    mockSettingsApi();
    const user = userEvent.setup();
    renderSettings();
    const menu = await openSection(user, 'Menu');
    const dashboard = within(menu).getByRole('switch', { name: /^Dashboard/ }) as HTMLInputElement;
    const settings = within(menu).getByRole('switch', { name: /^Settings/ }) as HTMLInputElement;
    expect(dashboard.disabled).toBe(true);
    expect(settings.disabled).toBe(true);
    expect(dashboard.checked && settings.checked).toBe(true);
    expect(describedBy(dashboard)).toContain('Always shown');
    const pos = within(menu).getByRole('switch', { name: /^Sales & POS/ }) as HTMLInputElement;
    expect(pos.disabled).toBe(false);
    expect(describedBy(pos)).toContain('Also: Tindera POS, Sales History');
    // Only the menus of modules that have landed: Dashboard, Sales & POS, Inventory, Purchases (with
    // Receiving Voucher), Customers, Customer Transactions, Suppliers, Expenses, Accounting, Reports &
    // Analytics, Multi-Branch, Operations, Marketing, Loyalty, Cloud Backup, System Check, Admin
    // Dashboard, Users & Roles, Data History, Settings.
    expect(within(menu).getAllByRole('switch')).toHaveLength(20);
  });

  it('"Hide all" turns every other menu off in one PATCH; one switch PATCHes one flag', async () => {
    const api = mockSettingsApi();
    const user = userEvent.setup();
    renderSettings();
    const menu = await openSection(user, 'Menu');

    await user.click(within(menu).getByRole('switch', { name: /^Users & Roles/ }));
    await waitFor(() => expect(api.sent('PATCH', '/api/settings/me')).toHaveLength(1));
    expect(api.sent('PATCH', '/api/settings/me')[0]!.body).toEqual({ menuVisibility: { userRoles: false } });

    await user.click(within(menu).getByRole('button', { name: 'Hide all' }));
    await waitFor(() => expect(api.sent('PATCH', '/api/settings/me')).toHaveLength(2));
    const flags = (
      api.sent('PATCH', '/api/settings/me')[1]!.body as { menuVisibility: Record<string, boolean> }
    ).menuVisibility;
    expect(Object.keys(flags)).toHaveLength(22);
    expect(Object.entries(flags).filter(([, on]) => on)).toEqual([
      ['dashboard', true],
      ['settings', true],
    ]);
    await waitFor(() =>
      expect((within(menu).getByRole('switch', { name: /^Inventory/ }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    expect((within(menu).getByRole('switch', { name: /^Dashboard/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(menu).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(api.current().menuVisibility.inventory).toBe(true));
    expect(Object.values(api.current().menuVisibility).every(Boolean)).toBe(true);
  });
});
