import { PASSWORD_ERRORS } from '@fbms/domain';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../api.ts';

/** The password policy's English messages by their key (password.i18n.ts has them in each language). */
const ERROR_KEYS = new Map<string, keyof typeof PASSWORD_ERRORS>(
  Object.entries(PASSWORD_ERRORS).map(([key, message]) => [message, key as keyof typeof PASSWORD_ERRORS]),
);
/** The shared schemas' confirmation message, said by the web in each language as `password.mismatch`. */
const MISMATCH = "Passwords Don't Match";

/**
 * A password message from the shared schemas or the server (both English) in the page's language:
 * a policy message, or the confirmation that does not match; any other message as it came.
 */
export function localPasswordMessage(message: string): string {
  const key = ERROR_KEYS.get(message);
  if (key) return i18n.t(`passwordPolicy.errors.${key}`);
  if (message === MISMATCH) return i18n.t('password.mismatch');
  return message;
}

/** A form's errors (a resolver's answer) with their password messages in the page's language. */
export function localPasswordErrors<E extends Record<string, unknown>>(errors: E): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, m]) => [field, typeof m === 'string' ? localPasswordMessage(m) : m]),
  ) as E;
}

/** The server's refusal with its per-field password messages in the page's language. */
export function withLocalPasswordMessages(err: unknown): unknown {
  if (!(err instanceof ApiError) || !err.hasFieldErrors) return err;
  return new ApiError({
    code: err.code,
    message: err.message,
    status: err.status,
    fields: localPasswordErrors(err.fields),
    details: err.details,
    requestId: err.requestId,
  });
}
