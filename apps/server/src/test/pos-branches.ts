import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addBranch, MAIN_BRANCH_ID, MAIN_STORE_LOCATION_ID, setUserBranches } from './branches.ts';
import {
  type DbKind,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from './harness.ts';

/**
 * The POS's T12 world (issue 26), shared by the sales and shifts probes: branch B (Sto. Tomas) with one
 * store location and a terminal enrolled there by the admin, who sold, voided, returned, counted cash,
 * took X- and Z-readings and holds a cart and an open shift there; the demo manager and cashier work
 * only in Main branch, where the manager's counter sold too. `asB(client)` makes any signed-in client
 * carry B's terminal cookie, as a browser enrolled at B would.
 */
export interface PosWorld {
  t: TestServer;
  admin: TestClient;
  manager: TestClient;
  cashier: TestClient;
  /** The demo manager, signed in on a browser enrolled at B's terminal. */
  managerAtB: TestClient;
  cashierAtB: TestClient;
  branchB: { branchId: string; locationId: string };
  productId: string;
  customerId: string;
  terminalA: string;
  terminalB: string;
  /** B's sales: [completed, voided, returned (partly), with the customer]. */
  salesB: string[];
  saleA: string;
  customerSaleA: string;
  /** B's closed shift (with a cash slip, an X- and a Z-reading) and its open one. */
  closedShiftB: string;
  openShiftB: string;
  readingsB: string[];
  heldCartB: string;
  approval: { email: string; password: string };
}

export const count = async (t: TestServer, sql: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n);

const terminalCookie = (from: TestClient) => [...from.cookies].find(([k]) => k.includes('fbms_terminal'))!;

export async function posWorld(kind: DbKind): Promise<PosWorld> {
  const t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
  const [admin, manager, cashier, managerAtB, cashierAtB] = await Promise.all([
    signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
    signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
    signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
    signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
  ]);
  const approval = { email: 'admin@demo.fbms.ph', password: DEMO_PASSWORD };
  const branchB = await addBranch(t, { code: 'T12-B', name: 'Sto. Tomas', locationName: 'Sto. Tomas store' });
  await t.db.query(
    `UPDATE branches SET tin_branch_code = '001', address = 'Poblacion, Sto. Tomas' WHERE id = $1`,
    [branchB.branchId],
  );
  // The store's TIN with the head office's code: B's invoices print B's code instead.
  await t.db.query(
    `UPDATE system_settings SET business_info = business_info || '{"taxId": "123456789000"}'::jsonb WHERE id = 1`,
  );
  await setUserBranches(t, 'manager@demo.fbms.ph', [MAIN_BRANCH_ID]);
  await setUserBranches(t, 'cashier@demo.fbms.ph', [MAIN_BRANCH_ID]);

  const product = await admin.post<{ product: { id: string } }>('/api/products', {
    sku: 'T12-FEED',
    name: 'T12 Layer Mash',
    baseUnit: 'kg',
    priceCentavos: 3000,
    costCentavos: 2000,
    units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 140_000 }],
    openingStock: [
      { locationId: MAIN_STORE_LOCATION_ID, qtyMilli: 1_000_000 },
      { locationId: branchB.locationId, qtyMilli: 600_000 },
    ],
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  const productId = product.body.product.id;
  const customer = await admin.post<{ id: string }>('/api/customers', {
    firstName: 'Lorna',
    lastName: 'Dizon',
    phone: '0917 555 0199',
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const customerId = customer.body.id;

  // Main: the manager enrolls a counter and sells there.
  const enrolA = await manager.post<{ id: string }>('/api/pos/terminals', { name: 'Counter A' });
  expect(enrolA.status, JSON.stringify(enrolA.body)).toBe(201);
  cashier.cookies.set(...terminalCookie(manager));
  expect((await manager.post('/api/shifts', { openingFundCentavos: 100_000 })).status).toBe(201);

  // B: the admin enrolls a browser at B's store and sells there.
  const enrolB = await admin.post<{ id: string }>('/api/pos/terminals', {
    name: 'Sto. Tomas 1',
    locationId: branchB.locationId,
  });
  expect(enrolB.status, JSON.stringify(enrolB.body)).toBe(201);
  managerAtB.cookies.set(...terminalCookie(admin));
  cashierAtB.cookies.set(...terminalCookie(admin));

  const sell = async (who: TestClient, sacks: number, extra: Record<string, unknown> = {}) => {
    const r = await who.post<{ sale: { id: string } }>('/api/sales', {
      id: randomUUID(),
      lines: [{ productId, unitCode: 'sack', qtyMilli: sacks * 1000, unitPriceCentavos: 140_000 }],
      payments: [{ method: 'cash', amountCentavos: sacks * 140_000 }],
      totalCentavos: sacks * 140_000,
      ...extra,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.sale.id;
  };
  const saleA = await sell(manager, 1);
  const customerSaleA = await sell(manager, 1, { customerId });

  expect((await admin.post('/api/shifts', { openingFundCentavos: 200_000 })).status).toBe(201);
  const salesB = [
    await sell(admin, 2),
    await sell(admin, 1),
    await sell(admin, 3),
    await sell(admin, 1, { customerId }),
  ];
  const voided = await admin.post(`/api/sales/${salesB[1]}/void`, { reason: 'Rung up twice', approval });
  expect(voided.status, JSON.stringify(voided.body)).toBe(201);
  const returnable = (await admin.get<{ returnable: { saleLineId: string }[] }>(`/api/sales/${salesB[2]}`))
    .body.returnable;
  const returned = await admin.post(`/api/sales/${salesB[2]}/returns`, {
    reason: 'Torn sack',
    refundMethod: 'cash',
    approval,
    lines: [{ saleLineId: returnable[0]!.saleLineId, qtyMilli: 1000, condition: 'resellable' }],
  });
  expect(returned.status, JSON.stringify(returned.body)).toBe(201);
  const slip = await admin.post('/api/shifts/current/cash-slips', {
    kind: 'cash_out',
    amountCentavos: 10_000,
    reasonKind: 'pickup',
    reason: 'To the safe',
    approval,
  });
  expect(slip.status, JSON.stringify(slip.body)).toBe(201);
  const current = await admin.get<{ shift: { id: string }; businessDate: string }>('/api/shifts/current');
  const closedShiftB = current.body.shift.id;
  const x = await admin.post<{ id: string }>(`/api/shifts/${closedShiftB}/x-reading`);
  expect(x.status, JSON.stringify(x.body)).toBe(201);
  const closed = await admin.post('/api/shifts/current/close', {
    declaredCount: {},
    declared: {},
    note: 'Counted',
    approval,
  });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  const z = await admin.post<{ id: string }>('/api/shifts/z-reading', {
    businessDate: current.body.businessDate,
  });
  expect(z.status, JSON.stringify(z.body)).toBe(201);
  const opened = await admin.post<{ id: string }>('/api/shifts', { openingFundCentavos: 50_000 });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const held = await admin.post<{ id: string }>('/api/pos/held-carts', {
    label: 'Mang Ben',
    cart: {
      saleId: randomUUID(),
      lines: [
        {
          productId,
          unitCode: 'sack',
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
    },
  });
  expect(held.status, JSON.stringify(held.body)).toBe(201);

  return {
    t,
    admin,
    manager,
    cashier,
    managerAtB,
    cashierAtB,
    branchB,
    productId,
    customerId,
    terminalA: enrolA.body.id,
    terminalB: enrolB.body.id,
    salesB,
    saleA,
    customerSaleA,
    closedShiftB,
    openShiftB: opened.body.id,
    readingsB: [x.body.id, z.body.id],
    heldCartB: held.body.id,
    approval,
  };
}

/** Narrows the admin's lists to one branch, as the top bar's switcher does (sessions.branch_id). */
export async function chooseBranch(t: TestServer, email: string, branchId: string | null) {
  await t.db.query(
    `UPDATE sessions SET branch_id = $2 WHERE user_id = (SELECT id FROM users WHERE lower(email) = lower($1))`,
    [email, branchId],
  );
}
