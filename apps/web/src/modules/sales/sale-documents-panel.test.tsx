// @vitest-environment happy-dom

import { toCentavos as c, type SaleReturn, saleDocumentsContract } from '@fbms/domain';
import { makeSale } from '@fbms/domain/sales/invoice.fixture';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-app.tsx';
import { SaleDocumentsPanel } from './sale-documents-panel.tsx';

const SALE = '0190a000-0000-7000-8000-000000000042';
const LINE = (n: number) => `0190a000-0000-7000-8000-00000000010${n}`;

afterEach(() => vi.unstubAllGlobals());

const returnable = [
  { saleLineId: LINE(1), lineNo: 1, returnedMilli: 0, returnableMilli: 1000 },
  { saleLineId: LINE(2), lineNo: 2, returnedMilli: 1000, returnableMilli: 1500 },
  { saleLineId: LINE(3), lineNo: 3, returnedMilli: 1000, returnableMilli: 0 },
];
const slip = { blocks: [{ kind: 'title' as const, text: 'RETURN' }, { kind: 'rule' as const }] };
const saleReturn: SaleReturn = {
  id: 'r-1',
  returnNo: 7,
  returnNumber: 'RETURN 00000007',
  terminalName: 'POS-1',
  businessDate: '2025-03-15',
  reason: 'Wet bag',
  refundMethod: 'cash',
  grossCentavos: c(3800),
  promoCentavos: c(0),
  bnpcCentavos: c(0),
  scPwdCentavos: c(0),
  vatRemovedCentavos: c(0),
  vatableSalesCentavos: c(0),
  vatCentavos: c(0),
  vatExemptSalesCentavos: c(3800),
  zeroRatedSalesCentavos: c(0),
  nonVatSalesCentavos: c(0),
  totalCentavos: c(3800),
  returnedByName: 'Andrea Santos',
  approvedByName: 'Marco Reyes',
  createdAt: '2025-03-15T02:00:00.000Z',
  lines: [
    {
      saleLineId: LINE(2),
      lineNo: 2,
      productName: 'Urea 46-0-0',
      unitCode: 'kg',
      qtyMilli: 1000,
      baseQtyMilli: 1000,
      condition: 'damaged',
      grossCentavos: c(3800),
      promoCentavos: c(0),
      statutoryCentavos: c(0),
      vatRemovedCentavos: c(0),
      netCentavos: c(3800),
      lots: [],
    },
  ],
};

describe('SaleDocumentsPanel', () => {
  it('returns what is left of a line, asks for the approval when the store wants one, then shows the slip', async () => {
    let calls = 0;
    const fetch = mockFetch(
      mockEndpoint(
        saleDocumentsContract.returnSale,
        () =>
          ++calls === 1
            ? {
                status: 403,
                body: {
                  error: {
                    code: 'APPROVAL_REQUIRED',
                    message: "A return needs a manager's e-mail and password.",
                    details: { reason: 'returnNeedsApproval' },
                  },
                },
              }
            : { status: 201, body: { saleReturn, slip } },
        { id: SALE },
      ),
    );
    renderScreen(<SaleDocumentsPanel sale={makeSale({ id: SALE, returnable, voidable: false })} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog');
    // The vaccine came back already: only the feed and the urea are offered.
    expect(within(dialog).queryByText('NCD Vaccine 100 doses')).toBeNull();
    expect(within(dialog).getByText('1.5 kg can come back')).toBeTruthy();
    const qty = within(dialog).getAllByLabelText('Quantity to return');
    await user.type(qty[1]!, '1');
    await user.click(within(dialog).getAllByLabelText('Damaged')[1]!);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wet bag');
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    expect(await within(dialog).findByText("A return needs a manager's e-mail and password.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Manager's e-mail/), 'manager@store.ph');
    await user.type(within(dialog).getByLabelText(/Manager's password/), 'secret{Enter}');
    expect(await screen.findByRole('article', { name: 'RETURN 00000007' })).toBeTruthy();
    const sent = fetch.sent('POST', `/api/sales/${SALE}/returns`).map((r) => r.body);
    expect(sent).toEqual([
      {
        lines: [{ saleLineId: LINE(2), qtyMilli: 1000, condition: 'damaged' }],
        reason: 'Wet bag',
        refundMethod: 'cash',
        approval: null,
      },
      {
        lines: [{ saleLineId: LINE(2), qtyMilli: 1000, condition: 'damaged' }],
        reason: 'Wet bag',
        refundMethod: 'cash',
        approval: { email: 'manager@store.ph', password: 'secret' },
      },
    ]);
  });

  it("voids with a reason and a manager's password, then shows the VOID slip", async () => {
    const fetch = mockFetch(
      mockEndpoint(
        saleDocumentsContract.voidSale,
        {
          status: 201,
          body: {
            voidDocument: {
              id: 'v-1',
              voidNo: 3,
              voidNumber: 'VOID 00000003',
              terminalName: 'POS-1',
              businessDate: '2025-03-14',
              reason: 'Wrong item',
              voidedByName: 'Andrea Santos',
              approvedByName: 'Marco Reyes',
              createdAt: '2025-03-14T03:00:00.000Z',
            },
            slip: { blocks: [{ kind: 'title', text: 'VOID' }] },
          },
        },
        { id: SALE },
      ),
    );
    renderScreen(<SaleDocumentsPanel sale={makeSale({ id: SALE, returnable, voidable: true })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Void the invoice' }));
    expect(await within(dialog).findByText('Enter the reason')).toBeTruthy();
    expect(fetch.sent('POST', `/api/sales/${SALE}/void`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong item');
    await user.type(within(dialog).getByLabelText(/Manager's e-mail/), 'manager@store.ph');
    await user.type(within(dialog).getByLabelText(/Manager's password/), 'secret{Enter}');
    expect(await screen.findByRole('article', { name: 'VOID 00000003' })).toBeTruthy();
    expect(fetch.sent('POST', `/api/sales/${SALE}/void`).map((r) => r.body)).toEqual([
      { reason: 'Wrong item', approval: { email: 'manager@store.ph', password: 'secret' } },
    ]);
  });

  it('shows a voided invoice its VOID document and its returns, and offers nothing more', () => {
    mockFetch({});
    renderScreen(
      <SaleDocumentsPanel
        sale={makeSale({
          id: SALE,
          status: 'voided',
          voidable: false,
          returnable: returnable.map((l) => ({ ...l, returnableMilli: 0 })),
          voidDocument: {
            id: 'v-1',
            voidNo: 3,
            voidNumber: 'VOID 00000003',
            terminalName: 'POS-1',
            businessDate: '2025-03-14',
            reason: 'Wrong item',
            voidedByName: 'Andrea Santos',
            approvedByName: 'Marco Reyes',
            createdAt: '2025-03-14T03:00:00.000Z',
          },
          returns: [saleReturn],
        })}
      />,
    );
    expect(screen.getByText('Voided by VOID 00000003')).toBeTruthy();
    expect(screen.getAllByText('By Andrea Santos, approved by Marco Reyes')).toHaveLength(2);
    expect(screen.getByText('RETURN 00000007')).toBeTruthy();
    expect(screen.getByText('Refund ₱38.00 (Cash)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });
});
