import type { SourceType } from './posting.ts';
import {
  ACCOUNTING_REPORT_TITLES,
  type AccountingColumn,
  type AccountingColumnKind,
  type AccountingReport,
  type AccountingReportName,
  type AccountingReportQuery,
  type AccountingReportRow,
} from './reports.contract.ts';
import {
  type AccountFigures,
  balanceSheet,
  cashFlow,
  closingOf,
  type FiguresById,
  incomeStatement,
  type LedgerAccount,
  onNormalSide,
  type Statement,
  trialBalance,
} from './statements.ts';

/**
 * The accounting reports as tables (reports.contract.ts), from the figures and lines the server reads:
 * pure, so the screen, the file and the PDF draw what a test checks.
 */

const col = (key: string, label: string, kind: AccountingColumnKind = 'text'): AccountingColumn => ({
  key,
  label,
  kind,
});
const money = (key: string, label: string) => col(key, label, 'money');

type Head = Pick<
  AccountingReport,
  'report' | 'from' | 'to' | 'compareFrom' | 'compareTo' | 'account' | 'truncated' | 'emptyNote'
>;

function head(
  report: AccountingReportName,
  q: AccountingReportQuery,
  extra: Partial<Pick<Head, 'account' | 'truncated' | 'emptyNote'>> = {},
): Head & { title: string } {
  return {
    report,
    title: ACCOUNTING_REPORT_TITLES[report],
    from: q.from,
    to: q.to,
    compareFrom: q.compareFrom ?? null,
    compareTo: q.compareTo ?? null,
    account: extra.account ?? null,
    truncated: extra.truncated ?? false,
    emptyNote: extra.emptyNote ?? null,
  };
}

/** The trial balance of the range (figures with their opening balances). */
export function trialBalanceReport(
  accounts: readonly LedgerAccount[],
  current: FiguresById,
  compare: FiguresById | null,
  q: AccountingReportQuery,
): AccountingReport {
  const tb = trialBalance(accounts, current, compare);
  const columns = [
    col('code', 'Code'),
    col('account', 'Account'),
    money('openingDebit', 'Opening debit'),
    money('openingCredit', 'Opening credit'),
    money('debit', 'Debits'),
    money('credit', 'Credits'),
    money('closingDebit', 'Closing debit'),
    money('closingCredit', 'Closing credit'),
    ...(compare
      ? [
          money('compareClosingDebit', 'Comparison closing debit'),
          money('compareClosingCredit', 'Comparison closing credit'),
          money('change', 'Change'),
        ]
      : []),
  ];
  const cells = (r: Omit<(typeof tb.rows)[number], 'accountId' | 'code' | 'name'>) => ({
    openingDebit: r.openingDebitCentavos,
    openingCredit: r.openingCreditCentavos,
    debit: r.debitCentavos,
    credit: r.creditCentavos,
    closingDebit: r.closingDebitCentavos,
    closingCredit: r.closingCreditCentavos,
    ...(compare
      ? {
          compareClosingDebit: r.compareClosingDebitCentavos,
          compareClosingCredit: r.compareClosingCreditCentavos,
          change: r.changeCentavos,
        }
      : {}),
  });
  const rows: AccountingReportRow[] = tb.rows.map((r) => ({
    style: 'line',
    accountId: r.accountId,
    cells: { code: r.code, account: r.name, ...cells(r) },
  }));
  if (rows.length > 0)
    rows.push({
      style: 'total',
      labelKey: 'total',
      cells: { code: 'Total', account: null, ...cells(tb.totals) },
    });
  return { ...head('trial-balance', q), columns, rows, checks: tb.checks };
}

/** The income statement, balance sheet or cash flow: a statement's lines, the comparison beside. */
export function statementReport(
  report: 'income-statement' | 'balance-sheet' | 'cash-flow',
  accounts: readonly LedgerAccount[],
  current: FiguresById,
  compare: FiguresById | null,
  q: AccountingReportQuery,
): AccountingReport {
  const build = { 'income-statement': incomeStatement, 'balance-sheet': balanceSheet, 'cash-flow': cashFlow }[
    report
  ];
  const s: Statement = build(accounts, current, compare);
  const columns = [
    col('code', 'Code'),
    col('label', 'Account'),
    money('amount', 'Amount'),
    ...(compare ? [money('compare', 'Comparison'), money('change', 'Change')] : []),
  ];
  const rows: AccountingReportRow[] = s.lines.map((l) =>
    l.style === 'heading'
      ? { style: 'heading', label: l.label, ...(l.labelKey ? { labelKey: l.labelKey } : {}), cells: {} }
      : {
          style: l.style,
          ...(l.labelKey ? { labelKey: l.labelKey } : {}),
          ...(l.accountId ? { accountId: l.accountId } : {}),
          indent: l.style === 'line' ? 1 : 0,
          cells: {
            code: l.code ?? null,
            label: l.label,
            amount: l.amountCentavos,
            ...(compare
              ? {
                  compare: l.compareCentavos,
                  change:
                    l.amountCentavos !== null && l.compareCentavos !== null
                      ? l.amountCentavos - l.compareCentavos
                      : null,
                }
              : {}),
          },
        },
  );
  return { ...head(report, q), columns, rows, checks: s.checks };
}

/** One journal line as the listing reports read it (ordered by date, entry number, line number). */
export interface BookLine {
  entryId: string;
  entryNo: number;
  date: string;
  memo: string;
  sourceType: SourceType;
  sourceNumber: string | null;
  accountId: string;
  debitCentavos: number;
  creditCentavos: number;
  lineMemo: string | null;
}

/**
 * The general ledger: for each account (by code) with an opening balance or a line in the range, its
 * opening balance, each line with the running balance (on the account's normal side), and its totals;
 * with a comparison, the account's debits, credits and closing balance in the comparison range beside.
 */
export function generalLedgerReport(
  accounts: readonly LedgerAccount[],
  current: FiguresById,
  lines: readonly BookLine[],
  compare: FiguresById | null,
  q: AccountingReportQuery,
  options: { account: LedgerAccount | null; truncated: boolean },
): AccountingReport {
  const columns = [
    col('date', 'Date', 'date'),
    col('entryNo', 'Entry No.', 'count'),
    col('sourceType', 'Source'),
    col('sourceNumber', 'Document No.'),
    col('memo', 'Particulars'),
    money('debit', 'Debit'),
    money('credit', 'Credit'),
    money('balance', 'Balance'),
    ...(compare
      ? [
          money('compareDebit', 'Comparison debits'),
          money('compareCredit', 'Comparison credits'),
          money('compareBalance', 'Comparison closing balance'),
        ]
      : []),
  ];
  const byAccount = new Map<string, BookLine[]>();
  for (const l of lines) {
    const list = byAccount.get(l.accountId);
    if (list) list.push(l);
    else byAccount.set(l.accountId, [l]);
  }
  const rows: AccountingReportRow[] = [];
  let totalDebit = 0;
  let totalCredit = 0;
  const wanted = options.account
    ? [options.account]
    : [...accounts].sort((a, b) => a.code.localeCompare(b.code));
  for (const a of wanted) {
    const f: AccountFigures = current.get(a.id) ?? {
      openingCentavos: 0,
      debitCentavos: 0,
      creditCentavos: 0,
    };
    const own = byAccount.get(a.id) ?? [];
    const c = compare?.get(a.id);
    if (!options.account && own.length === 0 && f.openingCentavos === 0 && !c) continue;
    rows.push({ style: 'heading', label: `${a.code} ${a.name}`, accountId: a.id, cells: {} });
    let balance = f.openingCentavos;
    rows.push({
      style: 'line',
      labelKey: 'openingBalance',
      accountId: a.id,
      cells: { date: q.from, memo: 'Opening balance', balance: onNormalSide(a, balance) },
    });
    let d = 0;
    let cr = 0;
    for (const l of own) {
      balance += l.debitCentavos - l.creditCentavos;
      d += l.debitCentavos;
      cr += l.creditCentavos;
      rows.push({
        style: 'line',
        entryId: l.entryId,
        accountId: a.id,
        cells: {
          date: l.date,
          entryNo: l.entryNo,
          sourceType: l.sourceType,
          sourceNumber: l.sourceNumber,
          memo: l.lineMemo ? `${l.memo} — ${l.lineMemo}` : l.memo,
          debit: l.debitCentavos || null,
          credit: l.creditCentavos || null,
          balance: onNormalSide(a, balance),
        },
      });
    }
    totalDebit += d;
    totalCredit += cr;
    const cmp: Record<string, number> = compare
      ? {
          compareDebit: c?.debitCentavos ?? 0,
          compareCredit: c?.creditCentavos ?? 0,
          compareBalance: onNormalSide(a, c ? closingOf(c) : 0),
        }
      : {};
    rows.push({
      style: 'subtotal',
      labelKey: 'closingBalance',
      accountId: a.id,
      cells: {
        date: q.to,
        memo: `Closing balance, ${a.code} ${a.name}`,
        debit: d,
        credit: cr,
        balance: onNormalSide(a, balance),
        ...cmp,
      },
    });
  }
  if (rows.length > 0)
    rows.push({
      style: 'total',
      labelKey: 'total',
      cells: { memo: 'Total', debit: totalDebit, credit: totalCredit },
    });
  return {
    ...head('general-ledger', q, {
      account: options.account
        ? { id: options.account.id, code: options.account.code, name: options.account.name }
        : null,
      truncated: options.truncated,
    }),
    columns,
    rows,
    checks:
      rows.length > 0 && !options.account && !options.truncated
        ? [
            {
              key: 'debits-equal-credits',
              ok: totalDebit === totalCredit,
              leftCentavos: totalDebit,
              rightCentavos: totalCredit,
              compare: false,
            },
          ]
        : [],
  };
}

/** A book's debits and credits per account in a range (its summary, and the comparison's). */
export type AccountTotals = ReadonlyMap<string, { debitCentavos: number; creditCentavos: number }>;

/** Why each book may be empty, said honestly. */
const EMPTY_NOTES: Partial<Record<AccountingReportName, string>> = {
  'purchase-journal':
    'No purchase in this period: purchases appear here once they are received against accounts payable.',
};

/**
 * A book of accounts (general journal, cash receipts and disbursements, sales and purchase journals):
 * each entry (date, number, source document, particulars) with its lines (account, debit, credit), the
 * totals, then the book's debits and credits by account — and the comparison range's beside them.
 */
export function bookReport(
  report: 'general-journal' | 'cash-receipts' | 'cash-disbursements' | 'sales-journal' | 'purchase-journal',
  accounts: readonly LedgerAccount[],
  lines: readonly BookLine[],
  summary: AccountTotals,
  compare: AccountTotals | null,
  q: AccountingReportQuery,
  options: { truncated: boolean },
): AccountingReport {
  const columns = [
    col('date', 'Date', 'date'),
    col('entryNo', 'Entry No.', 'count'),
    col('sourceType', 'Source'),
    col('sourceNumber', 'Document No.'),
    col('account', 'Account'),
    col('memo', 'Particulars'),
    money('debit', 'Debit'),
    money('credit', 'Credit'),
    ...(compare
      ? [money('compareDebit', 'Comparison debits'), money('compareCredit', 'Comparison credits')]
      : []),
  ];
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const name = (id: string) => {
    const a = accountById.get(id);
    return a ? `${a.code} ${a.name}` : id;
  };
  const rows: AccountingReportRow[] = [];
  let last: string | null = null;
  let debit = 0;
  let credit = 0;
  for (const l of lines) {
    if (l.entryId !== last) {
      last = l.entryId;
      rows.push({
        style: 'line',
        entryId: l.entryId,
        cells: {
          date: l.date,
          entryNo: l.entryNo,
          sourceType: l.sourceType,
          sourceNumber: l.sourceNumber,
          memo: l.memo,
        },
      });
    }
    debit += l.debitCentavos;
    credit += l.creditCentavos;
    rows.push({
      style: 'line',
      indent: 1,
      entryId: l.entryId,
      accountId: l.accountId,
      cells: {
        account: name(l.accountId),
        memo: l.lineMemo,
        debit: l.debitCentavos || null,
        credit: l.creditCentavos || null,
      },
    });
  }
  if (rows.length > 0)
    rows.push({ style: 'total', labelKey: 'total', cells: { date: 'Total', debit, credit } });
  const summaryIds = [...new Set([...summary.keys(), ...(compare?.keys() ?? [])])].sort((a, b) =>
    name(a).localeCompare(name(b)),
  );
  if (summaryIds.length > 0) {
    rows.push({ style: 'heading', label: 'Totals by account', labelKey: 'byAccount', cells: {} });
    let sd = 0;
    let sc = 0;
    let cd = 0;
    let cc = 0;
    for (const id of summaryIds) {
      const s = summary.get(id) ?? { debitCentavos: 0, creditCentavos: 0 };
      const c = compare?.get(id) ?? { debitCentavos: 0, creditCentavos: 0 };
      sd += s.debitCentavos;
      sc += s.creditCentavos;
      cd += c.debitCentavos;
      cc += c.creditCentavos;
      rows.push({
        style: 'line',
        accountId: id,
        cells: {
          account: name(id),
          debit: s.debitCentavos,
          credit: s.creditCentavos,
          ...(compare ? { compareDebit: c.debitCentavos, compareCredit: c.creditCentavos } : {}),
        },
      });
    }
    rows.push({
      style: 'subtotal',
      labelKey: 'total',
      cells: {
        account: 'Total',
        debit: sd,
        credit: sc,
        ...(compare ? { compareDebit: cd, compareCredit: cc } : {}),
      },
    });
  }
  return {
    ...head(report, q, { truncated: options.truncated, emptyNote: EMPTY_NOTES[report] ?? null }),
    columns,
    rows,
    checks:
      rows.length > 0 && !options.truncated
        ? [
            {
              key: 'debits-equal-credits',
              ok: debit === credit,
              leftCentavos: debit,
              rightCentavos: credit,
              compare: false,
            },
          ]
        : [],
  };
}
