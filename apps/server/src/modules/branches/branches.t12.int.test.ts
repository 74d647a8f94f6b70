import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBranch, MAIN_BRANCH_ID, setUserBranches } from '../../test/branches.ts';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

/**
 * T12 for the branches module: the demo manager, put only in Main branch, asks for branch B (its page,
 * the list, changing it and its location, choosing it in the switcher) and gets none of it; nothing changes.
 */
describe.each(DB_KINDS)('branches T12 on %s', (kind) => {
  let t: TestServer;
  let manager: TestClient;
  let b: { branchId: string; locationId: string };
  const snapshot = () =>
    t.db.query(
      `SELECT b.code, b.name, b.version, l.name AS location, l.version AS lv, l.is_active
         FROM branches b JOIN locations l ON l.branch_id = b.id WHERE b.id = $1 ORDER BY l.name`,
      [b.branchId],
    );

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    b = await addBranch(t, { code: 'BRB', name: 'Branch B' });
    await setUserBranches(t, 'manager@demo.fbms.ph', [MAIN_BRANCH_ID]);
    manager = await signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 'GET /api/branches/{id}' for branch B as not found", async () => {
    const r = await manager.get<{ error: { code: string } }>(`/api/branches/${b.branchId}`);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('BRANCH_NOT_FOUND');
    expect(JSON.stringify(r.body)).not.toContain('Branch B');
  });

  it("lists none of branch B in 'GET /api/branches'", async () => {
    const r = await manager.get<{ items: { id: string; locations: { id: string }[] }[] }>('/api/branches');
    expect(r.status).toBe(200);
    expect(r.body.items.map((x) => x.id)).toEqual([MAIN_BRANCH_ID]);
    expect(JSON.stringify(r.body)).not.toContain(b.locationId);
  });

  it("refuses 'PUT /api/branches/{id}', 'POST /api/branches/{id}/locations', 'PUT /api/branches/locations/{locationId}' and 'POST /api/branches' on branch B; nothing changes", async () => {
    const before = await snapshot();
    const put = await manager.put(`/api/branches/${b.branchId}`, {
      code: 'BRB',
      name: 'Mine now',
      tinBranchCode: '009',
      version: 1,
    });
    expect([403, 404]).toContain(put.status);
    const loc = await manager.post(`/api/branches/${b.branchId}/locations`, {
      name: 'Sneaky van',
      type: 'van',
    });
    expect([403, 404]).toContain(loc.status);
    const locPut = await manager.put(`/api/branches/locations/${b.locationId}`, {
      name: 'Renamed',
      type: 'store',
      active: false,
      version: 1,
    });
    expect([403, 404]).toContain(locPut.status);
    const add = await manager.post('/api/branches', {
      code: 'BRB-2',
      name: 'Branch B two',
      tinBranchCode: '010',
    });
    expect(add.status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect(await t.db.query(`SELECT 1 FROM branches WHERE code = 'BRB-2'`)).toHaveLength(0);
  });

  it('refuses choosing branch B in the switcher', async () => {
    const r = await manager.put('/api/account/branch', { branchId: b.branchId });
    expect(r.status).toBe(404);
    const [s] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions WHERE branch_id = $1`,
      [b.branchId],
    );
    expect(s!.n).toBe(0);
  });
});
