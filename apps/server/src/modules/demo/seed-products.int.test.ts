import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { ean13, seedProducts } from './seed-products.ts';

interface Page {
  items: { sku: string; name: string; stockMilli: number }[];
  total: number;
}

describe.each(DB_KINDS)('sample catalogue and product search (%s)', (kind) => {
  let t: TestServer;
  let manager: TestClient;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    await seedProducts(t.db, 700);
  });
  afterAll(() => t?.close());

  it('records every opening stock as a movement, and a second run continues the numbering', async () => {
    const [sums] = await t.db.query<{ balances: string; movements: string }>(
      `SELECT (SELECT sum(qty_milli) FROM stock_balances)::text AS balances,
              (SELECT sum(qty_milli) FROM stock_movements WHERE type = 'initial_stock')::text AS movements`,
    );
    expect(sums!.balances).toBe(sums!.movements);
    const again = await seedProducts(t.db, 3);
    expect([again.firstSku, again.lastSku]).toEqual(['SEED-000701', 'SEED-000703']);
  });

  it('finds a product by its exact barcode, SKU, a word inside the name, and despite a typo', async () => {
    const search = async (q: string) =>
      (await manager.get<Page>(`/api/products?search=${encodeURIComponent(q)}&limit=5`)).body;
    expect((await search(ean13(84))).items[0]?.sku).toBe('SEED-000042'); // seed 42's piece barcode is n × 2
    expect((await search('seed-000123')).items[0]?.sku).toBe('SEED-000123');
    const urea = await search('urea 46');
    expect(urea.total).toBeGreaterThan(0);
    expect(urea.items.every((p) => p.name.includes('Urea 46-0-0'))).toBe(true);
    const words = await search('pioneer 30t80');
    expect(words.total).toBeGreaterThan(0);
    expect(words.items.every((p) => p.name.startsWith('Pioneer') && p.name.endsWith('30T80'))).toBe(true);
    const typo = await search('vetracn');
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.items[0]?.name).toMatch(/^Vetracin/);
    const short = await search('b-');
    expect(short.items.every((p) => p.name.toLowerCase().startsWith('b-') || p.sku.startsWith('b-'))).toBe(
      true,
    );
    expect((await search('zzqqxx')).total).toBe(0);
  });
});
