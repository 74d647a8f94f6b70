import { transfersContract as api, idParamSchema } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import { alertAfterChange } from './stock-alerts.service.ts';
import { transferPdf } from './transfers.pdf.ts';
import {
  approveTransfer,
  cancelTransfer,
  closeTransfer,
  createTransfer,
  issueTransfer,
  receiveTransfer,
  requestTransfer,
  resolveTransfer,
  transferLowStock,
  transferOf,
  transferOptions,
  transfersInTransit,
  transfersList,
  updateTransfer,
} from './transfers.service.ts';

/** Transfer slips (issue 26): reads are inventory: view, every write inventory: transfer (admins, managers). */
const view = permission({ module: 'inventory', action: 'view' });
const transfer = permission({ module: 'inventory', action: 'transfer' });
const tags = ['inventory'];

const r = {
  list: defineRoute(
    view,
    fromContract(api.listTransfers, {
      tags,
      summary:
        "Transfer slips from or to the person's branches, newest first; filter by status, direction, TR number or product, dates",
    }),
  ),
  options: defineRoute(
    view,
    fromContract(api.transferOptions, {
      tags,
      summary:
        "The slip form's places: from the person's branches' locations, to any active location of any branch",
    }),
  ),
  inTransit: defineRoute(
    view,
    fromContract(api.inTransit, {
      tags,
      summary: "What is in transit from or to the person's branches, lot by lot, at the source's cost",
    }),
  ),
  lowStock: defineRoute(
    view,
    fromContract(api.transferLowStock, {
      tags,
      summary:
        "A destination's products below their minimum, with a suggested quantity and where else they are",
    }),
  ),
  create: defineRoute(
    transfer,
    fromContract(api.createTransfer, {
      tags,
      summary: 'Make a transfer slip (TR-YYYYMM-NNNN), a draft or requested at once',
    }),
  ),
  get: defineRoute(
    view,
    fromContract(api.getTransfer, { tags, summary: 'A transfer slip with its lines, lots and resolutions' }),
  ),
  update: defineRoute(
    transfer,
    fromContract(api.updateTransfer, {
      tags,
      summary: 'Change a draft or requested slip (with the version read: DOCUMENT_CHANGED when stale)',
    }),
  ),
  request: defineRoute(
    transfer,
    fromContract(api.requestTransfer, { tags, summary: 'Request a draft slip' }),
  ),
  approve: defineRoute(
    transfer,
    fromContract(api.approveTransfer, {
      tags,
      summary: 'Approve a requested slip with the quantity per line (the sending branch)',
    }),
  ),
  issue: defineRoute(
    transfer,
    fromContract(api.issueTransfer, {
      tags,
      summary:
        'Issue an approved slip: transfer_out at the source, first expiry first out, into transit (the sending branch)',
    }),
  ),
  receive: defineRoute(
    transfer,
    fromContract(api.receiveTransfer, {
      tags,
      summary:
        'Receive a slip once, lot by lot: transfer_in of what arrived in good order (the receiving branch)',
    }),
  ),
  resolve: defineRoute(
    transfer,
    fromContract(api.resolveTransfer, {
      tags,
      summary: 'Resolve what is still in transit: found, returned to the source, or written off as shrinkage',
    }),
  ),
  close: defineRoute(
    transfer,
    fromContract(api.closeTransfer, { tags, summary: 'Close a received slip with nothing open' }),
  ),
  cancel: defineRoute(
    transfer,
    fromContract(api.cancelTransfer, { tags, summary: 'Cancel a slip before it is issued, with a reason' }),
  ),
  pdf: defineRoute(view, {
    method: 'get',
    path: '/api/stock/transfers/{id}/pdf',
    tags,
    summary: 'The transfer slip as a PDF (A4, or 80 mm for the receipt printer) with its signature lines',
    request: { params: idParamSchema, query: z.object({ format: z.enum(['a4', '80mm']).default('a4') }) },
    responses: {
      200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } },
    },
  }),
};

export function mountTransfers(router: ReturnType<typeof createRouter>) {
  // The fixed paths first: /options, /in-transit and /low-stock are not ids.
  router.openapi(r.options, async (c) => c.json(await transferOptions(c.get('deps'), c.get('actor')!), 200));
  router.openapi(r.inTransit, async (c) =>
    c.json(await transfersInTransit(c.get('deps'), c.get('actor')!), 200),
  );
  router.openapi(r.lowStock, async (c) =>
    c.json(await transferLowStock(c.get('deps'), c.get('actor')!, c.req.valid('query').toLocationId), 200),
  );
  router.openapi(r.list, async (c) =>
    c.json(await transfersList(c.get('deps'), c.get('actor')!, c.req.valid('query')), 200),
  );
  router.openapi(r.create, async (c) =>
    c.json(await createTransfer(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.use('/api/stock/transfers/:id/pdf', perUserLimit('pdf', ['GET']));
  router.openapi(r.pdf, async (c) => {
    const deps = c.get('deps');
    const slip = await transferOf(deps, c.get('actor')!, c.req.valid('param').id);
    const format = c.req.valid('query').format;
    return c.body(new Uint8Array(await transferPdf(deps, slip, format)), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${slip.transferNo}${format === '80mm' ? '-80mm' : ''}.pdf"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
  router.openapi(r.get, async (c) =>
    c.json(await transferOf(c.get('deps'), c.get('actor')!, c.req.valid('param').id), 200),
  );
  router.openapi(r.update, async (c) =>
    c.json(
      await updateTransfer(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.request, async (c) =>
    c.json(
      await requestTransfer(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.approve, async (c) =>
    c.json(
      await approveTransfer(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.close, async (c) =>
    c.json(
      await closeTransfer(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.cancel, async (c) =>
    c.json(
      await cancelTransfer(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  // The steps that move stock: the stock alerts look again at the products they changed.
  router.openapi(r.issue, async (c) => {
    const { changedProducts, ...slip } = await issueTransfer(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('param').id,
      c.req.valid('json'),
      where(c),
    );
    await alertAfterChange(c.get('deps'), changedProducts);
    return c.json(slip, 200);
  });
  router.openapi(r.receive, async (c) => {
    const { changedProducts, ...slip } = await receiveTransfer(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('param').id,
      c.req.valid('json'),
      where(c),
    );
    await alertAfterChange(c.get('deps'), changedProducts);
    return c.json(slip, 200);
  });
  router.openapi(r.resolve, async (c) => {
    const { changedProducts, ...slip } = await resolveTransfer(
      c.get('deps'),
      c.get('actor')!,
      c.req.valid('param').id,
      c.req.valid('json'),
      where(c),
    );
    await alertAfterChange(c.get('deps'), changedProducts);
    return c.json(slip, 200);
  });
}
