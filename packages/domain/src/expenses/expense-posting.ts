import { type Posting, toLines } from '../accounting/posting.ts';
import type { ExpensePaymentMethod } from './expense-rules.ts';

/**
 * What an expense posts to the general ledger (issue 22), as pure rules the server hands to postEntry.
 *
 * On approval (the expense's date): Dr the category's account (amount − input VAT), Dr input VAT,
 * Cr accrued expenses (amount − withholding), Cr expanded withholding tax payable (withholding).
 * On payment: Dr accrued expenses, Cr the account the money left (a drawer, the safe, the bank, GCash).
 */
export interface ExpenseFigures {
  id: string;
  number: string;
  description: string;
  expenseDate: string;
  accountId: string;
  amountCentavos: number;
  inputVatCentavos: number;
  withholdingCentavos: number;
  paymentMethod: ExpensePaymentMethod;
  terminalId: string | null;
}

export function expenseApprovalPosting(e: ExpenseFigures): Posting {
  return {
    date: e.expenseDate,
    memo: `${e.number} ${e.description}`,
    sourceType: 'expense',
    sourceId: e.id,
    sourceNumber: e.number,
    lines: toLines([
      { account: { accountId: e.accountId }, centavos: e.amountCentavos - e.inputVatCentavos },
      { account: { key: 'input_vat' }, centavos: e.inputVatCentavos },
      { account: { key: 'accrued_expenses' }, centavos: -(e.amountCentavos - e.withholdingCentavos) },
      { account: { key: 'withholding_tax_expanded' }, centavos: -e.withholdingCentavos },
    ]),
  };
}

export function expensePaymentAccount(
  method: ExpensePaymentMethod,
  terminalId: string | null,
): { key: 'cash_on_hand' | 'cash_in_safe' | 'cash_in_bank' | 'ewallet_clearing'; terminalId?: string } {
  switch (method) {
    case 'cash_drawer':
      if (!terminalId) throw new Error('cash from a drawer names its terminal');
      return { key: 'cash_on_hand', terminalId };
    case 'cash_safe':
      return { key: 'cash_in_safe' };
    case 'bank':
      return { key: 'cash_in_bank' };
    case 'gcash':
      return { key: 'ewallet_clearing' };
  }
}

/** The payment, dated the day it is paid (a Manila business date). */
export function expensePaymentPosting(e: ExpenseFigures, paidOn: string): Posting {
  const net = e.amountCentavos - e.withholdingCentavos;
  return {
    date: paidOn,
    memo: `${e.number} paid: ${e.description}`,
    sourceType: 'expense_payment',
    sourceId: e.id,
    sourceNumber: e.number,
    lines: toLines([
      { account: { key: 'accrued_expenses' }, centavos: net },
      { account: expensePaymentAccount(e.paymentMethod, e.terminalId), centavos: -net },
    ]),
  };
}
