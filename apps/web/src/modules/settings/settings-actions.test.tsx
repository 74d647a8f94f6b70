import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSettings, mockSettingsApi, renderSettings } from './render-settings.test-helper.tsx';

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const jsonFile = (text: string, name = 'settings.json') =>
  new File([text], name, { type: 'application/json' });

describe('Import settings', () => {
  it('accepts .json files; invalid JSON shows "Invalid JSON format" and nothing is sent', async () => {
    const api = mockSettingsApi();
    const user = userEvent.setup();
    renderSettings();
    await screen.findByRole('button', { name: 'Import settings' });
    expect(fileInput().accept).toContain('.json');

    await user.upload(fileInput(), jsonFile('{ "theme": "dark", '));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid JSON format')).toBeTruthy();
    expect(api.sent('PUT', '/api/settings/me')).toHaveLength(0);
  });

  it('a document that breaks a rule shows "Invalid settings data: …" word for word', async () => {
    const api = mockSettingsApi();
    const user = userEvent.setup();
    renderSettings();
    await screen.findByRole('button', { name: 'Import settings' });

    await user.upload(fileInput(), jsonFile(JSON.stringify({ version: 5, theme: 'purple' })));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid settings data: theme — Invalid theme value')).toBeTruthy();

    await user.upload(
      fileInput(),
      jsonFile(JSON.stringify({ notifications: { quietHours: { start: '7pm' } } })),
    );
    expect(
      await screen.findByText(
        'Invalid settings data: notifications.quietHours.start — Invalid quiet hours start time format',
      ),
    ).toBeTruthy();
    expect(api.sent('PUT', '/api/settings/me')).toHaveLength(0);
  });

  it('a valid export is PUT whole, the screen shows it and says "Settings imported"', async () => {
    const api = mockSettingsApi();
    const user = userEvent.setup();
    const { queryClient } = renderSettings();
    await screen.findByRole('button', { name: 'Import settings' });

    const exported = {
      app: 'FBMS',
      kind: 'user-settings',
      version: 5,
      exportedAt: '2026-05-01T00:00:00.000Z',
      settings: makeSettings({ theme: 'dark', display: { density: 'compact' } }),
    };
    await user.upload(fileInput(), jsonFile(JSON.stringify(exported)));

    expect(await screen.findByText('Settings imported')).toBeTruthy();
    const puts = api.sent('PUT', '/api/settings/me');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual(exported.settings);
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    expect(queryClient.getQueryData<{ theme: string }>(['settings', 'me'])?.theme).toBe('dark');
    expect(screen.queryByText(/^Invalid/)).toBeNull();
  });
});

describe('Export settings', () => {
  it('downloads fbms-settings-YYYY-MM-DD.json holding the current document', async () => {
    mockSettingsApi(makeSettings({ language: 'fil' }));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:settings';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const user = userEvent.setup();
    renderSettings();

    await user.click(await screen.findByRole('button', { name: 'Export settings' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^fbms-settings-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await blobs[0]!.text());
    expect(file).toMatchObject({ app: 'FBMS', kind: 'user-settings', version: 5 });
    expect(file.settings.language).toBe('fil');
  });
});

describe('Reset to defaults', () => {
  it('asks first; Cancel sends nothing, Reset sends DELETE and shows the defaults', async () => {
    const api = mockSettingsApi(makeSettings({ theme: 'dark' }));
    const user = userEvent.setup();
    renderSettings();

    await user.click(await screen.findByRole('button', { name: 'Reset to defaults' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset to defaults?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('DELETE', '/api/settings/me')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset to defaults?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Settings reset')).toBeTruthy();
    expect(api.sent('DELETE', '/api/settings/me')).toHaveLength(1);
    expect((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true);
  });
});
