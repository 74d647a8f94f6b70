import { manilaDate, type OperationsToday } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID } from '../../test/branches.ts';
import { DB_KINDS } from '../../test/harness.ts';
import { chooseBranch, type PosWorld, posWorld } from '../../test/pos-branches.ts';

type Slip = { id: string; version: number };

const DAY_MS = 86_400_000;
const addDays = (d: string, n: number) => new Date(Date.parse(d) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * T12 for Operations: the demo manager works only in Main branch. Branch B (Sto. Tomas) has a terminal
 * that sold, voided, returned, closed a shift, took its Z-reading and opened another shift (posWorld);
 * here B also gets a purchase order waiting for approval, transfer slips between its store and its
 * bodega (requested, approved, in transit), a stock count started, a product stocked only at B below its
 * minimum and a lot there that has expired. The manager's page shows none of it, B's id as branchId
 * narrows to nothing, and the admin sees both branches. The probe names its route as
 * route-branch.table.ts does.
 */
describe.each(DB_KINDS)('operations, branch B seen from branch A (T12) on %s', (kind) => {
  let w: PosWorld;
  const probe = (route: string, fn: () => Promise<void>) => it(route, fn, 60_000);
  const get = async (who: PosWorld['admin'], query = '') => {
    const r = await who.get<OperationsToday>(`/api/operations/today${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const waiting = (page: OperationsToday) =>
    Object.fromEntries(page.waiting.map((x) => [x.kind, x.count])) as Record<string, number>;

  beforeAll(async () => {
    w = await posWorld(kind);
    const { admin, branchB } = w;
    const today = manilaDate(new Date());
    const loc = await admin.post<{ id: string }>(`/api/branches/${branchB.branchId}/locations`, {
      name: 'Sto. Tomas bodega',
      type: 'warehouse',
    });
    expect(loc.status, JSON.stringify(loc.body)).toBe(201);
    const slip = async () => {
      const r = await admin.post<Slip>('/api/stock/transfers', {
        fromLocationId: branchB.locationId,
        toLocationId: loc.body.id,
        submit: true,
        lines: [{ productId: w.productId, requestedMilli: 50_000 }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body;
    };
    const step = async (s: Slip, action: string) => {
      const r = await admin.post<Slip>(`/api/stock/transfers/${s.id}/${action}`, { version: s.version });
      expect(r.status, `${action} ${JSON.stringify(r.body)}`).toBe(200);
      return r.body;
    };
    await slip();
    await step(await slip(), 'approve');
    await step(await step(await slip(), 'approve'), 'issue');

    const supplierId = crypto.randomUUID();
    await w.t.db.query(
      `INSERT INTO suppliers (id, name, vat_registered, payment_terms_days) VALUES ($1, 'T12 Feedmill', true, 30)`,
      [supplierId],
    );
    const po = await admin.post<{ id: string; version: number }>('/api/purchases', {
      supplierId,
      locationId: branchB.locationId,
      lines: [{ productId: w.productId, unitCode: 'kg', qtyMilli: 100_000, unitCostCentavos: 2_000 }],
    });
    expect(po.status, JSON.stringify(po.body)).toBe(201);
    const sub = await admin.post(`/api/purchases/${po.body.id}/submit`, { version: po.body.version });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);

    const count = await admin.post('/api/stock/counts', { locationId: branchB.locationId });
    expect(count.status, JSON.stringify(count.body)).toBe(201);

    const onlyB = await admin.post('/api/products', {
      sku: 'T12-VAC',
      name: 'T12 Vaccine',
      baseUnit: 'vial',
      priceCentavos: 20_000,
      minStockMilli: 5_000,
      isLotTracked: true,
      openingStock: [
        {
          locationId: branchB.locationId,
          qtyMilli: 2_000,
          lot: { batchNumber: 'T12-OLD', expiryDate: addDays(today, -3) },
        },
      ],
    });
    expect(onlyB.status, JSON.stringify(onlyB.body)).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await w?.t.close();
  });

  probe('GET /api/operations/today', async () => {
    const mine = await get(w.manager);
    expect(JSON.stringify(mine)).not.toContain('Sto. Tomas');
    expect(mine.branchName).toBe('Main branch');
    expect(mine.terminals.map((x) => x.name)).toEqual(['Counter A']);
    expect(mine.shifts.items.map((s) => s.terminal)).toEqual(['Counter A']);
    expect(mine.shifts).toMatchObject({ open: 1, closed: 0 });
    // Main sold two sacks in cash; B's sales, void and return are not here.
    expect(mine.sales).toEqual({
      invoices: 2,
      totalCentavos: 280_000,
      cashCentavos: 280_000,
      voids: { count: 0, totalCentavos: 0 },
      returns: { count: 0, totalCentavos: 0 },
    });
    const kinds = waiting(mine);
    for (const k of [
      'orders_to_approve',
      'transfers_to_approve',
      'transfers_to_issue',
      'transfers_to_receive',
      'counts_open',
    ])
      expect(kinds[k], k).toBe(0);
    // B's expired lot is not on Main's shelves; the vaccine stocked only at B is out at Main.
    expect(mine.stock).toMatchObject({ low: 0, out: 1, expiringLots: 0, expiredLots: 0 });

    // B's id only narrows: nothing of B, and no name of B.
    const asked = await get(w.manager, `?branchId=${w.branchB.branchId}`);
    expect(JSON.stringify(asked)).not.toContain('Sto. Tomas');
    expect(asked.terminals).toEqual([]);
    expect(asked.shifts.items).toEqual([]);
    expect(asked.sales.invoices).toBe(0);
    expect(asked.stock).toMatchObject({ low: 0, out: 0, expiringLots: 0, expiredLots: 0 });
    expect(Object.values(waiting(asked)).reduce((a, b) => a + b, 0)).toBe(0);

    // The admin sees both branches.
    const all = await get(w.admin);
    expect(all.branchName).toBeNull();
    expect(all.terminals.map((x) => x.name).sort()).toEqual(['Counter A', 'Sto. Tomas 1']);
    expect(all.terminals.find((x) => x.name === 'Sto. Tomas 1')).toMatchObject({
      branch: 'Sto. Tomas',
      status: 'selling',
      lastZ: { number: 'Z 00000001' },
    });
    expect(all.shifts).toMatchObject({ open: 2, closed: 1 });
    expect(all.sales).toMatchObject({
      invoices: 2 + 3,
      totalCentavos: 280_000 + 840_000,
      voids: { count: 1, totalCentavos: 140_000 },
      returns: { count: 1, totalCentavos: 140_000 },
    });
    const allKinds = waiting(all);
    for (const k of [
      'orders_to_approve',
      'transfers_to_approve',
      'transfers_to_issue',
      'transfers_to_receive',
      'counts_open',
    ])
      expect(allKinds[k], k).toBe(1);
    expect(all.stock).toMatchObject({ low: 1, out: 0, expiredLots: 1 });

    // The switcher narrows the admin's page to Main, by name; the admin asking for B: B alone.
    await chooseBranch(w.t, 'admin@demo.fbms.ph', MAIN_BRANCH_ID);
    const narrowed = await get(w.admin);
    await chooseBranch(w.t, 'admin@demo.fbms.ph', null);
    expect(narrowed.branchName).toBe('Main branch');
    expect(narrowed.terminals.map((x) => x.name)).toEqual(['Counter A']);
    const onlyB = await get(w.admin, `?branchId=${w.branchB.branchId}`);
    expect(onlyB.branchName).toBe('Sto. Tomas');
    expect(onlyB.terminals.map((x) => x.name)).toEqual(['Sto. Tomas 1']);
    expect(onlyB.sales.invoices).toBe(3);
  });
});
