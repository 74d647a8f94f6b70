// @vitest-environment happy-dom
import { backupContract as api } from '@fbms/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { BackupScreen } from './backup-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const settings = {
  enabled: true,
  frequency: 'daily' as const,
  weekday: 0,
  time: '02:00',
  retention: 30,
  destination: 'data' as const,
  folderPath: null,
  s3: null,
  passphraseSet: true,
  dataFolder: '/srv/fbms/data/backups',
};
const backup = {
  id: '0190a000-0000-7000-8000-0000000000b1',
  fileName: 'fbms-20261127-020000-scheduled.fbmsbak',
  kind: 'scheduled' as const,
  destination: 'data' as const,
  location: '/srv/fbms/data/backups/fbms-20261127-020000-scheduled.fbmsbak',
  status: 'done' as const,
  sizeBytes: 2_400_000,
  sha256: 'abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789',
  header: {
    createdAt: '2026-11-26T18:00:00.000Z',
    app: '0.25.0',
    database: 'pglite',
    migrations: { count: 21, last: '0020_admin' },
    tables: 60,
    rows: 12_345,
  },
  uploadPending: false,
  progress: null,
  error: null,
  startedAt: '2026-11-26T18:00:00.000Z',
  finishedAt: '2026-11-26T18:00:05.000Z',
  createdBy: null,
};
const drill = {
  id: '0190a000-0000-7000-8000-0000000000d1',
  kind: 'drill' as const,
  backupId: backup.id,
  fileName: backup.fileName,
  status: 'passed' as const,
  result: { tables: 60, rows: 12_345, mismatches: [] },
  error: null,
  startedAt: '2026-11-26T18:10:00.000Z',
  finishedAt: '2026-11-26T18:10:09.000Z',
  createdBy: null,
};

function mock(over: Record<string, unknown> = {}) {
  return mockFetch({
    'GET /api/me': { body: makeMe('admin') },
    ...mockEndpoint(api.getSettings, { body: settings }),
    ...mockEndpoint(api.listBackups, { body: { items: [backup] } }),
    ...mockEndpoint(api.listRuns, { body: { items: [drill] } }),
    ...(over as Record<string, { body: unknown }>),
  });
}

describe('BackupScreen', () => {
  it('lists backups (when, kind, size, status, checksum) with a download link, and the drills with what was compared', async () => {
    mock();
    renderRoutedScreen(<BackupScreen />, '/backup');
    expect(await screen.findByText('Scheduled')).toBeTruthy();
    expect(screen.getByText('2.3 MB')).toBeTruthy();
    expect(screen.getByText('abcdef012345')).toBeTruthy();
    const link = screen.getByRole('link', { name: `Download ${backup.fileName}` });
    expect(link.getAttribute('href')).toBe(`/api/backup/backups/${backup.id}/file`);
    expect(await screen.findByText('Passed')).toBeTruthy();
    expect(screen.getByText('60 tables, 12,345 rows and the ledger totals compared')).toBeTruthy();
  });

  it('says how to make the first backup when there is none, and asks for the passphrase first', async () => {
    mock({
      ...mockEndpoint(api.listBackups, { body: { items: [] } }),
      ...mockEndpoint(api.getSettings, { body: { ...settings, passphraseSet: false } }),
    });
    renderRoutedScreen(<BackupScreen />, '/backup');
    expect(await screen.findByText(/No backup yet/)).toBeTruthy();
    expect(
      await screen.findByText('Set a passphrase in the settings below before the first backup.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Back up now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a restore names what happens and sends the typed passphrase; a wrong one shows the refusal', async () => {
    const { requests } = mock(
      mockEndpoint(api.restore, {
        status: 422,
        body: {
          error: {
            code: 'BACKUP_WRONG_PASSPHRASE',
            message:
              'The passphrase does not open this backup file. Type the passphrase that was set when it was made.',
          },
        },
      } as never),
    );
    renderRoutedScreen(<BackupScreen />, '/backup');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Restore ${backup.fileName}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/current data is first kept as a backup/)).toBeTruthy();
    expect(within(dialog).getByText(/signed out and signs in again/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Passphrase of the backup/), 'wrong passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Replace the data' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText(/does not open this backup file/)).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/backup/restore');
    expect(sent?.body).toEqual({ backupId: backup.id, passphrase: 'wrong passphrase' });
  });

  it('in Filipino', async () => {
    await i18n.changeLanguage('fil');
    mock();
    renderRoutedScreen(<BackupScreen />, '/backup');
    expect(await screen.findByText('Naka-iskedyul')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mag-backup ngayon' })).toBeTruthy();
  });
});
