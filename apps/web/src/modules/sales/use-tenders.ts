/** The pay dialog's tenders: what was typed, what each pays, and adding, changing and removing them. */
import { type PaymentInput, settleTenders, type TenderMethod } from '@fbms/domain';
import { useRef, useState } from 'react';
import { blank, parsePeso, pesoText, type Tender } from './tender.ts';

export function useTenders(due: number) {
  const [tenders, setTenders] = useState<Tender[]>([blank('cash')]);
  // A tender just added takes the focus, so Enter next completes the sale (not "add" again).
  const focusTender = useRef<number | null>(null);

  const amounts = tenders.map((x) => (x.method === 'cash' && x.amount === '' ? null : parsePeso(x.amount)));
  const nonCash = tenders.reduce((a, x, i) => a + (x.method !== 'cash' ? (amounts[i] ?? 0) : 0), 0);
  // Cash left empty means "exact".
  const payments: PaymentInput[] = tenders.map((x, i) => ({
    method: x.method,
    amountCentavos: amounts[i] ?? (x.method === 'cash' ? Math.max(due - nonCash, 0) : 0),
    reference: x.reference || null,
    cardLast4: x.cardLast4 || null,
    approvalCode: x.approvalCode || null,
    bank: x.bank || null,
    checkNumber: x.checkNumber || null,
    checkDate: x.checkDate || null,
  }));
  const paid = payments.reduce((a, p) => a + p.amountCentavos, 0);
  const settled = settleTenders(
    due,
    payments.filter((p) => p.amountCentavos > 0),
  );
  // A non-cash tender left empty takes what is still due, as the customer pays exactly by QR or card.
  const switchMethod = (x: Tender, method: TenderMethod, i: number): Partial<Tender> => {
    if (method === 'cash' || x.amount !== '') return { method };
    const others = payments.reduce((a, p, j) => a + (j === i ? 0 : p.amountCentavos), 0);
    return { method, amount: pesoText(Math.max(due - others, 0)) };
  };
  const set = (i: number, change: Partial<Tender>) =>
    setTenders((ts) => ts.map((x, j) => (j === i ? { ...x, ...change } : x)));
  const remove = (i: number) => setTenders((ts) => ts.filter((_, j) => j !== i));
  const add = () => {
    const next = blank(
      'gcash',
      pesoText(Math.max(due - tenders.reduce((a, x) => a + (parsePeso(x.amount) ?? 0), 0), 0)),
    );
    focusTender.current = next.id;
    setTenders((ts) => [...ts, next]);
  };
  return { tenders, amounts, nonCash, payments, paid, settled, switchMethod, set, remove, add, focusTender };
}
