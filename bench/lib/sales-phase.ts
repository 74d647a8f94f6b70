import { createHash, randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { uuidv7 } from '@fbms/db';
import {
  type InvoiceSale,
  invoiceLayout,
  invoiceText,
  manilaDate,
  movedValue,
  salePosting,
} from '@fbms/domain';
import pg from 'pg';
import { type HttpResponse, httpRequest } from './http.ts';
import { benchDatabaseFor } from './postgres.ts';
import { makeTempDir } from './proc.ts';
import { type Running, startFbms, stopServer } from './server.ts';
import { BENCH_RATE_LIMITS } from './throughput-phase.ts';

/** Concurrent terminals per database, as the issue asks. */
export const SALE_TERMINALS = { postgres: [1, 10, 50], pglite: [1, 10] } as const;
/** The issue's targets: p99 under 100 ms at 50 terminals on PostgreSQL; p50 within 3× of the bare transaction. */
export const SALE_P99_TARGET_MS = 100;
export const SALE_P99_TARGET_TERMINALS = 50;
export const SALE_P50_TARGET_TIMES = 3;
/**
 * Besides back to back: 50 terminals on PostgreSQL each completing a sale every 2 s (25 sales a second
 * in all). Back to back, 50 terminals wait on each other by construction (Little's law: p50 ≈ 50 / sales
 * per second, so p99 < 100 ms needs over 500 sales/s); paced, the latency is what a cashier at one of 50
 * very busy counters would see.
 */
export const SALE_PACED = { terminals: 50, everyMs: 2000 } as const;
/** The server's default DATABASE_POOL_SIZE; the bare transaction on PostgreSQL gets as many connections. */
export const SERVER_POOL_SIZE = 10;

const MANAGER = { email: 'manager@demo.fbms.ph', password: 'Demo#2026pos' };
/** So much stock that no sale of the run ever finds a product short (100,000,000 base units). */
const OPENING_MILLI = 100_000_000_000;

/** The three products of every sale and the line each sells. */
const PRODUCTS = [
  {
    body: {
      sku: 'BENCH-SALE-FEED',
      name: 'Hog Grower (bench)',
      taxClass: 'vatable',
      baseUnit: 'kg',
      priceCentavos: 3200,
      costCentavos: 2700,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
    },
    line: { unitCode: 'sack', qtyMilli: 1000, unitPriceCentavos: 145_000 },
    baseMilliPerUnit: 50_000,
    /** A sack sold as a sack leaves sealed (sales.service.ts). */
    form: 'sealed',
  },
  {
    body: {
      sku: 'BENCH-SALE-UREA',
      name: 'Urea 46-0-0 (bench)',
      taxClass: 'vat_exempt',
      vatExemptBasis: 'NIRC Sec. 109(1)(A): fertilizer',
      baseUnit: 'kg',
      priceCentavos: 3000,
      costCentavos: 2400,
    },
    line: { unitCode: 'kg', qtyMilli: 2500, unitPriceCentavos: 3000 },
    baseMilliPerUnit: 1000,
    form: null,
  },
  {
    body: {
      sku: 'BENCH-SALE-SPRAYER',
      name: 'Knapsack sprayer 16 L (bench)',
      taxClass: 'vatable',
      baseUnit: 'piece',
      priceCentavos: 185_000,
      costCentavos: 150_000,
    },
    line: { unitCode: null, qtyMilli: 1000, unitPriceCentavos: 185_000 },
    baseMilliPerUnit: 1000,
    form: null,
  },
] as const;

export interface Latency {
  /** Completed (201 / committed) in the measured window. */
  n: number;
  /** Anything else in the measured window: non-201 answers, timeouts, failed transactions. */
  failed: number;
  firstFailure?: string;
  p50: number;
  p99: number;
  max: number;
  perS: number;
}

export interface SalesRun {
  terminals: number;
  api: Latency;
  bare: Latency;
}

export interface PacedRun {
  terminals: number;
  everyMs: number;
  api: Latency;
  bare: Latency;
}

export interface SalesResult {
  database: 'pglite' | 'postgres';
  postgresVersion?: string;
  warmupS: number;
  durationS: number;
  totalCentavos: number;
  runs: SalesRun[];
  /** PostgreSQL only: SALE_PACED. */
  paced?: PacedRun;
  /** Rows counted at the end against what the run completed (warm-ups included). */
  check: { sales: number; expectedSales: number; ok: boolean; detail: string };
}

type Log = (line: string) => void;
interface Plan {
  durationS: number;
  warmupS: number;
}

function latency(values: number[], failed: number, durationS: number, firstFailure?: string): Latency {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => (s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]! : Number.NaN);
  return {
    n: s.length,
    failed,
    ...(firstFailure ? { firstFailure } : {}),
    p50: at(0.5),
    p99: at(0.99),
    max: s.at(-1) ?? Number.NaN,
    perS: s.length / durationS,
  };
}

/**
 * `workers` loops, each sending `once(worker)` back to back, or, with `everyMs`, starting one call every
 * `everyMs` (starts spread evenly over the first interval; a call that overruns its slot delays the next,
 * no catch-up burst): `warmupS` seconds discarded, then the latency of every call started in the next
 * `durationS` seconds. Returns the figures and how many calls succeeded in all (warm-up included), so the
 * rows written can be counted afterwards.
 */
async function loadLoop(
  workers: number,
  plan: Plan,
  once: (worker: number) => Promise<void>,
  everyMs = 0,
): Promise<{ latency: Latency; okTotal: number }> {
  const start = performance.now();
  const measureFrom = start + plan.warmupS * 1000;
  const end = measureFrom + plan.durationS * 1000;
  const times: number[] = [];
  let failed = 0;
  let okTotal = 0;
  let firstFailure: string | undefined;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      let slot = start + (w * everyMs) / workers;
      while ((everyMs ? slot : performance.now()) < end) {
        if (everyMs)
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, slot - performance.now())));
        const t0 = performance.now();
        let ok = true;
        try {
          await once(w);
          okTotal++;
        } catch (err) {
          ok = false;
          firstFailure ??= (err as Error).message.slice(0, 300);
        }
        if (t0 >= measureFrom) {
          if (ok) times.push(performance.now() - t0);
          else failed++;
        }
        slot = Math.max(slot + everyMs, performance.now());
      }
    }),
  );
  return { latency: latency(times, failed, plan.durationS, firstFailure), okTotal };
}

/** The cookies a response sets, as `name=value` pairs. */
const cookiesOf = (res: HttpResponse) => (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);

interface Terminal {
  id: string;
  name: string;
  locationId: string;
  /** The browser's cookie jar: its own session and its own terminal cookie. */
  cookie: string;
}

/** One "browser" per terminal: the demo manager signs in, then enrolls it (each with its own cookies). */
async function enrollTerminal(base: string, name: string): Promise<Terminal> {
  const json = { 'content-type': 'application/json', origin: base };
  const signIn = await httpRequest(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(MANAGER),
    timeoutMs: 30_000,
  });
  if (signIn.status !== 200) throw new Error(`sign-in: HTTP ${signIn.status} ${signIn.body.slice(0, 300)}`);
  const session = cookiesOf(signIn).join('; ');
  const res = await httpRequest(`${base}/api/pos/terminals`, {
    method: 'POST',
    headers: { ...json, cookie: session },
    body: JSON.stringify({ name }),
    timeoutMs: 30_000,
  });
  if (res.status !== 201) throw new Error(`enroll ${name}: HTTP ${res.status} ${res.body.slice(0, 300)}`);
  const t = JSON.parse(res.body) as { id: string; name: string; locationId: string };
  const terminalCookie = cookiesOf(res).find((c) => c.includes('fbms_terminal='));
  if (!terminalCookie) throw new Error(`enroll ${name} answered 201 without the terminal cookie`);
  const cookie = `${session}; ${terminalCookie}`;
  // A terminal sells only in an open shift (issue 21).
  const shift = await httpRequest(`${base}/api/shifts`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ openingFundCentavos: 0 }),
    timeoutMs: 30_000,
  });
  if (shift.status !== 201)
    throw new Error(`open shift ${name}: HTTP ${shift.status} ${shift.body.slice(0, 300)}`);
  return { id: t.id, name: t.name, locationId: t.locationId, cookie };
}

/** The server's answer for a sale: everything its invoice prints. */
type SaleAnswer = InvoiceSale;

/** What the bare transaction needs to write the very rows the server wrote for the first sale. */
interface Template {
  sale: SaleAnswer;
  products: { id: string; baseMilliPerUnit: number; form: string | null; costCentavos: number }[];
  manager: { id: string; email: string };
}

/** A bare SQL transaction: BEGIN, `fn` with a query function, COMMIT (ROLLBACK on error). */
type Query = (text: string, params: unknown[]) => Promise<unknown[]>;
interface BareDb {
  transaction(fn: (q: Query) => Promise<void>): Promise<void>;
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

function postgresBare(url: string): BareDb {
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL_SIZE });
  pool.on('error', () => {}); // an idle client's lost connection shows up in the next query
  return {
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await fn(async (text, params) => (await client.query(text, params)).rows);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    query: async (text, params = []) => (await pool.query(text, params)).rows,
    close: () => pool.end(),
  };
}

/** The server's DATA_DIR, opened in this process once the server has stopped (PGlite is single-user). */
async function pgliteBare(dataDir: string): Promise<BareDb> {
  const client = new PGlite(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    transaction: (fn) =>
      client.transaction(async (tx) => {
        await fn(async (text, params) => (await tx.query(text, params)).rows);
      }),
    query: async (text, params = []) => (await client.query<Record<string, unknown>>(text, params)).rows,
    close: () => client.close(),
  };
}

const NO_LOT = '00000000-0000-0000-0000-000000000000';

/**
 * The writes of one sale as plain SQL, the limit of POST /api/sales: the terminal's next invoice number,
 * the conditional stock decrements in product id order, the sale, its 3 lines and payment, the 3 `sale`
 * movements and the audit row. Every statement must touch the rows it should, or the transaction fails.
 */
async function bareSale(q: Query, t: Template, terminal: Terminal): Promise<void> {
  const s = t.sale;
  const id = randomUUID();
  const [invoice] = (await q(
    `UPDATE terminals SET next_invoice_no = next_invoice_no + 1, last_seen_at = now(),
            business_date = CASE WHEN business_date < $2::date AND NOT day_open THEN $2::date ELSE business_date END,
            day_open = true
      WHERE id = $1 AND is_active AND open_shift_id IS NOT NULL AND NOT (day_open AND business_date < $2::date)
      RETURNING (next_invoice_no - 1)::float8 AS no, to_char(business_date, 'YYYY-MM-DD') AS day,
                open_shift_id AS shift`,
    [terminal.id, manilaDate(new Date())],
  )) as { no: number; day: string; shift: string }[];
  if (!invoice) throw new Error(`terminal ${terminal.name} not found`);
  const invoiceNumber = String(invoice.no).padStart(8, '0');
  const reference = `${terminal.name} ${invoiceNumber}`;
  const taken = new Map<string, { previous: number; next: number }>();
  const byId = [...s.lines].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
  for (const line of byId) {
    const p = t.products[line.lineNo - 1]!;
    const enough = p.form === 'sealed' ? 'qty_milli - loose_milli >= $3' : 'qty_milli >= $3';
    const loose = p.form === 'sealed' ? 'loose_milli' : 'greatest(loose_milli - $3, 0)';
    const [row] = (await q(
      `UPDATE stock_balances SET qty_milli = qty_milli - $3, loose_milli = ${loose}, updated_at = now()
        WHERE product_id = $1 AND location_id = $2 AND coalesce(lot_id, '${NO_LOT}'::uuid) = '${NO_LOT}'::uuid
          AND ${enough}
        RETURNING qty_milli::float8 AS q`,
      [line.productId, terminal.locationId, line.baseQtyMilli],
    )) as { q: number }[];
    if (!row) throw new Error(`${line.productName}: stock short`);
    taken.set(line.productId, { previous: row.q + line.baseQtyMilli, next: row.q });
  }
  const terminalBlock = { ...s.terminal, name: terminal.name };
  await q(
    `INSERT INTO sales (id, request_hash, terminal_id, invoice_no, location_id, cashier_id, customer_name,
       customer_address, customer_tin, statutory, beneficiary_id_number, vat_registered, gross_centavos,
       promo_centavos, bnpc_centavos, sc_pwd_centavos, vat_removed_centavos, bnpc_base_centavos,
       vatable_sales_centavos, vat_centavos, vat_exempt_sales_centavos, zero_rated_sales_centavos,
       non_vat_sales_centavos, total_centavos, tendered_centavos, change_centavos, order_promo, seller,
       terminal_block, created_at, business_date, shift_id)
     VALUES ($1, $2, $3, $4, $5, $6, NULL, NULL, NULL, NULL, NULL, $7, $8, $9, $10, $11, $12, 0, $13, $14, $15,
       $16, $17, $18, $19, $20, NULL, $21::jsonb, $22::jsonb, now(), $23, $24)`,
    [
      id,
      createHash('sha256').update(id).digest('hex'),
      terminal.id,
      invoice.no,
      terminal.locationId,
      t.manager.id,
      s.vatRegistered,
      s.grossCentavos,
      s.promoCentavos,
      s.bnpcCentavos,
      s.scPwdCentavos,
      s.vatRemovedCentavos,
      s.vatableSalesCentavos,
      s.vatCentavos,
      s.vatExemptSalesCentavos,
      s.zeroRatedSalesCentavos,
      s.nonVatSalesCentavos,
      s.totalCentavos,
      s.tenderedCentavos,
      s.changeCentavos,
      JSON.stringify(s.seller),
      JSON.stringify(terminalBlock),
      invoice.day,
      invoice.shift,
    ],
  );
  const lineParams: unknown[] = [];
  const lineRows = s.lines.map((l, i) => {
    const p = t.products[l.lineNo - 1]!;
    lineParams.push(
      uuidv7(),
      id,
      l.lineNo,
      l.productId,
      l.productName,
      l.sku,
      l.unitCode,
      p.baseMilliPerUnit,
      l.qtyMilli,
      l.baseQtyMilli,
      l.unitPriceCentavos,
      l.grossCentavos,
      l.promoCentavos,
      l.statutoryCentavos,
      l.vatRemovedCentavos,
      l.netCentavos,
      l.taxClass,
    );
    const o = i * 17;
    const ps = Array.from({ length: 17 }, (_, k) => `$${o + k + 1}`);
    return `(${ps.slice(0, 11).join(', ')}, NULL, ${ps.slice(11).join(', ')}, NULL, NULL, '[]'::jsonb, NULL)`;
  });
  const lines = (await q(
    `INSERT INTO sale_lines (id, sale_id, line_no, product_id, product_name, sku, unit_code, base_milli_per_unit,
       qty_milli, base_qty_milli, unit_price_centavos, list_price_centavos, gross_centavos, promo_centavos,
       statutory_centavos, vat_removed_centavos, net_centavos, tax_class, promo, registration_number, lots, regulated)
     VALUES ${lineRows.join(', ')} RETURNING id`,
    lineParams,
  )) as unknown[];
  if (lines.length !== s.lines.length) throw new Error(`${lines.length} sale lines written`);
  const pay = s.payments[0]!;
  await q(
    `INSERT INTO sale_payments (id, sale_id, method, amount_centavos, tendered_centavos, reference, details)
     VALUES ($1, $2, $3, $4, $5, NULL, NULL)`,
    [uuidv7(), id, pay.method, pay.amountCentavos, pay.tenderedCentavos],
  );
  const moveParams: unknown[] = [];
  const moveRows = byId.map((l, i) => {
    const p = t.products[l.lineNo - 1]!;
    const m = taken.get(l.productId)!;
    moveParams.push(
      uuidv7(),
      l.productId,
      terminal.locationId,
      -l.baseQtyMilli,
      m.previous,
      m.next,
      p.costCentavos,
      id,
      reference,
      t.manager.id,
      p.form,
    );
    const o = i * 11;
    const ps = Array.from({ length: 11 }, (_, k) => `$${o + k + 1}`);
    return `(${ps[0]}, ${ps[1]}, ${ps[2]}, NULL, 'sale', ${ps.slice(3, 7).join(', ')}, NULL, 'sale', ${ps.slice(7, 9).join(', ')}, NULL, NULL, ${ps[9]}, NULL, ${ps[10]})`;
  });
  const moves = (await q(
    `INSERT INTO stock_movements (id, product_id, location_id, lot_id, type, qty_milli, previous_milli, new_milli,
       unit_cost_centavos, reason, reference_type, reference_id, reference_number, from_location_id,
       to_location_id, performed_by, notes, form)
     VALUES ${moveRows.join(', ')} RETURNING id`,
    moveParams,
  )) as unknown[];
  if (moves.length !== byId.length) throw new Error(`${moves.length} stock movements written`);
  await q(
    `INSERT INTO audit_log (id, action, actor_user_id, actor_email, target_type, target_id, details, ip,
       user_agent, request_id)
     VALUES ($1, 'sales.completed', $2, $3, 'sale', $4, $5::jsonb, '127.0.0.1', 'fbms-bench', NULL)`,
    [
      uuidv7(),
      t.manager.id,
      t.manager.email,
      id,
      JSON.stringify({ invoice: reference, totalCentavos: s.totalCentavos, tenders: ['Cash'] }),
    ],
  );
  // The invoice's e-journal entry: its text drawn as the server draws it.
  const printed = {
    ...s,
    id,
    invoiceNo: invoice.no,
    invoiceNumber,
    terminal: terminalBlock,
    createdAt: new Date().toISOString(),
  };
  await q(
    `INSERT INTO e_journal (id, terminal_id, business_date, kind, document_id, document_number, body, created_by)
     VALUES ($1, $2, $3, 'invoice', $4, $5, $6, $7)`,
    [
      uuidv7(),
      terminal.id,
      invoice.day,
      id,
      invoiceNumber,
      invoiceText(invoiceLayout(printed)),
      t.manager.id,
    ],
  );
  // The sale's general-ledger entry and its lines (accounts by posting key, the terminal's own drawer
  // first), as the server posts it in its last statement.
  const cost = -movedValue(
    byId.map((l) => {
      const m = taken.get(l.productId)!;
      const p = t.products[l.lineNo - 1]!;
      return {
        type: 'sale' as const,
        previousMilli: m.previous,
        newMilli: m.next,
        costCentavos: p.costCentavos,
      };
    }),
  );
  const gl = salePosting({
    terminalId: terminal.id,
    figures: s,
    tenders: s.payments.map((p) => ({ method: p.method, amountCentavos: p.amountCentavos })),
    costCentavos: cost,
  });
  await q(
    `WITH e AS (INSERT INTO journal_entries (id, entry_date, document_date, memo, source_type, source_id, source_number,
                                             total_centavos, posted_by)
                VALUES ($1, $2::date, $2::date, $3, 'sale', $4, $5, $6, $7) RETURNING id, entry_date)
     INSERT INTO journal_lines (entry_id, line_no, account_id, entry_date, debit_centavos, credit_centavos)
     SELECT e.id, j.line_no,
            coalesce((SELECT a.id FROM gl_accounts a WHERE a.key = j.key AND a.terminal_id = j.terminal_id),
                     (SELECT a.id FROM gl_accounts a WHERE a.key = j.key AND a.terminal_id IS NULL)),
            e.entry_date, j.debit, j.credit
       FROM e, json_to_recordset($8::json) AS j(line_no int, key text, terminal_id uuid, debit bigint, credit bigint)`,
    [
      uuidv7(),
      invoice.day,
      `Sale ${reference}`,
      id,
      reference,
      gl.reduce((sum, l) => sum + l.debitCentavos, 0),
      t.manager.id,
      JSON.stringify(
        gl.map((l, i) => ({
          line_no: i + 1,
          key: 'key' in l.account ? l.account.key : null,
          terminal_id: 'key' in l.account ? (l.account.terminalId ?? null) : null,
          debit: l.debitCentavos,
          credit: l.creditCentavos,
        })),
      ),
    ],
  );
}

/** The sale every terminal sends: 1 sack of feed, 2.5 kg of urea, 1 sprayer, cash equal to the total. */
function saleBody(productIds: string[], totalCentavos: number) {
  return {
    id: randomUUID(),
    lines: PRODUCTS.map((p, i) => ({ productId: productIds[i]!, ...p.line })),
    payments: [{ method: 'cash', amountCentavos: totalCentavos }],
    totalCentavos,
  };
}

interface Shop {
  terminals: Terminal[];
  productIds: string[];
  template: Template;
}

/** Products with ample stock, `count` terminals, and one sale to learn the total (and the rows it writes). */
async function setUpShop(server: Running, count: number, log: Log): Promise<Shop> {
  const base = server.base;
  const first = await enrollTerminal(base, 'Bench counter 1');
  const headers = { 'content-type': 'application/json', origin: base, cookie: first.cookie };
  const productIds: string[] = [];
  for (const p of PRODUCTS) {
    const r = await httpRequest(`${base}/api/products`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...p.body, openingStock: [{ qtyMilli: OPENING_MILLI }] }),
      timeoutMs: 30_000,
    });
    if (r.status !== 201) throw new Error(`create ${p.body.sku}: HTTP ${r.status} ${r.body.slice(0, 300)}`);
    productIds.push((JSON.parse(r.body) as { product: { id: string } }).product.id);
  }
  const terminals = [first];
  // One after another: concurrent sign-ins of one account are counted as a burst and lock it.
  for (let n = 2; n <= count; n++) terminals.push(await enrollTerminal(base, `Bench counter ${n}`));
  const post = (body: unknown) =>
    httpRequest(`${base}/api/sales`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      timeoutMs: 30_000,
    });
  // The server says the total when it differs; all sales are alike, so it is the total of every one.
  const probe = await post(saleBody(productIds, 1));
  const totalCentavos = (JSON.parse(probe.body) as { error?: { details?: { totalCentavos?: number } } }).error
    ?.details?.totalCentavos;
  if (probe.status !== 409 || !totalCentavos)
    throw new Error(`probe sale: HTTP ${probe.status} ${probe.body.slice(0, 300)}`);
  const done = await post(saleBody(productIds, totalCentavos));
  if (done.status !== 201) throw new Error(`first sale: HTTP ${done.status} ${done.body.slice(0, 300)}`);
  const sale = (JSON.parse(done.body) as { sale: SaleAnswer }).sale;
  log(
    `  ${terminals.length} terminals enrolled; a sale is ₱${(totalCentavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })} (invoice ${sale.invoiceNumber})`,
  );
  return {
    terminals,
    productIds,
    template: {
      sale,
      products: PRODUCTS.map((p, i) => ({
        id: productIds[i]!,
        baseMilliPerUnit: p.baseMilliPerUnit,
        form: p.form,
        costCentavos: p.body.costCentavos,
      })),
      manager: { id: sale.cashierId, email: MANAGER.email },
    },
  };
}

/**
 * c terminals completing sales through POST /api/sales, each over its own keep-alive connection: back to
 * back, or one every `everyMs`.
 */
async function apiLoad(server: Running, shop: Shop, c: number, plan: Plan, everyMs?: number) {
  const agents = shop.terminals.slice(0, c).map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  try {
    return await loadLoop(
      c,
      plan,
      async (w) => {
        const terminal = shop.terminals[w]!;
        const res = await httpRequest(`${server.base}/api/sales`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.base, cookie: terminal.cookie },
          body: JSON.stringify(saleBody(shop.productIds, shop.template.sale.totalCentavos)),
          agent: agents[w],
          timeoutMs: 30_000,
        });
        if (res.status !== 201) throw new Error(`HTTP ${res.status} ${res.body.slice(0, 200)}`);
      },
      everyMs,
    );
  } finally {
    for (const a of agents) a.destroy();
  }
}

const bareLoad = (db: BareDb, shop: Shop, c: number, plan: Plan, everyMs?: number) => {
  const once = (w: number) => db.transaction((q) => bareSale(q, shop.template, shop.terminals[w]!));
  return loadLoop(c, plan, once, everyMs);
};

/** Every completed sale has its row, 3 lines, a payment and 3 movements, and the stock fell by exactly that. */
async function countRows(db: BareDb, shop: Shop, expectedSales: number): Promise<SalesResult['check']> {
  const ids = shop.terminals.map((t) => t.id);
  const [r] = (await db.query(
    `SELECT (SELECT count(*) FROM sales WHERE terminal_id = ANY($1::uuid[]))::float8 AS sales,
            (SELECT count(*) FROM sale_lines l JOIN sales s ON s.id = l.sale_id WHERE s.terminal_id = ANY($1::uuid[]))::float8 AS lines,
            (SELECT count(*) FROM sale_payments p JOIN sales s ON s.id = p.sale_id WHERE s.terminal_id = ANY($1::uuid[]))::float8 AS payments,
            (SELECT count(*) FROM stock_movements WHERE type = 'sale' AND product_id = ANY($2::uuid[]))::float8 AS moves,
            (SELECT count(*) FROM audit_log WHERE action = 'sales.completed')::float8 AS audits,
            (SELECT count(*) FROM e_journal WHERE kind = 'invoice' AND terminal_id = ANY($1::uuid[]))::float8 AS journal,
            (SELECT json_agg((${OPENING_MILLI} - qty_milli)::float8 ORDER BY product_id) FROM stock_balances WHERE product_id = ANY($2::uuid[])) AS sold`,
    [ids, shop.productIds],
  )) as {
    sales: number;
    lines: number;
    payments: number;
    moves: number;
    audits: number;
    journal: number;
    sold: number[];
  }[];
  const byId = [...shop.template.sale.lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  const soldOk = byId.every((l, i) => r!.sold[i] === l.baseQtyMilli * expectedSales);
  const n = expectedSales;
  const ok =
    r!.sales === n &&
    r!.lines === 3 * n &&
    r!.payments === n &&
    r!.moves === 3 * n &&
    r!.audits === n &&
    r!.journal === n &&
    soldOk;
  const detail = `${r!.sales} sales, ${r!.lines} lines, ${r!.payments} payments, ${r!.moves} movements, ${r!.audits} audit rows, ${r!.journal} e-journal entries; stock ${soldOk ? 'down by exactly what was sold' : `OFF: ${JSON.stringify(r!.sold)}`}`;
  return { sales: r!.sales, expectedSales: n, ok, detail };
}

/** "p50 12.3 ms, p99 45.6 ms". */
export const fmt = (l: Latency) => `p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms`;

/**
 * Sale completion latency: N terminals (each signed in and enrolled as its own browser) sending 3-line
 * sales back to back to the real server, next to a bare SQL transaction doing the same writes with the
 * same concurrency on the same database. PGlite: the bare transactions run on the server's DATA_DIR,
 * opened in this process after the server stopped (PGlite allows one process).
 */
export async function runSales(kind: 'pglite' | 'postgres', plan: Plan, log: Log): Promise<SalesResult> {
  const levels = SALE_TERMINALS[kind];
  const dataDir = makeTempDir('sales');
  const benchDb = await benchDatabaseFor(kind, log);
  let bare: BareDb | undefined;
  try {
    const server = await startFbms({
      DATA_DIR: dataDir,
      DEMO: 'true',
      NODE_ENV: 'production',
      ...BENCH_RATE_LIMITS,
      RATE_LIMIT_AUTH: '100000/1m',
      ...(benchDb ? { DATABASE_URL: benchDb.url } : {}),
    });
    let shop: Shop;
    const api = new Map<number, Latency>();
    const bareRuns = new Map<number, Latency>();
    let paced: PacedRun | undefined;
    let completed = 1; // the first sale
    const line = (what: string, c: number, l: Latency) => {
      if (l.n === 0)
        throw new Error(`${what}, ${c} at once: nothing completed (${l.firstFailure ?? 'no attempt'})`);
      log(
        `  ${what.padEnd(4)} c=${String(c).padEnd(3)} ${fmt(l)}, ${Math.round(l.perS)}/s${l.failed ? ` (!) ${l.failed} failed: ${l.firstFailure}` : ''}`,
      );
    };
    try {
      shop = await setUpShop(server, Math.max(...levels), log);
      if (benchDb) bare = postgresBare(benchDb.url);
      for (const c of levels) {
        const a = await apiLoad(server, shop, c, plan);
        api.set(c, a.latency);
        completed += a.okTotal;
        line('api', c, a.latency);
        if (bare) {
          const b = await bareLoad(bare, shop, c, plan);
          bareRuns.set(c, b.latency);
          completed += b.okTotal;
          line('bare', c, b.latency);
        }
      }
      if (bare) {
        const { terminals: c, everyMs } = SALE_PACED;
        const a = await apiLoad(server, shop, c, plan, everyMs);
        completed += a.okTotal;
        line(`api, one sale each per ${everyMs / 1000} s,`, c, a.latency);
        const b = await bareLoad(bare, shop, c, plan, everyMs);
        completed += b.okTotal;
        line(`bare, one sale each per ${everyMs / 1000} s,`, c, b.latency);
        paced = { terminals: c, everyMs, api: a.latency, bare: b.latency };
      }
    } finally {
      await stopServer(server, kind === 'pglite' ? dataDir : undefined);
    }
    if (!bare) {
      bare = await pgliteBare(dataDir);
      for (const c of levels) {
        const b = await bareLoad(bare, shop, c, plan);
        bareRuns.set(c, b.latency);
        completed += b.okTotal;
        line('bare', c, b.latency);
      }
    }
    const check = await countRows(bare, shop, completed);
    log(`  rows: ${check.detail}${check.ok ? '' : ` (!) expected ${completed} sales`}`);
    return {
      database: kind,
      postgresVersion: benchDb?.serverVersion,
      warmupS: plan.warmupS,
      durationS: plan.durationS,
      totalCentavos: shop.template.sale.totalCentavos,
      runs: levels.map((c) => ({ terminals: c, api: api.get(c)!, bare: bareRuns.get(c)! })),
      ...(paced ? { paced } : {}),
      check,
    };
  } finally {
    await bare?.close();
    await benchDb?.drop();
  }
}
