import { type AnyEndpoint, type EndpointInput, type EndpointOutput, endpointUrl } from '@fbms/domain';
import { type ApiTexts, apiTextsEn } from './api.i18n.ts';
import { type ErrorTexts, translateError } from './error-texts.ts';
import { fillIn } from './fill-in.ts';

/** Codes the client itself produces when no server answer arrived. */
export type ClientErrorCode = 'REQUEST_TIMEOUT' | 'NETWORK_ERROR';

/**
 * An API refusal or failure, parsed from the envelope `{ error: { code, message, details, requestId } }`.
 * `message` and `fields` (the per-field messages of details.fields) are in the page's language
 * (error-texts.ts); `details` keeps the refusal's reason and parameters as the server sent them.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly details: unknown;
  readonly requestId: string | undefined;

  constructor(init: {
    code: string;
    message: string;
    status: number;
    fields?: Record<string, string>;
    details?: unknown;
    requestId?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields ?? {};
    this.details = init.details;
    this.requestId = init.requestId;
  }

  /** True when the server named at least one field (show each next to its input, no toast). */
  get hasFieldErrors(): boolean {
    return Object.keys(this.fields).length > 0;
  }
}

/**
 * The messages of the answers no server gave, and the server's refusals, in the page's language. The
 * client does not import i18next: the sign-in page uses it before i18next is loaded (sign-in-boot.tsx,
 * which has no refusal table, so the sign-in form words refusals itself), and i18n/index.ts hands it the
 * app's dictionary and refusal table when the app starts and on every language change.
 */
let texts: ApiTexts = apiTextsEn;
let errorTexts: ErrorTexts | null = null;

/** `errors` left out keeps the refusal table in use. */
export function setApiTexts(next: ApiTexts, errors?: ErrorTexts): void {
  texts = next;
  if (errors) errorTexts = errors;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function fieldsOf(details: unknown): Record<string, string> {
  if (!isRecord(details) || !isRecord(details.fields)) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(details.fields)) if (typeof value === 'string') out[key] = value;
  return out;
}

/** Builds an ApiError from a status and a parsed body (or null when the body was not JSON). */
export function parseErrorBody(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    // The refusal in the page's language; the server's English for a code or reason the table lacks.
    const said = errorTexts
      ? translateError(errorTexts, error.code, error.message, error.details)
      : { message: error.message, fields: fieldsOf(error.details) };
    return new ApiError({
      code: error.code,
      message: error.code === 'DB_DISK_FULL' ? texts.diskFull : said.message,
      status,
      fields: said.fields,
      details: error.details,
      requestId: typeof error.requestId === 'string' ? error.requestId : undefined,
    });
  }
  return new ApiError({
    code: status >= 500 ? 'API_SERVER_ERROR' : 'UNKNOWN_ERROR',
    message: fillIn(texts.unexpected, { status }),
    status,
  });
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. Leave undefined for a write without a body (then no Content-Type is sent). */
  body?: unknown;
  timeoutMs?: number;
  /** Replaces "Request timed out after {n}ms", e.g. the sign-in's own wording. */
  timeoutMessage?: string;
  headers?: Record<string, string>;
}

/** How a signed-in session that the server ended (idle timeout, 12 h limit, revoked) is reported. */
export interface SessionHooks {
  isSignedIn: () => boolean;
  onSessionEnded: (code: 'AUTH_TOKEN_EXPIRED' | 'AUTH_UNAUTHENTICATED') => void;
}

let sessionHooks: SessionHooks | null = null;

export function setSessionHooks(hooks: SessionHooks | null): void {
  sessionHooks = hooks;
}

/** Told of every 5xx answer (the error monitor records them); 4xx refusals are the user's business. */
type ServerErrorHook = (error: ApiError, method: string, path: string) => void;
let serverErrorHook: ServerErrorHook | null = null;

export function setServerErrorHook(hook: ServerErrorHook | null): void {
  serverErrorHook = hook;
}

/** A failed sign-in answers 401 too; it never means "your session ended". */
const isSignInPath = (path: string) => path.startsWith('/api/auth/sign-in/');

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    if (controller.signal.aborted) {
      throw new ApiError({
        code: 'REQUEST_TIMEOUT',
        message: options.timeoutMessage ?? fillIn(texts.timeout, { ms: timeoutMs }),
        status: 0,
      });
    }
    throw new ApiError({ code: 'NETWORK_ERROR', message: texts.network, status: 0 });
  }

  let body: unknown = null;
  try {
    const text = await res.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  } finally {
    clearTimeout(timer);
  }

  if (!res.ok) {
    const error = parseErrorBody(res.status, body);
    if (res.status >= 500) serverErrorHook?.(error, options.method ?? 'GET', path);
    if (
      res.status === 401 &&
      !isSignInPath(path) &&
      (error.code === 'AUTH_TOKEN_EXPIRED' || error.code === 'AUTH_UNAUTHENTICATED') &&
      sessionHooks?.isSignedIn()
    ) {
      sessionHooks.onSessionEnded(error.code);
    }
    throw error;
  }
  return body as T;
}

export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/** A call's arguments: the input may be left out when the endpoint needs no path parameters or body. */
export type CallArgs<E extends AnyEndpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls a contract endpoint (packages/domain/src/<module>/<module>.contract.ts): the path filled in from
 * `params`, `query` appended, `body` sent as JSON; the answer typed by the contract's response.
 *
 * The answer is not parsed with zod at run time: the server and the web are built from the same contract
 * in one release (the server serves this bundle), the type-check holds both ends to it, and the server's
 * int tests check what it sends. Parsing every answer again would cost the POS on each product list and
 * would silently drop fields the server adds.
 */
function callEndpoint<E extends AnyEndpoint>(
  e: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return apiRequest<EndpointOutput<E>>(
    endpointUrl(e, { params: params as Record<string, unknown>, query: query as Record<string, unknown> }),
    { ...options, method: e.method.toUpperCase() as NonNullable<RequestOptions['method']>, body },
  );
}

export const api = {
  call: callEndpoint,
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Query-string builder that skips empty values. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
