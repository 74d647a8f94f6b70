import { DomainError } from '../errors/codes.ts';
import { refusal } from '../errors/reasons.ts';

/**
 * Expenses (issue 22; seed 001 §3 "Expense category" and "Expense"): the pure rules the server applies
 * inside its transactions and the form shows before it sends — the status machine, the input VAT cap,
 * withholding, the expense number and the approval rule.
 */

/** The usual BIR classes of deductible expenses a store's categories are filed under. */
export const BIR_CLASSIFICATIONS = [
  'rent',
  'utilities',
  'communication',
  'fuel_and_oil',
  'transportation_and_travel',
  'repairs_and_maintenance',
  'supplies',
  'taxes_and_licenses',
  'professional_fees',
  'advertising',
  'salaries_and_wages',
  'sss_philhealth_pagibig',
  'insurance',
  'representation_and_entertainment',
  'depreciation',
  'bank_charges',
  'miscellaneous',
] as const;
export type BirClassification = (typeof BIR_CLASSIFICATIONS)[number];

export const EXPENSE_STATUSES = ['draft', 'submitted', 'approved', 'paid', 'rejected'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/** Cash from a terminal's drawer, cash from the safe, the bank, GCash. */
export const EXPENSE_PAYMENT_METHODS = ['cash_drawer', 'cash_safe', 'bank', 'gcash'] as const;
export type ExpensePaymentMethod = (typeof EXPENSE_PAYMENT_METHODS)[number];

export const RECURRING_INTERVALS = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

/**
 * Expanded withholding tax codes (ATC) a store meets on its expenses: WC for a corporate payee, WI for
 * an individual. Rates in basis points (100 = 1%).
 */
export const WITHHOLDING_CODES = [
  { atc: 'WC158', rateBp: 100, what: 'goods', payee: 'corporate' },
  { atc: 'WI158', rateBp: 100, what: 'goods', payee: 'individual' },
  { atc: 'WC160', rateBp: 200, what: 'services', payee: 'corporate' },
  { atc: 'WI160', rateBp: 200, what: 'services', payee: 'individual' },
  { atc: 'WC100', rateBp: 500, what: 'rent', payee: 'corporate' },
  { atc: 'WI100', rateBp: 500, what: 'rent', payee: 'individual' },
] as const;
export type WithholdingAtc = (typeof WITHHOLDING_CODES)[number]['atc'];
export const WITHHOLDING_ATCS = WITHHOLDING_CODES.map((c) => c.atc) as [WithholdingAtc, ...WithholdingAtc[]];
export const withholdingRateOf = (atc: WithholdingAtc) =>
  WITHHOLDING_CODES.find((c) => c.atc === atc)!.rateBp;

/** The store's expense controls (system_settings.expense_controls); approval above ₱5,000 by default. */
export const DEFAULT_EXPENSE_APPROVAL_ABOVE_CENTAVOS = 5_000_00;

/** The most input VAT a VAT-inclusive amount can carry: 12/112 of it, rounded to the centavo. */
export const maxInputVat = (amountCentavos: number) => Math.round((amountCentavos * 12) / 112);
/** Whether `vat` is within 12/112 of `amount` (exactly as the database checks it: vat × 112 ≤ amount × 12). */
export const inputVatWithinCap = (amountCentavos: number, vatCentavos: number) =>
  vatCentavos >= 0 && vatCentavos * 112 <= amountCentavos * 12;
/** The helper button: 12/112 of the amount, never above the cap. */
export const computeInputVat = (amountCentavos: number) => Math.floor((amountCentavos * 12) / 112);

/** Withholding on the amount before VAT (the VAT invoice's net), at the ATC's rate. */
export function computeWithholding(amountCentavos: number, inputVatCentavos: number, rateBp: number): number {
  const base = amountCentavos - inputVatCentavos;
  return Math.round((base * rateBp) / 10_000);
}

/** EXP-YYYYMM-NNNN: the month's series, from 0001. */
export function expenseNumber(month: string, seq: number): string {
  return `EXP-${month.slice(0, 4)}${month.slice(5, 7)}-${String(seq).padStart(4, '0')}`;
}
export const EXPENSE_NUMBER_PATTERN = /^EXP-\d{6}-\d{4,}$/;

// ——— the status machine ———

export const EXPENSE_ACTIONS = ['edit', 'submit', 'approve', 'reject', 'pay', 'recordPaid'] as const;
export type ExpenseAction = (typeof EXPENSE_ACTIONS)[number];

/**
 * Which action takes which status where. draft → submitted → approved → paid; a submitted one may be
 * rejected (with a reason); a draft or submitted one may be edited (it keeps its status) or recorded as
 * paid at once (approved and paid in one step, when the approval rule allows). Approved, paid and
 * rejected expenses are not edited.
 */
const MACHINE: Record<ExpenseStatus, Partial<Record<ExpenseAction, ExpenseStatus>>> = {
  draft: { edit: 'draft', submit: 'submitted', recordPaid: 'paid' },
  submitted: { edit: 'submitted', approve: 'approved', reject: 'rejected', recordPaid: 'paid' },
  approved: { pay: 'paid' },
  paid: {},
  rejected: {},
};

/** The status after `action`, or null when the action is not allowed from `status`. */
export function nextStatus(status: ExpenseStatus, action: ExpenseAction): ExpenseStatus | null {
  return MACHINE[status][action] ?? null;
}

export const canEditExpense = (status: ExpenseStatus) => nextStatus(status, 'edit') !== null;

/** Refuses an action the machine does not allow from this status (nothing is written). */
export function requireTransition(status: ExpenseStatus, action: ExpenseAction): ExpenseStatus {
  const next = nextStatus(status, action);
  if (!next)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      `An expense that is ${status} cannot be ${ACTION_WORDS[action]}.`,
      refusal('expenseStatusWrong', { status, step: action }),
    );
  return next;
}

const ACTION_WORDS: Record<ExpenseAction, string> = {
  edit: 'changed',
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  pay: 'paid',
  recordPaid: 'recorded as paid',
};

/**
 * Who may approve: a person with expenses "approve". Up to the store's threshold the submitter may
 * approve their own expense; above it someone else must.
 */
export function approvalRefusal(input: {
  amountCentavos: number;
  thresholdCentavos: number;
  approverId: string;
  submitterId: string | null;
}): 'ownAboveThreshold' | null {
  if (input.amountCentavos > input.thresholdCentavos && input.submitterId === input.approverId)
    return 'ownAboveThreshold';
  return null;
}

// ——— UUIDs (seed 001 §5) ———

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
export const INVALID_CATEGORY_ID_MESSAGE = 'Invalid UUID format for expense category ID';

/** An expense category id must be a UUID, else INVALID_UUID with the seed's message. */
export function requireExpenseCategoryId(id: string, field = 'categoryId'): string {
  if (!isUuid(id))
    throw new DomainError(
      'INVALID_UUID',
      INVALID_CATEGORY_ID_MESSAGE,
      refusal('expenseCategoryIdInvalid', { fields: { [field]: INVALID_CATEGORY_ID_MESSAGE } }),
    );
  return id.toLowerCase();
}

// ——— recurring ———

/** The date after `date` by the interval (the month's last day when the day does not exist). */
export function advanceDate(date: string, interval: RecurringInterval): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  if (interval === 'weekly') {
    const t = new Date(Date.UTC(y, m - 1, d + 7));
    return t.toISOString().slice(0, 10);
  }
  const months = interval === 'monthly' ? 1 : interval === 'quarterly' ? 3 : 12;
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The dates a template is due on up to `today` (its next date onward), at most `max` of them. */
export function dueDates(nextDate: string, interval: RecurringInterval, today: string, max = 24): string[] {
  const out: string[] = [];
  let d = nextDate;
  while (d <= today && out.length < max) {
    out.push(d);
    d = advanceDate(d, interval);
  }
  return out;
}
