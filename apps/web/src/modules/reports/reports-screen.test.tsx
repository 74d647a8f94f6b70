// @vitest-environment happy-dom
import {
  type AnalyticsRow,
  accountContract,
  addDays,
  buildAnalyticsReport,
  ERROR_CATALOGUE,
  manilaDate,
  type ReportName,
  type Role,
  reportsContract,
  settingsContract,
  type UserSettingsPatch,
} from '@fbms/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { MAIN_BRANCH, makeMe } from '../../test/factories.ts';
import { envelope, mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { makeSettings } from '../../test/shell-fixtures.ts';
import { ReportsScreen } from './reports-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const STO_TOMAS = '01900000-0000-7000-8000-00000000b002';
const today = manilaDate(new Date());

const day = (date: string, net: number, cost: number) => ({
  date,
  invoices: 2,
  gross: net + 500,
  discounts: 500,
  returns: 0,
  net,
  vat: Math.round(net / 9.333),
  exVat: net - Math.round(net / 9.333),
  cost,
  profit: net - Math.round(net / 9.333) - cost,
  margin: null,
});

/** The server's answer for a report: its rows through the contract's builder (costs as the role may see). */
function answer(report: ReportName, url: string, costsShown: boolean) {
  const q = new URL(url, 'http://localhost').searchParams;
  const from = q.get('from')!;
  const to = q.get('to')!;
  const rows: AnalyticsRow[] =
    report === 'sales-by-day'
      ? [day(to, 150_000, 100_000), day(from, 120_050, 80_000)]
      : report === 'sales-by-product'
        ? [
            {
              product: 'Layer mash',
              sku: 'LM-50',
              category: 'Feeds',
              unit: 'kg',
              qty: 12.345,
              net: 95_000,
              vat: 10_179,
              exVat: 84_821,
              cost: 70_000,
              profit: 14_821,
              margin: 17.5,
            },
            { product: 'Vitamin B', sku: null, category: null, unit: 'pc', qty: 2, net: 0, vat: 0 },
          ]
        : [];
  return buildAnalyticsReport(
    report,
    { from, to, branchName: q.get('branchId') ? 'Sto. Tomas branch' : null, costsShown },
    rows,
  );
}

function mock(
  role: Role = 'manager',
  {
    settings = {},
    branches = [{ id: MAIN_BRANCH, code: 'MAIN', name: 'Main branch' }],
    refuse = false,
  }: {
    settings?: UserSettingsPatch;
    branches?: { id: string; code: string; name: string }[];
    refuse?: boolean;
  } = {},
) {
  const costsShown = role === 'manager' || role === 'admin' || role === 'accountant';
  return mockFetch({
    ...mockEndpoint(accountContract.getMe, { body: { ...makeMe(role), branches } }),
    ...mockEndpoint(settingsContract.getMySettings, { body: makeSettings(settings) }),
    ...mockEndpoint(reportsContract.getReport, (req) =>
      refuse
        ? {
            status: 403,
            body: envelope(
              'AUTH_INSUFFICIENT_PERMISSIONS',
              ERROR_CATALOGUE.AUTH_INSUFFICIENT_PERMISSIONS.message,
            ),
          }
        : {
            body: answer(req.path.split('?')[0]!.split('/').pop() as ReportName, req.path, costsShown),
          },
    ),
  });
}

const reportRequests = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.startsWith('/api/reports/'));

describe('ReportsScreen', () => {
  it('shows sales by day for the last 30 days: labels, pesos, percent, totals, chart and exports', async () => {
    const { requests } = mock('manager');
    renderRoutedScreen(<ReportsScreen />, '/reports');
    const table = await screen.findByTestId('analytics-report');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(heads).toEqual([
      'Date',
      'Invoices',
      'Gross sales',
      'Discounts',
      'Returns',
      'Net sales',
      'VAT',
      'Sales less VAT',
      'Cost of goods',
      'Gross profit',
      'Margin %',
    ]);
    expect(table.textContent).toContain('₱1,500.00');
    expect(table.textContent).toContain('—'); // a margin of null
    const totals = screen.getByTestId('analytics-totals');
    expect(totals.textContent).toContain('Total');
    expect(totals.textContent).toContain('₱2,700.50');
    expect(totals.textContent).toMatch(/\d+\.\d%/);
    // The default range: the last 30 days, today included.
    const from = addDays(today, -29);
    expect(reportRequests(requests).at(-1)!.path).toBe(`/api/reports/sales-by-day?from=${from}&to=${today}`);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(from);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByTestId('reports-chart')).toBeTruthy();
    // The setting's default formats: PDF and Excel, no CSV.
    expect(screen.getByRole('button', { name: 'Excel (.xlsx)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CSV' })).toBeNull();
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      `/api/reports/sales-by-day/pdf?from=${from}&to=${today}`,
    );
    expect(screen.queryByText(/Cost and profit show to/)).toBeNull();
    // One branch: no branch select.
    expect(screen.queryByRole('combobox', { name: 'Branch' })).toBeNull();
    // More reports: a manager may open the POS reports, inventory and payables, not the ledger.
    const more = screen.getByRole('navigation', { name: 'More reports' });
    expect(
      within(more)
        .getByRole('link', { name: /POS reports/ })
        .getAttribute('href'),
    ).toBe('/sales-history/reports');
    expect(
      within(more)
        .getByRole('link', { name: /Supplier payables/ })
        .getAttribute('href'),
    ).toBe('/purchases/payables');
    expect(within(more).queryByRole('link', { name: 'Financial statements' })).toBeNull();
  });

  it('picks sales by product: numbers with up to 3 decimals, percent, dashes, and the picked branch', async () => {
    const { requests } = mock('manager', {
      branches: [
        { id: MAIN_BRANCH, code: 'MAIN', name: 'Main branch' },
        { id: STO_TOMAS, code: 'STT', name: 'Sto. Tomas branch' },
      ],
      settings: { reports: { exportFormats: ['csv'] } },
    });
    renderRoutedScreen(<ReportsScreen />, '/reports');
    await screen.findByTestId('analytics-report');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Report' }));
    await user.click(await screen.findByRole('option', { name: 'Sales by product', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('analytics-report').textContent).toContain('Layer mash'));
    const table = screen.getByTestId('analytics-report');
    expect(table.textContent).toContain('12.345');
    expect(table.textContent).toContain('17.5%');
    expect(table.textContent).toContain('Quantity sold');
    expect(screen.getByRole('button', { name: 'CSV' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'PDF' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    await user.click(await screen.findByRole('option', { name: 'Sto. Tomas branch', hidden: true }));
    await waitFor(() => expect(reportRequests(requests).at(-1)!.path).toContain(`branchId=${STO_TOMAS}`));
    expect(await screen.findByText(/Sto\. Tomas branch · 2 rows/)).toBeTruthy();
  });

  it('hides exports and purchases from a view-only person and says who sees cost', async () => {
    mock('cashier');
    renderRoutedScreen(<ReportsScreen />, '/reports');
    const table = await screen.findByTestId('analytics-report');
    expect(table.textContent).not.toContain('Cost of goods');
    expect(table.textContent).not.toContain('Gross profit');
    expect(screen.getAllByText('Cost and profit show to managers, accountants and admins.')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Excel (.xlsx)' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'PDF' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Report' }));
    expect(await screen.findByRole('option', { name: 'Slow-moving stock', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Purchases by supplier', hidden: true })).toBeNull();
    expect(screen.queryByRole('link', { name: /POS reports/ })).toBeNull();
  });

  it('sets the dates from a preset, and says when a report is empty', async () => {
    const { requests } = mock('manager');
    renderRoutedScreen(<ReportsScreen />, '/reports');
    await screen.findByTestId('analytics-report');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'This month' }));
    const first = `${today.slice(0, 8)}01`;
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(first);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(today);
    await waitFor(() =>
      expect(reportRequests(requests).at(-1)!.path).toBe(
        `/api/reports/sales-by-day?from=${first}&to=${today}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'This year' }));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(`${today.slice(0, 4)}-01-01`);
    await user.click(screen.getByRole('combobox', { name: 'Report' }));
    await user.click(await screen.findByRole('option', { name: 'Sales by category', hidden: true }));
    expect(await screen.findByText('No sales in these dates.')).toBeTruthy();
  });

  it('takes "last N days" from the setting, and draws no chart when charts are off', async () => {
    const { requests } = mock('manager', { settings: { reports: { dataRange: 7, includeCharts: false } } });
    renderRoutedScreen(<ReportsScreen />, '/reports');
    await screen.findByRole('button', { name: 'Last 7 days' });
    await waitFor(() =>
      expect(reportRequests(requests).at(-1)!.path).toBe(
        `/api/reports/sales-by-day?from=${addDays(today, -6)}&to=${today}`,
      ),
    );
    await screen.findByTestId('analytics-report');
    expect(screen.queryByTestId('reports-chart')).toBeNull();
  });

  it('shows a refusal in Filipino, with Retry', async () => {
    await i18n.changeLanguage('fil');
    mock('manager', { refuse: true });
    renderRoutedScreen(<ReportsScreen />, '/reports');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wala kang pahintulot na gawin ito.');
    expect(within(alert).getByRole('button', { name: 'Subukan ulit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Huling 30 araw' })).toBeTruthy();
  });
});
