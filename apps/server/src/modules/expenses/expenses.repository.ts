import { type Db, sqlRows, type Tx } from '@fbms/db';
import {
  DEFAULT_EXPENSE_APPROVAL_ABOVE_CENTAVOS,
  type Expense,
  type ExpenseAccount,
  type ExpenseCategory,
  type ExpenseCategoryInput,
  type ExpenseControls,
  type ExpenseDrawer,
  type ExpenseInput,
  type ExpenseListQuery,
  type ExpenseStatus,
  expenseNumber,
  type RecurringExpense,
  type RecurringInput,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, locationIn } from '../../platform/http/branch-scope.ts';

/** The SQL of expenses (issue 22): categories, expenses, receipts, recurring templates. */

type R = Db | Tx;

/** The categories a new store starts with, each on its account of the seeded chart (domain CHART). */
const DEFAULT_CATEGORIES: { name: string; code: string; bir: string; description: string }[] = [
  { name: 'Rent', code: '6030', bir: 'rent', description: 'Store and warehouse rent' },
  { name: 'Electricity', code: '6040', bir: 'utilities', description: 'The power bill' },
  { name: 'Water', code: '6045', bir: 'utilities', description: 'The water bill' },
  {
    name: 'Internet and phone',
    code: '6050',
    bir: 'communication',
    description: 'Internet, landline and load',
  },
  { name: 'Fuel', code: '6060', bir: 'fuel_and_oil', description: 'Gasoline and diesel for deliveries' },
  {
    name: 'Delivery',
    code: '6070',
    bir: 'transportation_and_travel',
    description: 'Freight, trucking, couriers',
  },
  {
    name: 'Repairs',
    code: '6080',
    bir: 'repairs_and_maintenance',
    description: 'Repairs of the store and equipment',
  },
  { name: 'Supplies', code: '6090', bir: 'supplies', description: 'Store and office supplies' },
  {
    name: 'Permits and licenses',
    code: '6100',
    bir: 'taxes_and_licenses',
    description: "Mayor's permit, BIR registration, FDA and FPA licenses",
  },
  {
    name: 'Miscellaneous',
    code: '6900',
    bir: 'miscellaneous',
    description: 'Anything that fits no other category',
  },
];

/** Seeds the default categories once, when the store has none (after the chart: accounting's prepare). */
export async function ensureDefaultCategories(db: R): Promise<void> {
  const rows = JSON.stringify(DEFAULT_CATEGORIES);
  await db.execute(sql`INSERT INTO expense_categories (id, name, description, bir_classification, account_id)
    SELECT gen_random_uuid(), c.name, c.description, c.bir, a.id
      FROM json_to_recordset(${rows}::json) AS c(name text, code text, bir text, description text)
      JOIN gl_accounts a ON a.code = c.code
     WHERE NOT EXISTS (SELECT 1 FROM expense_categories)
    ON CONFLICT DO NOTHING`);
}

const CATEGORY_SELECT = sql`
  SELECT c.id, c.name, c.description, c.bir_classification AS "birClassification", c.account_id AS "accountId",
         a.code AS "accountCode", a.name AS "accountName", c.is_active AS "isActive",
         (SELECT count(*) FROM expenses e WHERE e.category_id = c.id)::float8 AS "expenseCount",
         c.created_at AS "createdAt"
    FROM expense_categories c JOIN gl_accounts a ON a.id = c.account_id`;

const asCategory = (r: ExpenseCategory): ExpenseCategory => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function listCategories(db: R): Promise<ExpenseCategory[]> {
  return (await sqlRows<ExpenseCategory>(db, sql`${CATEGORY_SELECT} ORDER BY lower(c.name)`)).map(asCategory);
}

export async function findCategory(db: R, id: string, lock = false): Promise<ExpenseCategory | null> {
  const [row] = await sqlRows<ExpenseCategory>(
    db,
    sql`${CATEGORY_SELECT} WHERE c.id = ${id}${lock ? sql` FOR UPDATE OF c` : sql``}`,
  );
  return row ? asCategory(row) : null;
}

/** An active account of type expense, or null. */
export async function findExpenseAccount(db: R, id: string): Promise<ExpenseAccount | null> {
  const [row] = await sqlRows<ExpenseAccount>(
    db,
    sql`SELECT id, code, name FROM gl_accounts WHERE id = ${id} AND type = 'expense' AND is_active`,
  );
  return row ?? null;
}

export async function listExpenseAccounts(db: R): Promise<ExpenseAccount[]> {
  return sqlRows<ExpenseAccount>(
    db,
    sql`SELECT id, code, name FROM gl_accounts WHERE type = 'expense' AND is_active ORDER BY code`,
  );
}

export async function insertCategory(db: R, id: string, input: ExpenseCategoryInput): Promise<void> {
  await db.execute(sql`INSERT INTO expense_categories (id, name, description, bir_classification, account_id, is_active)
    VALUES (${id}, ${input.name}, ${input.description ?? null}, ${input.birClassification}, ${input.accountId},
            ${input.isActive ?? true})`);
}

export async function updateCategory(db: R, id: string, input: ExpenseCategoryInput): Promise<void> {
  await db.execute(sql`UPDATE expense_categories
      SET name = ${input.name}, description = ${input.description ?? null},
          bir_classification = ${input.birClassification}, account_id = ${input.accountId},
          is_active = ${input.isActive ?? true}, updated_at = now()
    WHERE id = ${id}`);
}

export async function deleteCategoryRow(db: R, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM expense_categories WHERE id = ${id}`);
}

export async function categoryUsed(db: R, id: string): Promise<boolean> {
  const [row] = await sqlRows<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM expenses WHERE category_id = ${id})
            OR EXISTS (SELECT 1 FROM recurring_expenses WHERE category_id = ${id}) AS used`,
  );
  return row!.used;
}

// ——— controls, drawers ———

export async function readExpenseControls(db: R): Promise<ExpenseControls> {
  const [row] = await sqlRows<{ c: Partial<ExpenseControls> | null }>(
    db,
    sql`SELECT expense_controls AS c FROM system_settings WHERE id = 1`,
  );
  const above = Number(row?.c?.approvalAboveCentavos);
  return {
    approvalAboveCentavos:
      Number.isSafeInteger(above) && above >= 0 ? above : DEFAULT_EXPENSE_APPROVAL_ABOVE_CENTAVOS,
  };
}

/** The active drawers (terminals) of the branches the person's lists show (T12: a terminal's branch is its location's). */
export async function listDrawers(db: R, scope: BranchScope): Promise<ExpenseDrawer[]> {
  return sqlRows<ExpenseDrawer>(
    db,
    sql`SELECT id, name, open_shift_id IS NOT NULL AS "shiftOpen" FROM terminals
         WHERE is_active AND ${locationIn(scope, sql`location_id`)} ORDER BY name`,
  );
}

export async function terminalExists(db: R, id: string): Promise<boolean> {
  const [row] = await sqlRows<{ ok: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM terminals WHERE id = ${id} AND is_active) AS ok`,
  );
  return row!.ok;
}

// ——— expenses ———

const person = (alias: string) =>
  sql.raw(
    `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')) END`,
  );

const EXPENSE_SELECT = sql`
  SELECT e.id, e.number, e.description, e.category_id AS "categoryId", c.name AS "categoryName",
         to_char(e.expense_date, 'YYYY-MM-DD') AS "expenseDate", e.vendor_name AS "vendorName",
         e.vendor_tin AS "vendorTin", e.amount_centavos::float8 AS "amountCentavos",
         e.input_vat_centavos::float8 AS "inputVatCentavos", e.withholding_atc AS "withholdingAtc",
         e.withholding_rate_bp AS "withholdingRateBp", e.withholding_centavos::float8 AS "withholdingCentavos",
         e.payment_method AS "paymentMethod", e.terminal_id AS "terminalId", t.name AS "terminalName",
         e.status, (e.status = 'draft' AND e.recurring_id IS NOT NULL) AS proposed, e.recurring_id AS "recurringId",
         e.notes, e.rejected_reason AS "rejectedReason",
         CASE WHEN att.expense_id IS NULL THEN NULL
              ELSE json_build_object('fileName', att.file_name, 'type', att.type, 'updatedAt', att.updated_at) END AS attachment,
         e.created_by AS "createdBy", ${person('cu')} AS "createdByName",
         e.submitted_by AS "submittedBy", ${person('su')} AS "submittedByName",
         ${person('au')} AS "approvedByName", ${person('pu')} AS "paidByName",
         e.created_at AS "createdAt", e.submitted_at AS "submittedAt", e.approved_at AS "approvedAt", e.paid_at AS "paidAt"
    FROM expenses e
    JOIN expense_categories c ON c.id = e.category_id
    LEFT JOIN terminals t ON t.id = e.terminal_id
    LEFT JOIN expense_attachments att ON att.expense_id = e.id
    LEFT JOIN users cu ON cu.id = e.created_by
    LEFT JOIN users su ON su.id = e.submitted_by
    LEFT JOIN users au ON au.id = e.approved_by
    LEFT JOIN users pu ON pu.id = e.paid_by`;

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
const asExpense = (r: Expense): Expense => ({
  ...r,
  createdAt: iso(r.createdAt)!,
  submittedAt: iso(r.submittedAt),
  approvedAt: iso(r.approvedAt),
  paidAt: iso(r.paidAt),
  attachment: r.attachment ? { ...r.attachment, updatedAt: iso(r.attachment.updatedAt)! } : null,
});

export async function findExpense(db: R, id: string): Promise<Expense | null> {
  const [row] = await sqlRows<Expense>(db, sql`${EXPENSE_SELECT} WHERE e.id = ${id}`);
  return row ? asExpense(row) : null;
}

/** The expense's row locked for a change: its status and figures as they stand. */
export interface LockedExpense {
  id: string;
  number: string;
  description: string;
  status: ExpenseStatus;
  categoryId: string;
  accountId: string;
  expenseDate: string;
  amountCentavos: number;
  inputVatCentavos: number;
  withholdingCentavos: number;
  paymentMethod: Expense['paymentMethod'];
  terminalId: string | null;
  createdBy: string | null;
  submittedBy: string | null;
}

export async function lockExpense(tx: Tx, id: string): Promise<LockedExpense | null> {
  const [row] = await sqlRows<LockedExpense>(
    tx,
    sql`SELECT e.id, e.number, e.description, e.status, e.category_id AS "categoryId", c.account_id AS "accountId",
               to_char(e.expense_date, 'YYYY-MM-DD') AS "expenseDate", e.amount_centavos::float8 AS "amountCentavos",
               e.input_vat_centavos::float8 AS "inputVatCentavos", e.withholding_centavos::float8 AS "withholdingCentavos",
               e.payment_method AS "paymentMethod", e.terminal_id AS "terminalId", e.created_by AS "createdBy",
               e.submitted_by AS "submittedBy"
          FROM expenses e JOIN expense_categories c ON c.id = e.category_id
         WHERE e.id = ${id} FOR UPDATE OF e`,
  );
  return row ?? null;
}

/**
 * The next number of the month's series (EXP-YYYYMM-NNNN), gap-free: the transaction that takes it
 * holds the series' lock until it commits, so the next one reads its number; expenses are never deleted.
 */
export async function nextExpenseNumber(tx: Tx, month: string): Promise<string> {
  const prefix = expenseNumber(month, 0).slice(0, 11);
  await sqlRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`fbms.expenses.number:${prefix}`}))`);
  const [row] = await sqlRows<{ n: number }>(
    tx,
    sql`SELECT coalesce(max(substr(number, 12)::int), 0)::int + 1 AS n FROM expenses WHERE number LIKE ${`${prefix}%`}`,
  );
  return expenseNumber(month, row!.n);
}

export interface ExpenseRowInput {
  id: string;
  number: string;
  input: Omit<ExpenseInput, 'next' | 'vatInvoice'>;
  withholdingRateBp: number | null;
  createdBy: string | null;
  recurringId?: string | null;
}

export async function insertExpense(tx: Tx, r: ExpenseRowInput): Promise<boolean> {
  const i = r.input;
  const rows = await sqlRows<{ id: string }>(
    tx,
    sql`INSERT INTO expenses (id, number, description, category_id, expense_date, vendor_name, vendor_tin,
                              amount_centavos, input_vat_centavos, withholding_atc, withholding_rate_bp,
                              withholding_centavos, payment_method, terminal_id, notes, recurring_id, created_by)
        VALUES (${r.id}, ${r.number}, ${i.description}, ${i.categoryId}, ${i.expenseDate}, ${i.vendorName}, ${i.vendorTin},
                ${i.amountCentavos}, ${i.inputVatCentavos}, ${i.withholdingAtc}, ${r.withholdingRateBp},
                ${i.withholdingCentavos}, ${i.paymentMethod}, ${i.terminalId}, ${i.notes}, ${r.recurringId ?? null},
                ${r.createdBy})
        ON CONFLICT (recurring_id, expense_date) WHERE recurring_id IS NOT NULL DO NOTHING
        RETURNING id`,
  );
  return rows.length > 0;
}

export async function updateExpenseRow(
  tx: Tx,
  id: string,
  i: Omit<ExpenseInput, 'next' | 'vatInvoice'>,
  withholdingRateBp: number | null,
): Promise<void> {
  await tx.execute(sql`UPDATE expenses
      SET description = ${i.description}, category_id = ${i.categoryId}, expense_date = ${i.expenseDate},
          vendor_name = ${i.vendorName}, vendor_tin = ${i.vendorTin}, amount_centavos = ${i.amountCentavos},
          input_vat_centavos = ${i.inputVatCentavos}, withholding_atc = ${i.withholdingAtc},
          withholding_rate_bp = ${withholdingRateBp}, withholding_centavos = ${i.withholdingCentavos},
          payment_method = ${i.paymentMethod}, terminal_id = ${i.terminalId}, notes = ${i.notes}, updated_at = now()
    WHERE id = ${id}`);
}

/** Moves an expense to `status`, stamping who and when for that step. */
export async function setExpenseStatus(
  tx: Tx,
  id: string,
  status: ExpenseStatus,
  by: string,
  at: string,
  rejectedReason: string | null = null,
): Promise<void> {
  const stamp: Record<ExpenseStatus, SQL> = {
    draft: sql``,
    submitted: sql`, submitted_by = ${by}, submitted_at = ${at}`,
    approved: sql`, approved_by = ${by}, approved_at = ${at}`,
    paid: sql`, paid_by = ${by}, paid_at = ${at}`,
    rejected: sql`, rejected_reason = ${rejectedReason}, approved_by = NULL, approved_at = NULL`,
  };
  await tx.execute(
    sql`UPDATE expenses SET status = ${status}, updated_at = now()${stamp[status]} WHERE id = ${id}`,
  );
}

const listWhere = (q: ExpenseListQuery & { categoryId?: string }) => {
  const parts: SQL[] = [sql`true`];
  if (q.from) parts.push(sql`e.expense_date >= ${q.from}`);
  if (q.to) parts.push(sql`e.expense_date <= ${q.to}`);
  if (q.categoryId) parts.push(sql`e.category_id = ${q.categoryId}`);
  if (q.status === 'proposed') parts.push(sql`e.status = 'draft' AND e.recurring_id IS NOT NULL`);
  else if (q.status) parts.push(sql`e.status = ${q.status}`);
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(
      sql`(e.number ILIKE ${like} OR e.description ILIKE ${like} OR coalesce(e.vendor_name, '') ILIKE ${like})`,
    );
  }
  return sql.join(parts, sql` AND `);
};

export async function listExpenses(
  db: R,
  q: ExpenseListQuery,
): Promise<{
  items: Expense[];
  total: number;
  totals: { count: number; amountCentavos: number; inputVatCentavos: number; withholdingCentavos: number };
}> {
  const where = listWhere(q);
  const items = (
    await sqlRows<Expense>(
      db,
      sql`${EXPENSE_SELECT} WHERE ${where} ORDER BY e.expense_date DESC, e.number DESC LIMIT ${q.limit ?? 200}`,
    )
  ).map(asExpense);
  const [t] = await sqlRows<{
    count: number;
    amountCentavos: number;
    inputVatCentavos: number;
    withholdingCentavos: number;
  }>(
    db,
    sql`SELECT count(*)::float8 AS count, coalesce(sum(e.amount_centavos), 0)::float8 AS "amountCentavos",
               coalesce(sum(e.input_vat_centavos), 0)::float8 AS "inputVatCentavos",
               coalesce(sum(e.withholding_centavos), 0)::float8 AS "withholdingCentavos"
          FROM expenses e WHERE ${where}`,
  );
  return { items, total: t!.count, totals: t! };
}

// ——— receipts ———

export async function writeAttachment(
  tx: Tx,
  expenseId: string,
  a: { fileName: string; type: string; bytes: Buffer } | null,
  by: string,
): Promise<void> {
  if (!a) {
    await tx.execute(sql`DELETE FROM expense_attachments WHERE expense_id = ${expenseId}`);
    return;
  }
  await tx.execute(sql`INSERT INTO expense_attachments (expense_id, file_name, type, bytes, uploaded_by, updated_at)
    VALUES (${expenseId}, ${a.fileName}, ${a.type}, ${a.bytes}, ${by}, now())
    ON CONFLICT (expense_id) DO UPDATE SET file_name = excluded.file_name, type = excluded.type,
      bytes = excluded.bytes, uploaded_by = excluded.uploaded_by, updated_at = now()`);
}

export async function readAttachment(
  db: R,
  expenseId: string,
): Promise<{ fileName: string; type: string; bytes: Buffer } | null> {
  const [row] = await sqlRows<{ fileName: string; type: string; bytes: Buffer | Uint8Array | string }>(
    db,
    sql`SELECT file_name AS "fileName", type, bytes FROM expense_attachments WHERE expense_id = ${expenseId}`,
  );
  if (!row) return null;
  return { ...row, bytes: toBuffer(row.bytes) };
}

function toBuffer(v: Buffer | Uint8Array | string): Buffer {
  if (typeof v === 'string') return Buffer.from(v.startsWith('\\x') ? v.slice(2) : v, 'hex');
  return Buffer.from(v);
}

// ——— recurring ———

const RECURRING_SELECT = sql`
  SELECT r.id, r.description, r.category_id AS "categoryId", c.name AS "categoryName", r.vendor_name AS "vendorName",
         r.vendor_tin AS "vendorTin", r.amount_centavos::float8 AS "amountCentavos",
         r.input_vat_centavos::float8 AS "inputVatCentavos", r.payment_method AS "paymentMethod", r.interval,
         to_char(r.next_date, 'YYYY-MM-DD') AS "nextDate", r.is_active AS "isActive"
    FROM recurring_expenses r JOIN expense_categories c ON c.id = r.category_id`;

export async function listRecurring(db: R): Promise<RecurringExpense[]> {
  return sqlRows<RecurringExpense>(db, sql`${RECURRING_SELECT} ORDER BY r.next_date, lower(r.description)`);
}

export async function findRecurring(db: R, id: string): Promise<RecurringExpense | null> {
  const [row] = await sqlRows<RecurringExpense>(db, sql`${RECURRING_SELECT} WHERE r.id = ${id}`);
  return row ?? null;
}

export async function insertRecurring(
  tx: Tx,
  id: string,
  i: RecurringInput,
  by: string | null,
): Promise<void> {
  await tx.execute(sql`INSERT INTO recurring_expenses (id, description, category_id, vendor_name, vendor_tin,
        amount_centavos, input_vat_centavos, payment_method, interval, next_date, is_active, created_by)
    VALUES (${id}, ${i.description}, ${i.categoryId}, ${i.vendorName}, ${i.vendorTin}, ${i.amountCentavos},
            ${i.inputVatCentavos}, ${i.paymentMethod}, ${i.interval}, ${i.nextDate}, ${i.isActive}, ${by})`);
}

export async function updateRecurringRow(tx: Tx, id: string, i: RecurringInput): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    tx,
    sql`UPDATE recurring_expenses SET description = ${i.description}, category_id = ${i.categoryId},
          vendor_name = ${i.vendorName}, vendor_tin = ${i.vendorTin}, amount_centavos = ${i.amountCentavos},
          input_vat_centavos = ${i.inputVatCentavos}, payment_method = ${i.paymentMethod}, interval = ${i.interval},
          next_date = ${i.nextDate}, is_active = ${i.isActive}, updated_at = now()
        WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

/** Active templates due on or before `today`, locked (one job run at a time proposes them). */
export async function lockDueTemplates(
  tx: Tx,
  today: string,
): Promise<(RecurringExpense & { createdBy: string | null })[]> {
  return sqlRows(
    tx,
    sql`SELECT r.id, r.description, r.category_id AS "categoryId", r.vendor_name AS "vendorName",
               r.vendor_tin AS "vendorTin", r.amount_centavos::float8 AS "amountCentavos",
               r.input_vat_centavos::float8 AS "inputVatCentavos", r.payment_method AS "paymentMethod", r.interval,
               to_char(r.next_date, 'YYYY-MM-DD') AS "nextDate", r.is_active AS "isActive", r.created_by AS "createdBy"
          FROM recurring_expenses r
         WHERE r.is_active AND r.next_date <= ${today}
         ORDER BY r.next_date FOR UPDATE OF r`,
  );
}

export async function setNextDate(tx: Tx, id: string, nextDate: string): Promise<void> {
  await tx.execute(
    sql`UPDATE recurring_expenses SET next_date = ${nextDate}, updated_at = now() WHERE id = ${id}`,
  );
}
