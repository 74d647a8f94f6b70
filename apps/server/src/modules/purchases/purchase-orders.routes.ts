import { purchaseOrdersContract as api, idParamSchema } from '@fbms/domain';
import { branchScope } from '../../platform/http/branch-scope.ts';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import { emailPurchaseOrder, purchaseOrderPdf } from './purchase-order-pdf.service.ts';
import {
  createPurchaseOrder,
  poFormOptions,
  poProductOptions,
  poReorderSuggestions,
  purchaseOrderOf,
  purchaseOrdersList,
  stepPurchaseOrder,
  updatePurchaseOrder,
} from './purchase-orders.service.ts';

const view = permission({ module: 'purchases', action: 'view' });
const create = permission({ module: 'purchases', action: 'create' });
const edit = permission({ module: 'purchases', action: 'edit' });
const approve = permission({ module: 'purchases', action: 'approve' });
const tags = ['purchases'];

const r = {
  list: defineRoute(
    view,
    fromContract(api.listPurchaseOrders, {
      tags,
      summary: 'Purchase orders, newest first; filter by status (or open), supplier, dates, PO number',
    }),
  ),
  formOptions: defineRoute(
    view,
    fromContract(api.formOptions, {
      tags,
      summary: "The order form's choices: active suppliers, delivery locations, the admin-approval amount",
    }),
  ),
  productOptions: defineRoute(
    view,
    fromContract(api.productOptions, {
      tags,
      summary: "Products for an order's lines with their units, stock and expected cost from the supplier",
    }),
  ),
  reorder: defineRoute(
    view,
    fromContract(api.reorderSuggestions, {
      tags,
      summary: 'Reorder suggestions: active products under their minimum stock, by supplier',
    }),
  ),
  get: defineRoute(
    view,
    fromContract(api.getPurchaseOrder, { tags, summary: 'A purchase order and its lines' }),
  ),
  create: defineRoute(
    create,
    fromContract(api.createPurchaseOrder, {
      tags,
      summary: 'Start a purchase order (a draft, PO-YYYYMM-NNNN)',
    }),
  ),
  update: defineRoute(
    edit,
    fromContract(api.updatePurchaseOrder, {
      tags,
      summary: 'Change a draft or submitted order (with the version read: DOCUMENT_CHANGED when stale)',
    }),
  ),
  submit: defineRoute(
    edit,
    fromContract(api.submitPurchaseOrder, { tags, summary: 'Submit a draft order for approval' }),
  ),
  approve: defineRoute(
    approve,
    fromContract(api.approvePurchaseOrder, {
      tags,
      summary: "Approve a submitted order (above the store's approval amount: admins only)",
    }),
  ),
  reject: defineRoute(
    approve,
    fromContract(api.rejectPurchaseOrder, {
      tags,
      summary: 'Send a submitted order back to draft with a reason',
    }),
  ),
  cancel: defineRoute(
    edit,
    fromContract(api.cancelPurchaseOrder, {
      tags,
      summary: 'Cancel an order nothing was received on, with a reason',
    }),
  ),
  close: defineRoute(
    edit,
    fromContract(api.closePurchaseOrder, {
      tags,
      summary: 'Close a received or partly received order (the rest will not come)',
    }),
  ),
  email: defineRoute(
    edit,
    fromContract(api.emailPurchaseOrder, {
      tags,
      summary: "E-mail the order (PDF) to the supplier's address on file",
    }),
  ),
  pdf: defineRoute(view, {
    method: 'get',
    path: '/api/purchases/{id}/pdf',
    tags,
    summary: 'The purchase order as an A4 PDF',
    request: { params: idParamSchema },
    responses: {
      200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } },
    },
  }),
};

/** Purchase orders (issue 24): drafts, approval, reorder suggestions, the PO PDF. */
export function mountPurchaseOrders(router: ReturnType<typeof createRouter>) {
  router.openapi(r.list, async (c) =>
    c.json(await purchaseOrdersList(c.get('deps'), c.get('actor')!, c.req.valid('query')), 200),
  );
  router.openapi(r.formOptions, async (c) =>
    c.json(await poFormOptions(c.get('deps'), c.get('actor')!), 200),
  );
  router.openapi(r.productOptions, async (c) =>
    c.json(await poProductOptions(c.get('deps'), c.get('actor')!, c.req.valid('query')), 200),
  );
  router.openapi(r.reorder, async (c) =>
    c.json(await poReorderSuggestions(c.get('deps'), c.get('actor')!), 200),
  );
  router.openapi(r.create, async (c) =>
    c.json(await createPurchaseOrder(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.use('/api/purchases/:id/pdf', perUserLimit('pdf', ['GET']));
  router.openapi(r.pdf, async (c) => {
    const deps = c.get('deps');
    const po = await purchaseOrderOf(
      deps,
      c.req.valid('param').id,
      deps.database.db,
      branchScope(c.get('actor')!),
    );
    return c.body(new Uint8Array(await purchaseOrderPdf(deps, po)), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${po.poNo}.pdf"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
  router.openapi(r.get, async (c) =>
    c.json(
      await purchaseOrderOf(
        c.get('deps'),
        c.req.valid('param').id,
        c.get('deps').database.db,
        branchScope(c.get('actor')!),
      ),
      200,
    ),
  );
  router.openapi(r.update, async (c) =>
    c.json(
      await updatePurchaseOrder(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  for (const step of ['submit', 'approve', 'close'] as const)
    router.openapi(r[step], async (c) =>
      c.json(
        await stepPurchaseOrder(
          c.get('deps'),
          c.get('actor')!,
          c.req.valid('param').id,
          step,
          c.req.valid('json'),
          where(c),
        ),
        200,
      ),
    );
  for (const step of ['reject', 'cancel'] as const)
    router.openapi(r[step], async (c) =>
      c.json(
        await stepPurchaseOrder(
          c.get('deps'),
          c.get('actor')!,
          c.req.valid('param').id,
          step,
          c.req.valid('json'),
          where(c),
        ),
        200,
      ),
    );
  router.openapi(r.email, async (c) =>
    c.json(await emailPurchaseOrder(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)), 200),
  );
}
