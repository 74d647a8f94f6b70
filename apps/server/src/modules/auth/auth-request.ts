/** What every auth handler does with its request: audit it, read its body, refuse it while locked out. */
import { limiterState } from '@fbms/domain';
import type { Context } from 'hono';
import type { z } from 'zod';
import { type AuditEvent, writeAudit } from '../../platform/audit.ts';
import type { AppEnv } from '../../platform/http/context.ts';
import { lockedAnswer } from './auth-answers.ts';
import { recentAttempts, recordAttempt } from './login-attempts.repository.ts';

export type C = Context<AppEnv>;

function where(c: C) {
  return { ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), requestId: c.get('requestId') };
}

export async function audit(c: C, event: AuditEvent) {
  await writeAudit(c.get('deps').database.db, event, where(c));
}

export function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> | z.ZodError {
  const r = schema.safeParse(body);
  return r.success ? r.data : r.error;
}

export async function locked(c: C, email: string, until: Date) {
  await audit(c, { action: 'auth.sign_in_refused', actorEmail: email, details: { reason: 'locked', until } });
  return lockedAnswer(c, until);
}

/**
 * Mail-sending requests per address (reset, verification): at most 5 in 15 minutes, so nobody floods a
 * mailbox. Answers the lockout, or counts this request and returns null.
 */
export async function limitMailPerAddress(c: C, key: string): Promise<Response | null> {
  const { database, now } = c.get('deps');
  const state = limiterState(await recentAttempts(database, key, now()), now());
  if (state.locked) return lockedAnswer(c, state.until);
  await recordAttempt(database, key, now());
  return null;
}

/** One request to a better-auth endpoint: its context, its JSON body, and passing a body on to better-auth. */
export interface AuthCall {
  c: C;
  body: Record<string, unknown>;
  forward: (body?: Record<string, unknown>) => Promise<Response>;
}

export type AuthHandler = (call: AuthCall) => Promise<Response>;
