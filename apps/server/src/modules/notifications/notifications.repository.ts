import type { Db } from '@fbms/db';
import { notifications, type Tx, userSettings, users, uuidv7 } from '@fbms/db';
import { NOTIFICATIONS_KEPT_PER_USER, type NotificationInput, type Role } from '@fbms/domain';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

export type NotificationRow = typeof notifications.$inferSelect;

/** Active users chosen by id or by role. */
export async function findRecipients(tx: Tx, to: { userIds?: string[]; roles?: Role[] }) {
  const conditions = [];
  if (to.userIds?.length) conditions.push(inArray(users.id, to.userIds));
  if (to.roles?.length) conditions.push(inArray(users.role, to.roles));
  if (conditions.length === 0) return [];
  return tx
    .select({ id: users.id, settings: userSettings.data })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.isActive, true), or(...conditions)));
}

export async function insertNotification(tx: Tx, userId: string, input: NotificationInput, alert: boolean) {
  const [row] = await tx
    .insert(notifications)
    .values({
      id: uuidv7(),
      userId,
      type: input.type,
      category: input.category,
      title: input.title,
      message: input.message,
      actionUrl: input.actionUrl ?? null,
      actionLabel: input.actionLabel ?? null,
      alert,
    })
    .returning();
  return row!;
}

/** Keep the newest 100 of a user. */
export async function pruneNotifications(tx: Tx, userId: string) {
  await tx.execute(sql`
    DELETE FROM notifications WHERE user_id = ${userId} AND id NOT IN (
      SELECT id FROM notifications WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATIONS_KEPT_PER_USER}
    )`);
}

export async function listNotifications(db: Db, userId: string, unreadOnly: boolean) {
  const where = unreadOnly
    ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
    : eq(notifications.userId, userId);
  const [items, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id)),
    db
      .select({ all: count(), unread: sql<number>`count(*) FILTER (WHERE ${notifications.readAt} IS NULL)` })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return { items, all: Number(counts?.all ?? 0), unread: Number(counts?.unread ?? 0) };
}

export async function markRead(tx: Tx, userId: string, id: string, at: Date) {
  const rows = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function markAllRead(tx: Tx, userId: string, at: Date) {
  const rows = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(tx: Tx, userId: string, id: string) {
  const rows = await tx
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function clearNotifications(tx: Tx, userId: string) {
  const rows = await tx
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationExists(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return Boolean(row);
}
