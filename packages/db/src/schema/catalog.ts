import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bytea } from './platform.ts';

/** Product categories; deleted only when no product uses them (else deactivated). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_lower').on(sql`lower(${t.name})`)],
);

/**
 * A product. Money in centavos, quantities in thousandths of the base unit (`*_milli`). Tax class per
 * PH-RULES §2; the regulatory flags drive what the POS asks for and what the invoice prints.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: uuid('category_id').references(() => categories.id),
    brand: text('brand'),
    taxClass: text('tax_class').notNull().default('vatable'),
    /** Why a VAT-exempt product is exempt (e.g. "NIRC Sec. 109(1)(A): feeds"). */
    vatExemptBasis: text('vat_exempt_basis'),
    baseUnit: text('base_unit').notNull().default('piece'),
    costCentavos: bigint('cost_centavos', { mode: 'number' }).notNull().default(0),
    priceCentavos: bigint('price_centavos', { mode: 'number' }).notNull(),
    minStockMilli: bigint('min_stock_milli', { mode: 'number' }).notNull().default(0),
    reorderQtyMilli: bigint('reorder_qty_milli', { mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isLotTracked: boolean('is_lot_tracked').notNull().default(false),
    supplierName: text('supplier_name'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    imageType: text('image_type'),
    isRxVetDrug: boolean('is_rx_vet_drug').notNull().default(false),
    isRestrictedPesticide: boolean('is_restricted_pesticide').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    /** Counts for the 5% senior/PWD discount on basic necessities (feeds, fertilizer, vet products). */
    bnpcEligible: boolean('bnpc_eligible').notNull().default(false),
    /** Counts for the 20% + VAT-exempt senior/PWD discount (medicines for the beneficiary's own use). */
    scPwdEligible: boolean('sc_pwd_eligible').notNull().default(false),
    /** BAI / FPA registration number, printed on invoice lines. */
    registrationNumber: text('registration_number'),
    createdBy: text('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the search looks in: name, SKU, brand, description and category name, accent-folded and
     * lower-case (`fbms_product_search_text`, migration 0011). Kept by the database: a trigger writes it
     * whenever a product is written, and renaming a category rewrites its products'. Its trigram index
     * serves "contains" searches.
     */
    searchText: text('search_text'),
  },
  (t) => [
    uniqueIndex('products_sku_lower').on(sql`lower(${t.sku})`),
    index('products_category').on(t.categoryId),
    index('products_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** Searches shorter than a trigram match the start of a name (search_text starts with it) or SKU. */
    index('products_search_text_prefix').on(sql`left(${t.searchText}, 100) text_pattern_ops`),
    index('products_sku_prefix').on(sql`lower(${t.sku}) text_pattern_ops`),
    check('products_tax_class', sql`${t.taxClass} IN ('vatable', 'vat_exempt', 'zero_rated')`),
    check('products_money', sql`${t.priceCentavos} >= 0 AND ${t.costCentavos} >= 0`),
    check('products_qty', sql`${t.minStockMilli} >= 0 AND ${t.reorderQtyMilli} >= 0`),
  ],
);

/** A product's photo (PNG, JPEG or WebP, at most 512 KB), apart from the row the searches read. */
export const productImages = pgTable('product_images', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Selling/buying units with an exact conversion to the base unit (sack = 50 kg = 50,000 milli). */
export const productUnits = pgTable(
  'product_units',
  {
    id: uuid('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    baseMilliPerUnit: bigint('base_milli_per_unit', { mode: 'number' }).notNull(),
    priceCentavos: bigint('price_centavos', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('product_units_code').on(t.productId, t.code),
    check('product_units_factor', sql`${t.baseMilliPerUnit} > 0 AND ${t.priceCentavos} >= 0`),
  ],
);

/** Every barcode is unique across products; a barcode may name a unit (the sack's own barcode). */
export const productBarcodes = pgTable(
  'product_barcodes',
  {
    barcode: text('barcode').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => productUnits.id, { onDelete: 'cascade' }),
  },
  (t) => [index('product_barcodes_product').on(t.productId)],
);

/** Lots (batches) of a lot-tracked product. */
export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date'),
    manufacturingDate: date('manufacturing_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lots_product_batch').on(t.productId, t.batchNumber),
    index('lots_expiry').on(t.expiryDate),
  ],
);
