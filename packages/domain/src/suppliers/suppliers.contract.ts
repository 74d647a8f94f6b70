import { z } from 'zod';
import { idParamSchema, pageSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  SUPPLIER_EXPORT_FORMATS,
  supplierImportRequestSchema,
  supplierImportResultSchema,
} from './supplier-import.ts';
import {
  supplierDeliverySchema,
  supplierInputSchema,
  supplierOrderSchema,
  supplierPayablesSchema,
  supplierProductInputSchema,
  supplierProductSchema,
  supplierReturnRowSchema,
  supplierSchema,
  supplierSummarySchema,
} from './supplier-schemas.ts';

/**
 * Suppliers over HTTP (/api/suppliers, issue 24): the list and search, a supplier's record, its
 * deactivation, the products it supplies, import/export, and its page's orders, deliveries, returns and
 * payables.
 */

export const SUPPLIER_STATUSES = ['active', 'inactive', 'all'] as const;

export const supplierListQuerySchema = z.object({
  /** Name, contact person, phone (any format) or TIN. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(SUPPLIER_STATUSES).default('active'),
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(200).default(50),
});
export type SupplierListQuery = z.input<typeof supplierListQuerySchema>;

export const supplierActiveSchema = z.object({ active: z.boolean() });

export const supplierProductParamsSchema = z.object({ id: z.uuid(), productId: z.uuid() });

export const supplierExportQuerySchema = z.object({
  format: z.enum(SUPPLIER_EXPORT_FORMATS).default('csv'),
  q: z.string().trim().max(100).optional(),
  status: z.enum(SUPPLIER_STATUSES).default('active'),
});

export const suppliersContract = {
  importSuppliers: endpoint({
    method: 'post',
    path: '/api/suppliers/import',
    body: supplierImportRequestSchema,
    response: supplierImportResultSchema,
  }),
  listSuppliers: endpoint({
    method: 'get',
    path: '/api/suppliers',
    query: supplierListQuerySchema,
    response: pageSchema(supplierSummarySchema),
  }),
  getSupplier: endpoint({
    method: 'get',
    path: '/api/suppliers/{id}',
    params: idParamSchema,
    response: supplierSchema,
  }),
  createSupplier: endpoint({
    method: 'post',
    path: '/api/suppliers',
    body: supplierInputSchema,
    response: supplierSchema,
    status: 201,
  }),
  updateSupplier: endpoint({
    method: 'put',
    path: '/api/suppliers/{id}',
    params: idParamSchema,
    body: supplierInputSchema,
    response: supplierSchema,
  }),
  setActive: endpoint({
    method: 'put',
    path: '/api/suppliers/{id}/active',
    params: idParamSchema,
    body: supplierActiveSchema,
    response: supplierSchema,
  }),
  listProducts: endpoint({
    method: 'get',
    path: '/api/suppliers/{id}/products',
    params: idParamSchema,
    response: z.object({ items: z.array(supplierProductSchema) }),
  }),
  putProduct: endpoint({
    method: 'post',
    path: '/api/suppliers/{id}/products',
    params: idParamSchema,
    body: supplierProductInputSchema,
    response: supplierProductSchema,
  }),
  removeProduct: endpoint({
    method: 'delete',
    path: '/api/suppliers/{id}/products/{productId}',
    params: supplierProductParamsSchema,
    response: z.object({ removed: z.boolean() }),
  }),
  listOrders: endpoint({
    method: 'get',
    path: '/api/suppliers/{id}/orders',
    params: idParamSchema,
    response: z.object({ items: z.array(supplierOrderSchema) }),
  }),
  listDeliveries: endpoint({
    method: 'get',
    path: '/api/suppliers/{id}/deliveries',
    params: idParamSchema,
    response: z.object({ items: z.array(supplierDeliverySchema) }),
  }),
  listReturns: endpoint({
    method: 'get',
    path: '/api/suppliers/{id}/returns',
    params: idParamSchema,
    response: z.object({ items: z.array(supplierReturnRowSchema) }),
  }),
  getPayables: endpoint({
    method: 'get',
    path: '/api/suppliers/{id}/payables',
    params: idParamSchema,
    response: supplierPayablesSchema,
  }),
};
