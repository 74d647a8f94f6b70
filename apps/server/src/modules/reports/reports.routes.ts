import {
  reportsContract as api,
  checkAccess,
  DomainError,
  REPORT_DEFS,
  type ReportName,
  refusal,
  reportParamsSchema,
  reportQuerySchema,
} from '@fbms/domain';
import { branchScope } from '../../platform/http/branch-scope.ts';
import type { Actor } from '../../platform/http/context.ts';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import { getSystemSettings } from '../system-settings/system-settings.service.ts';
import { analyticsFileName, analyticsPdf } from './report-pdf.ts';
import { analyticsReport } from './reports.service.ts';

/** Every role views the reports; those who may export them (admin, manager, accountant) also see cost. */
const VIEW = { module: 'reports', action: 'view' } as const;
const EXPORT = { module: 'reports', action: 'export' } as const;

const mayExport = (actor: Actor) => checkAccess(actor, EXPORT).allowed;

/** A report about cost (purchases by supplier) is refused to those who may not export, as the guard refuses. */
function assertMayRead(actor: Actor, report: ReportName) {
  if (REPORT_DEFS[report].costOnly && !mayExport(actor))
    throw new DomainError(
      'AUTH_INSUFFICIENT_PERMISSIONS',
      'This report shows what was bought from suppliers: only those who may export reports see it.',
      refusal('accessAction', { module: EXPORT.module, action: EXPORT.action, minRole: null }),
    );
}

const reportRoute = defineRoute(
  permission(VIEW),
  fromContract(api.getReport, {
    tags: ['reports'],
    summary:
      'A Reports & Analytics table (sales by day, product, category, cashier, payment or branch; purchases by supplier; slow-moving stock) for a range of business dates in the branches of the person; cost columns only for those who may export reports',
  }),
);

const pdfRoute = defineRoute(permission(EXPORT), {
  method: 'get',
  path: '/api/reports/{report}/pdf',
  tags: ['reports'],
  summary: 'The same report as a PDF (A4 landscape), with its cost columns',
  request: { params: reportParamsSchema, query: reportQuerySchema },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } } },
});

export function mountReports(router: ReturnType<typeof createRouter>) {
  router.openapi(reportRoute, async (c) => {
    const actor = c.get('actor')!;
    const { report } = c.req.valid('param');
    assertMayRead(actor, report);
    return c.json(
      await analyticsReport(c.get('deps').database.db, report, {
        ...c.req.valid('query'),
        scope: branchScope(actor),
        costsShown: mayExport(actor),
      }),
      200,
    );
  });
  // The PDF limit of invoices, e-receipts and the POS reports (20 an hour per user by default).
  router.use('/api/reports/:report/pdf', perUserLimit('pdf', ['GET']));
  router.openapi(pdfRoute, async (c) => {
    const deps = c.get('deps');
    const actor = c.get('actor')!;
    const report = await analyticsReport(deps.database.db, c.req.valid('param').report, {
      ...c.req.valid('query'),
      scope: branchScope(actor),
      costsShown: true,
    });
    const { businessInfo } = await getSystemSettings(deps.database.db);
    const pdf = await analyticsPdf(report, businessInfo, deps.now().toISOString());
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${analyticsFileName(report)}"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
}
