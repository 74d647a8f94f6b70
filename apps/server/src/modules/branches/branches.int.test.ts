import { uuidv7 } from '@fbms/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, MAIN_STORE_LOCATION_ID } from '../../test/branches.ts';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';

type Err = {
  error: {
    code: string;
    message: string;
    details?: { reason?: string; version?: number; fields?: Record<string, string> };
  };
};
type Location = {
  id: string;
  branchId: string;
  name: string;
  type: string;
  active: boolean;
  version: number;
  description: string | null;
  address: string | null;
};
type Branch = {
  id: string;
  code: string;
  name: string;
  tinBranchCode: string;
  active: boolean;
  version: number;
  locations: Location[];
  people: { id: string; name: string; role: string }[];
  terminals: { name: string }[];
};
type Summary = Omit<Branch, 'people' | 'terminals'> & { peopleCount: number; terminalCount: number };
type Me = {
  branches: { id: string; code: string; name: string }[];
  activeBranchId: string | null;
  allBranches: boolean;
};
type User = { id: string; email: string; branches: { id: string; code: string }[] };

const fields = (over: Record<string, unknown> = {}) => ({
  code: 'LIPA',
  name: 'Lipa branch',
  address: 'C.M. Recto Ave, Lipa City, Batangas',
  phone: '(043) 756-0000',
  tinBranchCode: '002',
  birRegistration: 'RDO 058',
  active: true,
  ...over,
});

/** Branches (issue 26) over HTTP: branches and locations, people, the switcher. */
describe.each(DB_KINDS)('branches on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let manager: TestClient;
  let cashier: TestClient;
  let lipa: Branch;
  let managerId: string;

  const put = (b: Branch, over: Record<string, unknown>) =>
    admin.put<Branch & Err>(`/api/branches/${b.id}`, {
      ...fields({ code: b.code, name: b.name, tinBranchCode: b.tinBranchCode }),
      version: b.version,
      ...over,
    });

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [admin, manager, cashier] = await Promise.all([
      signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'manager@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    const [m] = await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'manager@demo.fbms.ph'`);
    managerId = m!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds a branch (code in capitals), lists it with its locations by name, and refuses bad or taken codes', async () => {
    const r = await admin.post<Branch>('/api/branches', fields({ code: 'lipa' }));
    expect(r.status).toBe(201);
    lipa = r.body;
    expect(lipa).toMatchObject({
      code: 'LIPA',
      name: 'Lipa branch',
      tinBranchCode: '002',
      active: true,
      version: 1,
    });
    expect(lipa.locations).toEqual([]);

    const again = await admin.post<Err>('/api/branches', fields({ name: 'Other' }));
    expect(again.status).toBe(422);
    expect(again.body.error.details).toMatchObject({ reason: 'branchCodeTaken', code: 'LIPA' });
    const sameName = await admin.post<Err>('/api/branches', fields({ code: 'LIPA-2', name: 'lipa BRANCH' }));
    expect(sameName.body.error.details?.reason).toBe('branchNameTaken');
    const badTin = await admin.post<Err>(
      '/api/branches',
      fields({ code: 'X1', name: 'X', tinBranchCode: '12' }),
    );
    expect(badTin.status).toBe(422);
    expect(badTin.body.error.details?.fields?.tinBranchCode).toMatch(/3 to 5 digits/);
    const badCode = await admin.post<Err>('/api/branches', fields({ code: 'NO SPACES', name: 'Y' }));
    expect(badCode.status).toBe(422);

    for (const name of ['Van 1', 'Bodega Lipa'])
      expect(
        (
          await admin.post(`/api/branches/${lipa.id}/locations`, {
            name,
            type: name.startsWith('Van') ? 'van' : 'warehouse',
          })
        ).status,
      ).toBe(201);
    const taken = await admin.post<Err>(`/api/branches/${lipa.id}/locations`, {
      name: 'main STORE',
      type: 'store',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.error.details?.reason).toBe('locationNameTaken');

    const list = await admin.get<{ items: Summary[] }>('/api/branches');
    expect(list.body.items.map((b) => b.code)).toEqual(['LIPA', 'MAIN']);
    const l = list.body.items.find((b) => b.code === 'LIPA')!;
    expect(l.locations.map((x) => `${x.name}:${x.type}`)).toEqual(['Bodega Lipa:warehouse', 'Van 1:van']);
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'branches.created' AND target_id = $1`,
      [lipa.id],
    );
    expect(audit).toHaveLength(1);
  });

  it('changes a branch with its version, and answers a stale version with BRANCH_CHANGED, nothing changed', async () => {
    const ok = await put(lipa, { phone: '0917 000 0000' });
    expect(ok.status).toBe(200);
    expect(ok.body.version).toBe(2);
    const stale = await put(lipa, { name: 'Lipa City branch' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'BRANCH_CHANGED', details: { version: 2 } });
    expect((await admin.get<Branch>(`/api/branches/${lipa.id}`)).body.name).toBe('Lipa branch');
    lipa = ok.body;
  });

  it('refuses deactivating a branch or location with stock or an active terminal, and the last active branch', async () => {
    const [loc] = (await admin.get<Branch>(`/api/branches/${lipa.id}`)).body.locations;
    const productId = uuidv7();
    await t.db.query(
      `INSERT INTO products (id, sku, name, tax_class, base_unit, price_centavos, cost_centavos)
       VALUES ($1, 'BR-1', 'Layer Mash', 'vat_exempt', 'kg', 4200, 3600)`,
      [productId],
    );
    const balanceId = uuidv7();
    await t.db.query(
      `INSERT INTO stock_balances (id, product_id, location_id, qty_milli) VALUES ($1, $2, $3, 5000)`,
      [balanceId, productId, loc!.id],
    );
    const locOff = await admin.put<Err>(`/api/branches/locations/${loc!.id}`, { ...loc, active: false });
    expect(locOff.status).toBe(409);
    expect(locOff.body.error.details?.reason).toBe('locationHasStock');
    const branchOff = await put(lipa, { active: false });
    expect(branchOff.body.error.details?.reason).toBe('branchHasStock');
    await t.db.query(`UPDATE stock_balances SET qty_milli = 0 WHERE id = $1`, [balanceId]);

    const terminalId = uuidv7();
    await t.db.query(
      `INSERT INTO terminals (id, name, location_id, secret_hash) VALUES ($1, 'LIPA-1', $2, 'x')`,
      [terminalId, loc!.id],
    );
    expect(
      (await admin.put<Err>(`/api/branches/locations/${loc!.id}`, { ...loc, active: false })).body.error
        .details?.reason,
    ).toBe('locationHasTerminal');
    expect((await put(lipa, { active: false })).body.error.details?.reason).toBe('branchHasTerminal');
    expect((await admin.get<Branch>(`/api/branches/${lipa.id}`)).body).toMatchObject({
      active: true,
      terminals: [{ name: 'LIPA-1' }],
    });
    await t.db.query(`UPDATE terminals SET is_active = false WHERE id = $1`, [terminalId]);

    const off = await put(lipa, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    const main = (await admin.get<Branch>(`/api/branches/${MAIN_BRANCH_ID}`)).body;
    const last = await put(main, { active: false });
    expect(last.status).toBe(409);
    expect(last.body.error.details?.reason).toBe('branchLastActive');
    const back = await put(off.body, { active: true });
    expect(back.status).toBe(200);
    lipa = back.body;
  });

  it("sets a person's branches (admin only), shows them in the users list, and audits it", async () => {
    const r = await admin.put<User>(`/api/users/${managerId}/branches`, {
      branchIds: [MAIN_BRANCH_ID, lipa.id],
    });
    expect(r.status).toBe(200);
    expect(r.body.branches.map((b) => b.code)).toEqual(['LIPA', 'MAIN']);
    const users = await admin.get<{ items: User[] }>('/api/users?search=manager');
    expect(users.body.items.find((u) => u.id === managerId)?.branches.map((b) => b.code)).toEqual([
      'LIPA',
      'MAIN',
    ]);
    expect((await admin.put<Err>(`/api/users/${managerId}/branches`, { branchIds: [] })).status).toBe(422);
    expect((await admin.put<Err>(`/api/users/${managerId}/branches`, { branchIds: [uuidv7()] })).status).toBe(
      404,
    );
    expect(
      (await manager.put(`/api/users/${managerId}/branches`, { branchIds: [MAIN_BRANCH_ID] })).status,
    ).toBe(403);
    const audit = await t.db.query<{ details: { after: string[] } }>(
      `SELECT details FROM audit_log WHERE action = 'users.branches_changed' AND target_id = $1`,
      [managerId],
    );
    expect(audit.map((a) => a.details.after)).toEqual([['LIPA', 'MAIN']]);
    const detail = await manager.get<Branch>(`/api/branches/${lipa.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.people.map((p) => p.role)).toContain('manager');
  });

  it('lets a manager see their branches but change none; a cashier sees no branches', async () => {
    expect((await manager.get<{ items: Summary[] }>('/api/branches')).body.items.map((b) => b.code)).toEqual([
      'LIPA',
      'MAIN',
    ]);
    expect((await manager.post('/api/branches', fields({ code: 'M1', name: 'M1' }))).status).toBe(403);
    expect(
      (await manager.put(`/api/branches/${lipa.id}`, { ...fields(), version: lipa.version })).status,
    ).toBe(403);
    expect((await cashier.get('/api/branches')).status).toBe(403);
  });

  it('switches the session to one branch, narrows /api/me, and refuses a foreign or inactive branch', async () => {
    const before = (await manager.get<Me>('/api/me')).body;
    expect(before).toMatchObject({ activeBranchId: null, allBranches: false });
    expect(before.branches.map((b) => b.code)).toEqual(['LIPA', 'MAIN']);
    const sw = await manager.put('/api/account/branch', { branchId: lipa.id });
    expect(sw.status).toBe(200);
    expect((await manager.get<Me>('/api/me')).body.activeBranchId).toBe(lipa.id);

    const other = await admin.post<Branch>(
      '/api/branches',
      fields({ code: 'TANAUAN', name: 'Tanauan branch', tinBranchCode: '003' }),
    );
    const foreign = await manager.put<Err>('/api/account/branch', { branchId: other.body.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('BRANCH_NOT_FOUND');
    expect((await manager.get<Me>('/api/me')).body.activeBranchId).toBe(lipa.id);

    const adminMe = (await admin.get<Me>('/api/me')).body;
    expect(adminMe.allBranches).toBe(true);
    expect(adminMe.branches.map((b) => b.code)).toEqual(['LIPA', 'MAIN', 'TANAUAN']);
    await put(other.body, { active: false });
    const inactive = await admin.put<Err>('/api/account/branch', { branchId: other.body.id });
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.details?.reason).toBe('branchInactive');

    expect((await manager.put('/api/account/branch', { branchId: null })).status).toBe(200);
    expect((await manager.get<Me>('/api/me')).body.activeBranchId).toBeNull();
  });

  it('puts a new account in the first branch', async () => {
    const r = await admin.post<User>('/api/users/invitations', {
      email: 'new.clerk@demo.fbms.ph',
      firstName: 'Nilo',
      lastName: 'Cruz',
      role: 'employee',
    });
    expect(r.status).toBe(201);
    expect(r.body.branches).toEqual([{ id: MAIN_BRANCH_ID, code: 'MAIN', name: 'Main branch' }]);
    const rows = await t.db.query(`SELECT 1 FROM locations WHERE id = $1 AND branch_id = $2`, [
      MAIN_STORE_LOCATION_ID,
      MAIN_BRANCH_ID,
    ]);
    expect(rows).toHaveLength(1);
  });
});
