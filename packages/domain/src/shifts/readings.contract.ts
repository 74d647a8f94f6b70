import { z } from 'zod';
import { idParamSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import { centavosAnswer } from '../money/centavos.ts';
import { TENDER_METHODS } from '../sales/sale-schemas.ts';

/** X and Z readings over HTTP (issue 21, PH-RULES §4): taken at this terminal, listed, reprinted. */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');
const money = centavosAnswer;
const rangeSchema = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  count: z.number(),
});
const byTenderSchema = z.array(
  z.object({ method: z.enum(TENDER_METHODS), amountCentavos: money, count: z.number() }),
);

/** `ReadingFigures` (reading-figures.ts) as JSON. */
export const readingFiguresSchema = z
  .object({
    kind: z.enum(['x', 'z']),
    readingNo: z.number(),
    businessDate: z.string(),
    header: z.object({
      storeName: z.string(),
      address: z.string().nullable(),
      tin: z.string().nullable(),
      vatRegistered: z.boolean(),
      terminalName: z.string(),
      min: z.string().nullable(),
      serialNumber: z.string().nullable(),
      ptuNumber: z.string().nullable(),
    }),
    takenAt: z.string(),
    takenByName: z.string(),
    shifts: z.array(
      z.object({
        shiftNo: z.number(),
        cashierName: z.string(),
        openedAt: z.string(),
        closedAt: z.string().nullable(),
      }),
    ),
    from: z.string().nullable(),
    to: z.string().nullable(),
    invoices: rangeSchema,
    voids: rangeSchema,
    returns: rangeSchema,
    resetCounter: z.number(),
    zCounter: z.number().nullable(),
    previousAccumulatedCentavos: money.nullable(),
    salesForTheDayCentavos: money.nullable(),
    presentAccumulatedCentavos: money.nullable(),
    grossCentavos: money,
    discounts: z.object({
      scPwdCentavos: money,
      bnpcCentavos: money,
      promoCentavos: money,
      totalCentavos: money,
    }),
    returnsCentavos: money,
    voidsCentavos: money,
    vatAdjustmentCentavos: money,
    netCentavos: money,
    vat: z.object({
      vatableSalesCentavos: money,
      vatCentavos: money,
      vatExemptSalesCentavos: money,
      zeroRatedSalesCentavos: money,
      nonVatSalesCentavos: money,
    }),
    tenders: byTenderSchema,
    refunds: byTenderSchema,
    cash: z.object({
      openingFundCentavos: money,
      cashInCentavos: money,
      cashOutCentavos: money,
      declaredCentavos: money.nullable(),
      expectedCentavos: money.nullable(),
      shortOverCentavos: money.nullable(),
    }),
  })
  .meta({ id: 'ReadingFigures' });

/** A reading in a list. */
export const readingSummarySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['x', 'z']),
    readingNo: z.number(),
    /** "X 00000003", "Z 00000012". */
    number: z.string(),
    terminalId: z.uuid(),
    terminalName: z.string(),
    shiftId: z.uuid().nullable(),
    businessDate: z.string(),
    createdAt: z.string(),
    createdByName: z.string(),
    grossCentavos: money,
    netCentavos: money,
    reprints: z.number(),
  })
  .meta({ id: 'ReadingSummary' });
export type ReadingSummary = z.infer<typeof readingSummarySchema>;

export const readingSchema = readingSummarySchema
  .extend({ figures: readingFiguresSchema })
  .meta({ id: 'Reading' });
export type Reading = z.infer<typeof readingSchema>;

export const readingsListQuerySchema = z.object({
  terminalId: z.uuid().optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  kind: z.enum(['x', 'z']).optional(),
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(200).default(50),
});

/** The Z-reading of the business date the cashier confirmed (a stale screen is refused, not read). */
export const takeZReadingSchema = z.strictObject({ businessDate: dateSchema });

export const grandTotalResetSchema = z.strictObject({
  reason: z.string().trim().min(5, 'Say why the grand total is reset (at least 5 characters)').max(500),
});

export const readingsContract = {
  takeXReading: endpoint({
    method: 'post',
    path: '/api/shifts/{id}/x-reading',
    params: idParamSchema,
    response: readingSchema,
    status: 201,
  }),
  takeZReading: endpoint({
    method: 'post',
    path: '/api/shifts/z-reading',
    body: takeZReadingSchema,
    response: readingSchema,
    status: 201,
  }),
  listReadings: endpoint({
    method: 'get',
    path: '/api/shifts/readings',
    query: readingsListQuerySchema,
    response: z.object({ items: z.array(readingSummarySchema), total: z.number() }),
  }),
  getReading: endpoint({
    method: 'get',
    path: '/api/shifts/readings/{id}',
    params: idParamSchema,
    response: readingSchema,
  }),
  reprintReading: endpoint({
    method: 'post',
    path: '/api/shifts/readings/{id}/reprints',
    params: idParamSchema,
    response: z.object({ printedAt: z.string(), reading: readingSchema }),
    status: 201,
  }),
  resetGrandTotal: endpoint({
    method: 'post',
    path: '/api/pos/terminals/{id}/grand-total-reset',
    params: idParamSchema,
    body: grandTotalResetSchema,
    response: z.object({
      terminalId: z.uuid(),
      resetCounter: z.number(),
      previousTotalCentavos: money,
      resetAt: z.string(),
    }),
    status: 201,
  }),
};
