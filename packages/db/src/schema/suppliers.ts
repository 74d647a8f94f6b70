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
import { products } from './catalog.ts';

/**
 * Issue 24 (migration 0019): suppliers and the products each supplies (their item code, the last cost
 * paid per base unit net of VAT and when it was last received; receiving writes both).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey(),
    supplierNo: bigint('supplier_no', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    tin: text('tin'),
    vatRegistered: boolean('vat_registered').notNull().default(true),
    /** Days from the supplier's invoice date to its due date (0: cash on delivery). */
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    /** The expanded withholding code usually applied to payments to this supplier (null: none). */
    withholdingAtc: text('withholding_atc'),
    payeeType: text('payee_type').notNull().default('corporate'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_name_lower').using('btree', sql`lower(${t.name})`),
    uniqueIndex('suppliers_no').on(t.supplierNo),
    check('suppliers_terms', sql`${t.paymentTermsDays} BETWEEN 0 AND 365`),
    check('suppliers_payee_type', sql`${t.payeeType} IN ('corporate', 'individual')`),
  ],
);

export const supplierProducts = pgTable(
  'supplier_products',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierSku: text('supplier_sku'),
    lastCostCentavos: bigint('last_cost_centavos', { mode: 'number' }),
    lastReceivedOn: date('last_received_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'supplier_products_pk', columns: [t.supplierId, t.productId] }),
    index('supplier_products_product').on(t.productId),
  ],
);
