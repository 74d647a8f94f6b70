// @vitest-environment happy-dom
import { type AdminDashboard, adminDashboardContract as api } from '@fbms/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { AdminDashboardScreen } from './admin-dashboard-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const hours = Array.from({ length: 24 }, (_, i) => ({
  hour: new Date(Date.UTC(2026, 10, 26, 11 + i)).toISOString(),
  count: i === 23 ? 2 : 0,
}));

const dashboard: AdminDashboard = {
  at: '2026-11-27T02:00:00.000Z',
  users: { active: 5, inactive: 1, pending: 2 },
  sessions: [
    {
      id: 'sess-admin',
      userId: 'u1',
      name: 'Andrea Santos',
      email: 'admin@bukid.ph',
      role: 'admin',
      ipAddress: '192.168.1.5',
      userAgent: CHROME,
      createdAt: '2026-11-27T01:00:00.000Z',
      lastActiveAt: '2026-11-27T01:59:00.000Z',
      current: true,
    },
    {
      id: 'sess-rosa',
      userId: 'u2',
      name: 'Rosa Mendoza',
      email: 'rosa@bukid.ph',
      role: 'cashier',
      ipAddress: '192.168.1.7',
      userAgent: CHROME,
      createdAt: '2026-11-27T00:00:00.000Z',
      lastActiveAt: '2026-11-27T01:30:00.000Z',
      current: false,
    },
  ],
  signIns: {
    succeeded: 7,
    failed: 3,
    lockouts: 1,
    recent: [
      { at: '2026-11-27T01:10:00.000Z', action: 'auth.lockout', email: 'jun@bukid.ph', ip: '10.0.0.9' },
    ],
  },
  errors: {
    last24h: 2,
    perHour: hours,
    latest: [
      {
        id: 'e1',
        at: '2026-11-27T01:50:00.000Z',
        requestId: 'req-123',
        method: 'POST',
        path: '/api/categories',
        status: 500,
        code: 'P0001',
        message: 'boom',
      },
    ],
  },
  database: {
    kind: 'postgres',
    sizeBytes: 50 * 1024 * 1024,
    growth: [
      { day: '2026-11-25', bytes: 40 * 1024 * 1024 },
      { day: '2026-11-27', bytes: 50 * 1024 * 1024 },
    ],
    serverVersion: '16.4',
    migrations: { applied: 21, expected: 21, last: '0020_admin' },
  },
  backups: { last: null, lastDrill: null },
  versions: { app: '0.1.0', node: 'v22.11.0' },
  disk: { path: '/data', freeBytes: 20 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 },
  mail: { transport: 'outbox', outboxCount: 4 },
  live: { connections: 3 },
  jobs: {
    counts: { queued: 1, running: 0, done: 9, failed: 1 },
    latest: [
      {
        id: 'j1',
        name: 'admin.db-size-sample',
        status: 'failed',
        attempts: 3,
        maxAttempts: 3,
        runAt: '2026-11-27T00:05:00.000Z',
        startedAt: null,
        finishedAt: null,
        lastError: 'disk full',
        createdAt: '2026-11-27T00:05:00.000Z',
      },
    ],
  },
};

function mock(ended: unknown = { body: { ended: true } }) {
  return mockFetch({
    'GET /api/me': { body: makeMe('admin') },
    ...mockEndpoint(api.getDashboard, { body: dashboard }),
    ...mockEndpoint(api.endSession, ended as never),
  });
}

describe('AdminDashboardScreen', () => {
  it('shows users, sign-in trouble, errors, the database, backups, the server and jobs', async () => {
    mock();
    renderRoutedScreen(<AdminDashboardScreen />, '/admin');
    expect(await screen.findByText('Rosa Mendoza')).toBeTruthy();
    expect(screen.getByText('Waiting for approval')).toBeTruthy();
    expect(screen.getByText('2 errors')).toBeTruthy();
    expect(screen.getByText('POST /api/categories')).toBeTruthy();
    expect(screen.getByText('Locked out')).toBeTruthy();
    expect(screen.getByText('jun@bukid.ph')).toBeTruthy();
    expect(screen.getByText('50.0 MB')).toBeTruthy();
    expect(screen.getByText('Migrations: 21 of 21 applied')).toBeTruthy();
    expect(screen.getByText(/40\.0 MB on 2026-11-25 → 50\.0 MB today/)).toBeTruthy();
    expect(screen.getAllByText('None yet')).toHaveLength(2);
    expect(screen.getByText('Disk: 20.0 GB free of 100.0 GB')).toBeTruthy();
    expect(screen.getByText('Mail: no mail server; 4 messages in the outbox folder')).toBeTruthy();
    expect(screen.getByText('admin.db-size-sample')).toBeTruthy();
    expect(screen.getByText('Last error: disk full')).toBeTruthy();
    expect(screen.getByText('This session')).toBeTruthy();
    expect(screen.getAllByText(/^Chrome on Windows · IP address 192\.168\.1\.\d$/).length).toBe(2);
  });

  it('ends another person’s session and reads the dashboard again', async () => {
    const { requests } = mock();
    renderRoutedScreen(<AdminDashboardScreen />, '/admin');
    const button = await screen.findByRole('button', { name: 'End the session of Rosa Mendoza' });
    expect(screen.queryByRole('button', { name: 'End the session of Andrea Santos' })).toBeNull();
    await userEvent.setup().click(button);
    expect(await screen.findByText('Rosa Mendoza is signed out on that device.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/admin/sessions/sess-rosa')).toBe(
      true,
    );
    expect(requests.filter((r) => r.path === '/api/admin/dashboard').length).toBeGreaterThanOrEqual(2);
  });

  it('reads in Filipino', async () => {
    await i18n.changeLanguage('fil');
    mock();
    renderRoutedScreen(<AdminDashboardScreen />, '/admin');
    expect(await screen.findByText('Mga naka-sign in na session')).toBeTruthy();
    const table = screen.getByText('Rosa Mendoza').closest('[data-session]') as HTMLElement;
    expect(within(table).getByRole('button', { name: 'Tapusin ang session ni Rosa Mendoza' })).toBeTruthy();
  });
});
