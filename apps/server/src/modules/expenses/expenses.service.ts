import { type Db, type Tx, uuidv7 } from '@fbms/db';
import {
  advanceDate,
  approvalRefusal,
  can,
  DomainError,
  dueDates,
  type Expense,
  type ExpenseAction,
  type ExpenseCategory,
  type ExpenseCategoryInput,
  type ExpenseFigures,
  type ExpenseInput,
  type ExpenseListQuery,
  expenseApprovalPosting,
  expensePaymentPosting,
  manilaDate,
  RECEIPT_MAX_BYTES,
  type RecurringExpense,
  type RecurringInput,
  refusal,
  requireExpenseCategoryId,
  requireTransition,
  sniffImageType,
  withholdingRateOf,
} from '@fbms/domain';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { addExpenseCashOut } from '../shifts/expense-slips.service.ts';
import {
  categoryUsed,
  deleteCategoryRow,
  findCategory,
  findExpense,
  findExpenseAccount,
  findRecurring,
  insertCategory,
  insertExpense,
  insertRecurring,
  type LockedExpense,
  listCategories,
  listDrawers,
  listExpenseAccounts,
  listExpenses,
  listRecurring,
  lockDueTemplates,
  lockExpense,
  nextExpenseNumber,
  readAttachment,
  readExpenseControls,
  setExpenseStatus,
  setNextDate,
  terminalExists,
  updateCategory,
  updateExpenseRow,
  updateRecurringRow,
  writeAttachment,
} from './expenses.repository.ts';

/**
 * Expenses (issue 22): every write in one transaction with its rules — the status machine, the approval
 * rule, the postings into the ledger (through postEntry) and, for cash from a drawer, the shift's
 * cash-out slip. A refusal writes nothing.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

const notFound = (): never => {
  throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such expense.', refusal('expenseNotFound'));
};
const categoryNotFound = (): never => {
  throw new DomainError(
    'DB_RECORD_NOT_FOUND',
    'There is no such expense category.',
    refusal('expenseCategoryNotFound', { fields: { categoryId: 'There is no such expense category.' } }),
  );
};

// ——— categories ———

export const categoriesOf = (deps: Deps) => listCategories(deps.database.db);

async function requireExpenseAccount(db: Db | Tx, accountId: string) {
  if (!(await findExpenseAccount(db, accountId)))
    throw new DomainError(
      'VALIDATION_FAILED',
      'Choose an active account of type expense.',
      refusal('expenseAccountNotExpense', {
        fields: { accountId: 'Choose an active account of type expense.' },
      }),
    );
}

export async function createCategory(
  deps: Deps,
  actor: Actor,
  input: ExpenseCategoryInput,
  where: AuditWhere,
): Promise<ExpenseCategory> {
  const id = uuidv7();
  return deps.database.db.transaction(async (tx) => {
    await requireExpenseAccount(tx, input.accountId);
    await insertCategory(tx, id, input);
    await writeAudit(
      tx,
      {
        action: 'expenses.category_created',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'expense_category',
        targetId: id,
        details: { name: input.name },
      },
      where,
    );
    return (await findCategory(tx, id))!;
  });
}

export async function editCategory(
  deps: Deps,
  actor: Actor,
  rawId: string,
  input: ExpenseCategoryInput,
  where: AuditWhere,
): Promise<ExpenseCategory> {
  const id = requireExpenseCategoryId(rawId, 'id');
  return deps.database.db.transaction(async (tx) => {
    const was = (await findCategory(tx, id, true)) ?? categoryNotFound();
    await requireExpenseAccount(tx, input.accountId);
    await updateCategory(tx, id, input);
    await writeAudit(
      tx,
      {
        action: 'expenses.category_changed',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'expense_category',
        targetId: id,
        details: {
          name: input.name,
          was: { name: was.name, accountCode: was.accountCode, isActive: was.isActive },
        },
      },
      where,
    );
    return (await findCategory(tx, id))!;
  });
}

/** A category nothing uses may be deleted; one in use is deactivated instead. */
export async function removeCategory(deps: Deps, actor: Actor, rawId: string, where: AuditWhere) {
  const id = requireExpenseCategoryId(rawId, 'id');
  await deps.database.db.transaction(async (tx) => {
    const was = (await findCategory(tx, id, true)) ?? categoryNotFound();
    if (await categoryUsed(tx, id))
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        `${was.name} is used by expenses: deactivate it instead.`,
        refusal('expenseCategoryInUse', { name: was.name }),
      );
    await deleteCategoryRow(tx, id);
    await writeAudit(
      tx,
      {
        action: 'expenses.category_deleted',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'expense_category',
        targetId: id,
        details: { name: was.name },
      },
      where,
    );
  });
  return { deleted: true as const };
}

/** The category a new or changed expense is filed under: a UUID (INVALID_UUID), existing and active. */
async function requireActiveCategory(tx: Tx, rawId: string): Promise<ExpenseCategory> {
  const id = requireExpenseCategoryId(rawId);
  const c = (await findCategory(tx, id)) ?? categoryNotFound();
  if (!c.isActive)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      `${c.name} is inactive: choose another category.`,
      refusal('expenseCategoryInactive', { name: c.name, fields: { categoryId: `${c.name} is inactive` } }),
    );
  return c;
}

// ——— expenses ———

export async function expensesList(deps: Deps, q: ExpenseListQuery) {
  const categoryId = q.categoryId ? requireExpenseCategoryId(q.categoryId) : undefined;
  return listExpenses(deps.database.db, { ...q, categoryId });
}

export async function expenseOf(deps: Deps, id: string): Promise<Expense> {
  return (await findExpense(deps.database.db, id)) ?? notFound();
}

const requireApprove = (actor: Actor) => {
  if (!can(actor.role, 'expenses', 'approve'))
    throw new DomainError(
      'AUTH_INSUFFICIENT_PERMISSIONS',
      'Insufficient Permissions — You do not have permission to approve in the Expenses module.',
      refusal('accessAction', { module: 'expenses', action: 'approve', minRole: null }),
    );
};

async function checkInput(tx: Tx, input: ExpenseInput) {
  const category = await requireActiveCategory(tx, input.categoryId);
  if (input.paymentMethod === 'cash_drawer' && !(await terminalExists(tx, input.terminalId!)))
    throw new DomainError(
      'VALIDATION_FAILED',
      'There is no such terminal.',
      refusal('terminalNotFound', { fields: { terminalId: 'There is no such terminal.' } }),
    );
  const { next: _next, vatInvoice: _vat, ...row } = input;
  return {
    category,
    row: {
      ...row,
      categoryId: category.id,
      terminalId: input.paymentMethod === 'cash_drawer' ? input.terminalId : null,
    },
    rateBp: input.withholdingAtc ? withholdingRateOf(input.withholdingAtc) : null,
  };
}

interface Step {
  tx: Tx;
  actor: Actor;
  at: string;
  today: string;
  where: AuditWhere;
}

const figuresOf = (e: LockedExpense): ExpenseFigures => ({
  id: e.id,
  number: e.number,
  description: e.description,
  expenseDate: e.expenseDate,
  accountId: e.accountId,
  amountCentavos: e.amountCentavos,
  inputVatCentavos: e.inputVatCentavos,
  withholdingCentavos: e.withholdingCentavos,
  paymentMethod: e.paymentMethod,
  terminalId: e.terminalId,
});

const audit = (
  s: Step,
  e: LockedExpense,
  action:
    | 'created'
    | 'changed'
    | 'submitted'
    | 'approved'
    | 'rejected'
    | 'paid'
    | 'receipt_attached'
    | 'receipt_removed',
  details: Record<string, unknown> = {},
) =>
  writeAudit(
    s.tx,
    {
      action: `expenses.${action}`,
      actorUserId: s.actor.userId,
      actorEmail: s.actor.email,
      targetType: 'expense',
      targetId: e.id,
      details: { number: e.number, amountCentavos: e.amountCentavos, ...details },
    },
    s.where,
  );

async function submitStep(s: Step, e: LockedExpense) {
  requireTransition(e.status, 'submit');
  await setExpenseStatus(s.tx, e.id, 'submitted', s.actor.userId, s.at);
  await audit(s, e, 'submitted');
  e.status = 'submitted';
  e.submittedBy = s.actor.userId;
}

async function approveStep(s: Step, e: LockedExpense, action: ExpenseAction = 'approve') {
  requireTransition(e.status, action);
  requireApprove(s.actor);
  const { approvalAboveCentavos } = await readExpenseControls(s.tx);
  const submitter = e.submittedBy ?? e.createdBy ?? s.actor.userId;
  if (
    approvalRefusal({
      amountCentavos: e.amountCentavos,
      thresholdCentavos: approvalAboveCentavos,
      approverId: s.actor.userId,
      submitterId: submitter,
    })
  )
    throw new DomainError(
      'APPROVAL_REQUIRED',
      'Above the approval limit, someone other than the person who submitted it must approve the expense.',
      refusal('expenseOwnApprovalAboveLimit', { limitCentavos: approvalAboveCentavos }),
    );
  await setExpenseStatus(s.tx, e.id, 'approved', s.actor.userId, s.at);
  await postEntry(s.tx, expenseApprovalPosting(figuresOf(e)), s.actor.userId);
  await audit(s, e, 'approved');
  e.status = 'approved';
}

async function payStep(s: Step, e: LockedExpense) {
  requireTransition(e.status, 'pay');
  requireApprove(s.actor);
  const net = e.amountCentavos - e.withholdingCentavos;
  if (e.paymentMethod === 'cash_drawer')
    await addExpenseCashOut(
      s.tx,
      s.actor,
      {
        terminalId: e.terminalId!,
        amountCentavos: net,
        reason: `${e.number} ${e.description}`,
        today: s.today,
        at: s.at,
      },
      s.where,
    );
  await setExpenseStatus(s.tx, e.id, 'paid', s.actor.userId, s.at);
  await postEntry(s.tx, expensePaymentPosting(figuresOf(e), s.today), s.actor.userId);
  await audit(s, e, 'paid', { paymentMethod: e.paymentMethod });
  e.status = 'paid';
}

/** Draft or submitted → paid in one step: submitted (if a draft), approved and paid. */
async function recordPaidStep(s: Step, e: LockedExpense) {
  requireTransition(e.status, 'recordPaid');
  requireApprove(s.actor);
  if (e.status === 'draft') await submitStep(s, e);
  await approveStep(s, e);
  await payStep(s, e);
}

async function nextStep(s: Step, e: LockedExpense, next: ExpenseInput['next']) {
  if (next === 'submit') await submitStep(s, e);
  else if (next === 'pay') await recordPaidStep(s, e);
}

function stepOf(deps: Deps, tx: Tx, actor: Actor, where: AuditWhere): Step {
  const now = deps.now();
  return { tx, actor, at: now.toISOString(), today: manilaDate(now), where };
}

export async function createExpense(deps: Deps, actor: Actor, input: ExpenseInput, where: AuditWhere) {
  const id = uuidv7();
  await deps.database.db.transaction(async (tx) => {
    const s = stepOf(deps, tx, actor, where);
    if (input.next === 'pay') requireApprove(actor);
    const { row, rateBp } = await checkInput(tx, input);
    const number = await nextExpenseNumber(tx, s.today);
    await insertExpense(tx, { id, number, input: row, withholdingRateBp: rateBp, createdBy: actor.userId });
    const e = (await lockExpense(tx, id))!;
    await audit(s, e, 'created', { description: input.description });
    await nextStep(s, e, input.next);
  });
  return expenseOf(deps, id);
}

export async function updateExpense(
  deps: Deps,
  actor: Actor,
  id: string,
  input: ExpenseInput,
  where: AuditWhere,
) {
  await deps.database.db.transaction(async (tx) => {
    const s = stepOf(deps, tx, actor, where);
    const was = (await lockExpense(tx, id)) ?? notFound();
    requireTransition(was.status, 'edit');
    if (input.next === 'pay') requireApprove(actor);
    const { row, rateBp } = await checkInput(tx, input);
    await updateExpenseRow(tx, id, row, rateBp);
    const e = (await lockExpense(tx, id))!;
    await audit(s, e, 'changed', { was: { amountCentavos: was.amountCentavos, categoryId: was.categoryId } });
    await nextStep(s, e, input.next);
  });
  return expenseOf(deps, id);
}

type Act = 'submit' | 'approve' | 'pay';
export async function actOnExpense(deps: Deps, actor: Actor, id: string, act: Act, where: AuditWhere) {
  await deps.database.db.transaction(async (tx) => {
    const s = stepOf(deps, tx, actor, where);
    const e = (await lockExpense(tx, id)) ?? notFound();
    if (act === 'submit') await submitStep(s, e);
    else if (act === 'approve') await approveStep(s, e);
    else await payStep(s, e);
  });
  return expenseOf(deps, id);
}

export async function rejectExpense(deps: Deps, actor: Actor, id: string, reason: string, where: AuditWhere) {
  await deps.database.db.transaction(async (tx) => {
    const s = stepOf(deps, tx, actor, where);
    const e = (await lockExpense(tx, id)) ?? notFound();
    requireTransition(e.status, 'reject');
    requireApprove(actor);
    await setExpenseStatus(tx, id, 'rejected', actor.userId, s.at, reason);
    await audit(s, e, 'rejected', { reason });
  });
  return expenseOf(deps, id);
}

// ——— receipts ———

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** JPEG, PNG, WebP or PDF as read from the bytes (not the label), at most 5 MB. */
export function decodeReceipt(dataUrl: string): { bytes: Buffer; type: string } {
  const bad = () =>
    new DomainError(
      'FILE_TYPE_INVALID',
      'Attach a JPEG, PNG or WebP photo or a PDF of the receipt.',
      refusal('receiptTypeInvalid'),
    );
  const m = /^data:([\w/+.-]*);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!m) throw bad();
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.length > RECEIPT_MAX_BYTES)
    throw new DomainError(
      'FILE_SIZE_EXCEEDED',
      `The receipt is too large: at most ${RECEIPT_MAX_BYTES / 1024 / 1024} MB.`,
      refusal('receiptTooLarge', { maxMb: RECEIPT_MAX_BYTES / 1024 / 1024 }),
    );
  const type =
    sniffImageType(bytes) ?? (PDF_MAGIC.every((b, i) => bytes[i] === b) ? 'application/pdf' : null);
  if (!type) throw bad();
  return { bytes, type };
}

export async function changeAttachment(
  deps: Deps,
  actor: Actor,
  id: string,
  file: { fileName: string; dataUrl: string } | null,
  where: AuditWhere,
): Promise<Expense> {
  const decoded = file ? { fileName: file.fileName, ...decodeReceipt(file.dataUrl) } : null;
  await deps.database.db.transaction(async (tx) => {
    const s = stepOf(deps, tx, actor, where);
    const e = (await lockExpense(tx, id)) ?? notFound();
    // A receipt may come after the payment; taking one away is only for an expense still editable.
    if (!decoded) requireTransition(e.status, 'edit');
    else if (e.status === 'rejected') requireTransition(e.status, 'edit');
    await writeAttachment(tx, id, decoded, actor.userId);
    await audit(
      s,
      e,
      decoded ? 'receipt_attached' : 'receipt_removed',
      decoded ? { type: decoded.type, bytes: decoded.bytes.length } : {},
    );
  });
  return expenseOf(deps, id);
}

export async function attachmentOf(deps: Deps, id: string) {
  const a = await readAttachment(deps.database.db, id);
  if (!a)
    throw new DomainError(
      'DB_RECORD_NOT_FOUND',
      'This expense has no receipt attached.',
      refusal('receiptMissing'),
    );
  return a;
}

// ——— recurring ———

export async function createRecurring(deps: Deps, actor: Actor, input: RecurringInput, where: AuditWhere) {
  const id = uuidv7();
  await deps.database.db.transaction(async (tx) => {
    const c = await requireActiveCategory(tx, input.categoryId);
    await insertRecurring(tx, id, { ...input, categoryId: c.id }, actor.userId);
    await writeAudit(
      tx,
      {
        action: 'expenses.recurring_created',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'recurring_expense',
        targetId: id,
        details: { description: input.description, interval: input.interval },
      },
      where,
    );
  });
  return (await findRecurring(deps.database.db, id))!;
}

export async function updateRecurring(
  deps: Deps,
  actor: Actor,
  id: string,
  input: RecurringInput,
  where: AuditWhere,
): Promise<RecurringExpense> {
  await deps.database.db.transaction(async (tx) => {
    const c = await requireActiveCategory(tx, input.categoryId);
    if (!(await updateRecurringRow(tx, id, { ...input, categoryId: c.id })))
      throw new DomainError(
        'DB_RECORD_NOT_FOUND',
        'There is no such recurring expense.',
        refusal('recurringNotFound'),
      );
    await writeAudit(
      tx,
      {
        action: 'expenses.recurring_changed',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'recurring_expense',
        targetId: id,
        details: { description: input.description, isActive: input.isActive },
      },
      where,
    );
  });
  return (await findRecurring(deps.database.db, id))!;
}

/**
 * Each active template due by today proposes a draft expense for each of its dates (once per date: the
 * unique (recurring_id, expense_date) makes a second run write nothing) and moves on to its next date.
 */
export async function proposeRecurring(deps: Deps): Promise<{ proposed: number }> {
  const today = manilaDate(deps.now());
  return deps.database.db.transaction(async (tx) => {
    let proposed = 0;
    for (const r of await lockDueTemplates(tx, today)) {
      const dates = dueDates(r.nextDate, r.interval, today);
      for (const date of dates) {
        const number = await nextExpenseNumber(tx, today);
        const made = await insertExpense(tx, {
          id: uuidv7(),
          number,
          recurringId: r.id,
          createdBy: r.createdBy,
          withholdingRateBp: null,
          input: {
            description: r.description,
            categoryId: r.categoryId,
            expenseDate: date,
            vendorName: r.vendorName,
            vendorTin: r.vendorTin,
            amountCentavos: r.amountCentavos,
            inputVatCentavos: r.inputVatCentavos,
            withholdingAtc: null,
            withholdingCentavos: 0,
            paymentMethod: r.paymentMethod,
            terminalId: null,
            notes: null,
          },
        });
        if (made) proposed++;
      }
      const last = dates[dates.length - 1];
      if (last) await setNextDate(tx, r.id, advanceDate(last, r.interval));
    }
    return { proposed };
  });
}

/** Daily at 00:15 Manila (a slot missed while the server was off runs when it starts). */
export const recurringExpensesJob = defineJob<Record<string, never>, AppDeps>(
  'expenses.recurring',
  (_payload, deps) => proposeRecurring(deps),
  { schedule: '15 0 * * *', retry: { attempts: 4, backoffMs: 60_000 } },
);

export const controlsOf = (deps: Deps) => readExpenseControls(deps.database.db);
export const accountsOf = (deps: Deps) => listExpenseAccounts(deps.database.db);
export const drawersOf = (deps: Deps, scope: BranchScope) => listDrawers(deps.database.db, scope);
export const recurringOf = (deps: Deps) => listRecurring(deps.database.db);
