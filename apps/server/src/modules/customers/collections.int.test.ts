import { uuidv7 } from '@fbms/db';
import { addDays, manilaDate, openingBalancePosting } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsMessage, useSmsProvider } from '../../platform/sms-provider.ts';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { writeBounce } from './collections.service.ts';
import { appendLedgerEntry, lockCustomer, settle } from './customer-ledger.service.ts';
import { sendPaymentReminders } from './reminders.service.ts';

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Receipt = {
  id: string;
  receiptNo: string;
  amountCentavos: number;
  status: string;
  shiftId: string | null;
  terminalId: string | null;
  applied: { debitId: string; reference: string; amountCentavos: number }[];
  balanceCentavos: number;
};
type Ageing = Record<'current' | 'd1_30' | 'd31_60' | 'd61_90' | 'd90_plus' | 'total', number>;

/** Payments on account, bounced checks, ageing, statements (issue 23) over HTTP. */
describe.each(DB_KINDS)('collections on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let accountant: TestClient;
  const today = manilaDate(new Date());

  const newCustomer = async (firstName: string, extra: Record<string, unknown> = {}) => {
    const r = await manager.post<{ id: string }>('/api/customers', {
      firstName,
      lastName: 'Reyes',
      phone: '0917 555 0101',
      creditLimitCentavos: 100_000_00,
      ...extra,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  };
  /** A charge written through the ledger's one door (as a charge sale does), posted like an opening balance. */
  const charge = async (customerId: string, amount: number, date: string, due: string, ref: string) => {
    let id = '';
    await t.db.db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      id = await appendLedgerEntry(tx, {
        customerId,
        entryDate: date,
        kind: 'charge',
        amountCentavos: amount,
        dueDate: due,
        reference: ref,
        createdBy: null,
      });
      await settle(tx, customerId);
      await postEntry(
        tx,
        {
          date,
          memo: ref,
          sourceType: 'customer_opening',
          sourceId: id,
          sourceNumber: ref,
          lines: openingBalancePosting(amount),
        },
        null,
      );
    });
    return id;
  };
  const open = async (customerId: string) =>
    t.db.query<{ reference: string; open: number; due: string }>(
      `SELECT l.reference, (l.amount_centavos - coalesce((SELECT sum(a.amount_centavos) FROM customer_allocations a
                WHERE a.debit_entry_id = l.id), 0))::float8 AS open, to_char(coalesce(l.due_date, l.entry_date), 'YYYY-MM-DD') AS due
         FROM customer_ledger l WHERE l.customer_id = $1 AND l.amount_centavos > 0 ORDER BY l.entry_no`,
      [customerId],
    );
  const balance = async (customerId: string) =>
    (
      await t.db.query<{ b: number }>(
        'SELECT coalesce(sum(amount_centavos), 0)::float8 AS b FROM customer_ledger WHERE customer_id = $1',
        [customerId],
      )
    )[0]!.b;
  const pay = (customerId: string, body: Record<string, unknown>, who = cashier) =>
    who.post<Receipt & Err>(`/api/customers/${customerId}/receipts`, {
      id: uuidv7(),
      method: 'cash',
      ...body,
    });

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [manager, cashier, accountant] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a payment settles the oldest invoices first, numbered CR-YYYYMM-NNNN, posted cash to the safe in the back office', async () => {
    const c = await newCustomer('Ana');
    await charge(c, 1_000_00, addDays(today, -50), addDays(today, -20), 'INV-A1');
    await charge(c, 2_000_00, addDays(today, -10), addDays(today, 20), 'INV-A2');
    const r = await pay(c, { amountCentavos: 1_500_00 });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.receiptNo).toMatch(/^CR-\d{6}-\d{4}$/);
    expect(r.body.applied.map((a) => [a.reference, a.amountCentavos])).toEqual([
      ['INV-A1', 1_000_00],
      ['INV-A2', 500_00],
    ]);
    expect(r.body.balanceCentavos).toBe(1_500_00);
    expect(r.body.terminalId).toBeNull();
    const lines = await t.db.query<{ key: string; debit: number; credit: number }>(
      `SELECT a.key, l.debit_centavos::float8 AS debit, l.credit_centavos::float8 AS credit
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN gl_accounts a ON a.id = l.account_id
        WHERE e.source_type = 'collection' AND e.source_id = $1 ORDER BY l.line_no`,
      [r.body.id],
    );
    expect(lines).toEqual([
      { key: 'cash_in_safe', debit: 1_500_00, credit: 0 },
      { key: 'accounts_receivable', debit: 0, credit: 1_500_00 },
    ]);
  });

  it('pays the invoices chosen, partly; refuses an invoice not open; bad input changes nothing', async () => {
    const c = await newCustomer('Ben');
    await charge(c, 1_000_00, addDays(today, -40), addDays(today, -10), 'INV-B1');
    const b2 = await charge(c, 3_000_00, addDays(today, -5), addDays(today, 25), 'INV-B2');
    const r = await pay(c, {
      amountCentavos: 1_200_00,
      method: 'gcash',
      reference: 'GC123456',
      allocations: [{ debitId: b2, amountCentavos: 1_200_00 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await open(c)).map((o) => o.open)).toEqual([1_000_00, 1_800_00]);
    const notOpen = await pay(c, { amountCentavos: 100, allocations: [{ debitId: uuidv7() }] });
    expect(notOpen.status).toBe(422);
    expect(notOpen.body.error.details).toMatchObject({ reason: 'allocationNotOpen' });
    const noRef = await pay(c, { amountCentavos: 100, method: 'gcash' });
    expect(noRef.status).toBe(422);
    const zero = await pay(c, { amountCentavos: 0 });
    expect(zero.status).toBe(422);
    const checkMissing = await pay(c, { amountCentavos: 100, method: 'check', bank: 'BPI' });
    expect(checkMissing.status).toBe(422);
    expect(await balance(c)).toBe(2_800_00);
  });

  it('an overpayment stays as store credit, used by the next charge', async () => {
    const c = await newCustomer('Cora');
    await charge(c, 500_00, addDays(today, -3), addDays(today, 27), 'INV-C1');
    const r = await pay(c, { amountCentavos: 800_00 });
    expect(r.status).toBe(201);
    expect(r.body.balanceCentavos).toBe(-300_00);
    await charge(c, 1_000_00, today, addDays(today, 30), 'INV-C2');
    expect((await open(c)).map((o) => o.open)).toEqual([0, 700_00]);
    expect(await balance(c)).toBe(700_00);
  });

  it('a resend answers the same receipt; the same id with other details is refused', async () => {
    const c = await newCustomer('Dado');
    await charge(c, 900_00, addDays(today, -3), addDays(today, 27), 'INV-D1');
    const id = uuidv7();
    const first = await pay(c, { id, amountCentavos: 400_00 });
    const again = await pay(c, { id, amountCentavos: 400_00 });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.receiptNo).toBe(first.body.receiptNo);
    const other = await pay(c, { id, amountCentavos: 500_00 });
    expect(other.status).toBe(409);
    expect(other.body.error.details).toMatchObject({ reason: 'collectionIdReused' });
    expect(await balance(c)).toBe(500_00);
  });

  it('a bounced check reopens the invoices with their due dates, once; only a manager may', async () => {
    const c = await newCustomer('Elma');
    await charge(c, 1_000_00, addDays(today, -70), addDays(today, -40), 'INV-E1');
    await charge(c, 1_000_00, addDays(today, -20), addDays(today, 10), 'INV-E2');
    const check = await pay(c, {
      amountCentavos: 1_500_00,
      method: 'check',
      bank: 'BPI',
      checkNumber: '000123',
      checkDate: today,
    });
    expect(check.status, JSON.stringify(check.body)).toBe(201);
    expect((await open(c)).map((o) => o.open)).toEqual([0, 500_00]);
    const cash = await pay(c, { amountCentavos: 100_00 });
    expect(
      (await cashier.post<Err>(`/api/customers/receipts/${check.body.id}/bounce`, { reason: 'DAIF' })).status,
    ).toBe(403);
    const notCheck = await manager.post<Err>(`/api/customers/receipts/${cash.body.id}/bounce`, {
      reason: 'Not a check',
    });
    expect(notCheck.body.error.details).toMatchObject({ reason: 'bounceNotCheck' });
    const bounced = await manager.post<Receipt>(`/api/customers/receipts/${check.body.id}/bounce`, {
      reason: 'DAIF',
    });
    expect(bounced.status, JSON.stringify(bounced.body)).toBe(200);
    expect(bounced.body.status).toBe('bounced');
    expect(await balance(c)).toBe(1_900_00);
    const rows = await open(c);
    // The cash had settled what the check left open (INV-E2); INV-E1 is open again in full, due as before.
    expect(rows.find((o) => o.reference === 'INV-E1')).toMatchObject({
      open: 1_000_00,
      due: addDays(today, -40),
    });
    expect(rows.filter((o) => o.reference !== 'INV-E1').reduce((s, o) => s + o.open, 0)).toBe(900_00);
    const twice = await manager.post<Err>(`/api/customers/receipts/${check.body.id}/bounce`, {
      reason: 'DAIF',
    });
    expect(twice.body.error.details).toMatchObject({ reason: 'alreadyBounced' });
    const entry = await t.db.query<{ key: string; debit: number; credit: number }>(
      `SELECT a.key, l.debit_centavos::float8 AS debit, l.credit_centavos::float8 AS credit
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN gl_accounts a ON a.id = l.account_id
        WHERE e.source_type = 'collection_bounce' AND e.source_id = $1 ORDER BY l.line_no`,
      [check.body.id],
    );
    expect(entry).toEqual([
      { key: 'accounts_receivable', debit: 1_500_00, credit: 0 },
      { key: 'checks_on_hand', debit: 0, credit: 1_500_00 },
    ]);
    const ageing = await accountant.get<{ items: { customerId: string; ageing: Ageing }[] }>(
      `/api/customers/ageing?asOf=${today}&pageSize=1000`,
    );
    expect(ageing.body.items.find((i) => i.customerId === c)!.ageing).toMatchObject({
      d31_60: 1_000_00,
      total: 1_900_00,
    });
  });

  it('ageing as of a date before a bounce shows the invoices the check paid as paid then', async () => {
    const c = await newCustomer('Florante');
    await charge(c, 2_000_00, addDays(today, -60), addDays(today, -30), 'INV-F1');
    const check = await pay(c, {
      amountCentavos: 2_000_00,
      method: 'check',
      bank: 'BDO',
      checkNumber: '000456',
      checkDate: today,
    });
    expect(check.status, JSON.stringify(check.body)).toBe(201);
    // The bank returns it three days later.
    const bounceDay = addDays(today, 3);
    const [manager1] = await t.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'manager@demo.fbms.ph'`,
    );
    await t.db.db.transaction(async (tx) => {
      await lockCustomer(tx, c);
      await writeBounce(
        tx,
        { id: check.body.id, customerId: c, receiptNo: check.body.receiptNo, amount: 2_000_00 },
        'DAIF',
        bounceDay,
        new Date().toISOString(),
        manager1!.id,
      );
    });
    const ageingOn = async (asOf: string) =>
      (
        await accountant.get<{ items: { customerId: string; ageing: Ageing }[] }>(
          `/api/customers/ageing?asOf=${asOf}&pageSize=1000`,
        )
      ).body.items.find((i) => i.customerId === c)?.ageing;
    expect(await ageingOn(addDays(today, -1))).toMatchObject({ d1_30: 2_000_00, total: 2_000_00 });
    expect(await ageingOn(today)).toBeUndefined();
    expect(await ageingOn(bounceDay)).toMatchObject({ d31_60: 2_000_00, total: 2_000_00 });
  });

  it('ageing comes a page at a time by name, with the count and the totals of every customer', async () => {
    const all = await accountant.get<{
      items: { displayName: string; ageing: Ageing }[];
      count: number;
      totals: Ageing;
    }>(`/api/customers/ageing?asOf=${today}&pageSize=1000`);
    expect(all.body.count).toBe(all.body.items.length);
    expect(all.body.count).toBeGreaterThan(3);
    const sum = all.body.items.reduce((s, i) => s + i.ageing.total, 0);
    expect(all.body.totals.total).toBe(sum);
    const second = await accountant.get<{ items: { displayName: string }[]; count: number; totals: Ageing }>(
      `/api/customers/ageing?asOf=${today}&page=2&pageSize=2`,
    );
    expect(second.body.items.map((i) => i.displayName)).toEqual(
      all.body.items.slice(2, 4).map((i) => i.displayName),
    );
    expect(second.body.count).toBe(all.body.count);
    expect(second.body.totals).toEqual(all.body.totals);
    const past = await accountant.get<{ items: unknown[]; count: number; totals: Ageing }>(
      `/api/customers/ageing?asOf=${today}&page=999&pageSize=100`,
    );
    expect(past.body).toMatchObject({ items: [], count: all.body.count, totals: all.body.totals });
    expect((await accountant.get<Err>(`/api/customers/ageing?pageSize=0`)).status).toBe(422);
  });

  it('at a POS counter: cash needs the open shift, lands in the drawer and in the shift’s expected cash', async () => {
    const c = await newCustomer('Fely');
    await charge(c, 2_000_00, addDays(today, -3), addDays(today, 27), 'INV-F1');
    const enrolled = await manager.post<{ id: string }>('/api/pos/terminals', { name: 'Counter C' });
    expect(enrolled.status).toBe(201);
    const counter = await signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD);
    for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) counter.cookies.set(k, v);
    const closed = await pay(c, { amountCentavos: 500_00 }, counter);
    expect(closed.body.error.code).toBe('SHIFT_NOT_OPEN');
    const shift = await counter.post<{ id: string }>('/api/shifts', { openingFundCentavos: 1_000_00 });
    expect(shift.status, JSON.stringify(shift.body)).toBe(201);
    const r = await pay(c, { amountCentavos: 500_00 }, counter);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ terminalId: enrolled.body.id, shiftId: shift.body.id });
    const [drawer] = await t.db.query<{ terminal_id: string }>(
      `SELECT a.terminal_id FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
         JOIN gl_accounts a ON a.id = l.account_id
        WHERE e.source_type = 'collection' AND e.source_id = $1 AND a.key = 'cash_on_hand'`,
      [r.body.id],
    );
    expect(drawer!.terminal_id).toBe(enrolled.body.id);
    const close = await counter.post<{ shift: { expectedCashCentavos?: number } } & Err>(
      '/api/shifts/current/close',
      { declaredCount: { '100000': 1, '50000': 1 } },
    );
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    const [row] = await t.db.query<{ expected: number; short: number }>(
      'SELECT expected_cash_centavos::float8 AS expected, short_over_centavos::float8 AS short FROM shifts WHERE id = $1',
      [shift.body.id],
    );
    expect(row).toEqual({ expected: 1_500_00, short: 0 });
  });

  it('statement PDF and e-mail; the collection list names the customers due', async () => {
    const c = await newCustomer('Gina', { email: 'gina@example.ph' });
    await charge(c, 1_000_00, addDays(today, -45), addDays(today, -15), 'INV-G1');
    const r = await pay(c, { amountCentavos: 250_00 });
    const s = await accountant.get<{ openingCentavos: number; rows: { balanceCentavos: number }[] }>(
      `/api/customers/${c}/statement?from=${addDays(today, -60)}&to=${today}`,
    );
    expect(s.status).toBe(200);
    expect(s.body.openingCentavos).toBe(0);
    expect(s.body.rows.map((x) => x.balanceCentavos)).toEqual([1_000_00, 750_00]);
    const pdf = await fetch(`${t.baseUrl}/api/customers/${c}/statement.pdf?from=${addDays(today, -60)}`, {
      headers: { cookie: accountant.cookieHeader() },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const rpdf = await fetch(`${t.baseUrl}/api/customers/receipts/${r.body.id}/pdf`, {
      headers: { cookie: accountant.cookieHeader() },
    });
    expect(rpdf.status).toBe(200);
    const sent = await manager.post<{ sentTo: string }>(`/api/customers/${c}/statement/email`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.sentTo).toBe('gina@example.ph');
    const noMail = await newCustomer('Hilda');
    const refused = await manager.post<Err>(`/api/customers/${noMail}/statement/email`, {});
    expect(refused.body.error.details).toMatchObject({ reason: 'statementNoEmail' });
    const due = await cashier.get<{
      items: { customerId: string; overdueCentavos: number; phone: string }[];
    }>(`/api/customers/collections-due?date=${today}`);
    expect(due.body.items.find((i) => i.customerId === c)).toMatchObject({
      overdueCentavos: 750_00,
      phone: '09175550101',
      lastPaymentCentavos: 250_00,
    });
    const list = await accountant.get<{ items: { id: string }[] }>(`/api/customers/receipts?customerId=${c}`);
    expect(list.body.items.map((x) => x.id)).toEqual([r.body.id]);
  });

  it('the ledgers agree: Σ ledger = Σ documents, GL receivables = Σ customer balances, ageing totals = balances', async () => {
    const [sums] = await t.db.query<{
      ledger: number;
      receipts: number;
      payments: number;
      ar: number;
      ageing: number;
    }>(
      `SELECT (SELECT coalesce(sum(amount_centavos), 0) FROM customer_ledger)::float8 AS ledger,
              (SELECT coalesce(sum(amount_centavos), 0) FROM collection_receipts)::float8 AS receipts,
              (SELECT -coalesce(sum(amount_centavos), 0) FROM customer_ledger WHERE kind = 'payment')::float8 AS payments,
              (SELECT coalesce(sum(l.debit_centavos - l.credit_centavos), 0) FROM journal_lines l
                 JOIN gl_accounts a ON a.id = l.account_id WHERE a.key = 'accounts_receivable')::float8 AS ar,
              0::float8 AS ageing`,
    );
    expect(sums!.payments).toBe(sums!.receipts);
    expect(sums!.ar).toBe(sums!.ledger);
    // A week on: the bounce recorded three days ahead by an earlier test is booked by then.
    const ageing = await accountant.get<{ totals: Ageing }>(
      `/api/customers/ageing?asOf=${addDays(today, 7)}`,
    );
    expect(ageing.body.totals.total).toBe(sums!.ledger);
    // Every allocation stays within its debit and its credit.
    const over = await t.db.query(
      `SELECT l.id FROM customer_ledger l
        WHERE abs(l.amount_centavos) < abs(coalesce((SELECT sum(a.amount_centavos) FROM customer_allocations a
                WHERE a.debit_entry_id = l.id OR a.credit_entry_id = l.id), 0))`,
    );
    expect(over).toEqual([]);
  });

  it('the morning reminders: managers told, only consenting customers e-mailed or texted, once a day', async () => {
    const yes = await newCustomer('Jojo', { email: 'jojo@example.ph' });
    const no = await newCustomer('Kaka', { email: 'kaka@example.ph' });
    const text = await newCustomer('Lito', { phone: '0918 222 3333' });
    await t.db.query('UPDATE customers SET consent_email = true WHERE id = $1', [yes]);
    await t.db.query('UPDATE customers SET consent_sms = true WHERE id = $1', [text]);
    await charge(yes, 300_00, addDays(today, -28), addDays(today, 2), 'INV-J1');
    await charge(no, 300_00, addDays(today, -40), addDays(today, -10), 'INV-K1');
    await charge(text, 450_00, addDays(today, -40), addDays(today, -10), 'INV-L1');
    const texts: SmsMessage[] = [];
    useSmsProvider({ kind: 'test', send: async (m) => void texts.push(m) });
    try {
      const before = t.smtp.messages.length;
      expect(await sendPaymentReminders(t.fbms.deps)).toBe(2);
      const mails = t.smtp.messages.slice(before);
      expect(mails.map((m) => m.to)).toEqual(['jojo@example.ph']);
      expect(texts.map((m) => m.to)).toEqual(['09182223333']);
      expect(texts[0]!.text).toContain('₱450.00 past due');
      expect(await sendPaymentReminders(t.fbms.deps)).toBe(0);
      expect(t.smtp.messages.length).toBe(before + 1);
      expect(texts).toHaveLength(1);
    } finally {
      useSmsProvider(null);
    }
    const [n] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE u.email = 'manager@demo.fbms.ph' AND n.title = 'Customer payments due'`,
    );
    expect(n!.n).toBe(1);
  });

  it.runIf(kind === 'postgres')(
    'payments racing for one customer, and a payment racing a charge: all land, numbers gap-free',
    async () => {
      const c = await newCustomer('Iking');
      await charge(c, 5_000_00, addDays(today, -30), addDays(today, -1), 'INV-I1');
      const results = await Promise.all([
        ...Array.from({ length: 6 }, () => pay(c, { amountCentavos: 300_00 })),
        charge(c, 1_000_00, today, addDays(today, 30), 'INV-I2'),
      ]);
      for (const r of results.slice(0, 6))
        expect((r as { status: number }).status, JSON.stringify(r)).toBe(201);
      expect(await balance(c)).toBe(4_200_00);
      expect((await open(c)).reduce((s, o) => s + o.open, 0)).toBe(4_200_00);
      const nos = (
        await t.db.query<{ n: number }>(
          `SELECT substr(receipt_no, 11)::int AS n FROM collection_receipts
            WHERE receipt_no LIKE $1 ORDER BY 1`,
          [`CR-${today.slice(0, 4)}${today.slice(5, 7)}-%`],
        )
      ).map((r) => r.n);
      expect(nos).toEqual(Array.from({ length: nos.length }, (_, i) => i + 1));
    },
  );
});
