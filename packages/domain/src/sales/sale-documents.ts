import { z } from 'zod';
import { centavosAnswer } from '../money/centavos.ts';
import { TENDER_METHODS } from './sale-schemas.ts';

/**
 * Voids and returns of a sales invoice (issue 21): the requests, and what the invoice's detail, the
 * slips and the back-end lists show of them. The endpoints: sale-documents.contract.ts.
 */

const approvalSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Enter the manager's e-mail").max(200),
  password: z.string().min(1, "Enter the manager's password").max(200),
});

const reasonSchema = z.string().trim().min(1, 'Enter the reason').max(300, 'At most 300 characters');

/** POST /api/sales/{id}/void: the whole invoice, a reason, a manager's approval on the spot. */
export const voidSaleSchema = z.object({ reason: reasonSchema, approval: approvalSchema });
export type VoidSaleInput = z.input<typeof voidSaleSchema>;

export const RETURN_CONDITIONS = ['resellable', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** Refund methods today: the tenders of the sale (store credit waits for the customers module). */
export const REFUND_METHODS = TENDER_METHODS;

/** POST /api/sales/{id}/returns: lines and quantities (selling unit, thousandths) coming back. */
export const returnSaleSchema = z.object({
  lines: z
    .array(
      z.object({
        saleLineId: z.uuid(),
        qtyMilli: z.number().int().min(1, 'Enter a quantity').max(1_000_000_000),
        condition: z.enum(RETURN_CONDITIONS),
      }),
    )
    .min(1, 'Pick at least one line')
    .max(200)
    .refine((ls) => new Set(ls.map((l) => l.saleLineId)).size === ls.length, 'Each line once'),
  reason: reasonSchema,
  refundMethod: z.enum(REFUND_METHODS),
  approval: approvalSchema.nullish().transform((v) => v ?? null),
});
export type ReturnSaleInput = z.input<typeof returnSaleSchema>;
export type ReturnSale = z.output<typeof returnSaleSchema>;

export const formatVoidNo = (n: number) => `VOID ${String(n).padStart(8, '0')}`;
export const formatReturnNo = (n: number) => `RETURN ${String(n).padStart(8, '0')}`;

/** The VOID document of a sale, as its detail and the void list show it. */
export const saleVoidSchema = z.object({
  id: z.string(),
  voidNo: z.number(),
  /** "VOID 00000003". */
  voidNumber: z.string(),
  terminalName: z.string(),
  businessDate: z.string(),
  reason: z.string(),
  voidedByName: z.string(),
  approvedByName: z.string(),
  createdAt: z.string(),
});
export type SaleVoid = z.output<typeof saleVoidSchema>;

export const saleReturnLineSchema = z.object({
  saleLineId: z.string(),
  lineNo: z.number(),
  productName: z.string(),
  unitCode: z.string(),
  qtyMilli: z.number(),
  baseQtyMilli: z.number(),
  condition: z.enum(RETURN_CONDITIONS),
  grossCentavos: centavosAnswer,
  promoCentavos: centavosAnswer,
  statutoryCentavos: centavosAnswer,
  vatRemovedCentavos: centavosAnswer,
  netCentavos: centavosAnswer,
  lots: z.array(z.object({ lotId: z.string(), batchNumber: z.string(), baseQtyMilli: z.number() })),
});

/** A RETURN document with its lines. */
export const saleReturnSchema = z.object({
  id: z.string(),
  returnNo: z.number(),
  /** "RETURN 00000002". */
  returnNumber: z.string(),
  terminalName: z.string(),
  businessDate: z.string(),
  reason: z.string(),
  refundMethod: z.enum(REFUND_METHODS),
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
  totalCentavos: centavosAnswer,
  returnedByName: z.string(),
  approvedByName: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(saleReturnLineSchema),
});
export type SaleReturn = z.output<typeof saleReturnSchema>;

/** How much of an invoice line has come back, and what can still come back (selling unit). */
export const returnableLineSchema = z.object({
  saleLineId: z.string(),
  lineNo: z.number(),
  returnedMilli: z.number(),
  returnableMilli: z.number(),
});
export type ReturnableLine = z.output<typeof returnableLineSchema>;

/**
 * What GET /api/sales/{id} adds about voids and returns (optional: older answers and the sale's own
 * answer at the register leave them out). `voidable`: the invoice may be voided now (completed, no
 * return, on its terminal's current business day: before that day's Z-reading).
 */
export const saleDocumentsFields = {
  voidDocument: saleVoidSchema.nullable().optional(),
  returns: z.array(saleReturnSchema).optional(),
  returnable: z.array(returnableLineSchema).optional(),
  voidable: z.boolean().optional(),
};

/** 'partly' / 'fully' returned, in the sales history (null: nothing came back). */
export const RETURN_STATES = ['partly', 'fully'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

/** The back-end void and return reports' filters: business dates (inclusive) and a terminal. */
export const saleDocumentsQuerySchema = z.object({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  terminalId: z.uuid().optional(),
});

/** One VOID document per row, with the invoice it voids. */
export const voidRowSchema = saleVoidSchema.extend({
  saleId: z.string(),
  invoiceNumber: z.string(),
  invoiceTerminalName: z.string(),
  totalCentavos: centavosAnswer,
  grossCentavos: centavosAnswer,
  vatCentavos: centavosAnswer,
  cashierName: z.string(),
});
export type VoidRow = z.output<typeof voidRowSchema>;

/** One RETURN document per row (without its lines), with the invoice it returns from. */
export const returnRowSchema = saleReturnSchema.omit({ lines: true }).extend({
  saleId: z.string(),
  invoiceNumber: z.string(),
  invoiceTerminalName: z.string(),
  lineCount: z.number(),
});
export type ReturnRow = z.output<typeof returnRowSchema>;
