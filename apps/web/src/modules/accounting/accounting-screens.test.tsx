// @vitest-environment happy-dom

import {
  accountContract,
  accountingContract,
  type GlAccount,
  type JournalEntry,
  type Period,
} from '@fbms/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/factories.ts';
import { envelope, mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { ChartScreen } from './chart-screen.tsx';
import { JournalScreen } from './journal-screen.tsx';
import { PeriodsScreen } from './periods-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

const account = (over: Partial<GlAccount>): GlAccount => ({
  id: id(1),
  code: '1030',
  name: 'Cash in bank',
  type: 'asset',
  normalBalance: 'debit',
  cashFlow: 'cash',
  key: 'cash_in_bank',
  description: null,
  isActive: true,
  balanceCentavos: 0,
  hasLines: false,
  ...over,
});

const ACCOUNTS = [
  account({ balanceCentavos: 500_000_00, hasLines: true }),
  account({
    id: id(2),
    code: '3010',
    name: "Owner's capital",
    type: 'equity',
    normalBalance: 'credit',
    key: 'owners_capital',
    cashFlow: 'financing',
    balanceCentavos: 500_000_00,
  }),
  account({ id: id(3), code: '6130', name: 'Bank charges', type: 'expense', key: null, cashFlow: 'none' }),
];

const ENTRY: JournalEntry = {
  id: id(10),
  entryNo: 7,
  entryDate: '2026-10-01',
  documentDate: '2026-09-28',
  lateNote: 'Dated 2026-09-28: that month is closed, so it is posted on 2026-10-01.',
  memo: 'Cash sale',
  sourceType: 'sale',
  sourceId: id(11),
  sourceNumber: 'INV 00000042',
  totalCentavos: 112_00,
  postedByName: 'Rosa Reyes',
  postedAt: '2026-10-01T02:00:00.000Z',
  reversesEntryId: null,
  reversesEntryNo: null,
  reversedByEntryId: null,
  reversedByEntryNo: null,
  lines: [
    {
      lineNo: 1,
      accountId: id(1),
      accountCode: '1030',
      accountName: 'Cash in bank',
      debitCentavos: 112_00,
      creditCentavos: 0,
      memo: null,
    },
    {
      lineNo: 2,
      accountId: id(2),
      accountCode: '4010',
      accountName: 'Sales',
      debitCentavos: 0,
      creditCentavos: 112_00,
      memo: null,
    },
  ],
};

/** Picks an option of a Select (its own list: the page has others with the same accounts). */
async function pick(combobox: HTMLElement, name: string) {
  await userEvent.click(combobox);
  await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(combobox.getAttribute('aria-controls')!)!;
  await userEvent.click(within(listbox).getByRole('option', { name, hidden: true }));
}

const me = (role: 'accountant' | 'admin' = 'accountant') =>
  mockEndpoint(accountContract.getMe, { body: makeMe(role) as never });

describe('chart of accounts', () => {
  it('groups accounts by type with balances, and keeps an automatic account active', async () => {
    const fetch = mockFetch({
      ...me(),
      ...mockEndpoint(accountingContract.listAccounts, { body: { items: ACCOUNTS } }),
      ...mockEndpoint(accountingContract.createAccount, (req) => ({
        status: 201,
        body: account({ id: id(4), ...(req.body as object), key: null }),
      })),
    });
    renderRoutedScreen(<ChartScreen />, '/accounting');
    expect(await screen.findByRole('heading', { name: 'Assets' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Equity' })).toBeTruthy();
    expect(screen.getAllByText('₱500,000.00')).toHaveLength(2);
    expect(screen.getAllByText('Automatic')).toHaveLength(2);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit 1030 Cash in bank' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/its code, type and normal balance can no longer change/)).toBeTruthy();
    expect((within(drawer).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    const add = await screen.findByRole('dialog');
    await userEvent.type(within(add).getByLabelText(/^Code/), '6135');
    await userEvent.type(within(add).getByLabelText(/^Name/), 'GCash transfer fees');
    await userEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.sent('POST', '/api/accounting/accounts')).toHaveLength(1));
    expect(fetch.sent('POST', '/api/accounting/accounts')[0]!.body).toMatchObject({
      code: '6135',
      name: 'GCash transfer fees',
      type: 'expense',
      normalBalance: 'debit',
    });
  });
});

describe('journal', () => {
  const journal = (extra = {}) =>
    mockFetch({
      ...me(),
      ...mockEndpoint(accountingContract.listAccounts, { body: { items: ACCOUNTS } }),
      ...mockEndpoint(accountingContract.listEntries, { body: { items: [ENTRY], total: 1 } }),
      ...mockEndpoint(accountingContract.getEntry, { body: ENTRY }),
      ...extra,
    });

  it('shows an entry with its lines, the document number and the late note, and reverses it', async () => {
    const fetch = journal(
      mockEndpoint(accountingContract.reverseEntry, {
        status: 201,
        body: { ...ENTRY, id: id(12), entryNo: 8, sourceType: 'reversal', reversesEntryId: ENTRY.id },
      }),
    );
    renderRoutedScreen(<JournalScreen />, '/accounting/journal');
    await userEvent.click(await screen.findByRole('button', { name: 'Open entry no. 7' }));
    const drawer = await screen.findByRole('dialog', { name: 'Entry no. 7' });
    expect(within(drawer).getByText('INV 00000042')).toBeTruthy();
    expect(within(drawer).getByText(/Dated 2026-09-28: that month was closed/)).toBeTruthy();
    expect(within(drawer).getByText('1030 Cash in bank')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reverse…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse entry no. 7' });
    const confirm = within(dialog).getByRole('button', { name: 'Post the reversal' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Posted twice');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(fetch.sent('POST', `/api/accounting/entries/${ENTRY.id}/reverse`)).toHaveLength(1),
    );
    expect(fetch.sent('POST', `/api/accounting/entries/${ENTRY.id}/reverse`)[0]!.body).toMatchObject({
      reason: 'Posted twice',
    });
  });

  it('says by how much a manual entry does not balance, and posts it once it does', async () => {
    const fetch = journal(
      mockEndpoint(accountingContract.postManualEntry, { status: 201, body: { ...ENTRY, entryNo: 9 } }),
    );
    renderRoutedScreen(<JournalScreen />, '/accounting/journal');
    await userEvent.click(await screen.findByRole('button', { name: 'New manual entry' }));
    const form = await screen.findByRole('dialog', { name: 'New manual entry' });
    await userEvent.type(within(form).getByLabelText(/^Memo/), 'Bank service charge');
    const line1 = within(form).getByRole('group', { name: 'Line 1' });
    const line2 = within(form).getByRole('group', { name: 'Line 2' });
    await pick(within(line1).getByRole('combobox', { name: 'Account' }), '6130 Bank charges');
    await userEvent.type(within(line1).getByLabelText('Debit (₱)'), '150');
    await pick(within(line2).getByRole('combobox', { name: 'Account' }), '1030 Cash in bank');
    await userEvent.type(within(line2).getByLabelText('Credit (₱)'), '100');
    expect(within(form).getByText('Does not balance by ₱50.00')).toBeTruthy();
    const post = within(form).getByRole('button', { name: 'Post entry' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    await userEvent.clear(within(line2).getByLabelText('Credit (₱)'));
    await userEvent.type(within(line2).getByLabelText('Credit (₱)'), '150');
    expect(within(form).getByText('Balanced')).toBeTruthy();
    await userEvent.click(post);
    await waitFor(() => expect(fetch.sent('POST', '/api/accounting/entries')).toHaveLength(1));
    expect(fetch.sent('POST', '/api/accounting/entries')[0]!.body).toMatchObject({
      memo: 'Bank service charge',
      lines: [
        { accountId: id(3), debitCentavos: 150_00, creditCentavos: 0 },
        { accountId: id(1), debitCentavos: 0, creditCentavos: 150_00 },
      ],
    });
  });

  it('shows the refusal of a date in a closed month', async () => {
    journal(
      mockEndpoint(accountingContract.postManualEntry, {
        status: 409,
        body: envelope('BUSINESS_INVALID_OPERATION', 'closed', {
          reason: 'entryMonthClosed',
          month: '2026-09',
        }),
      }),
    );
    renderRoutedScreen(<JournalScreen />, '/accounting/journal');
    await userEvent.click(await screen.findByRole('button', { name: 'New manual entry' }));
    const form = await screen.findByRole('dialog', { name: 'New manual entry' });
    await userEvent.type(within(form).getByLabelText(/^Memo/), 'Late fee');
    for (const [n, code, side] of [
      [1, '6130 Bank charges', 'Debit (₱)'],
      [2, '1030 Cash in bank', 'Credit (₱)'],
    ] as const) {
      const line = within(form).getByRole('group', { name: `Line ${n}` });
      await pick(within(line).getByRole('combobox', { name: 'Account' }), code);
      await userEvent.type(within(line).getByLabelText(side), '10');
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Post entry' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('The month 2026-09 is closed');
  });
});

describe('periods', () => {
  const period = (over: Partial<Period>): Period => ({
    month: '2026-10-01',
    status: 'open',
    entryCount: 12,
    totalCentavos: 10_000_00,
    closedByName: null,
    closedAt: null,
    reopenedByName: null,
    reopenedAt: null,
    reopenReason: null,
    ...over,
  });

  it('closes a month after confirming, and reopens one only with a reason', async () => {
    const fetch = mockFetch({
      ...me(),
      ...mockEndpoint(accountingContract.listPeriods, {
        body: {
          items: [
            period({}),
            period({
              month: '2026-09-01',
              status: 'closed',
              closedByName: 'Alma Cruz',
              closedAt: '2026-10-01T01:00:00.000Z',
            }),
          ],
        },
      }),
      ...mockEndpoint(accountingContract.closePeriod, { body: period({ status: 'closed' }) }),
      ...mockEndpoint(accountingContract.reopenPeriod, { body: period({ month: '2026-09-01' }) }),
    });
    renderRoutedScreen(<PeriodsScreen />, '/accounting/periods');
    await userEvent.click(await screen.findByRole('button', { name: 'Close October 2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close October 2026' });
    expect(within(confirm).getByText(/Its 12 entries stay as they are/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close the month' }));
    await waitFor(() => expect(fetch.sent('POST', '/api/accounting/periods/2026-10/close')).toHaveLength(1));

    await userEvent.click(await screen.findByRole('button', { name: 'Reopen September 2026' }));
    const reopen = await screen.findByRole('dialog', { name: 'Reopen September 2026' });
    const go = within(reopen).getByRole('button', { name: 'Reopen the month' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    await userEvent.type(within(reopen).getByLabelText(/^Reason/), 'Supplier invoice came late');
    await userEvent.click(go);
    await waitFor(() => expect(fetch.sent('POST', '/api/accounting/periods/2026-09/reopen')).toHaveLength(1));
    expect(fetch.sent('POST', '/api/accounting/periods/2026-09/reopen')[0]!.body).toEqual({
      reason: 'Supplier invoice came late',
    });
  });
});
