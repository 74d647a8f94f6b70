import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  createPgDatabase,
  DB_KINDS,
  STRONG_PASSWORD,
  signIn,
  signUpAndVerify,
  startTestServer,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string } };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe.each(DB_KINDS)('hardening on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await createOwner(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers reset requests for known and unknown e-mails in similar time (mail goes out afterwards)', async () => {
    const c = t.client();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      for (const [email, into] of [
        ['owner@store.ph', known],
        [`nobody${i}@store.ph`, unknown],
      ] as const) {
        const start = performance.now();
        expect((await c.post('/api/auth/request-password-reset', { email })).status).toBe(200);
        into.push(performance.now() - start);
      }
    }
    expect(median(known)).toBeLessThan(median(unknown) * 3 + 25);
    await t.smtp.waitFor('owner@store.ph', /Reset/);
    t.advance(31 * 60_000); // the requests above count toward the per-e-mail reset limit
  });

  it('refuses NUL characters and oversized e-mails with 422, never a 500', async () => {
    const c = t.client();
    const nul = await c.post<Err>('/api/auth/sign-in/email', { email: 'o\u0000@store.ph', password: 'x' });
    expect(nul.status).toBe(422);
    const owner = await signIn(t, 'owner@store.ph');
    expect((await owner.get('/api/users?search=%00')).status).toBe(422);
    expect((await owner.put('/api/account/profile', { firstName: 'A\u0000', lastName: 'B' })).status).toBe(
      422,
    );
    const long = await c.post<Err>('/api/auth/sign-in/email', {
      email: `${'a'.repeat(5000)}@store.ph`,
      password: 'x',
    });
    expect(long.status).toBe(422);
    const rows = await t.db.query<{ n: number }>('SELECT max(length(actor_email))::int AS n FROM audit_log');
    expect(rows[0]!.n).toBeLessThanOrEqual(254);
  });

  it('counts wrong current passwords on change-password toward the lockout', async () => {
    await signUpAndVerify(t, 'clerk@store.ph');
    const owner = await signIn(t, 'owner@store.ph');
    const list = await owner.get<{ items: { id: string }[] }>('/api/users?search=clerk');
    await owner.post(`/api/users/${list.body.items[0]!.id}/activate`);
    const clerk = await signIn(t, 'clerk@store.ph');
    for (let i = 0; i < 5; i++) {
      const r = await clerk.post<Err>('/api/auth/change-password', {
        currentPassword: `Wrong#Guess${i}x`,
        newPassword: 'Fresh#Mango2026',
        confirmPassword: 'Fresh#Mango2026',
      });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe('AUTH_CURRENT_PASSWORD_INCORRECT');
    }
    const sixth = await clerk.post<Err>('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Fresh#Mango2026',
      confirmPassword: 'Fresh#Mango2026',
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('AUTH_ACCOUNT_LOCKED');
  });

  it('limits verification e-mails per address', async () => {
    const c = t.client();
    for (let i = 0; i < 5; i++) {
      expect((await c.post('/api/auth/send-verification-email', { email: 'flood@store.ph' })).status).toBe(
        200,
      );
    }
    const sixth = await c.post<Err>('/api/auth/send-verification-email', { email: 'flood@store.ph' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toMatch(/^Too Many Attempts: Please wait until/);
  });

  it('ends a lockout when the person resets the password by the mailed link', async () => {
    await signUpAndVerify(t, 'locked@store.ph');
    const owner = await signIn(t, 'owner@store.ph');
    const list = await owner.get<{ items: { id: string }[] }>('/api/users?search=locked');
    await owner.post(`/api/users/${list.body.items[0]!.id}/activate`);
    const c = t.client();
    for (let i = 0; i < 5; i++)
      await c.post('/api/auth/sign-in/email', { email: 'locked@store.ph', password: `Bad#Guess${i}x` });
    expect(
      (await c.post('/api/auth/sign-in/email', { email: 'locked@store.ph', password: STRONG_PASSWORD }))
        .status,
    ).toBe(429);
    await c.post('/api/auth/request-password-reset', { email: 'locked@store.ph' });
    const mail = await t.smtp.waitFor('locked@store.ph', /Reset/);
    const token = new URL(/(https?:\/\/\S+)/.exec(mail.text)![1]!).searchParams.get('token');
    const fresh = 'Sariwang#Gulay2026';
    expect(
      (await c.post('/api/auth/reset-password', { token, password: fresh, confirmPassword: fresh })).status,
    ).toBe(200);
    await signIn(t, 'locked@store.ph', fresh);
  });

  it('does not echo the session token in the sign-in answer', async () => {
    const r = await t.client().post<Record<string, unknown>>('/api/auth/sign-in/email', {
      email: 'owner@store.ph',
      password: STRONG_PASSWORD,
    });
    expect(r.status).toBe(200);
    expect(r.body).not.toHaveProperty('token');
  });

  it('still answers 201 when the invitation mail cannot be sent, and says so', async () => {
    const owner = await signIn(t, 'owner@store.ph');
    await t.smtp.close();
    const r = await owner.post<{ mailSent: boolean; email: string }>('/api/users/invitations', {
      email: 'offline@store.ph',
      firstName: 'Off',
      lastName: 'Line',
      role: 'cashier',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ email: 'offline@store.ph', mailSent: false });
  });
});

describe('behind a reverse proxy', () => {
  it('takes the address the proxy appended, so a forged X-Forwarded-For does not dodge the limit', async () => {
    const t = await startTestServer('pglite', { env: { TRUST_PROXY: 'true', RATE_LIMIT_AUTH: '3/15m' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await t
          .client()
          .post(
            '/api/auth/sign-in/email',
            { email: `x${i}@store.ph`, password: 'Wrong#pass1' },
            { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` },
          );
        statuses.push(r.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('under concurrency (PostgreSQL)', () => {
  it('checks at most 5 passwords of one account however many guesses arrive at once', async () => {
    const t = await startTestServer('postgres');
    try {
      await createOwner(t);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t
            .client()
            .post('/api/auth/sign-in/email', { email: 'owner@store.ph', password: `Wrong#Guess${i}x` }),
        ),
      );
      expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
      expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
      const checked = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'auth.sign_in_failed' AND actor_email = 'owner@store.ph'",
      );
      expect(checked[0]!.n).toBeLessThanOrEqual(5);
    } finally {
      await t.close();
    }
  });

  it('refuses demo mode on a database that has real accounts', async () => {
    const shared = await createPgDatabase();
    const real = await startTestServer('postgres', { databaseUrl: shared.url });
    try {
      await createOwner(real);
      await expect(
        startTestServer('postgres', { databaseUrl: shared.url, env: { DEMO: 'true' } }),
      ).rejects.toThrow(/DEMO needs its own DATA_DIR/);
    } finally {
      await real.close();
      await shared.drop();
    }
  });
});
