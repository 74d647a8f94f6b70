import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  DB_KINDS,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string; requestId: string } };

const LONE = '"\\ud800"';
const nested = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);

describe.each(DB_KINDS)('text and shapes no form sends, on %s', (kind) => {
  let t: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await createOwner(t);
    expect((await owner.post('/api/pos/terminals', { name: 'Counter 1' })).status).toBe(201);
    expect((await owner.post('/api/shifts', { openingFundCentavos: 0 })).status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: string, path: string, raw: string) =>
    owner.request<Err>(method, path, raw, { 'content-type': 'application/json' });

  it.each([
    ['POST', '/api/categories', `{"name":${LONE}}`],
    ['POST', '/api/products', `{"sku":"LONE-1","name":${LONE},"baseUnit":"pc","priceCentavos":100}`],
    ['PUT', '/api/account/profile', `{"firstName":"Ana\\udc00","lastName":"Cruz"}`],
    ['POST', '/api/categories', `{"name":"Feeds",${LONE}:"x"}`],
  ])('refuses a lone surrogate (%s %s) with 422 and stores nothing', async (method, path, raw) => {
    const r = await send(method, path, raw);
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Some text contains a character that cannot be stored. Retype it and try again.',
      requestId: expect.any(String),
    });
    expect(await t.db.query("SELECT 1 FROM products WHERE sku = 'LONE-1'")).toEqual([]);
    expect(await t.db.query("SELECT 1 FROM users WHERE first_name LIKE 'Ana%'")).toEqual([]);
  });

  it('keeps whole emoji (a surrogate pair) as typed', async () => {
    const r = await owner.post<{ name: string }>('/api/categories', { name: 'Feeds 🐖' });
    expect(r.status).toBe(201);
  });

  it.each([
    [
      'POST',
      '/api/pos/held-carts',
      (d: number) =>
        `{"label":"Deep","cart":{"lines":[{"productId":"0190e2a0-0000-7000-8000-000000000000","unitCode":null,"qtyMilli":1000}],"x":${nested(d)}}}`,
    ],
    ['POST', '/api/categories', (d: number) => `{"name":"Deep","x":${nested(d)}}`],
    ['POST', '/api/auth/sign-in/email', (d: number) => nested(d)],
  ])('refuses a body nested too deeply (%s %s) with 422', async (method, path, body) => {
    for (const depth of [40, 5000]) {
      const r = await send(method, path, body(depth));
      expect(r.status, `${depth} levels`).toBe(422);
      expect(r.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The request is nested too deeply.',
      });
    }
  });

  it('does not put the session token in get-session’s answer', async () => {
    const token = decodeURIComponent(
      [...owner.cookies].find(([name]) => name.endsWith('session_token'))![1],
    ).split('.')[0]!;
    const r = await owner.get<{ session: Record<string, unknown>; user: { email: string } }>(
      '/api/auth/get-session',
    );
    expect(r.status).toBe(200);
    expect(r.body.user.email).toBe('owner@store.ph');
    expect(r.body.session).not.toHaveProperty('token');
    expect(JSON.stringify(r.body)).not.toContain(token);
  });
});
