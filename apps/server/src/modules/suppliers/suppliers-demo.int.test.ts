import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestServer, type TestServer } from '../../test/harness.ts';

/** The demo store's suppliers: seven, one of them a non-VAT individual, each linked to products it sells. */
describe.each(DB_KINDS.slice(0, 1))('suppliers demo on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true', LOG_LEVEL: 'error' } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('has the demo suppliers, each with products', async () => {
    const rows = await t.db.query<{ name: string; vat: boolean; n: number }>(
      `SELECT s.name, s.vat_registered AS vat,
              (SELECT count(*) FROM supplier_products sp WHERE sp.supplier_id = s.id)::int AS n
         FROM suppliers s ORDER BY s.supplier_no`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.n > 0)).toBe(true);
    expect(rows.filter((r) => !r.vat)).toHaveLength(1);
  });
});
