import type { Database } from '@fbms/db';
import { describe, expect, it } from 'vitest';
import { databaseCounters, hit, leaseFor, memoryCounters } from './rate-limit.ts';

/** A stand-in for the rate_limits table that answers the store's upsert and counts the writes. */
function fakeTable() {
  const rows = new Map<string, { windowStart: string; count: number }>();
  let writes = 0;
  const database = {
    async query(sql: string, params: unknown[]) {
      if (sql.startsWith('DELETE')) return [];
      writes++;
      const [key, windowStart, n] = params as [string, string, number];
      const row = rows.get(key);
      const count = row && row.windowStart === windowStart ? row.count + n : n;
      rows.set(key, { windowStart, count });
      return [{ count }];
    },
  } as unknown as Database;
  return { database, rows, writes: () => writes };
}

const minute = { max: 600, windowMs: 60_000 };
const at = new Date('2026-11-23T01:00:00Z');

describe('rate-limit counters', () => {
  it('reserves a sixtieth of a large limit at once and counts small limits one by one', () => {
    expect(leaseFor({ max: 600, windowMs: 60_000 })).toBe(10);
    expect(leaseFor({ max: 100, windowMs: 900_000 })).toBe(1);
    expect(leaseFor({ max: 10, windowMs: 900_000 })).toBe(1);
    expect(leaseFor({ max: 100_000, windowMs: 60_000 })).toBe(10);
  });

  it('numbers requests 1, 2, 3… with one write per lease on the database', async () => {
    const t = fakeTable();
    const store = databaseCounters(t.database);
    const counts: number[] = [];
    for (let i = 0; i < 25; i++) counts.push((await hit(store, 'user:a', minute, at)).count);
    expect(counts).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(t.writes()).toBe(3);
    expect(t.rows.get('user:a')!.count).toBe(30);
  });

  it('two processes sharing the table never hand out the same number, and the limit holds', async () => {
    const t = fakeTable();
    const a = databaseCounters(t.database);
    const b = databaseCounters(t.database);
    const limit = { max: 120, windowMs: 60_000 };
    const seen: number[] = [];
    let allowed = 0;
    for (let i = 0; i < 100; i++) {
      const r = await hit(i % 3 ? a : b, 'user:a', limit, at);
      seen.push(r.count);
      if (r.allowed) allowed++;
    }
    expect(new Set(seen).size).toBe(100);
    expect(allowed).toBeLessThanOrEqual(limit.max);
    expect(Math.max(...seen)).toBeLessThanOrEqual(100 + 2 * (leaseFor(limit) - 1));
  });

  it('starts again at 1 in a new window', async () => {
    const t = fakeTable();
    const store = databaseCounters(t.database);
    for (let i = 0; i < 5; i++) await hit(store, 'user:a', minute, at);
    const next = await hit(store, 'user:a', minute, new Date(at.getTime() + 60_000));
    expect(next.count).toBe(1);
  });

  it('refuses past the limit with the same numbers in memory', async () => {
    const store = memoryCounters();
    const small = { max: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(store, 'auth:ip', small, at));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  });
});
