import { describe, expect, it } from 'vitest';
import {
  buildPosReport,
  POS_REPORT_DEFS,
  POS_REPORTS,
  type PosReport,
  posReportQuerySchema,
  reportTable,
  reportTotals,
} from './pos-reports.contract.ts';

describe('POS reports: rows, totals and the table a file holds', () => {
  const rows = [
    {
      date: '2026-03-01',
      sales: 2,
      promo: 1_000,
      senior: 2_000,
      pwd: 0,
      vatRemoved: 1_200,
      bnpc: 0,
      total: 4_200,
    },
    {
      date: '2026-03-02',
      sales: 1,
      promo: 0,
      senior: 0,
      pwd: 4_000,
      vatRemoved: 2_400,
      bnpc: 250,
      total: 6_650,
    },
  ];

  it('sums the money columns and the invoice count, nothing else', () => {
    expect(reportTotals(POS_REPORT_DEFS.discounts.columns, rows)).toEqual({
      sales: 3,
      promo: 1_000,
      senior: 2_000,
      pwd: 4_000,
      vatRemoved: 3_600,
      bnpc: 250,
      total: 10_850,
    });
    const shifts = [
      { shiftNo: 1, shortOver: -50 },
      { shiftNo: 2, shortOver: 20 },
    ];
    expect(reportTotals(POS_REPORT_DEFS['short-over'].columns, shifts)).toEqual({
      expected: 0,
      declared: 0,
      shortOver: -30,
    });
  });

  it('writes the header, the rows with money in pesos, and a totals row', () => {
    const r: PosReport = buildPosReport(
      'discounts',
      { from: '2026-03-01', to: '2026-03-02', terminalName: null },
      rows,
    );
    expect(r.title).toBe('Discount Report');
    const table = reportTable(r);
    expect(table[0]).toEqual([
      'Date',
      'Invoices',
      'Promo',
      'Senior citizen 20%',
      'PWD 20%',
      'VAT exempted (SC/PWD)',
      'BNPC 5%',
      'Total discounts',
    ]);
    expect(table[1]).toEqual(['2026-03-01', '2', '10.00', '20.00', '0.00', '12.00', '0.00', '42.00']);
    expect(table[3]).toEqual(['Total', '3', '10.00', '20.00', '40.00', '36.00', '2.50', '108.50']);
    expect(reportTable(r, 'number')[3]).toEqual(['Total', '3', 10, 20, 40, 36, 2.5, 108.5]);
    expect(reportTable({ ...r, rows: [] })).toHaveLength(1);
  });

  it('every report has a title and a date column first', () => {
    for (const name of POS_REPORTS) {
      expect(POS_REPORT_DEFS[name].title).not.toBe('');
      expect(POS_REPORT_DEFS[name].columns[0]).toMatchObject({ key: 'date', kind: 'date' });
    }
  });

  it('takes a range of at most a year, first date first', () => {
    expect(posReportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(posReportQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-31' }).success).toBe(false);
    expect(posReportQuerySchema.safeParse({ from: '2025-01-01', to: '2026-06-30' }).success).toBe(false);
  });
});
