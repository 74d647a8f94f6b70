/** A tender as the cashier types it in the pay dialog, and reading and writing peso amounts as text. */
import type { TenderMethod } from '@fbms/domain';

export interface Tender {
  id: number;
  method: TenderMethod;
  amount: string;
  reference: string;
  cardLast4: string;
  approvalCode: string;
  bank: string;
  checkNumber: string;
  checkDate: string;
}

let tenderIds = 0;
export const blank = (method: TenderMethod, amount = ''): Tender => ({
  id: ++tenderIds,
  method,
  amount,
  reference: '',
  cardLast4: '',
  approvalCode: '',
  bank: '',
  checkNumber: '',
  checkDate: '',
});

/** "1,450.5" → 145050 centavos; null when it is not an amount. */
export function parsePeso(text: string): number | null {
  const clean = text.replace(/[₱,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  const [whole, frac = ''] = clean.split('.');
  const n = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(n) ? n : null;
}

export const pesoText = (c: number) => (c / 100).toFixed(2);
