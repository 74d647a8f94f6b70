import { z } from 'zod';
import { idParamSchema, pageSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  CUSTOMER_EXPORT_FORMATS,
  customerImportRequestSchema,
  customerImportResultSchema,
} from './customer-import.ts';
import {
  ageingSchema,
  customerInputSchema,
  customerLedgerEntrySchema,
  customerSchema,
  customerSummarySchema,
} from './customer-schemas.ts';

/**
 * Customers over HTTP (/api/customers, issue 23): the list and search, a customer's record, its
 * deactivation and merge, its opening balance, consent, ledger, summary and purchases.
 */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

export const CUSTOMER_STATUSES = ['active', 'inactive', 'all'] as const;

export const customerListQuerySchema = z.object({
  /** Name, phone (any format), e-mail, TIN or senior/PWD ID; a typo in a name is forgiven. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(CUSTOMER_STATUSES).default('active'),
  /** Only customers who owe something. */
  hasBalance: z.enum(['true', 'false']).optional(),
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(200).default(50),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** A change of a customer: the fields and the version read (a stale version is refused). */
export const customerUpdateSchema = z.intersection(
  customerInputSchema,
  z.object({ version: z.number({ error: 'The version read is required' }).int().min(1) }),
);
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

export const customerActiveSchema = z.object({ active: z.boolean() });

export const customerMergeSchema = z.object({
  /** The record that stays; this one (the path's) is merged into it and deactivated. */
  intoId: z.uuid({ error: 'Choose the customer to keep' }),
});
export const customerMergeResultSchema = z.object({
  survivor: customerSchema,
  moved: z.object({
    ledger: z.number(),
    allocations: z.number(),
    points: z.number(),
    consents: z.number(),
    receipts: z.number(),
    messages: z.number(),
    sales: z.number(),
  }),
});
export type CustomerMergeResult = z.output<typeof customerMergeResultSchema>;

export const openingBalanceInputSchema = z
  .object({
    amountCentavos: z
      .number({ error: 'Enter the amount owed' })
      .int('Enter the amount in centavos')
      .positive('The opening balance must be more than 0')
      .max(100_000_000_000, 'The amount is too large'),
    asOf: dateSchema,
    dueDate: dateSchema,
    reference: z.string().trim().max(60, 'At most 60 characters').default('Opening balance'),
  })
  .superRefine((o, ctx) => {
    if (o.dueDate < o.asOf)
      ctx.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: 'The due date cannot be before the date owed',
      });
  });
export type OpeningBalanceInput = z.input<typeof openingBalanceInputSchema>;

export const consentInputSchema = z.object({ sms: z.boolean(), email: z.boolean() });
export const consentEventSchema = z.object({
  channel: z.enum(['sms', 'email']),
  granted: z.boolean(),
  noticeVersion: z.string().nullable(),
  source: z.string(),
  recordedBy: z.string().nullable(),
  at: z.string(),
});
export type ConsentEvent = z.output<typeof consentEventSchema>;

export const customerSummaryDetailSchema = z.object({
  customerId: z.uuid(),
  asOf: dateSchema,
  balanceCentavos: z.number(),
  overdueCentavos: z.number(),
  creditLimitCentavos: z.number(),
  /** What may still be charged without approval (never below 0). */
  availableCreditCentavos: z.number(),
  ageing: ageingSchema,
  points: z.number(),
  lastPurchaseAt: z.string().nullable(),
  hasOpeningBalance: z.boolean(),
});
export type CustomerSummaryDetail = z.output<typeof customerSummaryDetailSchema>;

export const customerSaleSchema = z.object({
  id: z.uuid(),
  invoiceNo: z.string().nullable(),
  createdAt: z.string(),
  businessDate: z.string().nullable(),
  totalCentavos: z.number(),
  status: z.string(),
  dueDate: z.string().nullable(),
});
export type CustomerSale = z.output<typeof customerSaleSchema>;

const pageQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(200).default(50),
});

/** GET /api/customers/export: the list's filters and the file's format (the answer is the file). */
export const customerExportQuerySchema = z.object({
  format: z.enum(CUSTOMER_EXPORT_FORMATS).default('csv'),
  q: z.string().trim().max(100).optional(),
  status: z.enum(CUSTOMER_STATUSES).default('active'),
});

export const customersContract = {
  importCustomers: endpoint({
    method: 'post',
    path: '/api/customers/import',
    body: customerImportRequestSchema,
    response: customerImportResultSchema,
  }),
  listCustomers: endpoint({
    method: 'get',
    path: '/api/customers',
    query: customerListQuerySchema,
    response: pageSchema(customerSummarySchema),
  }),
  getCustomer: endpoint({
    method: 'get',
    path: '/api/customers/{id}',
    params: idParamSchema,
    response: customerSchema,
  }),
  createCustomer: endpoint({
    method: 'post',
    path: '/api/customers',
    body: customerInputSchema,
    response: customerSchema,
    status: 201,
  }),
  updateCustomer: endpoint({
    method: 'put',
    path: '/api/customers/{id}',
    params: idParamSchema,
    body: customerUpdateSchema,
    response: customerSchema,
  }),
  setActive: endpoint({
    method: 'put',
    path: '/api/customers/{id}/active',
    params: idParamSchema,
    body: customerActiveSchema,
    response: customerSchema,
  }),
  mergeCustomer: endpoint({
    method: 'post',
    path: '/api/customers/{id}/merge',
    params: idParamSchema,
    body: customerMergeSchema,
    response: customerMergeResultSchema,
  }),
  postOpeningBalance: endpoint({
    method: 'post',
    path: '/api/customers/{id}/opening-balance',
    params: idParamSchema,
    body: openingBalanceInputSchema,
    response: customerLedgerEntrySchema,
    status: 201,
  }),
  putConsent: endpoint({
    method: 'put',
    path: '/api/customers/{id}/consent',
    params: idParamSchema,
    body: consentInputSchema,
    response: customerSchema,
  }),
  listConsent: endpoint({
    method: 'get',
    path: '/api/customers/{id}/consent',
    params: idParamSchema,
    response: z.object({ items: z.array(consentEventSchema) }),
  }),
  getLedger: endpoint({
    method: 'get',
    path: '/api/customers/{id}/ledger',
    params: idParamSchema,
    response: z.object({ items: z.array(customerLedgerEntrySchema) }),
  }),
  getSummary: endpoint({
    method: 'get',
    path: '/api/customers/{id}/summary',
    params: idParamSchema,
    response: customerSummaryDetailSchema,
  }),
  listSales: endpoint({
    method: 'get',
    path: '/api/customers/{id}/sales',
    params: idParamSchema,
    query: pageQuerySchema,
    response: pageSchema(customerSaleSchema),
  }),
};
