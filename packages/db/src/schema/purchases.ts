import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { lots, products } from './catalog.ts';
import { locations } from './inventory.ts';

/**
 * Purchase orders, receiving vouchers, supplier returns and payables (issue 24; migration 0019 is the
 * truth, with its comments). Money in centavos, quantities in thousandths of the product's base unit.
 * `supplier_id` columns reference suppliers (schema/suppliers.ts); the foreign keys are the migration's.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

/** PO-YYYYMM-NNNN; the state machine is the domain's (purchases/po-status.ts). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey(),
    poNo: text('po_no').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    status: text('status').notNull().default('draft'),
    orderDate: date('order_date').notNull(),
    expectedDate: date('expected_date'),
    notes: text('notes'),
    totalCentavos: money('total_centavos').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    submittedBy: text('submitted_by'),
    submittedAt: ts('submitted_at'),
    approvedBy: text('approved_by'),
    approvedAt: ts('approved_at'),
    cancelledBy: text('cancelled_by'),
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason'),
    closedBy: text('closed_by'),
    closedAt: ts('closed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_no').on(t.poNo),
    index('purchase_orders_supplier').on(t.supplierId, t.orderDate),
    index('purchase_orders_status').on(t.status, t.orderDate),
    check(
      'purchase_orders_status',
      sql`${t.status} IN ('draft', 'submitted', 'approved', 'partly_received', 'received', 'closed', 'cancelled')`,
    ),
    check('purchase_orders_total', sql`${t.totalCentavos} >= 0`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey(),
    poId: uuid('po_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    unitCode: text('unit_code').notNull(),
    baseMilliPerUnit: money('base_milli_per_unit').notNull(),
    orderedMilli: money('ordered_milli').notNull(),
    unitCostCentavos: money('unit_cost_centavos').notNull(),
    receivedMilli: money('received_milli').notNull().default(0),
  },
  (t) => [
    uniqueIndex('purchase_order_lines_no').on(t.poId, t.lineNo),
    check(
      'purchase_order_lines_qty',
      sql`${t.orderedMilli} > 0 AND ${t.receivedMilli} >= 0 AND ${t.baseMilliPerUnit} > 0`,
    ),
    check('purchase_order_lines_cost', sql`${t.unitCostCentavos} >= 0`),
  ],
);

/** RV-YYYYMM-NNNN, posted once (append-only). */
export const receivingVouchers = pgTable(
  'receiving_vouchers',
  {
    id: uuid('id').primaryKey(),
    rvNo: text('rv_no').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    poId: uuid('po_id').references(() => purchaseOrders.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    businessDate: date('business_date').notNull(),
    supplierInvoiceNo: text('supplier_invoice_no'),
    supplierInvoiceDate: date('supplier_invoice_date'),
    freightCentavos: money('freight_centavos').notNull().default(0),
    otherCostsCentavos: money('other_costs_centavos').notNull().default(0),
    goodsCentavos: money('goods_centavos').notNull(),
    inputVatCentavos: money('input_vat_centavos').notNull().default(0),
    totalCentavos: money('total_centavos').notNull(),
    notes: text('notes'),
    requestHash: text('request_hash').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receiving_vouchers_no').on(t.rvNo),
    index('receiving_vouchers_supplier').on(t.supplierId, t.businessDate),
    index('receiving_vouchers_po').on(t.poId),
    check(
      'receiving_vouchers_money',
      sql`${t.freightCentavos} >= 0 AND ${t.otherCostsCentavos} >= 0 AND ${t.goodsCentavos} >= 0 AND ${t.inputVatCentavos} >= 0 AND ${t.totalCentavos} = ${t.goodsCentavos} + ${t.freightCentavos} + ${t.otherCostsCentavos}`,
    ),
  ],
);

export const receivingVoucherLines = pgTable(
  'receiving_voucher_lines',
  {
    id: uuid('id').primaryKey(),
    rvId: uuid('rv_id')
      .notNull()
      .references(() => receivingVouchers.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    poLineId: uuid('po_line_id').references(() => purchaseOrderLines.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    unitCode: text('unit_code').notNull(),
    baseMilliPerUnit: money('base_milli_per_unit').notNull(),
    receivedMilli: money('received_milli').notNull(),
    damagedMilli: money('damaged_milli').notNull().default(0),
    discrepancy: text('discrepancy').notNull().default('none'),
    discrepancyNote: text('discrepancy_note'),
    lotId: uuid('lot_id').references(() => lots.id),
    unitCostCentavos: money('unit_cost_centavos').notNull(),
    lineCentavos: money('line_centavos').notNull(),
    landedCentavos: money('landed_centavos').notNull().default(0),
    baseCostCentavos: money('base_cost_centavos').notNull(),
    costBeforeCentavos: money('cost_before_centavos').notNull(),
    costAfterCentavos: money('cost_after_centavos').notNull(),
    movementId: uuid('movement_id'),
  },
  (t) => [
    uniqueIndex('receiving_voucher_lines_no').on(t.rvId, t.lineNo),
    index('receiving_voucher_lines_po_line').on(t.poLineId),
    index('receiving_voucher_lines_product').on(t.productId),
    check(
      'receiving_voucher_lines_qty',
      sql`${t.receivedMilli} >= 0 AND ${t.damagedMilli} >= 0 AND ${t.receivedMilli} + ${t.damagedMilli} > 0 AND ${t.baseMilliPerUnit} > 0`,
    ),
    check(
      'receiving_voucher_lines_money',
      sql`${t.unitCostCentavos} >= 0 AND ${t.lineCentavos} >= 0 AND ${t.landedCentavos} >= 0`,
    ),
    check(
      'receiving_voucher_lines_discrepancy',
      sql`${t.discrepancy} IN ('none', 'short', 'damaged', 'wrong_item')`,
    ),
  ],
);

/** SR-YYYYMM-NNNN: stock out and a debit memo (append-only). */
export const supplierReturns = pgTable(
  'supplier_returns',
  {
    id: uuid('id').primaryKey(),
    returnNo: text('return_no').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    rvId: uuid('rv_id').references(() => receivingVouchers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    businessDate: date('business_date').notNull(),
    reason: text('reason').notNull(),
    totalCentavos: money('total_centavos').notNull(),
    inputVatCentavos: money('input_vat_centavos').notNull().default(0),
    requestHash: text('request_hash').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_returns_no').on(t.returnNo),
    index('supplier_returns_supplier').on(t.supplierId, t.businessDate),
    check('supplier_returns_money', sql`${t.totalCentavos} > 0 AND ${t.inputVatCentavos} >= 0`),
  ],
);

export const supplierReturnLines = pgTable(
  'supplier_return_lines',
  {
    id: uuid('id').primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => supplierReturns.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    lotId: uuid('lot_id').references(() => lots.id),
    qtyMilli: money('qty_milli').notNull(),
    unitCostCentavos: money('unit_cost_centavos').notNull(),
    lineCentavos: money('line_centavos').notNull(),
    movementId: uuid('movement_id'),
  },
  (t) => [
    uniqueIndex('supplier_return_lines_no').on(t.returnId, t.lineNo),
    check('supplier_return_lines_qty', sql`${t.qtyMilli} > 0 AND ${t.unitCostCentavos} >= 0`),
  ],
);

/** A bill (> 0, a receiving voucher's) or a debit memo (< 0, a return's); append-only. */
export const supplierBills = pgTable(
  'supplier_bills',
  {
    id: uuid('id').primaryKey(),
    supplierId: uuid('supplier_id').notNull(),
    kind: text('kind').notNull(),
    rvId: uuid('rv_id').references(() => receivingVouchers.id),
    returnId: uuid('return_id').references(() => supplierReturns.id),
    reference: text('reference').notNull(),
    billDate: date('bill_date').notNull(),
    dueDate: date('due_date').notNull(),
    amountCentavos: money('amount_centavos').notNull(),
    inputVatCentavos: money('input_vat_centavos').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_bills_rv').on(t.rvId).where(sql`${t.rvId} IS NOT NULL`),
    uniqueIndex('supplier_bills_return').on(t.returnId).where(sql`${t.returnId} IS NOT NULL`),
    index('supplier_bills_supplier').on(t.supplierId, t.dueDate),
    check(
      'supplier_bills_kind',
      sql`(${t.kind} = 'bill' AND ${t.amountCentavos} > 0 AND ${t.rvId} IS NOT NULL) OR (${t.kind} = 'debit_memo' AND ${t.amountCentavos} < 0 AND ${t.returnId} IS NOT NULL)`,
    ),
  ],
);

/** SP-YYYYMM-NNNN: cash paid plus expanded withholding settle bills (append-only). */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: uuid('id').primaryKey(),
    paymentNo: text('payment_no').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    businessDate: date('business_date').notNull(),
    method: text('method').notNull(),
    amountCentavos: money('amount_centavos').notNull(),
    withholdingAtc: text('withholding_atc'),
    withholdingRateBp: integer('withholding_rate_bp'),
    withholdingBaseCentavos: money('withholding_base_centavos').notNull().default(0),
    withholdingCentavos: money('withholding_centavos').notNull().default(0),
    reference: text('reference'),
    bank: text('bank'),
    checkNumber: text('check_number'),
    checkDate: date('check_date'),
    notes: text('notes'),
    requestHash: text('request_hash').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_payments_no').on(t.paymentNo),
    index('supplier_payments_supplier').on(t.supplierId, t.businessDate),
    check(
      'supplier_payments_money',
      sql`${t.amountCentavos} >= 0 AND ${t.withholdingCentavos} >= 0 AND ${t.amountCentavos} + ${t.withholdingCentavos} > 0`,
    ),
    check('supplier_payments_method', sql`${t.method} IN ('cash', 'bank', 'check', 'gcash')`),
    check(
      'supplier_payments_check',
      sql`${t.method} <> 'check' OR (${t.checkNumber} IS NOT NULL AND ${t.checkDate} IS NOT NULL)`,
    ),
  ],
);

export const supplierPaymentLines = pgTable(
  'supplier_payment_lines',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => supplierPayments.id),
    billId: uuid('bill_id')
      .notNull()
      .references(() => supplierBills.id),
    amountCentavos: money('amount_centavos').notNull(),
  },
  (t) => [
    index('supplier_payment_lines_bill').on(t.billId),
    uniqueIndex('supplier_payment_lines_once').on(t.paymentId, t.billId),
    check('supplier_payment_lines_amount', sql`${t.amountCentavos} <> 0`),
  ],
);
