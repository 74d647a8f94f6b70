import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { branches } from './branches.ts';
import { lots, products } from './catalog.ts';

/** Where stock is held (store floor, warehouse, van), in one branch: "Main store" of "Main branch" from the start. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull().default('store'),
    address: text('address'),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('locations_name_lower').on(sql`lower(${t.name})`),
    index('locations_branch').on(t.branchId),
    check('locations_type', sql`${t.type} IN ('store', 'warehouse', 'van')`),
  ],
);

/**
 * Stock on hand per product × location × lot (lot null: not lot-tracked). Always the sum of its
 * movements (invariant I); never negative (CHECK backstop under the conditional decrement).
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    id: uuid('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    lotId: uuid('lot_id').references(() => lots.id),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull().default(0),
    /** Of qty_milli, what is loose (an opened sack sold by the kilo); the rest is in sealed packs. */
    looseMilli: bigint('loose_milli', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_balances_key').on(
      t.productId,
      t.locationId,
      sql`coalesce(${t.lotId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('stock_balances_location').on(t.locationId),
    check('stock_balances_not_negative', sql`${t.qtyMilli} >= 0`),
    check('stock_balances_loose', sql`${t.looseMilli} >= 0 AND ${t.looseMilli} <= ${t.qtyMilli}`),
  ],
);

/**
 * The stock ledger: append-only (a trigger refuses UPDATE/DELETE). `qty_milli` is signed (+ in, − out);
 * previous/new are the product's balance at the location (all lots) around this movement.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    lotId: uuid('lot_id').references(() => lots.id),
    type: text('type').notNull(),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    previousMilli: bigint('previous_milli', { mode: 'number' }).notNull(),
    newMilli: bigint('new_milli', { mode: 'number' }).notNull(),
    unitCostCentavos: bigint('unit_cost_centavos', { mode: 'number' }).notNull().default(0),
    reason: text('reason'),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    referenceNumber: text('reference_number'),
    fromLocationId: uuid('from_location_id').references(() => locations.id),
    toLocationId: uuid('to_location_id').references(() => locations.id),
    performedBy: text('performed_by').references(() => users.id),
    status: text('status').notNull().default('completed'),
    /** 'sealed' or 'loose' when the movement names which part it took or added (opening a sack). */
    form: text('form'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_created').on(t.productId, t.createdAt),
    index('stock_movements_created').on(t.createdAt),
    index('stock_movements_location_created').on(t.locationId, t.createdAt),
    check('stock_movements_qty_nonzero', sql`${t.qtyMilli} <> 0`),
  ],
);

/**
 * A recount sheet for one location: lines snapshot what the system expected when the sheet was made;
 * counted quantities are entered, then the whole sheet posts as one document (recount / adjustment_out
 * movements for the differences against the stock at posting time).
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    status: text('status').notNull().default('draft'),
    title: text('title').notNull(),
    notes: text('notes'),
    createdBy: text('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    postedBy: text('posted_by').references(() => users.id),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_counts_number').on(t.number),
    check('stock_counts_status', sql`${t.status} IN ('draft', 'posted', 'cancelled')`),
  ],
);

export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: uuid('id').primaryKey(),
    countId: uuid('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    lotId: uuid('lot_id').references(() => lots.id),
    expectedMilli: bigint('expected_milli', { mode: 'number' }).notNull(),
    countedMilli: bigint('counted_milli', { mode: 'number' }),
    unitCostCentavos: bigint('unit_cost_centavos', { mode: 'number' }).notNull().default(0),
    /** Stock when posted and the movement that corrected it. */
    postedStockMilli: bigint('posted_stock_milli', { mode: 'number' }),
    movementId: uuid('movement_id'),
  },
  (t) => [
    uniqueIndex('stock_count_lines_key').on(
      t.countId,
      t.productId,
      sql`coalesce(${t.lotId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('stock_count_lines_counted', sql`${t.countedMilli} IS NULL OR ${t.countedMilli} >= 0`),
  ],
);

/**
 * Stock alerts currently raised per person (low, out, over, expiring, expired), so each is notified
 * once when it starts and again only after it has cleared.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    /** Each person's own thresholds decide, so each has their own alert state. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The lot for an expiring-lot alert, else the empty key. */
    lotKey: text('lot_key').notNull().default(''),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_alerts_key').on(t.userId, t.productId, t.kind, t.lotKey),
    check('stock_alerts_kind', sql`${t.kind} IN ('low', 'out', 'over', 'expiring', 'expired')`),
  ],
);

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
