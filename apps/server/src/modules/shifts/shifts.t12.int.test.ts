import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID } from '../../test/branches.ts';
import { DB_KINDS, DEMO_PASSWORD } from '../../test/harness.ts';
import { chooseBranch, count, type PosWorld, posWorld } from '../../test/pos-branches.ts';

type Err = { error: { code: string; details?: Record<string, unknown> } };
type Items<T> = { items: T[] };

/**
 * T12 for shifts, cash slips and X/Z readings (issue 26): the demo manager and cashier work only in Main
 * branch. At a browser enrolled as B's terminal they are refused (nothing opened, counted or read); B's
 * shifts and readings answer 404 to them and are in none of their lists; the admin sees both, and the
 * switcher's branch narrows the admin's lists. Each probe names its route as route-branch.table.ts does.
 */
describe.each(DB_KINDS)('shifts and readings, branch B seen from branch A (T12) on %s', (kind) => {
  let w: PosWorld;
  const probe = (route: string, fn: () => Promise<void>) => it(route, fn, 30_000);
  const refusedAtB = (r: { status: number; body: Err }) => {
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('TERMINAL_OTHER_BRANCH');
  };
  const bState = async () =>
    (
      await w.t.db.query<{ shifts: number; slips: number; readings: number; open: string | null }>(
        `SELECT (SELECT count(*)::int FROM shifts WHERE terminal_id = $1) AS shifts,
                (SELECT count(*)::int FROM cash_slips WHERE terminal_id = $1) AS slips,
                (SELECT count(*)::int FROM readings WHERE terminal_id = $1) AS readings,
                (SELECT open_shift_id FROM terminals WHERE id = $1) AS open`,
        [w.terminalB],
      )
    )[0]!;

  beforeAll(async () => {
    w = await posWorld(kind);
  }, 120_000);
  afterAll(async () => {
    await w?.t.close();
  });

  probe('GET /api/shifts/current', async () => {
    refusedAtB(await w.cashierAtB.get<Err>('/api/shifts/current'));
    expect((await w.cashier.get('/api/shifts/current')).status).toBe(200);
  });

  probe('POST /api/shifts', async () => {
    // (B's shift is open, so opening is refused either way; the branch refusal answers first.)
    const before = await bState();
    refusedAtB(await w.cashierAtB.post<Err>('/api/shifts', { openingFundCentavos: 0 }));
    expect(await bState()).toEqual(before);
  });

  probe('POST /api/shifts/current/cash-slips', async () => {
    const before = await bState();
    const r = await w.managerAtB.post<Err>('/api/shifts/current/cash-slips', {
      kind: 'cash_in',
      amountCentavos: 5_000,
      reasonKind: 'float',
      reason: 'Coins',
    });
    refusedAtB(r);
    expect(await bState()).toEqual(before);
  });

  probe('POST /api/shifts/current/close', async () => {
    const before = await bState();
    refusedAtB(
      await w.managerAtB.post<Err>('/api/shifts/current/close', {
        declaredCount: { '100000': 5 },
        declared: {},
      }),
    );
    expect(await bState()).toEqual(before);
    expect(before.open).toBe(w.openShiftB);
  });

  probe('POST /api/shifts/current/hand-over', async () => {
    const before = await bState();
    refusedAtB(
      await w.managerAtB.post<Err>('/api/shifts/current/hand-over', {
        declaredCount: { '100000': 5 },
        declared: {},
        nextCashier: { email: 'cashier@demo.fbms.ph', password: DEMO_PASSWORD },
      }),
    );
    expect(await bState()).toEqual(before);
  });

  probe('GET /api/shifts', async () => {
    const mine = await w.manager.get<Items<{ id: string; terminalId: string }>>('/api/shifts');
    expect(mine.status).toBe(200);
    expect(mine.body.items.length).toBeGreaterThan(0);
    expect(mine.body.items.filter((s) => s.terminalId === w.terminalB)).toEqual([]);
    const asked = await w.manager.get<Items<unknown>>(`/api/shifts?terminalId=${w.terminalB}`);
    expect(asked.body.items).toEqual([]);
    const all = await w.admin.get<Items<{ id: string }>>(`/api/shifts?terminalId=${w.terminalB}`);
    expect(all.body.items.map((s) => s.id).sort()).toEqual([w.closedShiftB, w.openShiftB].sort());
    await chooseBranch(w.t, 'admin@demo.fbms.ph', MAIN_BRANCH_ID);
    const narrowed = await w.admin.get<Items<unknown>>(`/api/shifts?terminalId=${w.terminalB}`);
    await chooseBranch(w.t, 'admin@demo.fbms.ph', null);
    expect(narrowed.body.items).toEqual([]);
  });

  probe('GET /api/shifts/{id}', async () => {
    for (const id of [w.closedShiftB, w.openShiftB])
      expect((await w.manager.get(`/api/shifts/${id}`)).status).toBe(404);
    expect((await w.admin.get(`/api/shifts/${w.closedShiftB}`)).status).toBe(200);
  });

  probe('GET /api/shifts/{id}/cash-slips', async () => {
    expect((await w.manager.get(`/api/shifts/${w.closedShiftB}/cash-slips`)).status).toBe(404);
    const all = await w.admin.get<Items<unknown>>(`/api/shifts/${w.closedShiftB}/cash-slips`);
    expect(all.body.items).toHaveLength(1);
  });

  probe('POST /api/shifts/{id}/x-reading', async () => {
    const before = await bState();
    expect((await w.manager.post(`/api/shifts/${w.openShiftB}/x-reading`)).status).toBe(404);
    expect((await w.cashier.post(`/api/shifts/${w.openShiftB}/x-reading`)).status).toBe(404);
    expect(await bState()).toEqual(before);
  });

  probe('POST /api/shifts/z-reading', async () => {
    const before = await bState();
    const today = (await w.admin.get<{ businessDate: string }>('/api/shifts/current')).body.businessDate;
    refusedAtB(await w.managerAtB.post<Err>('/api/shifts/z-reading', { businessDate: today }));
    expect(await bState()).toEqual(before);
  });

  probe('GET /api/shifts/readings', async () => {
    const mine = await w.manager.get<Items<{ terminalId: string }> & { total: number }>(
      '/api/shifts/readings',
    );
    expect(mine.status).toBe(200);
    expect(mine.body.items.filter((r) => r.terminalId === w.terminalB)).toEqual([]);
    const asked = await w.manager.get<{ total: number }>(`/api/shifts/readings?terminalId=${w.terminalB}`);
    expect(asked.body.total).toBe(0);
    const all = await w.admin.get<{ total: number }>(`/api/shifts/readings?terminalId=${w.terminalB}`);
    expect(all.body.total).toBe(2);
    await chooseBranch(w.t, 'admin@demo.fbms.ph', MAIN_BRANCH_ID);
    const narrowed = await w.admin.get<{ total: number }>(`/api/shifts/readings?terminalId=${w.terminalB}`);
    await chooseBranch(w.t, 'admin@demo.fbms.ph', null);
    expect(narrowed.body.total).toBe(0);
  });

  probe('GET /api/shifts/readings/{id}', async () => {
    for (const id of w.readingsB) {
      const r = await w.manager.get<Err>(`/api/shifts/readings/${id}`);
      expect(r.status).toBe(404);
      expect(r.body.error.details).toMatchObject({ reason: 'readingNotFound' });
      expect((await w.admin.get(`/api/shifts/readings/${id}`)).status).toBe(200);
    }
  });

  probe('POST /api/shifts/readings/{id}/reprints', async () => {
    const before = await count(w.t, 'e_journal WHERE document_id = $1', [w.readingsB[1]]);
    expect((await w.manager.post(`/api/shifts/readings/${w.readingsB[1]}/reprints`)).status).toBe(404);
    expect(await count(w.t, 'e_journal WHERE document_id = $1', [w.readingsB[1]])).toBe(before);
  });

  probe('GET /api/shifts/readings/{id}/pdf', async () => {
    expect((await w.manager.request('GET', `/api/shifts/readings/${w.readingsB[0]}/pdf`)).status).toBe(404);
    expect((await w.admin.request('GET', `/api/shifts/readings/${w.readingsB[0]}/pdf`)).status).toBe(200);
  });

  probe('POST /api/pos/terminals/{id}/grand-total-reset', async () => {
    // Only an admin resets a grand total, and an admin works in every branch: a manager of Main is
    // refused by the permission, and B's grand total and reset counter stay as they were.
    const before = await w.t.db.query(
      'SELECT grand_total_centavos, reset_counter FROM terminals WHERE id = $1',
      [w.terminalB],
    );
    const r = await w.manager.post(`/api/pos/terminals/${w.terminalB}/grand-total-reset`, {
      reason: 'Not mine to reset',
    });
    expect(r.status).toBe(403);
    const none = await w.admin.post(`/api/pos/terminals/${randomUUID()}/grand-total-reset`, {
      reason: 'No such terminal',
    });
    expect(none.status).toBe(404);
    expect(
      await w.t.db.query('SELECT grand_total_centavos, reset_counter FROM terminals WHERE id = $1', [
        w.terminalB,
      ]),
    ).toEqual(before);
  });
});
