import { posReportsContract as api, posReportParamsSchema, posReportQuerySchema } from '@fbms/domain';
import { branchScope } from '../../platform/http/branch-scope.ts';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import { getSystemSettings } from '../system-settings/system-settings.service.ts';
import { posReport } from './pos-reports.service.ts';
import { reportFileName, reportPdf } from './report-pdf.ts';

/** Money reports for the back office: the roles that export reports (admin, manager, accountant). */
const reports = permission({ module: 'reports', action: 'export' });

const reportRoute = defineRoute(
  reports,
  fromContract(api.getPosReport, {
    tags: ['pos'],
    summary:
      'A POS back-end report (BIR Sales Summary, SC/PWD and BNPC sales books, voids, returns, discounts, short/over) for a range of business dates',
  }),
);

const pdfRoute = defineRoute(reports, {
  method: 'get',
  path: '/api/sales/reports/{report}/pdf',
  tags: ['pos'],
  summary: 'The same report as a PDF (A4 landscape)',
  request: { params: posReportParamsSchema, query: posReportQuerySchema },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } } },
});

export function mountPosReports(router: ReturnType<typeof createRouter>) {
  router.openapi(reportRoute, async (c) =>
    c.json(
      await posReport(c.get('deps').database.db, c.req.valid('param').report, {
        ...c.req.valid('query'),
        scope: branchScope(c.get('actor')!),
      }),
      200,
    ),
  );
  // The PDF limit of invoices and e-receipts (20 an hour per user by default) covers reports too.
  router.use('/api/sales/reports/:report/pdf', perUserLimit('pdf', ['GET']));
  router.openapi(pdfRoute, async (c) => {
    const deps = c.get('deps');
    const report = await posReport(deps.database.db, c.req.valid('param').report, {
      ...c.req.valid('query'),
      scope: branchScope(c.get('actor')!),
    });
    const { businessInfo } = await getSystemSettings(deps.database.db);
    const pdf = await reportPdf(report, businessInfo, deps.now().toISOString());
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${reportFileName(report)}"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
}
