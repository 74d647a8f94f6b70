/** How the auth endpoints answer: better-auth's answers in our envelope, without the token, redirected to PUBLIC_URL. */
import { lockoutMessage, refusal, statusOf } from '@fbms/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/http/context.ts';
import { errorResponse } from '../../platform/http/errors.ts';
import { mapAuthError } from './auth-errors.ts';

type C = Context<AppEnv>;

export function lockedAnswer(c: C, until: Date) {
  return errorResponse(
    c,
    'AUTH_ACCOUNT_LOCKED',
    lockoutMessage(until),
    refusal('lockedUntil', { until: until.toISOString() }),
  );
}

/** Re-shape better-auth's error answers into our envelope, keeping its cookies and status. */
export async function toEnvelope(c: C, res: Response): Promise<Response> {
  if (res.status < 400) return withoutToken(res);
  let body: { code?: string; message?: string } | null = null;
  try {
    body = (await res.clone().json()) as typeof body;
  } catch {
    body = null;
  }
  const mapped = mapAuthError(res.status, body);
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(
    JSON.stringify({
      error: {
        code: mapped.code,
        message: mapped.message,
        ...(mapped.details ? { details: mapped.details } : {}),
        requestId: c.get('requestId'),
      },
    }),
    { status: statusOf(mapped.code), headers },
  );
}

/** A redirect to a path goes to PUBLIC_URL: resolved by the browser, it would go back to the Host it used. */
export function absoluteRedirect(res: Response, publicUrl: string): Response {
  const location = res.headers.get('location');
  if (!location?.startsWith('/') || location.startsWith('//')) return res;
  const headers = new Headers(res.headers);
  headers.set('location', `${publicUrl}${location}`);
  return new Response(res.body, { status: res.status, headers });
}

/**
 * The session token lives in the HttpOnly cookie only; never echo it in a JSON body (sign-in answers
 * `token`, get-session `session.token`).
 */
export async function withoutToken(res: Response): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('application/json')) return res;
  const body = await responseJson(res);
  const session = body?.session as Record<string, unknown> | null | undefined;
  const inSession = typeof session === 'object' && session !== null && 'token' in session;
  if (!body || !('token' in body || inSession)) return res;
  const { token: _token, ...rest } = body;
  if (inSession) {
    const { token: _sessionToken, ...kept } = session;
    rest.session = kept;
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), { status: res.status, headers });
}

export async function responseJson(res: Response): Promise<Record<string, unknown> | null> {
  try {
    return (await res.clone().json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}
