import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { notify } from '../notifications/notifications.service.ts';

type Settings = {
  theme: string;
  display: { tableSettings: { rowsPerPage: number }; topBar: Record<string, boolean> };
  notifications: {
    quietHours: { enabled: boolean; start: string; end: string };
    categories: Record<string, boolean>;
  };
  security: { sessionTimeout: number };
  menuVisibility: Record<string, boolean>;
};
type Err = { error: { code: string; message: string; details?: { fields?: Record<string, string> } } };

describe.each(DB_KINDS)('user settings on %s', (kind) => {
  let t: TestServer;
  let c: TestClient;
  let userId: string;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    c = await signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD);
    userId = (await c.get<{ user: { id: string } }>('/api/me')).body.user.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the full document with the spec defaults before anything is saved', async () => {
    const r = await c.get<Settings>('/api/settings/me');
    expect(r.status).toBe(200);
    expect(r.body.theme).toBe('system');
    expect(r.body.display.tableSettings.rowsPerPage).toBe(25);
    expect(r.body.security.sessionTimeout).toBe(60);
    expect(r.body.notifications.quietHours).toEqual({ enabled: false, start: '22:00', end: '08:00' });
    expect(Object.values(r.body.menuVisibility).every(Boolean)).toBe(true);
  });

  it('patches one field, keeps the rest, and audits the change', async () => {
    const r = await c.request<Settings>('PATCH', '/api/settings/me', {
      theme: 'dark',
      menuVisibility: { reports: false },
    });
    expect(r.status).toBe(200);
    expect(r.body.theme).toBe('dark');
    expect(r.body.menuVisibility.reports).toBe(false);
    expect(r.body.menuVisibility.sales).toBe(true);
    expect((await c.get<Settings>('/api/settings/me')).body.theme).toBe('dark');
    const audit = await t.db.query<{ details: { groups: string[] } }>(
      "SELECT details FROM audit_log WHERE action = 'settings.user_changed' AND actor_user_id = $1",
      [userId],
    );
    expect(audit[0]!.details.groups.sort()).toEqual(['menuVisibility', 'theme']);
  });

  it('refuses invalid values with the spec messages and changes nothing', async () => {
    const theme = await c.request<Err>('PATCH', '/api/settings/me', { theme: 'blue' });
    expect(theme.status).toBe(422);
    expect(theme.body.error.message).toBe('Invalid theme value');
    const timeout = await c.request<Err>('PATCH', '/api/settings/me', { security: { sessionTimeout: 45 } });
    expect(timeout.body.error.message).toBe('Invalid session timeout value');
    const quiet = await c.request<Err>('PATCH', '/api/settings/me', {
      notifications: { quietHours: { start: '25:00' } },
    });
    expect(quiet.body.error.message).toBe('Invalid quiet hours start time format');
    expect((await c.get<Settings>('/api/settings/me')).body.theme).toBe('dark');
  });

  it('imports a complete document (PUT) and resets to the defaults (DELETE)', async () => {
    const current = (await c.get<Settings>('/api/settings/me')).body;
    const imported = await c.put<Settings>('/api/settings/me', {
      ...current,
      theme: 'light',
      security: { ...current.security, sessionTimeout: 30 },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.theme).toBe('light');
    // The session timeout in the settings document is the one the server enforces.
    expect((await c.get<{ sessionTimeout: number }>('/api/account/security')).body.sessionTimeout).toBe(30);
    const partial = await c.put<Err>('/api/settings/me', { theme: 'light' });
    expect(partial.status).toBe(422);
    const reset = await c.delete<Settings>('/api/settings/me');
    expect(reset.body.theme).toBe('system');
    expect(reset.body.menuVisibility.reports).toBe(true);
  });

  it('lets notify() respect categories switched off and quiet hours', async () => {
    const deps = t.fbms.deps;
    const send = (title: string) =>
      deps.database.db.transaction((tx) =>
        notify(tx, deps, { userIds: [userId] }, { type: 'info', category: 'inventory', title, message: 'm' }),
      );
    await c.request('PATCH', '/api/settings/me', { notifications: { categories: { inventory: false } } });
    expect(await send('muted')).toBe(0);
    const manila = (offsetH: number) =>
      new Date(Date.now() + offsetH * 3_600_000).toLocaleTimeString('en-GB', {
        timeZone: 'Asia/Manila',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    await c.request('PATCH', '/api/settings/me', {
      notifications: {
        categories: { inventory: true },
        quietHours: { enabled: true, start: manila(-1), end: manila(1) },
      },
    });
    expect(await send('quiet')).toBe(1);
    const list = await c.get<{ items: { title: string; alert: boolean }[] }>('/api/notifications');
    expect(list.body.items.map((i) => i.title)).toEqual(['quiet']);
    expect(list.body.items[0]!.alert).toBe(false);
  });
});
