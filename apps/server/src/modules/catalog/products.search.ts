import { type Database, sqlRows, type Tx } from '@fbms/db';
import { typoSpellings } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import { balanceInScope } from '../inventory/locations.service.ts';
import { ALL_BRANCHES, asDates, type ProductRow, productSelect } from './products.repository.ts';

type Runner = Database['db'] | Tx;

/** Runs one statement and answers its rows: the API through drizzle, the benchmark straight to the database. */
export type RunSql = <T>(statement: SQL) => Promise<T[]>;

export interface ProductFilter {
  search?: string;
  categoryId?: string;
  active?: boolean;
  /** Out of stock, or low (at or below the product's minimum), as the inventory list marks them. */
  stock?: 'low' | 'out';
  /** `popular`: the best sellers of the last 30 days first (the POS's favourites), then by name. */
  sort?: 'name' | 'popular';
  /**
   * The branches whose stock the figures and the stock filters count (T12; default the whole store): the
   * product list is the company's, its stock the branches'.
   */
  scope?: BranchScope;
  limit: number;
  offset: number;
}

const onHandIn = (scope: BranchScope) =>
  sql`(SELECT coalesce(sum(b.qty_milli), 0) FROM stock_balances b WHERE b.product_id = p.id${balanceInScope(scope)})`;

/** The filters besides the text, as conditions on the product `p`. */
function filterConditions(f: ProductFilter): SQL[] {
  const where: SQL[] = [];
  const onHand = onHandIn(f.scope ?? ALL_BRANCHES);
  if (f.categoryId) where.push(sql`p.category_id = ${f.categoryId}`);
  if (f.active !== undefined) where.push(sql`p.is_active = ${f.active}`);
  if (f.stock === 'out') where.push(sql`${onHand} <= 0`);
  if (f.stock === 'low')
    where.push(sql`p.min_stock_milli > 0 AND ${onHand} > 0 AND ${onHand} <= p.min_stock_milli`);
  return where;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * Trigrams are taken from runs of letters and digits, so a query without a run of 3 ("ur", "b-m") cannot
 * use the trigram index: such queries match the start of a name (search_text starts with the folded
 * name; prefix index on its first 100 characters) or of a SKU (prefix index) instead.
 */
const isShortQuery = (q: string) => !/[\p{L}\p{N}]{3}/u.test(q);

/** The typed text as the search compares it, and the products whose barcode it is. */
export interface SearchTerm {
  q: string;
  barcodeIds: string[];
}

/**
 * The first stage, one round trip: the text folded by the database's `fbms_search_fold` (accents off,
 * lower case: "Ñaño" reads "nano"), exactly as `search_text` was folded when it was written, and the
 * products a scanned code names (primary-key lookup).
 */
export const searchTermSql = (raw: string) =>
  sql`SELECT fbms_search_fold(${raw}) AS q,
             array(SELECT product_id::text FROM product_barcodes WHERE barcode = ${raw}) AS "barcodeIds"`;

/**
 * The search's SQL once the term is known (`searchTermSql`), in stages:
 * - `substring`: every typed word anywhere in the stored `search_text` — name, SKU, brand, description
 *   and category name ("pioneer 30t80" finds "Pioneer Yellow Corn Hybrid 30T80", "fertilizer" the
 *   Fertilizers category; trigram GIN index), plus the barcode hits, ranked exact SKU, barcode, name
 *   prefix, then name. A query without 3 letters in a row matches the start of a name or SKU instead;
 * - `typo`: only when nothing contains the text — a word of 5 letters or more may carry one slip
 *   (`typoSpellings`: "pilmcio" and "pilmco" find Pilmico, also next to words typed right), its
 *   spellings one LIKE ANY the same index serves; ranked by word similarity to the name;
 * - `similar`: only when no spelling matched either — the whole text word-similar to the name
 *   (pg_trgm's `<%`, e.g. "bmeg hog" for "B-MEG Hog Grower"). Last, since it costs the most.
 * One OR over two different access paths (e.g. a correlated barcode EXISTS) makes PostgreSQL scan the
 * whole table (1.2 s on 100 000 products), hence the stages.
 */
export function productSearchSql(f: ProductFilter, term: SearchTerm) {
  const q = term.q.trim();
  const SELECT = productSelect(f.scope ?? ALL_BRANCHES);
  const filters = filterConditions(f);
  const scope = filters.length ? sql` AND ${sql.join(filters, sql` AND `)}` : sql``;
  const ids = sql.join(
    term.barcodeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const byBarcode = term.barcodeIds.length ? sql` OR p.id IN (${ids})` : sql``;
  const barcodeFirst = term.barcodeIds.length ? sql`(p.id IN (${ids})) DESC,` : sql``;
  const words = q.split(/\s+/);
  const like = (pattern: string) => sql`p.search_text LIKE ${pattern}`;
  const contains = isShortQuery(q)
    ? sql`(left(p.search_text, 100) LIKE ${`${likeEscape(q)}%`} OR lower(p.sku) LIKE ${`${likeEscape(q)}%`}${byBarcode})`
    : sql`((${sql.join(
        words.map((w) => like(`%${likeEscape(w)}%`)),
        sql` AND `,
      )})${byBarcode})`;
  // A word of 5 letters or more in any of its one-slip spellings; a shorter one as typed.
  const forgiving = (w: string) => {
    const spellings = typoSpellings(w);
    if (spellings.length === 0) return like(`%${likeEscape(w)}%`);
    const patterns = [[w], ...spellings].map((pieces) => sql`${`%${pieces.map(likeEscape).join('_')}%`}`);
    return sql`p.search_text LIKE ANY (ARRAY[${sql.join(patterns, sql`, `)}]::text[])`;
  };
  const typo = sql.join(words.map(forgiving), sql` AND `);
  const similar = sql`${q} <% lower(p.name)`;
  const paging = sql`LIMIT ${f.limit} OFFSET ${f.offset}`;
  return {
    substring: {
      items: sql`${SELECT} WHERE ${contains}${scope}
        ORDER BY (lower(p.sku) = ${q}) DESC, ${barcodeFirst} (p.search_text LIKE ${`${likeEscape(q)}%`}) DESC, p.name, p.id ${paging}`,
      count: sql`SELECT count(*)::int AS n FROM products p WHERE ${contains}${scope}`,
    },
    typo: {
      items: sql`${SELECT} WHERE ${typo}${scope}
        ORDER BY word_similarity(${q}, lower(p.name)) DESC, p.name, p.id ${paging}`,
      count: sql`SELECT count(*)::int AS n FROM products p WHERE ${typo}${scope}`,
    },
    similar: {
      items: sql`${SELECT} WHERE ${similar}${scope}
        ORDER BY word_similarity(${q}, lower(p.name)) DESC, p.name, p.id ${paging}`,
      count: sql`SELECT count(*)::int AS n FROM products p WHERE ${similar}${scope}`,
    },
  };
}

/** A page of products and the total, the two statements sent at once. */
async function page(run: RunSql, stage: { items: SQL; count: SQL }) {
  const [rows, [total]] = await Promise.all([run<ProductRow>(stage.items), run<{ n: number }>(stage.count)]);
  return { items: rows.map(asDates), total: total?.n ?? 0 };
}

/** A search for typed text (see `productSearchSql`), through `run`: what the API and the benchmark run. */
export async function runProductSearch(run: RunSql, f: ProductFilter & { search: string }) {
  const [term] = await run<SearchTerm>(searchTermSql(f.search.trim()));
  const stages = productSearchSql(f, term!);
  const found = await page(run, stages.substring);
  if (found.total > 0 || isShortQuery(term!.q)) return found;
  const typo = await page(run, stages.typo);
  return typo.total > 0 ? typo : page(run, stages.similar);
}

/** Server-side search (see `productSearchSql`); without text, the list by name. Paginated, with the total. */
export async function searchProducts(db: Runner, f: ProductFilter) {
  const run: RunSql = (statement) => sqlRows(db, statement);
  const search = f.search?.trim();
  if (search) return runProductSearch(run, { ...f, search });
  const SELECT = productSelect(f.scope ?? ALL_BRANCHES);
  const cond = sql.join([sql`TRUE`, ...filterConditions(f)], sql` AND `);
  // One aggregate of the month's sale lines joined in, not a count per product.
  const [join, order] =
    f.sort === 'popular'
      ? [
          sql`LEFT JOIN (SELECT sl.product_id, count(*) AS n FROM sale_lines sl JOIN sales s ON s.id = sl.sale_id
                          WHERE s.created_at > now() - interval '30 days' GROUP BY sl.product_id) pop
                    ON pop.product_id = p.id`,
          sql`ORDER BY pop.n DESC NULLS LAST, p.name, p.id`,
        ]
      : [sql``, sql`ORDER BY p.name, p.id`];
  return page(run, {
    items: sql`${SELECT} ${join} WHERE ${cond} ${order} LIMIT ${f.limit} OFFSET ${f.offset}`,
    count: sql`SELECT count(*)::int AS n FROM products p WHERE ${cond}`,
  });
}
