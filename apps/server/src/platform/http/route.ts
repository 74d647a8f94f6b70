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
