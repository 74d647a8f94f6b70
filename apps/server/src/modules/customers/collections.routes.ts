import { collectionsContract as api, idParamSchema, statementQuerySchema } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import { terminalKey, terminalOf } from '../sales/terminals.service.ts';
import {
  ageingReport,
  bounceReceipt,
  collectionsDue,
  createReceipt,
  receiptOf,
  receiptsList,
} from './collections.service.ts';
import {
  emailStatement,
  receiptPdf,
  statementFileName,
  statementOf,
  statementPdf,
} from './statement.service.ts';

/** Payments on account, bounced checks, ageing, the collection list and statements (customers row). */
const view = permission({ module: 'customers', action: 'view' });
const create = permission({ module: 'customers', action: 'create' });
const edit = permission({ module: 'customers', action: 'edit' });
/** A bounced check is a manager's call (or the admin's). */
const bounce = permission({ module: 'customers', action: 'edit', minRole: 'manager' });
const tags = ['customers'];
const pdfResponse = {
  200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } },
};

const r = {
  createReceipt: defineRoute(
    create,
    fromContract(api.createReceipt, {
      tags,
      summary:
        'Receive a payment on account (collection receipt CR-YYYYMM-NNNN): applied to the chosen invoices or the oldest first, the rest is store credit; at a POS counter it belongs to the open shift',
    }),
  ),
  listReceipts: defineRoute(
    view,
    fromContract(api.listReceipts, { tags, summary: 'Collection receipts by customer, dates and status' }),
  ),
  getReceipt: defineRoute(view, fromContract(api.getReceipt, { tags, summary: 'A collection receipt' })),
  receiptPdf: defineRoute(view, {
    method: 'get',
    path: '/api/customers/receipts/{id}/pdf',
    tags,
    summary: 'A collection receipt as an 80 mm PDF',
    request: { params: idParamSchema },
    responses: pdfResponse,
  }),
  bounce: defineRoute(
    bounce,
    fromContract(api.bounceReceipt, {
      tags,
      summary:
        'Mark a check payment bounced: the invoices it paid are open again with their due dates and the amount is back on the account',
    }),
  ),
  ageing: defineRoute(
    view,
    fromContract(api.ageing, {
      tags,
      summary: 'Receivables ageing as of a date: per customer current, 1–30, 31–60, 61–90, over 90 days',
    }),
  ),
  due: defineRoute(
    view,
    fromContract(api.collectionsDue, {
      tags,
      summary: 'The collection list: customers with amounts due on or before a date, phone and last payment',
    }),
  ),
  statement: defineRoute(
    view,
    fromContract(api.statement, { tags, summary: "A customer's statement of account for a period" }),
  ),
  statementPdf: defineRoute(view, {
    method: 'get',
    path: '/api/customers/{id}/statement.pdf',
    tags,
    summary: 'The statement of account as an A4 PDF',
    request: { params: idParamSchema, query: statementQuerySchema },
    responses: pdfResponse,
  }),
  emailStatement: defineRoute(
    edit,
    fromContract(api.emailStatement, {
      tags,
      summary: "E-mail the statement of account (PDF) to the customer's address on file",
    }),
  ),
};

const pdfHeaders = (name: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `inline; filename="${name}"`,
  'cache-control': 'private, no-store',
});

/** Mounted by the customers module's manifest, before its /api/customers/{id} routes. */
export function mountCollections(router: ReturnType<typeof createRouter>) {
  router.openapi(r.listReceipts, async (c) =>
    c.json(await receiptsList(c.get('deps'), c.req.valid('query')), 200),
  );
  router.openapi(r.ageing, async (c) => c.json(await ageingReport(c.get('deps'), c.req.valid('query')), 200));
  router.openapi(r.due, async (c) =>
    c.json(await collectionsDue(c.get('deps'), c.req.valid('query').date), 200),
  );
  router.use('/api/customers/receipts/:id/pdf', perUserLimit('pdf', ['GET']));
  router.openapi(r.receiptPdf, async (c) => {
    const deps = c.get('deps');
    const rc = await receiptOf(deps, c.req.valid('param').id);
    const pdf = await receiptPdf(deps, rc);
    return c.body(new Uint8Array(pdf), 200, pdfHeaders(`${rc.receiptNo}.pdf`)) as never;
  });
  router.openapi(r.getReceipt, async (c) =>
    c.json(await receiptOf(c.get('deps'), c.req.valid('param').id), 200),
  );
  router.openapi(r.bounce, async (c) =>
    c.json(
      await bounceReceipt(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json').reason,
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.createReceipt, async (c) => {
    // At a POS counter (an enrolled terminal's cookie) the receipt belongs to its drawer and open shift.
    const key = terminalKey(c);
    const terminal = key && (await terminalOf(c)) ? key : null;
    const { receipt, created } = await createReceipt(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('param').id,
      c.req.valid('json'),
      terminal,
      where(c),
    );
    return c.json(receipt, created ? 201 : (200 as 201));
  });
  router.openapi(r.statement, async (c) =>
    c.json(await statementOf(c.get('deps'), c.req.valid('param').id, c.req.valid('query')), 200),
  );
  router.use('/api/customers/:id/statement.pdf', perUserLimit('pdf', ['GET']));
  router.openapi(r.statementPdf, async (c) => {
    const deps = c.get('deps');
    const s = await statementOf(deps, c.req.valid('param').id, c.req.valid('query'));
    return c.body(
      new Uint8Array(await statementPdf(deps, s)),
      200,
      pdfHeaders(statementFileName(s)),
    ) as never;
  });
  router.openapi(r.emailStatement, async (c) =>
    c.json(
      await emailStatement(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
}
