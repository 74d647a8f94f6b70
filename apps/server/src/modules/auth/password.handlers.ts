/** The password endpoints: request a reset link, reset with it, change the password while signed in. */
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '@fbms/domain';
import { resetTokenIdentifier } from '../../platform/auth/verification-id.ts';
import { errorResponse, validationFailed } from '../../platform/http/errors.ts';
import { lockedUntil } from './attempt-limiter.service.ts';
import { responseJson, toEnvelope } from './auth-answers.ts';
import { type AuthCall, audit, limitMailPerAddress, locked, parse } from './auth-request.ts';
import { signInLimits } from './known-device.ts';
import { clearAllAttempts, recordAttempt } from './login-attempts.repository.ts';

export async function requestPasswordReset({ c, body, forward }: AuthCall) {
  const input = parse(forgotPasswordSchema, body);
  if (input instanceof Error) return validationFailed(c, input);
  const refused = await limitMailPerAddress(c, `reset:${input.email}`);
  if (refused) return refused;
  const res = await forward({ email: input.email, redirectTo: '/reset-password' });
  if (res.status !== 200) return toEnvelope(c, res);
  await audit(c, { action: 'auth.password_reset_requested', actorEmail: input.email });
  return c.json({ status: true });
}

export async function resetPassword({ c, body, forward }: AuthCall) {
  const { database } = c.get('deps');
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

export async function changePassword({ c, body, forward }: AuthCall) {
  const { database, now } = c.get('deps');
  const actor = c.get('actor');
  if (!actor) return errorResponse(c, c.get('sessionEnded') ? 'AUTH_TOKEN_EXPIRED' : 'AUTH_UNAUTHENTICATED');
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
