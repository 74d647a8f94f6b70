import { randomUUID } from 'node:crypto';
import { isRefusalReason, MAX_HELD_CARTS_PER_TERMINAL } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = { error: { code: string; message: string; details?: Record<string, unknown>; requestId: string } };

/**
 * A refusal carries its code, its reason and its parameters, so the page words it in its own language
 * (errors/reasons.ts); the English message stays the server's, word for word.
 */
describe.each(DB_KINDS)('refusals carry their reason and parameters on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let cashier: TestClient;
  let ureaId: string;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [manager, cashier] = await Promise.all([
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const r = await manager.post<{ product: { id: string } }>('/api/products', {
      sku: 'REF-UREA',
      name: 'Urea 46-0-0',
      baseUnit: 'kg',
      priceCentavos: 3000,
      openingStock: [{ qtyMilli: 2_500 }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    ureaId = r.body.product.id;
    expect((await manager.post('/api/pos/terminals', { name: 'Counter R' })).status).toBe(201);
    for (const [k, v] of manager.cookies) if (k.includes('fbms_terminal')) cashier.cookies.set(k, v);
    expect((await cashier.post('/api/shifts', { openingFundCentavos: 0 })).status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a sale: the total it should have been, then the stock there is', async () => {
    const sale = (totalCentavos: number) => ({
      id: randomUUID(),
      lines: [{ productId: ureaId, unitCode: 'kg', qtyMilli: 3_000, unitPriceCentavos: 3000 }],
      payments: [{ method: 'cash', amountCentavos: totalCentavos }],
      totalCentavos,
    });
    const total = await cashier.post<Err>('/api/sales', sale(1));
    expect(total.status).toBe(409);
    expect(total.body.error).toMatchObject({
      code: 'SALE_TOTAL_CHANGED',
      message: 'The total is ₱90.00, not ₱0.01. Check the cart and try again.',
      details: { reason: 'totalChanged', totalCentavos: 9000, sentCentavos: 1 },
    });

    const stock = await cashier.post<Err>('/api/sales', sale(9000));
    expect(stock.status).toBe(409);
    expect(stock.body.error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Urea 46-0-0: insufficient stock. Available: 2.5 kg, Requested: 3 kg',
      details: {
        reason: 'saleStockInsufficient',
        productName: 'Urea 46-0-0',
        availableMilli: 2_500,
        requestedMilli: 3_000,
        unit: 'kg',
        lineIndex: 0,
      },
    });
  });

  it('a stock adjustment beyond the stock', async () => {
    const r = await manager.post<Err>('/api/stock/adjustments', {
      productId: ureaId,
      mode: 'subtract',
      qtyMilli: 4_000,
      reason: 'Spoiled in the rain',
    });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Insufficient stock. Available: 2.5, Requested: 4',
      details: { reason: 'stockInsufficient', availableMilli: 2_500, requestedMilli: 4_000 },
    });
  });

  it('held carts: how many the terminal holds and its limit', async () => {
    const cart = () => ({
      saleId: randomUUID(),
      lines: [
        {
          productId: ureaId,
          unitCode: 'kg',
          qtyMilli: 1000,
          promo: null,
          rx: null,
          fpaCertNumber: null,
          lot: null,
        },
      ],
      orderPromo: null,
      statutory: null,
      customer: null,
    });
    for (let i = 0; i < MAX_HELD_CARTS_PER_TERMINAL; i++)
      expect((await cashier.post('/api/pos/held-carts', { label: `Cart ${i}`, cart: cart() })).status).toBe(
        201,
      );
    const r = await cashier.post<Err>('/api/pos/held-carts', { label: 'One more', cart: cart() });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({
      code: 'HELD_CARTS_FULL',
      details: {
        reason: 'heldCartsFull',
        held: MAX_HELD_CARTS_PER_TERMINAL,
        max: MAX_HELD_CARTS_PER_TERMINAL,
      },
    });
  });

  it('BUSINESS_INVALID_OPERATION says which rule: a category still in use', async () => {
    const category = await manager.post<{ id: string }>('/api/categories', { name: 'Fertilizers' });
    expect(category.status).toBe(201);
    const product = await manager.post('/api/products', {
      sku: 'REF-AMMO',
      name: 'Ammosul',
      baseUnit: 'kg',
      priceCentavos: 2500,
      categoryId: category.body.id,
    });
    expect(product.status).toBe(201);
    const admin = await signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD);
    const r = await admin.delete<Err>(`/api/categories/${category.body.id}`);
    expect(r.status).toBe(409);
    expect(r.body.error).toEqual({
      code: 'BUSINESS_INVALID_OPERATION',
      message: 'Fertilizers is used by 1 product. Move them to another category or deactivate it instead.',
      details: { reason: 'categoryInUse', name: 'Fertilizers', count: 1 },
      requestId: expect.any(String),
    });
  });

  it('an access denial names the module, the action and the role', async () => {
    const action = await cashier.post<Err>('/api/categories', { name: 'Not mine' });
    expect(action.status).toBe(403);
    expect(action.body.error).toMatchObject({
      code: 'AUTH_INSUFFICIENT_PERMISSIONS',
      message: 'Insufficient Permissions — You do not have permission to create in the Inventory module.',
      details: { reason: 'accessAction', module: 'inventory', action: 'create', minRole: null },
    });
    const module = await cashier.get<Err>('/api/users');
    expect(module.status).toBe(403);
    expect(module.body.error).toMatchObject({
      code: 'AUTH_INSUFFICIENT_PERMISSIONS',
      details: { reason: 'accessModule', module: 'users', action: 'view' },
    });
  });

  it('every reason sent is one of the shared list', async () => {
    const r = await manager.post<Err>('/api/stock/counts', { locationId: randomUUID() });
    expect(r.status).toBe(422);
    expect(r.body.error.details).toMatchObject({
      reason: 'locationInactive',
      fields: { locationId: 'Choose an active location' },
    });
    expect(isRefusalReason(r.body.error.details?.reason)).toBe(true);
  });
});
