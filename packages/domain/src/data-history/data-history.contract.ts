import { z } from 'zod';
import { itemsSchema, pageSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import { auditEntrySchema, auditListQuerySchema } from './audit-entries.ts';
import { anonymizeResultSchema, auditPersonSchema } from './privacy.ts';

/**
 * Data history over HTTP (/api/data-history, issue 25): the audit log with its filters (a record's
 * history is the list filtered by targetType + targetId), the people for the filter, and a customer's
 * anonymization. The file downloads (CSV/XLSX export, the customer's and the employee's data) are
 * routes of their own: their answers are files, not JSON contracts.
 */
export const dataHistoryContract = {
  list: endpoint({
    method: 'get',
    path: '/api/data-history',
    query: auditListQuerySchema,
    response: pageSchema(auditEntrySchema),
  }),
  people: endpoint({
    method: 'get',
    path: '/api/data-history/people',
    response: itemsSchema(auditPersonSchema),
  }),
  anonymizeCustomer: endpoint({
    method: 'post',
    path: '/api/data-history/customers/{id}/anonymize',
    params: z.object({ id: z.uuid() }),
    body: z.object({ confirm: z.literal(true) }),
    response: anonymizeResultSchema,
  }),
};
