import { checkAccess, ROLES, type Role } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import type { Access } from './guard.ts';
import { ACCESS_EXTENSION } from './route.ts';
import { ROUTE_ACCESS } from './route-access.table.ts';

type Op = { method: string; path: string; access: Access | undefined };
type Err = { error?: { code: string; message: string } };
const PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

/** One line per rule, so a difference reads as `users:edit admin+` against `users:edit`. */
const describeAccess = (a: Access | undefined): string => {
  if (!a) return 'undeclared';
  if (a.kind !== 'permission') return a.kind;
  return `${a.module}:${a.action ?? 'view'}${a.minRole ? ` ${a.minRole}+` : ''}`;
};

/**
 * T11: every route in the OpenAPI document × every role (and anonymous) → the status the reviewed table
 * (route-access.table.ts) implies. The route's own declaration is only compared with the table, never
 * trusted: the expected answers come from the table.
 */
describe('role × endpoint matrix (T11)', () => {
  let t: TestServer;
  let ops: Op[];
  const clients = new Map<Role, TestClient>();

  beforeAll(async () => {
    t = await startTestServer('pglite', { env: { DEMO: 'true' } });
    const doc = await t
      .client()
      .get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>('/api/openapi.json');
    ops = Object.entries(doc.body.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        access: op[ACCESS_EXTENSION] as Access | undefined,
      })),
    );
    for (const role of ROLES) clients.set(role, await signIn(t, `${role}@demo.fbms.ph`, DEMO_PASSWORD));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('declares who may call every route', () => {
    expect(ops.length).toBeGreaterThan(15);
    const undeclared = ops.filter((o) => !o.access).map((o) => `${o.method} ${o.path}`);
    expect(undeclared).toEqual([]);
  });

  it('has a reviewed row for every documented route, and no row without a route', () => {
    const documented = new Set(ops.map((o) => `${o.method} ${o.path}`));
    const withoutRow = [...documented].filter((r) => !(r in ROUTE_ACCESS));
    const withoutRoute = Object.keys(ROUTE_ACCESS).filter((r) => !documented.has(r));
    expect({ withoutRow, withoutRoute }).toEqual({ withoutRow: [], withoutRoute: [] });
  });

  it('finds each route declaring the rule the reviewed table gives it', () => {
    const differing = ops
      .filter((o) => `${o.method} ${o.path}` in ROUTE_ACCESS)
      .map((o) => {
        const label = `${o.method} ${o.path}`;
        return { label, declared: describeAccess(o.access), reviewed: describeAccess(ROUTE_ACCESS[label]) };
      })
      .filter((d) => d.declared !== d.reviewed)
      .map((d) => `${d.label}: declares ${d.declared}, table says ${d.reviewed}`);
    expect(differing).toEqual([]);
  });

  it('documents every API route the server answers', () => {
    const documented = new Set(ops.map((o) => `${o.method} ${o.path}`));
    const served = t.fbms.app.routes
      .filter(
        (r) =>
          r.path.startsWith('/api/') &&
          !r.path.includes('*') &&
          r.method !== 'ALL' &&
          r.path !== '/api/openapi.json' &&
          r.path !== '/api/docs',
      )
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.filter((r) => !documented.has(r))).toEqual([]);
  });

  const call = async (c: TestClient, op: Op) => {
    const path = op.path.replace(/\{\w+\}/g, op.path.includes('callback') ? 'github' : PLACEHOLDER);
    if (path.endsWith('/stream')) {
      // An event stream never ends: read the status and the first bytes, then hang up.
      const controller = new AbortController();
      const res = await fetch(`${c.baseUrl}${path}`, {
        headers: { cookie: c.cookieHeader() },
        signal: controller.signal,
      });
      const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Err) : {};
      controller.abort();
      return { status: res.status, headers: res.headers, body };
    }
    return c.request<Err>(op.method, path, op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
  };

  it('lets each role reach exactly what the reviewed table allows, and logs each denial', async () => {
    const mismatches: string[] = [];
    let denials = 0;
    const before = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'access.denied'",
    );
    for (const op of ops) {
      const label = `${op.method} ${op.path}`;
      const access = ROUTE_ACCESS[label];
      if (!access) {
        mismatches.push(`${label} has no row in route-access.table.ts`);
        continue;
      }
      const anon = await call(t.client(), op);
      if (access.kind === 'public') {
        if (
          anon.body?.error?.code === 'AUTH_INSUFFICIENT_PERMISSIONS' ||
          anon.body?.error?.code === 'AUTH_UNAUTHENTICATED'
        ) {
          mismatches.push(`${label} anonymous → ${anon.status} ${anon.body?.error?.code}`);
        }
        continue;
      }
      if (anon.status !== 401) mismatches.push(`${label} anonymous → ${anon.status}, expected 401`);
      for (const role of ROLES) {
        if (op.path === '/api/auth/change-password' || op.path.endsWith('/end-others')) continue; // would end the role's other sessions: harmless, but keep the matrix side-effect free
        const r = await call(clients.get(role)!, op);
        const allowed = access.kind === 'signed-in' || checkAccess({ role, isActive: true }, access).allowed;
        const denied = r.status === 403 && r.body?.error?.code === 'AUTH_INSUFFICIENT_PERMISSIONS';
        if (r.status === 401) mismatches.push(`${label} ${role} → 401`);
        else if (allowed && denied) mismatches.push(`${label} ${role} → 403, table allows`);
        else if (!allowed && !denied) mismatches.push(`${label} ${role} → ${r.status}, table denies`);
        else if (!allowed) {
          denials++;
          const expected = checkAccess({ role, isActive: true }, access);
          if (!expected.allowed && r.body?.error?.message !== expected.message) {
            mismatches.push(`${label} ${role} message "${r.body?.error?.message}"`);
          }
        }
        if (r.status >= 500) mismatches.push(`${label} ${role} → ${r.status}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(denials).toBeGreaterThan(10);
    const after = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'access.denied'",
    );
    expect(after[0]!.n - before[0]!.n).toBe(denials);
  });

  it('uses the seed messages for the denials', async () => {
    const cashier = clients.get('cashier')!;
    const r = await cashier.get<Err>('/api/users');
    expect(r.status).toBe(403);
    expect(r.body.error?.message).toBe(
      'Access Denied — You do not have permission to access the Users module.',
    );
    const manager = clients.get('manager')!;
    const m = await manager.post<Err>(`/api/users/${PLACEHOLDER}/deactivate`);
    expect(m.status).toBe(403);
    expect(m.body.error?.message).toBe('Access Denied — This feature requires admin role or higher.');
  });
});
