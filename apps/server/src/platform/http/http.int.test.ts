import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, DB_KINDS, startTestServer, type TestServer } from '../../test/harness.ts';

type Err = { error: { code: string; message: string; requestId: string; details?: unknown } };

describe.each(DB_KINDS)('HTTP platform on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports health with the database kind and version', async () => {
    const r = await t.client().get('/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', database: kind, version: expect.any(String) });
  });

  it('publishes the OpenAPI document and a script-free docs page', async () => {
    const doc = await t
      .client()
      .get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/users']),
    );
    const page = await fetch(`${t.baseUrl}/api/docs`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('/api/users');
    expect(html).not.toContain('<script');
  });

  it('sends the security headers of T16 and no-store on the API', async () => {
    const r = await fetch(`${t.baseUrl}/api/health`);
    const csp = r.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(r.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('permissions-policy')).toContain('microphone=()');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses cross-site writes (Origin and Sec-Fetch-Site)', async () => {
    const c = t.client();
    const evil = await c.post<Err>(
      '/api/auth/sign-in/email',
      { email: 'a@b.ph', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('API_CROSS_SITE_REQUEST');
    const site = await c.post<Err>(
      '/api/auth/sign-in/email',
      { email: 'a@b.ph', password: 'x' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(site.status).toBe(403);
    const nullOrigin = await c.post<Err>('/api/auth/sign-out', {}, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const same = await c.post(
      '/api/auth/sign-in/email',
      { email: 'a@b.ph', password: 'Wrong#pass1' },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(same.status).toBe(401);
  });

  it('accepts only JSON bodies on writes (415)', async () => {
    const c = t.client();
    const form = await c.post<Err>('/api/auth/sign-in/email', 'email=a&password=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe('API_UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers bad input and unknown routes with the envelope, never a stack trace or a 500', async () => {
    const c = t.client();
    const broken = await c.post<Err>('/api/auth/sign-in/email', '{"email": ', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(422);
    expect(broken.body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await c.get<Err>('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('API_NOT_FOUND');
    const anon = await c.get<Err>('/api/me');
    expect(anon.status).toBe(401);
    expect(JSON.stringify(anon.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('keeps the audit log append-only, even for the application database user', async () => {
    await t.db.query("INSERT INTO audit_log (id, action) VALUES (gen_random_uuid(), 'access.denied')");
    await expect(t.db.query("UPDATE audit_log SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });

  // Last: the server answers 413 without reading the body and closes that connection.
  it('refuses oversized bodies (413)', async () => {
    const big = await t
      .client()
      .post<Err>('/api/auth/sign-in/email', { email: 'a@b.ph', password: 'x'.repeat(1_100_000) });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('API_PAYLOAD_TOO_LARGE');
  });
});

describe('rate limits', () => {
  it('limits anonymous API calls per address with the seed message', async () => {
    const t = await startTestServer('pglite', { env: { RATE_LIMIT_GENERAL: '3/1m' } });
    try {
      const c = t.client();
      for (let i = 0; i < 3; i++) expect((await c.get('/api/setup')).status).toBe(200);
      const r = await c.get<Err>('/api/setup');
      expect(r.status).toBe(429);
      expect(r.body.error.message).toBe('Too many requests from this IP, please try again later.');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await c.get('/api/health')).status).toBe(200); // monitoring is never limited
    } finally {
      await t.close();
    }
  });

  it('limits sign-in attempts per address to 10 in 15 minutes by default', async () => {
    const t = await startTestServer('pglite', { env: { RATE_LIMIT_AUTH: '10/15m' } });
    try {
      const c = t.client();
      for (let i = 0; i < 10; i++) {
        const r = await c.post('/api/auth/sign-in/email', {
          email: `burst${i}@store.ph`,
          password: 'Wrong#pass1',
        });
        expect(r.status).toBe(401);
      }
      const r = await c.post<Err>('/api/auth/sign-in/email', {
        email: 'burst@store.ph',
        password: 'Wrong#pass1',
      });
      expect(r.status).toBe(429);
      expect(r.body.error.message).toBe('Too many authentication attempts, please try again later.');
    } finally {
      await t.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('holds across two server processes on one PostgreSQL', async () => {
    const shared = await createPgDatabase();
    const env = { RATE_LIMIT_GENERAL: '4/1m' };
    const a = await startTestServer('postgres', { databaseUrl: shared.url, env });
    const b = await startTestServer('postgres', { databaseUrl: shared.url, env });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await (i % 2 ? a : b).client().get('/api/setup')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await a.close();
      await b.close();
      await shared.drop();
    }
  });
});
