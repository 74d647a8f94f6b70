import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  STRONG_PASSWORD,
  signUpBody,
  startTestServer,
  type TestServer,
} from '../../test/harness.ts';
import { linkIn } from '../../test/smtp.ts';

type Err = { error: { code: string } };
type Me = { user: { email: string; role: string; isOwner: boolean } };

/** Sign up and return the path of the mailed verification link. */
async function signUpForLink(t: TestServer, email: string): Promise<string> {
  expect((await t.client().post('/api/auth/sign-up/email', signUpBody(email))).status).toBe(200);
  const link = new URL(linkIn(await t.smtp.waitFor(email, /Confirm/)));
  return `${link.pathname}${link.search}`;
}

describe.each(DB_KINDS)('the verification link on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs the owner in and lands in the app, where first-run setup waits', async () => {
    const link = await signUpForLink(t, 'owner@store.ph');
    const browser = t.client();
    const opened = await browser.get(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/auth/callback?from=verify');
    const me = await browser.get<Me>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: 'owner@store.ph', role: 'admin', isOwner: true });
    expect((await browser.get<{ step: string }>('/api/setup')).body.step).toBe('business');

    const audit = await t.db.query<{ action: string; details: { method?: string } }>(
      `SELECT action, details FROM audit_log WHERE actor_email = 'owner@store.ph' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['auth.sign_up', 'auth.email_verified', 'auth.sign_in']);
    expect(audit[2]!.details.method).toBe('verify-link');
  });

  it('signs nobody in when the same link is opened again', async () => {
    const link = await signUpForLink(t, 'twice@store.ph');
    await t.client().get(link);
    const again = t.client();
    const opened = await again.get(link);
    expect(opened.status).toBe(302);
    expect(again.cookies.size).toBe(0);
    expect((await again.get('/api/me')).status).toBe(401);
  });

  it('verifies a later sign-up and says it waits for approval, instead of an error page', async () => {
    const link = await signUpForLink(t, 'cashier@store.ph');
    const browser = t.client();
    const opened = await browser.get(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(
      '/auth/callback?from=verify&refused=AUTH_ACCOUNT_PENDING_APPROVAL',
    );
    expect(browser.cookies.size).toBe(0);
    const signIn = await t.client().post<Err>('/api/auth/sign-in/email', {
      email: 'cashier@store.ph',
      password: STRONG_PASSWORD,
    });
    expect(signIn.body.error.code).toBe('AUTH_ACCOUNT_PENDING_APPROVAL');
  });

  it('still refuses a broken link', async () => {
    const opened = await t.client().get('/api/auth/verify-email?token=nope&callbackURL=%2Fauth%2Fcallback');
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toMatch(/error=INVALID_TOKEN/);
  });
});
