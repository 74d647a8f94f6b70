import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { proposeRecurring } from './expenses.service.ts';

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Category = { id: string; name: string; accountCode: string; accountId: string; isActive: boolean };
type Expense = {
  id: string;
  number: string;
  status: string;
  proposed: boolean;
  amountCentavos: number;
  attachment: { type: string } | null;
  rejectedReason: string | null;
};

// A 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Expenses (issue 22) over HTTP: categories, the status machine, postings, receipts, drawers, recurring. */
describe.each(DB_KINDS)('expenses on %s', (kind) => {
  let t: TestServer;
  let accountant: TestClient;
  let manager: TestClient;
  let employee: TestClient;
  let rent: Category;
  let fuel: Category;

  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const entries = (id: string) =>
    t.db.query<{ source_type: string; code: string; debit: number; credit: number }>(
      `SELECT e.source_type, a.code, l.debit_centavos::float8 AS debit, l.credit_centavos::float8 AS credit
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN gl_accounts a ON a.id = l.account_id
        WHERE e.source_id = $1 ORDER BY e.source_type, l.line_no`,
      [id],
    );
  const body = (over: Record<string, unknown> = {}) => ({
    description: 'Diesel for the delivery truck',
    categoryId: fuel.id,
    expenseDate: '2026-11-10',
    vendorName: 'Petron Lipa',
    amountCentavos: 1_120_00,
    vatInvoice: true,
    inputVatCentavos: 120_00,
    paymentMethod: 'cash_safe',
    ...over,
  });

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [accountant, manager, employee] = await Promise.all([
      signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'employee@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const cats = (await accountant.get<{ items: Category[] }>('/api/expenses/categories')).body.items;
    rent = cats.find((c) => c.name === 'Rent')!;
    fuel = cats.find((c) => c.name === 'Fuel')!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the default categories once, each on its expense account', async () => {
    const cats = (await accountant.get<{ items: Category[] }>('/api/expenses/categories')).body.items;
    expect(cats).toHaveLength(10);
    expect(rent.accountCode).toBe('6030');
    expect(cats.find((c) => c.name === 'Internet and phone')!.accountCode).toBe('6050');
    expect(cats.find((c) => c.name === 'Miscellaneous')!.accountCode).toBe('6900');
  });

  it("refuses a category id that is not a UUID with INVALID_UUID and the seed's message, writing nothing", async () => {
    const before = await count('expenses');
    const bad = await accountant.post<Err>('/api/expenses', body({ categoryId: 'fuel' }));
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({
      code: 'INVALID_UUID',
      message: 'Invalid UUID format for expense category ID',
      details: { reason: 'expenseCategoryIdInvalid' },
    });
    const put = await accountant.put<Err>('/api/expenses/categories/not-a-uuid', {
      name: 'X',
      birClassification: 'rent',
      accountId: rent.accountId,
    });
    expect(put.body.error.code).toBe('INVALID_UUID');
    expect((await accountant.get<Err>('/api/expenses?categoryId=123')).body.error.code).toBe('INVALID_UUID');
    expect(await count('expenses')).toBe(before);
  });

  it('refuses a negative amount and input VAT above 12/112 of the amount, writing nothing', async () => {
    const before = await count('expenses');
    const neg = await accountant.post<Err>(
      '/api/expenses',
      body({ amountCentavos: -100_00, inputVatCentavos: 0 }),
    );
    expect(neg.status).toBe(422);
    expect(neg.body.error.code).toBe('VALIDATION_FAILED');
    const vat = await accountant.post<Err & { error: { details: { fields: Record<string, string> } } }>(
      '/api/expenses',
      body({ inputVatCentavos: 120_01 }),
    );
    expect(vat.status).toBe(422);
    expect(vat.body.error.details.fields.inputVatCentavos).toBe(
      'Input VAT cannot be more than 12/112 of the amount',
    );
    expect(await count('expenses')).toBe(before);
  });

  it('a category posts to an expense account only; one in use is deactivated, not deleted', async () => {
    const [cash] = await t.db.query<{ id: string }>(`SELECT id FROM gl_accounts WHERE code = '1030'`);
    const wrong = await accountant.post<Err>('/api/expenses/categories', {
      name: 'Bank',
      birClassification: 'bank_charges',
      accountId: cash!.id,
    });
    expect(wrong.body.error.details).toMatchObject({ reason: 'expenseAccountNotExpense' });
    const [bc] = await t.db.query<{ id: string }>(`SELECT id FROM gl_accounts WHERE code = '6130'`);
    const made = await accountant.post<Category>('/api/expenses/categories', {
      name: 'Bank charges',
      birClassification: 'bank_charges',
      accountId: bc!.id,
    });
    expect(made.status).toBe(201);
    expect((await accountant.delete(`/api/expenses/categories/${made.body.id}`)).status).toBe(200);
  });

  it('draft → submitted → approved (one balanced entry) → paid; approved and paid are not edited', async () => {
    const created = await accountant.post<Expense>(
      '/api/expenses',
      body({ withholdingAtc: 'WC158', withholdingCentavos: 10_00 }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft' });
    expect(created.body.number).toMatch(/^EXP-\d{6}-\d{4}$/);
    const id = created.body.id;
    expect(
      (
        await accountant.put<Expense>(
          `/api/expenses/${id}`,
          body({
            amountCentavos: 1_000_00,
            inputVatCentavos: 100_00,
            withholdingAtc: 'WC158',
            withholdingCentavos: 9_00,
          }),
        )
      ).body.amountCentavos,
    ).toBe(1_000_00);
    expect((await accountant.post<Expense>(`/api/expenses/${id}/submit`)).body.status).toBe('submitted');
    expect((await accountant.post<Expense>(`/api/expenses/${id}/approve`)).body.status).toBe('approved');
    expect(await entries(id)).toEqual([
      { source_type: 'expense', code: '6060', debit: 900_00, credit: 0 },
      { source_type: 'expense', code: '1300', debit: 100_00, credit: 0 },
      { source_type: 'expense', code: '2020', debit: 0, credit: 991_00 },
      { source_type: 'expense', code: '2120', debit: 0, credit: 9_00 },
    ]);
    const edit = await accountant.put<Err>(`/api/expenses/${id}`, body());
    expect(edit.status).toBe(409);
    expect(edit.body.error.details).toMatchObject({ reason: 'expenseStatusWrong' });
    expect((await accountant.post<Expense>(`/api/expenses/${id}/pay`)).body.status).toBe('paid');
    const all = await entries(id);
    expect(all.filter((l) => l.source_type === 'expense_payment')).toEqual([
      { source_type: 'expense_payment', code: '2020', debit: 991_00, credit: 0 },
      { source_type: 'expense_payment', code: '1020', debit: 0, credit: 991_00 },
    ]);
    expect((await accountant.post<Err>(`/api/expenses/${id}/approve`)).status).toBe(409);
  });

  it('above the limit someone else approves; a rejected one keeps its reason and posts nothing', async () => {
    const big = await accountant.post<Expense>(
      '/api/expenses',
      body({ categoryId: rent.id, amountCentavos: 11_200_00, inputVatCentavos: 1_200_00, next: 'submit' }),
    );
    expect(big.body.status).toBe('submitted');
    const own = await accountant.post<Err>(`/api/expenses/${big.body.id}/approve`);
    expect(own.status).toBe(403);
    expect(own.body.error).toMatchObject({
      code: 'APPROVAL_REQUIRED',
      details: { reason: 'expenseOwnApprovalAboveLimit', limitCentavos: 5_000_00 },
    });
    expect(await entries(big.body.id)).toEqual([]);
    expect((await manager.post<Expense>(`/api/expenses/${big.body.id}/approve`)).body.status).toBe(
      'approved',
    );

    const other = await accountant.post<Expense>('/api/expenses', body({ next: 'submit' }));
    const rejected = await manager.post<Expense>(`/api/expenses/${other.body.id}/reject`, {
      reason: 'No receipt',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectedReason: 'No receipt' });
    expect((await manager.post<Err>(`/api/expenses/${other.body.id}/approve`)).status).toBe(409);
    expect(await entries(other.body.id)).toEqual([]);

    const submitted = await accountant.get<{ items: Expense[]; totals: { count: number } }>(
      '/api/expenses?status=submitted',
    );
    expect(submitted.body.items.every((e) => e.status === 'submitted')).toBe(true);
  });

  it('"record as paid" approves and pays at once; a person without expenses access is refused', async () => {
    const paid = await accountant.post<Expense>(
      '/api/expenses',
      body({ next: 'pay', paymentMethod: 'gcash' }),
    );
    expect(paid.body.status).toBe('paid');
    const lines = await entries(paid.body.id);
    expect(lines.find((l) => l.source_type === 'expense_payment' && l.credit > 0)!.code).toBe('1040');
    expect((await employee.get<Err>('/api/expenses')).status).toBe(403);
    expect((await employee.post<Err>('/api/expenses', body())).status).toBe(403);
  });

  it('a receipt: JPEG/PNG/WebP/PDF by its bytes, at most 5 MB, served back with its type', async () => {
    const e = await accountant.post<Expense>('/api/expenses', body());
    const ok = await accountant.put<Expense>(`/api/expenses/${e.body.id}/attachment`, {
      fileName: 'receipt.png',
      dataUrl: `data:image/png;base64,${PNG}`,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.attachment).toMatchObject({ type: 'image/png' });
    const res = await fetch(`${t.baseUrl}/api/expenses/${e.body.id}/attachment`, {
      headers: { cookie: accountant.cookieHeader() },
    });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const pdf = await accountant.put<Expense>(`/api/expenses/${e.body.id}/attachment`, {
      fileName: 'receipt.pdf',
      dataUrl: `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF').toString('base64')}`,
    });
    expect(pdf.body.attachment).toMatchObject({ type: 'application/pdf' });
    const text = await accountant.put<Err>(`/api/expenses/${e.body.id}/attachment`, {
      fileName: 'receipt.png',
      dataUrl: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
    });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('FILE_TYPE_INVALID');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await accountant.put<Err>(`/api/expenses/${e.body.id}/attachment`, {
      fileName: 'big.png',
      dataUrl: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('FILE_SIZE_EXCEEDED');
    expect((await accountant.get<Expense>(`/api/expenses/${e.body.id}`)).body.attachment).toMatchObject({
      type: 'application/pdf',
    });
  });

  it("cash from a drawer: refused without an open shift; otherwise a cash-out slip the shift's expected cash counts", async () => {
    const enrolled = await manager.post<{ id: string }>('/api/pos/terminals', { name: 'Counter X' });
    expect(enrolled.status).toBe(201);
    const terminalId = enrolled.body.id;
    const before = await count('expenses');
    const refused = await accountant.post<Err>(
      '/api/expenses',
      body({
        paymentMethod: 'cash_drawer',
        terminalId,
        next: 'pay',
        amountCentavos: 500_00,
        inputVatCentavos: 0,
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'SHIFT_NOT_OPEN',
      details: { reason: 'expenseDrawerNoShift' },
    });
    expect(await count('expenses')).toBe(before);

    const opened = await manager.post<{ id: string }>('/api/shifts', {
      openingFundCentavos: 2_000_00,
      openingCount: { '100000': 2 },
    });
    expect(opened.status).toBe(201);
    const paid = await accountant.post<Expense>(
      '/api/expenses',
      body({
        paymentMethod: 'cash_drawer',
        terminalId,
        next: 'pay',
        amountCentavos: 500_00,
        inputVatCentavos: 0,
      }),
    );
    expect(paid.body.status).toBe('paid');
    const slips = await manager.get<{
      items: { kind: string; amountCentavos: number; reasonKind: string }[];
    }>(`/api/shifts/${opened.body.id}/cash-slips`);
    expect(slips.body.items).toEqual([
      expect.objectContaining({ kind: 'cash_out', reasonKind: 'payout', amountCentavos: 500_00 }),
    ]);
    const lines = await entries(paid.body.id);
    expect(lines.find((l) => l.source_type === 'expense_payment' && l.credit > 0)!.code).toMatch(
      /^1010(\d\d)?$/,
    );
    const closed = await manager.post<{ shift: { expectedCashCentavos: number; shortOverCentavos: number } }>(
      '/api/shifts/current/close',
      { declaredCount: { '100000': 1, '50000': 1 } },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.shift).toMatchObject({ expectedCashCentavos: 1_500_00, shortOverCentavos: 0 });
  });

  it('a recurring template proposes a draft on each date, once, and moves its next date on', async () => {
    const r = await accountant.post<{ id: string; nextDate: string }>('/api/expenses/recurring', {
      description: 'Store rent',
      categoryId: rent.id,
      vendorName: 'Dela Cruz Realty',
      amountCentavos: 15_000_00,
      paymentMethod: 'bank',
      interval: 'monthly',
      nextDate: '2020-01-15',
    });
    expect(r.status).toBe(201);
    await t.db.query(
      `UPDATE recurring_expenses SET next_date = (now() AT TIME ZONE 'Asia/Manila')::date - 40 WHERE id = $1`,
      [r.body.id],
    );
    const first = await proposeRecurring(t.fbms.deps);
    expect(first.proposed).toBe(2);
    expect((await proposeRecurring(t.fbms.deps)).proposed).toBe(0);
    const proposed = await accountant.get<{ items: Expense[] }>('/api/expenses?status=proposed');
    expect(proposed.body.items).toHaveLength(2);
    expect(proposed.body.items.every((e) => e.proposed && e.status === 'draft')).toBe(true);
    const [tpl] = await t.db.query<{ after: boolean }>(
      `SELECT next_date > (now() AT TIME ZONE 'Asia/Manila')::date AS after FROM recurring_expenses WHERE id = $1`,
      [r.body.id],
    );
    expect(tpl!.after).toBe(true);
  });

  it.runIf(kind === 'postgres')(
    'ten expenses recorded at once get the next ten numbers, no gap, no twice',
    async () => {
      const made = await Promise.all(
        Array.from({ length: 10 }, () => accountant.post<Expense>('/api/expenses', body())),
      );
      expect(made.every((r) => r.status === 201)).toBe(true);
      const all = (await t.db.query<{ number: string }>(`SELECT number FROM expenses ORDER BY number`)).map(
        (r) => r.number,
      );
      const seq = all.map((n) => Number(n.slice(11)));
      expect(seq).toEqual(seq.map((_, i) => i + 1));
      expect(new Set(all).size).toBe(all.length);
    },
  );
});
