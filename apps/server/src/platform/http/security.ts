import { refusal } from '@fbms/domain';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';
import { isTrustedOrigin } from './origins.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** T16 headers: CSP without inline script, HSTS, nosniff, frame denial, referrer and permissions policies. */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: {
      camera: ['self'],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      fullscreen: ['self'],
    },
  });

/** Nothing under /api/* is cached by the browser or a proxy. */
export const noStore = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/**
 * CSRF: a state-changing request from a browser must come from a trusted origin (origins.ts: PUBLIC_URL,
 * ALLOWED_ORIGINS, this machine's addresses; never the Host header). Browsers send Sec-Fetch-Site and
 * Origin on such requests; a request with neither is not from a browser page.
 */
export const sameOriginWrites =
  (config: Pick<Config, 'allowedOrigins' | 'PORT'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') return errorResponse(c, 'API_CROSS_SITE_REQUEST');
    const origin = c.req.header('origin');
    if (origin !== undefined && !isTrustedOrigin(config, origin))
      return errorResponse(c, 'API_CROSS_SITE_REQUEST');
    return next();
  };

/** Writes carry JSON, or nothing at all. */
export const jsonOnlyWrites = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method)) return next();
  const length = c.req.header('content-length');
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  if (!hasBody) return next();
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return errorResponse(c, 'API_UNSUPPORTED_MEDIA_TYPE');
  return next();
};

/** Deeper than any form of ours; a body nested deeper is an attack on a parser or on the database. */
export const MAX_JSON_DEPTH = 32;

/** A UTF-16 surrogate that is not half of a pair (with the u flag a pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Where a parsed JSON value goes wrong for us: too deep, or a string that is not valid Unicode. */
export function jsonProblem(value: unknown): 'too_deep' | 'lone_surrogate' | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return 'lone_surrogate';
    } else if (v && typeof v === 'object') {
      if (depth > MAX_JSON_DEPTH) return 'too_deep';
      for (const [key, child] of Object.entries(v)) {
        if (LONE_SURROGATE.test(key)) return 'lone_surrogate';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Text PostgreSQL cannot store and shapes no form sends, refused before anything else reads them: NUL
 * characters (in the address and in JSON bodies), lone UTF-16 surrogates ("\ud800": half of an emoji),
 * and bodies nested deeper than MAX_JSON_DEPTH. A body that is not JSON is left to the route to refuse.
 */
export const refuseBadText = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (/%00/i.test(c.req.url))
    return errorResponse(
      c,
      'VALIDATION_FAILED',
      'The address contains a NUL character.',
      refusal('urlHasNul'),
    );
  if (WRITE_METHODS.has(c.req.method) && c.req.header('content-type')?.includes('application/json')) {
    const text = await c.req.text();
    if (text.includes('\\u0000') || text.includes('\u0000')) {
      return errorResponse(
        c,
        'VALIDATION_FAILED',
        'Text must not contain NUL characters.',
        refusal('textHasNul'),
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return next();
    }
    const problem = jsonProblem(parsed);
    if (problem === 'too_deep')
      return errorResponse(
        c,
        'VALIDATION_FAILED',
        'The request is nested too deeply.',
        refusal('nestedTooDeeply'),
      );
    if (problem === 'lone_surrogate')
      return errorResponse(
        c,
        'VALIDATION_FAILED',
        'Some text contains a character that cannot be stored. Retype it and try again.',
        refusal('loneSurrogate'),
      );
  }
  return next();
};
