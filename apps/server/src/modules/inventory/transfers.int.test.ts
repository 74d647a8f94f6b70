import { type Tx, uuidv7 } from '@fbms/db';
import { manilaDate, type TransferSlip } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBranch, MAIN_BRANCH_ID, MAIN_STORE_LOCATION_ID, setUserBranches } from '../../test/branches.ts';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { branchesModule } from '../branches/index.ts';

/** The demo store's Bodega (Main branch) and Sto. Tomas store (fixed ids, issue 26); its slips' seeder. */
const DEMO_BODEGA_ID = '01900000-0000-7000-8000-00000000d001';
const DEMO_STO_TOMAS_STORE_ID = '01900000-0000-7000-8000-00000000d002';
const transfersSeeder = branchesModule.demo![1]!;

type Err = {
  error: { code: string; message: string; details?: { reason?: string } & Record<string, unknown> };
};
const SACK = 1000;
const COST = 1_200_00; // ₱1,200.00 a sack

/** Transfer slips (issue 26) over HTTP: the whole walk with lots, the refusals, the races, conservation. */
describe.each(DB_KINDS)('transfer slips on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let manager: TestClient;
  let cashier: TestClient;
  const today = manilaDate(new Date());
  const ids = {
    feed: uuidv7(), // lot-tracked, sold by the sack
    salt: uuidv7(), // no lots
    warehouse: uuidv7(),
    lotEarly: uuidv7(),
    lotLate: uuidv7(),
  };
  let branchC: { branchId: string; locationId: string };

  const q = <T>(text: string, params: unknown[] = []) => t.db.query(text, params) as Promise<T[]>;
  const one = async <T>(text: string, params: unknown[] = []) => (await q<T>(text, params))[0]!;
  const stockAt = async (productId: string, locationId: string, lotId?: string) =>
    Number(
      (
        await one<{ s: string }>(
          `SELECT coalesce(sum(qty_milli), 0) AS s FROM stock_balances
            WHERE product_id = $1 AND location_id = $2 AND ($3::uuid IS NULL OR lot_id = $3::uuid)`,
          [productId, locationId, lotId ?? null],
        )
      ).s,
    );
  const balance = async (key: string) =>
    Number(
      (
        await one<{ b: string }>(
          `SELECT coalesce(sum(l.debit_centavos - l.credit_centavos), 0) AS b
             FROM journal_lines l JOIN gl_accounts a ON a.id = l.account_id WHERE a.key = $1`,
          [key],
        )
      ).b,
    );
  /** Everything a refused request must leave as it was. */
  const snapshot = async () => ({
    stock: await q(`SELECT product_id, location_id, lot_id, qty_milli FROM stock_balances ORDER BY id`),
    moves: (await one<{ n: number }>(`SELECT count(*)::int AS n FROM stock_movements`)).n,
    entries: (await one<{ n: number }>(`SELECT count(*)::int AS n FROM journal_entries`)).n,
    slips: await q(`SELECT id, status, version FROM transfer_slips ORDER BY id`),
    lots: await q(`SELECT id, received_milli, damaged_milli FROM transfer_slip_lots ORDER BY id`),
    resolutions: (await one<{ n: number }>(`SELECT count(*)::int AS n FROM transfer_resolutions`)).n,
  });

  const addStock = async (
    productId: string,
    locationId: string,
    qtyMilli: number,
    lotId: string | null = null,
  ) => {
    const r = await admin.post('/api/stock/adjustments', {
      productId,
      locationId,
      lotId,
      mode: 'add',
      qtyMilli,
      reason: 'Opening stock for the transfer test',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  };

  const create = async (c: TestClient, body: Record<string, unknown>) => {
    const r = await c.post<TransferSlip>('/api/stock/transfers', body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const step = (c: TestClient, slip: { id: string }, action: string, body: Record<string, unknown> = {}) =>
    c.post<TransferSlip & Err>(`/api/stock/transfers/${slip.id}/${action}`, body);
  const ok = async (
    c: TestClient,
    slip: { id: string },
    action: string,
    body: Record<string, unknown> = {},
  ) => {
    const r = await step(c, slip, action, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as TransferSlip;
  };
  const refused = async (
    c: TestClient,
    slip: { id: string },
    action: string,
    body: Record<string, unknown>,
    status: number,
    reason?: string,
  ) => {
    const before = await snapshot();
    const r = await step(c, slip, action, body);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    if (reason) expect(r.body.error.details?.reason).toBe(reason);
    expect(await snapshot()).toEqual(before);
    return r.body;
  };
  /** A slip of `sacks` of feed from the warehouse to the main store, requested and approved. */
  const approvedSlip = async (sacks: number, from = ids.warehouse, to = MAIN_STORE_LOCATION_ID) => {
    const s = await create(admin, {
      fromLocationId: from,
      toLocationId: to,
      lines: [{ productId: ids.feed, requestedMilli: sacks * SACK }],
      submit: true,
    });
    return ok(admin, s, 'approve');
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [admin, manager, cashier] = await Promise.all([
      signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    await q(
      `INSERT INTO products (id, sku, name, base_unit, cost_centavos, price_centavos, min_stock_milli, reorder_qty_milli,
                             is_lot_tracked)
       VALUES ($1, 'T-FEED', 'Test Hog Grower 50 kg', 'sack', $3, 150000, 5000, 0, true),
              ($2, 'T-SALT', 'Test Rock Salt', 'bag', 5000, 8000, 10000, 25000, false)`,
      [ids.feed, ids.salt, COST],
    );
    await q(
      `INSERT INTO lots (id, product_id, batch_number, expiry_date) VALUES
         ($1, $3, 'B-EARLY', (now() + interval '200 days')::date), ($2, $3, 'B-LATE', (now() + interval '400 days')::date)`,
      [ids.lotEarly, ids.lotLate, ids.feed],
    );
    await q(`INSERT INTO locations (id, name, type, branch_id) VALUES ($1, 'Test Bodega', 'warehouse', $2)`, [
      ids.warehouse,
      MAIN_BRANCH_ID,
    ]);
    branchC = await addBranch(t, { code: 'C-TEST', name: 'Branch C', locationName: 'C store' });
    await addStock(ids.feed, ids.warehouse, 12 * SACK, ids.lotEarly);
    await addStock(ids.feed, ids.warehouse, 10 * SACK, ids.lotLate);
    await addStock(ids.salt, ids.warehouse, 50_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('walks 20 sacks from the warehouse to the store: 19 arrive, 1 damaged and written off', async () => {
    const transitBefore = await balance('inventory_in_transit');
    const inventoryBefore = await balance('inventory');
    const shrinkBefore = await balance('inventory_shrinkage');

    const draft = await create(manager, {
      fromLocationId: ids.warehouse,
      toLocationId: MAIN_STORE_LOCATION_ID,
      lines: [{ productId: ids.feed, requestedMilli: 20 * SACK, notes: 'For the weekend' }],
      expectedDeliveryDate: today,
      vehicleInfo: 'Multicab ABC 1234',
      driverInfo: 'Jun Reyes',
    });
    expect(draft.status).toBe('draft');
    expect(draft.transferNo).toMatch(new RegExp(`^TR-${today.slice(0, 4)}${today.slice(5, 7)}-\\d{4}$`));
    expect(draft.actions).toEqual(expect.arrayContaining(['edit', 'request', 'cancel']));
    expect(draft.lines[0]).toMatchObject({ productName: 'Test Hog Grower 50 kg', requestedMilli: 20 * SACK });

    // Draft: approve refused (wrong state), nothing changed.
    await refused(manager, draft, 'approve', {}, 409, 'transferStatusWrong');

    const requested = await ok(manager, draft, 'request', { version: draft.version });
    expect(requested.status).toBe('requested');
    expect(requested.requestedByName).toBeTruthy();
    // A stale version is refused.
    await refused(manager, draft, 'approve', { version: draft.version }, 409);
    // Approve more than requested: refused.
    await refused(
      manager,
      draft,
      'approve',
      { lines: [{ lineId: requested.lines[0]!.id, approvedMilli: 21 * SACK }] },
      422,
      'transferOverApproved',
    );
    const approved = await ok(manager, draft, 'approve', {
      lines: [{ lineId: requested.lines[0]!.id, approvedMilli: 20 * SACK }],
    });
    expect(approved.status).toBe('approved');
    expect(approved.lines[0]!.approvedMilli).toBe(20 * SACK);
    // Over-issue: refused.
    await refused(
      manager,
      draft,
      'issue',
      { lines: [{ lineId: approved.lines[0]!.id, issuedMilli: 21 * SACK }] },
      422,
      'transferOverIssued',
    );
    // The cashier has no transfer permission.
    expect((await step(cashier, draft, 'issue')).status).toBe(403);

    const issued = await ok(manager, draft, 'issue', { vehicleInfo: 'Multicab ABC 1234' });
    expect(issued.status).toBe('in_transit');
    expect(issued.issuedByName).toBeTruthy();
    // First expiry first out: all 12 of the early lot, then 8 of the late one.
    const lots = issued.lines[0]!.lots;
    expect(lots.map((l) => [l.batchNumber, l.issuedMilli, l.unitCostCentavos])).toEqual([
      ['B-EARLY', 12 * SACK, COST],
      ['B-LATE', 8 * SACK, COST],
    ]);
    expect(issued.totalValueCentavos).toBe(20 * COST);
    expect(issued.totalOpenMilli).toBe(20 * SACK);
    expect(await stockAt(ids.feed, ids.warehouse)).toBe(2 * SACK);
    expect(await stockAt(ids.feed, MAIN_STORE_LOCATION_ID)).toBe(0);
    const outs = await q<{
      lot_id: string;
      qty_milli: string;
      unit_cost_centavos: string;
      reference_number: string;
    }>(
      `SELECT lot_id, qty_milli, unit_cost_centavos, reference_number FROM stock_movements
        WHERE reference_id = $1 AND type = 'transfer_out' ORDER BY qty_milli`,
      [draft.id],
    );
    expect(
      outs.map((m) => [m.lot_id, Number(m.qty_milli), Number(m.unit_cost_centavos), m.reference_number]),
    ).toEqual([
      [ids.lotEarly, -12 * SACK, COST, draft.transferNo],
      [ids.lotLate, -8 * SACK, COST, draft.transferNo],
    ]);
    // The ledger: inventory → inventory in transit, in the same transaction.
    expect((await balance('inventory_in_transit')) - transitBefore).toBe(20 * COST);
    expect((await balance('inventory')) - inventoryBefore).toBe(-20 * COST);
    const transit = await manager.get<{
      items: { slipId: string; qtyMilli: number; valueCentavos: number }[];
    }>('/api/stock/transfers/in-transit');
    const mine = transit.body.items.filter((i) => i.slipId === draft.id);
    expect(mine.reduce((s, i) => s + i.qtyMilli, 0)).toBe(20 * SACK);
    expect(mine.reduce((s, i) => s + i.valueCentavos, 0)).toBe(20 * COST);

    // Cancel after issue: refused; nothing changes.
    await refused(manager, draft, 'cancel', { reason: 'Changed our mind' }, 409, 'transferStatusWrong');

    // Receive: the early lot in full, the late lot 7 good and 1 damaged.
    const early = lots.find((l) => l.batchNumber === 'B-EARLY')!;
    const late = lots.find((l) => l.batchNumber === 'B-LATE')!;
    await refused(
      manager,
      draft,
      'receive',
      { lots: [{ slipLotId: early.id, receivedMilli: 12 * SACK }] },
      422,
      'transferReceiveEveryLot',
    );
    await refused(
      manager,
      draft,
      'receive',
      {
        lots: [
          { slipLotId: early.id, receivedMilli: 12 * SACK },
          { slipLotId: late.id, receivedMilli: 8 * SACK, damagedMilli: SACK },
        ],
      },
      422,
      'transferReceiveTooMuch',
    );
    const received = await ok(manager, draft, 'receive', {
      actualDeliveryDate: today,
      lots: [
        { slipLotId: early.id, receivedMilli: 12 * SACK },
        { slipLotId: late.id, receivedMilli: 7 * SACK, damagedMilli: SACK, notes: 'One sack torn' },
      ],
    });
    expect(received.status).toBe('received');
    expect(received.actualDeliveryDate).toBe(today);
    expect(received.lines[0]!.receivedMilli).toBe(19 * SACK);
    expect(
      received.lines[0]!.lots.map((l) => [
        l.batchNumber,
        l.receivedMilli,
        l.damagedMilli,
        l.condition,
        l.openMilli,
      ]),
    ).toEqual([
      ['B-EARLY', 12 * SACK, 0, 'good', 0],
      ['B-LATE', 7 * SACK, SACK, 'mixed', SACK],
    ]);
    expect(received.totalOpenMilli).toBe(SACK);
    expect(received.actions).toContain('resolve');
    expect(received.actions).not.toContain('close');
    expect(await stockAt(ids.feed, MAIN_STORE_LOCATION_ID, ids.lotEarly)).toBe(12 * SACK);
    expect(await stockAt(ids.feed, MAIN_STORE_LOCATION_ID, ids.lotLate)).toBe(7 * SACK);
    expect(await stockAt(ids.feed, ids.warehouse)).toBe(2 * SACK);
    const ins = await q<{ unit_cost_centavos: string }>(
      `SELECT unit_cost_centavos FROM stock_movements WHERE reference_id = $1 AND type = 'transfer_in'`,
      [draft.id],
    );
    expect(ins.map((m) => Number(m.unit_cost_centavos))).toEqual([COST, COST]);
    expect((await balance('inventory_in_transit')) - transitBefore).toBe(COST);

    // A second receipt is refused; nothing changes.
    await refused(
      manager,
      draft,
      'receive',
      {
        lots: [
          { slipLotId: early.id, receivedMilli: 12 * SACK },
          { slipLotId: late.id, receivedMilli: 8 * SACK },
        ],
      },
      409,
      'transferAlreadyReceived',
    );
    // Closing with a sack open is refused (the close action is not open either).
    await refused(manager, draft, 'close', {}, 409, 'transferStillOpen');
    // Resolving more than is open is refused.
    await refused(
      manager,
      draft,
      'resolutions',
      { items: [{ slipLotId: late.id, action: 'written_off', qtyMilli: 2 * SACK, reason: 'Torn sack' }] },
      422,
      'transferResolveTooMuch',
    );

    const closed = await ok(manager, draft, 'resolutions', {
      items: [
        { slipLotId: late.id, action: 'written_off', qtyMilli: SACK, reason: 'Torn sack, feed spoiled' },
      ],
    });
    expect(closed.status).toBe('closed');
    expect(closed.totalOpenMilli).toBe(0);
    expect(closed.resolutions).toEqual([
      expect.objectContaining({
        action: 'written_off',
        qtyMilli: SACK,
        valueCentavos: COST,
        approvedByName: expect.any(String),
      }),
    ]);
    // Written off: no stock moved; in transit → shrinkage 5020.
    expect(await stockAt(ids.feed, MAIN_STORE_LOCATION_ID)).toBe(19 * SACK);
    expect((await balance('inventory_in_transit')) - transitBefore).toBe(0);
    expect((await balance('inventory_shrinkage')) - shrinkBefore).toBe(COST);
    expect((await balance('inventory')) - inventoryBefore).toBe(-COST);
    const shrink = await one<{ code: string }>(
      `SELECT a.code FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN gl_accounts a ON a.id = l.account_id
        WHERE e.source_number = $1 AND l.debit_centavos > 0 AND a.key = 'inventory_shrinkage'`,
      [draft.transferNo],
    );
    expect(shrink.code).toBe('5020');
    const audit = await q<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_id = $1 ORDER BY at, action`,
      [draft.id],
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'inventory.transfer_created',
        'inventory.transfer_requested',
        'inventory.transfer_approved',
        'inventory.transfer_issued',
        'inventory.transfer_received',
        'inventory.transfer_resolved',
        'inventory.transfer_closed',
      ]),
    );

    // The list finds it by number and by product; the PDF prints in both formats.
    const list = await manager.get<{
      items: { id: string; status: string; totalQtyMilli: number }[];
      total: number;
    }>(`/api/stock/transfers?q=${draft.transferNo}`);
    expect(list.body.items.map((i) => [i.id, i.status, i.totalQtyMilli])).toEqual([
      [draft.id, 'closed', 20 * SACK],
    ]);
    const byProduct = await manager.get<{ items: { id: string }[] }>(
      '/api/stock/transfers?q=hog%20grower&status=closed',
    );
    expect(byProduct.body.items.map((i) => i.id)).toContain(draft.id);
    for (const format of ['a4', '80mm']) {
      const pdf = await manager.request('GET', `/api/stock/transfers/${draft.id}/pdf?format=${format}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('issues a product without lots, and finds and returns what went missing', async () => {
    const s = await create(admin, {
      fromLocationId: ids.warehouse,
      toLocationId: branchC.locationId,
      lines: [{ productId: ids.salt, requestedMilli: 10_000 }],
      submit: true,
    });
    await ok(admin, s, 'approve');
    const issued = await ok(admin, s, 'issue', { driverInfo: 'Ben' });
    const lot = issued.lines[0]!.lots[0]!;
    expect(lot.lotId).toBeNull();
    const received = await ok(admin, s, 'receive', { lots: [{ slipLotId: lot.id, receivedMilli: 6_000 }] });
    expect(received.lines[0]!.lots[0]!.condition).toBe('short');
    const warehouseBefore = await stockAt(ids.salt, ids.warehouse);
    const partly = await ok(admin, s, 'resolutions', {
      items: [{ slipLotId: lot.id, action: 'found', qtyMilli: 3_000, reason: 'Found under the seat' }],
    });
    expect(partly.status).toBe('received');
    expect(await stockAt(ids.salt, branchC.locationId)).toBe(9_000);
    const done = await ok(admin, s, 'resolutions', {
      items: [{ slipLotId: lot.id, action: 'returned', qtyMilli: 1_000, reason: 'Came back with the truck' }],
    });
    expect(done.status).toBe('closed');
    expect(await stockAt(ids.salt, ids.warehouse)).toBe(warehouseBefore + 1_000);
  });

  it('refuses short stock naming the product, and the wrong side of the slip', async () => {
    const big = await approvedSlip(100);
    const r = await refused(admin, big, 'issue', {}, 409, 'transferStockShort');
    expect((r as Err).error.message).toContain('Test Hog Grower 50 kg');
    await ok(admin, big, 'cancel', { reason: 'Not enough in the warehouse' });

    // A slip from branch C to the main store: the Main-only manager may not approve or issue it.
    await addStock(ids.salt, branchC.locationId, 5_000);
    const fromC = await create(admin, {
      fromLocationId: branchC.locationId,
      toLocationId: MAIN_STORE_LOCATION_ID,
      lines: [{ productId: ids.salt, requestedMilli: 1_000 }],
      submit: true,
    });
    const seen = await manager.get<TransferSlip>(`/api/stock/transfers/${fromC.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.side).toEqual({ from: false, to: true });
    expect(seen.body.actions).not.toContain('approve');
    await refused(manager, fromC, 'approve', {}, 409, 'transferSendingBranchOnly');
    await ok(admin, fromC, 'approve');
    await refused(manager, fromC, 'issue', {}, 409, 'transferSendingBranchOnly');
    const issued = await ok(admin, fromC, 'issue');
    // …but receives it, being of the receiving branch.
    const got = await ok(manager, fromC, 'receive', {
      lots: [{ slipLotId: issued.lines[0]!.lots[0]!.id, receivedMilli: 1_000 }],
    });
    expect(got.status).toBe('closed');
  });

  it('creates only from or to a branch of the person; low stock and options', async () => {
    const other = await addBranch(t, { code: 'D-TEST', name: 'Branch D', locationName: 'D store' });
    const r = await manager.post<Err>('/api/stock/transfers', {
      fromLocationId: branchC.locationId,
      toLocationId: other.locationId,
      lines: [{ productId: ids.salt, requestedMilli: 1_000 }],
    });
    expect(r.status).toBe(422);
    expect(r.body.error.details?.reason).toBe('transferNotYourBranch');
    const options = await manager.get<{ fromLocations: { id: string }[]; toLocations: { id: string }[] }>(
      '/api/stock/transfers/options',
    );
    expect(options.body.fromLocations.map((l) => l.id)).toContain(ids.warehouse);
    expect(options.body.fromLocations.map((l) => l.id)).not.toContain(branchC.locationId);
    expect(options.body.toLocations.map((l) => l.id)).toEqual(
      expect.arrayContaining([ids.warehouse, branchC.locationId, other.locationId]),
    );
    // The low-stock list of the main store: salt is under its minimum there; the warehouse has some.
    const low = await manager.get<{
      items: { productId: string; suggestedMilli: number; availableAt: { locationId: string }[] }[];
    }>(`/api/stock/transfers/low-stock?toLocationId=${MAIN_STORE_LOCATION_ID}`);
    expect(low.status).toBe(200);
    const salt = low.body.items.find((i) => i.productId === ids.salt)!;
    expect(salt.suggestedMilli).toBe(25_000);
    expect(salt.availableAt.map((a) => a.locationId)).toContain(ids.warehouse);
    expect(salt.availableAt.map((a) => a.locationId)).not.toContain(branchC.locationId);
    const theirs = await manager.get<Err>(`/api/stock/transfers/low-stock?toLocationId=${other.locationId}`);
    expect(theirs.status).toBe(422);
    // A slip raised from the low-stock list.
    const raised = await create(manager, {
      fromLocationId: ids.warehouse,
      toLocationId: MAIN_STORE_LOCATION_ID,
      lines: [{ productId: ids.salt, requestedMilli: salt.suggestedMilli }],
      submit: true,
      source: 'low_stock',
    });
    expect(raised).toMatchObject({ status: 'requested', source: 'low_stock' });
    // A draft or requested slip may be changed with the version read.
    const changed = await manager.put<TransferSlip>(`/api/stock/transfers/${raised.id}`, {
      fromLocationId: ids.warehouse,
      toLocationId: MAIN_STORE_LOCATION_ID,
      lines: [{ productId: ids.salt, requestedMilli: 20_000 }],
      version: raised.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.lines[0]!.requestedMilli).toBe(20_000);
    const stale = await manager.put<Err>(`/api/stock/transfers/${raised.id}`, {
      fromLocationId: ids.warehouse,
      toLocationId: MAIN_STORE_LOCATION_ID,
      lines: [{ productId: ids.salt, requestedMilli: 1_000 }],
      version: raised.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('DOCUMENT_CHANGED');
  });

  it.runIf(kind === 'postgres')(
    'an issue and a cancel racing: exactly one wins, stock stays right',
    async () => {
      for (let round = 0; round < 4; round++) {
        await addStock(ids.salt, ids.warehouse, 2_000);
        const s = await create(admin, {
          fromLocationId: ids.warehouse,
          toLocationId: MAIN_STORE_LOCATION_ID,
          lines: [{ productId: ids.salt, requestedMilli: 2_000 }],
          submit: true,
        });
        await ok(admin, s, 'approve');
        const before = await stockAt(ids.salt, ids.warehouse);
        const [issue, cancel] = await Promise.all([
          step(manager, s, 'issue'),
          step(admin, s, 'cancel', { reason: 'Racing the issue' }),
        ]);
        expect([issue.status, cancel.status].sort()).toEqual([200, 409]);
        const loser = issue.status === 409 ? issue : cancel;
        expect(loser.body.error.details?.reason).toBe('transferStatusWrong');
        const slip = await one<{ status: string }>(`SELECT status FROM transfer_slips WHERE id = $1`, [s.id]);
        const lots = (
          await one<{ n: number }>(`SELECT count(*)::int AS n FROM transfer_slip_lots WHERE slip_id = $1`, [
            s.id,
          ])
        ).n;
        if (issue.status === 200) {
          expect(slip.status).toBe('in_transit');
          expect(await stockAt(ids.salt, ids.warehouse)).toBe(before - 2_000);
          expect(lots).toBe(1);
        } else {
          expect(slip.status).toBe('cancelled');
          expect(await stockAt(ids.salt, ids.warehouse)).toBe(before);
          expect(lots).toBe(0);
        }
      }
    },
  );

  it.runIf(kind === 'postgres')('two receipts of one slip: one wins, the stock comes in once', async () => {
    for (let round = 0; round < 3; round++) {
      await addStock(ids.salt, ids.warehouse, 3_000);
      const s = await create(admin, {
        fromLocationId: ids.warehouse,
        toLocationId: MAIN_STORE_LOCATION_ID,
        lines: [{ productId: ids.salt, requestedMilli: 3_000 }],
        submit: true,
      });
      await ok(admin, s, 'approve');
      const issued = await ok(admin, s, 'issue');
      const before = await stockAt(ids.salt, MAIN_STORE_LOCATION_ID);
      const body = { lots: [{ slipLotId: issued.lines[0]!.lots[0]!.id, receivedMilli: 3_000 }] };
      const results = await Promise.all([step(manager, s, 'receive', body), step(admin, s, 'receive', body)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await stockAt(ids.salt, MAIN_STORE_LOCATION_ID)).toBe(before + 3_000);
      const ins = await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM stock_movements WHERE reference_id = $1 AND type = 'transfer_in'`,
        [s.id],
      );
      expect(ins.n).toBe(1);
    }
  });

  it.runIf(kind === 'postgres')('TR numbers stay gap-free with many slips made at once', async () => {
    const prefix = `TR-${today.slice(0, 4)}${today.slice(5, 7)}-`;
    const last = async () =>
      Number(
        (
          await one<{ n: number | null }>(
            `SELECT max(substr(transfer_no, 11)::int) AS n FROM transfer_slips WHERE transfer_no LIKE $1`,
            [`${prefix}%`],
          )
        ).n ?? 0,
      );
    const start = await last();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? admin : manager).post<TransferSlip>('/api/stock/transfers', {
          fromLocationId: ids.warehouse,
          toLocationId: MAIN_STORE_LOCATION_ID,
          lines: [{ productId: ids.salt, requestedMilli: 1_000 }],
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(results.map((r) => r.body.transferNo).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `${prefix}${String(start + i + 1).padStart(4, '0')}`),
    );
    expect(await last()).toBe(start + 8);
  });

  it.runIf(kind === 'pglite')(
    'conserves stock: for any sequence of transfer actions, Σ stock over all locations + Σ in transit never changes',
    async () => {
      // A fresh product for this property alone, with two lots at the warehouse and some at the store.
      const product = uuidv7();
      const lotA = uuidv7();
      const lotB = uuidv7();
      await q(
        `INSERT INTO products (id, sku, name, base_unit, cost_centavos, price_centavos, is_lot_tracked)
         VALUES ($1, 'T-PROP', 'Property Feed', 'sack', 100000, 120000, true)`,
        [product],
      );
      await q(
        `INSERT INTO lots (id, product_id, batch_number, expiry_date) VALUES
           ($1, $3, 'P-A', (now() + interval '100 days')::date), ($2, $3, 'P-B', (now() + interval '300 days')::date)`,
        [lotA, lotB, product],
      );
      await addStock(product, ids.warehouse, 40 * SACK, lotA);
      await addStock(product, ids.warehouse, 30 * SACK, lotB);
      await addStock(product, MAIN_STORE_LOCATION_ID, 30 * SACK, lotA);
      await addStock(product, branchC.locationId, 30 * SACK, lotB);
      const places = [ids.warehouse, MAIN_STORE_LOCATION_ID, branchC.locationId];
      const total = async () => {
        const s = await one<{ stock: string; open: string; off: string }>(
          `SELECT (SELECT coalesce(sum(qty_milli), 0) FROM stock_balances WHERE product_id = $1) AS stock,
                  (SELECT coalesce(sum(sl.issued_milli - sl.received_milli
                            - (SELECT coalesce(sum(r.qty_milli), 0) FROM transfer_resolutions r WHERE r.slip_lot_id = sl.id)), 0)
                     FROM transfer_slip_lots sl WHERE sl.product_id = $1) AS open,
                  (SELECT coalesce(sum(r.qty_milli), 0) FROM transfer_resolutions r
                     JOIN transfer_slip_lots sl ON sl.id = r.slip_lot_id
                    WHERE sl.product_id = $1 AND r.action = 'written_off') AS off`,
          [product],
        );
        // Write-offs leave the store's stock: counted apart, so the sum stays whole.
        return Number(s.stock) + Number(s.open) + Number(s.off);
      };
      const start = await total();
      expect(start).toBe(130 * SACK);

      const action = fc.oneof(
        fc.record({
          kind: fc.constant('create' as const),
          from: fc.nat(2),
          to: fc.nat(2),
          sacks: fc.integer({ min: 1, max: 45 }),
          submit: fc.boolean(),
        }),
        fc.record({ kind: fc.constant('request' as const), slip: fc.nat(5) }),
        fc.record({
          kind: fc.constant('approve' as const),
          slip: fc.nat(5),
          part: fc.integer({ min: 0, max: 4 }),
        }),
        fc.record({ kind: fc.constant('issue' as const), slip: fc.nat(5) }),
        fc.record({
          kind: fc.constant('receive' as const),
          slip: fc.nat(5),
          good: fc.integer({ min: 0, max: 4 }),
          damaged: fc.integer({ min: 0, max: 4 }),
        }),
        fc.record({
          kind: fc.constant('resolve' as const),
          slip: fc.nat(5),
          how: fc.constantFrom('found' as const, 'returned' as const, 'written_off' as const),
          part: fc.integer({ min: 1, max: 4 }),
        }),
        fc.record({ kind: fc.constant('cancel' as const), slip: fc.nat(5) }),
      );
      // Mostly the slip's next step (so slips get far), with random parameters; sometimes any step at all.
      const NEXT = {
        draft: 'request',
        requested: 'approve',
        approved: 'issue',
        in_transit: 'receive',
        received: 'resolve',
      } as const;
      const advance = fc.record({
        kind: fc.constant('advance' as const),
        slip: fc.nat(5),
        part: fc.integer({ min: 1, max: 4 }),
        good: fc.integer({ min: 0, max: 4 }),
        damaged: fc.integer({ min: 0, max: 4 }),
        how: fc.constantFrom('found' as const, 'returned' as const, 'written_off' as const),
      });
      const create = fc.record({
        kind: fc.constant('create' as const),
        from: fc.nat(2),
        to: fc.nat(2),
        sacks: fc.integer({ min: 1, max: 15 }),
        submit: fc.boolean(),
      });
      const anyAction = fc.oneof(
        { arbitrary: create, weight: 2 },
        { arbitrary: advance, weight: 8 },
        { arbitrary: action, weight: 1 },
        { arbitrary: fc.record({ kind: fc.constant('cancel' as const), slip: fc.nat(5) }), weight: 1 },
      );
      const done: Record<string, number> = {};
      await fc.assert(
        fc.asyncProperty(fc.array(anyAction, { minLength: 1, maxLength: 30 }), async (actions) => {
          const slips: TransferSlip[] = [];
          const pick = (i: number) => slips[i % Math.max(slips.length, 1)];
          const fresh = async (s: TransferSlip) =>
            (await admin.get<TransferSlip>(`/api/stock/transfers/${s.id}`)).body;
          for (const original of actions) {
            let a = original as Exclude<typeof original, { kind: 'advance' }>;
            if (original.kind === 'advance') {
              const s = pick(original.slip);
              if (!s) continue;
              const status = (await fresh(s)).status;
              if (!(status in NEXT)) continue;
              a = { ...original, kind: NEXT[status as keyof typeof NEXT] } as typeof a;
            }
            if (a.kind === 'create') {
              if (a.from === a.to) continue;
              const r = await admin.post<TransferSlip>('/api/stock/transfers', {
                fromLocationId: places[a.from],
                toLocationId: places[a.to],
                lines: [{ productId: product, requestedMilli: a.sacks * SACK }],
                submit: a.submit,
              });
              expect(r.status).toBe(201);
              slips.push(r.body);
            } else {
              const s = pick(a.slip);
              if (!s) continue;
              const now = await fresh(s);
              let r: { status: number } | undefined;
              if (a.kind === 'request' || a.kind === 'issue') r = await step(admin, s, a.kind);
              else if (a.kind === 'cancel') r = await step(admin, s, 'cancel', { reason: 'Property test' });
              else if (a.kind === 'approve')
                r = await step(admin, s, 'approve', {
                  lines: now.lines.map((l) => ({
                    lineId: l.id,
                    approvedMilli: Math.floor((l.requestedMilli * a.part) / 4 / SACK) * SACK,
                  })),
                });
              else if (a.kind === 'receive')
                r = await step(admin, s, 'receive', {
                  lots: now.lines.flatMap((l) =>
                    l.lots.map((x) => {
                      const good = Math.floor((x.issuedMilli * a.good) / 4 / SACK) * SACK;
                      const damaged = Math.min(
                        x.issuedMilli - good,
                        Math.floor((x.issuedMilli * a.damaged) / 8 / SACK) * SACK,
                      );
                      return { slipLotId: x.id, receivedMilli: good, damagedMilli: damaged };
                    }),
                  ),
                });
              else {
                const open = now.lines.flatMap((l) => l.lots).filter((x) => x.openMilli > 0);
                if (open.length)
                  r = await step(admin, s, 'resolutions', {
                    items: open.map((x) => ({
                      slipLotId: x.id,
                      action: a.how,
                      qtyMilli: Math.max(1, Math.floor((x.openMilli * a.part) / 4)),
                      reason: 'Property test',
                    })),
                  });
              }
              // A refusal is fine (a random step is often not open); a server error is not.
              if (r) {
                expect(r.status).toBeLessThan(500);
                if (r.status === 200) done[a.kind] = (done[a.kind] ?? 0) + 1;
              }
            }
            expect(await total()).toBe(start);
          }
        }),
        // A fixed seed: the same 40 sequences on every run, so the check below (every step was walked: with
        // seed 4, 6 receipts and 5 resolutions) holds every time. A random seed once left a CI run with no
        // resolution at all. To explore other sequences, change the seed and run this test.
        { numRuns: 40, endOnFailure: true, seed: 4 },
      );
      // The runs did walk slips through every step (else the property says little).
      for (const k of ['request', 'approve', 'issue', 'receive', 'resolve', 'cancel'])
        expect(done[k] ?? 0, k).toBeGreaterThan(0);
      // The books agree with the slips: inventory in transit holds the value of what is still open.
      const open = await one<{ v: string }>(
        `SELECT coalesce(sum(round((sl.issued_milli - sl.received_milli
                   - (SELECT coalesce(sum(r.qty_milli), 0) FROM transfer_resolutions r WHERE r.slip_lot_id = sl.id))
                   * sl.unit_cost_centavos / 1000.0)), 0) AS v FROM transfer_slip_lots sl`,
      );
      expect(await balance('inventory_in_transit')).toBe(Number(open.v));
    },
    120_000,
  );

  it('the demo seeder makes one closed and one in-transit slip Bodega → Sto. Tomas store, once', async () => {
    const ctxFor = async (tx: Tx) =>
      ({
        tx,
        now: new Date(),
        today,
        people: (
          (await tx.execute(
            sql`SELECT id, email, first_name AS "firstName", last_name AS "lastName", role FROM users
                 WHERE email LIKE '%@demo.fbms.ph'`,
          )) as unknown as { rows: unknown[] }
        ).rows,
        balances: new Map(),
        counts: {},
      }) as unknown as Parameters<typeof transfersSeeder.seed>[0];
    const run = () => t.db.db.transaction(async (tx) => transfersSeeder.seed(await ctxFor(tx)));
    const count = async () =>
      (
        await one<{ n: number }>(
          `SELECT count(*)::int AS n FROM transfer_slips WHERE from_location_id = $1`,
          [DEMO_BODEGA_ID],
        )
      ).n;
    // Without the demo branches: nothing, quietly.
    await run();
    expect(await count()).toBe(0);
    await q(
      `INSERT INTO branches (id, code, name, tin_branch_code) VALUES ($1, 'STO-TOMAS', 'Sto. Tomas branch', '001')`,
      ['01900000-0000-7000-8000-00000000b002'],
    );
    await q(
      `INSERT INTO locations (id, name, type, branch_id) VALUES ($1, 'Bodega', 'warehouse', $3),
              ($2, 'Sto. Tomas store', 'store', '01900000-0000-7000-8000-00000000b002')`,
      [DEMO_BODEGA_ID, DEMO_STO_TOMAS_STORE_ID, MAIN_BRANCH_ID],
    );
    await addStock(ids.salt, DEMO_BODEGA_ID, 40_000);
    await addStock(ids.feed, DEMO_BODEGA_ID, 30 * SACK, ids.lotLate);
    const storeBefore = await stockAt(ids.salt, DEMO_STO_TOMAS_STORE_ID);
    await run();
    await run();
    const made = await q<{ status: string; transfer_no: string }>(
      `SELECT status, transfer_no FROM transfer_slips WHERE from_location_id = $1 ORDER BY transfer_no`,
      [DEMO_BODEGA_ID],
    );
    expect(made.map((m) => m.status)).toEqual(['closed', 'in_transit']);
    expect(await stockAt(ids.salt, DEMO_STO_TOMAS_STORE_ID)).toBeGreaterThan(storeBefore);
  });

  it('the manager of only branch C sees none of the main branch slips; admins see all', async () => {
    await setUserBranches(t, 'manager@demo.fbms.ph', [branchC.branchId]);
    try {
      const list = await manager.get<{ items: { fromBranchId: string; toBranchId: string }[] }>(
        '/api/stock/transfers?pageSize=200',
      );
      expect(list.status).toBe(200);
      for (const i of list.body.items) expect([i.fromBranchId, i.toBranchId]).toContain(branchC.branchId);
      const all = await admin.get<{ total: number }>('/api/stock/transfers?pageSize=1');
      expect(all.body.total).toBeGreaterThan(list.body.items.length);
    } finally {
      await setUserBranches(t, 'manager@demo.fbms.ph', [MAIN_BRANCH_ID]);
    }
  });
});
