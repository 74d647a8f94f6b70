// @vitest-environment happy-dom
import { type CashSlipDone, type ShiftDetail, shiftsContract, type TerminalShiftState } from '@fbms/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { envelope, mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-app.tsx';
import { ShiftGate } from './shift-gate.tsx';

const shift = {
  id: '0190a000-0000-7000-8000-00000000a001',
  terminalId: '0190a000-0000-7000-8000-00000000b001',
  terminalName: 'Counter 1',
  shiftNo: 4,
  cashierId: 'u1',
  cashierName: 'Carla Dizon',
  businessDate: '2026-11-26',
  openedAt: '2026-11-26T00:00:00.000Z',
  openingFundCentavos: 200_000,
  openingCount: null,
  handedOverFrom: null,
  status: 'open',
  closedAt: null,
  closedByName: null,
  declaredCashCentavos: null,
  expectedCashCentavos: null,
  shortOverCentavos: null,
  approvedByName: null,
} as unknown as NonNullable<TerminalShiftState['shift']>;

const open: TerminalShiftState = { shift, businessDate: '2026-11-26', zReadingDue: null };
const none: TerminalShiftState = { shift: null, businessDate: '2026-11-26', zReadingDue: null };
const layout = { blocks: [{ kind: 'title' as const, text: 'SHIFT CLOSED' }] };

const register = <p>The register</p>;

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ShiftGate', () => {
  it('without a shift shows how to open one instead of the register, and opens it from a counted fund', async () => {
    let state = none;
    const { requests } = mockFetch({
      ...mockEndpoint(shiftsContract.getCurrentShift, () => ({ body: state })),
      ...mockEndpoint(shiftsContract.openShift, () => {
        state = open;
        return { status: 201, body: shift };
      }),
    });
    renderScreen(<ShiftGate>{register}</ShiftGate>);
    expect(await screen.findByText('Open a shift to start selling')).toBeTruthy();
    expect(screen.queryByText('The register')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a shift' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Count by bills and coins' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'How many ₱1,000.00' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'How many ₱500.00' }), '2');
    expect(within(dialog).getByTestId('count-total').textContent).toBe('₱2,000.00');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The register')).toBeTruthy();
    expect(screen.getByTestId('shift-bar').textContent).toContain('Shift 4');
    expect(screen.getByTestId('shift-bar').textContent).toContain('Carla Dizon');
    expect(screen.getByTestId('shift-bar').textContent).toContain('2026-11-26');
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ openingFundCentavos: 200_000, openingCount: { '100000': 1, '50000': 2 } });
  });

  it('says which Z-reading is due, in Filipino, and does not show the register', async () => {
    await i18n.changeLanguage('fil');
    mockFetch(
      mockEndpoint(shiftsContract.getCurrentShift, {
        body: { shift: null, businessDate: '2026-11-25', zReadingDue: '2026-11-25' },
      }),
    );
    renderScreen(<ShiftGate>{register}</ShiftGate>);
    expect((await screen.findByTestId('z-due')).textContent).toContain(
      'Kailangan na ang Z-reading ng 2026-11-25',
    );
    expect(screen.queryByText('The register')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buksan ang shift' })).toBeNull();
  });

  it('a cash-out over the limit asks for a manager, then shows the numbered slip', async () => {
    const slipDone = {
      slip: {
        id: 's1',
        shiftId: shift.id,
        slipNo: 7,
        slipNumber: '00000007',
        businessDate: '2026-11-26',
        kind: 'cash_out',
        reasonKind: 'pickup',
        reason: 'To the safe',
        amountCentavos: 600_000,
        createdByName: 'Carla Dizon',
        approvedByName: 'Marco Reyes',
        createdAt: '2026-11-26T05:00:00.000Z',
      },
      document: { blocks: [{ kind: 'title', text: 'CASH OUT' }] },
    } as unknown as CashSlipDone;
    let calls = 0;
    const { requests } = mockFetch({
      ...mockEndpoint(shiftsContract.getCurrentShift, { body: open }),
      ...mockEndpoint(shiftsContract.addCashSlip, () =>
        ++calls === 1
          ? {
              status: 403,
              body: envelope('APPROVAL_REQUIRED', 'x', {
                reason: 'cashOutNeedsApproval',
                limitCentavos: 500_000,
                fields: { approval: 'x' },
              }),
            }
          : { status: 201 as const, body: slipDone },
      ),
    });
    renderScreen(<ShiftGate>{register}</ShiftGate>);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cash in / out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash in / out' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Amount (₱)' })),
    );
    await user.keyboard('6,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'What it is for' }), 'To the safe{Enter}');
    expect(
      await within(dialog).findByText("A cash-out above ₱5,000.00 needs a manager's approval"),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: "Manager's e-mail" }), 'manager@store.ph');
    await user.type(within(dialog).getByLabelText("Manager's password"), 'secret{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Slip 00000007 recorded' })).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => (r.body as { approval: unknown }).approval)).toEqual([
      null,
      { email: 'manager@store.ph', password: 'secret' },
    ]);
    expect(posts[0]!.body).toMatchObject({ kind: 'cash_out', reasonKind: 'pickup', amountCentavos: 600_000 });
  });

  it('closes with a blind count: no expected figure before, then expected vs declared and the short', async () => {
    let state = open;
    const closed: ShiftDetail = {
      ...shift,
      status: 'closed',
      closedAt: '2026-11-26T09:00:00.000Z',
      closedByName: 'Carla Dizon',
      declaredCashCentavos: 325_000,
      expectedCashCentavos: 335_000,
      shortOverCentavos: -10_000,
      approvedByName: null,
      tenders: [
        { method: 'cash', expectedCentavos: 335_000, declaredCentavos: 325_000, differenceCentavos: -10_000 },
        { method: 'gcash', expectedCentavos: 145_000, declaredCentavos: 145_000, differenceCentavos: 0 },
      ],
      declaredCount: { '100000': 3, '20000': 1, '5000': 1 },
      closeNote: null,
      slips: [],
    } as unknown as ShiftDetail;
    const { requests } = mockFetch({
      ...mockEndpoint(shiftsContract.getCurrentShift, () => ({ body: state })),
      ...mockEndpoint(shiftsContract.closeShift, () => {
        state = none;
        return { body: { shift: closed, document: layout } };
      }),
    });
    renderScreen(<ShiftGate>{register}</ShiftGate>);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the shift' });
    // The count starts at the first bill; nothing expected is shown before the closing.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('textbox', { name: 'How many ₱1,000.00' }),
      ),
    );
    expect(dialog.textContent).not.toContain('3,350');
    await user.type(within(dialog).getByRole('textbox', { name: 'How many ₱1,000.00' }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'How many ₱200.00' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'How many ₱50.00' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'GCash' }), '1450');
    await user.click(within(dialog).getByRole('button', { name: 'Close shift' }));
    const result = await screen.findByRole('dialog', { name: 'Shift 4 closed' });
    expect(within(result).getByTestId('short-over').textContent).toContain('Short ₱100.00');
    expect(within(result).getAllByRole('row')[1]!.textContent).toBe('Cash₱3,350.00₱3,250.00-₱100.00');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      declaredCount: { '100000': 3, '20000': 1, '5000': 1 },
      declared: { gcash: 145_000 },
      note: null,
      approval: null,
    });
    await user.click(within(result).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Open a shift to start selling')).toBeTruthy();
  });

  it('hands over with the next cashier’s e-mail and password', async () => {
    const { requests } = mockFetch({
      ...mockEndpoint(shiftsContract.getCurrentShift, { body: open }),
      ...mockEndpoint(shiftsContract.handOverShift, {
        status: 403,
        body: envelope('APPROVAL_REQUIRED', 'x', {
          reason: 'takeOverNotRight',
          fields: { nextCashier: 'x' },
        }),
      }),
    });
    renderScreen(<ShiftGate>{register}</ShiftGate>);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand the drawer over' });
    const submit = within(dialog).getByRole('button', { name: 'Hand over' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'How many ₱1,000.00' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Their e-mail' }), 'jun@store.ph');
    await user.type(within(dialog).getByLabelText('Their password'), 'wrong');
    await user.click(submit);
    expect(
      await within(dialog).findAllByText('The e-mail or password of the cashier taking over is not right'),
    ).not.toHaveLength(0);
    // Not a manager's approval: no approval fields appear.
    expect(within(dialog).queryByText("Manager's e-mail")).toBeNull();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      declaredCount: { '100000': 2 },
      nextCashier: { email: 'jun@store.ph', password: 'wrong' },
    });
  });
});
