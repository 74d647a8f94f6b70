import type { Db } from '@fbms/db';
import {
  type AnalyticsReport,
  type AnalyticsRow,
  buildAnalyticsReport,
  type ReportName,
  type ReportQuery,
  salesFigures,
  TENDER_LABELS,
  type TenderMethod,
} from '@fbms/domain';
import { type BranchScope, mayUseBranch } from '../../platform/http/branch-scope.ts';
import {
  purchasesBySupplier,
  type ReportRange,
  type SalesSums,
  salesByBranch,
  salesByCashier,
  salesByCategory,
  salesByDay,
  salesByPayment,
  salesByProduct,
  scopeBranchName,
  slowMovers,
} from './reports.repository.ts';

/** A sales row's sums turned into the contract's figures (net, VAT, sales less VAT, cost, profit, margin). */
const withFigures = (rows: SalesSums[]): AnalyticsRow[] =>
  rows.map(({ netCentavos, vatCentavos, costCentavos, ...rest }) => ({
    ...rest,
    ...salesFigures({ netCentavos, vatCentavos, costCentavos }),
  }));

const READERS: Record<ReportName, (db: Db, q: ReportRange) => Promise<AnalyticsRow[]>> = {
  'sales-by-day': async (db, q) => withFigures(await salesByDay(db, q)),
  'sales-by-product': async (db, q) => withFigures(await salesByProduct(db, q)),
  'sales-by-category': async (db, q) => withFigures(await salesByCategory(db, q)),
  'sales-by-cashier': async (db, q) => withFigures(await salesByCashier(db, q)),
  // The tender's name as the POS prints it ("Bank transfer", "Charge to account"), not its code.
  'sales-by-payment': async (db, q) =>
    (await salesByPayment(db, q)).map((r) => ({
      ...r,
      method: TENDER_LABELS[r.method as TenderMethod] ?? r.method,
    })),
  'sales-by-branch': async (db, q) => withFigures(await salesByBranch(db, q)),
  'purchases-by-supplier': purchasesBySupplier,
  'slow-movers': slowMovers,
};

/**
 * The branches a report reads (T12): the person's (the switcher's choice first). A branch id sent picks one
 * of the branches the person works in, even one the switcher does not show (the page's own branch choice);
 * one outside them reads nothing, as a terminal id of another branch does in the POS reports.
 */
export function reportScope(scope: BranchScope, branchId: string | undefined): BranchScope {
  if (!branchId) return scope;
  return { read: mayUseBranch(scope, branchId) ? [branchId] : [], allowed: scope.allowed };
}

/** One report over the query's business dates in the person's branches, cost columns only when shown. */
export async function analyticsReport(
  db: Db,
  report: ReportName,
  q: ReportQuery & { scope: BranchScope; costsShown: boolean },
): Promise<AnalyticsReport> {
  const scope = reportScope(q.scope, q.branchId);
  const rows = await READERS[report](db, { from: q.from, to: q.to, scope });
  const branchName = await scopeBranchName(db, scope);
  return buildAnalyticsReport(report, { from: q.from, to: q.to, branchName, costsShown: q.costsShown }, rows);
}
