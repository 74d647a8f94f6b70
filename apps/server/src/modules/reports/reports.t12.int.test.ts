import { manilaDate } from '@fbms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID } from '../../test/branches.ts';
import { DB_KINDS } from '../../test/harness.ts';
import { chooseBranch, type PosWorld, posWorld } from '../../test/pos-branches.ts';

type Report = {
  rows: Record<string, string | number | null>[];
  totals: Record<string, number>;
  branchName: string | null;
};

/**
 * T12 for Reports & Analytics: the demo manager works only in Main branch; branch B's sales (three
 * sacks net of its void and return) and its stock (600 kg) are in none of the manager's reports, B's id
 * as branchId only narrows to nothing, the admin sees both branches, and the switcher narrows.
 * Each probe names its route as route-branch.table.ts does.
 */
describe.each(DB_KINDS)('reports, branch B seen from branch A (T12) on %s', (kind) => {
  let w: PosWorld;
  let q: string;
  const probe = (route: string, fn: () => Promise<void>) => it(route, fn, 60_000);

  beforeAll(async () => {
    w = await posWorld(kind);
    const today = manilaDate(new Date());
    q = `from=${today}&to=${today}`;
  }, 120_000);
  afterAll(async () => {
    await w?.t.close();
  });

  const REPORTS = [
    'sales-by-day',
    'sales-by-product',
    'sales-by-category',
    'sales-by-cashier',
    'sales-by-payment',
    'sales-by-branch',
    'purchases-by-supplier',
    'slow-movers',
  ];

  probe('GET /api/reports/{report}', async () => {
    const get = async (who: typeof w.manager, report: string, extra = '') => {
      const r = await who.get<Report>(`/api/reports/${report}?${q}${extra}`);
      expect(r.status, `${report} ${JSON.stringify(r.body)}`).toBe(200);
      return r.body;
    };
    // Main sold two sacks (₱2,800); B three net (₱4,200 of the 2 + 3 + 1 sold, one returned, one voided).
    const mine = await get(w.manager, 'sales-by-branch');
    expect(mine.rows.map((r) => [r.branch, r.net])).toEqual([['Main branch', 280_000]]);
    expect(mine.branchName).not.toBeNull();
    const all = await get(w.admin, 'sales-by-branch');
    expect(all.rows.map((r) => r.branch)).toContain('Sto. Tomas');
    expect(all.totals.net).toBe(280_000 + 840_000 - 140_000);
    expect(all.branchName).toBeNull();
    for (const report of REPORTS) {
      const m = await get(w.manager, report);
      expect(JSON.stringify(m), report).not.toContain('Sto. Tomas');
      // B's branch as a filter only narrows: nothing, and no name of B.
      const asked = await get(w.manager, report, `&branchId=${w.branchB.branchId}`);
      expect(asked.rows, report).toEqual([]);
      expect(asked.branchName, report).toBeNull();
    }
    expect((await get(w.manager, 'sales-by-day')).totals.net).toBe(280_000);
    expect((await get(w.manager, 'sales-by-product')).totals.net).toBe(280_000);
    // Stock: the manager's slow movers count Main's stock only (B holds 600 kg of the feed too).
    const day = '2001-01-01';
    const feedMine = (
      await w.manager.get<Report>(`/api/reports/slow-movers?from=${day}&to=${day}`)
    ).body.rows.find((r) => r.sku === 'T12-FEED');
    const feedAll = (
      await w.admin.get<Report>(`/api/reports/slow-movers?from=${day}&to=${day}`)
    ).body.rows.find((r) => r.sku === 'T12-FEED');
    expect(feedAll!.onHand! as number).toBe((feedMine!.onHand as number) + 600 - 250);
    // The switcher narrows the admin's reports to Main, by name.
    await chooseBranch(w.t, 'admin@demo.fbms.ph', MAIN_BRANCH_ID);
    const narrowed = await get(w.admin, 'sales-by-branch');
    const askedB = await get(w.admin, 'sales-by-day', `&branchId=${w.branchB.branchId}`);
    await chooseBranch(w.t, 'admin@demo.fbms.ph', null);
    expect(narrowed.rows.map((r) => r.branch)).toEqual(['Main branch']);
    expect(narrowed.branchName).toBe('Main branch');
    // The page's own branch choice picks any of the person's branches, even one the switcher hides.
    expect(askedB.branchName).toBe('Sto. Tomas');
    expect(askedB.totals.net).toBe(840_000 - 140_000);
    // The admin asking for B alone: B's figures under B's name.
    const onlyB = await get(w.admin, 'sales-by-day', `&branchId=${w.branchB.branchId}`);
    expect(onlyB.branchName).toBe('Sto. Tomas');
    expect(onlyB.totals.net).toBe(840_000 - 140_000);
  });

  probe('GET /api/reports/{report}/pdf', async () => {
    const pdf = async (who: typeof w.manager, branchId: string) => {
      const r = await who.request('GET', `/api/reports/sales-by-branch/pdf?${q}&branchId=${branchId}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      return String(r.body).length;
    };
    // Asked for B, the manager's file is the empty report; the admin's holds B's figures.
    const [mine, all] = [await pdf(w.manager, w.branchB.branchId), await pdf(w.admin, w.branchB.branchId)];
    expect(Math.abs(all - mine)).toBeGreaterThan(200);
  });
});
