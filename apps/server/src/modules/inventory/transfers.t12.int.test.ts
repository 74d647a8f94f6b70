import { uuidv7 } from '@fbms/db';
import type { TransferSlip } from '@fbms/domain';
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

type Err = { error: { code: string; details?: { reason?: string } } };

/**
 * T12 for transfer slips: the demo manager, put only in Main branch, against branch C's slips (between two
 * C locations). Every transfer route is named below as route-branch.table.ts names it.
 */
describe.each(DB_KINDS)('transfer slips, branch isolation (T12) on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let manager: TestClient;
  let c: { branchId: string; locationId: string };
  const cWarehouse = uuidv7();
  const product = uuidv7();
  const slips: Record<'draft' | 'approved' | 'inTransit' | 'received', TransferSlip> = {} as never;

  const q = <T>(text: string, params: unknown[] = []) => t.db.query(text, params) as Promise<T[]>;
  const snapshot = async () => ({
    stock: await q(`SELECT product_id, location_id, lot_id, qty_milli FROM stock_balances ORDER BY id`),
    slips: await q(`SELECT id, status, version FROM transfer_slips ORDER BY id`),
    lines: await q(`SELECT id, requested_milli, approved_milli FROM transfer_slip_lines ORDER BY id`),
    lots: await q(`SELECT id, received_milli FROM transfer_slip_lots ORDER BY id`),
    resolutions: await q(`SELECT id FROM transfer_resolutions ORDER BY id`),
    entries: await q(`SELECT id FROM journal_entries ORDER BY id`),
  });
  const step = (who: TestClient, id: string, action: string, body: Record<string, unknown> = {}) =>
    who.post<TransferSlip & Err>(`/api/stock/transfers/${id}/${action}`, body);
  const ok = async (r: Promise<{ status: number; body: unknown }>) => {
    const x = await r;
    expect(x.status, JSON.stringify(x.body)).toBeLessThan(300);
    return x.body as TransferSlip;
  };
  const cSlip = async () =>
    ok(
      admin.post('/api/stock/transfers', {
        fromLocationId: cWarehouse,
        toLocationId: c.locationId,
        lines: [{ productId: product, requestedMilli: 2_000 }],
        submit: true,
        vehicleInfo: 'C truck',
      }),
    );

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [admin, manager] = await Promise.all([
      signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    c = await addBranch(t, { code: 'C-T12', name: 'Branch C', locationName: 'C store' });
    await q(`INSERT INTO locations (id, name, type, branch_id) VALUES ($1, 'C warehouse', 'warehouse', $2)`, [
      cWarehouse,
      c.branchId,
    ]);
    await q(
      `INSERT INTO products (id, sku, name, base_unit, cost_centavos, price_centavos, min_stock_milli)
       VALUES ($1, 'T12-SALT', 'T12 Rock Salt', 'bag', 5000, 8000, 50000)`,
      [product],
    );
    await ok(
      admin.post('/api/stock/adjustments', {
        productId: product,
        locationId: cWarehouse,
        mode: 'add',
        qtyMilli: 20_000,
        reason: 'Opening stock of branch C',
      }),
    );
    await setUserBranches(t, 'manager@demo.fbms.ph', [MAIN_BRANCH_ID]);
    slips.draft = await ok(
      admin.post('/api/stock/transfers', {
        fromLocationId: cWarehouse,
        toLocationId: c.locationId,
        lines: [{ productId: product, requestedMilli: 1_000 }],
      }),
    );
    slips.approved = await ok(step(admin, (await cSlip()).id, 'approve'));
    slips.inTransit = await ok(
      step(admin, (await ok(step(admin, (await cSlip()).id, 'approve'))).id, 'issue'),
    );
    const issued = await ok(step(admin, (await ok(step(admin, (await cSlip()).id, 'approve'))).id, 'issue'));
    slips.received = await ok(
      step(admin, issued.id, 'receive', {
        lots: [{ slipLotId: issued.lines[0]!.lots[0]!.id, receivedMilli: 1_000 }],
      }),
    );
    expect(slips.received.status).toBe('received');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 404 for branch C's slip to a Main-only manager, and changes nothing", async () => {
    const before = await snapshot();
    const all = Object.values(slips);
    for (const s of all) {
      // 'GET /api/stock/transfers/{id}'
      const got = await manager.get<Err>(`/api/stock/transfers/${s.id}`);
      expect(got.status).toBe(404);
      expect(got.body.error.code).toBe('TRANSFER_NOT_FOUND');
      // 'GET /api/stock/transfers/{id}/pdf'
      for (const format of ['a4', '80mm'])
        expect((await manager.get(`/api/stock/transfers/${s.id}/pdf?format=${format}`)).status).toBe(404);
    }
    // 'PUT /api/stock/transfers/{id}'
    const put = await manager.put<Err>(`/api/stock/transfers/${slips.draft.id}`, {
      fromLocationId: MAIN_STORE_LOCATION_ID,
      toLocationId: c.locationId,
      lines: [{ productId: product, requestedMilli: 5_000 }],
      version: slips.draft.version,
    });
    expect(put.status).toBe(404);
    const probes: [string, TransferSlip, Record<string, unknown>][] = [
      // 'POST /api/stock/transfers/{id}/request'
      ['request', slips.draft, {}],
      // 'POST /api/stock/transfers/{id}/approve'
      ['approve', slips.approved, {}],
      // 'POST /api/stock/transfers/{id}/issue'
      ['issue', slips.approved, {}],
      // 'POST /api/stock/transfers/{id}/receive'
      [
        'receive',
        slips.inTransit,
        { lots: [{ slipLotId: slips.inTransit.lines[0]!.lots[0]!.id, receivedMilli: 2_000 }] },
      ],
      // 'POST /api/stock/transfers/{id}/resolutions'
      [
        'resolutions',
        slips.received,
        {
          items: [
            {
              slipLotId: slips.received.lines[0]!.lots[0]!.id,
              action: 'written_off',
              qtyMilli: 1_000,
              reason: 'Probe',
            },
          ],
        },
      ],
      // 'POST /api/stock/transfers/{id}/close'
      ['close', slips.received, {}],
      // 'POST /api/stock/transfers/{id}/cancel'
      ['cancel', slips.approved, { reason: 'Probe from Main' }],
    ];
    for (const [action, s, body] of probes) {
      const r = await step(manager, s.id, action, body);
      expect({ action, status: r.status, code: r.body.error?.code }).toEqual({
        action,
        status: 404,
        code: 'TRANSFER_NOT_FOUND',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lists none of branch C's slips nor its stock in transit", async () => {
    const ids = new Set(Object.values(slips).map((s) => s.id));
    // 'GET /api/stock/transfers'
    for (const query of [
      '',
      '?direction=incoming',
      '?direction=outgoing',
      '?status=in_transit',
      `?q=${slips.draft.transferNo}`,
      '?q=T12',
    ]) {
      const list = await manager.get<{ items: { id: string }[]; total: number }>(
        `/api/stock/transfers${query}`,
      );
      expect(list.status).toBe(200);
      expect(list.body.items.filter((i) => ids.has(i.id))).toEqual([]);
    }
    const adminList = await admin.get<{ items: { id: string }[] }>(
      `/api/stock/transfers?q=${slips.draft.transferNo}`,
    );
    expect(adminList.body.items.map((i) => i.id)).toEqual([slips.draft.id]);
    // 'GET /api/stock/transfers/in-transit'
    const transit = await manager.get<{ items: { slipId: string }[]; totalValueCentavos: number }>(
      '/api/stock/transfers/in-transit',
    );
    expect(transit.body.items.filter((i) => ids.has(i.slipId))).toEqual([]);
    const adminTransit = await admin.get<{ items: { slipId: string }[] }>('/api/stock/transfers/in-transit');
    expect(adminTransit.body.items.some((i) => i.slipId === slips.inTransit.id)).toBe(true);
  });

  it("refuses C's locations in bodies and query strings", async () => {
    const before = await snapshot();
    // 'POST /api/stock/transfers'
    const made = await manager.post<Err>('/api/stock/transfers', {
      fromLocationId: cWarehouse,
      toLocationId: c.locationId,
      lines: [{ productId: product, requestedMilli: 1_000 }],
      submit: true,
    });
    expect(made.status).toBe(422);
    expect(made.body.error.details?.reason).toBe('transferNotYourBranch');
    expect(await snapshot()).toEqual(before);
    // 'GET /api/stock/transfers/low-stock': C's store is refused; the main store's list names no C location.
    const theirs = await manager.get<Err>(`/api/stock/transfers/low-stock?toLocationId=${c.locationId}`);
    expect(theirs.status).toBe(422);
    const mine = await manager.get<{ items: { productId: string; availableAt: { locationId: string }[] }[] }>(
      `/api/stock/transfers/low-stock?toLocationId=${MAIN_STORE_LOCATION_ID}`,
    );
    expect(mine.status).toBe(200);
    const salt = mine.body.items.find((i) => i.productId === product);
    expect(salt?.availableAt ?? []).toEqual([]);
    // The options (company: every branch's location names) give C's locations only as destinations.
    const options = await manager.get<{ fromLocations: { id: string }[]; toLocations: { id: string }[] }>(
      '/api/stock/transfers/options',
    );
    expect(options.body.fromLocations.map((l) => l.id)).not.toContain(cWarehouse);
    expect(options.body.toLocations.map((l) => l.id)).toContain(c.locationId);
  });

  it('a manager of only the receiving branch cannot approve or issue; of only the sending branch cannot receive', async () => {
    const s = await ok(
      admin.post('/api/stock/transfers', {
        fromLocationId: cWarehouse,
        toLocationId: MAIN_STORE_LOCATION_ID,
        lines: [{ productId: product, requestedMilli: 1_000 }],
        submit: true,
      }),
    );
    // Main only: the receiving side.
    let before = await snapshot();
    const approve = await step(manager, s.id, 'approve');
    expect(approve.status).toBe(409);
    expect(approve.body.error.details?.reason).toBe('transferSendingBranchOnly');
    expect(await snapshot()).toEqual(before);
    await ok(step(admin, s.id, 'approve'));
    before = await snapshot();
    const issue = await step(manager, s.id, 'issue');
    expect(issue.body.error.details?.reason).toBe('transferSendingBranchOnly');
    expect(await snapshot()).toEqual(before);
    const issued = await ok(step(admin, s.id, 'issue'));
    // C only: the sending side.
    await setUserBranches(t, 'manager@demo.fbms.ph', [c.branchId]);
    try {
      before = await snapshot();
      const receive = await step(manager, s.id, 'receive', {
        lots: [{ slipLotId: issued.lines[0]!.lots[0]!.id, receivedMilli: 1_000 }],
      });
      expect(receive.status).toBe(409);
      expect(receive.body.error.details?.reason).toBe('transferReceivingBranchOnly');
      expect(await snapshot()).toEqual(before);
      const seen = await manager.get<TransferSlip>(`/api/stock/transfers/${s.id}`);
      expect(seen.body.actions).not.toContain('receive');
    } finally {
      await setUserBranches(t, 'manager@demo.fbms.ph', [MAIN_BRANCH_ID]);
    }
    const got = await ok(
      step(manager, s.id, 'receive', {
        lots: [{ slipLotId: issued.lines[0]!.lots[0]!.id, receivedMilli: 1_000 }],
      }),
    );
    expect(got.status).toBe('closed');
  });
});
