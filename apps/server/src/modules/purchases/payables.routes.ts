import { payablesContract as api, form2307QuerySchema, idParamSchema } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import {
  createPayment,
  dueThisWeek,
  form2307Of,
  form2307Pdf,
  openBillsList,
  payablesAgeing,
  paymentOf,
  paymentsList,
  voucherPdf,
} from './payables.service.ts';

/** Payables (issue 24): supplier bills, payments with withholding, ageing, 2307 data. */
const view = permission({ module: 'purchases', action: 'view' });
const pay = permission({ module: 'purchases', action: 'pay' });
const tags = ['purchases'];

const r = {
  openBills: defineRoute(
    view,
    fromContract(api.openBills, {
      tags,
      summary: 'Open supplier bills and debit memos (all suppliers or one), oldest due first',
    }),
  ),
  ageing: defineRoute(
    view,
    fromContract(api.ageing, {
      tags,
      summary:
        'Payables ageing as of a date: per supplier current, 1–30, 31–60, 61–90, over 90 days past due',
    }),
  ),
  due: defineRoute(
    view,
    fromContract(api.dueThisWeek, {
      tags,
      summary: 'Bills due from a date through six days on, with the overdue ones',
    }),
  ),
  listPayments: defineRoute(
    view,
    fromContract(api.listPayments, { tags, summary: 'Payments to suppliers by supplier and dates' }),
  ),
  getPayment: defineRoute(view, fromContract(api.getPayment, { tags, summary: 'A payment to a supplier' })),
  voucherPdf: defineRoute(view, {
    method: 'get',
    path: '/api/purchases/payables/payments/{id}/pdf',
    tags,
    summary: 'The payment voucher as an A4 PDF with signature lines',
    request: { params: idParamSchema },
    responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } } },
  }),
  createPayment: defineRoute(
    pay,
    fromContract(api.createPayment, {
      tags,
      summary:
        'Pay a supplier (SP-YYYYMM-NNNN): the cash paid plus the expanded withholding on the bills’ amounts before VAT settle the chosen bills or the oldest first',
    }),
  ),
  form2307Pdf: defineRoute(view, {
    method: 'get',
    path: '/api/purchases/payables/2307.pdf',
    tags,
    summary: 'The BIR 2307 figures for a supplier and quarter as a printable A4 PDF',
    request: { query: form2307QuerySchema },
    responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } } },
  }),
  form2307: defineRoute(
    view,
    fromContract(api.form2307, {
      tags,
      summary:
        'BIR Form 2307 figures for a supplier and quarter: income payments per month and tax withheld per ATC',
    }),
  ),
};

/** Mounted by the purchases module before the purchase orders' /api/purchases/{id} routes. */
export function mountPayables(router: ReturnType<typeof createRouter>) {
  router.openapi(r.openBills, async (c) =>
    c.json(await openBillsList(c.get('deps'), c.req.valid('query')), 200),
  );
  router.openapi(r.ageing, async (c) =>
    c.json(await payablesAgeing(c.get('deps'), c.req.valid('query')), 200),
  );
  router.openapi(r.due, async (c) =>
    c.json(await dueThisWeek(c.get('deps'), c.req.valid('query').date), 200),
  );
  router.openapi(r.listPayments, async (c) =>
    c.json(await paymentsList(c.get('deps'), c.req.valid('query')), 200),
  );
  router.use('/api/purchases/payables/payments/:id/pdf', perUserLimit('pdf', ['GET']));
  router.openapi(r.voucherPdf, async (c) => {
    const deps = c.get('deps');
    const p = await paymentOf(deps, c.req.valid('param').id);
    return c.body(new Uint8Array(await voucherPdf(deps, p)), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${p.paymentNo}.pdf"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
  router.openapi(r.getPayment, async (c) =>
    c.json(await paymentOf(c.get('deps'), c.req.valid('param').id), 200),
  );
  router.openapi(r.createPayment, async (c) => {
    const { payment, created } = await createPayment(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('json'),
      where(c),
    );
    return c.json(payment, created ? 201 : (200 as 201));
  });
  router.use('/api/purchases/payables/2307.pdf', perUserLimit('pdf', ['GET']));
  router.openapi(r.form2307Pdf, async (c) => {
    const f = await form2307Of(c.get('deps'), c.req.valid('query'));
    return c.body(new Uint8Array(await form2307Pdf(f)), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="2307-${f.quarter}.pdf"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
  router.openapi(r.form2307, async (c) => c.json(await form2307Of(c.get('deps'), c.req.valid('query')), 200));
}
