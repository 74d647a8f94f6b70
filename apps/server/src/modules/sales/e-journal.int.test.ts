import { randomUUID } from 'node:crypto';
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
  terminalName: string;
  businessDate: string;
  kind: string;
  documentId: string;
  documentNumber: string;
  createdByName: string | null;
  body: string;
};
type List = { items: Entry[]; total: number; page: number; pageSize: number };
type Err = { error: { code: string } };

describe.each(DB_KINDS)('the e-journal on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let productId: string;
  let terminalId: string;

  const sell = (qtyMilli: number, totalCentavos: number) =>
    cashier.post<{ sale: { id: string; invoiceNumber: string } } & Err>('/api/sales', {
      id: randomUUID(),
      lines: [{ productId, unitCode: null, qtyMilli, unitPriceCentavos: 12_345 }],
      payments: [{ method: 'cash', amountCentavos: totalCentavos }],
      totalCentavos,
    });
  const journal = async (query = '') => {
    const r = await manager.get<List>(`/api/sales/e-journal${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const p = await manager.post<{ product: { id: string } }>('/api/products', {
      sku: 'SPRAYER-16',
      name: 'Knapsack Sprayer 16 L',
      priceCentavos: 12_345,
      openingStock: [{ qtyMilli: 100_000 }],
    });
    productId = p.body.product.id;
    const enrolled = await manager.post<{ id: string }>('/api/pos/terminals', { name: 'Counter J' });
    terminalId = enrolled.body.id;
    for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) cashier.cookies.set(k, v);
    expect((await cashier.post('/api/shifts', { openingFundCentavos: 100_000 })).status).toBe(201);
  });
  afterAll(() => t?.close());

  it('keeps exactly one invoice entry per sale, with the text the invoice prints', async () => {
    const r = await sell(2000, 24_690);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const { items, total } = await journal(`?kind=invoice&terminalId=${terminalId}`);
    expect(total).toBe(1);
    const [e] = items;
    expect(e).toMatchObject({
      kind: 'invoice',
      documentId: r.body.sale.id,
      documentNumber: r.body.sale.invoiceNumber,
      terminalName: 'Counter J',
      createdByName: expect.any(String),
    });
    expect(e!.body).toContain(`No. ${r.body.sale.invoiceNumber}`);
    expect(e!.body).toMatch(/^TOTAL AMOUNT DUE\s+₱246\.90$/m);
    expect(e!.body).toContain('Knapsack Sprayer 16 L');
    expect(e!.body).not.toContain('REPRINT');
  });

  it('a refused sale leaves no entry (the entry is in the sale transaction)', async () => {
    const before = (await journal()).total;
    const wrong = await sell(1000, 1);
    expect(wrong.status).toBe(409);
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM e_journal');
    expect(rows[0]!.n).toBe(before);
  });

  it('a reprint adds a reprint entry saying REPRINT; the invoice entry stays as it was', async () => {
    const sale = (await sell(1000, 12_345)).body.sale;
    const first = (await journal(`?search=${sale.invoiceNumber}&kind=invoice`)).items[0]!;
    expect((await manager.post(`/api/sales/${sale.id}/reprints`)).status).toBe(201);
    const both = await journal(`?search=${sale.invoiceNumber}`);
    expect(both.items.map((e) => e.kind)).toEqual(['reprint', 'invoice']);
    expect(both.items[0]!.body).toMatch(/^\s+REPRINT$/m);
    expect(both.items[0]!.body).toContain('Reprinted ');
    expect(both.items[1]).toEqual(first);
  });

  it('filters by date, kind, terminal and words; pages', async () => {
    const today = (await journal()).items[0]!.businessDate;
    // Two invoices, a reprint, and the shift's opening slip.
    expect((await journal(`?from=${today}&to=${today}`)).total).toBe(4);
    expect((await journal('?to=2000-01-01')).total).toBe(0);
    expect((await journal('?kind=reprint')).total).toBe(1);
    expect((await journal(`?terminalId=${randomUUID()}`)).total).toBe(0);
    expect((await journal('?search=Knapsack')).total).toBe(3);
    expect((await journal('?search=no%20such%20words')).total).toBe(0);
    const page2 = await journal('?pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items).toHaveLength(1);
    expect((await manager.get<Err>('/api/sales/e-journal?kind=nonsense')).status).toBe(422);
  });

  it('exports the filter as text (header line, then the text) and as CSV, oldest first', async () => {
    const txt = await manager.get<string>('/api/sales/e-journal/export?format=txt');
    expect(txt.status).toBe(200);
    expect(txt.headers.get('content-type')).toContain('text/plain');
    expect(txt.headers.get('content-disposition')).toContain('attachment; filename="e-journal-');
    const headers = txt.body.split('\n').filter((l) => l.startsWith('=== '));
    expect(headers).toHaveLength(4);
    expect(headers[1]).toMatch(/Counter J · INVOICE 00000001 · business date \d{4}-\d{2}-\d{2}/);
    expect(headers[3]).toContain('REPRINT 00000002');
    expect(txt.body).toContain('SALES INVOICE');
    const csv = await manager.get<string>('/api/sales/e-journal/export?format=csv&kind=invoice');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body.split('\r\n')[0] ?? csv.body.split('\n')[0]).toContain(
      'Printed at,Business date,Terminal',
    );
    expect(csv.body).toContain('INVOICE,00000002');
  });

  it('streams a long export page by page, every entry once, in the order printed', async () => {
    // 1,200 slips at one instant: the pages must still neither skip nor repeat one (ties go by id).
    await t.db.query(
      `INSERT INTO e_journal (id, terminal_id, business_date, kind, document_id, document_number, body, created_at)
       SELECT gen_random_uuid(), $1, '2001-01-01', 'cash_slip', gen_random_uuid(), 'SLIP ' || lpad(n::text, 8, '0'),
              'slip ' || n, '2001-01-01T01:00:00Z'
         FROM generate_series(1, 1200) AS n`,
      [terminalId],
    );
    const csv = await manager.get<string>('/api/sales/e-journal/export?format=csv&kind=cash_slip');
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1201);
    // text() drops the file's leading BOM; a page's second one would stay.
    expect(csv.body).not.toContain('\uFEFF');
    expect(new Set(lines.slice(1).map((l) => l.split(',')[4])).size).toBe(1200);
    const txt = await manager.get<string>('/api/sales/e-journal/export?format=txt&to=2001-12-31');
    expect(txt.body.split('\n').filter((l) => l.startsWith('=== '))).toHaveLength(1200);
  });

  it('is for managers and admins: a cashier is refused', async () => {
    expect((await cashier.get<Err>('/api/sales/e-journal')).status).toBe(403);
    expect((await cashier.get<Err>('/api/sales/e-journal/export')).status).toBe(403);
  });

  it('the database refuses to change or remove an entry', async () => {
    for (const statement of [
      "UPDATE e_journal SET body = 'changed'",
      'DELETE FROM e_journal',
      'TRUNCATE e_journal',
    ])
      await expect(t.db.query(statement), statement).rejects.toThrow();
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM e_journal');
    expect(rows[0]!.n).toBe(1204);
  });
});
