import type { AdminDashboard, SystemCheckRun } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { dbSizeSampleJob, serverErrorsCleanupJob } from './dashboard.service.ts';

type Err = { error: { code: string; details?: { reason?: string } } };

/** The admin dashboard and the system check (issue 25) over HTTP, on the demo store. */
describe.each(DB_KINDS)('admin dashboard and system check on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let manager: TestClient;

  const dashboard = async () => {
    const r = await admin.get<AdminDashboard>('/api/admin/dashboard');
    expect(r.status).toBe(200);
    return r.body;
  };
  const run = async () => {
    const r = await admin.post<SystemCheckRun>('/api/system-check/run');
    expect(r.status).toBe(200);
    return r.body;
  };
  const failing = (r: SystemCheckRun) => r.checks.filter((c) => c.status === 'fail').map((c) => c.id);

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true', LOG_LEVEL: 'error' } });
    admin = await signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('counts sign-ins, failed sign-ins and sessions; only an admin may look', async () => {
    const before = await dashboard();
    manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    for (let i = 0; i < 2; i++) {
      const r = await t.client().post('/api/auth/sign-in/email', {
        email: 'cashier@demo.fbms.ph',
        password: 'not the password',
      });
      expect(r.status).toBe(401);
    }
    const after = await dashboard();
    expect(after.signIns.failed - before.signIns.failed).toBe(2);
    expect(after.signIns.succeeded - before.signIns.succeeded).toBe(1);
    expect(after.signIns.recent[0]).toMatchObject({
      action: 'auth.sign_in_failed',
      email: 'cashier@demo.fbms.ph',
    });
    const mine = after.sessions.filter((s) => s.current);
    expect(mine.map((s) => s.email)).toEqual(['admin@demo.fbms.ph']);
    expect(after.sessions.some((s) => s.email === 'manager@demo.fbms.ph' && !s.current)).toBe(true);
    expect(after.users.active).toBeGreaterThanOrEqual(4);
    expect(after.database).toMatchObject({ kind });
    expect(after.database.sizeBytes).toBeGreaterThan(0);
    expect(after.database.growth.length).toBeGreaterThanOrEqual(1);
    expect(after.database.migrations.applied).toBe(after.database.migrations.expected);
    expect(after.database.migrations.last).toMatch(/^\d{4}_/);
    expect(after.backups).toEqual({ last: null, lastDrill: null });
    expect(after.errors.perHour).toHaveLength(24);
    expect(after.mail.transport).toBe('smtp');
    expect(after.versions.node).toBe(process.version);

    expect((await manager.get<Err>('/api/admin/dashboard')).status).toBe(403);
    expect((await manager.post<Err>('/api/system-check/run')).status).toBe(403);
  });

  it('keeps a 5xx answer as a server error the dashboard lists', async () => {
    const before = await dashboard();
    await t.db.query(`CREATE FUNCTION test_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'boom from a test trigger'; END $$`);
    await t.db.query(
      'CREATE TRIGGER test_boom BEFORE INSERT ON categories FOR EACH ROW EXECUTE FUNCTION test_boom()',
    );
    try {
      const r = await admin.post<Err>('/api/categories', { name: 'Boom seeds' });
      expect(r.status).toBe(500);
      expect(r.body.error.code).toBe('API_SERVER_ERROR');
    } finally {
      await t.db.query('DROP TRIGGER test_boom ON categories');
      await t.db.query('DROP FUNCTION test_boom()');
    }
    // Recorded outside the request, just after it answered.
    let after = await dashboard();
    for (let i = 0; i < 20 && after.errors.last24h === before.errors.last24h; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await dashboard();
    }
    expect(after.errors.last24h - before.errors.last24h).toBe(1);
    expect(after.errors.latest[0]).toMatchObject({
      method: 'POST',
      path: '/api/categories',
      status: 500,
      message: expect.stringContaining('boom from a test trigger'),
    });
    expect(after.errors.perHour.at(-1)!.count).toBeGreaterThanOrEqual(1);
  });

  it('keeps 30 days of server errors and one size sample a day (the daily jobs)', async () => {
    const run = { id: 'test', name: 'test', attempt: 1 };
    await t.db.query(
      `INSERT INTO server_errors (id, at, status, message) VALUES
         ('01900000-0000-7000-8000-00000000e001', now() - interval '31 days', 500, 'old'),
         ('01900000-0000-7000-8000-00000000e002', now() - interval '29 days', 500, 'recent')`,
    );
    await serverErrorsCleanupJob.handler({}, t.fbms.deps, run);
    const left = await t.db.query<{ message: string }>(
      "SELECT message FROM server_errors WHERE message IN ('old', 'recent')",
    );
    expect(left.map((r) => r.message)).toEqual(['recent']);
    await t.db.query('DELETE FROM db_size_samples');
    await dbSizeSampleJob.handler({}, t.fbms.deps, run);
    await dbSizeSampleJob.handler({}, t.fbms.deps, run);
    const samples = await t.db.query<{ bytes: string }>('SELECT bytes::text AS bytes FROM db_size_samples');
    expect(samples).toHaveLength(1);
    expect(Number(samples[0]!.bytes)).toBeGreaterThan(0);
  });

  it("ends another person's session: they are signed out; not the admin's own", async () => {
    expect((await manager.get('/api/me')).status).toBe(200);
    const session = (await dashboard()).sessions.find((s) => s.email === 'manager@demo.fbms.ph')!;
    const ended = await admin.delete(`/api/admin/sessions/${session.id}`);
    expect(ended.status).toBe(200);
    expect((await manager.get('/api/me')).status).toBe(401);
    const [audit] = await t.db.query<{ actor: string; details: { by: string; email: string } }>(
      "SELECT actor_email AS actor, details FROM audit_log WHERE action = 'auth.session_revoked' AND target_id = $1",
      [session.id],
    );
    expect(audit).toEqual({
      actor: 'admin@demo.fbms.ph',
      details: expect.objectContaining({ by: 'admin', email: 'manager@demo.fbms.ph' }),
    });
    expect((await dashboard()).sessions.some((s) => s.id === session.id)).toBe(false);
    expect((await admin.delete<Err>(`/api/admin/sessions/${session.id}`)).body.error.details?.reason).toBe(
      'sessionEnded',
    );
    const own = (await dashboard()).sessions.find((s) => s.current)!;
    const refused = await admin.delete<Err>(`/api/admin/sessions/${own.id}`);
    expect(refused.body.error.details?.reason).toBe('ownSession');
    expect((await admin.get('/api/me')).status).toBe(200);
  });

  it('passes every system check on the demo store, and the last run is kept', async () => {
    const r = await run();
    expect(failing(r)).toEqual([]);
    expect(r.passed).toBe(true);
    const byId = Object.fromEntries(r.checks.map((c) => [c.id, c]));
    for (const id of ['database', 'migrations', 'constraints', 'sale-round-trip', 'ledger-balanced'] as const)
      expect([id, byId[id]!.status]).toEqual([id, 'pass']);
    for (const id of ['stock-balances', 'invoice-series', 'customer-balances', 'mail'] as const)
      expect([id, byId[id]!.status]).toEqual([id, 'pass']);
    // The demo store's passphrase is set and its data folder takes a test file.
    expect(byId['backup-destination']!.status).toBe('pass');
    expect(byId['sale-round-trip']!.detail).toContain('Nothing was kept');
    expect(t.smtp.messages.some((m) => m.subject === 'FBMS system check: mail works')).toBe(true);
    expect((await admin.get<{ run: SystemCheckRun }>('/api/system-check/last')).body.run.at).toBe(r.at);
  }, 60_000);

  it('fails exactly the stock check, with its fix, when a balance is changed by hand', async () => {
    const [row] = await t.db.query<{ id: string }>('SELECT id FROM stock_balances ORDER BY id LIMIT 1');
    await t.db.query('UPDATE stock_balances SET qty_milli = qty_milli + 7000 WHERE id = $1', [row!.id]);
    try {
      const r = await run();
      expect(failing(r)).toEqual(['stock-balances']);
      expect(r.passed).toBe(false);
      const stock = r.checks.find((c) => c.id === 'stock-balances')!;
      expect(stock.detail).toMatch(/balance [\d.]+, movements [\d.]+/);
      expect(stock.fix).toContain('Count the named products');
    } finally {
      await t.db.query('UPDATE stock_balances SET qty_milli = qty_milli - 7000 WHERE id = $1', [row!.id]);
    }
  }, 60_000);

  it('fails the guards check when an append-only trigger is disabled', async () => {
    await t.db.query('ALTER TABLE journal_lines DISABLE TRIGGER journal_lines_append_only');
    try {
      const r = await run();
      expect(failing(r)).toEqual(['constraints']);
      expect(r.checks.find((c) => c.id === 'constraints')!.detail).toContain(
        'trigger journal_lines_append_only is disabled',
      );
    } finally {
      await t.db.query('ALTER TABLE journal_lines ENABLE TRIGGER journal_lines_append_only');
    }
  }, 60_000);
});
