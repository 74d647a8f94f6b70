import { describe, expect, it } from 'vitest';
import { CHART } from './chart.ts';
import {
  type AccountFigures,
  balanceSheet,
  cashFlow,
  type FiguresById,
  incomeStatement,
  type LedgerAccount,
  netIncome,
  trialBalance,
} from './statements.ts';

/** The seeded chart, each account's id its code. */
const ACCOUNTS: LedgerAccount[] = CHART.map((a) => ({
  id: a.code,
  code: a.code,
  name: a.name,
  type: a.type,
  normalBalance: a.normalBalance,
  cashFlow: a.cashFlow,
}));

type Entry = { date: string; lines: [code: string, debit: number, credit: number][] };

/** Figures of the range [from, to] from entries (before `from`: the opening balance). */
function figures(entries: Entry[], from: string, to: string): FiguresById {
  const m = new Map<string, AccountFigures>();
  for (const e of entries) {
    if (e.date > to) continue;
    for (const [code, d, c] of e.lines) {
      const f = m.get(code) ?? { openingCentavos: 0, debitCentavos: 0, creditCentavos: 0 };
      if (e.date < from) f.openingCentavos += d - c;
      else {
        f.debitCentavos += d;
        f.creditCentavos += c;
      }
      m.set(code, f);
    }
  }
  return m;
}

const ENTRIES: Entry[] = [
  // Owner puts in capital; opening stock counted in.
  {
    date: '2025-12-01',
    lines: [
      ['1030', 1_000_000, 0],
      ['3010', 0, 1_000_000],
    ],
  },
  {
    date: '2025-12-01',
    lines: [
      ['1200', 500_000, 0],
      ['3040', 0, 500_000],
    ],
  },
  // A December sale (last year's income, never closed to retained earnings).
  {
    date: '2025-12-20',
    lines: [
      ['1010', 11_200, 0],
      ['4010', 0, 10_000],
      ['2100', 0, 1_200],
      ['5010', 7_000, 0],
      ['1200', 0, 7_000],
    ],
  },
  // This year: a sale with an SC/PWD discount and VAT exemption, paid by GCash.
  {
    date: '2026-03-05',
    lines: [
      ['1040', 8_000, 0],
      ['4030', 2_000, 0],
      ['4040', 1_200, 0],
      ['4010', 0, 11_200],
      ['5010', 6_000, 0],
      ['1200', 0, 6_000],
    ],
  },
  // A return, rent paid from the bank, a purchase on credit, equipment bought, drawings.
  {
    date: '2026-03-10',
    lines: [
      ['4020', 1_000, 0],
      ['2100', 120, 0],
      ['1010', 0, 1_120],
    ],
  },
  {
    date: '2026-03-15',
    lines: [
      ['6030', 20_000, 0],
      ['1030', 0, 20_000],
    ],
  },
  {
    date: '2026-03-16',
    lines: [
      ['1200', 30_000, 0],
      ['2010', 0, 30_000],
    ],
  },
  {
    date: '2026-03-20',
    lines: [
      ['1500', 50_000, 0],
      ['1030', 0, 50_000],
    ],
  },
  {
    date: '2026-03-25',
    lines: [
      ['3020', 5_000, 0],
      ['1010', 0, 5_000],
    ],
  },
  {
    date: '2026-03-26',
    lines: [
      ['4100', 0, 300],
      ['1010', 300, 0],
    ],
  },
];

const line = (
  s: {
    lines: {
      labelKey?: string;
      accountId?: string;
      amountCentavos: number | null;
      compareCentavos: number | null;
    }[];
  },
  k: string,
) => s.lines.find((l) => l.labelKey === k || l.accountId === k);

describe('trialBalance', () => {
  it('has each account on its side and totals that balance', () => {
    const tb = trialBalance(ACCOUNTS, figures(ENTRIES, '2026-03-01', '2026-03-31'));
    expect(tb.checks.every((c) => c.ok)).toBe(true);
    const cash = tb.rows.find((r) => r.code === '1010')!;
    expect(cash).toMatchObject({
      openingDebitCentavos: 11_200,
      debitCentavos: 300,
      creditCentavos: 6_120,
      closingDebitCentavos: 5_380,
      closingCreditCentavos: 0,
    });
    const sales = tb.rows.find((r) => r.code === '4010')!;
    expect(sales).toMatchObject({
      openingCreditCentavos: 10_000,
      creditCentavos: 11_200,
      closingCreditCentavos: 21_200,
    });
    expect(tb.totals.debitCentavos).toBe(tb.totals.creditCentavos);
    expect(tb.rows.some((r) => r.code === '6010')).toBe(false);
  });

  it('puts the comparison closing balances and the change beside', () => {
    const tb = trialBalance(
      ACCOUNTS,
      figures(ENTRIES, '2026-03-01', '2026-03-31'),
      figures(ENTRIES, '2025-12-01', '2025-12-31'),
    );
    const cash = tb.rows.find((r) => r.code === '1010')!;
    expect(cash.compareClosingDebitCentavos).toBe(11_200);
    expect(cash.changeCentavos).toBe(5_380 - 11_200);
    const sales = tb.rows.find((r) => r.code === '4010')!;
    expect(sales.changeCentavos).toBe(11_200); // credit-normal: the balance grew by ₱112
    expect(tb.checks).toHaveLength(4);
    expect(tb.checks.every((c) => c.ok)).toBe(true);
  });
});

describe('incomeStatement', () => {
  const is = incomeStatement(ACCOUNTS, figures(ENTRIES, '2026-03-01', '2026-03-31'));

  it('nets sales of returns, discounts and the VAT exemption, then cost, gross profit and expenses', () => {
    expect(line(is, '4010')!.amountCentavos).toBe(11_200);
    expect(line(is, '4020')!.amountCentavos).toBe(-1_000);
    expect(line(is, '4030')!.amountCentavos).toBe(-2_000);
    expect(line(is, '4040')!.amountCentavos).toBe(-1_200);
    expect(line(is, 'netSales')!.amountCentavos).toBe(7_000);
    expect(line(is, 'totalCostOfSales')!.amountCentavos).toBe(6_000);
    expect(line(is, 'grossProfit')!.amountCentavos).toBe(1_000);
    expect(line(is, 'totalOtherIncome')!.amountCentavos).toBe(300);
    expect(line(is, '6030')!.amountCentavos).toBe(20_000);
    expect(line(is, 'totalExpenses')!.amountCentavos).toBe(20_000);
    expect(line(is, 'netIncome')!.amountCentavos).toBe(1_000 + 300 - 20_000);
  });

  it('sums its lines to the net income of every income account', () => {
    const f = figures(ENTRIES, '2026-03-01', '2026-03-31');
    const sum = is.lines
      .filter((l) => l.style === 'line')
      .reduce((s, l) => {
        const a = ACCOUNTS.find((x) => x.id === l.accountId)!;
        return s + (a.type === 'revenue' ? 1 : -1) * l.amountCentavos!;
      }, 0);
    expect(sum).toBe(netIncome(ACCOUNTS, f));
    expect(line(is, 'netIncome')!.amountCentavos).toBe(netIncome(ACCOUNTS, f));
  });

  it('keeps an account with an amount only in the comparison, at zero', () => {
    const cmp = incomeStatement(
      ACCOUNTS,
      figures(ENTRIES, '2026-03-01', '2026-03-31'),
      figures(ENTRIES, '2025-12-01', '2025-12-31'),
    );
    expect(line(cmp, 'netIncome')).toMatchObject({ amountCentavos: -18_700, compareCentavos: 3_000 });
    expect(line(cmp, '4020')).toMatchObject({ amountCentavos: -1_000, compareCentavos: 0 });
  });
});

describe('balanceSheet', () => {
  const ytd = figures(ENTRIES, '2026-01-01', '2026-03-31');

  it('balances exactly, with last year’s and this year’s net income under equity', () => {
    const bs = balanceSheet(ACCOUNTS, ytd, figures(ENTRIES, '2025-01-01', '2025-12-31'));
    expect(bs.checks.map((c) => c.ok)).toEqual([true, true]);
    expect(line(bs, 'totalAssets')!.amountCentavos).toBe(
      line(bs, 'totalLiabilitiesAndEquity')!.amountCentavos,
    );
    expect(line(bs, 'priorYearsIncome')).toMatchObject({ amountCentavos: 3_000, compareCentavos: 0 });
    expect(line(bs, 'currentYearIncome')).toMatchObject({ amountCentavos: -18_700, compareCentavos: 3_000 });
    expect(line(bs, '3020')!.amountCentavos).toBe(-5_000); // drawings reduce equity
    expect(line(bs, '1200')!.amountCentavos).toBe(500_000 - 7_000 - 6_000 + 30_000);
  });

  it('balances for any set of balanced entries', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const entries: Entry[] = [];
    for (let i = 0; i < 300; i++) {
      const a = ACCOUNTS[rnd(ACCOUNTS.length)]!.code;
      const b = ACCOUNTS[rnd(ACCOUNTS.length)]!.code;
      const amt = 1 + rnd(100_000);
      const date = `202${5 + rnd(2)}-${String(1 + rnd(12)).padStart(2, '0')}-1${rnd(9)}`;
      entries.push({
        date,
        lines: [
          [a, amt, 0],
          [b, 0, amt],
        ],
      });
    }
    for (const to of ['2025-06-30', '2026-02-28', '2026-12-31']) {
      const f = figures(entries, `${to.slice(0, 4)}-01-01`, to);
      const bs = balanceSheet(ACCOUNTS, f);
      expect(bs.checks[0]).toMatchObject({ ok: true });
      const cf = cashFlow(ACCOUNTS, figures(entries, '2025-03-01', to));
      expect(cf.checks[0]).toMatchObject({ ok: true });
      expect(trialBalance(ACCOUNTS, f).checks.every((c) => c.ok)).toBe(true);
    }
  });
});

describe('cashFlow', () => {
  it('starts from net income, adjusts working capital, and reconciles to the cash accounts', () => {
    const cf = cashFlow(ACCOUNTS, figures(ENTRIES, '2026-03-01', '2026-03-31'));
    expect(line(cf, 'netIncome')!.amountCentavos).toBe(-18_700);
    expect(line(cf, '1200')!.amountCentavos).toBe(6_000 - 30_000); // stock grew: cash used
    expect(line(cf, '2010')!.amountCentavos).toBe(30_000); // bought on credit: no cash yet
    expect(line(cf, '2100')!.amountCentavos).toBe(-120);
    expect(line(cf, 'netInvesting')!.amountCentavos).toBe(-50_000);
    expect(line(cf, 'netFinancing')!.amountCentavos).toBe(-5_000);
    expect(line(cf, 'openingCash')!.amountCentavos).toBe(1_011_200);
    const change = 8_000 + 300 - 1_120 - 20_000 - 50_000 - 5_000;
    expect(line(cf, 'netChange')!.amountCentavos).toBe(change);
    expect(line(cf, 'endingCash')!.amountCentavos).toBe(1_011_200 + change);
    expect(line(cf, 'cashPerLedger')!.amountCentavos).toBe(1_011_200 + change);
    expect(cf.checks).toEqual([
      {
        key: 'cash-reconciles',
        ok: true,
        leftCentavos: 1_011_200 + change,
        rightCentavos: 1_011_200 + change,
        compare: false,
      },
    ]);
  });
});
