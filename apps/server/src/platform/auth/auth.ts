import { accounts, type Database, sessions, users, verifications } from '@fbms/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { trustedOrigins } from '../http/origins.ts';
import { mayWorkDuringMaintenance } from '../http/session.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail.ts';
import { existingAccountMail, resetPasswordMail, verifyEmailMail } from './mail-templates.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
export const VERIFY_CALLBACK_PATH = '/auth/callback?from=verify';

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  now: () => Date;
}

export function createAuth({ config, database, mailer, logger, secret, now }: AuthDeps) {
  const db = database.db;
  return betterAuth({
    appName: 'FBMS',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // The same rule as our own same-origin check (origins.ts), never the Host header a request names.
    trustedOrigins: () => trustedOrigins(config),
    onAPIError: { errorURL: `${config.publicUrl}/auth/callback` },
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        if (level === 'error')
          logger.error({ source: 'better-auth', err, args: err ? undefined : args }, message);
        else if (level === 'warn') logger.warn({ source: 'better-auth' }, message);
      },
    },
    telemetry: { enabled: false },
    // Reset and invitation tokens (and OAuth states) are kept as SHA-256 hashes (verification-id.ts).
    verification: { storeIdentifier: 'hashed' },
    // Our own limiter runs in front of every auth route, with counters in the database.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its origin and CSRF checks under NODE_ENV=test; our tests must see production's.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // Mail goes out after the answer, so a reset request for a registered e-mail answers as fast as
      // one for an unknown e-mail (no account discovery by timing, T13). Failures are logged.
      backgroundTasks: {
        handler: (promise: Promise<unknown>) => {
          promise.catch((err: unknown) => logger.error({ err }, 'sending an e-mail failed'));
        },
      },
      useSecureCookies: config.secureCookies,
      cookiePrefix: 'fbms',
      database: { generateId: () => crypto.randomUUID() },
      // Our front handler always sets this header from the address it computed (request-context.ts).
      ipAddress: { ipAddressHeaders: ['x-fbms-client-ip'] },
    },
    session: {
      // An absolute limit: sessions are never extended; the idle timeout is enforced per request.
      expiresIn: SESSION_MAX_AGE_SECONDS,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
      additionalFields: { lastActiveAt: { type: 'date', required: false, input: false } },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        department: { type: 'string', required: false },
        role: { type: 'string', required: false, input: false, defaultValue: 'cashier' },
        isActive: { type: 'boolean', required: false, input: false, defaultValue: false },
        isOwner: { type: 'boolean', required: false, input: false, defaultValue: false },
        approvedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: hashPassword,
        verify: ({ hash: stored, password }) => verifyPassword(stored, password),
      },
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetPasswordMail(config.publicUrl, user, token));
      },
      // Sign-up with a registered e-mail answers like any other sign-up (no account discovery); the owner
      // of the address gets a note instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(config.publicUrl, user));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The link signs the person in (only while the address is not yet verified: better-auth creates no
      // session for a link opened again), so they land in the app, not on the sign-in page.
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        await mailer.send(verifyEmailMail(config.publicUrl, user, token));
      },
    },
    socialProviders: {
      ...(config.google
        ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
        : {}),
      ...(config.github
        ? { github: { clientId: config.github.clientId, clientSecret: config.github.clientSecret } }
        : {}),
    },
    databaseHooks: {
      user: {
        create: {
          // The first account owns the store and is its admin. Later self-registrations are cashiers
          // (social sign-ins: employees) and wait for an administrator's approval.
          before: async (user, ctx) => {
            const [first_] = await database.query<{ any: boolean }>(
              'SELECT EXISTS (SELECT 1 FROM users) AS any',
            );
            const any = Boolean(first_?.any);
            const social = ctx?.path?.startsWith('/callback') ?? false;
            const [first, ...rest] = String(user.name ?? '')
              .trim()
              .split(/\s+/);
            const u = user as typeof user & { firstName?: string; lastName?: string };
            const base = {
              ...user,
              firstName: u.firstName || first || '',
              lastName: u.lastName || rest.join(' '),
            };
            if (!any)
              return { data: { ...base, role: 'admin', isActive: true, isOwner: true, approvedAt: now() } };
            return {
              data: { ...base, role: social ? 'employee' : 'cashier', isActive: false, isOwner: false },
            };
          },
        },
      },
      session: {
        create: {
          // No session for an account that is inactive (deactivated or not yet approved).
          before: async (session) => {
            const [row] = await db
              .select({
                isActive: users.isActive,
                approvedAt: users.approvedAt,
                isOwner: users.isOwner,
                role: users.role,
                email: users.email,
                maintenance: sql<{
                  mode?: boolean;
                  message?: string;
                  allowedUsers?: string[];
                } | null>`(SELECT maintenance FROM system_settings WHERE id = 1)`,
              })
              .from(users)
              .where(eq(users.id, session.userId));
            if (!row?.isActive) {
              const pending = row && !row.approvedAt && !row.isOwner;
              throw new APIError('FORBIDDEN', {
                code: pending ? 'AUTH_ACCOUNT_PENDING_APPROVAL' : 'AUTH_ACCOUNT_INACTIVE',
                message: pending
                  ? 'Your account is waiting for an administrator to approve it.'
                  : 'Account Inactive — Your account has been deactivated. Please contact an administrator.',
              });
            }
            const m = row.maintenance;
            if (m?.mode && !mayWorkDuringMaintenance(row.role, row.email, m)) {
              throw new APIError('SERVICE_UNAVAILABLE', {
                code: 'API_MAINTENANCE',
                message: m.message || 'System is under maintenance. Please try again later.',
              });
            }
            // The 12-hour limit counts from the server's clock (the one the idle check uses).
            const at = now();
            return {
              data: {
                ...session,
                lastActiveAt: at,
                expiresAt: new Date(at.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
              },
            };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
