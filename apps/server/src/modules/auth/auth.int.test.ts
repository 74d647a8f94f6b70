import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  STRONG_PASSWORD,
  signIn,
  signUpAndVerify,
  signUpBody,
  startTestServer,
  type TestServer,
} from '../../test/harness.ts';
import { linkIn } from '../../test/smtp.ts';

type Err = { error: { code: string; message: string; details?: { fields?: Record<string, string> } } };
type Me = {
  user: { role: string; email: string; isOwner: boolean; isActive: boolean };
  permissions: string[];
};

describe.each(DB_KINDS)('accounts on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes the first account the owner and admin, after e-mail verification', async () => {
    const setup0 = await t.client().get<{ step: string }>('/api/setup');
    expect(setup0.body.step).toBe('owner');

    const c = t.client();
    const up = await c.post('/api/auth/sign-up/email', signUpBody('owner@store.ph'));
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: 'verification_sent', email: 'owner@store.ph' });

    const early = await c.post<Err>('/api/auth/sign-in/email', {
      email: 'owner@store.ph',
      password: STRONG_PASSWORD,
    });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('AUTH_EMAIL_NOT_VERIFIED');
    expect(early.body.error.message).toBe(
      'Please check your email and click the confirmation link before signing in.',
    );

    const mail = await t.smtp.waitFor('owner@store.ph', /Confirm/);
    const link = new URL(linkIn(mail));
    const verified = await c.get(`${link.pathname}${link.search}`);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe(`${t.baseUrl}/auth/callback?from=verify`);

    const owner = await signIn(t, 'owner@store.ph');
    const me = await owner.get<Me>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      role: 'admin',
      isOwner: true,
      isActive: true,
      email: 'owner@store.ph',
    });
    expect(me.body.permissions).toContain('users:edit');

    expect((await t.client().get<{ step: string }>('/api/setup')).body.step).toBe('business');
    const bad = await owner.post<Err>('/api/setup', {
      businessName: 'X',
      address: 'Y',
      tin: '12-34',
      vatRegistered: true,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details?.fields?.tin).toMatch(/TIN/);
    const ok = await owner.post('/api/setup', {
      businessName: 'Santos Agrivet',
      address: 'Malolos, Bulacan',
      tin: '123-456-789-00000',
      vatRegistered: true,
    });
    expect(ok.status).toBe(200);
    expect((await t.client().get<{ step: string; businessName: string }>('/api/setup')).body).toMatchObject({
      step: 'done',
      businessName: 'Santos Agrivet',
    });
    const again = await owner.post<Err>('/api/setup', {
      businessName: 'Other',
      address: 'Z',
      tin: '123456789000',
      vatRegistered: false,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('SETUP_ALREADY_DONE');
  });

  it('keeps later self-registrations inactive cashiers until an admin approves them', async () => {
    await signUpAndVerify(t, 'cashier1@store.ph');
    const c = t.client();
    const refused = await c.post<Err>('/api/auth/sign-in/email', {
      email: 'cashier1@store.ph',
      password: STRONG_PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('AUTH_ACCOUNT_PENDING_APPROVAL');
    expect(c.cookies.size).toBe(0);

    const owner = await signIn(t, 'owner@store.ph');
    const list = await owner.get<{ items: { id: string; email: string; status: string; role: string }[] }>(
      '/api/users?status=pending',
    );
    const pending = list.body.items.find((u) => u.email === 'cashier1@store.ph')!;
    expect(pending).toMatchObject({ status: 'pending', role: 'cashier' });
    expect((await owner.post(`/api/users/${pending.id}/activate`)).status).toBe(200);

    const bell = await owner.get<{ items: { title: string; actionUrl: string }[] }>('/api/notifications');
    expect(bell.body.items[0]).toMatchObject({
      title: 'New account waiting for approval',
      actionUrl: '/users?status=pending',
    });

    const cashier = await signIn(t, 'cashier1@store.ph');
    const me = await cashier.get<Me>('/api/me');
    expect(me.body.user.role).toBe('cashier');
    expect(me.body.permissions).toEqual(
      expect.arrayContaining(['pos:view', 'pos:create', 'inventory:view', 'customers:edit']),
    );
    expect(me.body.permissions).not.toContain('users:view');
  });

  it('refuses weak passwords, mismatched confirmation and missing terms, and creates nothing', async () => {
    const c = t.client();
    const weak = await c.post<Err>(
      '/api/auth/sign-up/email',
      signUpBody('weak@store.ph', { password: 'password', confirmPassword: 'password' }),
    );
    expect(weak.status).toBe(422);
    expect(weak.body.error.details?.fields?.password).toMatch(/uppercase|too common/);

    const common = await c.post<Err>(
      '/api/auth/sign-up/email',
      signUpBody('weak@store.ph', { password: 'Qwerty123!', confirmPassword: 'Qwerty123!' }),
    );
    expect(common.status).toBe(422);

    const mismatch = await c.post<Err>(
      '/api/auth/sign-up/email',
      signUpBody('weak@store.ph', { confirmPassword: 'Other#Pass99' }),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.details?.fields?.confirmPassword).toBe("Passwords Don't Match");

    const terms = await c.post<Err>(
      '/api/auth/sign-up/email',
      signUpBody('weak@store.ph', { acceptTerms: false }),
    );
    expect(terms.status).toBe(422);
    expect(terms.body.error.details?.fields?.acceptTerms).toBe('Please agree to the terms and conditions');

    const names = await c.post<Err>(
      '/api/auth/sign-up/email',
      signUpBody('weak@store.ph', { firstName: ' ' }),
    );
    expect(names.body.error.details?.fields?.firstName).toBe('Please enter your first and last name');

    const rows = await t.db.query('SELECT 1 FROM users WHERE email = $1', ['weak@store.ph']);
    expect(rows).toHaveLength(0);
  });

  it('answers a sign-up with a registered e-mail like any other, and mails the owner of the address', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const r = await t.client().post('/api/auth/sign-up/email', signUpBody('owner@store.ph'));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'verification_sent', email: 'owner@store.ph' });
    await t.smtp.waitFor('owner@store.ph', /tried to sign up/);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('signs out on the server: the old cookie no longer works', async () => {
    const c = await signIn(t, 'owner@store.ph');
    const cookie = c.cookieHeader();
    expect((await c.post('/api/auth/sign-out', {})).status).toBe(200);
    const replay = await fetch(`${t.baseUrl}/api/me`, { headers: { cookie } });
    expect(replay.status).toBe(401);
    const audit = await t.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'auth.sign_out' AND actor_email = 'owner@store.ph'",
    );
    expect(audit.length).toBeGreaterThan(0);
  });

  it('resets a forgotten password by the mailed link, ending every session', async () => {
    await signUpAndVerify(t, 'forgot@store.ph');
    const owner = await signIn(t, 'owner@store.ph');
    const users = await owner.get<{ items: { id: string; email: string }[] }>('/api/users?search=forgot');
    await owner.post(`/api/users/${users.body.items[0]!.id}/activate`);
    const session = await signIn(t, 'forgot@store.ph');

    const anon = t.client();
    const req = await anon.post('/api/auth/request-password-reset', { email: 'forgot@store.ph' });
    expect(req.status).toBe(200);
    const unknown = await anon.post('/api/auth/request-password-reset', { email: 'nobody@store.ph' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(req.body);

    const mail = await t.smtp.waitFor('forgot@store.ph', /Reset/);
    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;

    const weak = await anon.post<Err>('/api/auth/reset-password', {
      token,
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(weak.status).toBe(422);

    const newPassword = 'N3w-Harvest#Rice';
    const done = await anon.post('/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(done.status).toBe(200);
    expect((await session.get('/api/me')).status).toBe(401);

    const reused = await anon.post<Err>('/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({
      code: 'AUTH_RESET_TOKEN_INVALID',
      message: 'This password reset link is invalid or expired',
    });

    const old = await anon.post<Err>('/api/auth/sign-in/email', {
      email: 'forgot@store.ph',
      password: STRONG_PASSWORD,
    });
    expect(old.status).toBe(401);
    await signIn(t, 'forgot@store.ph', newPassword);
    const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'auth.password_reset'");
    expect(audit.length).toBe(1);
  });

  it('limits reset requests per e-mail and says until when', async () => {
    const c = t.client();
    for (let i = 0; i < 5; i++) {
      expect((await c.post('/api/auth/request-password-reset', { email: 'spam@store.ph' })).status).toBe(200);
    }
    const sixth = await c.post<Err>('/api/auth/request-password-reset', { email: 'spam@store.ph' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('AUTH_ACCOUNT_LOCKED');
    expect(sixth.body.error.message).toMatch(
      /^Too Many Attempts: Please wait until \d{1,2}:\d{2}\s?[AP]M before trying again$/,
    );
    const invalid = await c.post<Err>('/api/auth/request-password-reset', { email: 'not-an-email' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.message).toBe('Invalid Email');
  });

  it('changes a password only with the right current one', async () => {
    const c = await signIn(t, 'cashier1@store.ph');
    const other = await signIn(t, 'cashier1@store.ph');
    const wrong = await c.post<Err>('/api/auth/change-password', {
      currentPassword: 'Wrong#Pass123',
      newPassword: 'Fresh#Mango2026',
      confirmPassword: 'Fresh#Mango2026',
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.body.error).toMatchObject({
      code: 'AUTH_CURRENT_PASSWORD_INCORRECT',
      message: 'Current password is incorrect',
    });

    const ok = await c.post('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Fresh#Mango2026',
      confirmPassword: 'Fresh#Mango2026',
      revokeOtherSessions: true,
    });
    expect(ok.status).toBe(200);
    expect((await c.get('/api/me')).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    await signIn(t, 'cashier1@store.ph', 'Fresh#Mango2026');
  });

  it('says when social sign-in is not set up', async () => {
    const r = await t.client().post<Err>('/api/auth/sign-in/social', { provider: 'github' });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe('GitHub sign-in is not set up for this store.');
  });

  it('does not serve better-auth endpoints FBMS does not use', async () => {
    const c = await signIn(t, 'owner@store.ph');
    const r = await c.post<Err>('/api/auth/update-user', { role: 'admin' });
    expect(r.status).toBe(404);
    const del = await c.post<Err>('/api/auth/delete-user', {});
    expect(del.status).toBe(404);
  });
});
