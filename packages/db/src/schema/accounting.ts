import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { terminals } from './sales.ts';

/**
 * Issue 22 (migration 0015): the general ledger. Journal entries and their lines are append-only (a
 * correction is a reversing entry) and each entry balances, checked at commit by a deferred constraint
 * trigger the migration writes (drizzle cannot say it).
 */
export const glAccounts = pgTable(
  'gl_accounts',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    normalBalance: text('normal_balance').notNull(),
    cashFlow: text('cash_flow').notNull(),
    /** The posting key documents name it by (domain POSTING_KEYS); null for the accountant's own. */
    key: text('key'),
    /** For a key kept per terminal (cash on hand): the terminal whose drawer it is. */
    terminalId: uuid('terminal_id').references(() => terminals.id),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gl_accounts_code_unique').on(t.code)],
);

/** A month's state; a month with no row is open. */
export const accountingPeriods = pgTable(
  'accounting_periods',
  {
    month: date('month').primaryKey(),
    status: text('status').notNull(),
    closedBy: text('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reopenedBy: text('reopened_by').references(() => users.id),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
  },
  (t) => [check('accounting_periods_status', sql`${t.status} IN ('open', 'closed')`)],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey(),
    entryNo: bigint('entry_no', { mode: 'number' }).generatedAlwaysAsIdentity(),
    entryDate: date('entry_date').notNull(),
    documentDate: date('document_date').notNull(),
    lateNote: text('late_note'),
    memo: text('memo').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    sourceNumber: text('source_number'),
    reversesEntryId: uuid('reverses_entry_id'),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull(),
    postedBy: text('posted_by').references(() => users.id),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_no').on(t.entryNo),
    uniqueIndex('journal_entries_source').on(t.sourceType, t.sourceId),
    index('journal_entries_date').on(t.entryDate, t.entryNo),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    lineNo: integer('line_no').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => glAccounts.id),
    entryDate: date('entry_date').notNull(),
    debitCentavos: bigint('debit_centavos', { mode: 'number' }).notNull().default(0),
    creditCentavos: bigint('credit_centavos', { mode: 'number' }).notNull().default(0),
    memo: text('memo'),
  },
  (t) => [
    primaryKey({ name: 'journal_lines_pk', columns: [t.entryId, t.lineNo] }),
    index('journal_lines_account_date').on(t.accountId, t.entryDate),
  ],
);
