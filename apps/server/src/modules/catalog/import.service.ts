import { sqlRows, type Tx } from '@fbms/db';
import {
  type CreateProduct,
  DomainError,
  duplicateProblems,
  type ImportProblem,
  type ImportRecord,
  importRowToProduct,
  refusal,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { insertNewProducts } from './bulk-insert.ts';
import { insertCategory } from './categories.repository.ts';

type Deps = Pick<AppDeps, 'database'>;

export interface ImportRequest {
  records: ImportRecord[];
  /** The file row number of records[0] (the header is row 1). */
  firstRow: number;
  dryRun: boolean;
  /** Import the good rows and skip the others; otherwise one bad row stops the whole chunk. */
  onlyValid: boolean;
}

export interface ImportResult {
  valid: number;
  imported: number;
  problems: ImportProblem[];
  /** Category names the import creates (they do not exist yet). */
  newCategories: string[];
}

const NEW = 'new:';

/** Checks every row (its own rules, repeats in the chunk, SKUs and barcodes already in the store). */
async function check(tx: Tx | Deps['database']['db'], req: ImportRequest) {
  const cats = await sqlRows<{ id: string; name: string }>(tx, sql`SELECT id, name FROM categories`);
  const byName = new Map(cats.map((c) => [c.name.toLowerCase(), c.id]));
  const newCategories = new Map<string, string>();
  const resolve = (name: string) => {
    const id = byName.get(name.toLowerCase());
    if (id) return id;
    newCategories.set(name.toLowerCase(), name);
    // A placeholder uuid for the schema; replaced by the created category's id.
    return '00000000-0000-4000-8000-000000000000';
  };
  const problems: ImportProblem[] = duplicateProblems(req.records, req.firstRow);
  const rows: { row: number; product: CreateProduct; category: string | null }[] = [];
  req.records.forEach((r, i) => {
    const out = importRowToProduct(r, req.firstRow + i, resolve);
    if ('problems' in out) problems.push(...out.problems);
    else
      rows.push({
        row: req.firstRow + i,
        product: out.product,
        category:
          r.category && !byName.has(r.category.toLowerCase()) ? `${NEW}${r.category.toLowerCase()}` : null,
      });
  });
  const skus = rows.map((r) => r.product.sku.toLowerCase());
  const takenSkus = skus.length
    ? await sqlRows<{ sku: string; name: string }>(
        tx,
        sql`SELECT lower(sku) AS sku, name FROM products WHERE lower(sku) IN ${skus}`,
      )
    : [];
  const codes = rows.flatMap((r) => r.product.barcodes.map((b) => b.barcode));
  const takenCodes = codes.length
    ? await sqlRows<{ barcode: string; name: string }>(
        tx,
        sql`SELECT b.barcode, p.name FROM product_barcodes b JOIN products p ON p.id = b.product_id
             WHERE b.barcode IN ${codes}`,
      )
    : [];
  const skuOwner = new Map(takenSkus.map((t) => [t.sku, t.name]));
  const codeOwner = new Map(takenCodes.map((t) => [t.barcode, t.name]));
  for (const r of rows) {
    const owner = skuOwner.get(r.product.sku.toLowerCase());
    if (owner)
      problems.push({
        row: r.row,
        field: 'sku',
        message: `SKU ${r.product.sku} is already used by ${owner}`,
      });
    for (const b of r.product.barcodes) {
      const o = codeOwner.get(b.barcode);
      if (o)
        problems.push({
          row: r.row,
          field: 'barcodes',
          message: `Barcode ${b.barcode} is already used by ${o}`,
        });
    }
  }
  const badRows = new Set(problems.map((p) => p.row));
  problems.sort((a, b) => a.row - b.row);
  return { good: rows.filter((r) => !badRows.has(r.row)), problems, newCategories };
}

/**
 * Imports products from a file's rows (one chunk of it): a dry run only checks and lists every problem;
 * otherwise the chunk is written in one transaction: all rows, or with `onlyValid` the good ones.
 */
export async function importProducts(
  deps: Deps,
  actor: Actor,
  req: ImportRequest,
  where: AuditWhere,
): Promise<ImportResult> {
  if (req.dryRun) {
    const c = await check(deps.database.db, req);
    return {
      valid: c.good.length,
      imported: 0,
      problems: c.problems,
      newCategories: [...c.newCategories.values()],
    };
  }
  const result = await deps.database.db.transaction(async (tx) => {
    // Lookups by key while the tables grow within this chunk: planner statistics from when the store
    // was empty would choose a full scan for each, making a chunk quadratic (e.g. the foreign-key checks).
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const c = await check(tx, req);
    if (c.problems.length && !req.onlyValid)
      throw new DomainError(
        'VALIDATION_FAILED',
        `${c.problems.length} problem${c.problems.length === 1 ? '' : 's'} in this file; nothing was imported`,
        refusal('importHasProblems', { count: c.problems.length, problems: c.problems }),
      );
    const created = new Map<string, string>();
    const needed = new Set(c.good.map((r) => r.category).filter((x): x is string => !!x));
    for (const key of needed) {
      const name = c.newCategories.get(key.slice(NEW.length))!;
      created.set(key, await insertCategory(tx, { name, description: null, isActive: true }));
    }
    await insertNewProducts(
      tx,
      actor,
      c.good.map((r) => (r.category ? { ...r.product, categoryId: created.get(r.category)! } : r.product)),
    );
    await writeAudit(
      tx,
      {
        action: 'catalog.products_imported',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'product',
        targetId: null,
        details: {
          imported: c.good.length,
          skipped: c.problems.length,
          firstRow: req.firstRow,
          categories: created.size,
        },
      },
      where,
    );
    return {
      valid: c.good.length,
      imported: c.good.length,
      problems: c.problems,
      newCategories: [...needed].map((k) => c.newCategories.get(k.slice(NEW.length))!),
    };
  });
  // The next chunk (and every later lookup) is planned with the tables' new sizes. PGlite has no
  // autovacuum to do it, and PostgreSQL's comes minutes later.
  if (result.imported > 0) await deps.database.query(`ANALYZE ${IMPORTED_TABLES.join(', ')}`);
  return result;
}

const IMPORTED_TABLES = [
  'categories',
  'products',
  'product_units',
  'product_barcodes',
  'lots',
  'stock_balances',
  'stock_movements',
];
