import { uuidv7 } from '@fbms/db';
import { readSupplierHeader, supplierRowsToRecords } from '@fbms/domain';
import { parseCsv } from '@fbms/domain/catalog/csv-read';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { MAIN_STORE_ID } from '../inventory/stock.service.ts';

type Err = {
  error: {
    code: string;
    message: string;
    details?: {
      reason?: string;
      fields?: Record<string, string>;
      problems?: { row: number; field: string }[];
    };
  };
};
type Supplier = {
  id: string;
  supplierNo: string;
  name: string;
  phone: string | null;
  tin: string | null;
  isActive: boolean;
  balanceCentavos: number;
  productCount: number;
  paymentTermsDays: number;
  withholdingAtc: string | null;
};
type Page = { items: Supplier[]; total: number };

/** Suppliers (issue 24) over HTTP: records, search, deactivation, products, payables, import and export. */
describe.each(DB_KINDS)('suppliers on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let accountant: TestClient;
  let cashier: TestClient;
  let feeds: Supplier;
  let productId: string;

  const add = async (body: Record<string, unknown>) => {
    const r = await manager.post<Supplier>('/api/suppliers', body);
    expect(r.status).toBe(201);
    return r.body;
  };
  const search = async (q: string, status = 'active') =>
    (await accountant.get<Page>(`/api/suppliers?q=${encodeURIComponent(q)}&status=${status}`)).body.items.map(
      (s) => s.name,
    );

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [manager, accountant, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    productId = uuidv7();
    await t.db.query(
      `INSERT INTO products (id, sku, name, tax_class, base_unit, price_centavos, cost_centavos)
       VALUES ($1, 'FED-9001', 'Hog Grower Pellets', 'vat_exempt', 'kg', 4200, 3600)`,
      [productId],
    );
    feeds = await add({
      name: 'Batangas Feedmill Trading Corp.',
      contactPerson: 'Ramon Aquino',
      phone: '0917 756 1122',
      tin: '201-334-556-000',
      paymentTermsDays: 30,
      withholdingAtc: 'WC158',
    });
    await add({ name: 'VetLine Animal Health', contactPerson: 'Liza Manalo', email: 'orders@vetline.ph' });
    await add({
      name: 'Tonyo Dela Rosa',
      vatRegistered: false,
      payeeType: 'individual',
      paymentTermsDays: 0,
    });
  }, 60_000);
  afterAll(async () => t?.close());

  it('adds a supplier with its phone and TIN normalized and a number', () => {
    expect(feeds).toMatchObject({
      phone: '09177561122',
      tin: '201334556000',
      isActive: true,
      balanceCentavos: 0,
    });
    expect(feeds.supplierNo).toMatch(/^S-\d{4}$/);
  });

  it('refuses bad input with field messages, and a name already used in any letter case', async () => {
    const bad = await manager.post<Err>('/api/suppliers', {
      name: '',
      phone: '12345',
      paymentTermsDays: 400,
    });
    expect(bad.status).toBe(422);
    const fields = bad.body.error.details?.fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['name', 'paymentTermsDays', 'phone']);
    const dup = await manager.post<Err>('/api/suppliers', { name: 'batangas feedmill trading corp.' });
    expect(dup.status).toBe(422);
    expect(dup.body.error.details?.reason).toBe('supplierNameTaken');
    expect(dup.body.error.details?.fields?.name).toMatch(/already exists/);
    const n = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM suppliers`);
    expect(n[0]!.n).toBe(3);
  });

  it.skipIf(kind !== 'postgres')(
    'two people adding the same name at once: one is added, the other refused',
    async () => {
      const [a, b] = await Promise.all([
        manager.post<Err>('/api/suppliers', { name: 'Race Agri Supply' }),
        manager.post<Err>('/api/suppliers', { name: 'race agri supply' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 422]);
      expect((a.status === 422 ? a : b).body.error.details?.reason).toBe('supplierNameTaken');
      await t.db.query(`DELETE FROM suppliers WHERE lower(name) = 'race agri supply'`);
    },
  );

  it('finds suppliers by name, contact person, phone typed any way, and TIN', async () => {
    expect(await search('feedmill')).toEqual(['Batangas Feedmill Trading Corp.']);
    expect(await search('liza')).toEqual(['VetLine Animal Health']);
    expect(await search('+63 917-756-1122')).toEqual(['Batangas Feedmill Trading Corp.']);
    expect(await search('201-334-556')).toEqual(['Batangas Feedmill Trading Corp.']);
    expect((await accountant.get<Page>('/api/suppliers')).body.total).toBe(3);
  });

  it('lets the accountant view but not add; the cashier sees nothing', async () => {
    expect((await accountant.post('/api/suppliers', { name: 'X' })).status).toBe(403);
    expect((await cashier.get('/api/suppliers')).status).toBe(403);
  });

  it('changes a supplier, deactivates and reactivates it', async () => {
    const r = await manager.put<Supplier>(`/api/suppliers/${feeds.id}`, {
      name: 'Batangas Feedmill Trading Corp.',
      phone: '0917 756 1122',
      tin: '201334556000',
      paymentTermsDays: 45,
      withholdingAtc: 'WC158',
    });
    expect(r.status).toBe(200);
    expect(r.body.paymentTermsDays).toBe(45);
    const taken = await manager.put<Err>(`/api/suppliers/${feeds.id}`, { name: 'VetLine Animal Health' });
    expect(taken.body.error.details?.reason).toBe('supplierNameTaken');
    const off = await manager.put<Supplier>(`/api/suppliers/${feeds.id}/active`, { active: false });
    expect(off.body.isActive).toBe(false);
    expect(await search('feedmill')).toEqual([]);
    expect(await search('feedmill', 'inactive')).toEqual(['Batangas Feedmill Trading Corp.']);
    const on = await manager.put<Supplier>(`/api/suppliers/${feeds.id}/active`, { active: true });
    expect(on.body.isActive).toBe(true);
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_id = $1 ORDER BY at, id`,
      [feeds.id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'suppliers.created',
      'suppliers.changed',
      'suppliers.deactivated',
      'suppliers.reactivated',
    ]);
    expect((await manager.get<Err>(`/api/suppliers/${uuidv7()}`)).body.error.code).toBe('SUPPLIER_NOT_FOUND');
  });

  it('links a product with the supplier item code, changes the code, unlinks it', async () => {
    const linked = await manager.post<{ sku: string; supplierSku: string; productCostCentavos: number }>(
      `/api/suppliers/${feeds.id}/products`,
      { productId, supplierSku: 'BFT-HG50' },
    );
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      sku: 'FED-9001',
      supplierSku: 'BFT-HG50',
      productCostCentavos: 3600,
    });
    await manager.post(`/api/suppliers/${feeds.id}/products`, { productId, supplierSku: 'BFT-HG-50' });
    const list = await accountant.get<{ items: { supplierSku: string }[] }>(
      `/api/suppliers/${feeds.id}/products`,
    );
    expect(list.body.items.map((i) => i.supplierSku)).toEqual(['BFT-HG-50']);
    expect((await accountant.get<Page>('/api/suppliers?q=feedmill')).body.items[0]!.productCount).toBe(1);
    const missing = await manager.post<Err>(`/api/suppliers/${feeds.id}/products`, { productId: uuidv7() });
    expect(missing.body.error.code).toBe('PRODUCT_NOT_FOUND');
    expect((await manager.delete(`/api/suppliers/${feeds.id}/products/${productId}`)).body).toEqual({
      removed: true,
    });
    await manager.post(`/api/suppliers/${feeds.id}/products`, { productId, supplierSku: 'BFT-HG-50' });
  });

  it('shows open bills, the balance owed and its ageing by due date, deliveries and orders', async () => {
    const [user] = await t.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'manager@demo.fbms.ph'`,
    );
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const daysAgo = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const bills = [
      { due: daysAgo(-10), amount: 50_000_00 },
      { due: daysAgo(45), amount: 20_000_00 },
      { due: daysAgo(120), amount: 5_000_00 },
    ];
    for (const [i, b] of bills.entries()) {
      const rv = uuidv7();
      await t.db.query(
        `INSERT INTO receiving_vouchers (id, rv_no, supplier_id, location_id, business_date, goods_centavos,
           total_centavos, request_hash, created_by, supplier_invoice_no)
         VALUES ($1, $2, $3, $4, $5, $6, $6, 'test', $7, $8)`,
        [rv, `RV-TEST-000${i}`, feeds.id, MAIN_STORE_ID, daysAgo(130), b.amount, user!.id, `INV-${i}`],
      );
      await t.db.query(
        `INSERT INTO supplier_bills (id, supplier_id, kind, rv_id, reference, bill_date, due_date, amount_centavos)
         VALUES ($1, $2, 'bill', $3, $4, $5, $6, $7)`,
        [uuidv7(), feeds.id, rv, `INV-${i}`, daysAgo(130), b.due, b.amount],
      );
    }
    const p = await accountant.get<{
      balanceCentavos: number;
      ageing: Record<string, number>;
      bills: { reference: string; openCentavos: number; daysOverdue: number }[];
    }>(`/api/suppliers/${feeds.id}/payables`);
    expect(p.status).toBe(200);
    expect(p.body.balanceCentavos).toBe(75_000_00);
    expect(p.body.ageing).toEqual({
      current: 50_000_00,
      d1_30: 0,
      d31_60: 20_000_00,
      d61_90: 0,
      d90plus: 5_000_00,
      total: 75_000_00,
    });
    expect(p.body.bills.map((b) => b.daysOverdue)).toEqual([120, 45, 0]);
    const d = await accountant.get<{ items: { rvNo: string }[] }>(`/api/suppliers/${feeds.id}/deliveries`);
    expect(d.body.items).toHaveLength(3);
    expect((await accountant.get<{ items: [] }>(`/api/suppliers/${feeds.id}/orders`)).body.items).toEqual([]);
    expect((await accountant.get<{ items: [] }>(`/api/suppliers/${feeds.id}/returns`)).body.items).toEqual(
      [],
    );
    expect((await accountant.get<Page>('/api/suppliers?q=feedmill')).body.items[0]!.balanceCentavos).toBe(
      75_000_00,
    );
  });

  it('exports the list as CSV and XLSX, and imports a file: every row checked, then all or nothing', async () => {
    const csv = await accountant.get<string>('/api/suppliers/export?format=csv&status=all');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.body).toContain('Batangas Feedmill Trading Corp.');
    const xlsx = await accountant.request('GET', '/api/suppliers/export?format=xlsx');
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);

    const [header = [], ...rows] = parseCsv(
      [
        'Name,Contact person,Phone,TIN,VAT-registered,Terms (days),Withholding ATC',
        'Lipa Seed House,Arnel Bautista,0905 545 3307,241-603-778-000,Yes,30,WC158',
        'VetLine Animal Health,,,,Yes,30,',
        'Rosario Agri Supply,,12,,maybe,,',
      ].join('\n'),
    );
    const records = supplierRowsToRecords(readSupplierHeader(header).columns, rows);
    const dry = await manager.post<{ valid: number; problems: { row: number; field: string }[] }>(
      '/api/suppliers/import',
      { records, dryRun: true },
    );
    expect(dry.body.problems.map((p) => `${p.row} ${p.field}`).sort()).toEqual([
      '3 Name',
      '4 Phone',
      '4 VAT-registered',
    ]);
    const refused = await manager.post<Err>('/api/suppliers/import', { records, dryRun: false });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details?.problems).toHaveLength(3);
    expect(await search('Lipa Seed')).toEqual([]);
    const ok = await manager.post<{ imported: number }>('/api/suppliers/import', {
      records: records.slice(0, 1),
      dryRun: false,
    });
    expect(ok.body.imported).toBe(1);
    expect(await search('Lipa Seed')).toEqual(['Lipa Seed House']);
  });
});
