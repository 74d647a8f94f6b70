// @vitest-environment happy-dom
import {
  type AccountingReportQuery,
  accountingReportsContract,
  bookReport,
  type LedgerAccount,
  statementReport,
  trialBalanceReport,
} from '@fbms/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { mockEndpoint, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../../test/render-app.tsx';
import { AccountingReportsScreen } from './reports-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const A = (
  id: string,
  code: string,
  name: string,
  type: LedgerAccount['type'],
  cashFlow: LedgerAccount['cashFlow'],
) =>
  ({
    id,
    code,
    name,
    type,
    normalBalance: type === 'asset' || type === 'expense' || type === 'cost_of_sales' ? 'debit' : 'credit',
    cashFlow,
  }) as LedgerAccount;
const ACCOUNTS = [
  A('00000000-0000-4000-8000-000000000001', '1010', 'Cash on hand', 'asset', 'cash'),
  A('00000000-0000-4000-8000-000000000002', '4010', 'Sales', 'revenue', 'none'),
];
const FIGURES = new Map([
  [ACCOUNTS[0]!.id, { openingCentavos: 0, debitCentavos: 10_000, creditCentavos: 0 }],
  [ACCOUNTS[1]!.id, { openingCentavos: 0, debitCentavos: 0, creditCentavos: 10_000 }],
]);
const ENTRY = '00000000-0000-4000-8000-0000000000e1';

function mock() {
  return mockFetch({
    ...mockEndpoint(accountingReportsContract.getAccountingReport, (req) => {
      const url = new URL(req.path, 'http://x');
      const name = url.pathname.split('/').pop()!;
      const q = Object.fromEntries(url.searchParams) as AccountingReportQuery;
      const compare = q.compareFrom ? FIGURES : null;
      if (name === 'income-statement')
        return { body: statementReport('income-statement', ACCOUNTS, FIGURES, compare, q) };
      if (name === 'purchase-journal')
        return {
          body: bookReport('purchase-journal', ACCOUNTS, [], new Map(), null, q, { truncated: false }),
        };
      if (name === 'general-journal')
        return {
          body: bookReport(
            'general-journal',
            ACCOUNTS,
            [
              {
                entryId: ENTRY,
                entryNo: 7,
                date: q.from,
                memo: 'Sale',
                sourceType: 'sale',
                sourceNumber: '00000042',
                accountId: ACCOUNTS[0]!.id,
                debitCentavos: 10_000,
                creditCentavos: 0,
                lineMemo: null,
              },
              {
                entryId: ENTRY,
                entryNo: 7,
                date: q.from,
                memo: 'Sale',
                sourceType: 'sale',
                sourceNumber: '00000042',
                accountId: ACCOUNTS[1]!.id,
                debitCentavos: 0,
                creditCentavos: 10_000,
                lineMemo: null,
              },
            ],
            new Map(),
            null,
            q,
            { truncated: false },
          ),
        };
      return { body: trialBalanceReport(ACCOUNTS, FIGURES, compare, q) };
    }),
    ...mockEndpoint(accountingReportsContract.getJournalEntry, {
      body: {
        id: ENTRY,
        entryNo: 7,
        date: '2026-03-02',
        documentDate: '2026-03-02',
        lateNote: null,
        memo: 'Sale',
        sourceType: 'sale',
        sourceId: 'x',
        sourceNumber: '00000042',
        reversesEntryId: null,
        postedByName: 'Carla Cashier',
        postedAt: '2026-03-02T02:00:00.000Z',
        totalCentavos: 10_000,
        lines: [
          {
            lineNo: 1,
            accountId: ACCOUNTS[0]!.id,
            code: '1010',
            name: 'Cash on hand',
            debitCentavos: 10_000,
            creditCentavos: 0,
            memo: null,
          },
          {
            lineNo: 2,
            accountId: ACCOUNTS[1]!.id,
            code: '4010',
            name: 'Sales',
            debitCentavos: 0,
            creditCentavos: 10_000,
            memo: null,
          },
        ],
      },
    }),
  });
}

const pick = async (label: string, option: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('AccountingReportsScreen', () => {
  it('shows the trial balance with its checks, its PDF link, and a comparison column when asked', async () => {
    const { requests } = mock();
    renderRoutedScreen(<AccountingReportsScreen />, '/accounting/reports');
    const table = await screen.findByTestId('accounting-report');
    expect(table.textContent).toContain('Cash on hand');
    expect(table.textContent).toContain('₱100.00');
    expect(screen.getByText('Debits equal credits')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toMatch(
      /^\/api\/accounting\/reports\/trial-balance\/pdf\?from=\d{4}-\d{2}-01&to=/,
    );
    await pick('Compare with', 'The period before');
    expect(await screen.findByText('Comparison closing debit')).toBeTruthy();
    expect(requests.at(-1)!.path).toMatch(/compareFrom=\d{4}-\d{2}-\d{2}&compareTo=/);
  });

  it('words the income statement in Filipino, and says honestly why the purchase journal is empty', async () => {
    await i18n.changeLanguage('fil');
    mock();
    renderRoutedScreen(<AccountingReportsScreen />, '/accounting/reports');
    await screen.findByTestId('accounting-report');
    await pick('Ulat', 'Income statement');
    expect(await screen.findByText('Net na benta')).toBeTruthy();
    expect(screen.getByText('Net income')).toBeTruthy();
    await pick('Ulat', 'Purchase journal (libro ng BIR)');
    expect(await screen.findByText(/laban sa accounts payable/)).toBeTruthy();
  });

  it('opens an entry from a book, with its source document', async () => {
    mock();
    renderRoutedScreen(<AccountingReportsScreen />, '/accounting/reports');
    await screen.findByTestId('accounting-report');
    await pick('Report', 'General journal (BIR book)');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open entry 7' }));
    const entry = await screen.findByTestId('journal-entry');
    expect(within(entry).getByText('4010 Sales')).toBeTruthy();
    expect(screen.getByText(/Sale 00000042/)).toBeTruthy();
    expect(screen.getByText(/Carla Cashier/)).toBeTruthy();
  });

  it('refuses a range that ends before it starts', async () => {
    mock();
    renderRoutedScreen(<AccountingReportsScreen />, '/accounting/reports');
    const user = userEvent.setup();
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText(/Pick a first date on or before the last/)).toBeTruthy();
  });
});
