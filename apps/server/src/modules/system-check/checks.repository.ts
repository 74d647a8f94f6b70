import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, MIGRATIONS_FOLDER } from '@fbms/db';

/** The reads of the system check: each finds what is wrong (an empty answer: nothing). */

/** The triggers and CHECK constraints the migrations create (and do not drop later), by name. */
export function guardsInMigrations(): { triggers: string[]; checks: string[] } {
  const triggers = new Set<string>();
  const checks = new Set<string>();
  const files = readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const f of files) {
    const text = readFileSync(join(MIGRATIONS_FOLDER, f), 'utf8');
    const re =
      /CREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\s+"?(\w+)"?|DROP\s+TRIGGER\s+(?:IF\s+EXISTS\s+)?"?(\w+)"?|CONSTRAINT\s+"?(\w+)"?\s+CHECK|DROP\s+CONSTRAINT\s+(?:IF\s+EXISTS\s+)?"?(\w+)"?/gi;
    for (const m of text.matchAll(re)) {
      if (m[1]) triggers.add(m[1]);
      if (m[2]) triggers.delete(m[2]);
      if (m[3]) checks.add(m[3]);
      if (m[4]) checks.delete(m[4]);
    }
  }
  return { triggers: [...triggers].sort(), checks: [...checks].sort() };
}

export async function presentGuards(database: Database) {
  const triggers = await database.query<{ name: string; enabled: string }>(
    'SELECT tgname AS name, tgenabled AS enabled FROM pg_trigger WHERE NOT tgisinternal',
  );
  const checks = await database.query<{ name: string }>(
    "SELECT conname AS name FROM pg_constraint WHERE contype = 'c'",
  );
  return {
    triggers: new Map(triggers.map((t) => [t.name, t.enabled])),
    checks: new Set(checks.map((c) => c.name)),
  };
}

/** Journal entries whose lines do not balance, and the totals of all lines. */
export async function unbalancedEntries(database: Database) {
  const bad = await database.query<{ entryNo: string; debit: string; credit: string }>(
    `SELECT coalesce(e.entry_no::text, l.entry_id::text) AS "entryNo", sum(l.debit_centavos)::text AS debit,
            sum(l.credit_centavos)::text AS credit
       FROM journal_lines l LEFT JOIN journal_entries e ON e.id = l.entry_id
      GROUP BY l.entry_id, e.entry_no
     HAVING sum(l.debit_centavos) <> sum(l.credit_centavos)
      ORDER BY 1 LIMIT 20`,
  );
  const [totals] = await database.query<{ entries: number; debit: string; credit: string }>(
    `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
            coalesce(sum(debit_centavos), 0)::text AS debit, coalesce(sum(credit_centavos), 0)::text AS credit
       FROM journal_lines`,
  );
  return { bad, totals: totals! };
}

/** Balances that differ from the sum of their movements (per product, location and lot). */
export async function stockMismatches(database: Database) {
  const bad = await database.query<{
    product: string;
    sku: string | null;
    location: string;
    balance: string;
    movements: string;
  }>(
    `WITH m AS (
       SELECT product_id, location_id, lot_id, sum(qty_milli) AS qty FROM stock_movements
        GROUP BY product_id, location_id, lot_id),
     b AS (SELECT product_id, location_id, lot_id, qty_milli AS qty FROM stock_balances)
     SELECT coalesce(p.name, x.product_id::text) AS product, p.sku, coalesce(l.name, x.location_id::text) AS location,
            x.balance::text AS balance, x.movements::text AS movements
       FROM (SELECT coalesce(b.product_id, m.product_id) AS product_id, coalesce(b.location_id, m.location_id) AS location_id,
                    coalesce(b.qty, 0) AS balance, coalesce(m.qty, 0) AS movements
               FROM b FULL JOIN m ON m.product_id = b.product_id AND m.location_id = b.location_id
                                 AND m.lot_id IS NOT DISTINCT FROM b.lot_id) x
       LEFT JOIN products p ON p.id = x.product_id
       LEFT JOIN locations l ON l.id = x.location_id
      WHERE x.balance <> x.movements
      ORDER BY 1 LIMIT 20`,
  );
  const [n] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM stock_balances');
  return { bad, balances: n!.n };
}

/** Per terminal: invoice and VOID numbers missing between the first and the next to be issued. */
export async function seriesProblems(database: Database) {
  const gaps = await database.query<{ terminal: string; series: string; from: string; to: string }>(
    `WITH s AS (
       SELECT terminal_id, 'invoice' AS series, invoice_no AS no FROM sales
       UNION ALL SELECT terminal_id, 'void', void_no FROM sale_voids),
     g AS (SELECT terminal_id, series, no, lag(no) OVER (PARTITION BY terminal_id, series ORDER BY no) AS prev FROM s),
     tail AS (
       SELECT t.id AS terminal_id, x.series, x.last, x.next
         FROM terminals t
         CROSS JOIN LATERAL (VALUES
           ('invoice', (SELECT max(invoice_no) FROM sales WHERE terminal_id = t.id), t.next_invoice_no),
           ('void', (SELECT max(void_no) FROM sale_voids WHERE terminal_id = t.id), t.next_void_no)) AS x(series, last, next))
     SELECT t.name AS terminal, g.series, (g.prev + 1)::text AS "from", (g.no - 1)::text AS "to"
       FROM g JOIN terminals t ON t.id = g.terminal_id WHERE g.no > g.prev + 1
     UNION ALL
     SELECT t.name, tail.series, (tail.last + 1)::text, (tail.next - 1)::text
       FROM tail JOIN terminals t ON t.id = tail.terminal_id
      WHERE tail.last IS NOT NULL AND tail.next > tail.last + 1
      ORDER BY 1, 2, 3 LIMIT 20`,
  );
  const [n] = await database.query<{ terminals: number; invoices: number }>(
    'SELECT (SELECT count(*)::int FROM terminals) AS terminals, (SELECT count(*)::int FROM sales) AS invoices',
  );
  return { gaps, ...n! };
}

/** Customer ledger rows that differ from their documents: charge sales and collection receipts. */
export async function customerLedgerMismatches(database: Database) {
  const bad = await database.query<{ document: string; expected: string; ledger: string }>(
    `SELECT 'receipt ' || r.receipt_no AS document, (-r.amount_centavos)::text AS expected,
            coalesce((SELECT sum(amount_centavos) FROM customer_ledger c
                       WHERE c.receipt_id = r.id AND c.kind = 'payment'), 0)::text AS ledger
       FROM collection_receipts r
      WHERE -r.amount_centavos <> coalesce((SELECT sum(amount_centavos) FROM customer_ledger c
                                             WHERE c.receipt_id = r.id AND c.kind = 'payment'), 0)
     UNION ALL
     SELECT 'invoice ' || s.invoice_no::text, p.charge::text,
            coalesce((SELECT sum(amount_centavos) FROM customer_ledger c WHERE c.sale_id = s.id AND c.kind = 'charge'), 0)::text
       FROM sales s
       JOIN (SELECT sale_id, sum(amount_centavos) AS charge FROM sale_payments WHERE method = 'charge' GROUP BY sale_id) p
         ON p.sale_id = s.id
      WHERE s.customer_id IS NOT NULL
        AND p.charge <> coalesce((SELECT sum(amount_centavos) FROM customer_ledger c WHERE c.sale_id = s.id AND c.kind = 'charge'), 0)
      LIMIT 20`,
  );
  const [n] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_ledger');
  return { bad, entries: n!.n };
}

/** A product with at least one unit in stock (no lot) at an active location: the round trip sells it. */
export async function productToSell(database: Database) {
  const [row] = await database.query<{ productId: string; locationId: string }>(
    `SELECT b.product_id AS "productId", b.location_id AS "locationId"
       FROM stock_balances b JOIN products p ON p.id = b.product_id JOIN locations l ON l.id = b.location_id
      WHERE b.qty_milli - b.loose_milli >= 1000 AND b.lot_id IS NULL AND p.is_active AND l.is_active
      ORDER BY b.qty_milli DESC LIMIT 1`,
  );
  return row ?? null;
}
