import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Result = {
  valid: number;
  imported: number;
  problems: { row: number; field: string; message: string }[];
  newCategories: string[];
};
type Err = { error: { code: string; message: string; details?: { problems?: Result['problems'] } } };

const feed = {
  sku: 'IMP-HG',
  name: 'Hog Grower (imported)',
  category: 'Feeds',
  tax_class: 'VAT-exempt',
  vat_exempt_basis: 'NIRC Sec. 109(1)(A): feeds',
  base_unit: 'kg',
  price: '36.00',
  cost: '30.00',
  units: 'sack=50@1700',
  barcodes: '4800000099017',
  opening_stock: '500',
};
const vaccine = {
  sku: 'IMP-VAC',
  name: 'Hog Cholera Vaccine',
  category: 'Vet drugs',
  base_unit: 'dose',
  price: '25',
  lot_tracked: 'yes',
  rx_vet_drug: 'yes',
  registration_number: 'BAI-VR-77',
  opening_stock: '50',
  batch_number: 'HC-01',
  expiry_date: '2027-06-30',
};

describe.each(DB_KINDS)('product import on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a dry run lists every problem by row and column and writes nothing', async () => {
    const bad = { ...vaccine, batch_number: '', price: 'twenty' };
    const r = await manager.post<Result>('/api/products/import', {
      records: [feed, bad, { ...feed, name: 'Copy' }],
      firstRow: 2,
      dryRun: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.valid).toBe(1);
    expect(r.body.newCategories.sort()).toEqual(['Feeds', 'Vet drugs']);
    expect(r.body.problems).toEqual([
      { row: 3, field: 'price', message: 'Write the price like 1250.50; got "twenty"' },
      { row: 3, field: 'batch_number', message: 'Batch number is required' },
      { row: 4, field: 'sku', message: 'SKU IMP-HG is also on row 2' },
      { row: 4, field: 'barcodes', message: 'Barcode 4800000099017 is also on row 2' },
    ]);
    const none = await manager.get<{ total: number }>('/api/products?search=IMP-');
    expect(none.body.total).toBe(0);
  });

  it('refuses the whole chunk when a row is bad, unless only the good rows are asked for', async () => {
    const bad = { ...vaccine, price: 'twenty' };
    const refused = await manager.post<Err>('/api/products/import', {
      records: [feed, bad],
      firstRow: 2,
      dryRun: false,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('1 problem in this file; nothing was imported');
    expect(refused.body.error.details?.problems).toHaveLength(1);
    expect((await manager.get<{ total: number }>('/api/products?search=IMP-')).body.total).toBe(0);

    const good = await manager.post<Result>('/api/products/import', {
      records: [feed, bad],
      firstRow: 2,
      dryRun: false,
      onlyValid: true,
    });
    expect(good.body).toMatchObject({ imported: 1, newCategories: ['Feeds'] });
    const fixed = await manager.post<Result>('/api/products/import', {
      records: [vaccine],
      firstRow: 3,
      dryRun: false,
    });
    expect(fixed.body).toMatchObject({ imported: 1, problems: [] });
    const list = await manager.get<{ items: { sku: string; stockMilli: number; categoryName: string }[] }>(
      '/api/products?search=IMP-',
    );
    expect(list.body.items.map((p) => [p.sku, p.stockMilli]).sort()).toEqual([
      ['IMP-HG', 500_000],
      ['IMP-VAC', 50_000],
    ]);
    const hist = await manager.get<{ items: { type: string; batchNumber: string | null }[] }>(
      '/api/stock/movements?productName=Hog Cholera',
    );
    expect(hist.body.items).toMatchObject([{ type: 'initial_stock', batchNumber: 'HC-01' }]);

    // Written in bulk, the ledger reads as if each product had been created on its own: one
    // initial_stock movement from 0, by the manager, and every balance equal to its movements' sum.
    const moves = await t.db.query<{ sku: string; previous: number; next: number; by: string | null }>(
      `SELECT p.sku, m.previous_milli::float8 AS previous, m.new_milli::float8 AS next, m.performed_by AS by
         FROM stock_movements m JOIN products p ON p.id = m.product_id WHERE p.sku LIKE 'IMP-%' ORDER BY p.sku`,
    );
    expect(moves.map((m) => [m.sku, m.previous, m.next])).toEqual([
      ['IMP-HG', 0, 500_000],
      ['IMP-VAC', 0, 50_000],
    ]);
    expect(moves.every((m) => m.by !== null)).toBe(true);
    const drift = await t.db.query(
      `SELECT b.product_id FROM stock_balances b
        WHERE b.qty_milli <> (SELECT coalesce(sum(m.qty_milli), 0) FROM stock_movements m
                               WHERE m.product_id = b.product_id AND m.location_id = b.location_id
                                 AND m.lot_id IS NOT DISTINCT FROM b.lot_id)`,
    );
    expect(drift).toEqual([]);
    const units = await manager.get<{
      items: { units: { code: string }[]; barcodes: { unitCode: string | null }[] }[];
    }>('/api/products?search=IMP-HG');
    expect(units.body.items[0]).toMatchObject({ units: [{ code: 'sack' }], barcodes: [{ unitCode: null }] });
  });

  it('reports SKUs and barcodes the store already has, and is closed to cashiers', async () => {
    const again = await manager.post<Result>('/api/products/import', { records: [feed], firstRow: 2 });
    expect(again.body.problems).toEqual([
      { row: 2, field: 'sku', message: 'SKU IMP-HG is already used by Hog Grower (imported)' },
      {
        row: 2,
        field: 'barcodes',
        message: 'Barcode 4800000099017 is already used by Hog Grower (imported)',
      },
    ]);
    const c = await cashier.post('/api/products/import', { records: [feed], firstRow: 2 });
    expect(c.status).toBe(403);
    const unknown = await manager.post<Err>('/api/products/import', {
      records: [{ colour: 'red' }],
      firstRow: 2,
    });
    expect(unknown.status).toBe(422);
  });
});
