import { z } from 'zod';
import { idParamSchema, itemsSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import { documentLayoutSchema } from './document-layout.ts';
import {
  returnRowSchema,
  returnSaleSchema,
  saleDocumentsQuerySchema,
  saleReturnSchema,
  saleVoidSchema,
  voidRowSchema,
  voidSaleSchema,
} from './sale-documents.ts';

/**
 * Voids and returns of sales invoices over HTTP (issue 21). A void or return answers its document and
 * the slip to print (the blocks the e-journal keeps as text). The lists feed the back-end void and
 * return reports: one row per document.
 */
export const saleDocumentsContract = {
  voidSale: endpoint({
    method: 'post',
    path: '/api/sales/{id}/void',
    params: idParamSchema,
    body: voidSaleSchema,
    response: z.object({ voidDocument: saleVoidSchema, slip: documentLayoutSchema }),
    status: 201,
  }),
  returnSale: endpoint({
    method: 'post',
    path: '/api/sales/{id}/returns',
    params: idParamSchema,
    body: returnSaleSchema,
    response: z.object({ saleReturn: saleReturnSchema, slip: documentLayoutSchema }),
    status: 201,
  }),
  listVoids: endpoint({
    method: 'get',
    path: '/api/sales/voids',
    query: saleDocumentsQuerySchema,
    response: itemsSchema(voidRowSchema),
  }),
  listReturns: endpoint({
    method: 'get',
    path: '/api/sales/returns',
    query: saleDocumentsQuerySchema,
    response: itemsSchema(returnRowSchema),
  }),
};
