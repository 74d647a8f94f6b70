import {
  accountingReportParamsSchema,
  accountingReportQuerySchema,
  accountingReportsContract as api,
} from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import { getSystemSettings } from '../system-settings/system-settings.service.ts';
import { accountingPdfName, accountingReportPdf } from './report-pdf.ts';
import { accountingReport, journalEntryDetail } from './reports.service.ts';

/** Reading and exporting the ledger's reports: the accounting row's view (accountant, admin). */
const canView = permission({ module: 'accounting', action: 'view' });

const reportRoute = defineRoute(
  canView,
  fromContract(api.getAccountingReport, {
    tags: ['accounting'],
    summary:
      'A general-ledger report (trial balance, general ledger, income statement, balance sheet, cash flow, the BIR books) for a range of business dates, optionally compared with another',
  }),
);

const entryRoute = defineRoute(
  canView,
  fromContract(api.getJournalEntry, {
    tags: ['accounting'],
    summary: 'One journal entry with its lines and source document (the reports’ drill-down)',
  }),
);

const pdfRoute = defineRoute(canView, {
  method: 'get',
  path: '/api/accounting/reports/{report}/pdf',
  tags: ['accounting'],
  summary: 'The same report as a PDF (A4)',
  request: { params: accountingReportParamsSchema, query: accountingReportQuerySchema },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } } },
});

export function mountAccountingReports(router: ReturnType<typeof createRouter>) {
  router.openapi(entryRoute, async (c) =>
    c.json(await journalEntryDetail(c.get('deps').database.db, c.req.valid('param').entryId), 200),
  );
  router.openapi(reportRoute, async (c) =>
    c.json(
      await accountingReport(c.get('deps').database.db, c.req.valid('param').report, c.req.valid('query')),
      200,
    ),
  );
  // The PDF limit of invoices and the POS reports (per user, an hour) covers these too.
  router.use('/api/accounting/reports/:report/pdf', perUserLimit('pdf', ['GET']));
  router.openapi(pdfRoute, async (c) => {
    const deps = c.get('deps');
    const report = await accountingReport(
      deps.database.db,
      c.req.valid('param').report,
      c.req.valid('query'),
    );
    const { businessInfo } = await getSystemSettings(deps.database.db);
    const pdf = await accountingReportPdf(report, businessInfo, deps.now().toISOString());
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${accountingPdfName(report)}"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
}
