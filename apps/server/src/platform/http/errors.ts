import { DomainError, ERROR_CATALOGUE, type ErrorCode, refusal, statusOf } from '@fbms/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, type z } from 'zod';
import { recordServerError } from '../server-errors.ts';
import type { AppEnv } from './context.ts';

/** Field → message, from a zod error; the form shows each next to its field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export function errorResponse(c: Context<AppEnv>, code: ErrorCode, message?: string, details?: unknown) {
  const body = {
    error: {
      code,
      message: message ?? ERROR_CATALOGUE[code].message,
      ...(details === undefined ? {} : { details }),
      requestId: c.get('requestId') ?? '',
    },
  };
  return c.json(body, statusOf(code) as ContentfulStatusCode);
}

export function validationFailed(c: Context<AppEnv>, error: z.ZodError) {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0];
  return errorResponse(c, 'VALIDATION_FAILED', first ?? undefined, { fields });
}

/**
 * The one place that turns anything thrown into the error envelope. Never a stack trace. Each 5xx
 * answer is also kept in `server_errors` for the admin dashboard (with the error's own message).
 */
export function onError(err: Error, c: Context<AppEnv>) {
  const res = envelopeOf(err, c);
  if (res.status >= 500) {
    const deps = c.get('deps');
    if (deps)
      recordServerError(
        deps.database,
        {
          requestId: c.get('requestId') ?? null,
          method: c.req.method,
          path: c.req.path,
          status: res.status,
          code: err instanceof DomainError ? err.code : (rootOf(err).code?.toString() ?? null),
          // The database's own words, not drizzle's wrapper (which repeats the query's values).
          message: rootOf(err).message || String(err),
          userId: c.get('actor')?.userId ?? null,
        },
        c.get('logger'),
      );
  }
  return res;
}

/** The innermost cause of an error (a driver error wrapped by drizzle). */
function rootOf(err: Error): Error & { code?: unknown } {
  let e: Error & { code?: unknown } = err;
  for (let i = 0; i < 5 && e.cause instanceof Error; i++) e = e.cause;
  return e;
}

function envelopeOf(err: Error, c: Context<AppEnv>) {
  if (err instanceof DomainError) return errorResponse(c, err.code, err.message, err.details);
  if (err instanceof ZodError) return validationFailed(c, err);
  if (err instanceof HTTPException) {
    if (err.status === 413) return errorResponse(c, 'API_PAYLOAD_TOO_LARGE');
    if (err.status === 400)
      return errorResponse(
        c,
        'VALIDATION_FAILED',
        'The request body is not valid JSON.',
        refusal('bodyNotJson'),
      );
    if (err.status === 401) return errorResponse(c, 'AUTH_UNAUTHENTICATED');
    return errorResponse(c, err.status >= 500 ? 'API_SERVER_ERROR' : 'VALIDATION_FAILED');
  }
  // A full disk: nothing was saved; say so (storage-health.ts logs it once and health turns degraded).
  if (c.get('deps')?.storage.failed(err, c.get('requestId'))) return errorResponse(c, 'DB_DISK_FULL');
  const pgCode = (err as { code?: unknown }).code;
  // Text the database cannot store (NUL characters, oversized index keys) is bad input, not a crash.
  if (pgCode === '22021' || pgCode === '22P05' || pgCode === '54000' || pgCode === '22001') {
    return errorResponse(
      c,
      'VALIDATION_FAILED',
      'The input contains characters or a length that cannot be stored.',
      refusal('unstorableInput'),
    );
  }
  if (pgCode === '23505')
    return errorResponse(
      c,
      'BUSINESS_DUPLICATE_RECORD',
      'This record already exists.',
      refusal('recordExists'),
    );
  if (pgCode === '23503')
    return errorResponse(
      c,
      'DB_CONSTRAINT_VIOLATION',
      'Cannot perform this operation due to related records.',
      refusal('relatedRecords'),
    );
  if (pgCode === 'ECONNREFUSED' || pgCode === '57P01' || pgCode === '08006') {
    c.get('logger')?.error({ err, requestId: c.get('requestId') }, 'database unavailable');
    return errorResponse(c, 'DB_CONNECTION_FAILED');
  }
  c.get('logger')?.error({ err, requestId: c.get('requestId') }, 'unhandled error');
  return errorResponse(c, 'API_SERVER_ERROR');
}
