import type { AnyEndpoint } from '@fbms/domain';
import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { AppEnv } from './context.ts';
import { validationFailed } from './errors.ts';
import { type Access, guard } from './guard.ts';

/** The error envelope every route answers with on failure. */
export const ErrorEnvelope = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
      requestId: z.string(),
    }),
  })
  .openapi('Error');

const errorResponses = {
  401: {
    description: 'Not signed in, or the session ended',
    content: { 'application/json': { schema: ErrorEnvelope } },
  },
  403: {
    description: 'The role or account may not do this',
    content: { 'application/json': { schema: ErrorEnvelope } },
  },
  422: { description: 'The input is not valid', content: { 'application/json': { schema: ErrorEnvelope } } },
  429: { description: 'Too many requests', content: { 'application/json': { schema: ErrorEnvelope } } },
} as const;

/** The OpenAPI extension that carries a route's access rule; the permission suite reads it. */
export const ACCESS_EXTENSION = 'x-fbms-access';

/**
 * A documented route with its access rule. The guard runs before validation, so an unauthorised caller
 * learns nothing from the input rules.
 */
export function defineRoute<const R extends Omit<RouteConfig, 'middleware'>>(access: Access, config: R) {
  return createRoute({
    ...config,
    [ACCESS_EXTENSION]: access,
    middleware: [guard(access)] as const,
    responses: { ...errorResponses, ...config.responses },
  } as R & { middleware: [ReturnType<typeof guard>] });
}

/** What a route adds to its contract: the OpenAPI words (summary, tags, description, the answer's). */
type RouteDocs = Pick<RouteConfig, 'summary' | 'tags' | 'description'> & { answer?: string };

type Nothing = Record<never, never>;
type RequestOf<E extends AnyEndpoint> = (E['params'] extends z.ZodType ? { params: E['params'] } : Nothing) &
  (E['query'] extends z.ZodType ? { query: E['query'] } : Nothing) &
  (E['body'] extends z.ZodType
    ? { body: { content: { 'application/json': { schema: E['body'] } }; required: true } }
    : Nothing);

/** The route config of a contract endpoint (packages/domain/src/<module>/<module>.contract.ts). */
export type RouteOf<E extends AnyEndpoint, D extends RouteDocs> = Omit<D, 'answer'> & {
  method: E['method'];
  path: E['path'];
  request: RequestOf<E>;
  responses: {
    [S in E['status']]: { description: string; content: { 'application/json': { schema: E['response'] } } };
  };
};

/**
 * A route config from the module's contract: request and response schemas come from the endpoint, so a
 * handler's `c.req.valid(…)` has the contract's input types and its `c.json(…)` must match the
 * contract's response. Wrap it in `defineRoute(access, …)`.
 */
export function fromContract<const E extends AnyEndpoint, const D extends RouteDocs>(
  e: E,
  docs: D,
): RouteOf<E, D> {
  const request: Record<string, unknown> = {};
  if (e.params) request.params = e.params;
  if (e.query) request.query = e.query;
  // A body the schema lets be left out (`.optional()`) is documented and validated as optional.
  if (e.body)
    request.body = {
      content: { 'application/json': { schema: e.body } },
      required: !e.body.safeParse(undefined).success,
    };
  const { answer = e.status === 201 ? 'Created' : 'OK', ...words } = docs;
  return {
    ...words,
    method: e.method,
    path: e.path,
    request,
    responses: { [e.status]: json(e.response, answer) },
  } as unknown as RouteOf<E, D>;
}

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailed(c, result.error);
    },
  });
}

export const json = <T extends z.ZodType>(schema: T, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});

export { z };
