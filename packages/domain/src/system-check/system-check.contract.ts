import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

/**
 * The system check over HTTP (/api/system-check): real checks run on the store's own data and
 * server, each answered pass or fail with the time it took, what was found and how to fix a failure.
 */

/** The checks, in the order they run and are shown. */
export const SYSTEM_CHECK_IDS = [
  'database',
  'migrations',
  'constraints',
  'sale-round-trip',
  'ledger-balanced',
  'stock-balances',
  'invoice-series',
  'customer-balances',
  'mail',
  'backup-destination',
] as const;
export type SystemCheckId = (typeof SYSTEM_CHECK_IDS)[number];

export const systemCheckResultSchema = z
  .object({
    id: z.enum(SYSTEM_CHECK_IDS),
    /** skipped: the check cannot run here (no backup destination check wired, no sale possible). */
    status: z.enum(['pass', 'fail', 'skipped']),
    ms: z.number(),
    /** What was found (English; the screen shows it as written). */
    detail: z.string(),
    /** How to fix a failure. */
    fix: z.string().nullable(),
  })
  .meta({ id: 'SystemCheckResult' });
export type SystemCheckResult = z.output<typeof systemCheckResultSchema>;

export const systemCheckRunSchema = z
  .object({
    at: z.string(),
    ms: z.number(),
    passed: z.boolean(),
    checks: z.array(systemCheckResultSchema),
  })
  .meta({ id: 'SystemCheckRun' });
export type SystemCheckRun = z.output<typeof systemCheckRunSchema>;

export const systemCheckContract = {
  /** Runs every check now and answers each. */
  run: endpoint({ method: 'post', path: '/api/system-check/run', response: systemCheckRunSchema }),
  /** The last run since the server started (null when none). */
  last: endpoint({
    method: 'get',
    path: '/api/system-check/last',
    response: z.object({ run: systemCheckRunSchema.nullable() }),
  }),
};

/** A run passes when no check failed (a skipped check is not a failure). */
export const runPassed = (checks: readonly { status: string }[]) => checks.every((c) => c.status !== 'fail');
