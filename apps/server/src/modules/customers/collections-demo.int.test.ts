import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestServer, type TestServer } from '../../test/harness.ts';

/** The demo store's payments on account: receipts against the opening balances, posted, one bounced. */
describe.each(DB_KINDS.slice(0, 1))('collections demo on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true', LOG_LEVEL: 'error' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has about ten receipts, a bounced check, store credit, and receivables that agree with the books', async () => {
    const [r] = await t.db.query<{
      n: number;
      bounced: number;
      checks: number;
      credit: number;
      ledger: number;
      ar: number;
      posted: number;
    }>(
      `SELECT (SELECT count(*) FROM collection_receipts)::int AS n,
              (SELECT count(*) FROM collection_receipts WHERE status = 'bounced')::int AS bounced,
              (SELECT count(*) FROM collection_receipts WHERE method = 'check')::int AS checks,
              (SELECT count(*) FROM (SELECT customer_id FROM customer_ledger GROUP BY customer_id
                                      HAVING sum(amount_centavos) < 0) x)::int AS credit,
              (SELECT coalesce(sum(amount_centavos), 0) FROM customer_ledger)::float8 AS ledger,
              (SELECT coalesce(sum(l.debit_centavos - l.credit_centavos), 0) FROM journal_lines l
                 JOIN gl_accounts a ON a.id = l.account_id WHERE a.key = 'accounts_receivable')::float8 AS ar,
              (SELECT count(*) FROM journal_entries WHERE source_type IN ('collection', 'collection_bounce'))::int AS posted`,
    );
    expect(r!.n).toBe(10);
    expect(r!.bounced).toBe(1);
    expect(r!.checks).toBe(2);
    expect(r!.credit).toBeGreaterThanOrEqual(1);
    expect(r!.posted).toBe(11);
    expect(r!.ar).toBe(r!.ledger);
  });
});
