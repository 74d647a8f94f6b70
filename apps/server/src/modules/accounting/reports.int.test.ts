import { randomUUID } from 'node:crypto';
import {
  type AccountingReport,
  type JournalEntryDetail,
  type Posting,
  salePosting,
  toLines,
} from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness.ts';
import { postEntry } from './posting.service.ts';

/**
 * The ledger's reports over HTTP on both databases: a small year of entries in 2001 (far from any demo
 * document), posted through the one door, then every report's figures, the comparison, the PDF and
 * who may read them.
 */
describe.each(DB_KINDS)('accounting reports on %s', (kind) => {
  let t: TestServer;
  let accountant: TestClient;
  let cashier: TestClient;
  const ids: Record<string, string> = {};
  let saleEntryId = '';

  const feb = 'from=2001-02-01&to=2001-02-28';
  const withJan = `${feb}&compareFrom=2001-01-01&compareTo=2001-01-31`;
  const report = async (name: string, query = feb) => {
    const r = await accountant.get<AccountingReport>(`/api/accounting/reports/${name}?${query}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  /** The row of a statement by its fixed line or account code. */
  const row = (r: AccountingReport, key: string) =>
    r.rows.find((x) => x.labelKey === key || x.cells.code === key)!.cells;

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { DEMO: 'true', LOG_LEVEL: 'error' } });
    [accountant, cashier] = await Promise.all([
      signIn(t, 'accountant@demo.fbms.ph', DEMO_PASSWORD),
      signIn(t, 'cashier@demo.fbms.ph', DEMO_PASSWORD),
    ]);
    for (const r of await t.db.query<{ id: string; code: string }>(`SELECT id, code FROM gl_accounts`))
      ids[r.code] = r.id;
    const post = (p: Omit<Posting, 'sourceId'>) =>
      t.db.db.transaction((tx) => postEntry(tx, { ...p, sourceId: randomUUID() }, null));
    await post({
      date: '2001-01-05',
      memo: 'Owner puts in capital',
      sourceType: 'manual',
      lines: toLines([
        { account: { key: 'cash_in_bank' }, centavos: 1_000_000 },
        { account: { key: 'owners_capital' }, centavos: -1_000_000 },
      ]),
    });
    const sale = await post({
      date: '2001-02-10',
      memo: 'Sale',
      sourceType: 'sale',
      sourceNumber: '00000001',
      lines: salePosting({
        terminalId: randomUUID(),
        figures: {
          grossCentavos: 11_200,
          promoCentavos: 0,
          bnpcCentavos: 0,
          scPwdCentavos: 0,
          vatRemovedCentavos: 0,
          vatCentavos: 1_200,
          totalCentavos: 11_200,
        },
        tenders: [{ method: 'cash', amountCentavos: 11_200 }],
        costCentavos: 8_000,
      }),
    });
    saleEntryId = sale!.id;
    await post({
      date: '2001-02-15',
      memo: 'February rent',
      sourceType: 'manual',
      lines: toLines([
        { account: { accountId: ids['6030']! }, centavos: 20_000 },
        { account: { key: 'cash_in_bank' }, centavos: -20_000 },
      ]),
    });
    await post({
      date: '2001-02-20',
      memo: 'Stock received on credit',
      sourceType: 'stock',
      lines: toLines([
        { account: { key: 'inventory' }, centavos: 50_000 },
        { account: { key: 'accounts_payable' }, centavos: -50_000 },
      ]),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('trial balance: opening, debits, credits and closing per account, every pair balanced', async () => {
    const tb = await report('trial-balance', withJan);
    expect(tb.checks.map((c) => [c.key, c.ok])).toEqual([
      ['opening-balances', true],
      ['debits-equal-credits', true],
      ['closing-balances', true],
      ['closing-balances', true],
    ]);
    expect(row(tb, '1030')).toMatchObject({
      openingDebit: 1_000_000,
      credit: 20_000,
      closingDebit: 980_000,
      compareClosingDebit: 1_000_000,
      change: -20_000,
    });
    expect(row(tb, '4010')).toMatchObject({ credit: 10_000, closingCredit: 10_000 });
    expect(row(tb, 'total')).toMatchObject({ debit: 11_200 + 8_000 + 20_000 + 50_000, credit: 89_200 });
  });

  it('income statement: net sales, cost of sales, gross profit, expenses, net income; January beside', async () => {
    const is = await report('income-statement', withJan);
    expect(row(is, 'netSales')).toMatchObject({ amount: 10_000, compare: 0, change: 10_000 });
    expect(row(is, 'totalCostOfSales').amount).toBe(8_000);
    expect(row(is, 'grossProfit').amount).toBe(2_000);
    expect(row(is, '6030').amount).toBe(20_000);
    expect(row(is, 'netIncome')).toMatchObject({ amount: -18_000, compare: 0 });
  });

  it('balance sheet: assets equal liabilities and equity, the year’s net income under equity', async () => {
    const bs = await report('balance-sheet', withJan);
    expect(row(bs, 'totalAssets')).toMatchObject({ amount: 1_033_200, compare: 1_000_000 });
    expect(row(bs, 'totalLiabilities').amount).toBe(51_200);
    expect(row(bs, 'currentYearIncome').amount).toBe(-18_000);
    expect(row(bs, 'totalLiabilitiesAndEquity')).toMatchObject({ amount: 1_033_200, compare: 1_000_000 });
    expect(bs.checks.every((c) => c.ok)).toBe(true);
  });

  it('cash flow: net income, working capital, and the cash accounts reconcile', async () => {
    const cf = await report('cash-flow');
    expect(row(cf, 'netIncome').amount).toBe(-18_000);
    expect(row(cf, '1200').amount).toBe(-42_000);
    expect(row(cf, '2010').amount).toBe(50_000);
    expect(row(cf, 'netOperating').amount).toBe(-8_800);
    expect(row(cf, 'openingCash').amount).toBe(1_000_000);
    expect(row(cf, 'endingCash').amount).toBe(991_200);
    expect(row(cf, 'cashPerLedger').amount).toBe(991_200);
    expect(cf.checks).toMatchObject([{ key: 'cash-reconciles', ok: true }]);
  });

  it('general ledger of one account: opening balance, lines with a running balance; drill-down to the entry', async () => {
    const gl = await report('general-ledger', `${feb}&accountId=${ids['1030']}`);
    expect(gl.account).toMatchObject({ code: '1030' });
    const lines = gl.rows.filter((r) => r.style === 'line');
    expect(lines.map((r) => [r.cells.memo, r.cells.credit ?? null, r.cells.balance])).toEqual([
      ['Opening balance', null, 1_000_000],
      ['February rent', 20_000, 980_000],
    ]);
    const all = await report('general-ledger');
    const sale = all.rows.find((r) => r.entryId === saleEntryId && r.cells.sourceType === 'sale')!;
    expect(sale.cells.sourceNumber).toBe('00000001');
    const entry = await accountant.get<JournalEntryDetail>(`/api/accounting/reports/entries/${saleEntryId}`);
    expect(entry.status).toBe(200);
    expect(entry.body).toMatchObject({ sourceType: 'sale', sourceNumber: '00000001', totalCentavos: 19_200 });
    expect(entry.body.lines.map((l) => l.code).sort()).toEqual(['1010', '1200', '2100', '4010', '5010']);
    expect((await accountant.get(`/api/accounting/reports/entries/${randomUUID()}`)).status).toBe(404);
  });

  it('the BIR books: each lists its entries with their lines and the totals by account', async () => {
    const memos = (r: AccountingReport) =>
      r.rows.filter((x) => x.style === 'line' && x.cells.entryNo !== undefined).map((x) => x.cells.memo);
    expect(memos(await report('general-journal'))).toEqual([
      'Sale',
      'February rent',
      'Stock received on credit',
    ]);
    expect(memos(await report('cash-receipts'))).toEqual(['Sale']);
    expect(memos(await report('cash-disbursements'))).toEqual(['February rent']);
    const sj = await report('sales-journal', withJan);
    expect(memos(sj)).toEqual(['Sale']);
    expect(sj.rows.find((x) => x.cells.sourceNumber)!.cells.sourceNumber).toBe('00000001');
    expect(sj.rows.find((x) => x.cells.account === '4010 Sales' && x.cells.debit === 0)!.cells.credit).toBe(
      10_000,
    );
    expect(memos(await report('purchase-journal'))).toEqual(['Stock received on credit']);
    const empty = await report('purchase-journal', 'from=2001-01-01&to=2001-01-31');
    expect(empty.rows).toEqual([]);
    expect(empty.emptyNote).toMatch(/received against accounts payable/);
  });

  it('answers the PDF as application/pdf', async () => {
    const r = await fetch(`${t.baseUrl}/api/accounting/reports/balance-sheet/pdf?${withJan}`, {
      headers: { cookie: accountant.cookieHeader() },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await r.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses a cashier, and a range that ends before it starts', async () => {
    expect((await cashier.get(`/api/accounting/reports/trial-balance?${feb}`)).status).toBe(403);
    expect((await cashier.get(`/api/accounting/reports/trial-balance/pdf?${feb}`)).status).toBe(403);
    const bad = await accountant.get('/api/accounting/reports/trial-balance?from=2001-03-01&to=2001-02-01');
    expect(bad.status).toBe(422);
  });
});
