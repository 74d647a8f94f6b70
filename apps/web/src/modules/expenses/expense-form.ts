import {
  computeInputVat,
  computeWithholding,
  type Expense,
  type ExpenseInputIn,
  type ExpensePaymentMethod,
  inputVatWithinCap,
  maxInputVat,
  RECEIPT_MAX_BYTES,
  RECEIPT_TYPES,
  type WithholdingAtc,
  withholdingRateOf,
} from '@fbms/domain';
import { parsePeso, pesoText } from '../../lib/peso-text.ts';

/** The expense form's values as typed (money as text), and the rules the form checks before sending. */
export interface ExpenseFormValues {
  description: string;
  categoryId: string | null;
  expenseDate: string;
  vendorName: string;
  vendorTin: string;
  amount: string;
  vatInvoice: boolean;
  inputVat: string;
  withholdingAtc: WithholdingAtc | null;
  withholding: string;
  paymentMethod: ExpensePaymentMethod;
  terminalId: string | null;
  notes: string;
}

export const emptyForm = (today: string): ExpenseFormValues => ({
  description: '',
  categoryId: null,
  expenseDate: today,
  vendorName: '',
  vendorTin: '',
  amount: '',
  vatInvoice: false,
  inputVat: '',
  withholdingAtc: null,
  withholding: '',
  paymentMethod: 'cash_safe',
  terminalId: null,
  notes: '',
});

export const formOf = (e: Expense): ExpenseFormValues => ({
  description: e.description,
  categoryId: e.categoryId,
  expenseDate: e.expenseDate,
  vendorName: e.vendorName ?? '',
  vendorTin: e.vendorTin ?? '',
  amount: pesoText(e.amountCentavos),
  vatInvoice: e.inputVatCentavos > 0,
  inputVat: e.inputVatCentavos > 0 ? pesoText(e.inputVatCentavos) : '',
  withholdingAtc: e.withholdingAtc,
  withholding: e.withholdingCentavos > 0 ? pesoText(e.withholdingCentavos) : '',
  paymentMethod: e.paymentMethod,
  terminalId: e.terminalId,
  notes: e.notes ?? '',
});

/** 12/112 of the amount typed, as text (the helper button). */
export function vatOf(amount: string): string {
  const c = parsePeso(amount);
  return c && c > 0 ? pesoText(computeInputVat(c)) : '';
}

/** The withholding at the ATC's rate on the amount before VAT, as text. */
export function withholdingOf(v: ExpenseFormValues, atc: WithholdingAtc | null): string {
  const amount = parsePeso(v.amount);
  if (!atc || !amount) return '';
  const vat = v.vatInvoice ? (parsePeso(v.inputVat) ?? 0) : 0;
  return pesoText(computeWithholding(amount, vat, withholdingRateOf(atc)));
}

export type FormProblem =
  | 'amountInvalid'
  | 'vatAboveCap'
  | 'categoryRequired'
  | 'drawerRequired'
  | 'descriptionRequired';

/** What is wrong before sending, by field; the body to send when nothing is. */
export function checkForm(v: ExpenseFormValues): {
  problems: Partial<Record<keyof ExpenseFormValues, FormProblem>>;
  body: Omit<ExpenseInputIn, 'next'> | null;
  maxVatCentavos: number;
} {
  const problems: Partial<Record<keyof ExpenseFormValues, FormProblem>> = {};
  const amount = parsePeso(v.amount);
  const vat = v.vatInvoice ? (parsePeso(v.inputVat || '0') ?? -1) : 0;
  const wht = v.withholdingAtc ? (parsePeso(v.withholding || '0') ?? -1) : 0;
  if (!v.description.trim()) problems.description = 'descriptionRequired';
  if (!amount || amount <= 0) problems.amount = 'amountInvalid';
  if (amount && amount > 0 && !inputVatWithinCap(amount, vat)) problems.inputVat = 'vatAboveCap';
  if (wht < 0) problems.withholding = 'amountInvalid';
  if (!v.categoryId) problems.categoryId = 'categoryRequired';
  if (v.paymentMethod === 'cash_drawer' && !v.terminalId) problems.terminalId = 'drawerRequired';
  const maxVatCentavos = amount && amount > 0 ? maxInputVat(amount) : 0;
  if (Object.keys(problems).length > 0 || !amount) return { problems, body: null, maxVatCentavos };
  return {
    problems,
    maxVatCentavos,
    body: {
      description: v.description.trim(),
      categoryId: v.categoryId!,
      expenseDate: v.expenseDate,
      vendorName: v.vendorName.trim() || null,
      vendorTin: v.vendorTin.trim() || null,
      amountCentavos: amount,
      vatInvoice: v.vatInvoice,
      inputVatCentavos: vat,
      withholdingAtc: v.withholdingAtc,
      withholdingCentavos: wht,
      paymentMethod: v.paymentMethod,
      terminalId: v.paymentMethod === 'cash_drawer' ? v.terminalId : null,
      notes: v.notes.trim() || null,
    },
  };
}

/** A receipt file the server will take: JPEG, PNG, WebP or PDF, at most 5 MB. */
export function receiptProblem(file: File): 'receiptType' | 'receiptTooLarge' | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'receiptType';
  if (file.size > RECEIPT_MAX_BYTES) return 'receiptTooLarge';
  return null;
}

export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}
