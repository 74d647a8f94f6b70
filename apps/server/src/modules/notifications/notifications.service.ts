import type { Tx } from '@fbms/db';
import {
  DomainError,
  type NotificationInput,
  notificationInputSchema,
  type Role,
  refusal,
  resolveUserSettings,
  shouldNotify,
} from '@fbms/domain';
import type { AppDeps } from '../../platform/http/context.ts';
import {
  clearNotifications,
  deleteNotification,
  findRecipients,
  insertNotification,
  markAllRead,
  markRead,
  pruneNotifications,
} from './notifications.repository.ts';

type Deps = Pick<AppDeps, 'live' | 'now'>;

/**
 * Notify users by id or by role, inside the caller's transaction. Any module calls this (low stock,
 * approvals, expiring lots). Each recipient's own settings decide: notifications or the category
 * switched off → nothing; quiet hours (or a digest frequency) → stored without a toast or sound.
 * Returns how many users received it.
 */
export async function notify(
  tx: Tx,
  deps: Deps,
  to: { userIds?: string[]; roles?: Role[] },
  input: NotificationInput,
): Promise<number> {
  const parsed = notificationInputSchema.parse(input);
  const recipients = await findRecipients(tx, to);
  let stored = 0;
  for (const r of recipients) {
    const decision = shouldNotify(resolveUserSettings(r.settings).notifications, parsed.category, deps.now());
    if (!decision.store) continue;
    const row = await insertNotification(tx, r.id, parsed, decision.alert);
    await pruneNotifications(tx, r.id);
    await deps.live.publish(tx, r.id, { type: 'notification', id: row.id });
    stored++;
  }
  return stored;
}

/** The person's own inbox, each change in its own transaction (the live update goes with it). */
type InboxDeps = Deps & Pick<AppDeps, 'database'>;

export function readOne(deps: InboxDeps, userId: string, id: string) {
  return deps.database.db.transaction(async (tx) => {
    const changed = await markRead(tx, userId, id, deps.now());
    if (changed) await deps.live.publish(tx, userId, { type: 'notifications-changed' });
    return changed;
  });
}

export function readAll(deps: InboxDeps, userId: string) {
  return deps.database.db.transaction(async (tx) => {
    const changed = await markAllRead(tx, userId, deps.now());
    if (changed) await deps.live.publish(tx, userId, { type: 'notifications-changed' });
    return changed;
  });
}

export function removeOne(deps: InboxDeps, userId: string, id: string) {
  return deps.database.db.transaction(async (tx) => {
    const removed = await deleteNotification(tx, userId, id);
    if (!removed)
      throw new DomainError(
        'DB_RECORD_NOT_FOUND',
        'That notification is already gone.',
        refusal('notificationGone'),
      );
    await deps.live.publish(tx, userId, { type: 'notifications-changed' });
  });
}

export function removeAll(deps: InboxDeps, userId: string) {
  return deps.database.db.transaction(async (tx) => {
    const removed = await clearNotifications(tx, userId);
    if (removed) await deps.live.publish(tx, userId, { type: 'notifications-changed' });
    return removed;
  });
}

/** For other modules (the stock alerts): who a notice goes to, in the caller's transaction. */
export { findRecipients };
