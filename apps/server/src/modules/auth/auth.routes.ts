import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@fbms/domain';
import type { Hono } from 'hono';
import { VERIFY_CALLBACK_PATH } from '../../platform/auth/auth.ts';
import { resetTokenIdentifier } from '../../platform/auth/verification-id.ts';
import type { AppEnv } from '../../platform/http/context.ts';
import { errorResponse, validationFailed } from '../../platform/http/errors.ts';
import { type Access, PUBLIC, SIGNED_IN } from '../../platform/http/guard.ts';
import { ACCESS_EXTENSION, type createRouter, ErrorEnvelope } from '../../platform/http/route.ts';
import { forgive, lockedUntil, takeAttempt } from './attempt-limiter.ts';
import { absoluteRedirect, responseJson, toEnvelope } from './auth-answers.ts';
import { audit, limitMailPerAddress, locked, parse } from './auth-request.ts';
import { readDevice, rememberDevice, signInLimits } from './known-device.ts';
import { clearAllAttempts, clearRecentAttempts, recordAttempt } from './login-attempts.repository.ts';
import { tellAdminsAboutNewAccount } from './new-account-notice.ts';
import { answerVerifyLink } from './verify-link.ts';

/** The better-auth endpoints FBMS uses. Anything else under /api/auth is not served. */
export const AUTH_ROUTES: { method: 'get' | 'post'; path: string; access: Access; summary: string }[] = [
  { method: 'post', path: '/sign-in/email', access: PUBLIC, summary: 'Sign in with e-mail and password' },
  {
    method: 'post',
    path: '/sign-up/email',
    access: PUBLIC,
    summary: 'Create an account (verification e-mail follows)',
  },
  {
    method: 'post',
    path: '/sign-out',
    access: PUBLIC,
    summary: 'Sign out and end the session on the server',
  },
  {
    method: 'post',
    path: '/request-password-reset',
    access: PUBLIC,
    summary: 'E-mail a password reset link',
  },
  {
    method: 'post',
    path: '/reset-password',
    access: PUBLIC,
    summary: 'Choose a new password with a reset token',
  },
  {
    method: 'post',
    path: '/send-verification-email',
    access: PUBLIC,
    summary: 'Send the verification e-mail again',
  },
  {
    method: 'post',
    path: '/change-password',
    access: SIGNED_IN,
    summary: 'Change the password (current one required)',
  },
  { method: 'post', path: '/sign-in/social', access: PUBLIC, summary: 'Start Google or GitHub sign-in' },
  { method: 'get', path: '/get-session', access: PUBLIC, summary: 'The current session, or null' },
  { method: 'get', path: '/verify-email', access: PUBLIC, summary: 'Verification link target' },
  { method: 'get', path: '/callback/{provider}', access: PUBLIC, summary: 'OAuth provider callback' },
];

const PREFIX = '/api/auth';

export function mountAuth(app: Hono<AppEnv>, router: ReturnType<typeof createRouter>) {
  for (const r of AUTH_ROUTES) {
    router.openAPIRegistry.registerPath({
      method: r.method,
      path: `${PREFIX}${r.path}`,
      summary: r.summary,
      tags: ['auth'],
      [ACCESS_EXTENSION]: r.access,
      responses: {
        200: { description: 'OK' },
        400: { description: 'Refused', content: { 'application/json': { schema: ErrorEnvelope } } },
      },
    } as Parameters<typeof router.openAPIRegistry.registerPath>[0]);
  }
  const allowed = new Set(
    AUTH_ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path.replace('{provider}', ':p')}`),
  );

  app.all(`${PREFIX}/*`, async (c) => {
    const { auth, database, now, config } = c.get('deps');
    const path = c.req.path.slice(PREFIX.length);
    const routeKey = `${c.req.method} ${path.startsWith('/callback/') ? '/callback/:p' : path}`;
    if (!allowed.has(routeKey)) return errorResponse(c, 'API_NOT_FOUND');

    const headers = new Headers(c.req.raw.headers);
    headers.set('x-fbms-client-ip', c.get('clientIp'));
    headers.delete('content-length');
    // better-auth sees PUBLIC_URL, never the Host this request named (DNS rebinding, origins.ts).
    const url = `${config.publicUrl}${c.req.path}${new URL(c.req.url).search}`;
    const forward = async (body?: Record<string, unknown>) =>
      auth.handler(
        new Request(url, {
          method: c.req.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );

    if (c.req.method === 'GET') {
      const res = await forward();
      const location = res.headers.get('location') ?? '';
      if (path === '/verify-email') {
        const answer = await answerVerifyLink(c, res);
        if (answer) return answer;
      }
      if (path.startsWith('/callback/')) {
        const provider = path.slice('/callback/'.length);
        const signedIn = res.headers
          .getSetCookie()
          .some((k) => k.includes('session_token=') && !/max-age=0/i.test(k));
        await audit(c, {
          action: signedIn ? 'auth.sign_in_social' : 'auth.sign_in_failed',
          details: {
            provider,
            ...(signedIn ? {} : { reason: /error=([^&]+)/.exec(location)?.[1] ?? 'unknown' }),
          },
        });
      }
      return toEnvelope(c, absoluteRedirect(res, config.publicUrl));
    }

    let body: Record<string, unknown> = {};
    if (c.req.header('content-type')?.includes('application/json')) {
      try {
        body = ((await c.req.json()) ?? {}) as Record<string, unknown>;
      } catch {
        return errorResponse(c, 'VALIDATION_FAILED', 'The request body is not valid JSON.');
      }
    }
    headers.set('content-type', 'application/json');

    switch (path) {
      case '/sign-in/email': {
        const input = parse(signInSchema, body);
        if (input instanceof Error) return validationFailed(c, input);
        const email = input.email.toLowerCase();
        const device = readDevice(c);
        const limits = signInLimits(c, email, device);
        const attempt = await takeAttempt(database, limits, now());
        if (attempt.lockedUntil) return locked(c, email, attempt.lockedUntil);
        const res = await forward({ email, password: input.password, rememberMe: input.rememberMe ?? true });
        if (res.status === 200) {
          // This browser's or address's failures are forgiven; the account's count for new browsers
          // keeps the others' failures (only this attempt is taken back).
          await forgive(database, attempt);
          await clearRecentAttempts(database, limits[0]!.key, now());
          const user = (await responseJson(res))?.user as { id?: string } | undefined;
          await audit(c, {
            action: 'auth.sign_in',
            actorUserId: user?.id,
            actorEmail: email,
            details: { method: 'password' },
          });
          const answer = await toEnvelope(c, res);
          answer.headers.append('set-cookie', rememberDevice(c, device, email));
          return answer;
        }
        if (res.status === 401) {
          await audit(c, {
            action: 'auth.sign_in_failed',
            actorEmail: email,
            details: { reason: 'invalid_credentials' },
          });
          const until = await lockedUntil(database, limits, now());
          if (until) {
            await audit(c, { action: 'auth.lockout', actorEmail: email, details: { until } });
          }
        } else {
          await forgive(database, attempt);
          if (res.status === 403) {
            const code = (await responseJson(res))?.code;
            await audit(c, { action: 'auth.sign_in_refused', actorEmail: email, details: { reason: code } });
          }
        }
        return toEnvelope(c, res);
      }

      case '/sign-up/email': {
        const input = parse(signUpSchema, body);
        if (input instanceof Error) return validationFailed(c, input);
        const res = await forward({
          name: `${input.firstName} ${input.lastName}`,
          email: input.email,
          password: input.password,
          firstName: input.firstName,
          lastName: input.lastName,
          ...(input.department ? { department: input.department } : {}),
          callbackURL: VERIFY_CALLBACK_PATH,
        });
        if (res.status !== 200) return toEnvelope(c, res);
        await audit(c, { action: 'auth.sign_up', actorEmail: input.email });
        await tellAdminsAboutNewAccount(c, input.email);
        // The same answer whether or not the address already had an account.
        return c.json({ status: 'verification_sent', email: input.email });
      }

      case '/request-password-reset': {
        const input = parse(forgotPasswordSchema, body);
        if (input instanceof Error) return validationFailed(c, input);
        const refused = await limitMailPerAddress(c, `reset:${input.email}`);
        if (refused) return refused;
        const res = await forward({ email: input.email, redirectTo: '/reset-password' });
        if (res.status !== 200) return toEnvelope(c, res);
        await audit(c, { action: 'auth.password_reset_requested', actorEmail: input.email });
        return c.json({ status: true });
      }

      case '/reset-password': {
        const input = parse(resetPasswordSchema, body);
        if (input instanceof Error) return validationFailed(c, input);
        const [owner] = await database.query<{ value: string }>(
          'SELECT value FROM verifications WHERE identifier = $1',
          [resetTokenIdentifier(input.token)],
        );
        const res = await forward({ token: input.token, newPassword: input.password });
        if (res.status === 200 && owner) {
          // A reset link proves the person reads this mailbox.
          const [user] = await database.query<{ email: string }>(
            'UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1 RETURNING email',
            [owner.value],
          );
          // The new password ends a lockout: whoever guessed was not the person reading this mailbox.
          if (user) await clearAllAttempts(database, `login:${user.email}`);
          await audit(c, {
            action: 'auth.password_reset',
            actorUserId: owner.value,
            targetType: 'user',
            targetId: owner.value,
          });
        }
        return toEnvelope(c, res);
      }

      case '/change-password': {
        const actor = c.get('actor');
        if (!actor)
          return errorResponse(c, c.get('sessionEnded') ? 'AUTH_TOKEN_EXPIRED' : 'AUTH_UNAUTHENTICATED');
        const input = parse(changePasswordSchema, body);
        if (input instanceof Error) return validationFailed(c, input);
        // A wrong current password is a failed sign-in: it counts toward the same lockout.
        const limits = signInLimits(c, actor.email);
        const until = await lockedUntil(database, limits, now());
        if (until) return locked(c, actor.email, until);
        const res = await forward({
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
          revokeOtherSessions: input.revokeOtherSessions ?? false,
        });
        if (res.status === 200) {
          await audit(c, {
            action: 'auth.password_changed',
            actorUserId: actor.userId,
            actorEmail: actor.email,
            targetType: 'user',
            targetId: actor.userId,
            details: { revokedOtherSessions: input.revokeOtherSessions ?? false },
          });
        } else if ((await responseJson(res))?.code === 'INVALID_PASSWORD') {
          for (const { key } of limits) await recordAttempt(database, key, now());
          await audit(c, {
            action: 'auth.sign_in_failed',
            actorUserId: actor.userId,
            actorEmail: actor.email,
            details: { reason: 'wrong_current_password' },
          });
        }
        return toEnvelope(c, res);
      }

      case '/sign-out': {
        const actor = c.get('actor');
        const res = await forward({});
        if (actor)
          await audit(c, { action: 'auth.sign_out', actorUserId: actor.userId, actorEmail: actor.email });
        return toEnvelope(c, res);
      }

      case '/send-verification-email': {
        const input = parse(forgotPasswordSchema, body);
        if (input instanceof Error) return validationFailed(c, input);
        const refused = await limitMailPerAddress(c, `verify:${input.email}`);
        if (refused) return refused;
        const res = await forward({ email: input.email, callbackURL: VERIFY_CALLBACK_PATH });
        return toEnvelope(c, res);
      }

      case '/sign-in/social': {
        const provider = body.provider;
        const configured =
          provider === 'google' ? config.google : provider === 'github' ? config.github : undefined;
        if (!configured) {
          return errorResponse(
            c,
            'BUSINESS_INVALID_OPERATION',
            provider === 'github'
              ? 'GitHub sign-in is not set up for this store.'
              : 'Google sign-in is not set up for this store.',
          );
        }
        return toEnvelope(
          c,
          await forward({ provider, callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' }),
        );
      }

      default:
        return toEnvelope(c, await forward(body));
    }
  });
}
