import { z } from 'zod';
import { emailSchema } from '../auth/schemas.ts';
import { TAX_CLASSES } from '../catalog/product-schemas.ts';
import { idParamSchema, itemsSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import { centavosAnswer } from '../money/centavos.ts';
import type { HeldCartSummary } from './held-cart-schemas.ts';
import { heldCartContentSchema, holdCartSchema } from './held-cart-schemas.ts';
import type { InvoiceSale, SaleSummary } from './invoice.ts';
import { RETURN_STATES, saleDocumentsFields } from './sale-documents.ts';
import { completeSaleSchema, enrollTerminalSchema, TENDER_METHODS } from './sale-schemas.ts';

/**
 * POS terminals, sales and held carts over HTTP (/api/pos, /api/sales). The answers are annotated with
 * the domain's `InvoiceSale`, `SaleSummary` and `HeldCartSummary` (invoice.ts, held-cart-schemas.ts), so
 * these schemas and those types cannot disagree.
 */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

export const terminalSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    locationId: z.string(),
    locationName: z.string(),
    /** The branch of its location (issue 26): its sales, shifts and readings are that branch's. */
    branchId: z.string(),
    branchCode: z.string(),
    branchName: z.string(),
    min: z.string().nullable(),
    serialNumber: z.string().nullable(),
    ptuNumber: z.string().nullable(),
    ptuDate: z.string().nullable(),
    nextInvoiceNo: z.number(),
    isActive: z.boolean(),
    enrolledAt: z.string(),
  })
  .meta({ id: 'Terminal' });
export type Terminal = z.output<typeof terminalSchema>;

const saleSummaryFields = {
  id: z.string(),
  invoiceNo: z.number(),
  invoiceNumber: z.string(),
  terminalId: z.string(),
  terminalName: z.string(),
  cashierId: z.string(),
  cashierName: z.string(),
  customerName: z.string().nullable(),
  status: z.enum(['completed', 'voided']),
  totalCentavos: centavosAnswer,
  methods: z.array(z.enum(TENDER_METHODS)),
  createdAt: z.string(),
  returnState: z.enum(RETURN_STATES).nullable().optional(),
};

export const saleSummarySchema: z.ZodType<SaleSummary> = z
  .object(saleSummaryFields)
  .meta({ id: 'SaleSummary' });

const saleLineSchema = z.object({
  lineNo: z.number(),
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  unitCode: z.string(),
  qtyMilli: z.number(),
  baseQtyMilli: z.number(),
  unitPriceCentavos: z.number(),
  listPriceCentavos: z.number().nullable(),
  grossCentavos: centavosAnswer,
  promoCentavos: centavosAnswer,
  statutoryCentavos: centavosAnswer,
  vatRemovedCentavos: centavosAnswer,
  netCentavos: centavosAnswer,
  taxClass: z.enum([...TAX_CLASSES, 'non_vat']),
  registrationNumber: z.string().nullable(),
  lots: z.array(
    z.object({
      lotId: z.string(),
      batchNumber: z.string(),
      expiryDate: z.string().nullable(),
      baseQtyMilli: z.number(),
    }),
  ),
  regulated: z.record(z.string(), z.string()).nullable(),
});

const salePaymentSchema = z.object({
  method: z.enum(TENDER_METHODS),
  amountCentavos: centavosAnswer,
  tenderedCentavos: centavosAnswer,
  reference: z.string().nullable(),
  details: z
    .object({
      cardLast4: z.string().optional(),
      approvalCode: z.string().optional(),
      bank: z.string().optional(),
      checkNumber: z.string().optional(),
      checkDate: z.string().optional(),
    })
    .nullable(),
});

/** Everything the sales invoice prints (GET /api/sales/{id}); blocks as they were at the sale. */
export const saleSchema: z.ZodType<InvoiceSale> = z
  .object({
    ...saleSummaryFields,
    customerAddress: z.string().nullable(),
    customerTin: z.string().nullable(),
    customerId: z.string().nullable().optional(),
    dueDate: z.string().nullable().optional(),
    loyalty: z
      .object({ earned: z.number(), redeemed: z.number(), balance: z.number() })
      .nullable()
      .optional(),
    statutory: z
      .object({
        kind: z.enum(['bnpc5', 'sc_pwd20']),
        beneficiary: z.enum(['senior', 'pwd']),
        name: z.string(),
        idNumber: z.string(),
        tin: z.string().nullable(),
      })
      .nullable(),
    vatRegistered: z.boolean(),
    grossCentavos: centavosAnswer,
    promoCentavos: centavosAnswer,
    bnpcCentavos: centavosAnswer,
    scPwdCentavos: centavosAnswer,
    vatRemovedCentavos: centavosAnswer,
    vatableSalesCentavos: centavosAnswer,
    vatCentavos: centavosAnswer,
    vatExemptSalesCentavos: centavosAnswer,
    zeroRatedSalesCentavos: centavosAnswer,
    nonVatSalesCentavos: centavosAnswer,
    tenderedCentavos: centavosAnswer,
    changeCentavos: centavosAnswer,
    seller: z.object({
      name: z.string().optional(),
      businessStyle: z.string().nullable().optional(),
      address: z.string().optional(),
      phone: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
      tin: z.string().nullable().optional(),
      vatRegistered: z.boolean().optional(),
      rdoCode: z.string().nullable().optional(),
    }),
    terminal: z.object({
      name: z.string(),
      location: z.string(),
      min: z.string().nullable(),
      serialNumber: z.string().nullable(),
      ptuNumber: z.string().nullable(),
      ptuDate: z.string().nullable(),
    }),
    reprints: z.number(),
    lines: z.array(saleLineSchema),
    payments: z.array(salePaymentSchema),
    ...saleDocumentsFields,
  })
  .meta({ id: 'Sale' });

export const heldCartSummarySchema: z.ZodType<HeldCartSummary> = z.object({
  id: z.string(),
  label: z.string(),
  cart: heldCartContentSchema,
  heldAt: z.string(),
  heldByName: z.string(),
});

export const salesListQuerySchema = z.object({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  terminalId: z.uuid().optional(),
  cashierId: z.string().max(64).optional(),
  method: z.enum(TENDER_METHODS).optional(),
  /** 'returned': goods of it came back (partly or fully). */
  status: z.enum(['completed', 'voided', 'returned']).optional(),
  invoice: z.string().trim().max(30).optional(),
  customer: z.string().trim().max(100).optional(),
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(200).default(50),
});

const completedSchema = z.object({ sale: saleSchema, replayed: z.boolean() });

export const salesContract = {
  getThisTerminal: endpoint({
    method: 'get',
    path: '/api/pos/terminal',
    response: z.object({
      terminal: terminalSchema.nullable(),
      vatRegistered: z.boolean(),
      /** The loyalty program as the pay dialog needs it (issue 23): on or off, what a point pays. */
      loyalty: z
        .object({ enabled: z.boolean(), pesoPerPointCentavos: z.number(), minRedeemPoints: z.number() })
        .optional(),
    }),
  }),
  listTerminals: endpoint({
    method: 'get',
    path: '/api/pos/terminals',
    response: itemsSchema(terminalSchema),
  }),
  enrollTerminal: endpoint({
    method: 'post',
    path: '/api/pos/terminals',
    body: enrollTerminalSchema,
    response: terminalSchema,
    status: 201,
  }),
  retireTerminal: endpoint({
    method: 'post',
    path: '/api/pos/terminals/{id}/retire',
    params: idParamSchema,
    response: z.object({ ok: z.boolean() }),
  }),
  /** 201 when recorded; 200 with the first answer when the same sale id is sent again. */
  completeSale: endpoint({
    method: 'post',
    path: '/api/sales',
    body: completeSaleSchema,
    response: completedSchema,
    status: 201,
  }),
  listSales: endpoint({
    method: 'get',
    path: '/api/sales',
    query: salesListQuerySchema,
    response: z.object({
      items: z.array(saleSummarySchema),
      total: z.number(),
      totalCentavos: z.number(),
      page: z.number(),
      pageSize: z.number(),
    }),
  }),
  getSale: endpoint({ method: 'get', path: '/api/sales/{id}', params: idParamSchema, response: saleSchema }),
  logReprint: endpoint({
    method: 'post',
    path: '/api/sales/{id}/reprints',
    params: idParamSchema,
    response: z.object({ printedAt: z.string(), reprints: z.number() }),
    status: 201,
  }),
  emailReceipt: endpoint({
    method: 'post',
    path: '/api/sales/{id}/email',
    params: idParamSchema,
    body: z.object({ to: emailSchema }),
    response: z.object({ sentTo: z.string(), transport: z.enum(['smtp', 'outbox']) }),
  }),
  getBnpcCap: endpoint({
    method: 'get',
    path: '/api/pos/bnpc-cap',
    query: z.object({ idNumber: z.string().trim().min(3).max(40) }),
    response: z.object({ usedCentavos: z.number(), remainingCentavos: z.number() }),
  }),
  listHeldCarts: endpoint({
    method: 'get',
    path: '/api/pos/held-carts',
    response: itemsSchema(heldCartSummarySchema),
  }),
  holdCart: endpoint({
    method: 'post',
    path: '/api/pos/held-carts',
    body: holdCartSchema,
    response: z.object({ id: z.string() }),
    status: 201,
  }),
  takeHeldCart: endpoint({
    method: 'delete',
    path: '/api/pos/held-carts/{id}',
    params: idParamSchema,
    response: z.object({ cart: z.unknown() }),
  }),
};
