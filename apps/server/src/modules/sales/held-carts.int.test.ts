import { randomUUID } from 'node:crypto';
import { MAX_HELD_CART_BYTES, MAX_HELD_CARTS_PER_TERMINAL } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Held = { items: { id: string; label: string; cart: { saleId: string; lines: unknown[] } }[] };

/** Carts on hold at a terminal: the strict request, a size limit and a limit per terminal (issue 19). */
describe.each(DB_KINDS)('held carts on %s', (kind) => {
  let t: TestServer;
  let cashier: TestClient;
  let feedId: string;

  const line = (): Record<string, unknown> => ({
    productId: feedId,
    unitCode: 'sack',
    qtyMilli: 1000,
    promo: null,
    rx: null,
    fpaCertNumber: null,
    lot: null,
  });
  const cart = (lines = [line()]) => ({
    saleId: randomUUID(),
    lines,
    orderPromo: null,
    statutory: null,
    customer: null,
  });
  const held = async () => (await cashier.get<Held>('/api/pos/held-carts')).body.items;
  const clear = async () => {
    for (const h of await held()) await cashier.delete(`/api/pos/held-carts/${h.id}`);
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    cashier = await signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD);
    const r = await manager.post<{ product: { id: string } }>('/api/products', {
      sku: 'HOLD-FEED',
      name: 'Hog Grower',
      baseUnit: 'kg',
      priceCentavos: 3200,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
      openingStock: [{ qtyMilli: 500_000 }],
    });
    feedId = r.body.product.id;
    expect((await manager.post('/api/pos/terminals', { name: 'Counter H' })).status).toBe(201);
    for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) cashier.cookies.set(k, v);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds a cart and gives it back once', async () => {
    const body = { label: 'Mang Tonyo', cart: cart() };
    const r = await cashier.post<{ id: string }>('/api/pos/held-carts', body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await held()).map((h) => [h.label, h.cart])).toEqual([['Mang Tonyo', body.cart]]);
    const back = await cashier.delete<{ cart: unknown }>(`/api/pos/held-carts/${r.body.id}`);
    expect(back.body.cart).toEqual(body.cart);
    expect((await cashier.delete<Err>(`/api/pos/held-carts/${r.body.id}`)).status).toBe(404);
  });

  it('refuses a key the schema does not name, at every level, and keeps nothing', async () => {
    const product = { id: feedId, name: 'Hog Grower', priceCentavos: 145_000 };
    for (const body of [
      { label: 'A', cart: cart(), note: 'x' },
      { label: 'A', cart: { ...cart(), extra: 'x'.repeat(1000) } },
      // What the register used to send: the whole product on each line instead of its id.
      { label: 'A', cart: cart([{ ...line(), product, key: 'l1' }]) },
      { label: 'A', cart: cart([{ ...line(), promo: { kind: 'percent', basisPoints: 500, x: 1 } }]) },
    ]) {
      const r = await cashier.post<Err>('/api/pos/held-carts', body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.error.code).toBe('VALIDATION_FAILED');
    }
    const missing = await cashier.post<Err>('/api/pos/held-carts', {
      label: 'A',
      cart: { lines: [{ product }] },
    });
    expect(missing.status).toBe(422);
    expect(await held()).toEqual([]);
  });

  it('refuses a cart over the size limit, saying how large it is and may be', async () => {
    const rx = { vetName: 'V'.repeat(120), prcNumber: 'P'.repeat(20), prescriptionNumber: 'R'.repeat(40) };
    const big = cart(Array.from({ length: 200 }, () => ({ ...line(), rx, fpaCertNumber: 'F'.repeat(40) })));
    const r = await cashier.post<Err>('/api/pos/held-carts', { label: 'Big', cart: big });
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('HELD_CART_TOO_LARGE');
    expect(r.body.error.details).toMatchObject({ maxBytes: MAX_HELD_CART_BYTES });
    expect(r.body.error.details!.bytes as number).toBeGreaterThan(MAX_HELD_CART_BYTES);
    expect(r.body.error.message).toMatch(/^This cart is too large to hold \(\d+ KB; at most 64 KB\)/);
    expect(await held()).toEqual([]);
  });

  it(`holds at most ${MAX_HELD_CARTS_PER_TERMINAL} carts per terminal, also when they arrive at once`, async () => {
    await clear();
    const tries = await Promise.all(
      Array.from({ length: MAX_HELD_CARTS_PER_TERMINAL + 5 }, (_, i) =>
        cashier.post<Err>('/api/pos/held-carts', { label: `Cart ${i}`, cart: cart() }),
      ),
    );
    expect(tries.filter((r) => r.status === 201)).toHaveLength(MAX_HELD_CARTS_PER_TERMINAL);
    const refused = tries.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe('HELD_CARTS_FULL');
      expect(r.body.error.details).toEqual({
        reason: 'heldCartsFull',
        held: MAX_HELD_CARTS_PER_TERMINAL,
        max: MAX_HELD_CARTS_PER_TERMINAL,
      });
      expect(r.body.error.message).toBe(
        `This terminal already holds ${MAX_HELD_CARTS_PER_TERMINAL} carts, the most it can. Resume or delete one of them first.`,
      );
    }
    expect(await held()).toHaveLength(MAX_HELD_CARTS_PER_TERMINAL);
    // Deleting one makes room for one.
    const [first] = await held();
    await cashier.delete(`/api/pos/held-carts/${first!.id}`);
    expect((await cashier.post('/api/pos/held-carts', { label: 'Again', cart: cart() })).status).toBe(201);
    expect((await cashier.post('/api/pos/held-carts', { label: 'Over', cart: cart() })).status).toBe(409);
  });
});
