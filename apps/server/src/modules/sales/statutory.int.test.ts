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

type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };

/** A senior/PWD discount that gives nothing is refused with the reason for every line (issue 19). */
describe.each(DB_KINDS)('senior/PWD discount refusals on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let vitaminId: string;
  let feedId: string;
  const senior = { kind: 'sc_pwd20', beneficiary: 'senior', name: 'Lola Basyang', idNumber: 'OSCA-77' };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const create = async (body: Record<string, unknown>) =>
      (await manager.post<{ product: { id: string } }>('/api/products', body)).body.product.id;
    vitaminId = await create({
      sku: 'VIT-SC',
      name: 'Vitamin B',
      baseUnit: 'pc',
      priceCentavos: 11_200,
      scPwdEligible: true,
      openingStock: [{ qtyMilli: 100_000 }],
    });
    feedId = await create({
      sku: 'FEED-SC',
      name: 'Layer Mash',
      baseUnit: 'kg',
      priceCentavos: 11_200,
      bnpcEligible: true,
      openingStock: [{ qtyMilli: 100_000 }],
    });
    expect((await manager.post('/api/pos/terminals', { name: 'Counter S' })).status).toBe(201);
    expect((await manager.post('/api/shifts', { openingFundCentavos: 0 })).status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  const sale = (lines: Record<string, unknown>[], totalCentavos: number) =>
    manager.post<Err>('/api/sales', {
      id: randomUUID(),
      lines,
      statutory: senior,
      payments: [{ method: 'cash', amountCentavos: totalCentavos }],
      totalCentavos,
    });

  it('says which item is not marked and which promo gives more, instead of "no item qualifies"', async () => {
    // A 30% promo (₱33.60) beats the 20% discount without VAT (₱32.00); the feed is not marked for it.
    const r = await sale(
      [
        {
          productId: vitaminId,
          unitCode: null,
          qtyMilli: 1000,
          unitPriceCentavos: 11_200,
          promo: { kind: 'percent', basisPoints: 3_000 },
        },
        { productId: feedId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 11_200 },
      ],
      7_840 + 11_200,
    );
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('STATUTORY_NOT_APPLICABLE');
    expect(r.body.error.details).toEqual({
      reason: 'statutoryNotApplicable',
      kind: 'sc_pwd20',
      capRemainingCentavos: null,
      lines: [
        {
          lineIndex: 0,
          productName: 'Vitamin B',
          reason: 'promo_better',
          promoCentavos: 3_360,
          statutoryCentavos: 3_200,
        },
        {
          lineIndex: 1,
          productName: 'Layer Mash',
          reason: 'not_eligible',
          promoCentavos: 0,
          statutoryCentavos: 0,
        },
      ],
    });
    expect(r.body.error.message).toBe(
      'No item in the cart gets the senior/PWD discount. Vitamin B: its promo (₱33.60 off) gives more than the senior/PWD discount (₱32.00); Layer Mash: not marked for this discount.',
    );
  });

  it('the senior/PWD discount instead of the promo is recorded', async () => {
    const r = await sale(
      [{ productId: vitaminId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 11_200 }],
      8_000,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // Reading the sale shows the senior's ID number (the invoice prints it): the read is audited.
    const id = (r.body as unknown as { sale: { id: string } }).sale.id;
    const read = await manager.get<{ statutory: { idNumber: string } }>(`/api/sales/${id}`);
    expect(read.body.statutory.idNumber).toBe('OSCA-77');
    const rows = await t.db.query<{ actor_email: string; details: { fields: string[] } }>(
      `SELECT actor_email, details FROM audit_log WHERE action = 'privacy.sensitive_read' AND target_id = $1`,
      [id],
    );
    expect(rows.map((x) => [x.actor_email, x.details.fields])).toEqual([
      ['manager@demo.fbms.ph', ['statutory.idNumber']],
    ]);
  });
});
