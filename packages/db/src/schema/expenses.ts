import { bigint, boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { glAccounts } from './accounting.ts';
import { users } from './auth.ts';
import { bytea } from './platform.ts';
import { terminals } from './sales.ts';

/** Issue 22 (migration 0015): expense categories, expenses, their receipts and recurring expenses. */
export const expenseCategories = pgTable('expense_categories', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  birClassification: text('bir_classification').notNull(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => glAccounts.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const recurringExpenses = pgTable('recurring_expenses', {
  id: uuid('id').primaryKey(),
  description: text('description').notNull(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => expenseCategories.id),
  vendorName: text('vendor_name'),
  vendorTin: text('vendor_tin'),
  amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
  inputVatCentavos: bigint('input_vat_centavos', { mode: 'number' }).notNull().default(0),
  paymentMethod: text('payment_method').notNull(),
  interval: text('interval').notNull(),
  nextDate: date('next_date').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: text('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const expenses = pgTable('expenses', {
  id: uuid('id').primaryKey(),
  number: text('number').notNull(),
  description: text('description').notNull(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => expenseCategories.id),
  expenseDate: date('expense_date').notNull(),
  vendorName: text('vendor_name'),
  vendorTin: text('vendor_tin'),
  /** What was paid in all, VAT included (before withholding). */
  amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
  /** Input VAT, from a VAT invoice only: at most 12/112 of the amount. */
  inputVatCentavos: bigint('input_vat_centavos', { mode: 'number' }).notNull().default(0),
  withholdingAtc: text('withholding_atc'),
  withholdingRateBp: integer('withholding_rate_bp'),
  withholdingCentavos: bigint('withholding_centavos', { mode: 'number' }).notNull().default(0),
  paymentMethod: text('payment_method').notNull(),
  terminalId: uuid('terminal_id').references(() => terminals.id),
  status: text('status').notNull().default('draft'),
  notes: text('notes'),
  recurringId: uuid('recurring_id').references(() => recurringExpenses.id),
  createdBy: text('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  submittedBy: text('submitted_by').references(() => users.id),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  approvedBy: text('approved_by').references(() => users.id),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  paidBy: text('paid_by').references(() => users.id),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  rejectedReason: text('rejected_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const expenseAttachments = pgTable('expense_attachments', {
  expenseId: uuid('expense_id')
    .primaryKey()
    .references(() => expenses.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  type: text('type').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: text('uploaded_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
