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
  },
  (t) => [
    uniqueIndex('sales_terminal_invoice').on(t.terminalId, t.invoiceNo),
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
