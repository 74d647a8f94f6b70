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
    expect(r.body.terminals.length).toBeGreaterThan(0);
    expect(r.body.sales.invoices).toBeGreaterThan(0);
    expect(r.body.sales.totalCentavos).toBeGreaterThan(0);
    expect(r.body.waiting.some((w) => w.count > 0)).toBe(true);
  }, 60_000);
});
