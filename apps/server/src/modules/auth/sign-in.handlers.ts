/** The sign-in endpoints: e-mail and password (with lockout), Google or GitHub and its callback, sign-out. */
import { refusal, signInSchema } from '@fbms/domain';
import { errorResponse, validationFailed } from '../../platform/http/errors.ts';
import { forgive, lockedUntil, takeAttempt } from './attempt-limiter.service.ts';
import { responseJson, toEnvelope } from './auth-answers.ts';
import { type AuthCall, audit, type C, locked, parse } from './auth-request.ts';
import { readDevice, rememberDevice, signInLimits } from './known-device.ts';
import { clearRecentAttempts } from './login-attempts.repository.ts';

export async function signInEmail({ c, body, forward }: AuthCall) {
  const { database, now } = c.get('deps');
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

export async function signInSocial({ c, body, forward }: AuthCall) {
  const { config } = c.get('deps');
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
      refusal('socialNotSetUp', { provider: provider === 'github' ? 'GitHub' : 'Google' }),
    );
  }
  return toEnvelope(
    c,
    await forward({ provider, callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' }),
  );
}

/** The OAuth provider's callback (`path` is `/callback/<provider>`): audited as a sign-in or its failure. */
export async function auditSocialCallback(c: C, path: string, res: Response) {
  const location = res.headers.get('location') ?? '';
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

export async function signOut({ c, forward }: AuthCall) {
  const actor = c.get('actor');
  const res = await forward({});
  if (actor) await audit(c, { action: 'auth.sign_out', actorUserId: actor.userId, actorEmail: actor.email });
  return toEnvelope(c, res);
}
