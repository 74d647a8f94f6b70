import { idParamSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  dueThisWeekQuerySchema,
  dueThisWeekSchema,
  form2307QuerySchema,
  form2307Schema,
  openBillsQuerySchema,
  openBillsSchema,
  payablesAgeingQuerySchema,
  payablesAgeingSchema,
  paymentListQuerySchema,
  paymentListSchema,
  supplierPaymentInputSchema,
  supplierPaymentSchema,
} from './payables-schemas.ts';

/** Payables over HTTP (issue 24, under /api/purchases/payables). The voucher PDF is a plain route. */
export const payablesContract = {
  openBills: endpoint({
    method: 'get',
    path: '/api/purchases/payables/bills',
    query: openBillsQuerySchema,
    response: openBillsSchema,
  }),
  ageing: endpoint({
    method: 'get',
    path: '/api/purchases/payables/ageing',
    query: payablesAgeingQuerySchema,
    response: payablesAgeingSchema,
  }),
  dueThisWeek: endpoint({
    method: 'get',
    path: '/api/purchases/payables/due',
    query: dueThisWeekQuerySchema,
    response: dueThisWeekSchema,
  }),
  listPayments: endpoint({
    method: 'get',
    path: '/api/purchases/payables/payments',
    query: paymentListQuerySchema,
    response: paymentListSchema,
  }),
  getPayment: endpoint({
    method: 'get',
    path: '/api/purchases/payables/payments/{id}',
    params: idParamSchema,
    response: supplierPaymentSchema,
  }),
  createPayment: endpoint({
    method: 'post',
    path: '/api/purchases/payables/payments',
    body: supplierPaymentInputSchema,
    response: supplierPaymentSchema,
    status: 201,
  }),
  form2307: endpoint({
    method: 'get',
    path: '/api/purchases/payables/2307',
    query: form2307QuerySchema,
    response: form2307Schema,
  }),
};
