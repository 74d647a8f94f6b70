import { type Database, type Tx, uuidv7 } from '@fbms/db';
import {
  cashSlipEntry,
  manilaDate,
  movedValue,
  type Posting,
  returnEntry,
  revaluationPosting,
  saleEntry,
  shiftCloseEntry,
  shiftOpenEntry,
  stockEntry,
  voidEntry,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { ensureTerminalAccounts } from './chart.repository.ts';
import {
  inventoryAgainstValuation,
  type MoveRow,
  unpostedCashSlips,
  unpostedReturns,
  unpostedSales,
  unpostedShiftClosings,
  unpostedShiftOpenings,
  unpostedStockDocs,
  unpostedVoids,
} from './documents.repository.ts';
import { postEntries, postEntry } from './posting.service.ts';

/**
 * The backfill (issue 22, decision 0009): every document written before the ledger existed — sales,
 * voids, returns, stock documents, shift openings and closings, cash slips — posted once, with the same
 * entry its own transaction would have made (accounting documents.ts). A document posts once (source
 * type and id are unique), so the backfill can run again: it reads only documents with no entry. Run in
 * batches, each its own transaction; at start-up (the accounting module's `prepare`, cheap when nothing
 * is missing) and at the end of the demo store's seeding.
 *
 * Stock is valued at the product's cost now. A sale's cost of sales is its movements' cost then; when
 * that left the inventory account apart from the stock valuation (costs changed before the ledger kept
 * revaluations), one revaluation entry brings it to the valuation, so the two agree from then on.
 */

const BATCH = 500;

/** Runs a batch in a transaction of its own (a live store), or in the caller's (the demo's seeding). */
type Runner = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

const cost = (moves: readonly MoveRow[], pick: 'costCentavos' | 'unitCostCentavos') =>
  movedValue(moves.map((m) => ({ ...m, costCentavos: m[pick] })));

interface Kind<R> {
  name: string;
  read: (tx: Tx, limit: number, offset: number) => Promise<R[]>;
  entry: (row: R) => { posting: Posting; by: string | null };
}

const KINDS: Kind<never>[] = [
  {
    name: 'sale',
    read: unpostedSales,
    entry: (s) => ({ posting: saleEntry(s, -cost(s.moves, 'unitCostCentavos')), by: s.cashierId }),
  } satisfies Kind<Awaited<ReturnType<typeof unpostedSales>>[number]>,
  {
    name: 'sale_void',
    read: unpostedVoids,
    entry: (v) => ({ posting: voidEntry(v, v.sale, cost(v.moves, 'costCentavos')), by: v.by }),
  } satisfies Kind<Awaited<ReturnType<typeof unpostedVoids>>[number]>,
  {
    name: 'sale_return',
    read: unpostedReturns,
    entry: (r) => ({
      posting: returnEntry({ ...r, restockedCentavos: cost(r.moves, 'costCentavos') }),
      by: r.by,
    }),
  } satisfies Kind<Awaited<ReturnType<typeof unpostedReturns>>[number]>,
  {
    name: 'stock',
    read: unpostedStockDocs,
    entry: (d) => ({
      posting: stockEntry({
        ...d,
        memo:
          d.sourceType === 'stock_count'
            ? `Stock count ${d.number ?? ''} posted`
            : `Stock movement${d.reason ? `: ${d.reason}` : ''}`,
      }),
      by: d.by,
    }),
  } satisfies Kind<Awaited<ReturnType<typeof unpostedStockDocs>>[number]>,
  {
    name: 'shift_open',
    read: unpostedShiftOpenings,
    entry: (s) => ({ posting: shiftOpenEntry(s), by: s.openedBy }),
  } satisfies Kind<Awaited<ReturnType<typeof unpostedShiftOpenings>>[number]>,
  {
    name: 'shift_close',
    read: unpostedShiftClosings,
    entry: (s) => ({
      posting: shiftCloseEntry({
        ...s,
        expectedCashCentavos: s.expectedCashCentavos ?? 0,
        declaredCashCentavos: s.declaredCashCentavos ?? 0,
      }),
      by: s.closedBy,
    }),
  } satisfies Kind<Awaited<ReturnType<typeof unpostedShiftClosings>>[number]>,
  {
    name: 'cash_slip',
    read: unpostedCashSlips,
    entry: (c) => ({ posting: cashSlipEntry(c), by: c.by }),
  } satisfies Kind<Awaited<ReturnType<typeof unpostedCashSlips>>[number]>,
] as unknown as Kind<never>[];

/** Posts what is missing; answers how many entries of each kind it posted. */
export async function backfillWith(run: Runner, today: string): Promise<Record<string, number>> {
  const posted: Record<string, number> = {};
  await run((tx) => ensureTerminalAccounts(tx));
  for (const kind of KINDS) {
    // Documents that post nothing (no money, no value moved) stay unposted: stepped over, in order.
    let skipped = 0;
    for (;;) {
      const done = await run(async (tx) => {
        const rows = await kind.read(tx, BATCH, skipped);
        const batch = rows.map((row) => kind.entry(row));
        skipped += batch.filter((b) => b.posting.lines.length === 0).length;
        const n = await postEntries(
          tx,
          batch.map((b) => ({ posting: b.posting, postedBy: b.by })),
        );
        // The next page's "has no entry yet" reads the entries just written: without fresh statistics
        // (PGlite has no autoanalyze; a seeding transaction none either) the planner takes the
        // journal for a dozen rows and compares every document with every entry.
        if (n) await tx.execute(sql`ANALYZE journal_entries, journal_lines`);
        return { rows: rows.length, n };
      });
      if (done.n) posted[kind.name] = (posted[kind.name] ?? 0) + done.n;
      if (done.rows < BATCH) break;
    }
  }
  const trueUp = await run(async (tx) => {
    const { ledger, valuation } = await inventoryAgainstValuation(tx);
    if (ledger === valuation) return 0;
    await postEntry(
      tx,
      {
        date: today,
        memo: 'Backfill: inventory brought to the stock valuation at the products’ costs now',
        sourceType: 'revaluation',
        sourceId: uuidv7(),
        lines: revaluationPosting(valuation - ledger),
      },
      null,
    );
    return 1;
  });
  if (trueUp) posted.revaluation = trueUp;
  return posted;
}

/** The backfill on a live store: each batch its own transaction. */
export const backfillLedger = (deps: { database: Pick<Database, 'db'>; now?: () => Date }) =>
  backfillWith((work) => deps.database.db.transaction(work), manilaDate(deps.now?.() ?? new Date()));
