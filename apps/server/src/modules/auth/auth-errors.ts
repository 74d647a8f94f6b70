import { ERROR_CATALOGUE, type ErrorCode, type RefusalReason } from '@fbms/domain';

/** better-auth's codes → ours, with the seed's words (000 §8); a message of our own has its reason. */
const MAP: Record<string, { code: ErrorCode; message?: string; reason?: RefusalReason }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    code: 'AUTH_INVALID_CREDENTIALS',
    message: 'Invalid email or password. Please check your credentials and try again.',
    reason: 'credentialsWrong',
  },
  EMAIL_NOT_VERIFIED: { code: 'AUTH_EMAIL_NOT_VERIFIED' },
  INVALID_PASSWORD: { code: 'AUTH_CURRENT_PASSWORD_INCORRECT' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'AUTH_CURRENT_PASSWORD_INCORRECT' },
  INVALID_TOKEN: { code: 'AUTH_RESET_TOKEN_INVALID' },
  PASSWORD_TOO_SHORT: {
    code: 'AUTH_WEAK_PASSWORD',
    message: 'Password must be at least 8 characters long',
    reason: 'passwordTooShort',
  },
  PASSWORD_TOO_LONG: {
    code: 'AUTH_WEAK_PASSWORD',
    message: 'Password must be less than 128 characters',
    reason: 'passwordTooLong',
  },
  AUTH_ACCOUNT_INACTIVE: { code: 'AUTH_ACCOUNT_INACTIVE' },
  AUTH_ACCOUNT_PENDING_APPROVAL: { code: 'AUTH_ACCOUNT_PENDING_APPROVAL' },
  UNAUTHORIZED: { code: 'AUTH_UNAUTHENTICATED' },
  INVALID_ORIGIN: { code: 'API_CROSS_SITE_REQUEST' },
  API_MAINTENANCE: { code: 'API_MAINTENANCE' },
  INVALID_CALLBACK_URL: { code: 'API_CROSS_SITE_REQUEST' },
  MISSING_OR_NULL_ORIGIN: { code: 'API_CROSS_SITE_REQUEST' },
  SESSION_EXPIRED: { code: 'AUTH_TOKEN_EXPIRED' },
  FAILED_TO_GET_SESSION: { code: 'AUTH_UNAUTHENTICATED' },
};

export function mapAuthError(
  status: number,
  body: { code?: string; message?: string } | null,
): {
  code: ErrorCode;
  message: string;
  details?: { reason: RefusalReason };
} {
  const known = body?.code ? MAP[body.code] : undefined;
  if (known?.code === 'API_MAINTENANCE')
    return { code: known.code, message: body?.message || ERROR_CATALOGUE.API_MAINTENANCE.message };
  if (known?.reason) return { code: known.code, message: known.message!, details: { reason: known.reason } };
  if (known) return { code: known.code, message: known.message ?? ERROR_CATALOGUE[known.code].message };
  if (status === 401)
    return { code: 'AUTH_UNAUTHENTICATED', message: ERROR_CATALOGUE.AUTH_UNAUTHENTICATED.message };
  if (status === 403)
    return {
      code: 'AUTH_INSUFFICIENT_PERMISSIONS',
      message: body?.message || ERROR_CATALOGUE.AUTH_INSUFFICIENT_PERMISSIONS.message,
    };
  if (status === 404) return { code: 'API_NOT_FOUND', message: ERROR_CATALOGUE.API_NOT_FOUND.message };
  if (status === 429) return { code: 'API_RATE_LIMIT', message: ERROR_CATALOGUE.API_RATE_LIMIT.message };
  if (status >= 500) return { code: 'API_SERVER_ERROR', message: ERROR_CATALOGUE.API_SERVER_ERROR.message };
  return { code: 'VALIDATION_FAILED', message: body?.message || ERROR_CATALOGUE.VALIDATION_FAILED.message };
}
