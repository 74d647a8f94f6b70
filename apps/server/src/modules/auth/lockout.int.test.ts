import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  STRONG_PASSWORD,
  signUpAndVerify,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { linkIn } from '../../test/smtp.ts';

type Err = { error: { code: string; message: string; details?: { until?: string } } };

const ATTACKER = '203.0.113.9';

/** A browser at an address (the server trusts one proxy, so X-Forwarded-For is the client's address). */
const signInFrom = (c: TestClient, ip: string, email: string, password: string) =>
  c.post<Err>('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': ip });

const guess = (t: TestServer, ip: string, email: string, times: number) =>
  Promise.all(
    Array.from({ length: times }, (_, i) => signInFrom(t.client(), ip, email, `Wrong#${ip}x${i}`)),
  ).then(async () => {
    // One more, one at a time, so every counter has seen them all.
    return signInFrom(t.client(), ip, email, 'Wrong#last1x');
  });

/** A verified account that may sign in (later sign-ups wait for approval; this approves them). */
async function account(t: TestServer, email: string) {
  await signUpAndVerify(t, email);
  await t.db.query('UPDATE users SET is_active = true, approved_at = now() WHERE email = $1', [email]);
}

describe.each(DB_KINDS)('lockout is for the attacker, not the owner, on %s (decision 0007)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { TRUST_PROXY: 'true', LOG_LEVEL: 'silent' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('locks 5 wrong passwords from one address out for 30 minutes; the owner elsewhere still signs in', async () => {
    await account(t, 'owner@store.ph');
    const attacker = t.client();
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(attacker, ATTACKER, 'owner@store.ph', `Wrong#${i}pass`)).status).toBe(401);
    const locked = await signInFrom(attacker, ATTACKER, 'owner@store.ph', STRONG_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('AUTH_ACCOUNT_LOCKED');

    // The owner at the shop, a browser that never signed in before, on another address.
    const shop = t.client();
    const owner = await signInFrom(shop, '192.168.1.20', 'owner@store.ph', STRONG_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.headers.getSetCookie().some((k) => /^fbms\.device=.+HttpOnly/i.test(k))).toBe(true);
  });

  it('lets a browser that signed in before through, even from the locked-out address', async () => {
    await account(t, 'known@store.ph');
    const laptop = t.client();
    expect((await signInFrom(laptop, '192.168.1.30', 'known@store.ph', STRONG_PASSWORD)).status).toBe(200);
    expect((await guess(t, ATTACKER, 'known@store.ph', 5)).status).toBe(429);
    // Same address as the attacker (a shared network), but this browser has signed in to the account.
    expect((await signInFrom(laptop, ATTACKER, 'known@store.ph', STRONG_PASSWORD)).status).toBe(200);
    // A forged device cookie is no key.
    const forger = t.client();
    forger.cookies.set('fbms.device', `${laptop.cookies.get('fbms.device')!.split('.')[0]}.AAAA`);
    expect((await signInFrom(forger, ATTACKER, 'known@store.ph', STRONG_PASSWORD)).status).toBe(429);
  });

  it('still locks a known browser after 5 wrong passwords of its own', async () => {
    await account(t, 'tired@store.ph');
    const till = t.client();
    expect((await signInFrom(till, '192.168.1.40', 'tired@store.ph', STRONG_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(till, '192.168.1.40', 'tired@store.ph', `Wrong#${i}pass`)).status).toBe(401);
    expect((await signInFrom(till, '192.168.1.40', 'tired@store.ph', STRONG_PASSWORD)).status).toBe(429);
  });

  it('bounds guessing from many addresses: 50 a day lock out new browsers only', async () => {
    await account(t, 'target@store.ph');
    const office = t.client();
    expect((await signInFrom(office, '192.168.1.50', 'target@store.ph', STRONG_PASSWORD)).status).toBe(200);
    for (let n = 0; n < 10; n++) {
      const ip = `198.51.100.${n + 1}`;
      for (let i = 0; i < 5; i++)
        expect(
          (await signInFrom(t.client(), ip, 'target@store.ph', `Wrong#${n}x${i}`)).status,
          `${n} ${i}`,
        ).toBe(401);
    }
    const fresh = await signInFrom(t.client(), '198.51.100.200', 'target@store.ph', STRONG_PASSWORD);
    expect(fresh.status).toBe(429);
    expect(fresh.body.error.code).toBe('AUTH_ACCOUNT_LOCKED');
    expect((await signInFrom(office, '192.168.1.50', 'target@store.ph', STRONG_PASSWORD)).status).toBe(200);
  });

  it('ends every lockout of the account when its owner resets the password by the mailed link', async () => {
    await account(t, 'reset@store.ph');
    expect((await guess(t, ATTACKER, 'reset@store.ph', 5)).status).toBe(429);
    const c = t.client();
    await c.post('/api/auth/request-password-reset', { email: 'reset@store.ph' });
    const token = new URL(linkIn(await t.smtp.waitFor('reset@store.ph', /Reset/))).searchParams.get('token');
    const NEW = 'N3w&Better#Pass';
    const reset = await c.post('/api/auth/reset-password', { token, password: NEW, confirmPassword: NEW });
    expect(reset.status).toBe(200);
    expect((await signInFrom(t.client(), ATTACKER, 'reset@store.ph', NEW)).status).toBe(200);
  });
});
