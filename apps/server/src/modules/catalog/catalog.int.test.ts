import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string; details?: { fields?: Record<string, string> } } };
type Product = {
  id: string;
  sku: string;
  name: string;
  stockMilli: number;
  categoryName: string | null;
  units: { code: string; baseMilliPerUnit: number; priceCentavos: number }[];
  barcodes: { barcode: string; unitCode: string | null }[];
};
type Created = { product: Product; warnings: string[] };
type Movement = {
  type: string;
  qtyMilli: number;
  previousMilli: number;
  newMilli: number;
  reason: string | null;
};

const feed = (sku: string, over: Record<string, unknown> = {}) => ({
  sku,
  name: 'Hog Grower Pellets',
  brand: 'B-MEG',
  taxClass: 'vat_exempt',
  vatExemptBasis: 'NIRC Sec. 109(1)(A): feeds',
  baseUnit: 'kg',
  priceCentavos: 3_200,
  costCentavos: 2_700,
  minStockMilli: 50_000,
  units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
  barcodes: [{ barcode: `480${sku}`, unitCode: 'sack' }],
  openingStock: [{ qtyMilli: 500_000 }],
  ...over,
});

describe.each(DB_KINDS)('catalog on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let manager: TestClient;
  let cashier: TestClient;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    [admin, manager, cashier] = await Promise.all([
      signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a feed sold by the sack and by the kilo, with its opening stock as an initial_stock movement', async () => {
    const cat = await manager.post<{ id: string; name: string }>('/api/categories', { name: 'Feeds' });
    expect(cat.status).toBe(201);
    const r = await manager.post<Created>('/api/products', feed('HG50', { categoryId: cat.body.id }));
    expect(r.status).toBe(201);
    expect(r.body.product).toMatchObject({
      sku: 'HG50',
      stockMilli: 500_000,
      categoryName: 'Feeds',
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
      barcodes: [{ barcode: '480HG50', unitCode: 'sack' }],
    });
    const moves = await cashier.get<{ items: Movement[] }>(
      `/api/stock/movements?productId=${r.body.product.id}`,
    );
    expect(moves.body.items).toMatchObject([
      {
        type: 'initial_stock',
        qtyMilli: 500_000,
        previousMilli: 0,
        newMilli: 500_000,
        reason: 'Initial product creation',
      },
    ]);
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target_id = $1`, [
      r.body.product.id,
    ]);
    expect(audit.map((a) => a.action)).toEqual(['catalog.product_created']);
  });

  it('refuses a taken SKU or barcode by its field and writes nothing', async () => {
    await manager.post<Created>('/api/products', feed('DUP1'));
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    const sku = await manager.post<Err>('/api/products', feed('dup1', { barcodes: [] }));
    expect(sku.status).toBe(422);
    expect(sku.body.error.details?.fields?.sku).toBe('SKU dup1 is already used by Hog Grower Pellets');
    const code = await manager.post<Err>(
      '/api/products',
      feed('DUP2', { barcodes: [{ barcode: '480DUP1' }] }),
    );
    expect(code.body.error.details?.fields?.['barcodes.0.barcode']).toBe(
      'Barcode 480DUP1 is already used by Hog Grower Pellets',
    );
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('bad input gets the field message and nothing changes', async () => {
    const r = await manager.post<Err>(
      '/api/products',
      feed('BAD1', { priceCentavos: -5, vatExemptBasis: '' }),
    );
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body.error)).toContain('Price cannot be negative');
  });

  it('searches typo-tolerantly, ranks an exact SKU first, and looks up barcodes exactly', async () => {
    await manager.post<Created>(
      '/api/products',
      feed('VAC1', {
        name: 'Newcastle Disease Vaccine',
        brand: 'Boehringer',
        taxClass: 'vatable',
        vatExemptBasis: null,
        baseUnit: 'dose',
        isLotTracked: true,
        isRxVetDrug: true,
        registrationNumber: 'BAI-VB-1234',
        units: [{ code: 'vial', baseMilliPerUnit: 100_000, priceCentavos: 85_000 }],
        barcodes: [{ barcode: '4809999000017', unitCode: 'vial' }],
        openingStock: [{ qtyMilli: 1_000_000, lot: { batchNumber: 'ND-2611', expiryDate: '2027-06-30' } }],
      }),
    );
    const typo = await cashier.get<{ items: Product[]; total: number }>('/api/products?search=newcastel');
    expect(typo.body.items.map((p) => p.sku)).toContain('VAC1');
    const sku = await cashier.get<{ items: Product[] }>('/api/products?search=hg50');
    expect(sku.body.items[0]?.sku).toBe('HG50');
    const brand = await cashier.get<{ items: Product[] }>('/api/products?search=boehringer');
    expect(brand.body.items.map((p) => p.sku)).toEqual(['VAC1']);
    const scan = await cashier.get<{ product: Product; unitCode: string }>(
      '/api/products/barcode/4809999000017',
    );
    expect(scan.body).toMatchObject({
      product: {
        sku: 'VAC1',
        stockMilli: 1_000_000,
        units: [{ code: 'vial', baseMilliPerUnit: 100_000, priceCentavos: 85_000 }],
        barcodes: [{ barcode: '4809999000017', unitCode: 'vial' }],
      },
      unitCode: 'vial',
    });
    expect((scan.body.product as unknown as { createdAt: string }).createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const miss = await cashier.get<Err>('/api/products/barcode/0000000');
    expect(miss.status).toBe(404);
    const stock = await cashier.get<{
      items: { batchNumber: string; qtyMilli: number; expiryDate: string }[];
    }>(`/api/products/${scan.body.product.id}/stock`);
    expect(stock.body.items).toMatchObject([
      { batchNumber: 'ND-2611', expiryDate: '2027-06-30', qtyMilli: 1_000_000 },
    ]);
  });

  it('a cashier may look but not create; deleting a product with history is refused', async () => {
    expect((await cashier.post<Err>('/api/products', feed('CASH1'))).status).toBe(403);
    const p = (await manager.post<Created>('/api/products', feed('DEL1'))).body.product;
    const del = await admin.delete<Err>(`/api/products/${p.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe(
      'This product has stock history, so it cannot be deleted. Deactivate it instead.',
    );
    const bare = (
      await manager.post<Created>('/api/products', feed('DEL2', { openingStock: [], barcodes: [] }))
    ).body.product;
    expect((await admin.delete(`/api/products/${bare.id}`)).status).toBe(200);
  });

  it('categories: product counts, no duplicate names, delete only when unused', async () => {
    const seeds = await manager.post<{ id: string }>('/api/categories', { name: 'Seeds' });
    await manager.post<Created>('/api/products', feed('SEED1', { categoryId: seeds.body.id, barcodes: [] }));
    const dup = await manager.post<Err>('/api/categories', { name: 'seeds' });
    expect(dup.body.error.details?.fields?.name).toBe('A category named seeds already exists');
    const list = await cashier.get<{ items: { name: string; productCount: number }[] }>('/api/categories');
    expect(list.body.items.find((c) => c.name === 'Seeds')?.productCount).toBe(1);
    const del = await admin.delete<Err>(`/api/categories/${seeds.body.id}`);
    expect(del.body.error.message).toBe(
      'Seeds is used by 1 product. Move them to another category or deactivate it instead.',
    );
    const off = await manager.put<{ isActive: boolean }>(`/api/categories/${seeds.body.id}`, {
      name: 'Seeds',
      isActive: false,
    });
    expect(off.body.isActive).toBe(false);
    const refused = await manager.post<Err>(
      '/api/products',
      feed('SEED2', { categoryId: seeds.body.id, barcodes: [] }),
    );
    expect(refused.body.error.details?.fields?.categoryId).toBe('Category Seeds is inactive');
  });
  it('keeps a product photo: checked like the logo, served to staff, removed with the product’s edit right', async () => {
    const made = await manager.post<{ product: Product & { hasImage: boolean } }>(
      '/api/products',
      feed('PHOTO1', { barcodes: [] }),
    );
    const id = made.body.product.id;
    expect(made.body.product.hasImage).toBe(false);
    const path = `/api/products/${id}/image`;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    expect((await cashier.put(path, { dataUrl })).status).toBe(403);
    const svg = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    const wrong = await manager.put<Err>(path, { dataUrl: svg });
    expect(wrong.status).toBe(415);
    expect(wrong.body.error.message).toBe('Choose a PNG, JPEG or WebP image.');
    const big = `data:image/png;base64,${Buffer.alloc(600 * 1024, 1).toString('base64')}`;
    const tooBig = await manager.put<Err>(path, { dataUrl: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('The photo is too large: at most 512 KB.');
    expect((await cashier.get<Product & { hasImage: boolean }>(`/api/products/${id}`)).body.hasImage).toBe(
      false,
    );

    const up = await manager.put<Product & { hasImage: boolean }>(path, { dataUrl });
    expect(up.status).toBe(200);
    expect(up.body.hasImage).toBe(true);
    const img = await fetch(`${t.baseUrl}${path}`, { headers: { cookie: cashier.cookieHeader() } });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(`${t.baseUrl}${path}`)).status).toBe(401);

    const gone = await manager.delete<Product & { hasImage: boolean }>(path);
    expect(gone.body.hasImage).toBe(false);
    expect((await cashier.get<Err>(path)).status).toBe(404);
  });
});
