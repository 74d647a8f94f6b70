// @vitest-environment happy-dom
import { buildPosReport, posReportsContract, salesContract } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { mockEndpoint, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../../test/render-app.tsx';
import { PosReportsScreen } from './pos-reports-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const sc = buildPosReport('senior-sales-book', { from: '2026-03-01', to: '2026-03-31', terminalName: null }, [
  {
    date: '2026-03-02',
    name: 'Lola Basyang',
    idNumber: 'OSCA-77',
    tin: null,
    terminal: 'POS-1',
    invoice: '00000042',
    gross: 11_200,
    vatExempt: 10_000,
    vatRemoved: 1_200,
    discount: 2_000,
    net: 8_000,
  },
]);

function mock() {
  return mockFetch({
    ...mockEndpoint(salesContract.listTerminals, { body: { items: [] } }),
    ...mockEndpoint(posReportsContract.getPosReport, (req) => {
      const name = req.path.split('?')[0]!.split('/').pop()!;
      return {
        body:
          name === 'senior-sales-book'
            ? sc
            : buildPosReport('bir-sales-summary', { from: sc.from, to: sc.to, terminalName: null }, []),
      };
    }),
  });
}

describe('PosReportsScreen', () => {
  it('shows the picked report with its totals, and its PDF link', async () => {
    const { requests } = mock();
    renderRoutedScreen(<PosReportsScreen />, '/sales-history/reports');
    expect(await screen.findByText('Nothing to report for these dates.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Report' }));
    await user.click(await screen.findByRole('option', { name: 'Senior citizen sales book', hidden: true }));
    const table = await screen.findByTestId('pos-report');
    expect(table.textContent).toContain('Lola Basyang');
    expect(table.textContent).toContain('₱20.00');
    expect(screen.getByText('Total')).toBeTruthy();
    expect(requests.at(-1)!.path).toMatch(
      /^\/api\/sales\/reports\/senior-sales-book\?from=\d{4}-\d{2}-01&to=/,
    );
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toMatch(
      /^\/api\/sales\/reports\/senior-sales-book\/pdf\?from=/,
    );
  });

  it('refuses a range that ends before it starts, in Filipino too', async () => {
    await i18n.changeLanguage('fil');
    mock();
    renderRoutedScreen(<PosReportsScreen />, '/sales-history/reports');
    const user = userEvent.setup();
    const from = await screen.findByLabelText('Mula');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText(/Pumili ng unang petsa/)).toBeTruthy();
  });
});
