import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

/** Errors seen in the browser, reported to the server's log (/api/client-errors). */

/** What the browser's error monitor sends; long fields are cut, nothing is stored but the log line. */
export const clientErrorSchema = z.object({
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
export type ClientErrorReport = z.input<typeof clientErrorSchema>;

export const clientErrorsContract = {
  reportClientError: endpoint({
    method: 'post',
    path: '/api/client-errors',
    body: clientErrorSchema,
    response: z.object({ received: z.literal(true) }),
    status: 202,
  }),
};
