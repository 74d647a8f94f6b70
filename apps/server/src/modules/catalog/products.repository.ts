import { type Database, sqlRows, type Tx, uuidv7 } from '@fbms/db';
import type { CreateProduct, Product, UpdateProduct } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import { balanceInScope } from '../inventory/locations.service.ts';

type Runner = Database['db'] | Tx;

/** A product row: the contract's `Product` without units and barcodes, dates as read. */
export type ProductRow = Omit<Product, 'units' | 'barcodes' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

/** Every branch: the whole store's stock (an admin with no branch chosen; the company's own checks). */
export const ALL_BRANCHES: BranchScope = { read: 'all', allowed: 'all' };

/**
 * A product row as the lists and the scan read it (`p` the product, `c` its category). The product is the
 * company's; its stock figure sums only the locations of the branches the request reads (T12).
 */
export const productSelect = (scope: BranchScope) => sql`
  SELECT p.id, p.sku, p.name, p.description, p.category_id AS "categoryId", c.name AS "categoryName", p.brand,
         p.tax_class AS "taxClass", p.vat_exempt_basis AS "vatExemptBasis", p.base_unit AS "baseUnit",
         p.cost_centavos::float8 AS "costCentavos", p.price_centavos::float8 AS "priceCentavos",
         p.min_stock_milli::float8 AS "minStockMilli", p.reorder_qty_milli::float8 AS "reorderQtyMilli",
         p.is_active AS "isActive", p.is_lot_tracked AS "isLotTracked", p.supplier_name AS "supplierName", p.tags,
         p.is_rx_vet_drug AS "isRxVetDrug", p.is_restricted_pesticide AS "isRestrictedPesticide",
         p.is_banned AS "isBanned", p.bnpc_eligible AS "bnpcEligible",
         p.sc_pwd_eligible AS "scPwdEligible", p.registration_number AS "registrationNumber",
         p.image_type IS NOT NULL AS "hasImage",
         coalesce((SELECT sum(b.qty_milli) FROM stock_balances b WHERE b.product_id = p.id${balanceInScope(scope)}), 0)::float8 AS "stockMilli",
         p.created_at AS "createdAt", p.updated_at AS "updatedAt"
    FROM products p LEFT JOIN categories c ON c.id = p.category_id`;

/** The product row with the whole store's stock. */
export const SELECT = productSelect(ALL_BRANCHES);

export const asDates = <T extends ProductRow>(r: T): T => ({
  ...r,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
});

/** A product; its stock figure over the branches of `scope` (default: the whole store). */
export async function findProduct(
  db: Runner,
  id: string,
  scope: BranchScope = ALL_BRANCHES,
): Promise<ProductRow | undefined> {
  const [row] = await sqlRows<ProductRow>(db, sql`${productSelect(scope)} WHERE p.id = ${id}`);
  return row && asDates(row);
}

export interface UnitRow {
  id: string;
  code: string;
  baseMilliPerUnit: number;
  priceCentavos: number;
}

export async function listUnits(db: Runner, productIds: string[]): Promise<Map<string, UnitRow[]>> {
  const map = new Map<string, UnitRow[]>();
  if (productIds.length === 0) return map;
  const rows = await sqlRows<UnitRow & { productId: string }>(
    db,
    sql`SELECT id, product_id AS "productId", code, base_milli_per_unit::float8 AS "baseMilliPerUnit",
               price_centavos::float8 AS "priceCentavos"
          FROM product_units WHERE product_id IN ${productIds} ORDER BY base_milli_per_unit`,
  );
  for (const { productId, ...u } of rows) map.set(productId, [...(map.get(productId) ?? []), u]);
  return map;
}

export async function listBarcodes(db: Runner, productIds: string[]) {
  const map = new Map<string, { barcode: string; unitCode: string | null }[]>();
  if (productIds.length === 0) return map;
  const rows = await sqlRows<{ productId: string; barcode: string; unitCode: string | null }>(
    db,
    sql`SELECT b.product_id AS "productId", b.barcode, u.code AS "unitCode"
          FROM product_barcodes b LEFT JOIN product_units u ON u.id = b.unit_id
         WHERE b.product_id IN ${productIds} ORDER BY b.barcode`,
  );
  for (const { productId, ...b } of rows) map.set(productId, [...(map.get(productId) ?? []), b]);
  return map;
}

export async function lockProduct(tx: Tx, id: string) {
  const [row] = await sqlRows<{ id: string }>(tx, sql`SELECT id FROM products WHERE id = ${id} FOR UPDATE`);
  return row;
}

/** Stores (or, with null, removes) the product's photo; products.image_type says whether there is one. */
export async function writeProductImage(tx: Tx, id: string, image: { bytes: Buffer; type: string } | null) {
  if (image)
    await tx.execute(
      sql`INSERT INTO product_images (product_id, type, bytes) VALUES (${id}, ${image.type}, ${image.bytes})
          ON CONFLICT (product_id) DO UPDATE SET type = excluded.type, bytes = excluded.bytes, updated_at = now()`,
    );
  else await tx.execute(sql`DELETE FROM product_images WHERE product_id = ${id}`);
  await tx.execute(
    sql`UPDATE products SET image_type = ${image?.type ?? null}, updated_at = now() WHERE id = ${id}`,
  );
}

export async function readProductImage(db: Runner, id: string) {
  const [row] = await sqlRows<{ type: string; bytes: Uint8Array | Buffer }>(
    db,
    sql`SELECT type, bytes FROM product_images WHERE product_id = ${id}`,
  );
  return row && { type: row.type, bytes: Buffer.from(row.bytes) };
}

type Fields = Omit<UpdateProduct, 'units' | 'barcodes'>;

const values = (
  p: Fields,
) => sql`${p.sku}, ${p.name}, ${p.description}, ${p.categoryId}, ${p.brand}, ${p.taxClass},
  ${p.taxClass === 'vat_exempt' ? p.vatExemptBasis : null}, ${p.baseUnit}, ${p.costCentavos}, ${p.priceCentavos},
  ${p.minStockMilli}, ${p.reorderQtyMilli}, ${p.isActive}, ${p.isLotTracked}, ${p.supplierName},
  ${sql`${`{${p.tags.map((t) => JSON.stringify(t)).join(',')}}`}::text[]`}, ${p.isRxVetDrug},
  ${p.isRestrictedPesticide}, ${p.isBanned}, ${p.registrationNumber}, ${p.bnpcEligible}, ${p.scPwdEligible}`;

const COLUMNS = sql.raw(`sku, name, description, category_id, brand, tax_class, vat_exempt_basis, base_unit,
  cost_centavos, price_centavos, min_stock_milli, reorder_qty_milli, is_active, is_lot_tracked, supplier_name,
  tags, is_rx_vet_drug, is_restricted_pesticide, is_banned, registration_number,
  bnpc_eligible, sc_pwd_eligible`);

export async function insertProduct(tx: Tx, p: CreateProduct, createdBy: string): Promise<string> {
  const id = uuidv7();
  await tx.execute(
    sql`INSERT INTO products (id, ${COLUMNS}, created_by) VALUES (${id}, ${values(p)}, ${createdBy})`,
  );
  return id;
}

/** Many new products in few statements (an import chunk): `rows` carry their own ids. */
export async function insertProducts(tx: Tx, rows: { id: string; p: CreateProduct }[], createdBy: string) {
  // 21 parameters a row; PostgreSQL takes at most 65,535 in one statement.
  for (let i = 0; i < rows.length; i += 2000) {
    const part = rows.slice(i, i + 2000);
    await tx.execute(
      sql`INSERT INTO products (id, ${COLUMNS}, created_by) VALUES ${sql.join(
        part.map((r) => sql`(${r.id}, ${values(r.p)}, ${createdBy})`),
        sql`, `,
      )}`,
    );
  }
}

export async function updateProductRow(tx: Tx, id: string, p: Fields) {
  await tx.execute(
    sql`UPDATE products SET (${COLUMNS}, updated_at) = (${values(p)}, now()) WHERE id = ${id}`,
  );
}

/** Replaces the product's units and barcodes; units still referenced elsewhere keep their id. */
export async function replaceUnitsAndBarcodes(
  tx: Tx,
  productId: string,
  units: UpdateProduct['units'],
  barcodes: UpdateProduct['barcodes'],
) {
  await tx.execute(sql`DELETE FROM product_barcodes WHERE product_id = ${productId}`);
  const keep = units.map((u) => u.code);
  await tx.execute(
    keep.length
      ? sql`DELETE FROM product_units WHERE product_id = ${productId} AND NOT (code IN ${keep})`
      : sql`DELETE FROM product_units WHERE product_id = ${productId}`,
  );
  const ids = new Map<string, string>();
  for (const u of units) {
    const [row] = await sqlRows<{ id: string }>(
      tx,
      sql`INSERT INTO product_units (id, product_id, code, base_milli_per_unit, price_centavos)
          VALUES (${uuidv7()}, ${productId}, ${u.code}, ${u.baseMilliPerUnit}, ${u.priceCentavos})
          ON CONFLICT (product_id, code) DO UPDATE
            SET base_milli_per_unit = EXCLUDED.base_milli_per_unit, price_centavos = EXCLUDED.price_centavos
          RETURNING id`,
    );
    ids.set(u.code.toLowerCase(), row!.id);
  }
  for (const b of barcodes) {
    const unitId = b.unitCode ? (ids.get(b.unitCode.toLowerCase()) ?? null) : null;
    await tx.execute(
      sql`INSERT INTO product_barcodes (barcode, product_id, unit_id) VALUES (${b.barcode}, ${productId}, ${unitId})`,
    );
  }
}

/** Barcodes among `codes` that another product already has. */
export async function barcodesTaken(tx: Tx, codes: string[], exceptProductId: string | null) {
  if (codes.length === 0) return [];
  const rows = await sqlRows<{ barcode: string; name: string }>(
    tx,
    sql`SELECT b.barcode, p.name FROM product_barcodes b JOIN products p ON p.id = b.product_id
         WHERE b.barcode IN ${codes} AND (${exceptProductId}::uuid IS NULL OR b.product_id <> ${exceptProductId}::uuid)`,
  );
  return rows;
}

export async function skuTaken(tx: Tx, sku: string, exceptProductId: string | null) {
  const [row] = await sqlRows<{ name: string }>(
    tx,
    sql`SELECT name FROM products WHERE lower(sku) = lower(${sku})
          AND (${exceptProductId}::uuid IS NULL OR id <> ${exceptProductId}::uuid)`,
  );
  return row;
}

export async function hasMovements(tx: Tx, productId: string): Promise<boolean> {
  const [row] = await sqlRows<{ n: number }>(
    tx,
    sql`SELECT 1 AS n FROM stock_movements WHERE product_id = ${productId} LIMIT 1`,
  );
  return row !== undefined;
}

export async function deleteProductRow(tx: Tx, id: string) {
  await tx.execute(sql`DELETE FROM products WHERE id = ${id}`);
}

/**
 * Exact barcode lookup for scanners, in ONE statement: the product, its units and barcodes, and the
 * unit the scanned code names (a sack's code sells a sack). The scanner is the hottest path of the
 * counter; round trips, not the index, are what it costs.
 */
export async function scanBarcode(
  database: Pick<Database, 'query'>,
  barcode: string,
  scope: BranchScope = ALL_BRANCHES,
) {
  type Hit = ProductRow & {
    unitCode: string | null;
    units: Omit<UnitRow, 'id'>[];
    barcodes: { barcode: string; unitCode: string | null }[];
  };
  // The whole store's stock (an admin with no branch chosen, the benchmark), or the stock of the
  // branches read: a second prepared statement with the branch ids as its second parameter.
  const [row] =
    scope.read === 'all'
      ? await database.query<Hit>(SCAN_BARCODE, [barcode], 'scan_barcode')
      : await database.query<Hit>(
          SCAN_BARCODE_IN_BRANCHES,
          scopedScanParams(barcode, scope.read),
          'scan_barcode_in_branches',
        );
  return row && asDates(row);
}

export const scanBarcodeSql = (barcode: string, select: SQL = SELECT) =>
  sql`SELECT base.*, hit.code AS "unitCode",
          (SELECT coalesce(json_agg(json_build_object('code', u.code,
                    'baseMilliPerUnit', u.base_milli_per_unit::float8, 'priceCentavos', u.price_centavos::float8)
                    ORDER BY u.base_milli_per_unit), '[]'::json)
             FROM product_units u WHERE u.product_id = base.id) AS units,
          (SELECT coalesce(json_agg(json_build_object('barcode', b.barcode, 'unitCode', u.code) ORDER BY b.barcode), '[]'::json)
             FROM product_barcodes b LEFT JOIN product_units u ON u.id = b.unit_id WHERE b.product_id = base.id) AS barcodes
        FROM product_barcodes scanned
        LEFT JOIN product_units hit ON hit.id = scanned.unit_id
        JOIN LATERAL (${select} WHERE p.id = scanned.product_id) base ON TRUE
       WHERE scanned.barcode = ${barcode}`;

/** The scan statement compiled once; it runs as a prepared statement (a scanner's every beep). */
export const SCAN_BARCODE = new PgDialect().sqlToQuery(scanBarcodeSql('')).sql;

/**
 * The scan with the stock of some branches only: the same statement, the balances limited to the
 * locations of the branches in `$2` (a uuid array literal).
 */
const scopedScan = new PgDialect().sqlToQuery(
  scanBarcodeSql('\u0000barcode', productSelect({ read: ['\u0000branches'], allowed: [] })),
);
export const SCAN_BARCODE_IN_BRANCHES = scopedScan.sql;
/** The parameters of SCAN_BARCODE_IN_BRANCHES in their order. */
const scopedScanParams = (barcode: string, branchIds: readonly string[]) =>
  scopedScan.params.map((p) => (p === '\u0000barcode' ? barcode : `{${branchIds.join(',')}}`));
