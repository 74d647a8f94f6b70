import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '@fbms/db';
import { DEFAULT_SESSION_TIMEOUT_MINUTES, isRole, SESSION_TIMEOUT_OPTIONS } from '@fbms/domain';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { writeAudit } from '../audit.ts';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

export const SESSION_COOKIE = 'fbms.session_token';
/** What a signed-in person may still call during maintenance: see who they are, and sign out. */
const MAINTENANCE_OPEN_PATHS = new Set(['/api/me', '/api/auth/sign-out', '/api/health', '/api/setup']);

export function mayWorkDuringMaintenance(
  role: string,
  email: string,
  m: { allowedUsers?: string[] },
): boolean {
  return role === 'admin' || (m.allowedUsers ?? []).includes(email.toLowerCase());
}
/** Write last_active_at at most this often, so a busy POS does not write on every request. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** better-auth signs the cookie as `token.base64(HMAC-SHA256(secret, token))`. */
export function verifySessionCookie(raw: string, secret: string): string | null {
  const dot = raw.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}

interface SessionRow {
  session_id: string;
  expires_at: Date | string;
  last_active_at: Date | string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  department: string | null;
  role: string;
  is_active: boolean;
  is_owner: boolean;
  /** The branches the person works in (user_branches), and the one chosen in the top bar (or null). */
  branch_ids: string[] | null;
  active_branch_id: string | null;
  timeout: string | number | null;
  maintenance: { mode?: boolean; message?: string; allowedUsers?: string[] } | null;
}

export type SessionEnd = 'idle' | 'expired' | 'invalid';

/**
 * Reads the session cookie with one query (session, user and their idle timeout), ends sessions that
 * were idle longer than the user's timeout or passed the 12-hour limit, and sets `actor`.
 */
export const loadActor =
  (secret: string, secureCookies: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('actor', null);
    c.set('sessionEnded', null);
    const raw = getCookie(c, secureCookies ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE);
    if (!raw) return next();
    const token = verifySessionCookie(raw, secret);
    if (!token) {
      c.set('sessionEnded', 'invalid');
      return next();
    }
    const { database, now } = c.get('deps');
    const row = await readSession(database, 's.token', token);
    if (!row) {
      c.set('sessionEnded', 'expired');
      return next();
    }
    const at = now().getTime();
    const idleMinutes = idleTimeoutMinutes(row.timeout);
    const lastActive = new Date(row.last_active_at).getTime();
    const ended = sessionEnding(row, idleMinutes, at);
    if (ended) {
      await database.query('DELETE FROM sessions WHERE id = $1', [row.session_id]);
      if (ended === 'idle') {
        await writeAudit(
          database.db,
          {
            action: 'auth.session_idle_timeout',
            actorUserId: row.user_id,
            actorEmail: row.email,
            targetType: 'session',
            targetId: row.session_id,
          },
          { ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), requestId: c.get('requestId') },
        );
      }
      c.set('sessionEnded', ended);
      return next();
    }
    // The web app's periodic session check says it is not the person's activity (X-FBMS-Passive), so it
    // never keeps an idle session alive.
    // An event stream (EventSource cannot send headers) reconnects by itself, so it is passive too.
    const passive = c.req.header('x-fbms-passive') === '1' || c.req.path === '/api/notifications/stream';
    if (!passive && at - lastActive > ACTIVITY_WRITE_INTERVAL_MS) {
      await database.query('UPDATE sessions SET last_active_at = $2 WHERE id = $1', [
        row.session_id,
        new Date(at).toISOString(),
      ]);
    }
    if (!isRole(row.role)) return next();
    // Maintenance mode: only administrators and the listed people may work; the rest read the message.
    const m = row.maintenance;
    if (
      m?.mode &&
      !mayWorkDuringMaintenance(row.role, row.email, m) &&
      !MAINTENANCE_OPEN_PATHS.has(c.req.path)
    ) {
      return errorResponse(c, 'API_MAINTENANCE', m.message || undefined);
    }
    c.set('actor', {
      userId: row.user_id,
      sessionId: row.session_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      department: row.department,
      role: row.role,
      isActive: row.is_active,
      isOwner: row.is_owner,
      ...actorBranches(row),
      sessionExpiresAt: new Date(row.expires_at),
      idleTimeoutMinutes: idleMinutes,
    });
    return next();
  };

/**
 * Whether a session is still good for a long-lived connection (the event stream): it exists, its
 * user is active, and it has not passed its 12-hour limit or the user's idle timeout.
 */
export async function sessionStillValid(database: Database, sessionId: string, now: Date): Promise<boolean> {
  const row = await readSession(database, 's.id', sessionId);
  return (
    Boolean(row?.is_active) && sessionEnding(row!, idleTimeoutMinutes(row!.timeout), now.getTime()) === null
  );
}

/** Session, user, their idle timeout and the maintenance state, in one query. */
async function readSession(
  database: Database,
  by: 's.token' | 's.id',
  value: string,
): Promise<SessionRow | undefined> {
  const rows = await database.query<SessionRow>(
    `SELECT s.id AS session_id, s.expires_at, s.last_active_at, u.id AS user_id, u.email, u.first_name,
            u.last_name, u.department, u.role, u.is_active, u.is_owner, s.branch_id AS active_branch_id,
            ARRAY(SELECT ub.branch_id::text FROM user_branches ub WHERE ub.user_id = u.id ORDER BY ub.branch_id) AS branch_ids,
            us.data #>> '{security,sessionTimeout}' AS timeout,
            (SELECT maintenance FROM system_settings WHERE id = 1) AS maintenance
       FROM sessions s JOIN users u ON u.id = s.user_id
       LEFT JOIN user_settings us ON us.user_id = u.id
      WHERE ${by} = $1`,
    [value],
    by === 's.token' ? 'session_by_token' : 'session_by_id',
  );
  return rows[0];
}

/**
 * The branches whose data the person may see and change (decision 0013): every branch for an admin or
 * the owner (`'all'`), else those they are assigned to. The branch chosen in the switcher narrows what
 * lists show; a chosen branch the person no longer works in is ignored.
 */
export function actorBranches(
  row: Pick<SessionRow, 'role' | 'is_owner' | 'branch_ids' | 'active_branch_id'>,
): {
  branchIds: readonly string[] | 'all';
  activeBranchId: string | null;
} {
  const branchIds = row.role === 'admin' || row.is_owner ? ('all' as const) : (row.branch_ids ?? []);
  const chosen = row.active_branch_id;
  const activeBranchId = chosen && (branchIds === 'all' || branchIds.includes(chosen)) ? chosen : null;
  return { branchIds, activeBranchId };
}

/** The user's idle timeout in minutes: one of the allowed options, else the default. */
function idleTimeoutMinutes(stored: string | number | null): number {
  const minutes = Number(stored);
  return (SESSION_TIMEOUT_OPTIONS as readonly number[]).includes(minutes)
    ? minutes
    : DEFAULT_SESSION_TIMEOUT_MINUTES;
}

/** Why the session ends at `at`, or null while it is good. */
function sessionEnding(
  row: Pick<SessionRow, 'expires_at' | 'last_active_at'>,
  idleMinutes: number,
  at: number,
): SessionEnd | null {
  if (new Date(row.expires_at).getTime() <= at) return 'expired';
  return at - new Date(row.last_active_at).getTime() > idleMinutes * 60_000 ? 'idle' : null;
}
