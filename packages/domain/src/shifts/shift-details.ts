import { z } from 'zod';
import { centavosAnswer } from '../money/centavos.ts';
import { documentLayoutSchema } from '../sales/document-layout.ts';
import { CASH_SLIP_KINDS, CASH_SLIP_REASON_KINDS, tenderFigureSchema } from './shift-close.ts';
import { shiftSchema } from './shift-schemas.ts';

/** The answers of the shift's slips and its closing (one schema each, the server's and the web's). */

export const cashSlipSchema = z
  .object({
    id: z.string(),
    shiftId: z.string(),
    slipNo: z.number(),
    /** As printed: "00000003". */
    slipNumber: z.string(),
    businessDate: z.string(),
    kind: z.enum(CASH_SLIP_KINDS),
    reasonKind: z.enum(CASH_SLIP_REASON_KINDS),
    reason: z.string(),
    amountCentavos: centavosAnswer,
    createdByName: z.string(),
    approvedByName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CashSlip' });
export type CashSlip = z.output<typeof cashSlipSchema>;

/** A slip as recorded, with the document printed for it. */
export const cashSlipDoneSchema = z
  .object({ slip: cashSlipSchema, document: documentLayoutSchema })
  .meta({ id: 'CashSlipDone' });
export type CashSlipDone = z.output<typeof cashSlipDoneSchema>;

/** A shift with its figures: the tenders expected vs declared (closed shifts), its count and its slips. */
export const shiftDetailSchema = shiftSchema
  .extend({
    tenders: z.array(tenderFigureSchema).nullable(),
    declaredCount: z.record(z.string(), z.number()).nullable(),
    closeNote: z.string().nullable(),
    slips: z.array(cashSlipSchema),
  })
  .meta({ id: 'ShiftDetail' });
export type ShiftDetail = z.output<typeof shiftDetailSchema>;

/** The answer to a closing: only now does the cashier see what was expected. */
export const shiftClosedSchema = z
  .object({ shift: shiftDetailSchema, document: documentLayoutSchema })
  .meta({ id: 'ShiftClosed' });
export type ShiftClosed = z.output<typeof shiftClosedSchema>;

export const shiftHandedOverSchema = z
  .object({ closed: shiftDetailSchema, document: documentLayoutSchema, opened: shiftSchema })
  .meta({ id: 'ShiftHandedOver' });
export type ShiftHandedOver = z.output<typeof shiftHandedOverSchema>;

const day = z.iso.date({ error: 'A date as YYYY-MM-DD' });
export const shiftListQuerySchema = z.object({
  terminalId: z.uuid().optional(),
  from: day.optional(),
  to: day.optional(),
});
export type ShiftListQuery = z.output<typeof shiftListQuerySchema>;
