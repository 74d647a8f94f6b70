import type { OperationsToday } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO_PASSWORD, signIn, startTestServer, type TestServer } from '../../test/harness.ts';

/** The demo store's day as its manager sees it: the demo counter, today's sales, something waiting. */
describe.each(DB_KINDS.slice(0, 1))('operations over the demo store on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true', LOG_LEVEL: 'error' } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it("the manager's page: the counter, today's sales and what waits", async () => {
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const r = await manager.get<OperationsToday>('/api/operations/today');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The demo counter (sales/demo-terminal.ts's fixed id).
    expect(r.body.terminals.map((x) => x.id)).toContain('01900000-0000-7000-8000-0000000d0001');
    // Today's completed invoices at the page's counters, as the database holds them; the demo store sells
    // from 7:00 Manila time, so before 8:00 there may be none yet.
    const [db] = await t.db.query<{ n: number; total: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(total_centavos), 0)::float8 AS total FROM sales
        WHERE status = 'completed' AND business_date = $1 AND terminal_id = ANY($2::uuid[])`,
      [r.body.today, `{${r.body.terminals.map((x) => x.id).join(',')}}`],
    );
    expect(r.body.sales).toMatchObject({ invoices: db!.n, totalCentavos: db!.total });
    const manilaHour = (new Date().getUTCHours() + 8) % 24;
    if (manilaHour >= 8) expect(db!.n).toBeGreaterThan(0);
    expect(r.body.waiting.some((w) => w.count > 0)).toBe(true);
  }, 60_000);
});
