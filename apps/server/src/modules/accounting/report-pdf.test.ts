import { type LedgerAccount, statementReport } from '@fbms/domain';
import { describe, expect, it } from 'vitest';
import { accountingPdfName, accountingReportDocDefinition, periodText } from './report-pdf.ts';

const ACCOUNTS: LedgerAccount[] = [
  { id: 'a', code: '1010', name: 'Cash on hand', type: 'asset', normalBalance: 'debit', cashFlow: 'cash' },
  {
    id: 'b',
    code: '3010',
    name: "Owner's capital",
    type: 'equity',
    normalBalance: 'credit',
    cashFlow: 'financing',
  },
];
const f = (opening: number) =>
  new Map([
    ['a', { openingCentavos: opening, debitCentavos: 0, creditCentavos: 0 }],
    ['b', { openingCentavos: -opening, debitCentavos: 0, creditCentavos: 0 }],
  ]);

describe('the accounting report PDF', () => {
  const r = statementReport('balance-sheet', ACCOUNTS, f(150_000), f(-2_500), {
    from: '2026-01-01',
    to: '2026-03-31',
    compareFrom: '2025-01-01',
    compareTo: '2025-03-31',
  });
  const doc = accountingReportDocDefinition(
    r,
    { name: 'Tindahan', address: 'Lipa', taxId: '123-456-789-000' },
    '2026-04-01T02:00:00.000Z',
  );
  const text = JSON.stringify(doc.content);

  it('heads the balance sheet with its date and comparison, and prints its lines and check', () => {
    expect(periodText(r)).toBe('as of 2026-03-31, compared with as of 2025-03-31');
    expect(text).toContain('Balance Sheet');
    expect(text).toContain('TIN 123-456-789-000');
    expect(text).toContain('1,500.00');
    expect(text).toContain('(25.00)');
    expect(text).toContain('Total liabilities and equity');
    expect(text).toContain('✓ Total assets equal total liabilities and equity');
    expect(accountingPdfName(r)).toBe('balance-sheet-2026-01-01-to-2026-03-31.pdf');
  });
});
