import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { sales, terminals } from './sales.ts';
import { shifts } from './shifts.ts';

/**
 * Issue 23 (migration 0016): customers, the customer ledger with its allocations, collection receipts,
 * the loyalty points ledger, consent events and marketing. The ledgers are append-only (a trigger); the
 * one update allowed moves rows to the surviving record of a merge.
 */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey(),
  customerNo: bigint('customer_no', { mode: 'number' }).generatedAlwaysAsIdentity(),
  kind: text('kind').notNull().default('individual'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  businessName: text('business_name'),
  /** "Last, First" for a person, the business name for a business: what lists and invoices show. */
  displayName: text('display_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  city: text('city'),
  province: text('province'),
  zipCode: text('zip_code'),
  country: text('country').notNull().default('Philippines'),
  tin: text('tin'),
  registeredAddress: text('registered_address'),
  farmLocation: text('farm_location'),
  /** Crops grown or animals raised, as the store writes them. */
  raises: text('raises'),
  seniorPwdKind: text('senior_pwd_kind'),
  seniorPwdId: text('senior_pwd_id'),
  tags: text('tags').array().notNull().default([]),
  notes: text('notes'),
  /** 0: no credit (cash only). */
  creditLimitCentavos: bigint('credit_limit_centavos', { mode: 'number' }).notNull().default(0),
  creditTermsDays: integer('credit_terms_days').notNull().default(30),
  /** Charges fall due at the end of this month (harvest) instead of after the terms' days. */
  harvestMonth: smallint('harvest_month'),
  consentSms: boolean('consent_sms').notNull().default(false),
  consentEmail: boolean('consent_email').notNull().default(false),
  consentAt: timestamp('consent_at', { withTimezone: true }),
  privacyNoticeVersion: text('privacy_notice_version'),
  isActive: boolean('is_active').notNull().default(true),
  mergedIntoId: uuid('merged_into_id'),
  /** Kept by a trigger (fbms_customers_search_text). */
  searchText: text('search_text').notNull().default(''),
  version: integer('version').notNull().default(1),
  createdBy: text('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const collectionReceipts = pgTable('collection_receipts', {
  id: uuid('id').primaryKey(),
  receiptNo: text('receipt_no').notNull(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id),
  businessDate: date('business_date').notNull(),
  amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
  method: text('method').notNull(),
  reference: text('reference'),
  bank: text('bank'),
  checkNumber: text('check_number'),
  checkDate: date('check_date'),
  terminalId: uuid('terminal_id').references(() => terminals.id),
  shiftId: uuid('shift_id').references(() => shifts.id),
  status: text('status').notNull().default('valid'),
  bouncedAt: timestamp('bounced_at', { withTimezone: true }),
  bouncedBy: text('bounced_by').references(() => users.id),
  bounceReason: text('bounce_reason'),
  notes: text('notes'),
  requestHash: text('request_hash').notNull(),
  createdBy: text('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customerLedger = pgTable('customer_ledger', {
  id: uuid('id').primaryKey(),
  entryNo: bigint('entry_no', { mode: 'number' }).generatedAlwaysAsIdentity(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id),
  entryDate: date('entry_date').notNull(),
  /** charge | payment | void | return | store_credit | credit_used | bounce | adjustment */
  kind: text('kind').notNull(),
  /** > 0: the customer owes more; < 0: less. */
  amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
  dueDate: date('due_date'),
  saleId: uuid('sale_id').references(() => sales.id),
  returnId: uuid('return_id'),
  receiptId: uuid('receipt_id').references(() => collectionReceipts.id),
  /** The document's number as printed (invoice, CR, return slip). */
  reference: text('reference').notNull(),
  memo: text('memo'),
  createdBy: text('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customerAllocations = pgTable('customer_allocations', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id),
  creditEntryId: uuid('credit_entry_id')
    .notNull()
    .references(() => customerLedger.id),
  debitEntryId: uuid('debit_entry_id')
    .notNull()
    .references(() => customerLedger.id),
  amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
  /** The due date of the debit paid (its entry date when it has none): the ageing bucket of the payment. */
  debitDueDate: date('debit_due_date').notNull(),
  /** The business date the allocation took effect: the later of its two rows, or a bounce's date. */
  appliedOn: date('applied_on').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loyaltyLedger = pgTable('loyalty_ledger', {
  id: uuid('id').primaryKey(),
  entryNo: bigint('entry_no', { mode: 'number' }).generatedAlwaysAsIdentity(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id),
  entryDate: date('entry_date').notNull(),
  /** earn | redeem | reverse | expire | adjust */
  kind: text('kind').notNull(),
  points: integer('points').notNull(),
  expiresOn: date('expires_on'),
  saleId: uuid('sale_id').references(() => sales.id),
  returnId: uuid('return_id'),
  memo: text('memo'),
  createdBy: text('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const consentEvents = pgTable('consent_events', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id),
  channel: text('channel').notNull(),
  granted: boolean('granted').notNull(),
  noticeVersion: text('notice_version'),
  source: text('source').notNull(),
  recordedBy: text('recorded_by').references(() => users.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const marketingSegments = pgTable('marketing_segments', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  rule: jsonb('rule').notNull(),
  createdBy: text('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const marketingCampaigns = pgTable('marketing_campaigns', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  channel: text('channel').notNull(),
  segmentId: uuid('segment_id').references(() => marketingSegments.id, { onDelete: 'set null' }),
  rule: jsonb('rule').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  status: text('status').notNull().default('draft'),
  createdBy: text('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentBy: text('sent_by').references(() => users.id),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const marketingMessages = pgTable('marketing_messages', {
  id: uuid('id').primaryKey(),
  campaignId: uuid('campaign_id')
    .notNull()
    .references(() => marketingCampaigns.id),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id),
  channel: text('channel').notNull(),
  recipient: text('recipient'),
  /** queued | sent | failed | opted_out */
  status: text('status').notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
