import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, signUpBody, startTestServer, type TestServer } from '../../test/harness.ts';
import { linkIn } from '../../test/smtp.ts';

interface Raw {
  status: number;
  location: string | undefined;
  body: string;
}

/** A request that names another Host, as a page on a rebound DNS name would (fetch cannot set Host). */
function withHost(t: TestServer, method: string, path: string, host: string, headers = {}, body?: unknown) {
  const url = new URL(t.baseUrl);
  return new Promise<Raw>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { host, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (b: Buffer) => {
          text += b.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

describe.each(DB_KINDS)('the Host header is not trusted, on %s', (kind) => {
  let t: TestServer;
  let port: string;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { ALLOWED_ORIGINS: 'http://till-2.lan:3000' } });
    port = new URL(t.baseUrl).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a write from a page on a rebound name, though its Origin matches the Host it sends', async () => {
    const host = `evil.example:${port}`;
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const r = await withHost(
        t,
        'POST',
        path,
        host,
        { origin: `http://${host}` },
        { email: 'a@b.ph', password: 'Wrong#pass1' },
      );
      expect(r.status).toBe(403);
      expect(JSON.parse(r.body).error.code).toBe('API_CROSS_SITE_REQUEST');
    }
  });

  it('accepts writes from PUBLIC_URL and from an address in ALLOWED_ORIGINS', async () => {
    const own = await t
      .client()
      .post('/api/auth/sign-in/email', { email: 'a@b.ph', password: 'Wrong#pass1' });
    expect(own.status).toBe(401);
    const lan = await withHost(
      t,
      'POST',
      '/api/auth/sign-in/email',
      'till-2.lan:3000',
      { origin: 'http://till-2.lan:3000' },
      { email: 'a@b.ph', password: 'Wrong#pass1' },
    );
    expect(lan.status).toBe(401);
  });

  it('redirects the verification link to PUBLIC_URL, never to the Host the request named', async () => {
    const email = 'rebind@store.ph';
    expect((await t.client().post('/api/auth/sign-up/email', signUpBody(email))).status).toBe(200);
    const link = new URL(linkIn(await t.smtp.waitFor(email, /Confirm/)));
    const r = await withHost(t, 'GET', `${link.pathname}${link.search}`, `evil.example:${port}`);
    expect(r.status).toBe(302);
    // Absolute: a relative address would take the browser back to the host it came through.
    expect(r.location).toBe(`${t.baseUrl}/auth/callback?from=verify`);
  });

  it('refuses a redirect target on the host the request named', async () => {
    const evil = `evil.example:${port}`;
    const r = await withHost(
      t,
      'GET',
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(`http://${evil}/`)}`,
      evil,
    );
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body).error.code).toBe('API_CROSS_SITE_REQUEST');
    expect(r.location).toBeUndefined();
  });
});
