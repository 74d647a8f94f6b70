import { randomUUID } from 'node:crypto';
import { type Database, sessions, type Tx, users, verifications } from '@fbms/db';
import type { Role } from '@fbms/domain';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { resetTokenIdentifier } from '../../platform/auth/verification-id.ts';

export type UserStatus = 'pending' | 'active' | 'inactive';

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  department: users.department,
  role: users.role,
  isActive: users.isActive,
  isOwner: users.isOwner,
  emailVerified: users.emailVerified,
  approvedAt: users.approvedAt,
  createdAt: users.createdAt,
};

export type UserRow = { [K in keyof typeof columns]: (typeof users.$inferSelect)[K] };

export async function listUsers(
  database: Database,
  filter: { status?: UserStatus; search?: string; id?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(users.id, filter.id));
  if (filter.status === 'active') conditions.push(eq(users.isActive, true));
  if (filter.status === 'pending')
    conditions.push(and(eq(users.isActive, false), isNull(users.approvedAt), eq(users.isOwner, false))!);
  if (filter.status === 'inactive')
    conditions.push(
      and(eq(users.isActive, false), or(isNotNull(users.approvedAt), eq(users.isOwner, true)))!,
    );
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(
      or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.department, like),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    database.db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(filter.limit)
      .offset(filter.offset),
    database.db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Reads a user and locks the row for the rest of the transaction. */
export async function lockUser(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select(columns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUserByEmail(tx: Tx, email: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

export async function updateUser(
  tx: Tx,
  id: string,
  patch: Partial<{ role: Role; isActive: boolean; approvedAt: Date }>,
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(columns);
  return row!;
}

export async function insertInvitedUser(
  tx: Tx,
  u: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    department?: string;
    role: Role;
    now: Date;
  },
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({
      id: u.id,
      name: `${u.firstName} ${u.lastName}`,
      email: u.email,
      emailVerified: true,
      firstName: u.firstName,
      lastName: u.lastName,
      department: u.department ?? null,
      role: u.role,
      isActive: true,
      approvedAt: u.now,
    })
    .returning(columns);
  return row!;
}

export async function deleteUserSessions(tx: Tx, userId: string): Promise<number> {
  const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

export async function insertResetToken(
  tx: Tx,
  token: string,
  userId: string,
  expiresAt: Date,
): Promise<void> {
  await tx
    .insert(verifications)
    .values({ id: randomUUID(), identifier: resetTokenIdentifier(token), value: userId, expiresAt });
}
