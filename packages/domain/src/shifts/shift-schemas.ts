import { z } from 'zod';
import { centavosAnswer } from '../money/centavos.ts';
import { cashCountSchema } from './denominations.ts';

/**
 * A shift is one cash drawer session at one terminal: a cashier opens it with an opening fund, sells,
 * takes cash in and out on numbered slips, and closes it with a blind count. One open shift per
 * terminal; a sale needs one (issue 21, decision 0008).
 */

const money = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`${what} must be in whole centavos`)
    .min(0, `${what} cannot be below zero`)
    .max(100_000_000_00, `${what} is too large`);

export const openShiftSchema = z
  .object({
    /** The cash put in the drawer to make change. */
    openingFundCentavos: money('the opening fund'),
    /** Optional: the fund counted by denomination (its total must equal the fund). */
    openingCount: cashCountSchema.optional(),
  })
  .strict()
  .meta({ id: 'OpenShift' });
export type OpenShift = z.output<typeof openShiftSchema>;

export const SHIFT_STATUSES = ['open', 'closed'] as const;

export const shiftSchema = z
  .object({
    id: z.string(),
    terminalId: z.string(),
    terminalName: z.string(),
    shiftNo: z.number(),
    cashierId: z.string(),
    cashierName: z.string(),
    businessDate: z.string(),
    openedAt: z.string(),
    openingFundCentavos: centavosAnswer,
    openingCount: z.record(z.string(), z.number()).nullable(),
    /** The shift this one took the drawer over from (a hand-over), if any. */
    handedOverFrom: z.string().nullable(),
    status: z.enum(SHIFT_STATUSES),
    closedAt: z.string().nullable(),
    closedByName: z.string().nullable(),
    declaredCashCentavos: centavosAnswer.nullable(),
    expectedCashCentavos: centavosAnswer.nullable(),
    /** Declared − expected cash: negative is short, positive is over (null while open). */
    shortOverCentavos: centavosAnswer.nullable(),
    approvedByName: z.string().nullable(),
  })
  .meta({ id: 'Shift' });
export type Shift = z.output<typeof shiftSchema>;

/** What the register asks first: this terminal's open shift, its business date, and whether a Z is due. */
export const terminalShiftStateSchema = z
  .object({
    shift: shiftSchema.nullable(),
    businessDate: z.string(),
    /** The business date whose Z-reading must be printed before the terminal sells again (null: none due). */
    zReadingDue: z.string().nullable(),
  })
  .meta({ id: 'TerminalShiftState' });
export type TerminalShiftState = z.output<typeof terminalShiftStateSchema>;
