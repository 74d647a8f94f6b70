import {
  type AnyEndpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointKey,
  fillPath,
  type SetupState,
} from '@fbms/domain';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Reply = { status?: number; body?: unknown };
type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

/** A JSON error envelope as the server sends it. */
export const envelope = (code: string, message: string, details?: unknown) => ({
  error: { code, message, ...(details === undefined ? {} : { details }), requestId: 'req-test' },
});

export const SIGNED_OUT = {
  status: 401,
  body: envelope('AUTH_UNAUTHENTICATED', 'Please sign in to continue.'),
};

export const SETUP_DONE: { body: SetupState } = {
  body: {
    step: 'done',
    businessName: 'Bukid Agri-Vet Supply',
    socialProviders: { google: false, github: false },
    demo: false,
    hasLogo: false,
    mail: { transport: 'smtp', outboxFolder: null },
    confirmHere: false,
  },
};

/**
 * An answer a contract endpoint may give: its success JSON, typed by the contract (so a mock that drifts
 * from the server fails the type-check), or a refusal envelope.
 */
export type EndpointReply<E extends AnyEndpoint> =
  | { status?: E['status']; body: EndpointOutput<E> }
  | {
      status: number;
      body: { error: { code: string; message: string; details?: unknown; requestId?: string } };
    };
export type EndpointHandler<E extends AnyEndpoint> = (
  req: RecordedRequest,
) => EndpointReply<E> | Promise<EndpointReply<E>>;

/**
 * One row of a `mockFetch` table for a contract endpoint. With `params` it answers that address only
 * (`/api/products/<id>`); without, every address of the endpoint (`/api/products/{id}`).
 */
export function mockEndpoint<E extends AnyEndpoint>(
  e: E,
  reply: EndpointReply<E> | EndpointHandler<E>,
  params?: EndpointInput<E>['params'],
): Record<string, Handler | Reply> {
  const key = params ? `${e.method.toUpperCase()} ${fillPath(e.path, params)}` : endpointKey(e);
  return { [key]: reply };
}

/** A table key with `{name}` placeholders as a pattern for one path segment each. */
const keyPattern = (key: string) =>
  new RegExp(`^${key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);

/**
 * Replaces fetch with a table of "METHOD /path" handlers (query strings ignored) and records every
 * request; a key may hold `{name}` placeholders (an exact key wins). Build rows for contract endpoints
 * with `mockEndpoint`. An unlisted request fails the test loudly with a 599.
 */
export function mockFetch(routes: Record<string, Handler | Reply>) {
  const patterns = Object.keys(routes)
    .filter((k) => k.includes('{'))
    .map((k) => [keyPattern(k), k] as const);
  const requests: RecordedRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const req: RecordedRequest = {
      method,
      path: url.pathname + url.search,
      body: typeof raw === 'string' ? JSON.parse(raw) : undefined,
      headers: new Headers(init?.headers),
    };
    requests.push(req);
    const asked = `${method} ${url.pathname}`;
    const route = routes[asked] ?? routes[patterns.find(([re]) => re.test(asked))?.[1] ?? ''];
    const reply = typeof route === 'function' ? await route(req) : route;
    if (!reply)
      return new Response(JSON.stringify(envelope('TEST_UNMOCKED', `${method} ${url.pathname}`)), {
        status: 599,
      });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return {
    requests,
    fn,
    sent: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path.startsWith(path)),
  };
}
