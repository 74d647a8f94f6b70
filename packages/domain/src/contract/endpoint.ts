import type { z } from 'zod';

/**
 * One HTTP endpoint as both ends see it: method, path, the zod schemas of its path parameters, query and
 * JSON body, and the schema of its success answer. A module's endpoints live once, in
 * `packages/domain/src/<module>/<module>.contract.ts`; the server builds its OpenAPI route from the
 * endpoint (`fromContract`, apps/server/src/platform/http/route.ts) and the web calls it with
 * `api.call(endpoint, …)` (apps/web/src/lib/api.ts), so a change on one side fails the other's type-check.
 *
 * Pure zod: no HTTP library. OpenAPI names are zod metadata (`.meta({ id: 'Product' })`), which the
 * server's OpenAPI generator reads as a component name.
 *
 * A response schema describes JSON as sent: no transforms or defaults, so its input and output types
 * are the same (dates are ISO strings).
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The success statuses a contract may name; refusals are the shared error envelope. */
export type SuccessStatus = 200 | 201 | 202;

/** Path parameters, query and body are objects (the query's values arrive as text). */
type Part = z.ZodObject | undefined;

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends Part = Part,
  Query extends Part = Part,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType = z.ZodType,
  S extends SuccessStatus = SuccessStatus,
> {
  method: M;
  /** OpenAPI style: `/api/products/{id}`. */
  path: P;
  params: Params;
  query: Query;
  body: Body;
  response: Res;
  status: S;
}

export type AnyEndpoint = Endpoint<
  HttpMethod,
  string,
  Part,
  Part,
  z.ZodType | undefined,
  z.ZodType,
  SuccessStatus
>;

export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  Res extends z.ZodType,
  Params extends Part = undefined,
  Query extends Part = undefined,
  Body extends z.ZodType | undefined = undefined,
  const S extends SuccessStatus = 200,
>(def: {
  method: M;
  path: P;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Res;
  status?: S;
}): Endpoint<M, P, Params, Query, Body, Res, S> {
  return {
    method: def.method,
    path: def.path,
    params: def.params as Params,
    query: def.query as Query,
    body: def.body as Body,
    response: def.response,
    status: (def.status ?? 200) as S,
  };
}

/** What a caller sends: `params` and `body` when the endpoint has them, `query` always optional. */
export type EndpointInput<E extends AnyEndpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });

/** The success answer's JSON (a response schema has no transforms, so input and output agree). */
export type EndpointOutput<E extends AnyEndpoint> = z.output<E['response']>;

/** True when a caller must pass something (path parameters or a body). */
export type InputRequired<E extends AnyEndpoint> = E['params'] extends z.ZodType
  ? true
  : E['body'] extends z.ZodType
    ? true
    : false;

/** `/api/products/{id}` with `{ id }` → `/api/products/<id>`, each value URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call, skipping empty values; '' when nothing is left. */
export function queryString(query: Record<string, unknown> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The address of one call: the path filled in and the query appended. */
export const endpointUrl = (
  e: Pick<AnyEndpoint, 'path'>,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
) => fillPath(e.path, input.params) + queryString(input.query);

/** "GET /api/products/{id}": the key a test mock or a log names the endpoint by. */
export const endpointKey = (e: Pick<AnyEndpoint, 'method' | 'path'>) => `${e.method.toUpperCase()} ${e.path}`;
