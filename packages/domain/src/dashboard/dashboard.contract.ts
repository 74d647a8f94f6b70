import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { salesSummarySchema } from './sales-summary.ts';

/** The home screen's figures over HTTP (/api/dashboard/…). */

export const gettingStartedStepSchema = z.object({
  id: z.string(),
  done: z.boolean(),
  /** Where the step is done, e.g. "/settings/system?section=support". */
  path: z.string(),
});
export type GettingStartedStep = z.output<typeof gettingStartedStepSchema>;

export const dashboardContract = {
  getGettingStarted: endpoint({
    method: 'get',
    path: '/api/dashboard/getting-started',
    response: z.object({ steps: z.array(gettingStartedStepSchema) }),
  }),
  getSalesSummary: endpoint({ method: 'get', path: '/api/dashboard/sales', response: salesSummarySchema }),
};
