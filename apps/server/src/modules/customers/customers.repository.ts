import { type Db, sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  type Customer,
  type CustomerFields,
  type CustomerSummary,
  displayNameOf,
  formatCustomerNo,
  typoSpellings,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/** Customers' SQL (issue 23): the record, its list with balances, and the search. */

export type R = Db | Tx;
/** Runs one statement and answers its rows: the API through drizzle, the benchmark straight to the database. */
export type RunSql = <T>(statement: SQL) => Promise<T[]>;

/** What a customer owes, what of it is past due on `asOf`, and the points, for the customer `c`. */
const balanceSql = sql`(SELECT coalesce(sum(l.amount_centavos), 0) FROM customer_ledger l WHERE l.customer_id = c.id)`;
const overdueSql = (asOf: string) =>
  sql`(SELECT coalesce(sum(l.amount_centavos - coalesce(
          (SELECT sum(a.amount_centavos) FROM customer_allocations a WHERE a.debit_entry_id = l.id), 0)), 0)
         FROM customer_ledger l
        WHERE l.customer_id = c.id AND l.amount_centavos > 0 AND coalesce(l.due_date, l.entry_date) < ${asOf}::date)`;
const pointsSql = sql`(SELECT coalesce(sum(p.points), 0) FROM loyalty_ledger p WHERE p.customer_id = c.id)`;

const summaryColumns = (asOf: string) => sql`c.id, c.customer_no::float8 AS "customerNo", c.kind,
  c.display_name AS "displayName", c.phone, c.email, c.city, c.tin, c.address, c.is_active AS "isActive",
  ${balanceSql}::float8 AS "balanceCentavos", greatest(${overdueSql(asOf)}, 0)::float8 AS "overdueCentavos",
  c.credit_limit_centavos::float8 AS "creditLimitCentavos", ${pointsSql}::float8 AS points, c.tags`;

type SummaryRow = Omit<CustomerSummary, 'customerNo'> & { customerNo: number };
const asSummary = (r: SummaryRow): CustomerSummary => ({ ...r, customerNo: formatCustomerNo(r.customerNo) });

export const iso = (v: unknown): string | null =>
  v instanceof Date ? v.toISOString() : v == null ? null : String(v);

export async function findCustomer(db: R, id: string, asOf: string): Promise<Customer | null> {
  const [r] = await sqlRows<SummaryRow & Record<string, unknown>>(
    db,
    sql`SELECT ${summaryColumns(asOf)}, c.first_name AS "firstName", c.last_name AS "lastName",
               c.business_name AS "businessName", c.province, c.zip_code AS "zipCode", c.country,
               c.registered_address AS "registeredAddress", c.farm_location AS "farmLocation", c.raises,
               c.senior_pwd_kind AS "seniorPwdKind", c.senior_pwd_id AS "seniorPwdId", c.notes,
               c.credit_terms_days AS "creditTermsDays", c.harvest_month AS "harvestMonth",
               c.consent_sms AS "consentSms", c.consent_email AS "consentEmail", c.consent_at AS "consentAt",
               c.privacy_notice_version AS "privacyNoticeVersion", c.merged_into_id AS "mergedIntoId",
               c.version, c.created_at AS "createdAt", c.updated_at AS "updatedAt"
          FROM customers c WHERE c.id = ${id}`,
  );
  if (!r) return null;
  return {
    ...(asSummary(r) as CustomerSummary),
    ...(r as unknown as Customer),
    customerNo: formatCustomerNo(r.customerNo),
    consentAt: iso(r.consentAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

const fieldValues = (f: CustomerFields) => ({
  kind: f.kind,
  first_name: f.firstName,
  last_name: f.lastName,
  business_name: f.businessName,
  display_name: displayNameOf(f),
  email: f.email,
  phone: f.phone,
  address: f.address,
  city: f.city,
  province: f.province,
  zip_code: f.zipCode,
  country: f.country,
  tin: f.tin,
  registered_address: f.registeredAddress,
  farm_location: f.farmLocation,
  raises: f.raises,
  senior_pwd_kind: f.seniorPwdKind,
  senior_pwd_id: f.seniorPwdId,
  notes: f.notes,
  credit_limit_centavos: f.creditLimitCentavos,
  credit_terms_days: f.creditTermsDays,
  harvest_month: f.harvestMonth,
});

const tagsSql = (tags: readonly string[]) =>
  tags.length
    ? sql`ARRAY[${sql.join(
        tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

export async function insertCustomer(db: R, f: CustomerFields, createdBy: string | null, id = uuidv7()) {
  const v = fieldValues(f);
  const cols = Object.keys(v);
  await db.execute(
    sql`INSERT INTO customers (id, ${sql.raw(cols.join(', '))}, tags, created_by)
        VALUES (${id}, ${sql.join(
          Object.values(v).map((x) => sql`${x}`),
          sql`, `,
        )}, ${tagsSql(f.tags)}, ${createdBy})`,
  );
  return id;
}

/** Writes the fields when the version is still `version`; answers whether it did. */
export async function updateCustomerRow(db: R, id: string, f: CustomerFields, version: number) {
  const v = fieldValues(f);
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`UPDATE customers SET ${sql.join(
      Object.entries(v).map(([k, x]) => sql`${sql.raw(k)} = ${x}`),
      sql`, `,
    )}, tags = ${tagsSql(f.tags)}, version = version + 1, updated_at = now()
        WHERE id = ${id} AND version = ${version} RETURNING id`,
  );
  return rows.length > 0;
}

export interface CustomerRowLock {
  id: string;
  version: number;
  isActive: boolean;
  mergedIntoId: string | null;
  displayName: string;
}

export async function lockCustomerRow(db: R, id: string): Promise<CustomerRowLock | null> {
  const [r] = await sqlRows<CustomerRowLock>(
    db,
    sql`SELECT id, version, is_active AS "isActive", merged_into_id AS "mergedIntoId", display_name AS "displayName"
          FROM customers WHERE id = ${id} FOR UPDATE`,
  );
  return r ?? null;
}

export async function setActiveRow(db: R, id: string, active: boolean) {
  await db.execute(
    sql`UPDATE customers SET is_active = ${active}, version = version + 1, updated_at = now() WHERE id = ${id}`,
  );
}

// ——— list and search ———

export interface CustomerFilter {
  q?: string | undefined;
  status: 'active' | 'inactive' | 'all';
  hasBalance?: boolean | undefined;
  asOf: string;
  limit: number;
  offset: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const isShortQuery = (q: string) => !/[\p{L}\p{N}]{3}/u.test(q);
/** "0917 123 4567", "+63-917-1234567", "(0917) 1234567": a phone number typed any way. */
export const looksLikePhone = (q: string) => /^[\d\s+()./-]+$/.test(q) && q.replace(/\D/g, '').length >= 4;

function filterConditions(f: CustomerFilter): SQL[] {
  const where: SQL[] = [sql`TRUE`];
  if (f.status === 'active') where.push(sql`c.is_active`);
  if (f.status === 'inactive') where.push(sql`NOT c.is_active`);
  if (f.hasBalance) where.push(sql`${balanceSql} > 0`);
  return where.map((w) => sql`(${w})`);
}

/**
 * The search in stages like the products' (catalog/products.search.ts): every typed word in the folded
 * `search_text` (name, phone and its digits, e-mail, TIN, senior/PWD ID, city, farm, tags; trigram
 * index), a phone typed any way by its last 10 digits; when nothing contains the text, each word of 5
 * letters or more with one slip (`typoSpellings`); last, the text word-similar to the name. Ordered by the
 * best match (name starting with the text first), then by name.
 */
export function customerSearchSql(f: CustomerFilter, folded: string) {
  const raw = folded.trim();
  const q = looksLikePhone(raw) ? raw.replace(/\D/g, '').slice(-10) : raw;
  const filters = filterConditions(f);
  const scope = sql` AND ${sql.join(filters, sql` AND `)}`;
  const words = q.split(/\s+/);
  const like = (pattern: string) => sql`c.search_text LIKE ${pattern}`;
  const contains = isShortQuery(q)
    ? sql`left(c.search_text, 100) LIKE ${`${likeEscape(q)}%`}`
    : sql`(${sql.join(
        words.map((w) => like(`%${likeEscape(w)}%`)),
        sql` AND `,
      )})`;
  const forgiving = (w: string) => {
    const spellings = typoSpellings(w);
    if (spellings.length === 0) return like(`%${likeEscape(w)}%`);
    const patterns = [[w], ...spellings].map((pieces) => sql`${`%${pieces.map(likeEscape).join('_')}%`}`);
    return sql`c.search_text LIKE ANY (ARRAY[${sql.join(patterns, sql`, `)}]::text[])`;
  };
  const typo = sql.join(words.map(forgiving), sql` AND `);
  const similar = sql`${q} <% lower(c.display_name)`;
  const cols = summaryColumns(f.asOf);
  const paging = sql`LIMIT ${f.limit} OFFSET ${f.offset}`;
  return {
    isShort: isShortQuery(q),
    substring: {
      items: sql`SELECT ${cols} FROM customers c WHERE ${contains}${scope}
        ORDER BY (c.search_text LIKE ${`${likeEscape(q)}%`}) DESC, c.display_name, c.id ${paging}`,
      count: sql`SELECT count(*)::int AS n FROM customers c WHERE ${contains}${scope}`,
    },
    typo: {
      items: sql`SELECT ${cols} FROM customers c WHERE ${typo}${scope}
        ORDER BY word_similarity(${q}, lower(c.display_name)) DESC, c.display_name, c.id ${paging}`,
      count: sql`SELECT count(*)::int AS n FROM customers c WHERE ${typo}${scope}`,
    },
    similar: {
      items: sql`SELECT ${cols} FROM customers c WHERE ${similar}${scope}
        ORDER BY word_similarity(${q}, lower(c.display_name)) DESC, c.display_name, c.id ${paging}`,
      count: sql`SELECT count(*)::int AS n FROM customers c WHERE ${similar}${scope}`,
    },
  };
}

async function page(run: RunSql, stage: { items: SQL; count: SQL }) {
  const [rows, [total]] = await Promise.all([run<SummaryRow>(stage.items), run<{ n: number }>(stage.count)]);
  return { items: rows.map(asSummary), total: total?.n ?? 0 };
}

/** A search for typed text through `run`: what the API and the benchmark run. */
export async function runCustomerSearch(run: RunSql, f: CustomerFilter & { q: string }) {
  const [term] = await run<{ q: string }>(sql`SELECT fbms_search_fold(${f.q.trim()}) AS q`);
  const stages = customerSearchSql(f, term!.q);
  const found = await page(run, stages.substring);
  if (found.total > 0 || stages.isShort) return found;
  const typo = await page(run, stages.typo);
  return typo.total > 0 ? typo : page(run, stages.similar);
}

export async function listCustomers(db: R, f: CustomerFilter) {
  const run: RunSql = (statement) => sqlRows(db, statement);
  if (f.q?.trim()) return runCustomerSearch(run, { ...f, q: f.q });
  const cond = sql.join(filterConditions(f), sql` AND `);
  return page(run, {
    items: sql`SELECT ${summaryColumns(f.asOf)} FROM customers c WHERE ${cond}
                ORDER BY c.display_name, c.id LIMIT ${f.limit} OFFSET ${f.offset}`,
    count: sql`SELECT count(*)::int AS n FROM customers c WHERE ${cond}`,
  });
}
