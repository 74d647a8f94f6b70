import { z } from 'zod';
import { asCentavos, type Centavos, centavosAnswer, toCentavos } from '../money/centavos.ts';
import { MONEY_TENDERS, type MoneyTender, TENDER_METHODS, type TenderMethod } from '../sales/sale-schemas.ts';
import { cashCountSchema } from './denominations.ts';

/**
 * Closing a shift: the blind count (the cashier declares the drawer before seeing what it should hold),
 * the expected money per tender, and short/over (issue 21, PH-RULES §4). Cash slips: money put into or
 * taken out of the drawer during a shift, each a numbered slip.
 */

const money = (what: string, min = 0) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`${what} must be in whole centavos`)
    .min(min, min > 0 ? `${what} must be more than zero` : `${what} cannot be below zero`)
    .max(100_000_000_00, `${what} is too large`);

/** A manager's (or, for a hand-over, the next cashier's) e-mail and password, checked on the spot. */
export const credentialsSchema = z
  .object({ email: z.string().trim().toLowerCase().max(200), password: z.string().max(200) })
  .strict();

export const CASH_SLIP_KINDS = ['cash_in', 'cash_out'] as const;
export type CashSlipKind = (typeof CASH_SLIP_KINDS)[number];
/** Float: change money added; pickup: cash taken to the safe; payout: petty expense; withdrawal: owner. */
export const CASH_SLIP_REASON_KINDS = ['float', 'pickup', 'payout', 'withdrawal', 'other'] as const;
export type CashSlipReasonKind = (typeof CASH_SLIP_REASON_KINDS)[number];

export const cashSlipInputSchema = z
  .object({
    kind: z.enum(CASH_SLIP_KINDS, { error: 'Choose cash in or cash out' }),
    reasonKind: z.enum(CASH_SLIP_REASON_KINDS, { error: 'Choose a reason' }),
    reason: z.string().trim().min(1, 'Say what the money is for').max(200, 'At most 200 characters'),
    amountCentavos: asCentavos(money('the amount', 1)),
    approval: credentialsSchema.nullish().transform((v) => v ?? null),
  })
  .strict()
  .meta({ id: 'CashSlipInput' });
export type CashSlipInput = z.output<typeof cashSlipInputSchema>;

/**
 * The tenders other than cash the cashier declares at closing (card slips, e-wallet totals, checks); a
 * charge to an account and loyalty points bring nothing into the drawer and are not counted (issue 23).
 */
export const NON_CASH_TENDERS = MONEY_TENDERS.filter((m) => m !== 'cash') as Exclude<MoneyTender, 'cash'>[];

export const closeShiftSchema = z
  .object({
    /** The cash in the drawer, by denomination. */
    declaredCount: cashCountSchema,
    /** The other tenders' totals as counted (a tender left out is declared as zero). */
    declared: z
      .partialRecord(z.enum(NON_CASH_TENDERS as [string, ...string[]]), money('the amount'))
      .default({}),
    note: z
      .string()
      .trim()
      .max(500, 'At most 500 characters')
      .nullish()
      .transform((v) => v || null),
    /** A manager's approval when short or over by more than the store allows. */
    approval: credentialsSchema.nullish().transform((v) => v ?? null),
  })
  .strict()
  .meta({ id: 'CloseShift' });
export type CloseShiftInput = z.input<typeof closeShiftSchema>;
export type CloseShift = z.output<typeof closeShiftSchema>;

export const handOverSchema = closeShiftSchema
  .extend({
    /** The cashier taking the drawer over signs in with their e-mail and password. */
    nextCashier: credentialsSchema,
  })
  .strict()
  .meta({ id: 'HandOverShift' });
export type HandOver = z.output<typeof handOverSchema>;

/** What the drawer should hold, by tender (each tender's money that came in less what went out). */
export interface ShiftMoney {
  openingFundCentavos: number;
  /** Payments of the shift's sales by tender (voided sales included: the money came in). */
  payments: readonly { method: string; amountCentavos: number }[];
  /** Paid back for voids made in this shift (the voided sales' payments), by tender. */
  voidRefunds: readonly { method: string; amountCentavos: number }[];
  /** Paid back for returns made in this shift, by refund tender. */
  returnRefunds: readonly { method: string; amountCentavos: number }[];
  cashInCentavos: number;
  cashOutCentavos: number;
}

export type TenderAmounts = Record<TenderMethod, Centavos>;

const isTender = (m: string): m is TenderMethod => (TENDER_METHODS as readonly string[]).includes(m);

/**
 * Expected per tender: payments − void refunds − return refunds; cash also + opening fund + cash in −
 * cash out. A refund by store credit is no drawer money and is not counted.
 */
export function expectedByTender(m: ShiftMoney): TenderAmounts {
  const out = Object.fromEntries(TENDER_METHODS.map((t) => [t, 0])) as Record<TenderMethod, number>;
  for (const p of m.payments) if (isTender(p.method)) out[p.method] += p.amountCentavos;
  for (const r of [...m.voidRefunds, ...m.returnRefunds])
    if (isTender(r.method)) out[r.method] -= r.amountCentavos;
  out.cash += m.openingFundCentavos + m.cashInCentavos - m.cashOutCentavos;
  return Object.fromEntries(TENDER_METHODS.map((t) => [t, toCentavos(out[t])])) as TenderAmounts;
}

export const tenderFigureSchema = z.object({
  method: z.enum(TENDER_METHODS),
  expectedCentavos: centavosAnswer,
  declaredCentavos: centavosAnswer,
  /** Declared − expected: negative is short, positive is over. */
  differenceCentavos: centavosAnswer,
});
export type TenderFigure = z.output<typeof tenderFigureSchema>;

/**
 * Expected vs declared per money tender (a charge and points are not in the drawer): cash always, another
 * tender when it was expected or declared. The
 * cash row's difference is the shift's short/over.
 */
export function tenderFigures(
  expected: TenderAmounts,
  declaredCash: number,
  declared: Partial<Record<TenderMethod, number>>,
): TenderFigure[] {
  return MONEY_TENDERS.flatMap((method) => {
    const e = expected[method];
    const d = method === 'cash' ? declaredCash : (declared[method] ?? 0);
    if (method !== 'cash' && e === 0 && d === 0) return [];
    return [
      {
        method,
        expectedCentavos: e,
        declaredCentavos: toCentavos(d),
        differenceCentavos: toCentavos(d - e),
      },
    ];
  });
}

/** Whether a short or over of this size needs a manager's sign-off (strictly above the limit). */
export const shortOverNeedsApproval = (shortOverCentavos: number, limitCentavos: number) =>
  Math.abs(shortOverCentavos) > limitCentavos;
