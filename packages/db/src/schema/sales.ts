import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { locations } from './inventory.ts';

/**
 * A browser enrolled as a POS terminal by a manager. It proves itself with a secret kept in an HttpOnly
 * cookie (only its SHA-256 is stored). Each terminal has its own gap-free invoice series that never
 * resets: the next number is taken inside the sale's transaction, so a failed sale gives it back.
 */
export const terminals = pgTable(
  'terminals',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    /** BIR Machine Identification Number, serial number and Permit to Use / Acknowledgement Certificate. */
    min: text('min'),
    serialNumber: text('serial_number'),
    ptuNumber: text('ptu_number'),
    ptuDate: date('ptu_date'),
    secretHash: text('secret_hash').notNull(),
    nextInvoiceNo: bigint('next_invoice_no', { mode: 'number' }).notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    enrolledBy: text('enrolled_by').references(() => users.id),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * The business date its next document carries (Manila). A Z-reading moves it to the next day; a
     * terminal whose day is open (`dayOpen`: a document was issued on it) must print that day's Z-reading
     * before it sells on a later calendar day. Issue 21, decision 0008.
     */
    businessDate: date('business_date').notNull().default(sql`((now() AT TIME ZONE 'Asia/Manila')::date)`),
    dayOpen: boolean('day_open').notNull().default(false),
    /** The shift (cash drawer session) open on it; sales need one. shifts.ts */
    openShiftId: uuid('open_shift_id'),
    nextShiftNo: bigint('next_shift_no', { mode: 'number' }).notNull().default(1),
    nextVoidNo: bigint('next_void_no', { mode: 'number' }).notNull().default(1),
    nextReturnNo: bigint('next_return_no', { mode: 'number' }).notNull().default(1),
    nextSlipNo: bigint('next_slip_no', { mode: 'number' }).notNull().default(1),
    nextXNo: bigint('next_x_no', { mode: 'number' }).notNull().default(1),
    zCounter: bigint('z_counter', { mode: 'number' }).notNull().default(0),
    resetCounter: bigint('reset_counter', { mode: 'number' }).notNull().default(0),
    /** The accumulated grand total (gross sales, decision 0008): only a recorded reset zeroes it. */
    grandTotalCentavos: bigint('grand_total_centavos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('terminals_name_lower').on(sql`lower(${t.name})`),
    uniqueIndex('terminals_secret').on(t.secretHash),
    check('terminals_next_invoice', sql`${t.nextInvoiceNo} >= 1`),
  ],
);

/**
 * A completed sale: its id is minted by the POS when the cart opens (the idempotency key); the request's
 * hash tells a resend from a different sale under the same id. Totals in centavos as computed by the
 * domain's computeTotals from the server's own prices. Seller and terminal blocks are copied in, so a
 * reprint shows what the invoice said that day.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey(),
    requestHash: text('request_hash').notNull(),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    invoiceNo: bigint('invoice_no', { mode: 'number' }).notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    cashierId: text('cashier_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('completed'),
    customerName: text('customer_name'),
    customerAddress: text('customer_address'),
    customerTin: text('customer_tin'),
    /** The customer record (issue 23; the foreign key is in migration 0016); a charge sale must name one. */
    customerId: uuid('customer_id'),
    /** A charge invoice's due date. */
    dueDate: date('due_date'),
    /** The loyalty points its invoice prints: earned, redeemed, balance after it (migration 0017). */
    loyalty: jsonb('loyalty'),
    /** Senior citizen / PWD discount: kind, beneficiary type, name, ID number (and TIN when given). */
    statutory: jsonb('statutory'),
    beneficiaryIdNumber: text('beneficiary_id_number'),
    vatRegistered: boolean('vat_registered').notNull(),
    grossCentavos: bigint('gross_centavos', { mode: 'number' }).notNull(),
    promoCentavos: bigint('promo_centavos', { mode: 'number' }).notNull(),
    bnpcCentavos: bigint('bnpc_centavos', { mode: 'number' }).notNull(),
    scPwdCentavos: bigint('sc_pwd_centavos', { mode: 'number' }).notNull(),
    vatRemovedCentavos: bigint('vat_removed_centavos', { mode: 'number' }).notNull(),
    bnpcBaseCentavos: bigint('bnpc_base_centavos', { mode: 'number' }).notNull(),
    vatableSalesCentavos: bigint('vatable_sales_centavos', { mode: 'number' }).notNull(),
    vatCentavos: bigint('vat_centavos', { mode: 'number' }).notNull(),
    vatExemptSalesCentavos: bigint('vat_exempt_sales_centavos', { mode: 'number' }).notNull(),
    zeroRatedSalesCentavos: bigint('zero_rated_sales_centavos', { mode: 'number' }).notNull(),
    nonVatSalesCentavos: bigint('non_vat_sales_centavos', { mode: 'number' }).notNull(),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull(),
    tenderedCentavos: bigint('tendered_centavos', { mode: 'number' }).notNull(),
    changeCentavos: bigint('change_centavos', { mode: 'number' }).notNull(),
    orderPromo: jsonb('order_promo'),
    seller: jsonb('seller').notNull(),
    terminalBlock: jsonb('terminal_block').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The terminal's business date when it was issued (its Z-reading reads it). */
    businessDate: date('business_date').notNull(),
    /** The shift it was rung up in (null: sold before shifts existed, issue 21). */
    shiftId: uuid('shift_id'),
  },
  (t) => [
    uniqueIndex('sales_terminal_invoice').on(t.terminalId, t.invoiceNo),
    index('sales_terminal_business_date').on(t.terminalId, t.businessDate),
    index('sales_shift').on(t.shiftId),
    index('sales_created').on(t.createdAt),
    index('sales_cashier_created').on(t.cashierId, t.createdAt),
    index('sales_beneficiary').on(t.beneficiaryIdNumber, t.createdAt),
    check('sales_status', sql`${t.status} IN ('completed', 'voided')`),
    check(
      'sales_money',
      sql`${t.totalCentavos} >= 0 AND ${t.tenderedCentavos} >= ${t.totalCentavos} AND ${t.changeCentavos} >= 0`,
    ),
  ],
);

/** A line as sold: the product's name, unit, price, tax class and registration number at the time. */
export const saleLines = pgTable(
  'sale_lines',
  {
    id: uuid('id').primaryKey(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    unitCode: text('unit_code').notNull(),
    /** Thousandths of the base unit in one selling unit (sack = 50,000 when the base is kg). */
    baseMilliPerUnit: bigint('base_milli_per_unit', { mode: 'number' }).notNull(),
    /** Quantity in the selling unit, thousandths. */
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    baseQtyMilli: bigint('base_qty_milli', { mode: 'number' }).notNull(),
    unitPriceCentavos: bigint('unit_price_centavos', { mode: 'number' }).notNull(),
    /** The list price when a permitted user overrode it, else null. */
    listPriceCentavos: bigint('list_price_centavos', { mode: 'number' }),
    grossCentavos: bigint('gross_centavos', { mode: 'number' }).notNull(),
    promoCentavos: bigint('promo_centavos', { mode: 'number' }).notNull(),
    statutoryCentavos: bigint('statutory_centavos', { mode: 'number' }).notNull(),
    vatRemovedCentavos: bigint('vat_removed_centavos', { mode: 'number' }).notNull(),
    netCentavos: bigint('net_centavos', { mode: 'number' }).notNull(),
    taxClass: text('tax_class').notNull(),
    promo: jsonb('promo'),
    registrationNumber: text('registration_number'),
    /** Lots taken: [{ lotId, batchNumber, expiryDate, baseQtyMilli }]. */
    lots: jsonb('lots').notNull().default([]),
    /** Prescription (vet's name, PRC number, prescription number) or the buyer's FPA certification. */
    regulated: jsonb('regulated'),
  },
  (t) => [
    uniqueIndex('sale_lines_sale_line').on(t.saleId, t.lineNo),
    index('sale_lines_product').on(t.productId),
  ],
);

/** How the sale was paid: one row per tender (cash, e-wallet, QR Ph, card, bank transfer, check). */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: uuid('id').primaryKey(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    method: text('method').notNull(),
    /** What this tender pays of the total (cash: received minus change). */
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    /** Cash handed over; the change is the difference. */
    tenderedCentavos: bigint('tendered_centavos', { mode: 'number' }).notNull(),
    reference: text('reference'),
    details: jsonb('details'),
  },
  (t) => [
    index('sale_payments_sale').on(t.saleId),
    check(
      'sale_payments_amount',
      sql`${t.amountCentavos} > 0 AND ${t.tenderedCentavos} >= ${t.amountCentavos}`,
    ),
  ],
);

/** Carts put on hold at a terminal, resumed later (kept on the server, so a reload loses nothing). */
export const heldCarts = pgTable(
  'held_carts',
  {
    id: uuid('id').primaryKey(),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    label: text('label').notNull(),
    cart: jsonb('cart').notNull(),
    heldBy: text('held_by').references(() => users.id),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('held_carts_terminal').on(t.terminalId, t.heldAt)],
);

/** Every reprint of an invoice: who and when (the copy says REPRINT with this time). */
export const saleReprints = pgTable('sale_reprints', {
  id: uuid('id').primaryKey(),
  saleId: uuid('sale_id')
    .notNull()
    .references(() => sales.id),
  printedBy: text('printed_by').references(() => users.id),
  printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A void (issue 21): the whole invoice cancelled on its own business day, before that day's Z-reading,
 * with a manager's approval and a reason. The invoice stays (its status says voided); this row is the
 * VOID document of the terminal's own gap-free series. Append-only.
 */
export const saleVoids = pgTable(
  'sale_voids',
  {
    id: uuid('id').primaryKey(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    voidNo: bigint('void_no', { mode: 'number' }).notNull(),
    /** The shift whose drawer paid the money back. */
    shiftId: uuid('shift_id').notNull(),
    businessDate: date('business_date').notNull(),
    reason: text('reason').notNull(),
    voidedBy: text('voided_by')
      .notNull()
      .references(() => users.id),
    approvedBy: text('approved_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_voids_sale').on(t.saleId),
    uniqueIndex('sale_voids_terminal_no').on(t.terminalId, t.voidNo),
    index('sale_voids_terminal_date').on(t.terminalId, t.businessDate),
  ],
);

/**
 * A return (refund) of some lines of an earlier invoice: the RETURN document of the terminal where it is
 * taken, its amounts the returned share of each line (discounts and VAT reversed in proportion). Append-only.
 */
export const saleReturns = pgTable(
  'sale_returns',
  {
    id: uuid('id').primaryKey(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    returnNo: bigint('return_no', { mode: 'number' }).notNull(),
    shiftId: uuid('shift_id').notNull(),
    businessDate: date('business_date').notNull(),
    reason: text('reason').notNull(),
    refundMethod: text('refund_method').notNull(),
    grossCentavos: bigint('gross_centavos', { mode: 'number' }).notNull(),
    promoCentavos: bigint('promo_centavos', { mode: 'number' }).notNull(),
    bnpcCentavos: bigint('bnpc_centavos', { mode: 'number' }).notNull(),
    scPwdCentavos: bigint('sc_pwd_centavos', { mode: 'number' }).notNull(),
    vatRemovedCentavos: bigint('vat_removed_centavos', { mode: 'number' }).notNull(),
    vatableSalesCentavos: bigint('vatable_sales_centavos', { mode: 'number' }).notNull(),
    vatCentavos: bigint('vat_centavos', { mode: 'number' }).notNull(),
    vatExemptSalesCentavos: bigint('vat_exempt_sales_centavos', { mode: 'number' }).notNull(),
    zeroRatedSalesCentavos: bigint('zero_rated_sales_centavos', { mode: 'number' }).notNull(),
    nonVatSalesCentavos: bigint('non_vat_sales_centavos', { mode: 'number' }).notNull(),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull(),
    returnedBy: text('returned_by')
      .notNull()
      .references(() => users.id),
    approvedBy: text('approved_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_returns_terminal_no').on(t.terminalId, t.returnNo),
    index('sale_returns_sale').on(t.saleId),
    index('sale_returns_terminal_date').on(t.terminalId, t.businessDate),
  ],
);

export const saleReturnLines = pgTable(
  'sale_return_lines',
  {
    id: uuid('id').primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => saleReturns.id),
    saleLineId: uuid('sale_line_id')
      .notNull()
      .references(() => saleLines.id),
    lineNo: integer('line_no').notNull(),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    baseQtyMilli: bigint('base_qty_milli', { mode: 'number' }).notNull(),
    /** resellable: back to stock in its lot; damaged: back in, then written off (damage_out). */
    condition: text('condition').notNull(),
    grossCentavos: bigint('gross_centavos', { mode: 'number' }).notNull(),
    promoCentavos: bigint('promo_centavos', { mode: 'number' }).notNull(),
    statutoryCentavos: bigint('statutory_centavos', { mode: 'number' }).notNull(),
    vatRemovedCentavos: bigint('vat_removed_centavos', { mode: 'number' }).notNull(),
    netCentavos: bigint('net_centavos', { mode: 'number' }).notNull(),
    lots: jsonb('lots').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('sale_return_lines_line').on(t.returnId, t.lineNo),
    index('sale_return_lines_sale_line').on(t.saleLineId),
    check('sale_return_lines_condition', sql`${t.condition} IN ('resellable', 'damaged')`),
  ],
);

/**
 * The e-journal (PH-RULES §4): the exact text of every printed document — invoice, reprint, void,
 * return, X and Z readings, cash slips, shift opening and closing, grand-total reset. Append-only.
 */
export const eJournal = pgTable(
  'e_journal',
  {
    id: uuid('id').primaryKey(),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    businessDate: date('business_date').notNull(),
    kind: text('kind').notNull(),
    documentId: uuid('document_id').notNull(),
    documentNumber: text('document_number').notNull(),
    body: text('body').notNull(),
    createdBy: text('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('e_journal_terminal_date').on(t.terminalId, t.businessDate, t.createdAt),
    index('e_journal_document').on(t.documentId),
    index('e_journal_created').on(t.createdAt),
  ],
);
