import { users } from '@fbms/db';
import { DomainError, LOGIN_LIMITER_POLICY, lockoutMessage, refusal } from '@fbms/domain';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { verifyStoredPassword } from '../../platform/auth/password.ts';
import type { AppDeps } from '../../platform/http/context.ts';
import { forgive, takeAttempt } from '../auth/attempt-limiter.service.ts';
import { readSetupState } from './setup.repository.ts';

/** `local`: from the server's own computer, not through a proxy (isLocalRequest). */
type Where = { ip: string; local: boolean; userAgent: string | undefined; requestId: string };

/** Headers a reverse proxy adds: behind one, the socket's loopback address is the proxy's, not the person's. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** A request from this computer itself: a loopback address, and no proxy in between. */
export function isLocalRequest(ip: string, header: (name: string) => string | undefined): boolean {
  return isLoopback(ip) && PROXY_HEADERS.every((h) => header(h) === undefined);
}

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
export function mayConfirmHere(deps: Pick<AppDeps, 'mailer'>, anyVerified: boolean, local: boolean): boolean {
  return deps.mailer.transport === 'outbox' && !anyVerified && local;
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
  const { anyVerified } = await readSetupState(database);
  if (!mayConfirmHere(deps, anyVerified, where.local)) throw unavailable();

  // Counted before the password is checked (guesses sent at once cannot slip under the limit).
  const attempt = await takeAttempt(
    database,
    [{ key: `login:${email}`, policy: LOGIN_LIMITER_POLICY }],
    now(),
  );
  if (attempt.lockedUntil)
    throw new DomainError(
      'AUTH_ACCOUNT_LOCKED',
      lockoutMessage(attempt.lockedUntil),
      refusal('lockedUntil', { until: attempt.lockedUntil.toISOString() }),
    );

  const [user] = await database.query<{ id: string; is_owner: boolean; password: string | null }>(
    `SELECT u.id, u.is_owner, a.password
       FROM users u LEFT JOIN accounts a ON a.user_id = u.id AND a.provider_id = 'credential'
      WHERE u.email = $1`,
    [email],
  );
  if (!(await verifyStoredPassword(user?.password, input.password)) || !user) {
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
  await forgive(database, attempt);
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
