import { sqlRows } from '@fbms/db';
import type { ReadingFigures } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestServer, type TestServer } from '../../test/harness.ts';
import { computeFigures } from './readings.service.ts';

/** The demo counter's past days: a closed shift and a Z-reading each, as the readings compute them. */
describe.each(DB_KINDS)('the demo readings (%s)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true' } });
  });
  afterAll(() => t?.close());

  it('closes every past day with a shift and a Z-reading; the Z counter and the grand total grow', async () => {
    const db = t.db.db;
    // The demo store has one terminal: the demo counter.
    const [{ id: DEMO_TERMINAL_ID }] = (await sqlRows<{ id: string }>(db, sql`SELECT id FROM terminals`)) as [
      { id: string },
    ];
    const z = await sqlRows<{ d: string; no: number; figures: ReadingFigures }>(
      db,
      sql`SELECT to_char(business_date, 'YYYY-MM-DD') AS d, reading_no::float8 AS no, figures FROM readings
           WHERE terminal_id = ${DEMO_TERMINAL_ID} AND kind = 'z' ORDER BY business_date`,
    );
    expect(z).toHaveLength(89);
    let grand = 0;
    for (const [i, r] of z.entries()) {
      expect(r.no).toBe(i + 1);
      expect(r.figures.previousAccumulatedCentavos).toBe(grand);
      grand += r.figures.grossCentavos;
      expect(r.figures.presentAccumulatedCentavos).toBe(grand);
    }
    const [term] = await sqlRows<{ z: number; grand: number; next: number; shiftNo: number }>(
      db,
      sql`SELECT t.z_counter::float8 AS z, t.grand_total_centavos::float8 AS grand, t.next_shift_no::float8 AS next,
                 s.shift_no::float8 AS "shiftNo"
            FROM terminals t JOIN shifts s ON s.id = t.open_shift_id WHERE t.id = ${DEMO_TERMINAL_ID}`,
    );
    expect(term).toEqual({ z: 89, grand, next: 91, shiftNo: 90 });
    const [loose] = await sqlRows<{ n: number }>(
      db,
      sql`SELECT count(*)::float8 AS n FROM sales WHERE terminal_id = ${DEMO_TERMINAL_ID} AND shift_id IS NULL`,
    );
    expect(loose!.n).toBe(0);
    // Each closed shift keeps its expected money per tender, as a real closing does (the shift's detail).
    const [unbroken] = await sqlRows<{ n: number }>(
      db,
      sql`SELECT count(*)::float8 AS n FROM shifts WHERE closed_at IS NOT NULL
            AND (expected IS NULL OR (expected->>'cash')::bigint <> expected_cash_centavos)`,
    );
    expect(unbroken!.n).toBe(0);
    const so = z.map((r) => r.figures.cash.shortOverCentavos);
    expect(so.filter((v) => v !== 0).length).toBeGreaterThan(3);
    // Voids and returns on about one past day in eight, in the figures of their day's Z-reading.
    const withDocs = z.filter((r) => r.figures.voids.count + r.figures.returns.count > 0);
    expect(withDocs.length).toBeGreaterThanOrEqual(8);
    expect(z.filter((r) => r.figures.voidsCentavos > 0).length).toBeGreaterThanOrEqual(5);
    expect(z.filter((r) => r.figures.returnsCentavos > 0).length).toBeGreaterThanOrEqual(5);
    // Each closed shift expected its fund and the cash taken, less the cash paid back for voids and returns.
    const cashOf = (list: { method: string; amountCentavos: number }[]) =>
      list.filter((x) => x.method === 'cash').reduce((a, x) => a + x.amountCentavos, 0);
    for (const r of z)
      expect(r.figures.cash.expectedCentavos, r.d).toBe(
        r.figures.cash.openingFundCentavos + cashOf(r.figures.tenders) - cashOf(r.figures.refunds),
      );
    // The stored figures are what the readings' SQL gives for those days now (T15): a few days, and
    // every day with a void or a return (its shift's expected cash less the refunds).
    for (const r of [z[0]!, z[44]!, z.at(-1)!, ...withDocs]) {
      const f = r.figures;
      const again = await db.transaction((tx) =>
        computeFigures(
          tx,
          { kind: 'z', terminalId: DEMO_TERMINAL_ID, businessDate: f.businessDate },
          { ...f, zCounter: f.zCounter!, previousAccumulatedCentavos: f.previousAccumulatedCentavos! },
        ),
      );
      expect(again).toEqual(f);
    }
  });
});
