import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string } };
type AuditRow = {
  action: string;
  actor_email: string;
  target_id: string | null;
  details: Record<string, unknown>;
};

describe.each(DB_KINDS)('refused sales and the approval box on %s (T6, T15, T19)', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let otherTill: TestClient;
  const sack = { productId: '', unitCode: 'sack', qtyMilli: 1000, unitPriceCentavos: 145_000 };
  /** A 10% discount: above a cashier's limit, so it needs a manager's password. */
  const discounted = () => ({
    id: randomUUID(),
    lines: [{ ...sack, promo: { kind: 'percent', basisPoints: 1000 } }],
    payments: [{ method: 'cash', amountCentavos: 130_500 }],
    totalCentavos: 130_500,
  });
  const approvedBy = (email: string, password: string) => ({
    ...discounted(),
    approval: { email, password },
  });

  const auditOf = (saleId: string) =>
    t.db.query<AuditRow>(
      'SELECT action, actor_email, target_id, details FROM audit_log WHERE target_id = $1',
      [saleId],
    );
  const approvalAudits = () =>
    t.db.query<AuditRow>(
      "SELECT action, actor_email, target_id, details FROM audit_log WHERE action = 'sales.approval_refused' ORDER BY id",
    );

  const enroll = async (name: string, on: TestClient) => {
    expect((await manager.post('/api/pos/terminals', { name })).status).toBe(201);
    for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) on.cookies.set(k, v);
    expect((await on.post('/api/shifts', { openingFundCentavos: 0 })).status).toBe(201);
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [manager, cashier, otherTill] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const r = await manager.post<{ product: { id: string } }>('/api/products', {
      sku: 'HOG-GROWER',
      name: 'Hog Grower',
      baseUnit: 'kg',
      priceCentavos: 3200,
      units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
      openingStock: [{ qtyMilli: 500_000 }],
    });
    sack.productId = r.body.product.id;
    await enroll('Counter 1', cashier);
    await enroll('Counter 2', otherTill);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('audits a lowered price, a wrong total, an override without a manager and short tenders', async () => {
    const cases = [
      { code: 'SALE_PRICE_CHANGED', lines: [{ ...sack, unitPriceCentavos: 100 }], total: 100, paid: 100 },
      { code: 'SALE_TOTAL_CHANGED', lines: [sack], total: 100, paid: 100 },
      {
        code: 'APPROVAL_REQUIRED',
        lines: [{ ...sack, unitPriceCentavos: 100, priceOverride: true }],
        total: 100,
        paid: 100,
      },
      { code: 'VALIDATION_FAILED', lines: [sack], total: 145_000, paid: 100 },
    ];
    for (const c of cases) {
      const id = randomUUID();
      const r = await cashier.post<Err>('/api/sales', {
        id,
        lines: c.lines,
        payments: [{ method: 'cash', amountCentavos: c.paid }],
        totalCentavos: c.total,
      });
      expect(r.body.error.code).toBe(c.code);
      const rows = await auditOf(id);
      expect(rows, c.code).toEqual([
        {
          action: 'sales.refused',
          actor_email: 'cashier@demo.fbms.ph',
          target_id: id,
          details: expect.objectContaining({ code: c.code, sentTotalCentavos: c.total }),
        },
      ]);
      expect(await t.db.query('SELECT 1 FROM sales WHERE id = $1', [id])).toEqual([]);
    }
  });

  it('gives the same answer for a colleague’s right password as for a wrong one, and audits both', async () => {
    const before = (await approvalAudits()).length;
    const wrong = await otherTill.post<Err>('/api/sales', approvedBy('manager@demo.fbms.ph', 'Nope#1234x'));
    const colleague = await otherTill.post<Err>(
      '/api/sales',
      approvedBy('cashier@demo.fbms.ph', DEMO_PASSWORD),
    );
    const nobody = await otherTill.post<Err>('/api/sales', approvedBy('nobody@demo.fbms.ph', DEMO_PASSWORD));
    for (const r of [wrong, colleague, nobody]) {
      expect(r.status).toBe(403);
      expect(r.body.error).toEqual({
        code: 'APPROVAL_REQUIRED',
        message: "The manager's e-mail or password is not right",
        details: {
          reason: 'approvalNotRight',
          fields: { approval: "The manager's e-mail or password is not right" },
        },
        requestId: expect.any(String),
      });
    }
    const rows = (await approvalAudits()).slice(before);
    expect(rows.map((r) => [r.actor_email, r.details.approverEmail, r.details.reason])).toEqual([
      ['cashier@demo.fbms.ph', 'manager@demo.fbms.ph', 'wrong_password'],
      ['cashier@demo.fbms.ph', 'cashier@demo.fbms.ph', 'not_a_manager'],
      ['cashier@demo.fbms.ph', 'nobody@demo.fbms.ph', 'wrong_password'],
    ]);
    const ok = await otherTill.post('/api/sales', approvedBy('manager@demo.fbms.ph', DEMO_PASSWORD));
    expect(ok.status).toBe(201);
  });

  it('locks the box for this cashier at this terminal after 5 refusals; the manager still signs in', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        cashier.post<Err>('/api/sales', approvedBy('admin@demo.fbms.ph', `Guess#${i}xyz`)),
      ),
    );
    expect(
      results.filter((r) => r.body.error.message === "The manager's e-mail or password is not right").length,
    ).toBeLessThanOrEqual(5);
    const right = await cashier.post<Err>('/api/sales', approvedBy('admin@demo.fbms.ph', DEMO_PASSWORD));
    expect(right.status).toBe(403);
    expect(right.body.error.message).toMatch(/^Too Many Attempts: Please wait until /);
    // The admin is not locked out, at sign-in or at another till's approval box.
    expect(
      (
        await t
          .client()
          .post('/api/auth/sign-in/email', { email: 'admin@demo.fbms.ph', password: DEMO_PASSWORD })
      ).status,
    ).toBe(200);
    const elsewhere = await otherTill.post('/api/sales', approvedBy('admin@demo.fbms.ph', DEMO_PASSWORD));
    expect(elsewhere.status).toBe(201);
  });
});
