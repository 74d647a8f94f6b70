import {
  salesContract as api,
  BNPC_WEEKLY_CAP_CENTAVOS,
  DomainError,
  idParamSchema,
  refusal,
} from '@fbms/domain';
import type { Context } from 'hono';
import { branchScope } from '../../platform/http/branch-scope.ts';
import type { AppEnv } from '../../platform/http/context.ts';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract, json, z } from '../../platform/http/route.ts';
import { readCustomerControls } from '../customers/customer-ledger.service.ts';
import { alertSoon } from '../inventory/stock-alerts.service.ts';
import { readImage } from '../system-settings/system-settings.service.ts';
import { attachDemoTerminal } from './demo-terminal.ts';
import { emailReceipt } from './e-receipt.service.ts';
import { deleteHeldCart, holdCart, listHeldCarts } from './held-carts.service.ts';
import { invoiceFileName, invoicePdf } from './invoice-pdf.ts';
import { saleDocumentsFor } from './sale-documents.routes.ts';
import { findSale, listSales, storeChargesVat } from './sales.repository.ts';
import { auditSaleRead, bnpcUsedThisWeek, completeSale, reprintSale } from './sales.service.ts';
import { assertTerminalBranch, mayOpen, usableTerminalKey } from './terminal-scope.ts';
import {
  enrollTerminal,
  listTerminals,
  requireTerminal,
  retireTerminal,
  terminalKey,
  terminalOf,
} from './terminals.service.ts';

const view = permission({ module: 'pos', action: 'view' });
const sell = permission({ module: 'pos', action: 'create' });
const manage = permission({ module: 'pos', action: 'edit' });
const thisTerminalRoute = defineRoute(
  view,
  fromContract(api.getThisTerminal, {
    tags: ['pos'],
    summary: 'The POS terminal this browser is enrolled as (or null) and whether the store charges VAT',
  }),
);

const terminalsRoute = defineRoute(
  manage,
  fromContract(api.listTerminals, {
    tags: ['pos'],
    summary: 'Every enrolled terminal with its next invoice number',
  }),
);

const enrollRoute = defineRoute(
  manage,
  fromContract(api.enrollTerminal, {
    tags: ['pos'],
    summary: 'Enroll this browser as a POS terminal (its own invoice series); sets the terminal cookie',
    answer: 'Enrolled',
  }),
);

const retireRoute = defineRoute(
  manage,
  fromContract(api.retireTerminal, {
    tags: ['pos'],
    summary: 'Retire a terminal: it can no longer sell; its invoices stay',
  }),
);

const completeRoute = defineRoute(sell, {
  ...fromContract(api.completeSale, {
    tags: ['pos'],
    summary:
      'Complete a sale in one transaction (prices and totals recomputed, invoice number, stock, payments). Idempotent by sale id',
  }),
  // The contract's answer under both statuses: a resent sale gets its first answer again.
  responses: {
    201: json(api.completeSale.response, 'Recorded'),
    200: json(api.completeSale.response, 'Already recorded: the first answer again'),
  },
});

const listRoute = defineRoute(
  view,
  fromContract(api.listSales, {
    tags: ['pos'],
    summary: 'Sales history with filters and the total of the filter (a cashier sees their own sales)',
  }),
);

const getRoute = defineRoute(
  view,
  fromContract(api.getSale, {
    tags: ['pos'],
    summary: 'One sale with everything its invoice prints',
  }),
);

const reprintRoute = defineRoute(
  view,
  fromContract(api.logReprint, {
    tags: ['pos'],
    summary: 'Log a reprint of the invoice (the copy says REPRINT with this time)',
    answer: 'Logged',
  }),
);

const emailRoute = defineRoute(
  view,
  fromContract(api.emailReceipt, {
    tags: ['pos'],
    summary: 'E-mail the sales invoice as a PDF (logged; limited like other PDF work)',
    answer: 'Sent (or, without a mail server, written to the outbox)',
  }),
);

const pdfRoute = defineRoute(view, {
  method: 'get',
  path: '/api/sales/{id}/pdf',
  tags: ['pos'],
  summary: 'The sales invoice as a PDF file (the same layout the printed copy and the e-receipt use)',
  request: { params: idParamSchema },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } } },
});

const bnpcRoute = defineRoute(
  sell,
  fromContract(api.getBnpcCap, {
    tags: ['pos'],
    summary: "What is left this week of a senior's or PWD's ₱2,500 cap for the 5% discount",
  }),
);

const heldListRoute = defineRoute(
  sell,
  fromContract(api.listHeldCarts, {
    tags: ['pos'],
    summary: "This terminal's carts on hold, oldest first",
  }),
);

const holdRoute = defineRoute(
  sell,
  fromContract(api.holdCart, {
    tags: ['pos'],
    summary: 'Put the cart on hold at this terminal (at most 20 carts per terminal, 64 KB each)',
    answer: 'Held',
  }),
);

const resumeRoute = defineRoute(
  sell,
  fromContract(api.takeHeldCart, {
    tags: ['pos'],
    summary: 'Take a held cart back (resume or discard): it leaves the hold list',
  }),
);

/** The sale, if this user may see it: a cashier sees only their own sales; anyone only their branches' (T12). */
async function visibleSale(c: Context<AppEnv>, id: string) {
  const db = c.get('deps').database.db;
  const actor = c.get('actor')!;
  const sale = (await mayOpen(db, actor, 'sale', id)) ? await findSale(db, id) : undefined;
  if (!sale || (actor.role === 'cashier' && sale.cashierId !== actor.userId))
    throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no sale with this id', refusal('saleNotFound'));
  return sale;
}

export function mountSales(router: ReturnType<typeof createRouter>) {
  router.openapi(thisTerminalRoute, async (c) => {
    const vatRegistered = await storeChargesVat(c.get('deps').database.db);
    const terminal = (await terminalOf(c, true)) ?? (await attachDemoTerminal(c));
    // A terminal of a branch the person does not work in is not theirs to sell at (T12).
    if (terminal) assertTerminalBranch(c.get('actor')!, terminal.branchId);
    const { enabled, pesoPerPointCentavos, minRedeemPoints } = (
      await readCustomerControls(c.get('deps').database.db)
    ).loyalty;
    return c.json(
      { terminal, vatRegistered, loyalty: { enabled, pesoPerPointCentavos, minRedeemPoints } },
      200,
    );
  });
  router.openapi(terminalsRoute, async (c) =>
    c.json({ items: await listTerminals(c.get('deps').database.db, branchScope(c.get('actor')!)) }, 200),
  );
  router.openapi(enrollRoute, async (c) =>
    c.json(await enrollTerminal(c, c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.openapi(retireRoute, async (c) => {
    await retireTerminal(c, c.get('actor')!, c.req.valid('param').id, where(c));
    return c.json({ ok: true }, 200);
  });
  router.openapi(completeRoute, async (c) => {
    const terminal = terminalKey(c);
    if (!terminal) throw new DomainError('TERMINAL_NOT_ENROLLED');
    const input = c.req.valid('json');
    const result = await completeSale(c.get('deps'), c.get('actor')!, terminal, input, where(c));
    if (!result.replayed) alertSoon(c.get('deps'), [...new Set(input.lines.map((l) => l.productId))]);
    return c.json(result, result.replayed ? 200 : 201);
  });
  router.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const actor = c.get('actor')!;
    const own = actor.role === 'cashier' ? { cashierId: actor.userId } : {};
    return c.json(
      await listSales(c.get('deps').database.db, { ...q, ...own, scope: branchScope(actor) }),
      200,
    );
  });
  router.openapi(getRoute, async (c) => {
    const sale = await visibleSale(c, c.req.valid('param').id);
    await auditSaleRead(c.get('deps'), c.get('actor')!, sale, where(c));
    return c.json({ ...sale, ...(await saleDocumentsFor(c, sale.id)) }, 200);
  });
  router.openapi(reprintRoute, async (c) => {
    const sale = await visibleSale(c, c.req.valid('param').id);
    return c.json(await reprintSale(c.get('deps'), c.get('actor')!, sale, where(c)), 201);
  });
  // The seed's PDF limit (20 an hour per user by default) covers the file and the e-mail alike.
  router.use('/api/sales/:id/:what{pdf|email}', perUserLimit('pdf', ['GET', 'POST']));
  router.openapi(emailRoute, async (c) => {
    const sale = await visibleSale(c, c.req.valid('param').id);
    return c.json(
      await emailReceipt(c.get('deps'), c.get('actor')!, sale, c.req.valid('json').to, where(c)),
      200,
    );
  });
  router.openapi(pdfRoute, async (c) => {
    const sale = await visibleSale(c, c.req.valid('param').id);
    const logo = await readImage(c.get('deps').database.db, 'logo');
    return c.body(new Uint8Array(await invoicePdf(sale, logo)), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${invoiceFileName(sale)}"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
  router.openapi(bnpcRoute, async (c) => {
    // Asked from a terminal: one of the person's branches (the cap itself is the ID's, store-wide).
    if (terminalKey(c)) await usableTerminalKey(c);
    const used = await bnpcUsedThisWeek(c.get('deps'), c.req.valid('query').idNumber);
    return c.json(
      { usedCentavos: used, remainingCentavos: Math.max(0, BNPC_WEEKLY_CAP_CENTAVOS - used) },
      200,
    );
  });
  router.openapi(heldListRoute, async (c) => {
    const terminal = await requireTerminal(c);
    return c.json({ items: await listHeldCarts(c.get('deps').database.db, terminal.id) }, 200);
  });
  router.openapi(holdRoute, async (c) => {
    const terminal = await requireTerminal(c);
    const id = await holdCart(
      c.get('deps').database.db,
      terminal.id,
      c.get('actor')!.userId,
      c.req.valid('json'),
    );
    return c.json({ id }, 201);
  });
  router.openapi(resumeRoute, async (c) => {
    const terminal = await requireTerminal(c);
    const cart = await deleteHeldCart(c.get('deps').database.db, terminal.id, c.req.valid('param').id);
    if (cart === undefined)
      throw new DomainError(
        'DB_RECORD_NOT_FOUND',
        'This held cart was already taken back',
        refusal('heldCartGone'),
      );
    return c.json({ cart }, 200);
  });
}
