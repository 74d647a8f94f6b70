import { buildPosReport } from '@fbms/domain';
import { describe, expect, it } from 'vitest';
import { reportDocDefinition, reportPdf } from './report-pdf.ts';

const store = { name: 'Bukid Agri-Vet Supply', address: 'Lipa City', taxId: '123-456-789-000' };
const report = buildPosReport('voids', { from: '2026-03-01', to: '2026-03-31', terminalName: 'POS-1' }, [
  { date: '2026-03-02', terminal: 'POS-1', voidNo: 'VOID 00000001', invoice: '00000042', amount: 190_250 },
]);

describe('the POS report PDF', () => {
  it('heads the table with the store, the title, the period and the terminal; totals last', () => {
    const doc = reportDocDefinition(report, store, '2026-04-01T02:00:00.000Z');
    const text = JSON.stringify(doc.content);
    for (const part of [
      'Bukid Agri-Vet Supply',
      'TIN 123-456-789-000',
      'Void Report',
      '2026-03-01 to 2026-03-31',
      'Terminal POS-1',
      'VOID 00000001',
      '1,902.50',
      'amounts in Philippine pesos (₱)',
      'Total',
    ])
      expect(text).toContain(part);
    expect(doc.pageOrientation).toBe('landscape');
  });

  it('says so when there is nothing in the period', () => {
    const empty = reportDocDefinition({ ...report, rows: [] }, store, '2026-04-01T02:00:00.000Z');
    expect(JSON.stringify(empty.content)).toContain('No document in this period.');
  });

  it('is a PDF', async () => {
    const pdf = await reportPdf(report, store, '2026-04-01T02:00:00.000Z');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
