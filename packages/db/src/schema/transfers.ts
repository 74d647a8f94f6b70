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
import { branches } from './branches.ts';
import { lots, products } from './catalog.ts';
import { locations } from './inventory.ts';

export const TRANSFER_STATUSES_DB = [
  'draft',
  'requested',
  'approved',
  'in_transit',
  'received',
  'closed',
  'cancelled',
] as const;

/**
 * A transfer slip (seed 001 §3): stock moving from one location to another, numbered TR-YYYYMM-NNNN
 * when it is made (gap-free: a slip is cancelled, never deleted). Who requested, approved, issued,
 * received and closed it, and when, are kept as it advances. The branches are copied from the two
 * locations when the slip is made, so a user's branch scope reads them without a join.
 */
export const transferSlips = pgTable(
  'transfer_slips',
  {
    id: uuid('id').primaryKey(),
    transferNo: text('transfer_no').notNull(),
    fromLocationId: uuid('from_location_id')
      .notNull()
      .references(() => locations.id),
    toLocationId: uuid('to_location_id')
      .notNull()
      .references(() => locations.id),
    fromBranchId: uuid('from_branch_id')
      .notNull()
      .references(() => branches.id),
    toBranchId: uuid('to_branch_id')
      .notNull()
      .references(() => branches.id),
    status: text('status').notNull().default('draft'),
    transferDate: date('transfer_date').notNull(),
    expectedDeliveryDate: date('expected_delivery_date'),
    actualDeliveryDate: date('actual_delivery_date'),
    vehicleInfo: text('vehicle_info'),
    driverInfo: text('driver_info'),
    notes: text('notes'),
    /** 'low_stock' when raised from the destination's low-stock list. */
    source: text('source').notNull().default('manual'),
    /** The value that left the source at its cost (set when issued). */
    totalValueCentavos: bigint('total_value_centavos', { mode: 'number' }).notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    requestedBy: text('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    issuedBy: text('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    receivedBy: text('received_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfer_slips_no').on(t.transferNo),
    index('transfer_slips_from_branch').on(t.fromBranchId, t.createdAt),
    index('transfer_slips_to_branch').on(t.toBranchId, t.createdAt),
    index('transfer_slips_status_idx').on(t.status),
    check(
      'transfer_slips_status',
      sql`${t.status} IN ('draft', 'requested', 'approved', 'in_transit', 'received', 'closed', 'cancelled')`,
    ),
    check('transfer_slips_source', sql`${t.source} IN ('manual', 'low_stock')`),
    check('transfer_slips_two_places', sql`${t.fromLocationId} <> ${t.toLocationId}`),
  ],
);

/** A product on a slip: requested, approved, issued and received quantities (milli-units), as in seed 001. */
export const transferSlipLines = pgTable(
  'transfer_slip_lines',
  {
    id: uuid('id').primaryKey(),
    slipId: uuid('slip_id')
      .notNull()
      .references(() => transferSlips.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    requestedMilli: bigint('requested_milli', { mode: 'number' }).notNull(),
    approvedMilli: bigint('approved_milli', { mode: 'number' }),
    issuedMilli: bigint('issued_milli', { mode: 'number' }),
    receivedMilli: bigint('received_milli', { mode: 'number' }),
    notes: text('notes'),
  },
  (t) => [uniqueIndex('transfer_slip_lines_no').on(t.slipId, t.lineNo)],
);

/**
 * What left the source for a line, lot by lot (lot null: not lot-tracked), at the source's cost; and at
 * receipt, how much arrived in good order (into the destination's stock) and how much arrived damaged.
 * issued − received − resolved (transfer_resolutions) is still in transit.
 */
export const transferSlipLots = pgTable(
  'transfer_slip_lots',
  {
    id: uuid('id').primaryKey(),
    slipId: uuid('slip_id')
      .notNull()
      .references(() => transferSlips.id),
    lineId: uuid('line_id')
      .notNull()
      .references(() => transferSlipLines.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    lotId: uuid('lot_id').references(() => lots.id),
    issuedMilli: bigint('issued_milli', { mode: 'number' }).notNull(),
    unitCostCentavos: bigint('unit_cost_centavos', { mode: 'number' }).notNull().default(0),
    receivedMilli: bigint('received_milli', { mode: 'number' }).notNull().default(0),
    damagedMilli: bigint('damaged_milli', { mode: 'number' }).notNull().default(0),
    /** At receipt: good, damaged, short (some missing) or mixed. */
    condition: text('condition'),
    notes: text('notes'),
  },
  (t) => [
    index('transfer_slip_lots_slip').on(t.slipId),
    check('transfer_slip_lots_issued', sql`${t.issuedMilli} > 0`),
    check(
      'transfer_slip_lots_received',
      sql`${t.receivedMilli} >= 0 AND ${t.damagedMilli} >= 0 AND ${t.receivedMilli} + ${t.damagedMilli} <= ${t.issuedMilli}`,
    ),
    check(
      'transfer_slip_lots_condition',
      sql`${t.condition} IS NULL OR ${t.condition} IN ('good', 'damaged', 'short', 'mixed')`,
    ),
  ],
);

/**
 * A discrepancy resolved (append-only): found later (into the destination), returned to the source, or
 * written off as shrinkage with a manager's approval.
 */
export const transferResolutions = pgTable(
  'transfer_resolutions',
  {
    id: uuid('id').primaryKey(),
    slipId: uuid('slip_id')
      .notNull()
      .references(() => transferSlips.id),
    slipLotId: uuid('slip_lot_id')
      .notNull()
      .references(() => transferSlipLots.id),
    action: text('action').notNull(),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    valueCentavos: bigint('value_centavos', { mode: 'number' }).notNull().default(0),
    reason: text('reason'),
    performedBy: text('performed_by').notNull(),
    approvedBy: text('approved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfer_resolutions_slip').on(t.slipId),
    check('transfer_resolutions_action', sql`${t.action} IN ('found', 'returned', 'written_off')`),
    check('transfer_resolutions_qty', sql`${t.qtyMilli} > 0`),
  ],
);
