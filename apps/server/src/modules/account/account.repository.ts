import { type Database, sessions, type Tx, userSettings, users } from '@fbms/db';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';

export async function listSessions(database: Database, userId: string, now: Date) {
  return database.db
    .select({
      id: sessions.id,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastActiveAt));
}

export async function deleteOwnSession(
  database: Database,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const rows = await database.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteOtherSessions(
  database: Database,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const rows = await database.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Merge security.sessionTimeout into the user's settings document. */
export async function setSessionTimeout(tx: Tx, userId: string, minutes: number) {
  const patch = { security: { sessionTimeout: minutes } };
  await tx
    .insert(userSettings)
    .values({ userId, data: patch })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        data: sql`jsonb_set(${userSettings.data}, '{security}', coalesce(${userSettings.data} -> 'security', '{}'::jsonb) || ${JSON.stringify(patch.security)}::jsonb)`,
        updatedAt: sql`now()`,
      },
    });
}

export async function updateProfile(
  tx: Tx,
  userId: string,
  p: { firstName: string; lastName: string; department: string | null },
) {
  const [row] = await tx
    .update(users)
    .set({ ...p, name: `${p.firstName} ${p.lastName}`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ firstName: users.firstName, lastName: users.lastName, department: users.department });
  return row!;
}
