import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { terminals } from './sales.ts';

/**
 * Issue 21 (migration 0014): a terminal's cash drawer sessions, its cash slips, its X and Z readings and
 * the resets of its grand total. Shifts are updated once, when they close (a trigger refuses changes to a
 * closed shift); everything else here is append-only.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey(),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    shiftNo: bigint('shift_no', { mode: 'number' }).notNull(),
    cashierId: text('cashier_id')
      .notNull()
      .references(() => users.id),
    businessDate: date('business_date').notNull(),
    openedBy: text('opened_by')
      .notNull()
      .references(() => users.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openingFundCentavos: bigint('opening_fund_centavos', { mode: 'number' }).notNull(),
    /** Bills and coins counted at opening: { "100000": 2, … } (denomination in centavos → count). */
    openingCount: jsonb('opening_count'),
    handedOverFrom: uuid('handed_over_from'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => users.id),
    /** The blind count: cash by denomination, and what was declared per tender. */
    declaredCount: jsonb('declared_count'),
    declared: jsonb('declared'),
    /** What the shift's documents say each tender should hold, computed at closing. */
    expected: jsonb('expected'),
    declaredCashCentavos: bigint('declared_cash_centavos', { mode: 'number' }),
    expectedCashCentavos: bigint('expected_cash_centavos', { mode: 'number' }),
    /** Declared − expected cash: negative is short, positive is over. */
    shortOverCentavos: bigint('short_over_centavos', { mode: 'number' }),
    approvedBy: text('approved_by').references(() => users.id),
    closeNote: text('close_note'),
  },
  (t) => [
    uniqueIndex('shifts_terminal_no').on(t.terminalId, t.shiftNo),
    uniqueIndex('shifts_one_open').on(t.terminalId).where(sql`${t.closedAt} IS NULL`),
    index('shifts_terminal_date').on(t.terminalId, t.businessDate),
    check('shifts_fund', sql`${t.openingFundCentavos} >= 0`),
  ],
);

/** Cash put into or taken out of a drawer during a shift (float, pick-up to the safe, payout): a numbered slip. */
export const cashSlips = pgTable(
  'cash_slips',
  {
    id: uuid('id').primaryKey(),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id),
    slipNo: bigint('slip_no', { mode: 'number' }).notNull(),
    businessDate: date('business_date').notNull(),
    kind: text('kind').notNull(),
    reasonKind: text('reason_kind').notNull(),
    reason: text('reason').notNull(),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    approvedBy: text('approved_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cash_slips_terminal_no').on(t.terminalId, t.slipNo),
    index('cash_slips_shift').on(t.shiftId),
    check('cash_slips_kind', sql`${t.kind} IN ('cash_in', 'cash_out')`),
    check(
      'cash_slips_reason_kind',
      sql`${t.reasonKind} IN ('float', 'pickup', 'payout', 'withdrawal', 'other')`,
    ),
    check('cash_slips_amount', sql`${t.amountCentavos} > 0`),
  ],
);

/** An X-reading (a shift's, resets nothing) or a Z-reading (the terminal's day): every figure as printed. */
export const readings = pgTable(
  'readings',
  {
    id: uuid('id').primaryKey(),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    kind: text('kind').notNull(),
    /** X: the terminal's X series; Z: the Z counter. */
    readingNo: bigint('reading_no', { mode: 'number' }).notNull(),
    shiftId: uuid('shift_id').references(() => shifts.id),
    businessDate: date('business_date').notNull(),
    figures: jsonb('figures').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('readings_terminal_kind_no').on(t.terminalId, t.kind, t.readingNo),
    uniqueIndex('readings_one_z_a_day').on(t.terminalId, t.businessDate).where(sql`${t.kind} = 'z'`),
    index('readings_date').on(t.businessDate),
    check('readings_kind', sql`${t.kind} IN ('x', 'z')`),
  ],
);

/** A recorded reset of a terminal's accumulated grand total (admin, with a reason). */
export const grandTotalResets = pgTable(
  'grand_total_resets',
  {
    id: uuid('id').primaryKey(),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    resetCounter: bigint('reset_counter', { mode: 'number' }).notNull(),
    previousTotalCentavos: bigint('previous_total_centavos', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    resetBy: text('reset_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grand_total_resets_terminal_counter').on(t.terminalId, t.resetCounter)],
);
