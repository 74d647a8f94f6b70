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

export { parsePeso, pesoText } from '../../lib/peso-text.ts';
