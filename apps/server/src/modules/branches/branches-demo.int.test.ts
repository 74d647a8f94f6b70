import { MAIN_BRANCH_ID } from '@fbms/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO_PASSWORD, signIn, startTestServer, type TestServer } from '../../test/harness.ts';
import { ledgerProblems } from '../../test/ledger-invariants.ts';
import { DEMO_BODEGA_ID, DEMO_STO_TOMAS_BRANCH_ID, DEMO_STO_TOMAS_STORE_ID } from './demo-branches.ts';

/**
 * The demo store's branches: Sto. Tomas (TIN branch code 001) with its store, the main branch's Bodega,
 * the demo manager in both, and opening stock in both new locations posted to the books.
 */
describe.each(DB_KINDS.slice(0, 1))('branches demo on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', DEMO_DATA: 'true', LOG_LEVEL: 'error' } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('has Sto. Tomas branch, its store and the Bodega, with the manager alone in both branches', async () => {
    const branches = await t.db.query<{ code: string; tin: string }>(
      'SELECT code, tin_branch_code AS tin FROM branches ORDER BY code',
    );
    expect(branches).toEqual([
      { code: 'MAIN', tin: '000' },
      { code: 'STO-TOMAS', tin: '001' },
    ]);
    const locations = await t.db.query<{ id: string; branch: string; type: string }>(
      'SELECT id, branch_id AS branch, type FROM locations WHERE id IN ($1, $2) ORDER BY name',
      [DEMO_BODEGA_ID, DEMO_STO_TOMAS_STORE_ID],
    );
    expect(locations).toEqual([
      { id: DEMO_BODEGA_ID, branch: MAIN_BRANCH_ID, type: 'warehouse' },
      { id: DEMO_STO_TOMAS_STORE_ID, branch: DEMO_STO_TOMAS_BRANCH_ID, type: 'store' },
    ]);
    const inSto = await t.db.query<{ email: string }>(
      `SELECT u.email FROM user_branches ub JOIN users u ON u.id = ub.user_id WHERE ub.branch_id = $1`,
      [DEMO_STO_TOMAS_BRANCH_ID],
    );
    expect(inSto.map((r) => r.email)).toEqual(['manager@demo.fbms.ph']);
    const manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
    const me = await manager.get<{ branches: { code: string }[] }>('/api/me');
    expect(me.body.branches.map((b) => b.code)).toEqual(['MAIN', 'STO-TOMAS']);
  });

  it('stocks both new locations (one product by lot) as opening stock, posted, and keeps the invariants', async () => {
    const [s] = await t.db.query<{ bodega: number; sto: number; lots: number; unposted: number }>(
      `SELECT count(*) FILTER (WHERE location_id = $1)::int AS bodega,
              count(*) FILTER (WHERE location_id = $2)::int AS sto,
              count(*) FILTER (WHERE lot_id IS NOT NULL)::int AS lots,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM journal_entries e
                                WHERE e.source_type = 'stock' AND e.source_id = m.id::text))::int AS unposted
         FROM stock_movements m WHERE location_id IN ($1, $2)`,
      [DEMO_BODEGA_ID, DEMO_STO_TOMAS_STORE_ID],
    );
    expect(s!.bodega).toBeGreaterThanOrEqual(4);
    expect(s!.sto).toBeGreaterThanOrEqual(3);
    expect(s!.lots).toBeGreaterThan(0);
    expect(s!.unposted).toBe(0);
    const types = await t.db.query<{ type: string }>(
      'SELECT DISTINCT type FROM stock_movements WHERE location_id IN ($1, $2)',
      [DEMO_BODEGA_ID, DEMO_STO_TOMAS_STORE_ID],
    );
    expect(types.map((r) => r.type).sort()).toEqual(['initial_stock', 'transfer_in', 'transfer_out']);
    // The transfers seeder ran after the branches: one slip closed, one still in transit.
    const slips = await t.db.query<{ status: string }>(
      'SELECT status FROM transfer_slips WHERE from_location_id = $1 ORDER BY transfer_no',
      [DEMO_BODEGA_ID],
    );
    expect(slips.map((r) => r.status)).toEqual(['closed', 'in_transit']);
    expect(await ledgerProblems(t.db)).toEqual({
      stockNotSumOfMovements: [],
      brokenChains: [],
      invoiceGaps: [],
      invoicesOutOfTimeOrder: [],
      documentSeriesGaps: [],
      documentsAfterTheirZReading: [],
      salesWithoutLinesOrPayments: [],
    });
  });
});
