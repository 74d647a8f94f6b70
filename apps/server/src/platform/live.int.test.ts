import { type Database, openDatabase } from '@fbms/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveBus, type LiveBus, type LiveEvent } from './live.ts';
import { createLogger } from './logger.ts';

describe('live bus', () => {
  let database: Database;
  let bus: LiveBus;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    bus = await createLiveBus(database, createLogger('silent'));
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  const publish = (userId: string, event: LiveEvent) =>
    database.db.transaction((tx) => bus.publish(tx, userId, event));
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it("a closed tab's late second unsubscribe does not cut off the user's newer tab", async () => {
    const user = '01900000-0000-7000-8000-0000000000aa';
    const oldTab: LiveEvent[] = [];
    const newTab: LiveEvent[] = [];
    const leaveOld = bus.subscribe(user, (e) => oldTab.push(e));
    leaveOld(); // the tab closed: the stream aborted
    const leaveNew = bus.subscribe(user, (e) => newTab.push(e));
    leaveOld(); // the old stream's loop ends at its next heartbeat and unsubscribes again

    await publish(user, { type: 'notification', id: 'n1' });
    await until(() => newTab.length > 0);
    expect(newTab).toEqual([{ type: 'notification', id: 'n1' }]);
    expect(oldTab).toEqual([]);
    expect(bus.connections()).toBe(1);
    leaveNew();
    expect(bus.connections()).toBe(0);
  });

  it('announces nothing that was rolled back', async () => {
    const user = '01900000-0000-7000-8000-0000000000bb';
    const got: LiveEvent[] = [];
    const leave = bus.subscribe(user, (e) => got.push(e));
    await database.db
      .transaction(async (tx) => {
        await bus.publish(tx, user, { type: 'notifications-changed' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await publish(user, { type: 'notification', id: 'after' });
    await until(() => got.length > 0);
    expect(got).toEqual([{ type: 'notification', id: 'after' }]);
    leave();
  });
});
