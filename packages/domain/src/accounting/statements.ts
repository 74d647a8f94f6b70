import type { AccountType, CashFlowClass, NormalBalance } from './chart.ts';

/**
 * The financial statements from account figures (issue 22): pure, so the server answers them from one
 * aggregate over `journal_lines` and a test feeds literal balances. Every amount is integer centavos.
 *
 * - Trial balance: per account its opening balance, debits, credits and closing balance, each balance on
 *   its debit or credit side; every pair of columns totals equal.
 * - Income statement: net sales (Sales less returns, discounts and the SC/PWD VAT exemption), cost of
 *   sales, gross profit, other income, expenses by account, net income.
 * - Balance sheet as of a date: assets, liabilities, equity, with the year's net income (the revenue and
 *   expense accounts from 1 January to the date) — and the earlier years' net income still in those
 *   accounts, when no entry closed it into retained earnings — as lines under equity, so assets equal
 *   liabilities and equity exactly.
 * - Cash flow (indirect): net income, the change of each `operating` account, then `investing` and
 *   `financing`; ending cash = opening cash + net change, checked against the `cash` accounts.
 *
 * Each statement can carry a comparison: the same builder over a second set of figures (another range),
 * shown beside it with the change.
 */
export interface LedgerAccount {
  id: string;
  code: string;
  name: string;
  type: AccountType;
  normalBalance: NormalBalance;
  cashFlow: CashFlowClass;
}

/** An account's figures over a range: its balance before the range (debits − credits), its debits and credits in it. */
export interface AccountFigures {
  openingCentavos: number;
  debitCentavos: number;
  creditCentavos: number;
}

/** Figures by account id; an account missing has none (all zero). */
export type FiguresById = ReadonlyMap<string, AccountFigures>;

const ZERO: AccountFigures = { openingCentavos: 0, debitCentavos: 0, creditCentavos: 0 };
const fig = (f: FiguresById, id: string) => f.get(id) ?? ZERO;

/** The balance after the range, debits − credits. */
export const closingOf = (f: AccountFigures) => f.openingCentavos + f.debitCentavos - f.creditCentavos;
/** The range's movement, credits − debits (how revenue, liabilities and equity grow). */
const creditMovement = (f: AccountFigures) => f.creditCentavos - f.debitCentavos;

export const isIncomeAccount = (a: Pick<LedgerAccount, 'type'>) =>
  a.type === 'revenue' || a.type === 'cost_of_sales' || a.type === 'expense';

/**
 * A revenue account in net sales: the accounts coded 40xx (Sales, its returns, the discounts and the
 * SC/PWD VAT exemption in the seeded chart) and every contra-revenue account; other revenue accounts
 * (other income, cash over, inventory gain) come after gross profit.
 */
export const isNetSalesAccount = (a: Pick<LedgerAccount, 'type' | 'code' | 'normalBalance'>) =>
  a.type === 'revenue' && (a.code.startsWith('40') || a.normalBalance === 'debit');

/** A balance on the account's normal side (positive: the usual side). */
export const onNormalSide = (a: Pick<LedgerAccount, 'normalBalance'>, debitMinusCredit: number) =>
  a.normalBalance === 'debit' ? debitMinusCredit : -debitMinusCredit;

export type StatementStyle = 'heading' | 'line' | 'subtotal' | 'total';

/** One line of a statement: its amount for the range, and for the comparison when there is one. */
export interface StatementLine {
  /** Stable across the two ranges: the account id, or the fixed line's key. */
  key: string;
  style: StatementStyle;
  /** English label (the account's name for an account line). */
  label: string;
  /** For a fixed line: the key the screen words it by (accounting reports' texts). */
  labelKey?: StatementLabelKey;
  accountId?: string;
  code?: string;
  amountCentavos: number | null;
  compareCentavos: number | null;
}

export const STATEMENT_LABELS = {
  revenue: 'Revenue',
  netSales: 'Net sales',
  costOfSales: 'Cost of sales',
  totalCostOfSales: 'Total cost of sales',
  grossProfit: 'Gross profit',
  otherIncome: 'Other income',
  totalOtherIncome: 'Total other income',
  expenses: 'Expenses',
  totalExpenses: 'Total expenses',
  netIncome: 'Net income',
  assets: 'Assets',
  totalAssets: 'Total assets',
  liabilities: 'Liabilities',
  totalLiabilities: 'Total liabilities',
  equity: 'Equity',
  priorYearsIncome: "Earlier years' net income not yet closed to retained earnings",
  currentYearIncome: 'Net income for the year to date',
  totalEquity: 'Total equity',
  totalLiabilitiesAndEquity: 'Total liabilities and equity',
  operating: 'Cash flows from operating activities',
  netOperating: 'Net cash from operating activities',
  investing: 'Cash flows from investing activities',
  netInvesting: 'Net cash from investing activities',
  financing: 'Cash flows from financing activities',
  netFinancing: 'Net cash from financing activities',
  netChange: 'Net change in cash',
  openingCash: 'Cash at the beginning of the period',
  endingCash: 'Cash at the end of the period',
  cashPerLedger: "Cash accounts' balance at the end (ledger)",
} as const;
export type StatementLabelKey = keyof typeof STATEMENT_LABELS;

/** A statement check: two figures that must be equal (for the range and for the comparison). */
export interface StatementCheck {
  key: StatementCheckKey;
  ok: boolean;
  leftCentavos: number;
  rightCentavos: number;
  /** Whether the check is of the comparison's figures. */
  compare: boolean;
}
export const STATEMENT_CHECKS = [
  'debits-equal-credits',
  'opening-balances',
  'closing-balances',
  'assets-equal-liabilities-and-equity',
  'cash-reconciles',
] as const;
export type StatementCheckKey = (typeof STATEMENT_CHECKS)[number];

const check = (
  key: StatementCheckKey,
  leftCentavos: number,
  rightCentavos: number,
  compare: boolean,
): StatementCheck => ({ key, ok: leftCentavos === rightCentavos, leftCentavos, rightCentavos, compare });

export interface Statement {
  lines: StatementLine[];
  checks: StatementCheck[];
}

const byCode = (a: LedgerAccount, b: LedgerAccount) => a.code.localeCompare(b.code);

/** Builds lines for both figure sets at once: the same shape, the comparison's amounts beside. */
class Builder {
  readonly lines: StatementLine[] = [];
  constructor(
    readonly current: FiguresById,
    readonly compare: FiguresById | null,
  ) {}

  fixed(style: StatementStyle, labelKey: StatementLabelKey, amounts: [number, number] | null = null) {
    this.lines.push({
      key: labelKey,
      style,
      label: STATEMENT_LABELS[labelKey],
      labelKey,
      amountCentavos: amounts ? amounts[0] : null,
      compareCentavos: amounts && this.compare ? amounts[1] : null,
    });
  }

  /**
   * One line per account with an amount in either range (by `value`); answers the section's sums for
   * the range and the comparison.
   */
  accounts(
    accounts: readonly LedgerAccount[],
    value: (a: LedgerAccount, f: AccountFigures) => number,
    label: (a: LedgerAccount) => string = (a) => a.name,
  ): [number, number] {
    let sum = 0;
    let sumCompare = 0;
    for (const a of [...accounts].sort(byCode)) {
      const v = value(a, fig(this.current, a.id));
      const c = this.compare ? value(a, fig(this.compare, a.id)) : 0;
      sum += v;
      sumCompare += c;
      if (v === 0 && c === 0) continue;
      this.lines.push({
        key: a.id,
        style: 'line',
        label: label(a),
        accountId: a.id,
        code: a.code,
        amountCentavos: v,
        compareCentavos: this.compare ? c : null,
      });
    }
    return [sum, sumCompare];
  }

  /** The same figure computed over both sets. */
  both(fn: (f: FiguresById) => number): [number, number] {
    return [fn(this.current), this.compare ? fn(this.compare) : 0];
  }
}

const add = (...xs: [number, number][]): [number, number] =>
  xs.reduce<[number, number]>((s, x) => [s[0] + x[0], s[1] + x[1]], [0, 0]);
const neg = (x: [number, number]): [number, number] => [-x[0], -x[1]];

/** Net income over the figures' range: the income accounts' credits − debits. */
export function netIncome(accounts: readonly LedgerAccount[], f: FiguresById): number {
  return accounts.filter(isIncomeAccount).reduce((s, a) => s + creditMovement(fig(f, a.id)), 0);
}

/** The income statement of the figures' range (their movement; the opening balances are not read). */
export function incomeStatement(
  accounts: readonly LedgerAccount[],
  current: FiguresById,
  compare: FiguresById | null = null,
): Statement {
  const b = new Builder(current, compare);
  const revenue = accounts.filter((a) => a.type === 'revenue');
  b.fixed('heading', 'revenue');
  const netSales = b.accounts(revenue.filter(isNetSalesAccount), (_a, f) => creditMovement(f));
  b.fixed('subtotal', 'netSales', netSales);
  b.fixed('heading', 'costOfSales');
  const cost = b.accounts(
    accounts.filter((a) => a.type === 'cost_of_sales'),
    (_a, f) => -creditMovement(f),
  );
  b.fixed('subtotal', 'totalCostOfSales', cost);
  const gross = add(netSales, neg(cost));
  b.fixed('total', 'grossProfit', gross);
  const otherAccounts = revenue.filter((a) => !isNetSalesAccount(a));
  let other: [number, number] = [0, 0];
  if (otherAccounts.length > 0) {
    b.fixed('heading', 'otherIncome');
    other = b.accounts(otherAccounts, (_a, f) => creditMovement(f));
    b.fixed('subtotal', 'totalOtherIncome', other);
  }
  b.fixed('heading', 'expenses');
  const expenses = b.accounts(
    accounts.filter((a) => a.type === 'expense'),
    (_a, f) => -creditMovement(f),
  );
  b.fixed('subtotal', 'totalExpenses', expenses);
  b.fixed('total', 'netIncome', add(gross, other, neg(expenses)));
  return { lines: b.lines, checks: [] };
}

/**
 * The balance sheet as of the range's last day. The figures must be of the range from 1 January of that
 * day's year to the day (their opening balance is everything before): the revenue and expense accounts'
 * movement in it is the year's net income, their opening the earlier years' not yet closed.
 */
export function balanceSheet(
  accounts: readonly LedgerAccount[],
  current: FiguresById,
  compare: FiguresById | null = null,
): Statement {
  const b = new Builder(current, compare);
  const closing = (_a: LedgerAccount, f: AccountFigures) => closingOf(f);
  b.fixed('heading', 'assets');
  const assets = b.accounts(
    accounts.filter((a) => a.type === 'asset'),
    closing,
  );
  b.fixed('total', 'totalAssets', assets);
  b.fixed('heading', 'liabilities');
  const liabilities = b.accounts(
    accounts.filter((a) => a.type === 'liability'),
    (a, f) => -closing(a, f),
  );
  b.fixed('subtotal', 'totalLiabilities', liabilities);
  b.fixed('heading', 'equity');
  const equityAccounts = b.accounts(
    accounts.filter((a) => a.type === 'equity'),
    (a, f) => -closing(a, f),
  );
  const income = accounts.filter(isIncomeAccount);
  const prior = b.both((f) => income.reduce((s, a) => s - fig(f, a.id).openingCentavos, 0));
  if (prior[0] !== 0 || prior[1] !== 0) b.fixed('line', 'priorYearsIncome', prior);
  const year = b.both((f) => netIncome(accounts, f));
  b.fixed('line', 'currentYearIncome', year);
  const equity = add(equityAccounts, prior, year);
  b.fixed('subtotal', 'totalEquity', equity);
  const le = add(liabilities, equity);
  b.fixed('total', 'totalLiabilitiesAndEquity', le);
  const checks = [check('assets-equal-liabilities-and-equity', assets[0], le[0], false)];
  if (compare) checks.push(check('assets-equal-liabilities-and-equity', assets[1], le[1], true));
  return { lines: b.lines, checks };
}

/** The cash-flow section a balance-sheet account's change goes to (null: it is cash). */
export function cashFlowSection(a: LedgerAccount): 'operating' | 'investing' | 'financing' | null {
  switch (a.cashFlow) {
    case 'cash':
      return null;
    case 'investing':
    case 'financing':
    case 'operating':
      return a.cashFlow;
    case 'none':
      // Retained earnings and other equity without a class move with the owners, the rest with operations.
      return a.type === 'equity' ? 'financing' : 'operating';
  }
}

/** The cash flow statement (indirect method) of the figures' range. */
export function cashFlow(
  accounts: readonly LedgerAccount[],
  current: FiguresById,
  compare: FiguresById | null = null,
): Statement {
  const b = new Builder(current, compare);
  const balanceAccounts = accounts.filter((a) => !isIncomeAccount(a));
  const inSection = (s: 'operating' | 'investing' | 'financing') =>
    balanceAccounts.filter((a) => cashFlowSection(a) === s);
  const changeOf = (_a: LedgerAccount, f: AccountFigures) => creditMovement(f);
  const changeLabel = (a: LedgerAccount) => `Change in ${a.name}`;

  b.fixed('heading', 'operating');
  const income = b.both((f) => netIncome(accounts, f));
  b.fixed('line', 'netIncome', income);
  const operating = add(income, b.accounts(inSection('operating'), changeOf, changeLabel));
  b.fixed('subtotal', 'netOperating', operating);
  b.fixed('heading', 'investing');
  const investing = b.accounts(inSection('investing'), changeOf, changeLabel);
  b.fixed('subtotal', 'netInvesting', investing);
  b.fixed('heading', 'financing');
  const financing = b.accounts(inSection('financing'), changeOf, changeLabel);
  b.fixed('subtotal', 'netFinancing', financing);
  const net = add(operating, investing, financing);
  b.fixed('total', 'netChange', net);
  const cash = accounts.filter((a) => cashFlowSection(a) === null);
  const opening = b.both((f) => cash.reduce((s, a) => s + fig(f, a.id).openingCentavos, 0));
  b.fixed('line', 'openingCash', opening);
  const ending = add(opening, net);
  b.fixed('total', 'endingCash', ending);
  const ledger = b.both((f) => cash.reduce((s, a) => s + closingOf(fig(f, a.id)), 0));
  b.fixed('line', 'cashPerLedger', ledger);
  const checks = [check('cash-reconciles', ending[0], ledger[0], false)];
  if (compare) checks.push(check('cash-reconciles', ending[1], ledger[1], true));
  return { lines: b.lines, checks };
}

/** One trial balance row: each balance on its debit or credit side. */
export interface TrialBalanceRow {
  accountId: string;
  code: string;
  name: string;
  openingDebitCentavos: number;
  openingCreditCentavos: number;
  debitCentavos: number;
  creditCentavos: number;
  closingDebitCentavos: number;
  closingCreditCentavos: number;
  /** The comparison's closing balance, on its sides; null without a comparison. */
  compareClosingDebitCentavos: number | null;
  compareClosingCreditCentavos: number | null;
  /** Closing balance on the account's normal side, less the comparison's (null without one). */
  changeCentavos: number | null;
}

const sides = (debitMinusCredit: number) => ({
  debit: Math.max(debitMinusCredit, 0),
  credit: Math.max(-debitMinusCredit, 0),
});

/** The trial balance: a row for each account with a balance or a movement, by code, and its checks. */
export function trialBalance(
  accounts: readonly LedgerAccount[],
  current: FiguresById,
  compare: FiguresById | null = null,
): {
  rows: TrialBalanceRow[];
  totals: Omit<TrialBalanceRow, 'accountId' | 'code' | 'name'>;
  checks: StatementCheck[];
} {
  const rows: TrialBalanceRow[] = [];
  for (const a of [...accounts].sort(byCode)) {
    const f = fig(current, a.id);
    const c = compare ? fig(compare, a.id) : null;
    const idle = (x: AccountFigures | null) =>
      !x || (x.openingCentavos === 0 && x.debitCentavos === 0 && x.creditCentavos === 0);
    if (idle(f) && idle(c)) continue;
    const open = sides(f.openingCentavos);
    const close = sides(closingOf(f));
    const cmp = c ? sides(closingOf(c)) : null;
    rows.push({
      accountId: a.id,
      code: a.code,
      name: a.name,
      openingDebitCentavos: open.debit,
      openingCreditCentavos: open.credit,
      debitCentavos: f.debitCentavos,
      creditCentavos: f.creditCentavos,
      closingDebitCentavos: close.debit,
      closingCreditCentavos: close.credit,
      compareClosingDebitCentavos: cmp ? cmp.debit : null,
      compareClosingCreditCentavos: cmp ? cmp.credit : null,
      changeCentavos: c ? onNormalSide(a, closingOf(f) - closingOf(c)) : null,
    });
  }
  const sum = (k: keyof TrialBalanceRow) => rows.reduce((s, r) => s + ((r[k] as number | null) ?? 0), 0);
  const totals = {
    openingDebitCentavos: sum('openingDebitCentavos'),
    openingCreditCentavos: sum('openingCreditCentavos'),
    debitCentavos: sum('debitCentavos'),
    creditCentavos: sum('creditCentavos'),
    closingDebitCentavos: sum('closingDebitCentavos'),
    closingCreditCentavos: sum('closingCreditCentavos'),
    compareClosingDebitCentavos: compare ? sum('compareClosingDebitCentavos') : null,
    compareClosingCreditCentavos: compare ? sum('compareClosingCreditCentavos') : null,
    changeCentavos: null,
  };
  const checks = [
    check('opening-balances', totals.openingDebitCentavos, totals.openingCreditCentavos, false),
    check('debits-equal-credits', totals.debitCentavos, totals.creditCentavos, false),
    check('closing-balances', totals.closingDebitCentavos, totals.closingCreditCentavos, false),
  ];
  if (compare)
    checks.push(
      check(
        'closing-balances',
        totals.compareClosingDebitCentavos ?? 0,
        totals.compareClosingCreditCentavos ?? 0,
        true,
      ),
    );
  return { rows, totals, checks };
}

/** 1 January of a date's year (YYYY-01-01): where the balance sheet's year-to-date income starts. */
export const yearStartOf = (date: string) => `${date.slice(0, 4)}-01-01`;
