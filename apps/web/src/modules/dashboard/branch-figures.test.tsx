// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { BranchFigures } from './branch-figures.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const branches = [
  {
    branchId: 'b1',
    code: 'MAIN',
    name: 'Main branch',
    todaySales: { amountCentavos: 9_083_961, transactions: 23 },
    monthSales: { amountCentavos: 253_132_352, transactions: 813 },
    stockValueCentavos: 673_717_359,
  },
  {
    branchId: 'b2',
    code: 'STO-TOMAS',
    name: 'Sto. Tomas',
    todaySales: { amountCentavos: 140_000, transactions: 1 },
    monthSales: { amountCentavos: 140_000, transactions: 1 },
    stockValueCentavos: 1_320_000,
  },
];

describe("the dashboard's figures per branch", () => {
  it("shows each branch's sales today and this month and its stock at cost", async () => {
    renderRoutedScreen(<BranchFigures branches={branches} />, '/');
    const cards = await screen.findAllByTestId('branch-figure');
    expect(cards).toHaveLength(2);
    const sto = within(cards[1]!);
    expect(sto.getByText('Sto. Tomas')).toBeTruthy();
    expect(sto.getAllByText('₱1,400.00')).toHaveLength(2);
    expect(sto.getByText('₱13,200.00')).toBeTruthy();
    expect(sto.getAllByText('1 transaction')).toHaveLength(2);
  });

  it('shows nothing for one branch, and speaks Filipino', async () => {
    const one = renderRoutedScreen(<BranchFigures branches={[]} />, '/');
    expect(screen.queryByTestId('branch-figures')).toBeNull();
    one.unmount();
    await i18n.changeLanguage('fil');
    renderRoutedScreen(<BranchFigures branches={branches} />, '/');
    expect(await screen.findByText('Bawat branch')).toBeTruthy();
    expect(screen.getAllByText('Stock ayon sa puhunan')).toHaveLength(2);
  });
});
