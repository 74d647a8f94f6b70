import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  DB_KINDS,
  signIn,
  signUpAndVerify,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { linkIn } from '../../test/smtp.ts';

type Err = { error: { code: string; message: string } };
type User = { id: string; email: string; role: string; status: string; isOwner: boolean };

describe.each(DB_KINDS)('users administration on %s', (kind) => {
  let t: TestServer;
  let owner: TestClient;
  let ownerId: string;
  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await createOwner(t);
    ownerId = (await owner.get<{ user: { id: string } }>('/api/me')).body.user.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const find = async (email: string) =>
    (await owner.get<{ items: User[] }>(`/api/users?search=${encodeURIComponent(email)}`)).body.items[0]!;

  it('invites a person by e-mail; the link lets them choose a password and sign in with the given role', async () => {
    const r = await owner.post<User>('/api/users/invitations', {
      email: 'Manager@Store.ph',
      firstName: 'Marco',
      lastName: 'Reyes',
      role: 'manager',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ email: 'manager@store.ph', role: 'manager', status: 'active' });

    const dup = await owner.post<Err>('/api/users/invitations', {
      email: 'manager@store.ph',
      firstName: 'M',
      lastName: 'R',
      role: 'cashier',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('BUSINESS_DUPLICATE_RECORD');

    const mail = await t.smtp.waitFor('manager@store.ph', /invited/);
    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('invite')).toBe('1');
    const password = 'Harvest#Corn2026';
    const set = await t.client().post('/api/auth/reset-password', {
      token: link.searchParams.get('token'),
      password,
      confirmPassword: password,
    });
    expect(set.status).toBe(200);
    const manager = await signIn(t, 'manager@store.ph', password);
    expect((await manager.get<{ user: { role: string } }>('/api/me')).body.user.role).toBe('manager');

    // A manager may see the staff list but not change it.
    expect((await manager.get('/api/users')).status).toBe(200);
    const denied = await manager.post<Err>(`/api/users/${ownerId}/deactivate`);
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('AUTH_INSUFFICIENT_PERMISSIONS');
  });

  it('approves a waiting account with a chosen role, and audits both', async () => {
    await signUpAndVerify(t, 'newbie@store.ph');
    const u = await find('newbie@store.ph');
    expect(u).toMatchObject({ status: 'pending', role: 'cashier' });
    const counts = await owner.get<{ total: number }>('/api/users?status=pending');
    expect(counts.body.total).toBe(1);
    const r = await owner.post<User>(`/api/users/${u.id}/activate`, { role: 'accountant' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'active', role: 'accountant' });
    const audit = await t.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target_id = $1 ORDER BY at, id',
      [u.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['users.approved', 'users.role_changed']);
  });

  it('changes roles with an audit row and protects the owner and the admin themself', async () => {
    const u = await find('newbie@store.ph');
    const r = await owner.put<User>(`/api/users/${u.id}/role`, { role: 'employee' });
    expect(r.body.role).toBe('employee');
    const [row] = await t.db.query<{ details: { from: string; to: string } }>(
      "SELECT details FROM audit_log WHERE action = 'users.role_changed' AND target_id = $1 ORDER BY at DESC LIMIT 1",
      [u.id],
    );
    expect(row!.details).toMatchObject({ from: 'accountant', to: 'employee' });

    const bad = await owner.put<Err>(`/api/users/${u.id}/role`, { role: 'superuser' });
    expect(bad.status).toBe(422);
    const self = await owner.put<Err>(`/api/users/${ownerId}/role`, { role: 'cashier' });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe('You cannot change your own role.');
    const selfOff = await owner.post<Err>(`/api/users/${ownerId}/deactivate`);
    expect(selfOff.body.error.message).toBe('You cannot deactivate your own account.');

    // A second admin still cannot touch the owner.
    await owner.put(`/api/users/${(await find('manager@store.ph')).id}/role`, { role: 'admin' });
    const admin2 = await signIn(t, 'manager@store.ph', 'Harvest#Corn2026');
    const ownerOff = await admin2.post<Err>(`/api/users/${ownerId}/deactivate`);
    expect(ownerOff.status).toBe(409);
    expect(ownerOff.body.error.message).toBe("The store owner's account cannot be deactivated.");
    const missing = await owner.put<Err>('/api/users/no-such-user/role', { role: 'cashier' });
    expect(missing.status).toBe(404);
  });

  it('deactivates and re-activates, auditing each', async () => {
    const u = await find('newbie@store.ph');
    const session = await signIn(t, 'newbie@store.ph');
    expect((await owner.post<User>(`/api/users/${u.id}/deactivate`)).body.status).toBe('inactive');
    expect((await session.get('/api/me')).status).toBe(401);
    expect(
      (await owner.get<{ items: User[] }>('/api/users?status=inactive')).body.items.map((x) => x.email),
    ).toContain('newbie@store.ph');
    expect((await owner.post<User>(`/api/users/${u.id}/activate`)).body.status).toBe('active');
    await signIn(t, 'newbie@store.ph');
    const actions = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_id = $1 AND action IN ('users.deactivated', 'users.activated')",
      [u.id],
    );
    expect(actions).toHaveLength(2);
  });

  it('sends a password reset link on request of an admin', async () => {
    const u = await find('newbie@store.ph');
    const before = t.smtp.messages.filter((m) => m.to === 'newbie@store.ph').length;
    expect((await owner.post(`/api/users/${u.id}/password-reset`)).status).toBe(200);
    await t.smtp.waitFor('newbie@store.ph', /Reset/);
    expect(t.smtp.messages.filter((m) => m.to === 'newbie@store.ph').length).toBe(before + 1);
  });

  it('searches and pages the list on the server', async () => {
    const page = await owner.get<{ items: User[]; total: number }>('/api/users?limit=2&offset=0');
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    const tooMany = await owner.get<Err>('/api/users?limit=500');
    expect(tooMany.status).toBe(422);
    const none = await owner.get<{ items: User[] }>('/api/users?search=%25');
    expect(none.body.items).toHaveLength(0);
  });
});
