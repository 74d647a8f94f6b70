import { describe, expect, it } from 'vitest';
import { isBalanced, totalDebits } from '../accounting/posting.ts';
import { type ExpenseFigures, expenseApprovalPosting, expensePaymentPosting } from './expense-posting.ts';
import { computeInputVat, computeWithholding, EXPENSE_PAYMENT_METHODS } from './expense-rules.ts';

const figures = (over: Partial<ExpenseFigures> = {}): ExpenseFigures => ({
  id: '0195f0c2-0000-7000-8000-000000000001',
  number: 'EXP-202611-0001',
  description: 'November rent',
  expenseDate: '2026-11-05',
  accountId: '0195f0c2-0000-7000-8000-0000000000aa',
  amountCentavos: 11_200_00,
  inputVatCentavos: 1_200_00,
  withholdingCentavos: 500_00,
  paymentMethod: 'bank',
  terminalId: null,
  ...over,
});

describe('expense postings', () => {
  it('approval: Dr expense (net of VAT), Dr input VAT, Cr accrued (net of withholding), Cr EWT payable', () => {
    const p = expenseApprovalPosting(figures());
    expect(p).toMatchObject({ date: '2026-11-05', sourceType: 'expense', sourceNumber: 'EXP-202611-0001' });
    expect(p.lines).toEqual([
      {
        account: { accountId: '0195f0c2-0000-7000-8000-0000000000aa' },
        debitCentavos: 10_000_00,
        creditCentavos: 0,
      },
      { account: { key: 'input_vat' }, debitCentavos: 1_200_00, creditCentavos: 0 },
      { account: { key: 'accrued_expenses' }, debitCentavos: 0, creditCentavos: 10_700_00 },
      { account: { key: 'withholding_tax_expanded' }, debitCentavos: 0, creditCentavos: 500_00 },
    ]);
    expect(isBalanced(p.lines)).toBe(true);
  });
  it('no VAT and no withholding: two lines', () => {
    const p = expenseApprovalPosting(figures({ inputVatCentavos: 0, withholdingCentavos: 0 }));
    expect(p.lines).toHaveLength(2);
    expect(isBalanced(p.lines)).toBe(true);
  });
  it('payment: Dr accrued, Cr the account the money left (a drawer is its terminal’s)', () => {
    const p = expensePaymentPosting(
      figures({ paymentMethod: 'cash_drawer', terminalId: 't1' }),
      '2026-11-06',
    );
    expect(p).toMatchObject({ date: '2026-11-06', sourceType: 'expense_payment' });
    expect(p.lines).toEqual([
      { account: { key: 'accrued_expenses' }, debitCentavos: 10_700_00, creditCentavos: 0 },
      { account: { key: 'cash_on_hand', terminalId: 't1' }, debitCentavos: 0, creditCentavos: 10_700_00 },
    ]);
  });
  it('every combination balances, and the payment clears what the approval accrued', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 500; i++) {
      const amount = 1 + rnd(10_000_000);
      const vat = rnd(2) ? rnd(computeInputVat(amount) + 1) : 0;
      const wht = rnd(2) ? computeWithholding(amount, vat, [100, 200, 500][rnd(3)]!) : 0;
      if (vat + wht >= amount) continue;
      const method = EXPENSE_PAYMENT_METHODS[rnd(4)]!;
      const f = figures({
        amountCentavos: amount,
        inputVatCentavos: vat,
        withholdingCentavos: wht,
        paymentMethod: method,
        terminalId: method === 'cash_drawer' ? 't' : null,
      });
      const a = expenseApprovalPosting(f);
      const p = expensePaymentPosting(f, '2026-11-30');
      expect(isBalanced(a.lines)).toBe(true);
      expect(isBalanced(p.lines)).toBe(true);
      expect(totalDebits(a.lines)).toBe(amount);
      const accrued = a.lines.find((l) => 'key' in l.account && l.account.key === 'accrued_expenses')!;
      expect(p.lines[0]!.debitCentavos).toBe(accrued.creditCentavos);
    }
  });
});
