import type { PaymentInput } from '@fbms/domain';
import { pick } from '../demo/seed-products.ts';

const BANKS = ['BDO', 'Land Bank', 'Metrobank', 'BPI', 'PNB'];
const BILLS = [2_000, 5_000, 10_000, 50_000, 100_000];

const digits = (r: () => number, n: number) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? 1 + Math.floor(r() * 9) : Math.floor(r() * 10))).join('');

/** What a customer hands over for `due` centavos: the exact amount, or the next ₱20, ₱50, ₱100, ₱500 or ₱1,000. */
function handed(r: () => number, due: number): number {
  if (r() < 0.3) return due;
  const bill = pick(
    r,
    BILLS.filter((b) => b <= Math.max(2_000, due * 2)),
  );
  return Math.ceil(due / bill) * bill;
}

/**
 * How a customer of the demo history pays `total` centavos, from their preference (0–1): mostly cash,
 * then GCash, Maya, QR Ph, card; bank transfers and checks for larger sales; now and then part GCash,
 * the rest in cash. Every tender carries what the POS asks for it (references, card, check details).
 */
export function demoTenders(r: () => number, pref: number, total: number, date: string): PaymentInput[] {
  const cash = (): PaymentInput[] => [{ method: 'cash', amountCentavos: handed(r, total) }];
  if (pref < 0.6) return cash();
  if (pref < 0.72) return [{ method: 'gcash', amountCentavos: total, reference: digits(r, 13) }];
  if (pref < 0.78) return [{ method: 'maya', amountCentavos: total, reference: digits(r, 12) }];
  if (pref < 0.83) return [{ method: 'qrph', amountCentavos: total, reference: `QR${digits(r, 10)}` }];
  if (pref < 0.89)
    return total >= 50_000
      ? [{ method: 'card', amountCentavos: total, cardLast4: digits(r, 4), approvalCode: digits(r, 6) }]
      : cash();
  if (pref < 0.93)
    return total >= 150_000
      ? [{ method: 'bank_transfer', amountCentavos: total, reference: `${pick(r, BANKS)}-${digits(r, 9)}` }]
      : [{ method: 'gcash', amountCentavos: total, reference: digits(r, 13) }];
  if (pref < 0.965)
    return total >= 250_000
      ? [
          {
            method: 'check',
            amountCentavos: total,
            bank: pick(r, BANKS),
            checkNumber: digits(r, 10),
            checkDate: date,
          },
        ]
      : cash();
  if (total < 20_000) return cash();
  const part = Math.floor(total / 200) * 100;
  return [
    { method: 'gcash', amountCentavos: part, reference: digits(r, 13) },
    { method: 'cash', amountCentavos: handed(r, total - part) },
  ];
}
