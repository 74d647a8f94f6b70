import type { Context } from 'hono';
import { writeAudit } from '../../platform/audit.ts';
import type { AppEnv } from '../../platform/http/context.ts';
import { where } from '../../platform/http/request-context.ts';

/** The codes with which the session hook refuses someone whose address is now verified. */
const REFUSALS = ['AUTH_ACCOUNT_PENDING_APPROVAL', 'AUTH_ACCOUNT_INACTIVE', 'API_MAINTENANCE'];

/** The e-mail address a verification token names (better-auth has already checked its signature). */
function emailOf(url: string): string | undefined {
  try {
    const token = new URL(url).searchParams.get('token') ?? '';
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.email === 'string' ? payload.email : undefined;
  } catch {
    return undefined;
  }
}

const signedIn = (res: Response) =>
  res.headers.getSetCookie().some((k) => k.includes('session_token=') && !/max-age=0/i.test(k));

async function refusalCode(res: Response): Promise<string | undefined> {
  if (res.status !== 403 && res.status !== 503) return undefined;
  try {
    const body = (await res.clone().json()) as { code?: string };
    return body.code && REFUSALS.includes(body.code) ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth's answer to a verification link (GET /api/auth/verify-email), for the browser that opened
 * it. The link verifies the address and signs the person in (once: a link opened again after the address
 * was verified signs nobody in), so they land in the app, at first-run setup for the owner. When the
 * account may not have a session yet (waiting for approval, deactivated, maintenance), the address is
 * still verified and the person lands on the callback screen with the reason instead of a JSON error.
 * Returns null for any other answer (an invalid or expired link redirects with `error=`).
 */
export async function answerVerifyLink(c: Context<AppEnv>, res: Response): Promise<Response | null> {
  const { database, logger } = c.get('deps');
  const email = emailOf(c.req.raw.url);
  const audit = (action: 'auth.email_verified' | 'auth.sign_in', details: Record<string, unknown>) =>
    writeAudit(database.db, { action, actorEmail: email, details }, where(c));

  const refused = await refusalCode(res);
  if (refused) {
    await audit('auth.email_verified', { via: 'link', signedIn: false, refused });
    logger.info({ refused }, 'verification link: address verified, no session');
    return c.redirect(`/auth/callback?from=verify&refused=${refused}`, 302);
  }
  const location = res.headers.get('location') ?? '';
  if (res.status !== 302 || location.includes('error=')) return null;
  if (signedIn(res)) {
    await audit('auth.email_verified', { via: 'link', signedIn: true });
    await audit('auth.sign_in', { method: 'verify-link' });
  }
  return null;
}
