import { buildAnalyticsReport } from '@fbms/domain';
import { describe, expect, it } from 'vitest';
import { analyticsDocDefinition, analyticsPdf } from './report-pdf.ts';

const store = { name: 'Bukid Agri-Vet Supply', address: 'Lipa City', taxId: '123-456-789-000' };
const report = buildAnalyticsReport(
  'sales-by-product',
  { from: '2026-03-01', to: '2026-03-31', branchName: null, costsShown: true },
  [
    {
      product: 'Layer Mash',
      sku: 'FEED-1',
      category: 'Feeds',
      unit: 'kg',
      qty: 1250.5,
      net: 190_250,
      vat: 0,
      exVat: 190_250,
      cost: 150_000,
      profit: 40_250,
      margin: 21.2,
    },
  ],
);

describe('the Reports & Analytics PDF', () => {
  it('heads the table with the store, the title, the period and the branches; quantities, percentages, totals', () => {
    const text = JSON.stringify(analyticsDocDefinition(report, store, '2026-04-01T02:00:00.000Z').content);
    for (const part of [
      'Bukid Agri-Vet Supply',
      'Sales by Product',
      'Business dates 2026-03-01 to 2026-03-31 · All my branches · amounts in Philippine pesos (₱) · printed',
      'Layer Mash',
      '1,250.5',
      '1,902.50',
      '21.2%',
      'Gross profit',
      'Total',
    ])
      expect(text).toContain(part);
  });

  it('names the branch, and says so when there is nothing', () => {
    const one = analyticsDocDefinition(
      { ...report, branchName: 'Sto. Tomas', rows: [] },
      store,
      '2026-04-01T02:00:00.000Z',
    );
    expect(JSON.stringify(one.content)).toContain('· Sto. Tomas ·');
    expect(JSON.stringify(one.content)).toContain('Nothing in this period.');
  });

  it('is a PDF', async () => {
    const pdf = await analyticsPdf(report, store, '2026-04-01T02:00:00.000Z');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
