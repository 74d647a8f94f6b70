import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  DB_KINDS,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Steps = { steps: { id: string; done: boolean; path: string }[] };
/** A 1 × 1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.each(DB_KINDS)('the getting-started checklist on %s', (kind) => {
  let t: TestServer;
  let owner: TestClient;
  let saleId = '';
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { LOG_LEVEL: 'error' } });
    owner = await createOwner(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const progress = async () => {
    const r = await owner.get<Steps>('/api/dashboard/getting-started');
    expect(r.status).toBe(200);
    return Object.fromEntries(r.body.steps.map((s) => [s.id, s.done]));
  };

  it('leads to a first sale, each step linked to the screen that does it', async () => {
    const r = await owner.get<Steps>('/api/dashboard/getting-started');
    expect(r.body.steps.map((s) => [s.id, s.path])).toEqual([
      ['business-details', '/settings/system?section=business'],
      ['add-products', '/inventory'],
      ['receive-stock', '/inventory'],
      ['enroll-terminal', '/pos'],
      ['first-sale', '/pos'],
      ['store-logo', '/settings/system?section=business'],
      ['support-contact', '/settings/system?section=support'],
      ['invite-staff', '/users'],
    ]);
    expect(await progress()).toMatchObject({
      'business-details': true,
      'add-products': false,
      'receive-stock': false,
      'enroll-terminal': false,
      'first-sale': false,
    });
  });

  it('ticks each step from what the store really did', async () => {
    const created = await owner.post<{ product: { id: string } }>('/api/products', {
      sku: 'UREA',
      name: 'Urea 46-0-0',
      priceCentavos: 3000,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const productId = created.body.product.id;
    expect(await progress()).toMatchObject({ 'add-products': true, 'receive-stock': false });

    const adjusted = await owner.post('/api/stock/adjustments', {
      productId,
      mode: 'add',
      qtyMilli: 10_000,
      reason: 'Opening stock',
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBeLessThan(300);
    expect(await progress()).toMatchObject({ 'receive-stock': true, 'enroll-terminal': false });

    const enrolled = await owner.post('/api/pos/terminals', { name: 'Counter 1' });
    expect(enrolled.status).toBe(201);
    expect(await progress()).toMatchObject({ 'enroll-terminal': true, 'first-sale': false });
    expect((await owner.post('/api/shifts', { openingFundCentavos: 0 })).status).toBe(201);

    const sold = await owner.post('/api/sales', {
      id: randomUUID(),
      lines: [{ productId, unitCode: null, qtyMilli: 1000, unitPriceCentavos: 3000 }],
      payments: [{ method: 'cash', amountCentavos: 3000 }],
      totalCentavos: 3000,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(await progress()).toMatchObject({ 'first-sale': true });
    saleId = (sold.body as { sale: { id: string } }).sale.id;
  });

  it('the logo step: once uploaded, the sign-in page is told and the invoice PDF carries it', async () => {
    const pdfImages = async () =>
      (
        (
          await (
            await fetch(`${t.baseUrl}/api/sales/${saleId}/pdf`, { headers: { cookie: owner.cookieHeader() } })
          ).text()
        ).match(/\/Subtype \/Image/g) ?? []
      ).length;
    expect((await t.client().get<{ hasLogo: boolean }>('/api/setup')).body.hasLogo).toBe(false);
    expect(await pdfImages()).toBe(0);

    expect(
      (await owner.put('/api/settings/system/logo', { dataUrl: `data:image/png;base64,${PNG}` })).status,
    ).toBe(200);
    expect(await progress()).toMatchObject({ 'store-logo': true });
    expect((await t.client().get<{ hasLogo: boolean }>('/api/setup')).body.hasLogo).toBe(true);
    const logo = await fetch(`${t.baseUrl}/api/settings/system/logo`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(await pdfImages()).toBeGreaterThan(0);
  });
});
