import { uuidv7 } from '@fbms/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { olderStore } from '../../test/older-store.ts';
import { seedProducts } from '../demo/seed-products.ts';

type Product = { id: string; sku: string; name: string };

/** The SKUs a search lists, sorted (what it finds, not its ranking). */
async function skus(client: TestClient, q: string): Promise<string[]> {
  const r = await client.get<{ items: Product[] }>(`/api/products?search=${encodeURIComponent(q)}&limit=50`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.items.map((p) => p.sku).sort();
}

const product = (sku: string, name: string, over: Record<string, unknown> = {}) => ({
  sku,
  name,
  baseUnit: 'piece',
  priceCentavos: 10_000,
  ...over,
});

describe.each(DB_KINDS)('product search on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let fertilizers: string;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const cat = await manager.post<{ id: string }>('/api/categories', { name: 'Fertilizers' });
    fertilizers = cat.body.id;
    const feeds = await manager.post<{ id: string }>('/api/categories', { name: 'Feeds' });
    for (const p of [
      product('FOL-1', 'Ñaño Foliar Spray', { categoryId: fertilizers }),
      product('CMP-14', 'Complete 14-14-14', { categoryId: fertilizers, brand: 'Atlas' }),
      product('HOE-1', 'Piñol Garden Hoe'),
      product('PLM-HG', 'Hog Grower Crumble', { brand: 'Pilmico', categoryId: feeds.body.id }),
      product('PLM-LM', 'Pilmico Layer Mash'),
      product('BMG-HF', 'B-MEG Hog Finisher'),
    ]) {
      const r = await manager.post('/api/products', p);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ignores accents, in the products and in what is typed', async () => {
    expect(await skus(cashier, 'nano')).toEqual(['FOL-1']);
    expect(await skus(cashier, 'pinol')).toEqual(['HOE-1']);
    expect(await skus(cashier, 'PIÑOL hoe')).toEqual(['HOE-1']);
    expect(await skus(cashier, 'compléte')).toEqual(['CMP-14']);
    expect(await skus(cashier, 'ña')).toEqual(['FOL-1']); // too short for trigrams: the name's start
  });

  it('finds the products of a category by its name, and by its new name once renamed', async () => {
    expect(await skus(cashier, 'fertilizer')).toEqual(['CMP-14', 'FOL-1']);
    expect(await skus(cashier, 'atlas fertilizers')).toEqual(['CMP-14']);
    const r = await manager.put(`/api/categories/${fertilizers}`, { name: 'Abono', isActive: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await skus(cashier, 'abono')).toEqual(['CMP-14', 'FOL-1']);
    expect(await skus(cashier, 'fertilizer')).toEqual([]);
  });

  it('forgives one swapped or missing letter in a longer word, also next to words typed right', async () => {
    expect(await skus(cashier, 'pilmcio')).toEqual(['PLM-HG', 'PLM-LM']);
    expect(await skus(cashier, 'pilmco')).toEqual(['PLM-HG', 'PLM-LM']);
    expect(await skus(cashier, 'pilmcio hog grower')).toEqual(['PLM-HG']);
    expect(await skus(cashier, 'layer pilmco')).toEqual(['PLM-LM']);
    expect(await skus(cashier, 'plimcio')).toEqual([]); // two slips
    expect(await skus(cashier, 'bmeg hog')).toEqual(['BMG-HF']); // still: word-similar to the name
  });

  it('an import and the sample seeding write the search text a product save writes', async () => {
    const imported = await manager.post<{ imported: number }>('/api/products/import', {
      records: [{ sku: 'IMP-UREA', name: 'Ñaño Urea', category: 'Soil Care', base_unit: 'kg', price: '30' }],
      firstRow: 2,
      dryRun: false,
    });
    expect(imported.body.imported, JSON.stringify(imported.body)).toBe(1);
    expect(await skus(cashier, 'nano soil care')).toEqual(['IMP-UREA']);
    await seedProducts(t.db, 7); // one of each sample family, SEED-000002 a veterinary medicine
    expect(await skus(cashier, 'veterinary medicine')).toEqual(['SEED-000002']);

    const searchText = async (sku: string) =>
      (
        await t.db.query<{ id: string; searchText: string }>(
          'SELECT id, search_text AS "searchText" FROM products WHERE sku = $1',
          [sku],
        )
      )[0]!;
    for (const sku of ['IMP-UREA', 'SEED-000002', 'SEED-000006']) {
      const before = await searchText(sku);
      const saved = await manager.get<Record<string, unknown>>(`/api/products/${before.id}`);
      const again = await manager.put(`/api/products/${before.id}`, saved.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await searchText(sku)).searchText).toBe(before.searchText);
    }
  });
});

describe.each(DB_KINDS)('an upgraded store on %s', (kind) => {
  let t: TestServer | undefined;
  let remove: (() => Promise<void>) | undefined;

  // Two databases opened and migrated: in the hooks, which may take longer than a test.
  beforeAll(async () => {
    const older = await olderStore(kind, '0010_sale_statement_checks', async (db) => {
      const category = uuidv7();
      await db.query(`INSERT INTO categories (id, name) VALUES ($1, 'Fertilizers')`, [category]);
      await db.query(
        `INSERT INTO products (id, sku, name, category_id, tax_class, base_unit, price_centavos)
         VALUES ($1, 'OLD-FOL', 'Ñaño Foliar Spray', $2, 'vatable', 'L', 25000)`,
        [uuidv7(), category],
      );
    });
    remove = older.remove;
    t = await startTestServer(kind, { env: { DEMO: 'true' }, ...older.server });
  });
  afterAll(async () => {
    await t?.close();
    await remove?.();
  });

  it('finds the products it already had without their accents and by their category', async () => {
    const cashier = await signIn(t!, 'cashier@demo.fbms.ph', DEMO_PASSWORD);
    expect(await skus(cashier, 'nano')).toEqual(['OLD-FOL']);
    expect(await skus(cashier, 'fertilizers')).toEqual(['OLD-FOL']);
  });
});
