import { randomUUID } from 'node:crypto';
import { addDays, manilaDate } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Sale = {
  id: string;
  invoiceNumber: string;
  customerId: string | null;
  customerName: string | null;
  customerAddress: string | null;
  dueDate: string | null;
  loyalty: { earned: number; redeemed: number; balance: number } | null;
  totalCentavos: number;
  returnable?: { saleLineId: string }[];
};

/** Credit and loyalty at the point of sale (issue 23): charge to account, approval, points, voids, returns. */
describe.each(DB_KINDS)('POS credit and loyalty on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let productId: string;
  const approval = { email: 'manager@demo.fbms.ph', password: DEMO_PASSWORD };
  /** ₱10 a kilo, VAT-inclusive: n kilos cost n × 1,000 centavos. */
  const kilos = (n: number) => ({ productId, unitCode: null, qtyMilli: n * 1000, unitPriceCentavos: 1000 });

  const customer = async (name: string, limitCentavos: number, more: Record<string, unknown> = {}) => {
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO customers (id, display_name, credit_limit_centavos, credit_terms_days, address, tin)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, name, limitCentavos, more.terms ?? 30, more.address ?? null, more.tin ?? null],
    );
    return id;
  };
  const sell = (
    who: TestClient,
    n: number,
    payments: Record<string, unknown>[],
    extra: Record<string, unknown> = {},
  ) =>
    who.post<{ sale: Sale } & Err>('/api/sales', {
      id: randomUUID(),
      lines: [kilos(n)],
      payments,
      totalCentavos: n * 1000,
      ...extra,
    });
  const balance = async (id: string) =>
    (
      await t.db.query<{ b: number }>(
        'SELECT coalesce(sum(amount_centavos), 0)::float8 AS b FROM customer_ledger WHERE customer_id = $1',
        [id],
      )
    )[0]!.b;
  const points = async (id: string) =>
    (
      await t.db.query<{ p: number }>(
        'SELECT coalesce(sum(points), 0)::float8 AS p FROM loyalty_ledger WHERE customer_id = $1',
        [id],
      )
    )[0]!.p;
  const loyaltyOn = (on: boolean) =>
    t.db.query(
      `UPDATE system_settings SET customer_controls = jsonb_set(coalesce(customer_controls, '{}'::jsonb), '{loyalty}', $1::jsonb) WHERE id = 1`,
      [
        JSON.stringify({
          enabled: on,
          pointsPerPesoMilli: 1000,
          pesoPerPointCentavos: 100,
          expiryMonths: 12,
          minRedeemPoints: 10,
        }),
      ],
    );

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const r = await manager.post<{ product: { id: string } }>('/api/products', {
      sku: 'PC-RICE',
      name: 'Rice bran',
      baseUnit: 'kg',
      priceCentavos: 1000,
      openingStock: [{ qtyMilli: 5_000_000 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    productId = r.body.product.id;
    expect((await manager.post('/api/pos/terminals', { name: 'Counter P' })).status).toBe(201);
    for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) cashier.cookies.set(k, v);
    expect((await cashier.post('/api/shifts', { openingFundCentavos: 100_000 })).status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a charge or points without a customer, and an unknown customer', async () => {
    const r = await sell(cashier, 1, [{ method: 'charge', amountCentavos: 1000 }]);
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('CUSTOMER_REQUIRED');
    const u = await sell(cashier, 1, [{ method: 'cash', amountCentavos: 1000 }], {
      customerId: randomUUID(),
    });
    expect(u.body.error.code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('charges within the limit: a CHARGE invoice with the buyer block and due date, the ledger row', async () => {
    const id = await customer('Mang Tonyo Reyes', 100_000, { address: 'Brgy. San Roque, Tarlac' });
    const r = await sell(cashier, 50, [{ method: 'charge', amountCentavos: 50_000 }], { customerId: id });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const today = manilaDate(new Date());
    expect(r.body.sale).toMatchObject({
      customerId: id,
      customerName: 'Mang Tonyo Reyes',
      customerAddress: 'Brgy. San Roque, Tarlac',
      dueDate: addDays(today, 30),
    });
    const again = await manager.get<Sale>(`/api/sales/${r.body.sale.id}`);
    expect(again.body).toMatchObject({ customerId: id, dueDate: addDays(today, 30) });
    const rows = await t.db.query<{ kind: string; amount: number; reference: string; due: string }>(
      `SELECT kind, amount_centavos::float8 AS amount, reference, to_char(due_date, 'YYYY-MM-DD') AS due
         FROM customer_ledger WHERE customer_id = $1`,
      [id],
    );
    expect(rows).toEqual([
      {
        kind: 'charge',
        amount: 50_000,
        reference: `Counter P ${r.body.sale.invoiceNumber}`,
        due: addDays(today, 30),
      },
    ]);
    // Over the limit: refused with the figures, then approved by a manager.
    const over = await sell(cashier, 60, [{ method: 'charge', amountCentavos: 60_000 }], { customerId: id });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('CREDIT_APPROVAL_REQUIRED');
    expect(over.body.error.details).toMatchObject({
      reason: 'over_limit',
      balanceCentavos: 50_000,
      limitCentavos: 100_000,
      availableCentavos: 50_000,
    });
    expect(await balance(id)).toBe(50_000);
    const ok = await sell(cashier, 60, [{ method: 'charge', amountCentavos: 60_000 }], {
      customerId: id,
      approval,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(await balance(id)).toBe(110_000);
    // A cashier's approval does not count.
    const bad = await sell(cashier, 1, [{ method: 'charge', amountCentavos: 1000 }], {
      customerId: id,
      approval: { email: 'cashier@demo.fbms.ph', password: DEMO_PASSWORD },
    });
    expect(bad.body.error.code).toBe('APPROVAL_REQUIRED');
    // A split: cash and charge; the charge never gives change.
    const split = await sell(
      cashier,
      10,
      [
        { method: 'charge', amountCentavos: 20_000 },
        { method: 'cash', amountCentavos: 1000 },
      ],
      { customerId: id, approval },
    );
    expect(split.status).toBe(422);
  });

  it('refuses a charge when bills are overdue or there is no credit line', async () => {
    const late = await customer('Aling Nena', 1_000_000);
    // An old balance past due (an opening balance would be written like this).
    await t.db.query(
      `INSERT INTO customer_ledger (id, customer_id, entry_date, kind, amount_centavos, due_date, reference)
       VALUES ($1, $2, '2020-01-01', 'adjustment', 5000, '2020-01-31', 'OPENING')`,
      [randomUUID(), late],
    );
    const r = await sell(cashier, 1, [{ method: 'charge', amountCentavos: 1000 }], { customerId: late });
    expect(r.status).toBe(409);
    expect(r.body.error.details).toMatchObject({ reason: 'overdue', overdueCentavos: 5000 });
    const none = await customer('Walang Utang', 0);
    const n = await sell(cashier, 1, [{ method: 'charge', amountCentavos: 1000 }], { customerId: none });
    expect(n.body.error.details).toMatchObject({ reason: 'no_credit', availableCentavos: 0 });
  });

  it('a return to the account is store credit, and a later charge uses it', async () => {
    const id = await customer('Ka Berto', 0);
    const sale = await sell(cashier, 30, [{ method: 'cash', amountCentavos: 30_000 }], { customerId: id });
    expect(sale.status).toBe(201);
    const detail = await manager.get<Sale>(`/api/sales/${sale.body.sale.id}`);
    const ret = await cashier.post<Err>(`/api/sales/${sale.body.sale.id}/returns`, {
      reason: 'Wrong bran',
      refundMethod: 'charge',
      approval,
      lines: [
        { saleLineId: detail.body.returnable![0]!.saleLineId, qtyMilli: 30_000, condition: 'resellable' },
      ],
    });
    expect(ret.status, JSON.stringify(ret.body)).toBe(201);
    expect(await balance(id)).toBe(-30_000);
    // Without a credit line, the store credit covers a charge.
    const c = await sell(cashier, 20, [{ method: 'charge', amountCentavos: 20_000 }], { customerId: id });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(await balance(id)).toBe(-10_000);
    const applied = await t.db.query<{ a: number }>(
      'SELECT sum(amount_centavos)::float8 AS a FROM customer_allocations WHERE customer_id = $1',
      [id],
    );
    expect(applied[0]!.a).toBe(20_000);
    // A charge beyond the store credit is refused (no credit line).
    const more = await sell(cashier, 20, [{ method: 'charge', amountCentavos: 20_000 }], { customerId: id });
    expect(more.body.error.details).toMatchObject({ reason: 'over_limit' });
  });

  it('earns and redeems loyalty points; too few points are refused; the program off earns nothing', async () => {
    const id = await customer('Lola Pining', 0);
    const off = await sell(cashier, 5, [{ method: 'cash', amountCentavos: 5000 }], { customerId: id });
    expect(off.body.sale.loyalty).toBeNull();
    expect(await points(id)).toBe(0);
    await loyaltyOn(true);
    try {
      const earn = await sell(cashier, 50, [{ method: 'cash', amountCentavos: 50_000 }], { customerId: id });
      expect(earn.body.sale.loyalty).toEqual({ earned: 500, redeemed: 0, balance: 500 });
      const pay = await sell(
        cashier,
        50,
        [
          { method: 'points', amountCentavos: 20_000 },
          { method: 'cash', amountCentavos: 30_000 },
        ],
        { customerId: id },
      );
      expect(pay.status, JSON.stringify(pay.body)).toBe(201);
      expect(pay.body.sale.loyalty).toEqual({ earned: 300, redeemed: 200, balance: 600 });
      expect(await points(id)).toBe(600);
      const stored = await manager.get<Sale>(`/api/sales/${pay.body.sale.id}`);
      expect(stored.body.loyalty).toEqual({ earned: 300, redeemed: 200, balance: 600 });
      const tooMany = await sell(cashier, 70, [{ method: 'points', amountCentavos: 70_000 }], {
        customerId: id,
      });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.error.code).toBe('POINTS_INSUFFICIENT');
      const tooFew = await sell(
        cashier,
        1,
        [
          { method: 'points', amountCentavos: 500 },
          { method: 'cash', amountCentavos: 500 },
        ],
        { customerId: id },
      );
      expect(tooFew.body.error.code).toBe('POINTS_INSUFFICIENT');
      // A void gives the redeemed points back and takes the earned ones.
      const v = await cashier.post<Err>(`/api/sales/${pay.body.sale.id}/void`, {
        reason: 'Rang up twice',
        approval,
      });
      expect(v.status, JSON.stringify(v.body)).toBe(201);
      expect(await points(id)).toBe(500);
      // A return takes back the returned goods' share of the points.
      const d = await manager.get<Sale>(`/api/sales/${earn.body.sale.id}`);
      const ret = await cashier.post<Err>(`/api/sales/${earn.body.sale.id}/returns`, {
        reason: 'Half back',
        refundMethod: 'cash',
        approval,
        lines: [{ saleLineId: d.body.returnable![0]!.saleLineId, qtyMilli: 25_000, condition: 'resellable' }],
      });
      expect(ret.status, JSON.stringify(ret.body)).toBe(201);
      expect(await points(id)).toBe(250);
    } finally {
      await loyaltyOn(false);
    }
  });

  it('a void of a charge sale restores the balance; the books agree with the customer ledger', async () => {
    const id = await customer('Tata Ambo', 100_000);
    const r = await sell(cashier, 40, [{ method: 'charge', amountCentavos: 40_000 }], { customerId: id });
    expect(r.status).toBe(201);
    expect(await balance(id)).toBe(40_000);
    const v = await cashier.post<Err>(`/api/sales/${r.body.sale.id}/void`, {
      reason: 'Wrong buyer',
      approval,
    });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    expect(await balance(id)).toBe(0);
    const kinds = await t.db.query<{ kind: string }>(
      'SELECT kind FROM customer_ledger WHERE customer_id = $1 ORDER BY entry_no',
      [id],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['charge', 'void']);
    // GL accounts receivable = Σ customer ledger (less the old balance written straight into the ledger above).
    const [gl] = await t.db.query<{ ar: number }>(
      `SELECT coalesce(sum(l.debit_centavos - l.credit_centavos), 0)::float8 AS ar
         FROM journal_lines l JOIN gl_accounts a ON a.id = l.account_id WHERE a.code = '1100'`,
    );
    const [led] = await t.db.query<{ s: number }>(
      `SELECT coalesce(sum(amount_centavos), 0)::float8 AS s FROM customer_ledger WHERE reference <> 'OPENING'`,
    );
    expect(gl!.ar).toBe(led!.s);
  });

  it.runIf(kind === 'postgres')(
    'two cashiers charging one customer at once never pass the limit without approval',
    async () => {
      // A second cashier, with the demo password (as the demo's counter staff are made).
      const junId = randomUUID();
      await t.db.query(
        `INSERT INTO users (id, name, email, email_verified, first_name, last_name, role, is_active, is_owner, approved_at)
         VALUES ($1, 'Jun Villanueva', 'jun@race.test', true, 'Jun', 'Villanueva', 'cashier', true, false, now())`,
        [junId],
      );
      await t.db.query(
        `INSERT INTO accounts (id, account_id, provider_id, user_id, password)
         SELECT $1, $2, 'credential', $2, a.password FROM accounts a JOIN users u ON u.id = a.user_id
          WHERE u.email = 'cashier@demo.fbms.ph' AND a.provider_id = 'credential'`,
        [randomUUID(), junId],
      );
      const jun = await signIn(t, 'jun@race.test', DEMO_PASSWORD);
      expect((await manager.post('/api/pos/terminals', { name: 'Counter Q' })).status).toBe(201);
      for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) jun.cookies.set(k, v);
      const opened = await jun.post('/api/shifts', { openingFundCentavos: 100_000 });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      for (let round = 0; round < 15; round++) {
        const id = await customer(`Race ${round}`, 100_000);
        const [a, b] = await Promise.all([
          sell(cashier, 60, [{ method: 'charge', amountCentavos: 60_000 }], { customerId: id }),
          sell(jun, 60, [{ method: 'charge', amountCentavos: 60_000 }], { customerId: id }),
        ]);
        const statuses = [a.status, b.status].sort();
        expect(statuses, JSON.stringify([a.body, b.body])).toEqual([201, 409]);
        expect(await balance(id)).toBe(60_000);
      }
    },
  );

  it.runIf(kind === 'postgres')(
    'a payment racing a return of a charge sale: both land, nothing is applied twice',
    async () => {
      for (let round = 0; round < 6; round++) {
        const id = await customer(`Return race ${round}`, 100_000);
        const sale = await sell(cashier, 50, [{ method: 'charge', amountCentavos: 50_000 }], {
          customerId: id,
        });
        expect(sale.status, JSON.stringify(sale.body)).toBe(201);
        const detail = await manager.get<Sale>(`/api/sales/${sale.body.sale.id}`);
        const [ret, paid] = await Promise.all([
          cashier.post<Err>(`/api/sales/${sale.body.sale.id}/returns`, {
            reason: 'Wet sacks',
            refundMethod: 'charge',
            approval,
            lines: [
              {
                saleLineId: detail.body.returnable![0]!.saleLineId,
                qtyMilli: 20_000,
                condition: 'resellable',
              },
            ],
          }),
          cashier.post<Err>(`/api/customers/${id}/receipts`, {
            id: randomUUID(),
            amountCentavos: 40_000,
            method: 'cash',
          }),
        ]);
        expect([ret.status, paid.status], JSON.stringify([ret.body, paid.body])).toEqual([201, 201]);
        // 500 charged − 200 returned − 400 paid: ₱100 of store credit, the invoice paid in full.
        expect(await balance(id)).toBe(-10_000);
        const over = await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM customer_ledger l
            WHERE l.customer_id = $1 AND abs(l.amount_centavos) < abs(coalesce((SELECT sum(a.amount_centavos)
                  FROM customer_allocations a WHERE a.debit_entry_id = l.id OR a.credit_entry_id = l.id), 0))`,
          [id],
        );
        expect(over[0]!.n).toBe(0);
        const [applied] = await t.db.query<{ a: number }>(
          'SELECT coalesce(sum(amount_centavos), 0)::float8 AS a FROM customer_allocations WHERE customer_id = $1',
          [id],
        );
        expect(applied!.a).toBe(50_000);
      }
    },
  );
});
