import { customerRowsToRecords, readCustomerHeader } from '@fbms/domain';
import { parseCsv } from '@fbms/domain/catalog/csv-read';
import { readXlsx } from '@fbms/domain/catalog/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  DB_KINDS,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = {
  error: {
    code: string;
    message: string;
    details?: { problems?: { row: number; field: string; message: string }[] };
  };
};
type Result = {
  valid: number;
  imported: number;
  openingBalances: number;
  problems: { row: number; field: string; message: string }[];
};

/** Customers to and from CSV/XLSX (issue 23): export, re-import, a bad row refused, opening balances posted. */
describe.each(DB_KINDS)('customer import and export on %s', (kind) => {
  let t: TestServer;
  let owner: TestClient;
  const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]!.n;
  const records = (csv: string) => {
    const [header = [], ...rows] = parseCsv(csv);
    return customerRowsToRecords(readCustomerHeader(header).columns, rows);
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { LOG_LEVEL: 'error' } });
    owner = await createOwner(t);
    for (const body of [
      {
        firstName: 'Juan',
        lastName: 'Dela Cruz',
        phone: '0917 123 4567',
        farmLocation: 'Brgy. Sta. Rosa',
        tags: ['hog raiser', 'suki'],
        creditLimitCentavos: 10_000_00,
        harvestMonth: 3,
      },
      {
        kind: 'business',
        businessName: 'Santos Feeds, Inc.',
        tin: '123-456-789-00000',
        email: 'buy@santos.ph',
        city: 'Malolos',
      },
    ])
      expect((await owner.post('/api/customers', body)).status).toBe(201);
  }, 60_000);
  afterAll(async () => t?.close());

  it('exports every field and the balance, and the file imports back with an opening balance', async () => {
    const csv = await owner.get<string>('/api/customers/export?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toContain('Farm location');
    expect(header).toContain('Balance');
    expect(rows).toHaveLength(2);
    const filtered = parseCsv((await owner.get<string>('/api/customers/export?format=csv&q=Santos')).body);
    expect(filtered).toHaveLength(2);

    const xlsx = await fetch(`${t.baseUrl}/api/customers/export?format=xlsx`, {
      headers: { cookie: owner.cookieHeader() },
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(readXlsx(new Uint8Array(await xlsx.arrayBuffer()))).toHaveLength(3);

    // The exported file, the phones and e-mails changed (a second store's list), one with an opening balance.
    const recs = records(csv.body).map((r, i) => ({
      ...r,
      phone: i === 0 ? '0918 765 4321' : '',
      email: i === 1 ? 'orders@santos.ph' : '',
    }));
    const asOf = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    recs[0] = { ...recs[0]!, openingBalance: '1,500.50', openingDate: asOf, openingDueDate: asOf };
    const check = await owner.post<Result>('/api/customers/import', { records: recs, dryRun: true });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ valid: 2, imported: 0, problems: [] });
    expect(await count('SELECT count(*)::int AS n FROM customers')).toBe(2);

    const done = await owner.post<Result>('/api/customers/import', { records: recs, dryRun: false });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ imported: 2, openingBalances: 1 });
    const juans = await t.db.query<{
      id: string;
      farm_location: string;
      tags: string[];
      harvest_month: number;
    }>(
      `SELECT id, farm_location, tags, harvest_month FROM customers WHERE last_name = 'Dela Cruz' ORDER BY customer_no`,
    );
    expect(juans).toHaveLength(2);
    expect(juans[1]).toMatchObject({
      farm_location: 'Brgy. Sta. Rosa',
      tags: ['hog raiser', 'suki'],
      harvest_month: 3,
    });
    const gl = await t.db.query<{ debit: number; credit: number }>(
      `SELECT sum(l.debit_centavos)::float8 AS debit, sum(l.credit_centavos)::float8 AS credit
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id WHERE e.source_type = 'customer_opening'`,
    );
    expect(gl[0]).toEqual({ debit: 1_500_50, credit: 1_500_50 });
    expect(
      await count(
        `SELECT count(*)::int AS n FROM customer_ledger WHERE customer_id = '${juans[1]!.id}' AND amount_centavos = 150050`,
      ),
    ).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'customers.imported'`)).toBe(
      1,
    );
  });

  it('refuses a file with a bad row, naming the row, and writes nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM customers');
    const recs = [
      {
        firstName: 'Maria',
        lastName: 'Reyes',
        openingBalance: '200',
        openingDate: '2026-01-05',
        openingDueDate: '2026-02-05',
      },
      { firstName: 'Pedro', phone: '12345' },
    ];
    const check = await owner.post<Result>('/api/customers/import', { records: recs, dryRun: true });
    expect(check.body.problems).toEqual([
      { row: 3, field: 'Phone', message: expect.stringContaining('mobile or landline') },
    ]);
    const r = await owner.post<Err>('/api/customers/import', { records: recs, dryRun: false });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toContain('nothing was imported');
    expect(r.body.error.details?.problems?.[0]?.row).toBe(3);
    expect(await count('SELECT count(*)::int AS n FROM customers')).toBe(before);
    expect(await count(`SELECT count(*)::int AS n FROM customer_ledger WHERE memo = 'opening_balance'`)).toBe(
      1,
    );
  });
});
