import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Entry = {
  id: string;
  at: string;
  action: string;
  actorUserId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
};
type Page = { items: Entry[]; total: number };
type Err = { error: { code: string; details?: { reason?: string; balanceCentavos?: number } } };

/** Data history (issue 25) over HTTP: the audit log with filters and export, a record's history, privacy tools. */
describe.each(DB_KINDS)('data history on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let manager: TestClient;

  const history = async (query: string) => {
    const r = await admin.get<Page>(`/api/data-history?${query}`);
    expect(r.status).toBe(200);
    return r.body;
  };
  const addCustomer = async (body: Record<string, unknown>) => {
    const r = await admin.post<{ id: string; version: number; customerNo: string }>('/api/customers', body);
    expect(r.status).toBe(201);
    return r.body;
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true', LOG_LEVEL: 'error' } });
    [admin, manager] = await Promise.all([
      signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
    ]);
  }, 120_000);
  afterAll(async () => t?.close());

  it("shows a product's price change in its history, with before and after, who and from where", async () => {
    const list = await admin.get<{ items: { id: string }[] }>('/api/products?pageSize=1');
    const id = list.body.items[0]!.id;
    const product = await admin.get<Record<string, unknown> & { priceCentavos: number }>(
      `/api/products/${id}`,
    );
    const was = product.body.priceCentavos;
    const put = await admin.put(`/api/products/${id}`, { ...product.body, priceCentavos: was + 250 });
    expect(put.status).toBe(200);

    const page = await history(`targetType=product&targetId=${id}`);
    const e = page.items[0]!;
    expect(e).toMatchObject({
      action: 'catalog.product_updated',
      actorEmail: 'admin@demo.fbms.ph',
      actorName: expect.any(String),
      targetType: 'product',
      targetId: id,
      ip: expect.any(String),
    });
    expect(e.details.changes).toEqual({ priceCentavos: { from: was, to: was + 250 } });
    expect(page.items.every((i) => i.targetId === id)).toBe(true);
  });

  it('filters by module, action, person, dates and text, and pages on the server', async () => {
    const byModule = await history('module=catalog&pageSize=5');
    expect(byModule.items.every((i) => i.action.startsWith('catalog.'))).toBe(true);
    const byAction = await history('action=catalog.product_updated');
    expect(byAction.items.length).toBeGreaterThan(0);
    expect(byAction.items.every((i) => i.action === 'catalog.product_updated')).toBe(true);

    const people = await admin.get<{ items: { id: string; email: string }[] }>('/api/data-history/people');
    const me = people.body.items.find((p) => p.email === 'admin@demo.fbms.ph')!;
    const mine = await history(`actor=${me.id}&pageSize=200`);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.actorUserId === me.id)).toBe(true);

    const all = await history('pageSize=3');
    expect(all.items).toHaveLength(3);
    expect(all.total).toBeGreaterThan(3);
    const second = await history('pageSize=3&page=2');
    expect(second.items.map((i) => i.id)).not.toContain(all.items[0]!.id);
    expect(all.items[0]!.at >= all.items[2]!.at).toBe(true);

    const future = await history('from=2099-01-01');
    expect(future).toEqual({ items: [], total: 0 });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const todays = await history(`from=${today}&to=${today}&q=product_updated`);
    expect(todays.total).toBeGreaterThan(0);
    expect((await admin.get('/api/data-history?from=01-01-2026')).status).toBe(422);
  });

  it("gives a sale's history by its id, and reads no ID number where there is none", async () => {
    const [sale] = await t.db.query<{ id: string }>(`SELECT id FROM sales ORDER BY created_at DESC LIMIT 1`);
    const page = await history(`targetType=sale&targetId=${sale!.id}`);
    expect(page.items.map((i) => i.action)).toContain('sales.completed');
    const plain = await addCustomer({ firstName: 'Nilo', lastName: 'Cabrera' });
    expect((await admin.get(`/api/customers/${plain.id}`)).status).toBe(200);
    expect((await history(`targetId=${plain.id}&action=privacy.sensitive_read`)).total).toBe(0);
  });

  it('refuses the log to anyone but the admin', async () => {
    expect((await manager.get('/api/data-history')).status).toBe(403);
    expect((await manager.get('/api/data-history/export')).status).toBe(403);
  });

  it('records before/after of a customer change (the ID number hidden) and audits reading an ID number', async () => {
    const c = await addCustomer({
      firstName: 'Lorna',
      lastName: 'Ilagan',
      phone: '0917 111 2233',
      seniorPwdKind: 'senior',
      seniorPwdId: 'LIPA-SC-2020-1111',
    });
    const read = await admin.get<Record<string, unknown> & { version: number }>(`/api/customers/${c.id}`);
    expect(read.body.seniorPwdId).toBe('LIPA-SC-2020-1111');
    const put = await admin.put(`/api/customers/${c.id}`, {
      ...read.body,
      phone: '0918 222 3344',
      seniorPwdId: 'LIPA-SC-2020-2222',
    });
    expect(put.status).toBe(200);
    const page = await history(`targetType=customer&targetId=${c.id}`);
    const changed = page.items.find((i) => i.action === 'customers.changed')!;
    expect(changed.details.changes).toMatchObject({
      phone: { from: '09171112233', to: '09182223344' },
      seniorPwdId: { from: '•••', to: '•••' },
    });
    expect(JSON.stringify(page.items)).not.toContain('LIPA-SC-2020');
    const reads = page.items.filter((i) => i.action === 'privacy.sensitive_read');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]!.details).toMatchObject({ fields: ['seniorPwdId'], kind: 'senior' });
  });

  it('records a role change as before/after', async () => {
    const people = await admin.get<{ items: { id: string; email: string }[] }>('/api/data-history/people');
    const emp = people.body.items.find((p) => p.email === 'employee@demo.fbms.ph')!;
    expect((await admin.put(`/api/users/${emp.id}/role`, { role: 'cashier' })).status).toBe(200);
    const e = (await history(`targetType=user&targetId=${emp.id}&action=users.role_changed`)).items[0]!;
    expect(e.details).toMatchObject({ from: 'employee', to: 'cashier' });
  });

  it('exports the filtered log as CSV and XLSX, and audits the export', async () => {
    const csv = await admin.get<string>('/api/data-history/export?format=csv&module=catalog');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="data-history-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = String(csv.body).trim().split(/\r?\n/);
    expect(lines[0]).toContain('Action');
    expect(lines.slice(1).every((l) => l.includes('catalog.'))).toBe(true);
    expect(String(csv.body)).toContain('priceCentavos:');
    const xlsx = await fetch(`${t.baseUrl}/api/data-history/export?format=xlsx`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(new Uint8Array(await xlsx.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    expect((await history('action=privacy.audit_exported')).total).toBe(2);
  });

  it("exports everything about one customer, and an employee's record and trail, as JSON (audited)", async () => {
    const [withSales] = await t.db.query<{ id: string }>(
      `SELECT customer_id AS id FROM sales WHERE customer_id IS NOT NULL GROUP BY customer_id LIMIT 1`,
    );
    const r = await admin.get<Record<string, unknown[]> & { customer: { id: string } }>(
      `/api/data-history/customers/${withSales!.id}/export`,
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/customer-C-\d{6}-.*\.json/);
    expect(r.body.customer.id).toBe(withSales!.id);
    expect(r.body.sales!.length).toBeGreaterThan(0);
    expect(r.body.saleLines!.length).toBeGreaterThan(0);
    for (const k of ['consents', 'ledger', 'collectionReceipts', 'loyaltyPoints', 'marketingMessages'])
      expect(Array.isArray(r.body[k])).toBe(true);
    expect((await history(`targetId=${withSales!.id}&action=privacy.customer_exported`)).total).toBe(1);

    const people = await admin.get<{ items: { id: string; email: string }[] }>('/api/data-history/people');
    const cashier = people.body.items.find((p) => p.email === 'cashier@demo.fbms.ph')!;
    const e = await admin.get<{ user: { email: string }; auditTrail: Entry[] }>(
      `/api/data-history/employees/${cashier.id}/export`,
    );
    expect(e.status).toBe(200);
    expect(e.body.user.email).toBe('cashier@demo.fbms.ph');
    expect(e.body.auditTrail.length).toBeGreaterThan(0);
    expect(JSON.stringify(e.body)).not.toMatch(/"password"/);
    expect((await history(`targetId=${cashier.id}&action=privacy.employee_exported`)).total).toBe(1);
    expect((await admin.get('/api/data-history/employees/nobody/export')).status).toBe(404);
  });

  it('anonymizes a customer: personal data and marketing gone, invoices untouched; refused while a balance is open', async () => {
    const [owing] = await t.db.query<{
      id: string;
      b: number;
    }>(`SELECT customer_id AS id, sum(amount_centavos)::float8 AS b FROM customer_ledger GROUP BY customer_id
          HAVING sum(amount_centavos) > 0 LIMIT 1`);
    const refused = await admin.post<Err>(`/api/data-history/customers/${owing!.id}/anonymize`, {
      confirm: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({ reason: 'anonymizeOwes', balanceCentavos: owing!.b });
    const still = await admin.get<{ displayName: string }>(`/api/customers/${owing!.id}`);
    expect(still.body.displayName).not.toMatch(/Anonymized/);

    // A customer with sales and nothing owed, consent given and a marketing message.
    const c = await addCustomer({
      firstName: 'Pedro',
      lastName: 'Magsino',
      phone: '0917 555 6677',
      email: 'pedro@example.ph',
      address: 'Purok 3, Ibaan',
      farmLocation: 'Ibaan',
      raises: 'hogs',
      tags: ['hog raisers'],
      notes: 'Calls before noon',
      seniorPwdKind: 'senior',
      seniorPwdId: 'IBAAN-SC-1',
    });
    expect((await admin.put(`/api/customers/${c.id}/consent`, { sms: true, email: true })).status).toBe(200);
    const [sale] = await t.db.query<{ id: string; customer_name: string }>(
      `SELECT id, customer_name FROM sales WHERE customer_id IS NULL AND customer_name IS NOT NULL LIMIT 1`,
    );
    const [campaign] = await t.db.query<{ id: string }>(`SELECT id FROM marketing_campaigns LIMIT 1`);
    expect(sale).toBeDefined();
    expect(campaign).toBeDefined();
    await t.db.query(
      `INSERT INTO marketing_messages (id, campaign_id, customer_id, channel, recipient, status)
         VALUES (gen_random_uuid(), $1, $2, 'sms', '09175556677', 'sent')`,
      [campaign!.id, c.id],
    );
    await t.db.query(`UPDATE sales SET customer_id = $1 WHERE id = $2`, [c.id, sale!.id]);

    const r = await admin.post<{ displayName: string; messagesDeleted: number }>(
      `/api/data-history/customers/${c.id}/anonymize`,
      { confirm: true },
    );
    expect(r.status).toBe(200);
    expect(r.body.displayName).toBe(`Anonymized customer #${c.customerNo}`);
    expect(r.body.messagesDeleted).toBe(1);
    const after = await admin.get<Record<string, unknown>>(`/api/customers/${c.id}`);
    expect(after.body).toMatchObject({
      displayName: `Anonymized customer #${c.customerNo}`,
      firstName: null,
      lastName: null,
      phone: null,
      email: null,
      address: null,
      farmLocation: null,
      raises: null,
      notes: null,
      seniorPwdKind: null,
      seniorPwdId: null,
      tags: [],
      consentSms: false,
      consentEmail: false,
      isActive: false,
    });
    const consents = await admin.get<{ items: { channel: string; granted: boolean; source: string }[] }>(
      `/api/customers/${c.id}/consent`,
    );
    expect(consents.body.items.filter((e) => e.source === 'anonymized' && !e.granted)).toHaveLength(2);
    {
      const [kept] = await t.db.query<{ customer_name: string }>(
        `SELECT customer_name FROM sales WHERE id = $1`,
        [sale!.id],
      );
      expect(kept!.customer_name).toBe(sale!.customer_name);
    }
    const audit = (await history(`targetId=${c.id}&action=privacy.customer_anonymized`)).items[0]!;
    expect(JSON.stringify(audit.details)).not.toContain('Magsino');
    expect(
      (await manager.post(`/api/data-history/customers/${c.id}/anonymize`, { confirm: true })).status,
    ).toBe(403);
  });
});
