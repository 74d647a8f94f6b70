import { users } from '@fbms/db';
import { DomainError, limiterState, lockoutMessage } from '@fbms/domain';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { AppDeps } from '../../platform/http/context.ts';
import { recentAttempts, recordAttempt } from '../auth/login-attempts.repository.ts';

type Where = { ip: string; userAgent: string | undefined; requestId: string };

/** The server's own computer: the loopback addresses (IPv4 127/8, IPv6 ::1, and IPv4 mapped into IPv6). */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether the store's first account may be confirmed without the mailed link (docs/decisions/0006): no
 * mail server (the link went to a file on this computer anyway), nobody ever verified (so no owner has
 * taken the store yet; every later account waits for a verified owner), and the request comes from the
 * server's own computer.
 */
export function mayConfirmHere(deps: Pick<AppDeps, 'mailer'>, anyVerified: boolean, ip: string): boolean {
  return deps.mailer.transport === 'outbox' && !anyVerified && isLoopback(ip);
}

/**
 * Confirms the owner's address on the server's own computer with the password they just chose. A wrong
 * password counts toward its own lockout (5 in 15 minutes, like a sign-in); the answer does not say whether the address has
 * an account. Marks the address verified (audited); the browser then signs in as usual.
 */
export async function confirmOwnerHere(
  deps: AppDeps,
  input: { email: string; password: string },
  where: Where,
): Promise<void> {
  const { database, now } = deps;
  const email = input.email.trim().toLowerCase();
  const unavailable = () => new DomainError('SETUP_CONFIRM_HERE_UNAVAILABLE');
  const [store] = await database.query<{ any_verified: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users WHERE email_verified) AS any_verified',
  );
  if (!mayConfirmHere(deps, Boolean(store?.any_verified), where.ip)) throw unavailable();

  const key = `login:${email}`;
  const before = limiterState(await recentAttempts(database, key, now()), now());
  if (before.locked)
    throw new DomainError('AUTH_ACCOUNT_LOCKED', lockoutMessage(before.until), {
      until: before.until.toISOString(),
    });

  const [user] = await database.query<{ id: string; is_owner: boolean; password: string | null }>(
    `SELECT u.id, u.is_owner, a.password
       FROM users u LEFT JOIN accounts a ON a.user_id = u.id AND a.provider_id = 'credential'
      WHERE u.email = $1`,
    [email],
  );
  if (!user?.password || !(await verifyPassword(user.password, input.password))) {
    await recordAttempt(database, key, now());
    await writeAudit(
      database.db,
      {
        action: 'auth.sign_in_failed',
        actorEmail: email,
        details: { reason: 'confirm_here_wrong_password' },
      },
      where,
    );
    throw new DomainError('AUTH_INVALID_CREDENTIALS');
  }
  if (!user.is_owner) throw unavailable();

  const confirmed = await database.db.transaction(async (tx) => {
    // Checked again in the write: two confirmations at once verify one owner, once.
    const rows = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: sql`now()` })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.isOwner, true),
          sql`NOT EXISTS (SELECT 1 FROM users v WHERE v.email_verified)`,
        ),
      )
      .returning({ id: users.id });
    if (rows.length === 0) return false;
    await writeAudit(
      tx,
      {
        action: 'auth.email_verified',
        actorUserId: user.id,
        actorEmail: email,
        details: { via: 'server-computer' },
      },
      where,
    );
    return true;
  });
  if (!confirmed) throw unavailable();
}
