import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { alertSoon, alertsSettled } from '../../modules/inventory/stock-alerts.service.ts';
import {
  createOwner,
  createPgDatabase,
  DB_KINDS,
  type DbKind,
  startTestServer,
  type TestServer,
} from '../../test/harness.ts';
import { defineJob, enqueue, registerJobs } from './jobs.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What the test jobs did, in order: `<job>:<row id>:<attempt>`. */
const ran: string[] = [];
let gate: Promise<void> = Promise.resolve();

const countJob = defineJob<{ n: number }>('test.count', async (_payload, _deps, run) => {
  ran.push(`count:${run.id}:${run.attempt}`);
  await new Promise((resolve) => setImmediate(resolve));
});
const flakyJob = defineJob<Record<string, never>>(
  'test.flaky',
  async (_payload, _deps, run) => {
    ran.push(`flaky:${run.id}:${run.attempt}`);
    throw new Error('the printer is offline');
  },
  { retry: { attempts: 3, backoffMs: HOUR, maxBackoffMs: 24 * HOUR } },
);
const slowJob = defineJob<Record<string, never>>('test.slow', async (_payload, _deps, run) => {
  ran.push(`slow-start:${run.id}`);
  await gate;
  ran.push(`slow-end:${run.id}`);
});
registerJobs([countJob, flakyJob, slowJob]);

const servers: TestServer[] = [];
async function start(kind: DbKind, options: Parameters<typeof startTestServer>[1] = {}) {
  const t = await startTestServer(kind, { jobPollMs: 0, ...options });
  servers.push(t);
  return t;
}
async function stop(t: TestServer) {
  servers.splice(servers.indexOf(t), 1);
  await t.close();
}
const databaseUrlOf = (t: TestServer) => {
  const d = t.fbms.deps.config.database;
  return d.kind === 'postgres' ? d.url : undefined;
};
const rows = (t: TestServer, name: string) =>
  t.db.query<{ id: string; status: string; attempts: number; last_error: string | null; run_at: Date }>(
    'SELECT id, status, attempts, last_error, run_at FROM jobs WHERE name = $1 ORDER BY run_at',
    [name],
  );

afterEach(async () => {
  ran.length = 0;
  gate = Promise.resolve();
  // The second server of a pair shares the first's database: close it first.
  for (const t of servers.splice(0).reverse()) await t.close();
});

describe.each(DB_KINDS)('durable jobs on %s', (kind) => {
  it('a job queued in a transaction runs iff the transaction commits', async () => {
    const t = await start(kind);
    await expect(
      t.db.db.transaction(async (tx) => {
        await enqueue(tx, countJob, { n: 1 });
        throw new Error('the sale was refused');
      }),
    ).rejects.toThrow('refused');
    let kept: string | null = null;
    await t.db.db.transaction(async (tx) => {
      kept = await enqueue(tx, countJob, { n: 2 });
    });
    expect(await t.fbms.deps.jobs.runDue()).toBe(1);
    expect(ran).toEqual([`count:${kept}:1`]);
    expect((await rows(t, 'test.count')).map((r) => r.status)).toEqual(['done']);
    expect(await t.fbms.deps.jobs.runDue()).toBe(0);
  });

  it('a failing job is retried with growing waits, then stays failed and is shown to the admin', async () => {
    const t = await start(kind);
    const id = await t.fbms.deps.jobs.enqueue(flakyJob, {});
    await t.fbms.deps.jobs.runDue();
    expect(ran).toEqual([`flaky:${id}:1`]);
    // not before its backoff (an hour after the first failure, then two; the clock also moves by itself)
    t.advance(59 * MINUTE);
    await t.fbms.deps.jobs.runDue();
    expect(ran).toHaveLength(1);
    t.advance(2 * MINUTE);
    await t.fbms.deps.jobs.runDue();
    expect(ran).toEqual([`flaky:${id}:1`, `flaky:${id}:2`]);
    t.advance(118 * MINUTE);
    await t.fbms.deps.jobs.runDue();
    expect(ran).toHaveLength(2);
    t.advance(3 * MINUTE);
    await t.fbms.deps.jobs.runDue();
    expect(ran).toHaveLength(3);
    t.advance(24 * 60 * 60_000);
    await t.fbms.deps.jobs.runDue();
    expect(ran).toHaveLength(3);
    const [row] = await rows(t, 'test.flaky');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Error: the printer is offline' });

    const admin = await createOwner(t);
    const list = await admin.get<{
      items: { id: string; name: string; status: string; attempts: number; lastError: string }[];
      counts: Record<string, number>;
    }>('/api/admin/jobs?status=failed');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id, name: 'test.flaky', status: 'failed', attempts: 3 }),
    ]);
    expect(list.body.counts.failed).toBe(1);
  });

  it('a job pending when the server stops runs after the next start; one abandoned by a dead process too', async () => {
    const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'fbms-jobs-')) : undefined;
    const pgDb = kind === 'postgres' ? await createPgDatabase() : undefined;
    try {
      const first = await start(kind, { dataDir, databaseUrl: pgDb?.url });
      let queued: string | null = null;
      await first.db.db.transaction(async (tx) => {
        queued = await enqueue(tx, countJob, { n: 1 });
      });
      // A row a crashed process had claimed: its lease ran out.
      const abandoned = await enqueue(first.db.db, countJob, { n: 2 });
      await first.db.query(
        `UPDATE jobs SET status = 'running', attempts = 1, locked_by = 'dead', locked_until = now() - interval '1 second'
          WHERE id = $1`,
        [abandoned],
      );
      await stop(first);
      expect(ran).toEqual([]);
      const second = await start(kind, { dataDir, databaseUrl: pgDb?.url });
      await second.fbms.deps.jobs.runDue();
      expect(ran.sort()).toEqual([`count:${abandoned}:2`, `count:${queued}:1`].sort());
      expect((await rows(second, 'test.count')).map((r) => r.status)).toEqual(['done', 'done']);
    } finally {
      for (const t of servers.splice(0).reverse()) await t.close();
      await pgDb?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('the products of sales a moment apart are queued as one durable stock-alert check', async () => {
    const t = await start(kind);
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    alertSoon(t.fbms.deps, [a, b]);
    alertSoon(t.fbms.deps, [b, c]);
    await alertsSettled(t.db);
    await t.fbms.deps.jobs.runDue();
    const checks = await t.db.query<{ status: string; payload: { productIds: string[] } }>(
      `SELECT status, payload FROM jobs WHERE name = 'inventory.stock-alert-check'`,
    );
    expect(checks).toHaveLength(1);
    expect(checks[0]!.status).toBe('done');
    expect(checks[0]!.payload.productIds.sort()).toEqual([a, b, c].sort());
  });

  it('stopping the server lets the running job finish first', async () => {
    const t = await start(kind);
    let open!: () => void;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const id = await enqueue(t.db.db, slowJob, {});
    const running = t.fbms.deps.jobs.runDue();
    await expect.poll(() => ran).toEqual([`slow-start:${id}`]);
    servers.splice(servers.indexOf(t), 1);
    const closing = t.close().then(() => ran.push('closed'));
    // The job ends only when the server has finished closing or a second has passed, whichever is
    // first: a close that does not wait for it is over before the job ends, and the order shows it.
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 1000))]);
    open();
    await closing;
    await running;
    expect(ran).toEqual([`slow-start:${id}`, `slow-end:${id}`, 'closed']);
  });

  it('the daily stock check is due once per Manila day at 06:00', async () => {
    const t = await start(kind);
    const [slot] = await rows(t, 'inventory.daily-stock-check');
    const due = new Date(slot!.run_at);
    // 06:00 in Manila is 22:00 UTC
    expect(due.toISOString()).toMatch(/T22:00:00\.000Z$/);
    expect(due.getTime() - t.fbms.deps.now().getTime()).toBeLessThanOrEqual(24 * 60 * 60_000);
    await t.fbms.deps.jobs.runDue();
    expect((await rows(t, 'inventory.daily-stock-check')).map((r) => r.status)).toEqual(['queued']);
    t.advance(due.getTime() - t.fbms.deps.now().getTime() + 60_000);
    await t.fbms.deps.jobs.runDue();
    await t.fbms.deps.jobs.runDue();
    expect((await rows(t, 'inventory.daily-stock-check')).map((r) => r.status)).toEqual(['done', 'queued']);
  });
});

describe.skipIf(!DB_KINDS.includes('postgres'))('durable jobs with two servers on one PostgreSQL', () => {
  async function pair() {
    const a = await start('postgres');
    const b = await start('postgres', { databaseUrl: databaseUrlOf(a) });
    return [a, b] as const;
  }

  it('each queued job runs exactly once', async () => {
    const [a, b] = await pair();
    const ids: (string | null)[] = [];
    for (let n = 0; n < 40; n++) ids.push(await enqueue(n % 2 ? a.db.db : b.db.db, countJob, { n }));
    await Promise.all([a.fbms.deps.jobs.runDue(), b.fbms.deps.jobs.runDue(), a.fbms.deps.jobs.runDue()]);
    expect(ran.map((r) => r.split(':')[1]).sort()).toEqual([...ids].sort());
    expect(ran.every((r) => r.endsWith(':1'))).toBe(true);
  });

  it('the daily check runs once a day, however many servers are up', async () => {
    const [a, b] = await pair();
    const [slot] = await rows(a, 'inventory.daily-stock-check');
    expect(await rows(a, 'inventory.daily-stock-check')).toHaveLength(1);
    const step = new Date(slot!.run_at).getTime() - a.fbms.deps.now().getTime() + 60_000;
    for (let day = 1; day <= 3; day++) {
      // to a minute past the first slot, then a day at a time
      a.advance(day === 1 ? step : 24 * HOUR);
      b.advance(day === 1 ? step : 24 * HOUR);
      await Promise.all([a.fbms.deps.jobs.runDue(), b.fbms.deps.jobs.runDue()]);
      await Promise.all([a.fbms.deps.jobs.runDue(), b.fbms.deps.jobs.runDue()]);
      const statuses = (await rows(a, 'inventory.daily-stock-check')).map((r) => r.status);
      expect(statuses.filter((s) => s === 'done')).toHaveLength(day);
      expect(statuses.filter((s) => s === 'queued')).toHaveLength(1);
    }
  });
});
