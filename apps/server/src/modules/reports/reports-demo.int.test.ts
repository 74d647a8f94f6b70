import { type AnalyticsReport, manilaDate } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO_PASSWORD, signIn, startTestServer, type TestServer } from '../../test/harness.ts';

/** The demo store's last 30 days: sales by day has rows and a profit; slow movers answers. */
describe.each(DB_KINDS.slice(0, 1))('reports over the demo store on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true', LOG_LEVEL: 'error' } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('sales by day of the last 30 days, and slow movers', async () => {
    const admin = await signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD);
    const to = manilaDate(new Date());
    const from = new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    const days = await admin.get<AnalyticsReport>(`/api/reports/sales-by-day?from=${from}&to=${to}`);
    expect(days.status, JSON.stringify(days.body)).toBe(200);
    expect(days.body.rows.length).toBeGreaterThan(0);
    expect(days.body.totals.profit).toBeGreaterThan(0);
    const slow = await admin.get<AnalyticsReport>(`/api/reports/slow-movers?from=${from}&to=${to}`);
    expect(slow.status, JSON.stringify(slow.body)).toBe(200);
    expect(Array.isArray(slow.body.rows)).toBe(true);
  }, 60_000);
});
