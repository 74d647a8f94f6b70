import { type Tx, userSettings } from '@fbms/db';
import { eq, sql } from 'drizzle-orm';

/** The stored settings document of a user, locked for the rest of the transaction. */
export async function lockUserSettings(tx: Tx, userId: string): Promise<unknown> {
  await tx.insert(userSettings).values({ userId, data: {} }).onConflictDoNothing();
  const [row] = await tx
    .select({ data: userSettings.data })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .for('update');
  return row?.data ?? {};
}

export async function readUserSettings(tx: Tx, userId: string): Promise<unknown> {
  const [row] = await tx
    .select({ data: userSettings.data })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.data ?? {};
}

export async function writeUserSettings(tx: Tx, userId: string, data: unknown): Promise<void> {
  await tx.update(userSettings).set({ data, updatedAt: sql`now()` }).where(eq(userSettings.userId, userId));
}
