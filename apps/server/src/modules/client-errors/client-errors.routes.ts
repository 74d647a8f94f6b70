import { PUBLIC } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';

/** What the browser's error monitor sends; long fields are cut, nothing is stored but the log line. */
const ClientError = z.object({
  errorId: z.string().max(80),
  message: z.string().max(2000),
  file: z.string().max(500).optional(),
  line: z.number().int().nonnegative().optional(),
  column: z.number().int().nonnegative().optional(),
  stack: z.string().max(8000).optional(),
  count: z.number().int().positive().max(1_000_000).optional(),
  context: z.record(z.string(), z.string().max(500)).optional(),
  path: z.string().max(500).optional(),
  userAgent: z.string().max(500).optional(),
});

const route = defineRoute(PUBLIC, {
  method: 'post',
  path: '/api/client-errors',
  tags: ['platform'],
  summary: "Report an error seen in the browser to the server's log (rate-limited like any request)",
  request: { body: { content: { 'application/json': { schema: ClientError } }, required: true } },
  responses: { 202: json(z.object({ received: z.literal(true) }), 'Logged') },
});

export function mountClientErrors(router: ReturnType<typeof createRouter>) {
  router.openapi(route, async (c) => {
    const report = c.req.valid('json');
    c.get('logger').warn(
      { clientError: report, userId: c.get('actor')?.userId, requestId: c.get('requestId') },
      'error reported by a browser',
    );
    return c.json({ received: true as const }, 202);
  });
}
