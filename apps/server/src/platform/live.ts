import type { Database, Tx } from '@fbms/db';
import { sql } from 'drizzle-orm';
import type { Logger } from './logger.ts';

/** Events pushed to open browsers (server-sent events). */
export type LiveEvent = { type: 'notification'; id: string } | { type: 'notifications-changed' };

const CHANNEL = 'fbms_live';

/**
 * Delivers events to the browsers of a user, whichever server process they are connected to: events
 * go out with pg_notify (inside the caller's transaction, so nothing is announced that was rolled
 * back) and every process LISTENs and hands them to its own subscribers.
 */
export async function createLiveBus(database: Database, logger: Logger) {
  const subscribers = new Map<string, Set<(e: LiveEvent) => void>>();
  const stop = await database.listen(CHANNEL, (payload) => {
    try {
      const { userId, event } = JSON.parse(payload) as { userId: string; event: LiveEvent };
      for (const fn of subscribers.get(userId) ?? []) fn(event);
    } catch (err) {
      logger.warn({ err }, 'live event could not be read');
    }
  });
  return {
    /** Announce an event to one user; runs in the caller's transaction. */
    async publish(tx: Tx, userId: string, event: LiveEvent) {
      await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ userId, event })})`);
    },
    subscribe(userId: string, fn: (e: LiveEvent) => void): () => void {
      let set = subscribers.get(userId);
      if (!set) {
        set = new Set();
        subscribers.set(userId, set);
      }
      set.add(fn);
      let done = false;
      // Idempotent, and it removes only its own set: a late second call (a stream that notices its
      // closed tab at the next heartbeat) must not drop the set of the user's newer tabs.
      return () => {
        if (done) return;
        done = true;
        set.delete(fn);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },
    connections: () => [...subscribers.values()].reduce((n, s) => n + s.size, 0),
    close: stop,
  };
}

export type LiveBus = Awaited<ReturnType<typeof createLiveBus>>;
