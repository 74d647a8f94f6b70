import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEMO_PASSWORD, signIn, startTestServer } from '../../apps/server/src/test/harness.ts';
import { type Percentiles, percentiles } from './catalog-phase.ts';
import { createBenchDatabase } from './postgres.ts';
import { type Row, times } from './report.ts';

/** The target: posting a 200-line receiving voucher within 2× the bare transaction of its rows. */
export const RECEIVING_LINES = 200;
export const RECEIVING_TARGET_RATIO = 2;
const REPS = 30;
const MAIN = '01900000-0000-7000-8000-000000000001';

export interface ReceivingResult {
  database: 'postgres';
  lines: number;
  api: Percentiles;
  bare: Percentiles;
}

/**
 * A 200-line delivery on PostgreSQL: 200 products with stock (100 of them in 25-kg sacks), one
 * VAT-registered supplier; each run an approved 200-line purchase order is written by SQL (not timed),
 * then POST /api/purchases/receiving receives it in full as the demo manager (freight spread, moving-
 * average cost, stock in, the order's status, the bill, the journal entry: one transaction); the orders of
 * every run are written first, then VACUUM ANALYZE. Next to it,
 * the bare transaction of the same rows sent from the client: the voucher, its 200 lines, 200 movements,
 * 200 balance updates, 200 product costs, 200 order lines, the order, the bill, the journal entry.
 */
export async function runReceiving(log: (line: string) => void): Promise<ReceivingResult> {
  const benchDb = await createBenchDatabase();
  const t = await startTestServer('postgres', {
    env: { DEMO: 'true', LOG_LEVEL: 'warn' },
    databaseUrl: benchDb.url,
  });
  const client = new pg.Client({ connectionString: benchDb.url });
  await client.connect();
  try {
    const supplierId = randomUUID();
    await client.query(
      `INSERT INTO suppliers (id, name, vat_registered, payment_terms_days) VALUES ($1, 'Bench Feeds Inc.', true, 30)`,
      [supplierId],
    );
    const products = Array.from({ length: RECEIVING_LINES }, (_, i) => ({
      id: randomUUID(),
      sack: i % 2 === 0,
    }));
    await client.query(
      `INSERT INTO products (id, sku, name, base_unit, cost_centavos, price_centavos)
       SELECT x.id, 'RB-' || x.n, 'Bench product ' || x.n, 'kg', 3000, 4000
         FROM unnest($1::uuid[], $2::int[]) AS x(id, n)`,
      [products.map((p) => p.id), products.map((_, i) => i + 1)],
    );
    await client.query(
      `INSERT INTO product_units (id, product_id, code, base_milli_per_unit, price_centavos)
       SELECT gen_random_uuid(), id, 'sack', 25000, 90000 FROM unnest($1::uuid[]) AS id`,
      [products.filter((p) => p.sack).map((p) => p.id)],
    );
    await client.query(
      `INSERT INTO stock_balances (id, product_id, location_id, qty_milli)
       SELECT gen_random_uuid(), id, $2, 100000 FROM unnest($1::uuid[]) AS id`,
      [products.map((p) => p.id), MAIN],
    );
    const [{ id: userId }] = (await client.query(`SELECT id FROM users WHERE email = 'manager@demo.fbms.ph'`))
      .rows as [{ id: string }];
    const [{ id: invId }] = (
      await client.query(`SELECT id FROM gl_accounts WHERE key = 'inventory' AND terminal_id IS NULL`)
    ).rows as [{ id: string }];
    const [{ id: vatId }] = (
      await client.query(`SELECT id FROM gl_accounts WHERE key = 'input_vat' AND terminal_id IS NULL`)
    ).rows as [{ id: string }];
    const [{ id: apId }] = (
      await client.query(`SELECT id FROM gl_accounts WHERE key = 'accounts_payable' AND terminal_id IS NULL`)
    ).rows as [{ id: string }];
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);

    const order = async (n: number) => {
      const poId = randomUUID();
      const lineIds = products.map(() => randomUUID());
      await client.query(
        `INSERT INTO purchase_orders (id, po_no, supplier_id, location_id, status, order_date, total_centavos)
         VALUES ($1, $2, $3, $4, 'approved', current_date, 0)`,
        [poId, `PO-BENCH-${n}`, supplierId, MAIN],
      );
      await client.query(
        `INSERT INTO purchase_order_lines (id, po_id, line_no, product_id, unit_code, base_milli_per_unit, ordered_milli, unit_cost_centavos)
         SELECT x.id, $1, x.n, x.p, CASE WHEN x.s THEN 'sack' ELSE 'kg' END, CASE WHEN x.s THEN 25000 ELSE 1000 END,
                CASE WHEN x.s THEN 100000 ELSE 20000 END, CASE WHEN x.s THEN 84000 ELSE 3360 END
           FROM unnest($2::uuid[], $3::int[], $4::uuid[], $5::bool[]) AS x(id, n, p, s)`,
        [
          poId,
          lineIds,
          products.map((_, i) => i + 1),
          products.map((p) => p.id),
          products.map((p) => p.sack),
        ],
      );
      return { poId, lineIds };
    };
    const body = (poId: string, lineIds: string[]) => ({
      id: randomUUID(),
      supplierId,
      poId,
      supplierInvoiceNo: `SI-${poId.slice(0, 8)}`,
      freightCentavos: 1_500_00,
      lines: products.map((p, i) => ({
        poLineId: lineIds[i],
        productId: p.id,
        unitCode: p.sack ? 'sack' : 'kg',
        receivedMilli: p.sack ? 100_000 : 20_000,
        unitCostCentavos: p.sack ? 840_00 : 33_60,
      })),
    });

    /** The same rows as the API writes, sent bare in one transaction. */
    const bareReceive = async (poId: string, lineIds: string[], n: number) => {
      const rvId = randomUUID();
      const qty = products.map((p) => (p.sack ? 100_000 : 20_000));
      const lineIdsRv = products.map(() => randomUUID());
      const movIds = products.map(() => randomUUID());
      const pids = products.map((p) => p.id);
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO receiving_vouchers (id, rv_no, supplier_id, po_id, location_id, business_date, supplier_invoice_no,
                                         freight_centavos, goods_centavos, input_vat_centavos, total_centavos, request_hash, created_by)
         VALUES ($1, $2, $3, $4, $5, current_date, 'SI-bare', 150000, 1008000000, 108000000, 1008150000, 'bare', $6)`,
        [rvId, `RV-BARE-${n}`, supplierId, poId, MAIN, userId],
      );
      await client.query(
        `INSERT INTO receiving_voucher_lines (id, rv_id, line_no, po_line_id, product_id, unit_code, base_milli_per_unit,
                                              received_milli, unit_cost_centavos, line_centavos, landed_centavos,
                                              base_cost_centavos, cost_before_centavos, cost_after_centavos, movement_id)
         SELECT x.id, $1, x.n, x.pl, x.p, x.u, x.f, x.q, x.c, x.lc, 750, 3001, 3000, 3000, x.m
           FROM unnest($2::uuid[], $3::int[], $4::uuid[], $5::uuid[], $6::text[], $7::bigint[], $8::bigint[], $9::bigint[],
                       $10::bigint[], $11::uuid[]) AS x(id, n, pl, p, u, f, q, c, lc, m)`,
        [
          rvId,
          lineIdsRv,
          products.map((_, i) => i + 1),
          lineIds,
          pids,
          products.map((p) => (p.sack ? 'sack' : 'kg')),
          products.map((p) => (p.sack ? 25000 : 1000)),
          qty,
          products.map((p) => (p.sack ? 84000 : 3360)),
          products.map((p) => (p.sack ? 336000 : 67200)),
          movIds,
        ],
      );
      await client.query(
        `INSERT INTO stock_movements (id, product_id, location_id, type, qty_milli, previous_milli, new_milli,
                                      unit_cost_centavos, reference_type, reference_id, reference_number, performed_by)
         SELECT x.id, x.p, $1, 'purchase', x.q, 0, x.q, 3001, 'receiving_voucher', $2, $3, $4
           FROM unnest($5::uuid[], $6::uuid[], $7::bigint[]) AS x(id, p, q)`,
        [MAIN, rvId, `RV-BARE-${n}`, userId, movIds, pids, qty],
      );
      await client.query(
        `UPDATE stock_balances b SET qty_milli = b.qty_milli + x.q, updated_at = now()
           FROM unnest($1::uuid[], $2::bigint[]) AS x(p, q) WHERE b.product_id = x.p AND b.location_id = $3`,
        [pids, qty, MAIN],
      );
      await client.query(
        `UPDATE products p SET cost_centavos = x.c, updated_at = now() FROM unnest($1::uuid[], $2::bigint[]) AS x(id, c) WHERE p.id = x.id`,
        [pids, products.map(() => 3000)],
      );
      await client.query(
        `UPDATE purchase_order_lines l SET received_milli = l.received_milli + x.q
           FROM unnest($1::uuid[], $2::bigint[]) AS x(id, q) WHERE l.id = x.id`,
        [lineIds, qty],
      );
      await client.query(
        `UPDATE purchase_orders SET status = 'received', version = version + 1 WHERE id = $1`,
        [poId],
      );
      await client.query(
        `INSERT INTO supplier_bills (id, supplier_id, kind, rv_id, reference, bill_date, due_date, amount_centavos, input_vat_centavos)
         VALUES (gen_random_uuid(), $1, 'bill', $2, 'SI-bare', current_date, current_date + 30, 1008150000, 108000000)`,
        [supplierId, rvId],
      );
      const entryId = randomUUID();
      await client.query(
        `INSERT INTO journal_entries (id, entry_date, document_date, memo, source_type, source_id, source_number,
                                      total_centavos, posted_by)
         VALUES ($1, current_date, current_date, 'bare', 'receiving', $2, $3, 1008150000, $4)`,
        [entryId, rvId, `RV-BARE-${n}`, userId],
      );
      await client.query(
        `INSERT INTO journal_lines (entry_id, line_no, account_id, entry_date, debit_centavos, credit_centavos)
         VALUES ($1, 1, $2, current_date, 900150000, 0), ($1, 2, $3, current_date, 108000000, 0),
                ($1, 3, $4, current_date, 0, 1008150000)`,
        [entryId, invId, vatId, apId],
      );
      await client.query('COMMIT');
    };

    const api: number[] = [];
    const bare: number[] = [];
    // Every run's orders written first, then VACUUM ANALYZE (as a store's tables are, by autovacuum).
    const orders: Awaited<ReturnType<typeof order>>[] = [];
    for (let n = 0; n < 2 * (REPS + 2); n++) orders.push(await order(1000 + n));
    await client.query('VACUUM ANALYZE products, stock_balances, purchase_orders, purchase_order_lines');
    for (let i = -2; i < REPS; i++) {
      const a = orders[2 * (i + 2)]!;
      const s = performance.now();
      const r = await manager.post<{ lines: unknown[] }>('/api/purchases/receiving', body(a.poId, a.lineIds));
      const apiMs = performance.now() - s;
      if (r.status !== 201 || r.body.lines.length !== RECEIVING_LINES)
        throw new Error(`receiving: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      const b = orders[2 * (i + 2) + 1]!;
      const bs = performance.now();
      await bareReceive(b.poId, b.lineIds, i + 10);
      const bareMs = performance.now() - bs;
      if (i >= 0) {
        api.push(apiMs);
        bare.push(bareMs);
      }
    }
    const result: ReceivingResult = {
      database: 'postgres',
      lines: RECEIVING_LINES,
      api: percentiles(api),
      bare: percentiles(bare),
    };
    log(
      `  ${RECEIVING_LINES}-line receiving voucher: API p50 ${result.api.p50.toFixed(0)} ms, p95 ${result.api.p95.toFixed(0)} ms; bare transaction p50 ${result.bare.p50.toFixed(0)} ms, p95 ${result.bare.p95.toFixed(0)} ms`,
    );
    return result;
  } finally {
    await client.end();
    await t.close();
    await benchDb.drop();
  }
}

const f = (ms: number) => `${ms.toFixed(0)} ms`;

export function receivingRows(r: ReceivingResult): Row[] {
  const ratio = r.api.p50 / r.bare.p50;
  return [
    {
      metric: `receiving: POST /api/purchases/receiving, a ${r.lines}-line voucher against an approved order (PostgreSQL, ${r.api.n} runs)`,
      value: `p50 ${f(r.api.p50)}, p95 ${f(r.api.p95)}`,
      reference: `bare transaction of the same rows p50 ${f(r.bare.p50)}, p95 ${f(r.bare.p95)}; ${ratio < RECEIVING_TARGET_RATIO ? 'meets' : 'MISSES'} target < ${RECEIVING_TARGET_RATIO}× (p50)`,
      ratio: times(r.api.p50, r.bare.p50),
    },
  ];
}
