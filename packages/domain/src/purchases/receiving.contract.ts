import { idParamSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  openOrderListSchema,
  receivableProductListSchema,
  receivableProductQuerySchema,
  receivingInputSchema,
  receivingListQuerySchema,
  receivingListSchema,
  receivingOptionsSchema,
  receivingVoucherSchema,
  returnableStockQuerySchema,
  returnableStockSchema,
  supplierReturnInputSchema,
  supplierReturnListQuerySchema,
  supplierReturnListSchema,
  supplierReturnSchema,
} from './receiving-schemas.ts';

/** Receiving vouchers and supplier returns over HTTP (registry entry receiving-voucher, /api/purchases). */
export const receivingContract = {
  createVoucher: endpoint({
    method: 'post',
    path: '/api/purchases/receiving',
    body: receivingInputSchema,
    response: receivingVoucherSchema,
    status: 201,
  }),
  listVouchers: endpoint({
    method: 'get',
    path: '/api/purchases/receiving',
    query: receivingListQuerySchema,
    response: receivingListSchema,
  }),
  openOrders: endpoint({
    method: 'get',
    path: '/api/purchases/receiving/open-orders',
    response: openOrderListSchema,
  }),
  options: endpoint({
    method: 'get',
    path: '/api/purchases/receiving/options',
    response: receivingOptionsSchema,
  }),
  products: endpoint({
    method: 'get',
    path: '/api/purchases/receiving/products',
    query: receivableProductQuerySchema,
    response: receivableProductListSchema,
  }),
  getVoucher: endpoint({
    method: 'get',
    path: '/api/purchases/receiving/{id}',
    params: idParamSchema,
    response: receivingVoucherSchema,
  }),
  createReturn: endpoint({
    method: 'post',
    path: '/api/purchases/returns',
    body: supplierReturnInputSchema,
    response: supplierReturnSchema,
    status: 201,
  }),
  listReturns: endpoint({
    method: 'get',
    path: '/api/purchases/returns',
    query: supplierReturnListQuerySchema,
    response: supplierReturnListSchema,
  }),
  returnableStock: endpoint({
    method: 'get',
    path: '/api/purchases/returns/stock',
    query: returnableStockQuerySchema,
    response: returnableStockSchema,
  }),
  getReturn: endpoint({
    method: 'get',
    path: '/api/purchases/returns/{id}',
    params: idParamSchema,
    response: supplierReturnSchema,
  }),
};
