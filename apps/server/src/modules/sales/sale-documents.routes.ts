import { saleDocumentsContract as api, DomainError, manilaDate, refusal } from '@fbms/domain';
import type { Context } from 'hono';
import { branchScope } from '../../platform/http/branch-scope.ts';
import type { AppEnv } from '../../platform/http/context.ts';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { returnSale } from './return.service.ts';
import { listReturns, listVoids, saleCashier, saleDocumentsOf } from './sale-documents.repository.ts';
import { mayOpen, usableTerminalKey } from './terminal-scope.ts';
import { voidSale } from './void.service.ts';

/** Voids and returns of sales invoices (issue 21) and the back-end lists of them. */

const sell = permission({ module: 'pos', action: 'create' });
const manage = permission({ module: 'pos', action: 'edit' });

const voidRoute = defineRoute(
  sell,
  fromContract(api.voidSale, {
    tags: ['pos'],
    summary:
      "Void a whole invoice on its business day, before the Z-reading, with a reason and a manager's approval (VOID slip)",
    answer: 'Voided',
  }),
);

const returnRoute = defineRoute(
  sell,
  fromContract(api.returnSale, {
    tags: ['pos'],
    summary:
      'Return lines of an invoice at this terminal in its open shift: refund, stock back or written off (RETURN slip)',
    answer: 'Returned',
  }),
);

const voidsRoute = defineRoute(
  manage,
  fromContract(api.listVoids, {
    tags: ['pos'],
    summary: 'VOID documents by business date and terminal (the void report)',
  }),
);

const returnsRoute = defineRoute(
  manage,
  fromContract(api.listReturns, {
    tags: ['pos'],
    summary: 'RETURN documents by business date and terminal (the return report)',
  }),
);

/** A cashier voids or returns only the sales they see: their own. */
async function mustSee(c: Context<AppEnv>, id: string) {
  const db = c.get('deps').database.db;
  const actor = c.get('actor')!;
  // Another branch's sale is not found (T12).
  const cashierId = (await mayOpen(db, actor, 'sale', id)) ? await saleCashier(db, id) : undefined;
  if (!cashierId || (actor.role === 'cashier' && cashierId !== actor.userId))
    throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no sale with this id', refusal('saleNotFound'));
}

/** What GET /api/sales/{id} adds about the sale's void and returns. */
export const saleDocumentsFor = (c: Context<AppEnv>, saleId: string) =>
  saleDocumentsOf(c.get('deps').database.db, saleId, manilaDate(c.get('deps').now()));

/** Mounted before the sales routes, so /api/sales/voids is not read as a sale's id. */
export function mountSaleDocuments(router: ReturnType<typeof createRouter>) {
  router.openapi(voidsRoute, async (c) =>
    c.json(
      {
        items: await listVoids(c.get('deps').database.db, {
          ...c.req.valid('query'),
          scope: branchScope(c.get('actor')!),
        }),
      },
      200,
    ),
  );
  router.openapi(returnsRoute, async (c) =>
    c.json(
      {
        items: await listReturns(c.get('deps').database.db, {
          ...c.req.valid('query'),
          scope: branchScope(c.get('actor')!),
        }),
      },
      200,
    ),
  );
  router.openapi(voidRoute, async (c) => {
    const { id } = c.req.valid('param');
    await mustSee(c, id);
    const done = await voidSale(c.get('deps'), c.get('actor')!, id, c.req.valid('json'), where(c));
    return c.json(done, 201);
  });
  router.openapi(returnRoute, async (c) => {
    const { id } = c.req.valid('param');
    const key = await usableTerminalKey(c);
    await mustSee(c, id);
    const done = await returnSale(c.get('deps'), c.get('actor')!, key, id, c.req.valid('json'), where(c));
    return c.json(done, 201);
  });
}
