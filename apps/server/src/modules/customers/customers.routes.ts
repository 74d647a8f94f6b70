import { customersContract as api, customerExportQuerySchema } from '@fbms/domain';
import { z } from 'zod';
import { branchScope } from '../../platform/http/branch-scope.ts';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { exportCustomers, importCustomers } from './customer-import.service.ts';
import {
  consentOf,
  createCustomer,
  customerForReader,
  customersList,
  ledgerOf,
  mergeCustomers,
  postOpeningBalance,
  putConsent,
  salesOf,
  setCustomerActive,
  summaryOf,
  updateCustomer,
} from './customers.service.ts';

const view = permission({ module: 'customers', action: 'view' });
const create = permission({ module: 'customers', action: 'create' });
const edit = permission({ module: 'customers', action: 'edit' });
const editManager = permission({ module: 'customers', action: 'edit', minRole: 'manager' });
const tags = ['customers'];

const r = {
  exportFile: defineRoute(view, {
    method: 'get',
    path: '/api/customers/export',
    tags,
    summary: 'The listed customers (status, search) as a CSV or XLSX file, every field and the balance',
    request: { query: customerExportQuerySchema },
    responses: {
      200: {
        description: 'The file',
        content: {
          'text/csv': { schema: z.any() },
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.any() },
        },
      },
    },
  }),
  importFile: defineRoute(
    create,
    fromContract(api.importCustomers, {
      tags,
      summary: "Check (dry run) or import a file's customers with opening balances, all rows or none",
    }),
  ),
  list: defineRoute(
    view,
    fromContract(api.listCustomers, {
      tags,
      summary:
        'Customers with balance, overdue and points; search by name (typos forgiven), phone, e-mail, TIN or ID',
    }),
  ),
  get: defineRoute(view, fromContract(api.getCustomer, { tags, summary: 'A customer' })),
  create: defineRoute(create, fromContract(api.createCustomer, { tags, summary: 'Add a customer' })),
  update: defineRoute(
    edit,
    fromContract(api.updateCustomer, {
      tags,
      summary: 'Change a customer (with the version read: CUSTOMER_CHANGED when someone changed it since)',
    }),
  ),
  setActive: defineRoute(
    edit,
    fromContract(api.setActive, { tags, summary: 'Deactivate or reactivate a customer' }),
  ),
  merge: defineRoute(
    editManager,
    fromContract(api.mergeCustomer, {
      tags,
      summary: 'Merge this duplicate into another customer: its history moves there, it becomes inactive',
    }),
  ),
  openingBalance: defineRoute(
    edit,
    fromContract(api.postOpeningBalance, {
      tags,
      summary: 'Record what the customer owed before the store used FBMS (once; posted to the ledger)',
    }),
  ),
  putConsent: defineRoute(
    edit,
    fromContract(api.putConsent, {
      tags,
      summary: 'Record consent to SMS and e-mail marketing, with the privacy notice version',
    }),
  ),
  listConsent: defineRoute(
    view,
    fromContract(api.listConsent, { tags, summary: 'The history of consent given and withdrawn' }),
  ),
  ledger: defineRoute(
    view,
    fromContract(api.getLedger, {
      tags,
      summary: "The customer's ledger with running balance and open amounts",
    }),
  ),
  summary: defineRoute(
    view,
    fromContract(api.getSummary, { tags, summary: 'Balance, overdue, ageing, points and last purchase' }),
  ),
  sales: defineRoute(
    view,
    fromContract(api.listSales, { tags, summary: "The customer's purchases, newest first" }),
  ),
};

export function mountCustomers(router: ReturnType<typeof createRouter>) {
  // Before GET /api/customers/{id}, so "export" is not read as an id.
  router.openapi(r.exportFile, async (c) => {
    const f = await exportCustomers(c.get('deps'), c.req.valid('query'));
    return c.body(f.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': f.type,
      'content-disposition': `attachment; filename="${f.fileName}"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
  router.openapi(r.importFile, async (c) =>
    c.json(await importCustomers(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 200),
  );
  router.openapi(r.list, async (c) => c.json(await customersList(c.get('deps'), c.req.valid('query')), 200));
  router.openapi(r.create, async (c) =>
    c.json(await createCustomer(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.openapi(r.get, async (c) =>
    c.json(await customerForReader(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)), 200),
  );
  router.openapi(r.update, async (c) =>
    c.json(
      await updateCustomer(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.setActive, async (c) =>
    c.json(
      await setCustomerActive(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json').active,
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.merge, async (c) =>
    c.json(
      await mergeCustomers(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json').intoId,
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.openingBalance, async (c) =>
    c.json(
      await postOpeningBalance(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      201,
    ),
  );
  router.openapi(r.putConsent, async (c) =>
    c.json(
      await putConsent(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.listConsent, async (c) =>
    c.json({ items: await consentOf(c.get('deps'), c.req.valid('param').id) }, 200),
  );
  router.openapi(r.ledger, async (c) =>
    c.json({ items: await ledgerOf(c.get('deps'), c.req.valid('param').id) }, 200),
  );
  router.openapi(r.summary, async (c) =>
    c.json(await summaryOf(c.get('deps'), c.req.valid('param').id), 200),
  );
  router.openapi(r.sales, async (c) => {
    const q = c.req.valid('query');
    const scope = branchScope(c.get('actor')!);
    return c.json(await salesOf(c.get('deps'), c.req.valid('param').id, q.page, q.pageSize, scope), 200);
  });
}
