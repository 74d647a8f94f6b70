import { refusal } from '@fbms/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/context.ts';
import { errorResponse } from '../../platform/http/errors.ts';
import { type Access, PUBLIC, SIGNED_IN } from '../../platform/http/guard.ts';
import { ACCESS_EXTENSION, type createRouter, ErrorEnvelope } from '../../platform/http/route.ts';
import { absoluteRedirect, toEnvelope } from './auth-answers.ts';
import type { AuthHandler, C } from './auth-request.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password.handlers.ts';
import { auditSocialCallback, signInEmail, signInSocial, signOut } from './sign-in.handlers.ts';
import { sendVerificationEmail, signUpEmail } from './sign-up.handlers.ts';
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

/** The POST endpoints' handlers, by path; any other allowed POST passes its body on unchanged. */
const POST_HANDLERS: Record<string, AuthHandler> = {
  '/sign-in/email': signInEmail,
  '/sign-up/email': signUpEmail,
  '/request-password-reset': requestPasswordReset,
  '/reset-password': resetPassword,
  '/change-password': changePassword,
  '/sign-out': signOut,
  '/send-verification-email': sendVerificationEmail,
  '/sign-in/social': signInSocial,
};

const passThrough: AuthHandler = async ({ c, body, forward }) => toEnvelope(c, await forward(body));

/** A GET (the session, the verification link, the OAuth callback): better-auth answers, we shape it. */
async function answerGet(c: C, path: string, forward: () => Promise<Response>) {
  const res = await forward();
  if (path === '/verify-email') {
    const answer = await answerVerifyLink(c, res);
    if (answer) return answer;
  }
  if (path.startsWith('/callback/')) await auditSocialCallback(c, path, res);
  return toEnvelope(c, absoluteRedirect(res, c.get('deps').config.publicUrl));
}

/** Passes a request on to better-auth as if sent to PUBLIC_URL, with the client's address. */
function forwarder(c: C) {
  const { auth, config } = c.get('deps');
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-fbms-client-ip', c.get('clientIp'));
  headers.delete('content-length');
  if (c.req.method !== 'GET') headers.set('content-type', 'application/json');
  // better-auth sees PUBLIC_URL, never the Host this request named (DNS rebinding, origins.ts).
  const url = `${config.publicUrl}${c.req.path}${new URL(c.req.url).search}`;
  return async (body?: Record<string, unknown>) =>
    auth.handler(
      new Request(url, {
        method: c.req.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
}

function registerAuthPaths(router: ReturnType<typeof createRouter>) {
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
}

export function mountAuth(app: Hono<AppEnv>, router: ReturnType<typeof createRouter>) {
  registerAuthPaths(router);
  const allowed = new Set(
    AUTH_ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path.replace('{provider}', ':p')}`),
  );

  app.all(`${PREFIX}/*`, async (c) => {
    const path = c.req.path.slice(PREFIX.length);
    const routeKey = `${c.req.method} ${path.startsWith('/callback/') ? '/callback/:p' : path}`;
    if (!allowed.has(routeKey)) return errorResponse(c, 'API_NOT_FOUND');
    const forward = forwarder(c);
    if (c.req.method === 'GET') return answerGet(c, path, forward);

    let body: Record<string, unknown> = {};
    if (c.req.header('content-type')?.includes('application/json')) {
      try {
        body = ((await c.req.json()) ?? {}) as Record<string, unknown>;
      } catch {
        return errorResponse(
          c,
          'VALIDATION_FAILED',
          'The request body is not valid JSON.',
          refusal('bodyNotJson'),
        );
      }
    }
    return (POST_HANDLERS[path] ?? passThrough)({ c, body, forward });
  });
}
