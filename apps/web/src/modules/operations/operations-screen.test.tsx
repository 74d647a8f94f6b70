// @vitest-environment happy-dom
import {
  accountContract,
  ERROR_CATALOGUE,
  type OperationsToday,
  operationsContract,
  type Role,
  WAITING_KINDS,
} from '@fbms/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { MAIN_BRANCH, makeMe } from '../../test/factories.ts';
import { envelope, mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { operationsQueries } from './operations.queries.ts';
import { OperationsScreen } from './operations-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const STO_TOMAS = '01900000-0000-7000-8000-00000000b002';
const HOUR = 3_600_000;
const id = (n: number) => `01900000-0000-7000-8000-0000000000${String(n).padStart(2, '0')}`;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const terminal = (
  n: number,
  name: string,
  patch: Partial<OperationsToday['terminals'][number]>,
): OperationsToday['terminals'][number] => ({
  id: id(n),
  name,
  branch: 'Main branch',
  location: 'Main store',
  businessDate: '2026-11-27',
  status: 'no_shift',
  openShift: null,
  zDueDate: null,
  lastZ: null,
  ...patch,
});

/** A day with every terminal state, a short drawer, and documents waiting of four kinds. */
function makeDay(patch: Partial<OperationsToday> = {}): OperationsToday {
  return {
    today: '2026-11-27',
    branchName: 'Main branch',
    terminals: [
      terminal(1, 'Counter 1', {
        status: 'selling',
        openShift: {
          id: id(11),
          cashier: 'Carla Reyes',
          openedAt: '2026-11-26T23:00:00.000Z', // 7:00 AM in Manila
          openingFundCentavos: 200_000,
        },
      }),
      terminal(2, 'Counter 2', {}),
      terminal(3, 'Counter 3', { status: 'z_due', businessDate: '2026-11-26', zDueDate: '2026-11-26' }),
      terminal(4, 'Counter 4', {
        status: 'day_closed',
        businessDate: '2026-11-28',
        lastZ: { number: 'Z-000042', businessDate: '2026-11-27', takenAt: '2026-11-27T10:00:00.000Z' },
      }),
    ],
    shifts: {
      open: 1,
      closed: 2,
      expectedCentavos: 500_000,
      declaredCentavos: 495_000,
      shortOverCentavos: -5_000,
      items: [
        {
          id: id(11),
          terminal: 'Counter 1',
          cashier: 'Carla Reyes',
          openedAt: '2026-11-26T23:00:00.000Z',
          closedAt: null,
          expectedCentavos: null,
          declaredCentavos: null,
          shortOverCentavos: null,
        },
        {
          id: id(12),
          terminal: 'Counter 2',
          cashier: 'Ben Cruz',
          openedAt: '2026-11-26T22:00:00.000Z',
          closedAt: '2026-11-27T06:00:00.000Z',
          expectedCentavos: 300_000,
          declaredCentavos: 290_000,
          shortOverCentavos: -10_000,
        },
        {
          id: id(13),
          terminal: 'Counter 3',
          cashier: 'Dina Lopez',
          openedAt: '2026-11-26T22:30:00.000Z',
          closedAt: '2026-11-27T07:00:00.000Z',
          expectedCentavos: 200_000,
          declaredCentavos: 205_000,
          shortOverCentavos: 5_000,
        },
      ],
    },
    sales: {
      invoices: 37,
      totalCentavos: 1_845_050,
      cashCentavos: 1_200_000,
      voids: { count: 1, totalCentavos: 45_000 },
      returns: { count: 2, totalCentavos: 12_500 },
    },
    waiting: [
      {
        kind: 'expenses_to_approve',
        count: 3,
        oldestAt: ago(2 * 24 * HOUR + HOUR),
        amountCentavos: 1_250_000,
      },
      { kind: 'orders_to_approve', count: 0, oldestAt: null, amountCentavos: null },
      { kind: 'transfers_to_receive', count: 1, oldestAt: ago(3 * HOUR + 60_000), amountCentavos: null },
      { kind: 'counts_open', count: 2, oldestAt: ago(5 * 60_000 + 1000), amountCentavos: null },
    ],
    stock: { low: 4, out: 1, expiringLots: 3, expiredLots: 1, expiryWarningDays: 30 },
    ...patch,
  };
}

function mock(
  role: Role = 'manager',
  {
    day = makeDay(),
    branches = [{ id: MAIN_BRANCH, code: 'MAIN', name: 'Main branch' }],
    refuse = false,
  }: {
    day?: OperationsToday;
    branches?: { id: string; code: string; name: string }[];
    refuse?: boolean;
  } = {},
) {
  return mockFetch({
    ...mockEndpoint(accountContract.getMe, { body: { ...makeMe(role), branches } }),
    ...mockEndpoint(operationsContract.getToday, (req) =>
      refuse
        ? {
            status: 403,
            body: envelope(
              'AUTH_INSUFFICIENT_PERMISSIONS',
              ERROR_CATALOGUE.AUTH_INSUFFICIENT_PERMISSIONS.message,
            ),
          }
        : {
            body: new URL(req.path, 'http://localhost').searchParams.get('branchId')
              ? { ...day, branchName: 'Sto. Tomas branch' }
              : day,
          },
    ),
  });
}

const card = (name: string) =>
  screen.getAllByTestId('terminal-card').find((c) => within(c).queryByText(name))!;
const opsRequests = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.startsWith('/api/operations/'));

describe('OperationsScreen', () => {
  it('shows each terminal in its words, the shifts with their sums, the sales, what waits and the stock', async () => {
    const { requests } = mock('manager');
    renderRoutedScreen(<OperationsScreen />, '/operations');
    expect(await screen.findByRole('heading', { name: 'Operations', level: 2 })).toBeTruthy();
    expect((await screen.findByTestId('operations-today')).textContent).toBe(
      'Today, Fri, Nov 27, 2026 · Main branch',
    );
    expect(opsRequests(requests).at(-1)!.path).toBe('/api/operations/today');
    // One branch: no branch select.
    expect(screen.queryByRole('combobox', { name: 'Branch' })).toBeNull();

    // Terminals: each status as a badge and in words.
    const selling = card('Counter 1');
    expect(within(selling).getByText('Selling')).toBeTruthy();
    expect(within(selling).getByText('Main branch · Main store')).toBeTruthy();
    expect(within(selling).getByText('Business date 2026-11-27')).toBeTruthy();
    expect(within(selling).getByTestId('terminal-words').textContent).toBe(
      'Carla Reyes since 7:00 AM, fund ₱2,000.00',
    );
    expect(within(card('Counter 2')).getByTestId('terminal-words').textContent).toBe('No shift open.');
    const due = card('Counter 3');
    expect(within(due).getByText('Z-reading due')).toBeTruthy();
    const dueWords = within(due).getByTestId('terminal-words');
    expect(dueWords.textContent).toBe('Z-reading due for 2026-11-26: close the shift and take it.');
    expect(dueWords.getAttribute('style') ?? dueWords.className).toMatch(/red/);
    expect(
      within(due).getByRole('link', { name: 'Open Readings (take it at Counter 3)' }).getAttribute('href'),
    ).toBe('/pos/readings');
    expect(within(card('Counter 4')).getByTestId('terminal-words').textContent).toBe(
      'Z-reading Z-000042 taken.',
    );
    expect(within(card('Counter 4')).getByText('Day closed')).toBeTruthy();
    expect(within(card('Counter 1')).queryByRole('link')).toBeNull();

    // Today's shifts: an open one, a short one in red, an over one; the sums of the closed ones.
    const table = screen.getByTestId('operations-shifts');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Terminal', 'Cashier', 'Opened', 'Closed', 'Expected', 'Declared', 'Short / over']);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Open');
    expect(rows[2]!.textContent).toContain('-₱100.00 short');
    expect(rows[2]!.querySelector('[data-short]')).toBeTruthy();
    expect(rows[3]!.textContent).toContain('₱50.00');
    expect(rows[3]!.querySelector('[data-short]')).toBeNull();
    const totals = screen.getByTestId('operations-shift-totals');
    expect(totals.textContent).toContain('Closed shifts');
    expect(totals.textContent).toContain('₱5,000.00');
    expect(totals.textContent).toContain('₱4,950.00');
    expect(totals.textContent).toContain('-₱50.00 short');
    expect(totals.querySelector('[data-short]')).toBeTruthy();
    expect(screen.getByText('1 open · 2 closed')).toBeTruthy();

    // Today's sales.
    expect(screen.getByTestId('sales-invoices').textContent).toContain('37');
    expect(screen.getByTestId('sales-total').textContent).toContain('₱18,450.50');
    expect(screen.getByTestId('sales-cash').textContent).toContain('₱12,000.00');
    expect(screen.getByTestId('sales-voids').textContent).toContain('1 · ₱450.00');
    expect(screen.getByTestId('sales-returns').textContent).toContain('2 · ₱125.00');
    expect(screen.getByRole('link', { name: 'Open Sales History' }).getAttribute('href')).toBe(
      '/sales-history',
    );

    // Waiting: a row per kind with a count, each a link to where it is handled.
    const waiting = screen.getByRole('region', { name: 'Waiting for someone' });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('waiting-expenses_to_approve').textContent).toBe(
      '3 expenses to approve · ₱12,500.00 · oldest 2 days ago',
    );
    expect(screen.getByRole('link', { name: '3 expenses to approve' }).getAttribute('href')).toBe(
      '/expenses',
    );
    expect(screen.getByTestId('waiting-transfers_to_receive').textContent).toBe(
      '1 transfer slip in transit to receive · oldest 3 hours ago',
    );
    expect(
      screen.getByRole('link', { name: '1 transfer slip in transit to receive' }).getAttribute('href'),
    ).toBe('/branches/transfers?tab=incoming&status=in_transit');
    expect(screen.getByTestId('waiting-counts_open').textContent).toBe(
      '2 stock counts not yet posted · oldest 5 minutes ago',
    );
    expect(screen.getByRole('link', { name: '2 stock counts not yet posted' }).getAttribute('href')).toBe(
      '/inventory/counts',
    );
    expect(screen.queryByTestId('waiting-orders_to_approve')).toBeNull();
    expect(screen.queryByText('Nothing is waiting.')).toBeNull();

    // Stock to watch.
    expect(screen.getByTestId('stock-low').textContent).toContain('4 products');
    expect(screen.getByRole('link', { name: 'See the products low in stock' }).getAttribute('href')).toBe(
      '/inventory?stock=low',
    );
    expect(screen.getByRole('link', { name: 'See the products out of stock' }).getAttribute('href')).toBe(
      '/inventory?stock=out',
    );
    expect(screen.getByTestId('stock-expiring').textContent).toBe('Lots expiring within 30 days3 lots');
    expect(screen.getByTestId('stock-expired').textContent).toContain('1 lot');

    // The tour's anchors.
    for (const tour of [
      'operations-terminals',
      'operations-shifts',
      'operations-waiting',
      'operations-stock',
    ])
      expect(document.querySelector(`[data-tour="${tour}"]`)).toBeTruthy();
  });

  it('links a waiting row only to a screen the person may open', async () => {
    // The route lets managers and admins in, and they may open every one of these screens; an
    // accountant (expenses and purchases, no branches or inventory) shows the rule at work.
    const day = makeDay({
      waiting: WAITING_KINDS.map((kind) => ({ kind, count: 1, oldestAt: null, amountCentavos: null })),
    });
    mock('accountant', { day });
    renderRoutedScreen(<OperationsScreen />, '/operations');
    await screen.findByTestId('waiting-expenses_to_approve');
    const waiting = screen.getByRole('region', { name: 'Waiting for someone' });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(WAITING_KINDS.length);
    const linked = within(waiting)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(linked).toEqual(['/expenses', '/expenses', '/purchases', '/purchases']);
    expect(screen.getByTestId('waiting-transfers_to_issue').textContent).toBe('1 transfer slip to issue');
    expect(screen.getByTestId('waiting-counts_open').textContent).toBe('1 stock count not yet posted');
    // No inventory for the accountant: the stock counts show, without links.
    expect(screen.queryByRole('link', { name: 'See the products low in stock' })).toBeNull();
    expect(screen.getByTestId('stock-low').textContent).toContain('4 products');
  });

  it('says "Nothing is waiting." when nothing waits, and draws no sums without a closed shift', async () => {
    const day = makeDay({
      waiting: [{ kind: 'expenses_to_pay', count: 0, oldestAt: null, amountCentavos: null }],
      shifts: {
        open: 0,
        closed: 0,
        expectedCentavos: 0,
        declaredCentavos: 0,
        shortOverCentavos: 0,
        items: [],
      },
      terminals: [],
    });
    mock('admin', { day });
    renderRoutedScreen(<OperationsScreen />, '/operations');
    expect(await screen.findByText('Nothing is waiting.')).toBeTruthy();
    expect(screen.getByText('No shift opened or closed today.')).toBeTruthy();
    expect(screen.getByText('No terminals in these branches yet.')).toBeTruthy();
    expect(screen.queryByTestId('operations-shift-totals')).toBeNull();
  });

  it('picks a branch for a person in two, and names it under the heading', async () => {
    const { requests } = mock('manager', {
      branches: [
        { id: MAIN_BRANCH, code: 'MAIN', name: 'Main branch' },
        { id: STO_TOMAS, code: 'STT', name: 'Sto. Tomas branch' },
      ],
      day: makeDay({ branchName: null }),
    });
    renderRoutedScreen(<OperationsScreen />, '/operations');
    expect((await screen.findByTestId('operations-today')).textContent).toBe(
      'Today, Fri, Nov 27, 2026 · All my branches',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    await user.click(await screen.findByRole('option', { name: 'Sto. Tomas branch', hidden: true }));
    await waitFor(() =>
      expect(opsRequests(requests).at(-1)!.path).toBe(`/api/operations/today?branchId=${STO_TOMAS}`),
    );
    await waitFor(() =>
      expect(screen.getByTestId('operations-today').textContent).toBe(
        'Today, Fri, Nov 27, 2026 · Sto. Tomas branch',
      ),
    );
  });

  it('speaks Filipino: relative times and the words of each kind', async () => {
    await i18n.changeLanguage('fil');
    mock('manager');
    renderRoutedScreen(<OperationsScreen />, '/operations');
    expect(await screen.findByRole('heading', { name: 'Operasyon', level: 2 })).toBeTruthy();
    expect((await screen.findByTestId('waiting-expenses_to_approve')).textContent).toBe(
      '3 gastos na aaprubahan · ₱12,500.00 · pinakaluma 2 araw na ang nakalipas',
    );
    expect(screen.getByText('Walang bukas na shift.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buksan ang Sales History' })).toBeTruthy();
  });

  it('shows a refusal in Filipino, with Retry', async () => {
    await i18n.changeLanguage('fil');
    const { requests } = mock('manager', { refuse: true });
    renderRoutedScreen(<OperationsScreen />, '/operations');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wala kang pahintulot na gawin ito.');
    const before = opsRequests(requests).length;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Subukan ulit' }));
    await waitFor(() => expect(opsRequests(requests).length).toBeGreaterThan(before));
  });

  it('looks again every minute and when the window comes back', () => {
    const options = operationsQueries.today({});
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe('always');
  });
});
