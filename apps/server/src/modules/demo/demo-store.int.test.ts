import { manilaDate } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  signUpAndVerify,
  startTestServer,
  type TestServer,
} from '../../test/harness.ts';
import { ledgerProblems, totalsMismatches } from '../../test/ledger-invariants.ts';
import { DEMO_TERMINAL_NAME } from '../sales/demo-terminal.ts';
import { addDays } from './demo-context.ts';

interface TerminalAnswer {
  terminal: { id: string; name: string; nextInvoiceNo: number } | null;
}

describe.each(DB_KINDS)('the demo store (%s)', (kind) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true' } });
  });
  afterAll(() => t?.close());

  const one = async <T>(text: string, params: unknown[] = []) => (await t.db.query<T>(text, params))[0]!;

  it('stocks a few hundred agri-vet products with units, barcodes and the flags PH-RULES gives each kind', async () => {
    const c = await one<{ products: number; noBarcode: number; sacks: number; kilosAndSacks: number }>(`
      SELECT count(*)::int AS products,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM product_barcodes b WHERE b.product_id = p.id))::int AS "noBarcode",
             (SELECT count(*)::int FROM product_units u WHERE u.code = 'sack') AS sacks,
             count(*) FILTER (WHERE p.base_unit = 'kg' AND EXISTS (SELECT 1 FROM product_units u
                                WHERE u.product_id = p.id AND u.code = 'sack' AND u.base_milli_per_unit = 50000))::int
               AS "kilosAndSacks"
        FROM products p`);
    expect(c.products).toBeGreaterThanOrEqual(250);
    expect(c.noBarcode).toBe(0);
    expect(c.kilosAndSacks).toBeGreaterThan(100);
    const flags = await t.db.query<{ category: string; tax: string[]; bnpc: boolean[]; scpwd: boolean[] }>(`
      SELECT c.name AS category, array_agg(DISTINCT p.tax_class) AS tax, array_agg(DISTINCT p.bnpc_eligible) AS bnpc,
             array_agg(DISTINCT p.sc_pwd_eligible) AS scpwd
        FROM products p JOIN categories c ON c.id = p.category_id GROUP BY c.name ORDER BY c.name`);
    const byCategory = Object.fromEntries(flags.map((f) => [f.category, f]));
    // 5% BNPC: feeds, fertilizer, pesticides, veterinary products; never seeds, tools, pet food.
    for (const name of ['Feeds', 'Fertilizers', 'Pesticides', 'Veterinary Medicines', 'Vaccines'])
      expect(byCategory[name]?.bnpc, name).toEqual([true]);
    for (const name of ['Seeds', 'Farm Supplies', 'Gamefowl and Pet Food', 'First Aid (human use)'])
      expect(byCategory[name]?.bnpc, name).toEqual([false]);
    // 20% SC/PWD: a beneficiary's own medicines only — never veterinary or farm products.
    for (const f of flags) expect(f.scpwd, f.category).toEqual([f.category === 'First Aid (human use)']);
    for (const name of ['Feeds', 'Fertilizers', 'Seeds'])
      expect(byCategory[name]?.tax, name).toEqual(['vat_exempt']);
    for (const name of ['Veterinary Medicines', 'Vaccines', 'Pesticides', 'Gamefowl and Pet Food'])
      expect(byCategory[name]?.tax, name).toEqual(['vatable']);
  });

  it('tracks vet drugs and vaccines by lot: some expired with stock left, some near expiry; some products low', async () => {
    const today = manilaDate(new Date());
    const lots = await one<{ expired: number; soon: number; untracked: number }>(
      `SELECT count(DISTINCT l.id) FILTER (WHERE l.expiry_date <= $1::date AND b.qty_milli > 0)::int AS expired,
              count(DISTINCT l.id) FILTER (WHERE l.expiry_date > $1::date AND l.expiry_date <= $1::date + 30
                                            AND b.qty_milli > 0)::int AS soon,
              (SELECT count(*)::int FROM products p JOIN categories c ON c.id = p.category_id
                WHERE c.name IN ('Veterinary Medicines', 'Vaccines') AND NOT p.is_lot_tracked) AS untracked
         FROM lots l JOIN stock_balances b ON b.lot_id = l.id`,
      [today],
    );
    expect(lots.expired).toBeGreaterThan(0);
    expect(lots.soon).toBeGreaterThan(0);
    expect(lots.untracked).toBe(0);
    const low = await one<{ low: number; out: number }>(`
      SELECT count(*) FILTER (WHERE q > 0 AND q <= min)::int AS low, count(*) FILTER (WHERE q <= 0)::int AS out
        FROM (SELECT p.min_stock_milli AS min, coalesce(sum(b.qty_milli), 0) AS q
                FROM products p LEFT JOIN stock_balances b ON b.product_id = p.id GROUP BY p.id) x`);
    expect(low.low).toBeGreaterThan(0);
    // The managers were told at once, as the daily stock check would tell them.
    const told = await t.db.query<{ title: string }>(
      `SELECT DISTINCT n.title FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE u.email = 'manager@demo.fbms.ph' AND n.category = 'inventory' ORDER BY n.title`,
    );
    expect(told.map((n) => n.title)).toEqual(expect.arrayContaining(['Low stock']));
  });

  it('holds 90 Manila business days of sales by several people, with every tender and discount kind', async () => {
    const today = manilaDate(new Date());
    const s = await one<{ first: string; cashiers: number; sales: number; days: number; methods: string[] }>(`
      SELECT to_char(min(created_at AT TIME ZONE 'Asia/Manila'), 'YYYY-MM-DD') AS first,
             count(DISTINCT cashier_id)::int AS cashiers, count(*)::int AS sales,
             count(DISTINCT (created_at AT TIME ZONE 'Asia/Manila')::date)::int AS days,
             (SELECT array_agg(DISTINCT method ORDER BY method) FROM sale_payments) AS methods
        FROM sales`);
    expect(s.first).toBe(addDays(today, -89));
    expect(s.days).toBeGreaterThanOrEqual(89);
    expect(s.sales).toBeGreaterThan(1500);
    expect(s.cashiers).toBeGreaterThanOrEqual(3);
    // Charge to account when the demo customers are there (issue 23).
    expect(s.methods.filter((m) => m !== 'charge')).toEqual([
      'bank_transfer',
      'card',
      'cash',
      'check',
      'gcash',
      'maya',
      'qrph',
    ]);
    const d = await one<Record<string, number>>(`
      SELECT count(*) FILTER (WHERE statutory ->> 'kind' = 'bnpc5' AND bnpc_centavos > 0)::int AS bnpc,
             count(*) FILTER (WHERE statutory ->> 'kind' = 'sc_pwd20' AND sc_pwd_centavos > 0)::int AS scpwd,
             count(*) FILTER (WHERE order_promo IS NOT NULL)::int AS "orderPromo",
             (SELECT count(*)::int FROM sale_lines WHERE promo ->> 'kind' = 'percent') AS "percentPromo",
             (SELECT count(*)::int FROM sale_lines WHERE promo ->> 'kind' = 'amount') AS "amountPromo",
             (SELECT count(*)::int FROM sale_lines WHERE regulated ->> 'kind' = 'rx') AS rx,
             (SELECT count(*)::int FROM sale_payments GROUP BY sale_id ORDER BY count(*) DESC LIMIT 1) AS "mostTenders"
        FROM sales`);
    for (const [kind, n] of Object.entries(d)) expect(n, kind).toBeGreaterThan(0);
    expect(d.mostTenders).toBe(2);
  });

  it('keeps the invariants: stock = movements, chained movements, gap-free invoices, whole sales', async () => {
    expect(await ledgerProblems(t.db)).toEqual({
      stockNotSumOfMovements: [],
      brokenChains: [],
      invoiceGaps: [],
      invoicesOutOfTimeOrder: [],
      documentSeriesGaps: [],
      documentsAfterTheirZReading: [],
      salesWithoutLinesOrPayments: [],
    });
    const opened = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM stock_movements WHERE reference_type = 'open_pack'",
    );
    expect(opened.n).toBeGreaterThan(0);
  });

  it('voids a sale on about one past day in eight and takes back part of an older sale, as the services do', async () => {
    const today = manilaDate(new Date());
    const v = await one<{
      n: number;
      days: number;
      last: string;
      notVoided: number;
      approved: number;
      journal: number;
      stockBack: number;
    }>(`
      SELECT count(*)::int AS n, count(DISTINCT v.business_date)::int AS days, max(v.business_date)::text AS last,
             count(*) FILTER (WHERE s.status <> 'voided' OR s.business_date <> v.business_date)::int AS "notVoided",
             count(*) FILTER (WHERE u.email = 'manager@demo.fbms.ph')::int AS approved,
             (SELECT count(*)::int FROM e_journal j WHERE j.kind = 'void') AS journal,
             count(*) FILTER (WHERE (SELECT sum(m.qty_milli) FROM stock_movements m
                                      WHERE m.reference_type = 'sale_void' AND m.reference_id = v.id::text AND m.type = 'return_in')
                                    = (SELECT -sum(m.qty_milli) FROM stock_movements m
                                        WHERE m.reference_type = 'sale' AND m.reference_id = s.id::text))::int AS "stockBack"
        FROM sale_voids v JOIN sales s ON s.id = v.sale_id JOIN users u ON u.id = v.approved_by`);
    expect(v.n).toBeGreaterThanOrEqual(5);
    expect(v.last < today).toBe(true);
    expect(v).toMatchObject({ notVoided: 0, approved: v.n, journal: v.n, stockBack: v.n });
    const r = await one<{
      n: number;
      later: number;
      partial: number;
      cash: number;
      journal: number;
      stockBack: number;
    }>(`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE r.business_date > s.business_date)::int AS later,
             count(*) FILTER (WHERE (SELECT sum(rl.qty_milli) FROM sale_return_lines rl WHERE rl.return_id = r.id)
                                    < (SELECT sum(l.qty_milli) FROM sale_lines l WHERE l.sale_id = s.id))::int AS partial,
             count(*) FILTER (WHERE r.refund_method = 'cash' AND r.total_centavos > 0 AND r.approved_by IS NOT NULL)::int AS cash,
             (SELECT count(*)::int FROM e_journal j WHERE j.kind = 'return') AS journal,
             count(*) FILTER (WHERE (SELECT sum(m.qty_milli) FROM stock_movements m
                                      WHERE m.reference_type = 'sale_return' AND m.reference_id = r.id::text AND m.type = 'return_in')
                                    = (SELECT sum(rl.base_qty_milli) FROM sale_return_lines rl WHERE rl.return_id = r.id))::int AS "stockBack"
        FROM sale_returns r JOIN sales s ON s.id = r.sale_id`);
    expect(r.n).toBeGreaterThanOrEqual(5);
    expect(r).toMatchObject({ later: r.n, partial: r.n, cash: r.n, journal: r.n, stockBack: r.n });
  });

  it('sells to demo customers, charging some to their accounts; the books agree with the customer ledger', async () => {
    const c = await one<{ named: number; all: number; charged: number; rows: number; mismatched: number }>(`
      SELECT count(*) FILTER (WHERE s.customer_id IS NOT NULL)::int AS named, count(*)::int AS all,
             count(*) FILTER (WHERE s.due_date IS NOT NULL)::int AS charged,
             (SELECT count(*)::int FROM customer_ledger l WHERE l.kind = 'charge' AND l.sale_id IS NOT NULL) AS rows,
             count(*) FILTER (WHERE s.due_date IS NOT NULL AND NOT EXISTS (
               SELECT 1 FROM customer_ledger l WHERE l.sale_id = s.id AND l.kind = 'charge'
                  AND l.amount_centavos = (SELECT sum(p.amount_centavos) FROM sale_payments p
                                            WHERE p.sale_id = s.id AND p.method = 'charge')))::int AS mismatched
        FROM sales s`);
    if ((await one<{ n: number }>('SELECT count(*)::int AS n FROM customers')).n === 0) return;
    expect(c.named / c.all).toBeGreaterThan(0.04);
    expect(c.named / c.all).toBeLessThan(0.12);
    expect(c.charged).toBeGreaterThan(0);
    expect(c.rows).toBe(c.charged);
    expect(c.mismatched).toBe(0);
    const books = await one<{ ar: number; ledger: number }>(`
      SELECT (SELECT coalesce(sum(l.debit_centavos - l.credit_centavos), 0)::float8
                FROM journal_lines l JOIN gl_accounts a ON a.id = l.account_id WHERE a.key = 'accounts_receivable') AS ar,
             (SELECT coalesce(sum(amount_centavos), 0)::float8 FROM customer_ledger) AS ledger`);
    expect(books.ar).toBe(books.ledger);
  });

  it("every sale's totals are what computeTotals gives for its lines", async () => {
    expect(await totalsMismatches(t.db)).toEqual([]);
  });

  it('the demo cashier sells at the demo counter without enrolling; a manager still enrolls browsers', async () => {
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    expect((await manager.get<TerminalAnswer>('/api/pos/terminal')).body.terminal).toBeNull();
    expect(manager.cookies.has('fbms_terminal')).toBe(false);

    const cashier = await signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD);
    const { terminal } = (await cashier.get<TerminalAnswer>('/api/pos/terminal')).body;
    expect(terminal?.name).toBe(DEMO_TERMINAL_NAME);
    expect(cashier.cookies.has('fbms_terminal')).toBe(true);
    const [feed] = await t.db.query<{ id: string; price: number }>(
      `SELECT p.id, p.price_centavos::float8 AS price FROM products p JOIN stock_balances b ON b.product_id = p.id
        WHERE p.sku LIKE 'FED-%' AND b.qty_milli >= 10000 ORDER BY p.sku LIMIT 1`,
    );
    const sale = await cashier.post<{ sale: { invoiceNo: number; terminalName: string } }>('/api/sales', {
      id: crypto.randomUUID(),
      lines: [{ productId: feed!.id, unitCode: null, qtyMilli: 2000, unitPriceCentavos: feed!.price }],
      payments: [{ method: 'cash', amountCentavos: feed!.price * 2 }],
      totalCentavos: feed!.price * 2,
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(sale.body.sale).toMatchObject({
      invoiceNo: terminal!.nextInvoiceNo,
      terminalName: DEMO_TERMINAL_NAME,
    });
    const problems = await ledgerProblems(t.db);
    expect(problems.stockNotSumOfMovements).toEqual([]);
    expect(problems.invoiceGaps).toEqual([]);
  });
});

describe.each(DB_KINDS)('a store not in demo mode (%s)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t?.close());

  it('has no demo data, and never attaches a cashier to a terminal nobody enrolled', async () => {
    const owner = await createOwner(t);
    await signUpAndVerify(t, 'cashier@store.ph');
    const [u] = await t.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'cashier@store.ph'");
    expect((await owner.post(`/api/users/${u!.id}/activate`, { role: 'cashier' })).status).toBe(200);
    const cashier = await signIn(t, 'cashier@store.ph');
    expect((await cashier.get<TerminalAnswer>('/api/pos/terminal')).body.terminal).toBeNull();
    expect(cashier.cookies.has('fbms_terminal')).toBe(false);
    const [c] = await t.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM products) + (SELECT count(*) FROM terminals) + (SELECT count(*) FROM sales) AS n',
    );
    expect(Number(c!.n)).toBe(0);
  });
});
