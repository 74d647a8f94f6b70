import type { Db } from '@fbms/db';
import {
  type AccountingReport,
  type AccountingReportName,
  type AccountingReportQuery,
  bookReport,
  DomainError,
  type FiguresById,
  generalLedgerReport,
  type JournalEntryDetail,
  REPORT_LINE_LIMIT,
  refusal,
  statementReport,
  trialBalanceReport,
  yearStartOf,
} from '@fbms/domain';
import {
  accountFigures,
  type BookFilter,
  bookLines,
  bookTotals,
  journalEntry,
  ledgerLines,
  listLedgerAccounts,
} from './reports.repository.ts';

/**
 * The general ledger's reports (issue 22): reads only, each a few aggregates over the journal lines
 * (reports.repository.ts) handed to the domain's pure builders (statements.ts, report-tables.ts). Every
 * read of one report runs in one REPEATABLE READ transaction, so its figures and its comparison are of
 * the same moment even while documents post.
 */

const BOOKS: Record<
  'general-journal' | 'cash-receipts' | 'cash-disbursements' | 'sales-journal' | 'purchase-journal',
  BookFilter
> = {
  'general-journal': 'all',
  'cash-receipts': 'cash-debited',
  'cash-disbursements': 'cash-credited',
  'sales-journal': 'sales',
  'purchase-journal': 'payables-credited',
};

export async function accountingReport(
  db: Db,
  report: AccountingReportName,
  q: AccountingReportQuery,
): Promise<AccountingReport> {
  const compare = q.compareFrom && q.compareTo ? { from: q.compareFrom, to: q.compareTo } : null;
  return db.transaction(
    async (tx) => {
      const accounts = await listLedgerAccounts(tx);
      const figures = (from: string, to: string, withOpening: boolean) =>
        accountFigures(tx, from, to, withOpening);
      const both = async (
        range: (r: { from: string; to: string }) => { from: string; to: string },
        withOpening: boolean,
      ): Promise<[FiguresById, FiguresById | null]> => {
        const cur = range(q);
        const c = compare ? range(compare) : null;
        return [
          await figures(cur.from, cur.to, withOpening),
          c ? await figures(c.from, c.to, withOpening) : null,
        ];
      };
      switch (report) {
        case 'trial-balance': {
          const [cur, cmp] = await both((r) => r, true);
          return trialBalanceReport(accounts, cur, cmp, q);
        }
        case 'income-statement': {
          const [cur, cmp] = await both((r) => r, false);
          return statementReport(report, accounts, cur, cmp, q);
        }
        case 'cash-flow': {
          const [cur, cmp] = await both((r) => r, true);
          return statementReport(report, accounts, cur, cmp, q);
        }
        case 'balance-sheet': {
          const [cur, cmp] = await both((r) => ({ from: yearStartOf(r.to), to: r.to }), true);
          return statementReport(report, accounts, cur, cmp, q);
        }
        case 'general-ledger': {
          const account = q.accountId ? accounts.find((a) => a.id === q.accountId) : null;
          if (q.accountId && !account)
            throw new DomainError(
              'DB_RECORD_NOT_FOUND',
              'There is no such account',
              refusal('ledgerAccountNotFound'),
            );
          const [cur, cmp] = await both((r) => r, true);
          const lines = await ledgerLines(
            tx,
            { from: q.from, to: q.to, accountId: q.accountId ?? null },
            REPORT_LINE_LIMIT + 1,
          );
          const truncated = lines.length > REPORT_LINE_LIMIT;
          return generalLedgerReport(
            accounts,
            cur,
            truncated ? lines.slice(0, REPORT_LINE_LIMIT) : lines,
            cmp,
            q,
            {
              account: account ?? null,
              truncated,
            },
          );
        }
        default: {
          const filter = BOOKS[report];
          const lines = await bookLines(tx, { from: q.from, to: q.to, filter }, REPORT_LINE_LIMIT + 1);
          const truncated = lines.length > REPORT_LINE_LIMIT;
          const summary = await bookTotals(tx, { from: q.from, to: q.to, filter });
          const cmp = compare ? await bookTotals(tx, { ...compare, filter }) : null;
          return bookReport(
            report,
            accounts,
            truncated ? lines.slice(0, REPORT_LINE_LIMIT) : lines,
            summary,
            cmp,
            q,
            {
              truncated,
            },
          );
        }
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function journalEntryDetail(db: Db, id: string): Promise<JournalEntryDetail> {
  const entry = await journalEntry(db, id);
  if (!entry)
    throw new DomainError(
      'DB_RECORD_NOT_FOUND',
      'There is no such journal entry',
      refusal('journalEntryNotFound'),
    );
  return entry;
}
