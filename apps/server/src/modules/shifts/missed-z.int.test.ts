import { sqlRows } from '@fbms/db';
import { manilaDate } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startTestServer, type TestServer } from '../../test/harness.ts';
import { flagMissedZReadings } from './readings.service.ts';

const DAY = 86_400_000;

/**
 * The missed-Z notice runs at 00:05 and when a server starts after a missed slot, so two runs can meet
 * (two servers, or the slot and a catch-up). Managers are told once per terminal and date all the same.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('missed-Z notices racing (postgres)', () => {
  let t: TestServer;
  let terminalId: string;

  beforeAll(async () => {
    // No polling and, after the set-up below, no request: nothing but the test runs the job.
    t = await startTestServer('postgres', { env: { DEMO: 'true', LOG_LEVEL: 'error' }, jobPollMs: 0 });
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const e = await manager.post<{ id: string }>('/api/pos/terminals', {
      name: 'Counter M',
      min: '21010112345678902',
      serialNumber: 'SN-M',
      ptuNumber: 'FP-M',
    });
    expect(e.status).toBe(201);
    terminalId = e.body.id;
    // The terminal sold two days ago and its day was never closed with a Z-reading.
    const twoDaysAgo = manilaDate(new Date(t.fbms.deps.now().getTime() - 2 * DAY));
    await t.db.db.execute(
      sql`UPDATE terminals SET day_open = true, business_date = ${twoDaysAgo}::date WHERE id = ${terminalId}`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('flags the terminal once, whichever run gets there first', async () => {
    const runs = await Promise.all([1, 2, 3, 4].map(() => flagMissedZReadings(t.fbms.deps)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = await sqlRows<{ audits: number; notices: number }>(
      t.db.db,
      sql`SELECT (SELECT count(*)::float8 FROM audit_log WHERE action = 'shifts.z_reading_missed'
                    AND target_id = ${terminalId}) AS audits,
                 (SELECT max(n)::float8 FROM (SELECT count(*) AS n FROM notifications WHERE title = 'Z-reading missing'
                    AND message LIKE 'Counter M %' GROUP BY user_id) per_person) AS notices`,
    );
    expect(row).toEqual({ audits: 1, notices: 1 }); // one notice for each manager and admin
    expect(await flagMissedZReadings(t.fbms.deps)).toBe(0);
  });
});
