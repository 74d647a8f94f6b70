import { describe, expect, it } from 'vitest';
import { type BookLine, bookReport, generalLedgerReport, trialBalanceReport } from './report-tables.ts';
import { accountingReportTable } from './reports.contract.ts';
import type { LedgerAccount } from './statements.ts';

const CASH: LedgerAccount = {
  id: 'c',
  code: '1010',
  name: 'Cash on hand',
  type: 'asset',
  normalBalance: 'debit',
  cashFlow: 'cash',
};
const SALES: LedgerAccount = {
  id: 's',
  code: '4010',
  name: 'Sales',
  type: 'revenue',
  normalBalance: 'credit',
  cashFlow: 'none',
};
const ACCOUNTS = [SALES, CASH];
const Q = { from: '2026-03-01', to: '2026-03-31' };
const line = (entryNo: number, accountId: string, d: number, c: number): BookLine => ({
  entryId: `e${entryNo}`,
  entryNo,
  date: `2026-03-0${entryNo}`,
  memo: `Sale ${entryNo}`,
  sourceType: 'sale',
  sourceNumber: `0000000${entryNo}`,
  accountId,
  debitCentavos: d,
  creditCentavos: c,
  lineMemo: null,
});
const LINES = [line(1, 'c', 500, 0), line(1, 's', 0, 500), line(2, 'c', 300, 0), line(2, 's', 0, 300)];
const FIG = new Map([
  ['c', { openingCentavos: 1_000, debitCentavos: 800, creditCentavos: 0 }],
  ['s', { openingCentavos: -1_000, debitCentavos: 0, creditCentavos: 800 }],
]);

describe('the report tables', () => {
  it('trial balance: a row per account by code and a total row that balances', () => {
    const r = trialBalanceReport(ACCOUNTS, FIG, null, Q);
    expect(r.rows.map((x) => x.cells.code)).toEqual(['1010', '4010', 'Total']);
    expect(r.rows.at(-1)!.cells).toMatchObject({
      openingDebit: 1_000,
      openingCredit: 1_000,
      debit: 800,
      credit: 800,
    });
    expect(accountingReportTable(r, 'number')[1]).toEqual(['1010', 'Cash on hand', 10, 0, 8, 0, 18, 0]);
  });

  it('general ledger: opening, running balance on the normal side, closing per account', () => {
    const byAccount = [...LINES].sort((a, b) => a.accountId.localeCompare(b.accountId));
    const r = generalLedgerReport(ACCOUNTS, FIG, byAccount, null, Q, { account: null, truncated: false });
    const sales = r.rows.slice(r.rows.findIndex((x) => x.label === '4010 Sales'));
    expect(sales.slice(1, 5).map((x) => x.cells.balance)).toEqual([1_000, 1_500, 1_800, 1_800]);
    expect(r.checks).toMatchObject([{ key: 'debits-equal-credits', ok: true, leftCentavos: 800 }]);
  });

  it('a book: each entry then its lines, the totals, and the totals by account beside the comparison', () => {
    const totals = new Map([
      ['c', { debitCentavos: 800, creditCentavos: 0 }],
      ['s', { debitCentavos: 0, creditCentavos: 800 }],
    ]);
    const r = bookReport(
      'sales-journal',
      ACCOUNTS,
      LINES,
      totals,
      new Map(),
      { ...Q, compareFrom: '2026-02-01', compareTo: '2026-02-28' },
      { truncated: false },
    );
    expect(r.rows.slice(0, 3).map((x) => [x.cells.entryNo ?? null, x.cells.account ?? null])).toEqual([
      [1, null],
      [null, '1010 Cash on hand'],
      [null, '4010 Sales'],
    ]);
    expect(r.rows.find((x) => x.labelKey === 'byAccount')).toBeTruthy();
    expect(r.rows.at(-1)!.cells).toMatchObject({
      debit: 800,
      credit: 800,
      compareDebit: 0,
      compareCredit: 0,
    });
    expect(r.emptyNote).toBeNull();
    expect(
      bookReport('purchase-journal', ACCOUNTS, [], new Map(), null, Q, { truncated: false }).emptyNote,
    ).toMatch(/accounts payable/);
  });
});
