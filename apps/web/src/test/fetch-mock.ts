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

export const SETUP_DONE = {
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
 * Replaces fetch with a table of "METHOD /path" handlers (query strings ignored) and records every
 * request. An unlisted request fails the test loudly with a 599.
 */
export function mockFetch(routes: Record<string, Handler | Reply>) {
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
    const route = routes[`${method} ${url.pathname}`];
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
