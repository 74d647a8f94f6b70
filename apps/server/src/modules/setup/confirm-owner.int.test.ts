import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  STRONG_PASSWORD,
  signUpBody,
  startTestServer,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string } };
type Setup = {
  step: string;
  mail: { transport: string; outboxFolder: string | null };
  confirmHere: boolean;
};

const OWNER = 'owner@store.ph';
const confirm = (t: TestServer, email: string, password: string, headers: Record<string, string> = {}) =>
  t.client().post<Err>('/api/setup/confirm-owner', { email, password }, headers);

describe.each(DB_KINDS)('first run without a mail server on %s', (kind) => {
  let t: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fbms-first-run-'));
    // TRUST_PROXY lets a test speak as another computer (X-Forwarded-For); without it, this is 127.0.0.1.
    t = await startTestServer(kind, { env: { SMTP_URL: '', DATA_DIR: dataDir, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says where the message went, and offers the owner to confirm here', async () => {
    const before = await t.client().get<Setup>('/api/setup');
    expect(before.body.mail).toEqual({ transport: 'outbox', outboxFolder: join(dataDir, 'outbox') });
    // Nobody to confirm yet.
    expect(before.body.confirmHere).toBe(false);

    expect((await t.client().post('/api/auth/sign-up/email', signUpBody(OWNER))).status).toBe(200);
    // The file is in the folder the screen names, and its link is whole.
    const outbox = join(dataDir, 'outbox');
    await expect.poll(() => readdirSync(outbox).length).toBeGreaterThan(0);
    const eml = readFileSync(join(outbox, readdirSync(outbox)[0]!), 'utf8');
    expect(eml).toMatch(/^http:\/\/\S+\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=\S+$/m);

    expect((await t.client().get<Setup>('/api/setup')).body.confirmHere).toBe(true);
    // From another computer on the shop's network: not offered.
    const remote = await t.client().request<Setup>('GET', '/api/setup', undefined, {
      'x-forwarded-for': '192.168.1.20',
    });
    expect(remote.body.confirmHere).toBe(false);
  });

  it('refuses another computer, a wrong password and a later account, and changes nothing', async () => {
    const remote = await confirm(t, OWNER, STRONG_PASSWORD, { 'x-forwarded-for': '192.168.1.20' });
    expect(remote.status).toBe(409);
    expect(remote.body.error.code).toBe('SETUP_CONFIRM_HERE_UNAVAILABLE');

    const wrong = await confirm(t, OWNER, 'Not#ThePassword1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('AUTH_INVALID_CREDENTIALS');
    const unknown = await confirm(t, 'nobody@store.ph', STRONG_PASSWORD);
    expect(unknown.body.error.code).toBe('AUTH_INVALID_CREDENTIALS');

    expect((await t.client().post('/api/auth/sign-up/email', signUpBody('cashier@store.ph'))).status).toBe(
      200,
    );
    const later = await confirm(t, 'cashier@store.ph', STRONG_PASSWORD);
    expect(later.body.error.code).toBe('SETUP_CONFIRM_HERE_UNAVAILABLE');

    const verified = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email_verified',
    );
    expect(verified[0]!.n).toBe(0);
  });

  it('confirms the owner with the password, who then signs in to first-run setup; then never again', async () => {
    const ok = await confirm(t, OWNER, STRONG_PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'verified' });
    const owner = t.client();
    const signIn = await owner.post('/api/auth/sign-in/email', { email: OWNER, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await owner.get<Setup>('/api/setup')).body.step).toBe('business');
    const audit = await t.db.query<{ details: { via: string } }>(
      "SELECT details FROM audit_log WHERE action = 'auth.email_verified' AND actor_email = $1",
      [OWNER],
    );
    expect(audit.map((a) => a.details.via)).toEqual(['server-computer']);

    // Once someone is verified, nobody is confirmed this way again (not the owner, not a later account).
    expect((await t.client().get<Setup>('/api/setup')).body.confirmHere).toBe(false);
    expect((await confirm(t, OWNER, STRONG_PASSWORD)).body.error.code).toBe('SETUP_CONFIRM_HERE_UNAVAILABLE');
    expect((await confirm(t, 'cashier@store.ph', STRONG_PASSWORD)).body.error.code).toBe(
      'SETUP_CONFIRM_HERE_UNAVAILABLE',
    );
  });
});

describe('first run with a mail server', () => {
  it('never offers to confirm without the link', async () => {
    const t = await startTestServer('pglite');
    try {
      expect((await t.client().post('/api/auth/sign-up/email', signUpBody(OWNER))).status).toBe(200);
      const setup = await t.client().get<Setup>('/api/setup');
      expect(setup.body.mail).toEqual({ transport: 'smtp', outboxFolder: null });
      expect(setup.body.confirmHere).toBe(false);
      const refused = await confirm(t, OWNER, STRONG_PASSWORD);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('SETUP_CONFIRM_HERE_UNAVAILABLE');
    } finally {
      await t.close();
    }
  });
});
