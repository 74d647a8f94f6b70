import { type Posting, toLines } from '../accounting/posting.ts';

/**
 * What purchasing posts to the general ledger (issue 24), as pure rules the server hands to postEntry
 * inside the document's own transaction.
 *
 * Receiving voucher: Dr inventory (goods net of input VAT, with freight and other costs), Dr input VAT,
 * Cr accounts payable (what is owed the supplier).
 * Supplier return: Dr accounts payable (the credit), Cr input VAT, Cr inventory (at the cost it leaves
 * at), and the difference between what the supplier credits net of VAT and that cost to inventory
 * revaluation (gain or loss).
 * Supplier payment: Dr accounts payable (what it settles), Cr the money's account (cash paid), Cr
 * expanded withholding tax payable (what was withheld).
 */
export function receivingPosting(rv: {
  id: string;
  number: string;
  date: string;
  supplierName: string;
  totalCentavos: number;
  inputVatCentavos: number;
}): Posting {
  return {
    date: rv.date,
    memo: `${rv.number} received from ${rv.supplierName}`,
    sourceType: 'receiving',
    sourceId: rv.id,
    sourceNumber: rv.number,
    lines: toLines([
      { account: { key: 'inventory' }, centavos: rv.totalCentavos - rv.inputVatCentavos },
      { account: { key: 'input_vat' }, centavos: rv.inputVatCentavos },
      { account: { key: 'accounts_payable' }, centavos: -rv.totalCentavos },
    ]),
  };
}

export function supplierReturnPosting(r: {
  id: string;
  number: string;
  date: string;
  supplierName: string;
  totalCentavos: number;
  inputVatCentavos: number;
  /** The stock's value at the cost it leaves at (Σ qty × the product's cost). */
  costCentavos: number;
}): Posting {
  const net = r.totalCentavos - r.inputVatCentavos;
  return {
    date: r.date,
    memo: `${r.number} returned to ${r.supplierName}`,
    sourceType: 'supplier_return',
    sourceId: r.id,
    sourceNumber: r.number,
    lines: toLines([
      { account: { key: 'accounts_payable' }, centavos: r.totalCentavos },
      { account: { key: 'input_vat' }, centavos: -r.inputVatCentavos },
      { account: { key: 'inventory' }, centavos: -r.costCentavos },
      { account: { key: 'inventory_revaluation' }, centavos: r.costCentavos - net },
    ]),
  };
}

export const SUPPLIER_PAYMENT_METHODS = ['cash', 'bank', 'check', 'gcash'] as const;
export type SupplierPaymentMethod = (typeof SUPPLIER_PAYMENT_METHODS)[number];

/** Cash from the safe; a bank transfer and a check from the bank; GCash from the e-wallet. */
export function supplierPaymentAccount(
  m: SupplierPaymentMethod,
): 'cash_in_safe' | 'cash_in_bank' | 'ewallet_clearing' {
  if (m === 'cash') return 'cash_in_safe';
  if (m === 'gcash') return 'ewallet_clearing';
  return 'cash_in_bank';
}

export function supplierPaymentPosting(p: {
  id: string;
  number: string;
  date: string;
  supplierName: string;
  method: SupplierPaymentMethod;
  amountCentavos: number;
  withholdingCentavos: number;
}): Posting {
  return {
    date: p.date,
    memo: `${p.number} paid to ${p.supplierName}`,
    sourceType: 'supplier_payment',
    sourceId: p.id,
    sourceNumber: p.number,
    lines: toLines([
      { account: { key: 'accounts_payable' }, centavos: p.amountCentavos + p.withholdingCentavos },
      { account: { key: supplierPaymentAccount(p.method) }, centavos: -p.amountCentavos },
      { account: { key: 'withholding_tax_expanded' }, centavos: -p.withholdingCentavos },
    ]),
  };
}
