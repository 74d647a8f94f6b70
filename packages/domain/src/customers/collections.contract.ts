import { z } from 'zod';
import { idParamSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  ageingQuerySchema,
  ageingReportSchema,
  bounceInputSchema,
  collectionDueListSchema,
  collectionListQuerySchema,
  collectionListSchema,
  collectionReceiptInputSchema,
  collectionReceiptSchema,
  customerStatementSchema,
  dueQuerySchema,
  statementEmailSchema,
  statementQuerySchema,
} from './collection-schemas.ts';

/**
 * Payments on account, bounced checks, ageing, the collection list and statements over HTTP
 * (module customer-transactions, under /api/customers). The PDFs are plain routes (not JSON).
 */
export const collectionsContract = {
  createReceipt: endpoint({
    method: 'post',
    path: '/api/customers/{id}/receipts',
    params: idParamSchema,
    body: collectionReceiptInputSchema,
    response: collectionReceiptSchema,
    status: 201,
  }),
  listReceipts: endpoint({
    method: 'get',
    path: '/api/customers/receipts',
    query: collectionListQuerySchema,
    response: collectionListSchema,
  }),
  getReceipt: endpoint({
    method: 'get',
    path: '/api/customers/receipts/{id}',
    params: idParamSchema,
    response: collectionReceiptSchema,
  }),
  bounceReceipt: endpoint({
    method: 'post',
    path: '/api/customers/receipts/{id}/bounce',
    params: idParamSchema,
    body: bounceInputSchema,
    response: collectionReceiptSchema,
  }),
  ageing: endpoint({
    method: 'get',
    path: '/api/customers/ageing',
    query: ageingQuerySchema,
    response: ageingReportSchema,
  }),
  collectionsDue: endpoint({
    method: 'get',
    path: '/api/customers/collections-due',
    query: dueQuerySchema,
    response: collectionDueListSchema,
  }),
  statement: endpoint({
    method: 'get',
    path: '/api/customers/{id}/statement',
    params: idParamSchema,
    query: statementQuerySchema,
    response: customerStatementSchema,
  }),
  emailStatement: endpoint({
    method: 'post',
    path: '/api/customers/{id}/statement/email',
    params: idParamSchema,
    body: statementEmailSchema,
    response: z.object({ sentTo: z.string(), transport: z.enum(['smtp', 'outbox']) }),
  }),
};
