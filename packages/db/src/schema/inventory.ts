import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { lots, products } from './catalog.ts';

/** Where stock is held: "Main store" from the start; branches and warehouses later. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull().default('store'),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('locations_name_lower').on(sql`lower(${t.name})`)],
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
