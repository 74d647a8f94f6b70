import { type AppNotification, notificationsContract as api, DomainError, refusal } from '@fbms/domain';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../platform/http/context.ts';
import { guard, SIGNED_IN } from '../../platform/http/guard.ts';
import { ACCESS_EXTENSION, type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { sessionStillValid } from '../../platform/http/session.ts';
import { listNotifications, type NotificationRow, notificationExists } from './notifications.repository.ts';
import { readAll, readOne, removeAll, removeOne } from './notifications.service.ts';

const dto = (n: NotificationRow): AppNotification => ({
  id: n.id,
  type: n.type as AppNotification['type'],
  category: n.category as AppNotification['category'],
  title: n.title,
  message: n.message,
  actionUrl: n.actionUrl,
  actionLabel: n.actionLabel,
  alert: n.alert,
  read: n.readAt !== null,
  createdAt: n.createdAt.toISOString(),
});

const listRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.listNotifications, {
    tags: ['notifications'],
    summary: 'My notifications, newest first, with All and Unread counts',
  }),
);

const readRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.markRead, {
    tags: ['notifications'],
    summary: 'Mark one notification read',
  }),
);

const readAllRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.markAllRead, {
    tags: ['notifications'],
    summary: 'Mark all my notifications read',
  }),
);

const deleteRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.deleteNotification, {
    tags: ['notifications'],
    summary: 'Delete one notification',
  }),
);

const clearRoute = defineRoute(
  SIGNED_IN,
  fromContract(api.clearNotifications, {
    tags: ['notifications'],
    summary: 'Clear all my notifications',
  }),
);

const STREAM_PATH = '/api/notifications/stream';
const HEARTBEAT_MS = 25_000;
/** The browser reconnects by itself; reconnecting re-checks the session, so a stream never outlives it long. */
const STREAM_MAX_MS = 10 * 60_000;

export function mountNotifications(app: Hono<AppEnv>, router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => {
    const actor = c.get('actor')!;
    const unreadOnly = c.req.valid('query').unread === 'true';
    const r = await listNotifications(c.get('deps').database.db, actor.userId, unreadOnly);
    return c.json({ items: r.items.map(dto), counts: { all: r.all, unread: r.unread } }, 200);
  });

  router.openapi(readRoute, async (c) => {
    const actor = c.get('actor')!;
    const { id } = c.req.valid('param');
    const deps = c.get('deps');
    const changed = await readOne(deps, actor.userId, id);
    if (!changed && !(await notificationExists(deps.database.db, actor.userId, id))) {
      throw new DomainError(
        'DB_RECORD_NOT_FOUND',
        'That notification is already gone.',
        refusal('notificationGone'),
      );
    }
    return c.json({ read: true as const }, 200);
  });

  router.openapi(readAllRoute, async (c) => {
    const deps = c.get('deps');
    const changed = await readAll(deps, c.get('actor')!.userId);
    return c.json({ changed }, 200);
  });

  router.openapi(deleteRoute, async (c) => {
    const deps = c.get('deps');
    await removeOne(deps, c.get('actor')!.userId, c.req.valid('param').id);
    return c.json({ deleted: true as const }, 200);
  });

  router.openapi(clearRoute, async (c) => {
    const deps = c.get('deps');
    const deleted = await removeAll(deps, c.get('actor')!.userId);
    return c.json({ deleted }, 200);
  });

  // Server-sent events: new notifications reach an open browser without a reload.
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: STREAM_PATH,
    tags: ['notifications'],
    summary: 'Live events for my browser (text/event-stream): notification, notifications-changed',
    [ACCESS_EXTENSION]: SIGNED_IN,
    responses: { 200: { description: 'An event stream' } },
  } as Parameters<typeof router.openAPIRegistry.registerPath>[0]);
  app.get(STREAM_PATH, guard(SIGNED_IN), (c) => {
    const actor = c.get('actor')!;
    const { live, database, now } = c.get('deps');
    return streamSSE(c, async (stream) => {
      let closed = false;
      const unsubscribe = live.subscribe(actor.userId, (event) => {
        void stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
      });
      stream.onAbort(() => {
        closed = true;
        unsubscribe();
      });
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
      const until = Date.now() + STREAM_MAX_MS;
      while (!closed && Date.now() < until) {
        await stream.sleep(Math.min(HEARTBEAT_MS, until - Date.now()));
        // Sign-out, deactivation, idle timeout or the 12-hour limit end the stream within a heartbeat.
        if (!closed && !(await sessionStillValid(database, actor.sessionId, now()))) break;
        if (!closed) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    });
  });
}
