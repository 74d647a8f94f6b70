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
type Customer = {
  id: string;
  customerNo: string;
  displayName: string;
  phone: string | null;
  isActive: boolean;
  version: number;
  balanceCentavos: number;
  overdueCentavos: number;
  points: number;
  consentSms: boolean;
  consentEmail: boolean;
  consentAt: string | null;
  privacyNoticeVersion: string | null;
  mergedIntoId: string | null;
  tin: string | null;
  farmLocation: string | null;
  creditLimitCentavos: number;
};
type Page = { items: Customer[]; total: number };

/** Customers (issue 23) over HTTP: records, search, deactivation, merge, opening balances, consent. */
describe.each(DB_KINDS)('customers on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let accountant: TestClient;
  let juan: Customer;

  const count = async (table: string, where = 'TRUE', params: unknown[] = []) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0]!.n;
  const add = async (body: Record<string, unknown>, who = cashier) => {
    const r = await who.post<Customer>('/api/customers', body);
    expect(r.status).toBe(201);
    return r.body;
  };
  const search = async (q: string) =>
    (await cashier.get<Page>(`/api/customers?q=${encodeURIComponent(q)}`)).body.items.map(
      (c) => c.displayName,
    );

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [manager, cashier, accountant] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    juan = await add({
      firstName: 'Juan',
      lastName: 'Magbanua',
      phone: '0917 123 4567',
      farmLocation: 'Brgy. San Isidro, Lipa',
      raises: 'Corn, hogs',
      creditLimitCentavos: 20_000_00,
      creditTermsDays: 30,
    });
    await add({
      kind: 'business',
      businessName: 'Batangas Feedmill Corp.',
      tin: '123-456-789-000',
      email: 'ap@bfc.ph',
    });
    await add({
      firstName: 'Lorna',
      lastName: 'Villanueva',
      seniorPwdKind: 'senior',
      seniorPwdId: 'SC-2024-0815',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a customer with its number and display name, and refuses bad input in the user’s words', async () => {
    expect(juan.displayName).toBe('Magbanua, Juan');
    expect(juan.customerNo).toMatch(/^C-\d{6}$/);
    expect(juan.phone).toBe('09171234567');
    expect(juan.version).toBe(1);
    const bad = await cashier.post<Err>('/api/customers', { kind: 'business', email: 'juan@', phone: '12' });
    expect(bad.status).toBe(422);
    const text = JSON.stringify(bad.body);
    expect(text).toContain('Business name is required');
    expect(text).toContain('Enter an e-mail address like name@example.com');
    expect(await count('customers', 'business_name IS NULL AND kind = $1', ['business'])).toBe(0);
  });

  it('finds by a misspelled name, by phone in any format, by TIN, e-mail and senior ID', async () => {
    expect(await search('magbanua')).toEqual(['Magbanua, Juan']);
    expect(await search('magbanwa')).toEqual(['Magbanua, Juan']);
    expect(await search('mgbanua')).toEqual(['Magbanua, Juan']);
    expect(await search('09171234567')).toEqual(['Magbanua, Juan']);
    expect(await search('+63 917 123 4567')).toEqual(['Magbanua, Juan']);
    expect(await search('917-123-4567')).toEqual(['Magbanua, Juan']);
    expect(await search('123456789')).toEqual(['Batangas Feedmill Corp.']);
    expect(await search('ap@bfc')).toEqual(['Batangas Feedmill Corp.']);
    expect(await search('SC-2024-0815')).toEqual(['Villanueva, Lorna']);
    expect(await search('zzzzzz qqqq')).toEqual([]);
  });

  it('changes a customer with the version read and refuses a stale one', async () => {
    const r = await cashier.put<Customer>(`/api/customers/${juan.id}`, {
      firstName: 'Juan',
      lastName: 'Magbanua',
      phone: '09171234567',
      creditLimitCentavos: 25_000_00,
      version: 1,
    });
    expect(r.status).toBe(200);
    expect(r.body.version).toBe(2);
    expect(r.body.creditLimitCentavos).toBe(25_000_00);
    const stale = await manager.put<Err>(`/api/customers/${juan.id}`, {
      firstName: 'J',
      lastName: 'M',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CUSTOMER_CHANGED');
    expect((await cashier.get<Customer>(`/api/customers/${juan.id}`)).body.displayName).toBe(
      'Magbanua, Juan',
    );
    expect(
      (await cashier.get<Err>('/api/customers/0190aaaa-0000-7000-8000-000000000000')).body.error.code,
    ).toBe('CUSTOMER_NOT_FOUND');
  });

  it('posts an opening balance once, to the customer ledger and the general ledger', async () => {
    const asOf = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const due = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const body = { amountCentavos: 5_000_00, asOf, dueDate: due, reference: 'Old notebook p. 12' };
    const r = await cashier.post<{ id: string; kind: string; balanceCentavos: number }>(
      `/api/customers/${juan.id}/opening-balance`,
      body,
    );
    expect(r.status).toBe(201);
    expect(r.body.kind).toBe('charge');
    const again = await cashier.post<Err>(`/api/customers/${juan.id}/opening-balance`, body);
    expect(again.status).toBe(409);
    const gl = await t.db.query<{ code: string; debit: number; credit: number }>(
      `SELECT a.code, l.debit_centavos::float8 AS debit, l.credit_centavos::float8 AS credit
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN gl_accounts a ON a.id = l.account_id
        WHERE e.source_type = 'customer_opening' AND e.source_id = $1 ORDER BY l.line_no`,
      [r.body.id],
    );
    expect(gl).toHaveLength(2);
    expect(gl[0]!.debit).toBe(5_000_00);
    expect(gl[1]!.credit).toBe(5_000_00);
    const summary = (
      await accountant.get<{
        balanceCentavos: number;
        overdueCentavos: number;
        ageing: Record<string, number>;
      }>(`/api/customers/${juan.id}/summary`)
    ).body;
    expect(summary.balanceCentavos).toBe(5_000_00);
    expect(summary.overdueCentavos).toBe(5_000_00);
    expect(summary.ageing.d1_30! + summary.ageing.d31_60!).toBe(5_000_00);
    const ledger = (
      await cashier.get<{ items: { balanceCentavos: number; openCentavos: number }[] }>(
        `/api/customers/${juan.id}/ledger`,
      )
    ).body.items;
    expect(ledger).toEqual([expect.objectContaining({ balanceCentavos: 5_000_00, openCentavos: 5_000_00 })]);
    const list = (await cashier.get<Page>('/api/customers?hasBalance=true')).body;
    expect(list.items.map((c) => c.displayName)).toEqual(['Magbanua, Juan']);
    expect(list.items[0]!.overdueCentavos).toBe(5_000_00);
  });

  it('records consent with the privacy notice version', async () => {
    const r = await cashier.put<Customer>(`/api/customers/${juan.id}/consent`, { sms: true, email: false });
    expect(r.body.consentSms).toBe(true);
    expect(r.body.privacyNoticeVersion).toBe('2026-1');
    expect(r.body.consentAt).not.toBeNull();
    const events = (
      await cashier.get<{ items: { channel: string; granted: boolean }[] }>(
        `/api/customers/${juan.id}/consent`,
      )
    ).body.items;
    expect(events).toEqual([
      expect.objectContaining({ channel: 'sms', granted: true, noticeVersion: '2026-1' }),
    ]);
  });

  it('merges a duplicate into the survivor keeping every row, manager only', async () => {
    const dup = await add({
      firstName: 'Juan',
      lastName: 'Magbanua Jr',
      email: 'juan@farm.ph',
      tin: '987654321',
    });
    const asOf = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await cashier.post(`/api/customers/${dup.id}/opening-balance`, {
      amountCentavos: 1_500_00,
      asOf,
      dueDate: asOf,
    });
    await cashier.put(`/api/customers/${dup.id}/consent`, { sms: false, email: true });
    await t.db.query(
      `INSERT INTO loyalty_ledger (id, customer_id, entry_date, kind, points) VALUES (gen_random_uuid(), $1, current_date, 'adjust', 40)`,
      [dup.id],
    );
    const tables = ['customer_ledger', 'customer_allocations', 'loyalty_ledger', 'consent_events'];
    const before = await Promise.all(tables.map((x) => count(x)));
    const refused = await cashier.post<Err>(`/api/customers/${dup.id}/merge`, { intoId: juan.id });
    expect(refused.status).toBe(403);
    const self = await manager.post<Err>(`/api/customers/${juan.id}/merge`, { intoId: juan.id });
    expect(self.status).toBe(422);
    const r = await manager.post<{ survivor: Customer; moved: Record<string, number> }>(
      `/api/customers/${dup.id}/merge`,
      { intoId: juan.id },
    );
    expect(r.status).toBe(200);
    expect(r.body.moved).toMatchObject({ ledger: 1, points: 1, consents: 1 });
    expect(await Promise.all(tables.map((x) => count(x)))).toEqual(before);
    for (const x of tables) expect(await count(x, 'customer_id = $1', [dup.id])).toBe(0);
    expect(r.body.survivor.balanceCentavos).toBe(6_500_00);
    expect(r.body.survivor.points).toBe(40);
    expect(r.body.survivor.tin).toBe('987654321');
    expect(r.body.survivor.consentSms && r.body.survivor.consentEmail).toBe(true);
    const gone = (await manager.get<Customer>(`/api/customers/${dup.id}`)).body;
    expect(gone).toMatchObject({ isActive: false, mergedIntoId: juan.id });
    expect(await count('audit_log', "action = 'customers.merged'")).toBe(1);
    const again = await manager.post<Err>(`/api/customers/${dup.id}/merge`, { intoId: juan.id });
    expect(again.body.error.code).toBe('CUSTOMER_INACTIVE');
  });

  it('deactivates and reactivates; the list shows active ones by default', async () => {
    const lorna = (await cashier.get<Page>('/api/customers?q=lorna')).body.items[0]!;
    expect(
      (await cashier.put<Customer>(`/api/customers/${lorna.id}/active`, { active: false })).body.isActive,
    ).toBe(false);
    expect(await search('lorna')).toEqual([]);
    const inactive = (await cashier.get<Page>('/api/customers?status=inactive&q=lorna')).body.items;
    expect(inactive.map((c) => c.displayName)).toEqual(['Villanueva, Lorna']);
    await cashier.put(`/api/customers/${lorna.id}/active`, { active: true });
    expect(await search('lorna')).toEqual(['Villanueva, Lorna']);
  });

  it('lets an accountant read but not write', async () => {
    expect((await accountant.get<Page>('/api/customers')).status).toBe(200);
    expect((await accountant.post<Err>('/api/customers', { lastName: 'X' })).status).toBe(403);
    expect((await accountant.get(`/api/customers/${juan.id}/sales`)).status).toBe(200);
  });
});
