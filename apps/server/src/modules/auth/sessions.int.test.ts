import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  DB_KINDS,
  STRONG_PASSWORD,
  signIn,
  signUpAndVerify,
  startTestServer,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string; details?: { until?: string } } };
const MIN = 60_000;

describe.each(DB_KINDS)('credential attacks and sessions on %s (T13, T14)', (kind) => {
  let t: TestServer;
  let victimId: string;
  beforeAll(async () => {
    t = await startTestServer(kind);
    const owner = await createOwner(t);
    await signUpAndVerify(t, 'victim@store.ph');
    const list = await owner.get<{ items: { id: string; email: string }[] }>('/api/users?search=victim');
    victimId = list.body.items[0]!.id;
    await owner.post(`/api/users/${victimId}/activate`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('locks an account for 30 minutes after 5 failures in 15 minutes, even for the right password', async () => {
    const c = t.client();
    for (let i = 0; i < 5; i++) {
      const r = await c.post<Err>('/api/auth/sign-in/email', {
        email: 'victim@store.ph',
        password: `Wrong#${i}pass`,
      });
      expect(r.status).toBe(401);
      expect(r.body.error.message).toBe(
        'Invalid email or password. Please check your credentials and try again.',
      );
    }
    const locked = await c.post<Err>('/api/auth/sign-in/email', {
      email: 'VICTIM@store.ph',
      password: STRONG_PASSWORD,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('AUTH_ACCOUNT_LOCKED');
    expect(locked.body.error.message).toMatch(
      /^Too Many Attempts: Please wait until .+ before trying again$/,
    );
    const until = new Date(locked.body.error.details!.until!).getTime();
    expect(until - Date.now()).toBeGreaterThan(29 * MIN);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * MIN + 5000);

    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE actor_email = 'victim@store.ph' AND action IN ('auth.sign_in_failed', 'auth.lockout')",
    );
    expect(audit.filter((a) => a.action === 'auth.sign_in_failed')).toHaveLength(5);
    expect(audit.filter((a) => a.action === 'auth.lockout')).toHaveLength(1);

    t.advance(31 * MIN);
    await signIn(t, 'victim@store.ph');
  });

  it('answers unknown and known e-mails the same way, in similar time', async () => {
    const c = t.client();
    const timings = { known: [] as number[], unknown: [] as number[] };
    let knownBody: unknown;
    let unknownBody: unknown;
    for (let i = 0; i < 4; i++) {
      for (const which of ['known', 'unknown'] as const) {
        const email = which === 'known' ? 'owner@store.ph' : `ghost${i}@store.ph`;
        const start = performance.now();
        const r = await c.post<Err>('/api/auth/sign-in/email', { email, password: 'Wrong#pass99' });
        timings[which].push(performance.now() - start);
        expect(r.status).toBe(401);
        if (which === 'known') knownBody = { ...r.body.error, requestId: undefined };
        else unknownBody = { ...r.body.error, requestId: undefined };
      }
    }
    expect(unknownBody).toEqual(knownBody);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Both paths hash a password (argon2id); a missing account must not answer markedly faster.
    expect(median(timings.unknown)).toBeGreaterThan(median(timings.known) * 0.4);
    t.advance(31 * MIN); // the failures above count toward the owner's lockout
  });

  it('issues an HttpOnly, SameSite=Lax cookie and a new session id at each sign-in', async () => {
    const c = t.client();
    const r = await c.post('/api/auth/sign-in/email', { email: 'owner@store.ph', password: STRONG_PASSWORD });
    const cookie = r.headers.getSetCookie().find((s) => s.startsWith('fbms.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const first = c.cookies.get('fbms.session_token');
    await c.post('/api/auth/sign-in/email', { email: 'owner@store.ph', password: STRONG_PASSWORD });
    expect(c.cookies.get('fbms.session_token')).not.toBe(first);
  });

  it('ends a session idle longer than the user’s timeout', async () => {
    const c = await signIn(t, 'victim@store.ph');
    const bad = await c.put<Err>('/api/account/security', { sessionTimeout: 45 });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe('Invalid session timeout value');
    expect((await c.put('/api/account/security', { sessionTimeout: 15 })).status).toBe(200);
    expect((await c.get<{ sessionTimeout: number }>('/api/account/security')).body.sessionTimeout).toBe(15);

    t.advance(14 * MIN);
    expect((await c.get('/api/me')).status).toBe(200); // activity resets the idle clock
    t.advance(14 * MIN);
    expect((await c.get('/api/me')).status).toBe(200);
    t.advance(16 * MIN);
    const expired = await c.get<Err>('/api/me');
    expect(expired.status).toBe(401);
    expect(expired.body.error).toMatchObject({
      code: 'AUTH_TOKEN_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
    const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'auth.session_idle_timeout'");
    expect(audit).toHaveLength(1);
    expect((await c.get('/api/me')).status).toBe(401);
  });

  it('does not count the app’s periodic session check (X-FBMS-Passive) as activity', async () => {
    const c = await signIn(t, 'victim@store.ph');
    const passive = () => c.request<Err>('GET', '/api/me', undefined, { 'x-fbms-passive': '1' });
    for (let i = 0; i < 3; i++) {
      t.advance(4 * MIN);
      expect((await passive()).status).toBe(200);
    }
    t.advance(4 * MIN); // 16 minutes since the last real request; the timeout is 15
    const r = await passive();
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('AUTH_TOKEN_EXPIRED');
  });

  it('ends every session after 12 hours, however active', async () => {
    const c = await signIn(t, 'owner@store.ph');
    for (let h = 0; h < 11; h++) {
      t.advance(55 * MIN);
      expect((await c.get('/api/me')).status).toBe(200);
    }
    t.advance(70 * MIN);
    const r = await c.get<Err>('/api/me');
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('AUTH_TOKEN_EXPIRED');
  });

  it('lists my sessions and ends the others', async () => {
    const a = await signIn(t, 'victim@store.ph');
    const b = await signIn(t, 'victim@store.ph');
    const list = await a.get<{ items: { id: string; current: boolean }[] }>('/api/account/sessions');
    expect(list.body.items.length).toBeGreaterThanOrEqual(2);
    expect(list.body.items.filter((s) => s.current)).toHaveLength(1);
    const mine = list.body.items.find((s) => s.current)!;
    const self = await a.delete<Err>(`/api/account/sessions/${mine.id}`);
    expect(self.status).toBe(409);
    const other = list.body.items.find((s) => !s.current)!;
    expect((await a.delete(`/api/account/sessions/${other.id}`)).status).toBe(200);
    expect((await a.delete(`/api/account/sessions/${other.id}`)).status).toBe(404);
    const ended = await a.post<{ ended: number }>('/api/account/sessions/end-others');
    expect(ended.status).toBe(200);
    expect((await b.get('/api/me')).status).toBe(401);
    expect((await a.get('/api/me')).status).toBe(200);
  });

  it('ends the sessions of a deactivated user and refuses their sign-in', async () => {
    const victim = await signIn(t, 'victim@store.ph');
    const owner = await signIn(t, 'owner@store.ph');
    expect((await owner.post(`/api/users/${victimId}/deactivate`)).status).toBe(200);
    expect((await victim.get('/api/me')).status).toBe(401);
    const again = await t
      .client()
      .post<Err>('/api/auth/sign-in/email', { email: 'victim@store.ph', password: STRONG_PASSWORD });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({
      code: 'AUTH_ACCOUNT_INACTIVE',
      message: 'Account Inactive — Your account has been deactivated. Please contact an administrator.',
    });
  });

  it('lets a person change their own name and department, never their role', async () => {
    const c = await signIn(t, 'owner@store.ph');
    const r = await c.put<{ firstName: string; department: string | null }>('/api/account/profile', {
      firstName: 'Rosa',
      lastName: 'Santos',
      department: 'Management',
      role: 'cashier',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ firstName: 'Rosa', lastName: 'Santos', department: 'Management' });
    const me = await c.get<{ user: { firstName: string; role: string; department: string } }>('/api/me');
    expect(me.body.user).toMatchObject({ firstName: 'Rosa', role: 'admin', department: 'Management' });
    const blank = await c.put<Err & { error: { details: { fields: Record<string, string> } } }>(
      '/api/account/profile',
      {
        firstName: '',
        lastName: 'Santos',
      },
    );
    expect(blank.status).toBe(422);
    expect(blank.body.error.details.fields.firstName).toBe('Please enter your first and last name');
  });

  it('does not accept a forged or tampered session cookie', async () => {
    const c = await signIn(t, 'owner@store.ph');
    const value = c.cookies.get('fbms.session_token')!;
    const forged = `${decodeURIComponent(value).split('.')[0]}.AAAA`;
    const r = await fetch(`${t.baseUrl}/api/me`, {
      headers: { cookie: `fbms.session_token=${encodeURIComponent(forged)}` },
    });
    expect(r.status).toBe(401);
  });
});

describe('secure cookies behind https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const t = await startTestServer('pglite', { env: { PUBLIC_URL: 'https://pos.example.ph' } });
    try {
      await signUpAndVerify(t, 'owner@store.ph');
      const r = await t
        .client()
        .post('/api/auth/sign-in/email', { email: 'owner@store.ph', password: STRONG_PASSWORD });
      expect(r.status).toBe(200);
      const cookie = r.headers.getSetCookie().find((s) => s.includes('session_token'))!;
      expect(cookie).toMatch(/^__Secure-fbms\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await t.close();
    }
  });
});
