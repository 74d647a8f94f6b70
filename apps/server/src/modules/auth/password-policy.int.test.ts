import { PASSWORD_ERRORS } from '@fbms/domain';
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

/** Common passwords with digits and symbols added or letters swapped, accepted before issue 19. */
const DISGUISED = ['Password1!', 'Password123!', 'P@ssw0rd1', 'Welcome@2024'];

describe.each(DB_KINDS)('the strong password policy on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await signUpAndVerify(t, 'owner@store.ph');
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectRefused = (reply: { status: number; body: Err }, field: string) => {
    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    expect(reply.body.error.details?.fields?.[field]).toBe(PASSWORD_ERRORS.tooCommonVariant);
  };

  it('sign-up refuses a common password in disguise, says why and creates no account', async () => {
    for (const [i, password] of DISGUISED.entries()) {
      const email = `weak${i}@store.ph`;
      const r = await t
        .client()
        .post<Err>('/api/auth/sign-up/email', signUpBody(email, { password, confirmPassword: password }));
      expectRefused(r, 'password');
      expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    }
  });

  it('a reset refuses them and leaves the link and the old password working', async () => {
    const anon = t.client();
    expect((await anon.post('/api/auth/request-password-reset', { email: 'owner@store.ph' })).status).toBe(
      200,
    );
    const token = new URL(linkIn(await t.smtp.waitFor('owner@store.ph', /Reset/))).searchParams.get('token');
    for (const password of DISGUISED) {
      const r = await anon.post<Err>('/api/auth/reset-password', {
        token,
        password,
        confirmPassword: password,
      });
      expectRefused(r, 'password');
    }
    await signIn(t, 'owner@store.ph', STRONG_PASSWORD);
    const good = 'Palay#Harvest2026';
    const done = await anon.post('/api/auth/reset-password', {
      token,
      password: good,
      confirmPassword: good,
    });
    expect(done.status).toBe(200);
    await signIn(t, 'owner@store.ph', good);
  });

  it('change-password refuses them and keeps the current password', async () => {
    const current = 'Palay#Harvest2026';
    const c = await signIn(t, 'owner@store.ph', current);
    for (const newPassword of DISGUISED) {
      const r = await c.post<Err>('/api/auth/change-password', {
        currentPassword: current,
        newPassword,
        confirmPassword: newPassword,
      });
      expectRefused(r, 'newPassword');
    }
    await signIn(t, 'owner@store.ph', current);
    for (const newPassword of DISGUISED) {
      const r = await t
        .client()
        .post('/api/auth/sign-in/email', { email: 'owner@store.ph', password: newPassword });
      expect(r.status).toBe(401);
    }
  });
});
