import { z } from 'zod';
import { idParamSchema, itemsSchema, pageSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  poEmailResultSchema,
  poFormOptionsSchema,
  poInputSchema,
  poListQuerySchema,
  poProductOptionSchema,
  poProductQuerySchema,
  poReasonSchema,
  poStepSchema,
  poSummarySchema,
  poUpdateSchema,
  purchaseOrderSchema,
  reorderGroupSchema,
} from './po-schemas.ts';

/** Purchase orders over HTTP (/api/purchases, issue 24). */
export const purchaseOrdersContract = {
  listPurchaseOrders: endpoint({
    method: 'get',
    path: '/api/purchases',
    query: poListQuerySchema,
    response: pageSchema(poSummarySchema),
  }),
  formOptions: endpoint({
    method: 'get',
    path: '/api/purchases/form-options',
    response: poFormOptionsSchema,
  }),
  productOptions: endpoint({
    method: 'get',
    path: '/api/purchases/product-options',
    query: poProductQuerySchema,
    response: itemsSchema(poProductOptionSchema),
  }),
  reorderSuggestions: endpoint({
    method: 'get',
    path: '/api/purchases/reorder-suggestions',
    response: itemsSchema(reorderGroupSchema),
  }),
  getPurchaseOrder: endpoint({
    method: 'get',
    path: '/api/purchases/{id}',
    params: idParamSchema,
    response: purchaseOrderSchema,
  }),
  createPurchaseOrder: endpoint({
    method: 'post',
    path: '/api/purchases',
    body: poInputSchema,
    response: purchaseOrderSchema,
    status: 201,
  }),
  updatePurchaseOrder: endpoint({
    method: 'put',
    path: '/api/purchases/{id}',
    params: idParamSchema,
    body: poUpdateSchema,
    response: purchaseOrderSchema,
  }),
  submitPurchaseOrder: endpoint({
    method: 'post',
    path: '/api/purchases/{id}/submit',
    params: idParamSchema,
    body: poStepSchema,
    response: purchaseOrderSchema,
  }),
  approvePurchaseOrder: endpoint({
    method: 'post',
    path: '/api/purchases/{id}/approve',
    params: idParamSchema,
    body: poStepSchema,
    response: purchaseOrderSchema,
  }),
  rejectPurchaseOrder: endpoint({
    method: 'post',
    path: '/api/purchases/{id}/reject',
    params: idParamSchema,
    body: poReasonSchema,
    response: purchaseOrderSchema,
  }),
  cancelPurchaseOrder: endpoint({
    method: 'post',
    path: '/api/purchases/{id}/cancel',
    params: idParamSchema,
    body: poReasonSchema,
    response: purchaseOrderSchema,
  }),
  closePurchaseOrder: endpoint({
    method: 'post',
    path: '/api/purchases/{id}/close',
    params: idParamSchema,
    body: poStepSchema,
    response: purchaseOrderSchema,
  }),
  emailPurchaseOrder: endpoint({
    method: 'post',
    path: '/api/purchases/{id}/email',
    params: idParamSchema,
    body: z.object({}),
    response: poEmailResultSchema,
  }),
};
