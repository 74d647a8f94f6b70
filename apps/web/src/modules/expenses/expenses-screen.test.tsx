// @vitest-environment happy-dom
import { expensesContract as api, type Expense } from '@fbms/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { ExpensesScreen } from './expenses-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const FUEL = '0190a000-0000-7000-8000-0000000000f1';
const expense: Expense = {
  id: '0190a000-0000-7000-8000-0000000000e1',
  number: 'EXP-202611-0001',
  description: 'Diesel for the truck',
  categoryId: FUEL,
  categoryName: 'Fuel',
  expenseDate: '2026-11-10',
  vendorName: 'Petron Lipa',
  vendorTin: null,
  amountCentavos: 1_120_00,
  inputVatCentavos: 120_00,
  withholdingAtc: null,
  withholdingRateBp: null,
  withholdingCentavos: 0,
  paymentMethod: 'cash_safe',
  terminalId: null,
  terminalName: null,
  status: 'submitted',
  proposed: false,
  recurringId: null,
  notes: null,
  rejectedReason: null,
  attachment: null,
  createdBy: 'user-accountant',
  createdByName: 'Alma Cruz',
  submittedBy: 'user-accountant',
  submittedByName: 'Alma Cruz',
  approvedByName: null,
  paidByName: null,
  createdAt: '2026-11-10T02:00:00.000Z',
  submittedAt: '2026-11-10T02:00:00.000Z',
  approvedAt: null,
  paidAt: null,
};

function mock(role: 'accountant' | 'manager' = 'accountant') {
  return mockFetch({
    'GET /api/me': { body: makeMe(role) },
    ...mockEndpoint(api.listExpenses, {
      body: {
        items: [expense],
        total: 1,
        totals: { count: 1, amountCentavos: 1_120_00, inputVatCentavos: 120_00, withholdingCentavos: 0 },
      },
    }),
    ...mockEndpoint(api.listCategories, {
      body: {
        items: [
          {
            id: FUEL,
            name: 'Fuel',
            description: null,
            birClassification: 'fuel_and_oil',
            accountId: 'a',
            accountCode: '6060',
            accountName: 'Fuel and oil',
            isActive: true,
            expenseCount: 1,
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        ],
      },
    }),
    ...mockEndpoint(api.listDrawers, { body: { items: [] } }),
    ...mockEndpoint(api.getControls, { body: { approvalAboveCentavos: 5_000_00 } }),
    ...mockEndpoint(api.getExpense, { body: expense }),
    ...mockEndpoint(api.approveExpense, { body: { ...expense, status: 'approved' } }),
  });
}

describe('ExpensesScreen', () => {
  it('lists the expenses with their totals and status', async () => {
    mock();
    renderRoutedScreen(<ExpensesScreen />, '/expenses');
    expect(await screen.findByText('EXP-202611-0001')).toBeTruthy();
    const totals = screen.getByTestId('expense-totals');
    expect(within(totals).getByText('1 expense')).toBeTruthy();
    expect(within(totals).getByText('Total ₱1,120.00')).toBeTruthy();
    expect(screen.getAllByText('Submitted').length).toBeGreaterThan(0);
  });

  it('refuses a negative amount and VAT above 12/112 before sending anything', async () => {
    const { requests } = mock();
    renderRoutedScreen(<ExpensesScreen />, '/expenses');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New expense' }));
    await user.type(await screen.findByLabelText(/Description/), 'Power bill');
    await user.type(screen.getByLabelText(/Amount \(VAT included\)/), '-100');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Enter an amount above zero, like 1500.00')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Amount \(VAT included\)/));
    await user.type(screen.getByLabelText(/Amount \(VAT included\)/), '112');
    await user.click(screen.getByLabelText(/VAT invoice/));
    await user.type(screen.getByLabelText('Input VAT'), '12.01');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText('Input VAT cannot be more than 12/112 of the amount (₱12.00)'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '12/112 of the amount' }));
    expect((screen.getByLabelText('Input VAT') as HTMLInputElement).value).toBe('12.00');
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('an approver approves a submitted expense from its drawer', async () => {
    const { requests } = mock('manager');
    renderRoutedScreen(<ExpensesScreen />, '/expenses');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open EXP-202611-0001' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path.endsWith(`/${expense.id}/approve`))).toBe(
        true,
      ),
    );
  });

  it('speaks Filipino', async () => {
    mock();
    await i18n.changeLanguage('fil');
    renderRoutedScreen(<ExpensesScreen />, '/expenses');
    expect(await screen.findByRole('heading', { name: 'Mga Gastos' })).toBeTruthy();
    expect(await screen.findByText('Kabuuan ₱1,120.00')).toBeTruthy();
  });
});
