import { dataHistoryContract as api, auditExportQuerySchema } from '@fbms/domain';
import { z } from 'zod';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import {
  anonymizeCustomer,
  auditPage,
  auditPeople,
  exportAudit,
  exportCustomer,
  exportEmployee,
} from './data-history.service.ts';

const view = permission({ module: 'security', action: 'view', minRole: 'admin' });
const manage = permission({ module: 'security', action: 'manage', minRole: 'admin' });
const tags = ['data-history'];

const file = (description: string, types: string[]) => ({
  200: { description, content: Object.fromEntries(types.map((t) => [t, { schema: z.any() }])) },
});
const JSON_FILE = ['application/json'];
const idParam = z.object({ id: z.string().trim().min(1).max(100) });

const r = {
  list: defineRoute(
    view,
    fromContract(api.list, {
      tags,
      summary:
        "The audit log, newest first: who did what to which record, when and from where; filters by person, module, action, record, dates and text (a record's history: targetType + targetId)",
    }),
  ),
  people: defineRoute(view, fromContract(api.people, { tags, summary: 'The people to filter the log by' })),
  exportFile: defineRoute(view, {
    method: 'get',
    path: '/api/data-history/export',
    tags,
    summary: 'The filtered audit log as a CSV or XLSX file (audited)',
    request: { query: auditExportQuerySchema },
    responses: file('The file', [
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]),
  }),
  customerExport: defineRoute(manage, {
    method: 'get',
    path: '/api/data-history/customers/{id}/export',
    tags,
    summary: 'Everything kept about one customer as one JSON file (Data Privacy Act; audited)',
    request: { params: z.object({ id: z.uuid() }) },
    responses: file('The JSON file', JSON_FILE),
  }),
  employeeExport: defineRoute(manage, {
    method: 'get',
    path: '/api/data-history/employees/{id}/export',
    tags,
    summary: "An employee's account, settings and audit trail as one JSON file (audited)",
    request: { params: idParam },
    responses: file('The JSON file', JSON_FILE),
  }),
  anonymize: defineRoute(
    manage,
    fromContract(api.anonymizeCustomer, {
      tags,
      summary:
        'Anonymize a customer: personal data cleared, consent and marketing gone; sales invoices keep their printed buyer data; refused while a balance is open (audited)',
    }),
  ),
};

const download = (f: { body: Uint8Array; type: string; fileName: string }) => ({
  body: f.body as Uint8Array<ArrayBuffer>,
  headers: {
    'content-type': f.type,
    'content-disposition': `attachment; filename="${f.fileName}"`,
    'cache-control': 'private, no-store',
  },
});

/** Data history (issue 25): the audit log screen's routes and the privacy tools. */
export function mountDataHistory(router: ReturnType<typeof createRouter>) {
  router.openapi(r.exportFile, async (c) => {
    const f = download(await exportAudit(c.get('deps'), c.get('actor')!, c.req.valid('query'), where(c)));
    return c.body(f.body, 200, f.headers) as never;
  });
  router.openapi(r.people, async (c) => c.json(await auditPeople(c.get('deps')), 200));
  router.openapi(r.list, async (c) => c.json(await auditPage(c.get('deps'), c.req.valid('query')), 200));
  router.openapi(r.customerExport, async (c) => {
    const f = download(
      await exportCustomer(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)),
    );
    return c.body(f.body, 200, f.headers) as never;
  });
  router.openapi(r.employeeExport, async (c) => {
    const f = download(
      await exportEmployee(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)),
    );
    return c.body(f.body, 200, f.headers) as never;
  });
  router.openapi(r.anonymize, async (c) =>
    c.json(await anonymizeCustomer(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)), 200),
  );
}
