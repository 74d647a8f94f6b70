import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

/** The server's status over HTTP (/api/health): monitors and the top bar read it. */

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
    /** Why the server is degraded: `disk_full` (writes fail until space is freed). */
    reason: z.enum(['disk_full']).optional(),
    since: z.string().optional(),
  })
  .meta({ id: 'Health' });
export type Health = z.output<typeof healthSchema>;

/** The 503 answer (the database does not answer) has the same body, status 'unavailable'. */
export const healthContract = {
  getHealth: endpoint({ method: 'get', path: '/api/health', response: healthSchema }),
};
