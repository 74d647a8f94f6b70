// @vitest-environment happy-dom
import { journalContract, salesContract } from '@fbms/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { mockEndpoint, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../../test/render-app.tsx';
import { JournalScreen } from './journal-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const entry = {
  id: '0190a000-0000-7000-8000-0000000000a1',
  terminalId: '0190a000-0000-7000-8000-0000000000b1',
  terminalName: 'POS-1',
  businessDate: '2026-03-14',
  kind: 'invoice' as const,
  documentId: '0190a000-0000-7000-8000-0000000000c1',
  documentNumber: '00000042',
  createdAt: '2026-03-14T02:30:00.000Z',
  createdByName: 'Andrea Santos',
  body: '      SALES INVOICE\nNo. 00000042\nTOTAL AMOUNT DUE      ₱1,902.50\n',
};

function mock() {
  return mockFetch({
    ...mockEndpoint(salesContract.listTerminals, {
      body: {
        items: [
          {
            id: entry.terminalId,
            name: 'POS-1',
            locationId: 'l',
            locationName: 'Main',
            branchId: 'b',
            branchCode: 'MAIN',
            branchName: 'Main branch',
            min: null,
            serialNumber: null,
            ptuNumber: null,
            ptuDate: null,
            nextInvoiceNo: 43,
            isActive: true,
            enrolledAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    }),
    ...mockEndpoint(journalContract.listJournal, {
      body: { items: [entry], total: 1, page: 1, pageSize: 25 },
    }),
  });
}

describe('JournalScreen', () => {
  it('lists the entries and shows the chosen one as printed; the export keeps the filters', async () => {
    const { requests } = mock();
    renderRoutedScreen(<JournalScreen />, '/sales-history/e-journal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show Invoice 00000042' }));
    expect((await screen.findByTestId('journal-text')).textContent).toContain(
      'TOTAL AMOUNT DUE      ₱1,902.50',
    );
    expect(screen.getByText('1 entry')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search the text' }), '42');
    await vi.waitFor(() => expect(requests.some((r) => r.path.includes('search=42'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const txt = (await screen.findByText('Text file (.txt), as printed')).closest('a')!;
    expect(txt.getAttribute('href')).toBe('/api/sales/e-journal/export?format=txt&search=42');
  });

  it('speaks Filipino', async () => {
    await i18n.changeLanguage('fil');
    mock();
    renderRoutedScreen(<JournalScreen />, '/sales-history/e-journal');
    expect(await screen.findByText('1 tala')).toBeTruthy();
    const row = (await screen.findByRole('button', { name: 'Ipakita ang Invoice 00000042' })).closest('tr')!;
    expect(within(row).getByText('Andrea Santos')).toBeTruthy();
  });
});
