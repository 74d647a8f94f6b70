import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

/**
 * Operations (/api/operations/today): the manager's day on one page, over the branches the manager works
 * in (or one of them). It writes nothing: every figure is read from the documents the other modules keep,
 * and every item links to the screen where it is handled.
 *
 * - terminals: each active terminal's state now (see `terminalStatus`), its open shift and last Z-reading;
 * - shifts: the shifts opened or closed today (Asia/Manila), with the drawer's expected and declared cash;
 * - sales: today's completed invoices (by their business date), cash taken, voids and returns;
 * - waiting: the documents that wait for someone (an approval, an issue, a receipt), by kind;
 * - stock: products low or out, lots expiring within the store's warning days, expired lots still in stock.
 */

/** A terminal now: selling (a shift is open), no shift open, its Z-reading due (a past day left open), or its day closed. */
export const TERMINAL_STATUSES = ['selling', 'no_shift', 'z_due', 'day_closed'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

/** Documents that wait for someone, each counted over the person's branches (expenses are company-wide). */
export const WAITING_KINDS = [
  /** Expenses submitted and not yet approved or rejected. */
  'expenses_to_approve',
  /** Expenses approved and not yet paid. */
  'expenses_to_pay',
  /** Purchase orders submitted for approval. */
  'orders_to_approve',
  /** Purchase orders approved or partly received: goods still to arrive. */
  'orders_to_receive',
  /** Transfer slips requested from one of the branches, waiting for its approval. */
  'transfers_to_approve',
  /** Transfer slips approved at a sending branch, waiting to be issued. */
  'transfers_to_issue',
  /** Transfer slips in transit to one of the branches, waiting to be received. */
  'transfers_to_receive',
  /** Transfer slips received with a difference still open (found, returned or written off). */
  'transfer_differences',
  /** Stock counts started and not yet posted. */
  'counts_open',
] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

const money = z.number().int();

export const operationsQuerySchema = z.object({
  /** One of the person's branches; none: every branch they work in (the switcher's choice first). */
  branchId: z.uuid().optional(),
});

export const operationsTodaySchema = z
  .object({
    /** Today in Asia/Manila. */
    today: z.string(),
    /** The branch the page is of; null: every branch the person works in. */
    branchName: z.string().nullable(),
    terminals: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        branch: z.string(),
        location: z.string(),
        /** The terminal's business date (the date its next sale carries). */
        businessDate: z.string(),
        status: z.enum(TERMINAL_STATUSES),
        openShift: z
          .object({
            id: z.uuid(),
            cashier: z.string(),
            openedAt: z.string(),
            openingFundCentavos: money,
          })
          .nullable(),
        /** The date whose Z-reading is due (status z_due), else null. */
        zDueDate: z.string().nullable(),
        lastZ: z.object({ number: z.string(), businessDate: z.string(), takenAt: z.string() }).nullable(),
      }),
    ),
    shifts: z.object({
      open: z.number().int(),
      closed: z.number().int(),
      /** Sums over today's closed shifts. */
      expectedCentavos: money,
      declaredCentavos: money,
      shortOverCentavos: money,
      items: z.array(
        z.object({
          id: z.uuid(),
          terminal: z.string(),
          cashier: z.string(),
          openedAt: z.string(),
          closedAt: z.string().nullable(),
          expectedCentavos: money.nullable(),
          declaredCentavos: money.nullable(),
          shortOverCentavos: money.nullable(),
        }),
      ),
    }),
    sales: z.object({
      invoices: z.number().int(),
      totalCentavos: money,
      /** Cash received less change, of today's invoices. */
      cashCentavos: money,
      voids: z.object({ count: z.number().int(), totalCentavos: money }),
      returns: z.object({ count: z.number().int(), totalCentavos: money }),
    }),
    waiting: z.array(
      z.object({
        kind: z.enum(WAITING_KINDS),
        count: z.number().int(),
        /** When the oldest of them started waiting (submitted, approved, issued…), null when none. */
        oldestAt: z.string().nullable(),
        /** Their amount where they have one (expenses, purchase orders), else null. */
        amountCentavos: money.nullable(),
      }),
    ),
    stock: z.object({
      low: z.number().int(),
      out: z.number().int(),
      expiringLots: z.number().int(),
      expiredLots: z.number().int(),
      /** The expiry warning, in days: the person's inventory settings (the one their stock alerts use). */
      expiryWarningDays: z.number().int(),
    }),
  })
  .meta({ id: 'OperationsToday' });
export type OperationsToday = z.output<typeof operationsTodaySchema>;

export const operationsContract = {
  getToday: endpoint({
    method: 'get',
    path: '/api/operations/today',
    query: operationsQuerySchema,
    response: operationsTodaySchema,
  }),
};

/**
 * A terminal's state from its day and shift: a day left open on a past date is due its Z-reading before
 * anything else; then an open shift sells; a day whose Z-reading is taken (the business date moved past
 * today) is closed; otherwise no shift is open.
 */
export function terminalStatus(
  t: { businessDate: string; dayOpen: boolean; openShift: boolean },
  today: string,
): TerminalStatus {
  if (t.dayOpen && t.businessDate < today) return 'z_due';
  if (t.openShift) return 'selling';
  if (t.businessDate > today) return 'day_closed';
  return 'no_shift';
}
