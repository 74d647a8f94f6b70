import type { Role } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  createPgDatabase,
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { notify } from './notifications.service.ts';

type Item = { id: string; title: string; read: boolean; category: string; actionUrl: string | null };
type List = { items: Item[]; counts: { all: number; unread: number } };

async function send(t: TestServer, to: { userIds?: string[]; roles?: Role[] }, title: string) {
  const deps = t.fbms.deps;
  return deps.database.db.transaction((tx) =>
    notify(tx, deps, to, {
      type: 'warning',
      category: 'inventory',
      title,
      message: `${title} message`,
      actionUrl: '/inventory',
    }),
  );
}

/** Reads server-sent events from the stream until `count` events of `type` arrived. */
async function collectEvents(c: TestClient, type: string, count: number, during: () => Promise<void>) {
  const controller = new AbortController();
  const res = await fetch(`${c.baseUrl}/api/notifications/stream`, {
    headers: { cookie: c.cookieHeader() },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: string[] = [];
  const readUntil = async (pred: () => boolean) => {
    const deadline = Date.now() + 5000;
    while (!pred() && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (const m of buffer.matchAll(/event: (\S+)\ndata: (.*)\n/g)) events.push(`${m[1]} ${m[2]}`);
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
    }
  };
  await readUntil(() => events.some((e) => e.startsWith('ready')));
  await during();
  await readUntil(() => events.filter((e) => e.startsWith(type)).length >= count);
  controller.abort();
  return events.filter((e) => e.startsWith(type));
}

describe.each(DB_KINDS)('notifications on %s', (kind) => {
  let t: TestServer;
  let admin: TestClient;
  let cashier: TestClient;
  let cashierId: string;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true' } });
    admin = await signIn(t, 'admin@demo.fbms.ph', DEMO_PASSWORD);
    cashier = await signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD);
    cashierId = (await cashier.get<{ user: { id: string } }>('/api/me')).body.user.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('notifies by role and by id, and lists newest first with counts', async () => {
    expect(await send(t, { roles: ['admin', 'manager'] }, 'Low stock: Starter feed')).toBe(2);
    expect(await send(t, { userIds: [cashierId] }, 'Your shift starts at 8')).toBe(1);
    const mine = await cashier.get<List>('/api/notifications');
    expect(mine.body.items.map((i) => i.title)).toEqual(['Your shift starts at 8']);
    expect(mine.body.counts).toEqual({ all: 1, unread: 1 });
    const adminList = await admin.get<List>('/api/notifications');
    expect(adminList.body.items[0]).toMatchObject({
      title: 'Low stock: Starter feed',
      read: false,
      category: 'inventory',
      actionUrl: '/inventory',
    });
  });

  it('marks read, marks all read, deletes and clears — only my own', async () => {
    await send(t, { userIds: [cashierId] }, 'Second');
    await send(t, { userIds: [cashierId] }, 'Third');
    const list = await cashier.get<List>('/api/notifications');
    const [third, second] = list.body.items;
    expect((await cashier.post(`/api/notifications/${third!.id}/read`)).status).toBe(200);
    expect(
      (await cashier.get<List>('/api/notifications?unread=true')).body.items.map((i) => i.title),
    ).toEqual(['Second', 'Your shift starts at 8']);
    expect((await admin.post(`/api/notifications/${second!.id}/read`)).status).toBe(404);
    expect((await admin.delete(`/api/notifications/${second!.id}`)).status).toBe(404);
    expect((await cashier.post<{ changed: number }>('/api/notifications/read-all')).body.changed).toBe(2);
    expect((await cashier.get<List>('/api/notifications')).body.counts).toEqual({ all: 3, unread: 0 });
    expect((await cashier.delete(`/api/notifications/${second!.id}`)).status).toBe(200);
    expect((await cashier.delete<{ deleted: number }>('/api/notifications')).body.deleted).toBe(2);
    expect((await cashier.get<List>('/api/notifications')).body.counts).toEqual({ all: 0, unread: 0 });
    expect((await cashier.post('/api/notifications/not-a-uuid/read')).status).toBe(422);
  });

  it('keeps the newest 100 per user', async () => {
    const deps = t.fbms.deps;
    await deps.database.db.transaction(async (tx) => {
      for (let i = 0; i < 105; i++) {
        await notify(
          tx,
          deps,
          { userIds: [cashierId] },
          { type: 'info', category: 'system', title: `n${i}`, message: 'm' },
        );
      }
    });
    const list = await cashier.get<List>('/api/notifications');
    expect(list.body.counts.all).toBe(100);
    expect(list.body.items[0]!.title).toBe('n104');
    expect(list.body.items.at(-1)!.title).toBe('n5');
  });

  it('pushes a new notification to an open browser without a reload', async () => {
    const events = await collectEvents(cashier, 'notification', 1, async () => {
      await send(t, { userIds: [cashierId] }, 'Live one');
      await send(t, { roles: ['admin'] }, 'Not for the cashier');
    });
    expect(events).toHaveLength(1);
    const list = await cashier.get<List>('/api/notifications');
    expect(events[0]).toContain(list.body.items[0]!.id);
  });

  it('announces nothing when the transaction that notified rolls back', async () => {
    const deps = t.fbms.deps;
    const events = await collectEvents(cashier, 'notification', 1, async () => {
      await deps.database.db
        .transaction(async (tx) => {
          await notify(
            tx,
            deps,
            { userIds: [cashierId] },
            { type: 'info', category: 'system', title: 'rolled back', message: 'm' },
          );
          throw new Error('abort');
        })
        .catch(() => {});
      await send(t, { userIds: [cashierId] }, 'Committed');
    });
    const list = await cashier.get<List>('/api/notifications');
    expect(list.body.items.map((i) => i.title)).not.toContain('rolled back');
    expect(events[0]).toContain(list.body.items[0]!.id);
  });

  it('needs a session for the stream', async () => {
    const r = await fetch(`${t.baseUrl}/api/notifications/stream`);
    expect(r.status).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('live events across server processes (PostgreSQL)', () => {
  it('reaches a browser connected to another server', async () => {
    const shared = await createPgDatabase();
    const a = await startTestServer('postgres', { databaseUrl: shared.url });
    const b = await startTestServer('postgres', { databaseUrl: shared.url });
    try {
      const owner = await createOwner(a);
      const ownerId = (await owner.get<{ user: { id: string } }>('/api/me')).body.user.id;
      const onB = new (owner.constructor as new (u: string) => TestClient)(b.baseUrl);
      for (const [k, v] of owner.cookies) onB.cookies.set(k, v);
      const events = await collectEvents(onB, 'notification', 1, async () => {
        await send(a, { userIds: [ownerId] }, 'From server A');
      });
      expect(events).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
      await shared.drop();
    }
  });
});
