import { expensesContract as api, idParamSchema } from '@fbms/domain';
import { branchScope } from '../../platform/http/branch-scope.ts';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import {
  accountsOf,
  actOnExpense,
  attachmentOf,
  categoriesOf,
  changeAttachment,
  controlsOf,
  createCategory,
  createExpense,
  createRecurring,
  drawersOf,
  editCategory,
  expenseOf,
  expensesList,
  recurringOf,
  rejectExpense,
  removeCategory,
  updateExpense,
  updateRecurring,
} from './expenses.service.ts';

const view = permission({ module: 'expenses', action: 'view' });
const create = permission({ module: 'expenses', action: 'create' });
const edit = permission({ module: 'expenses', action: 'edit' });
const approve = permission({ module: 'expenses', action: 'approve' });
const tags = ['expenses'];

const r = {
  listCategories: defineRoute(
    view,
    fromContract(api.listCategories, {
      tags,
      summary: 'Expense categories, with their account and how many expenses use each',
    }),
  ),
  createCategory: defineRoute(
    edit,
    fromContract(api.createCategory, {
      tags,
      summary: 'Add an expense category (BIR classification, default expense account)',
    }),
  ),
  updateCategory: defineRoute(
    edit,
    fromContract(api.updateCategory, {
      tags,
      summary: 'Change or deactivate an expense category (its id must be a UUID: INVALID_UUID)',
    }),
  ),
  deleteCategory: defineRoute(
    edit,
    fromContract(api.deleteCategory, {
      tags,
      summary: 'Delete an expense category no expense uses (otherwise deactivate it)',
    }),
  ),
  listAccounts: defineRoute(
    view,
    fromContract(api.listAccounts, { tags, summary: 'The active expense accounts a category can post to' }),
  ),
  listDrawers: defineRoute(
    view,
    fromContract(api.listDrawers, {
      tags,
      summary: 'The terminals whose drawer can pay an expense, and whether a shift is open there',
    }),
  ),
  getControls: defineRoute(
    view,
    fromContract(api.getControls, { tags, summary: "The store's expense approval limit" }),
  ),
  listRecurring: defineRoute(
    view,
    fromContract(api.listRecurring, { tags, summary: 'Recurring expense templates' }),
  ),
  createRecurring: defineRoute(
    edit,
    fromContract(api.createRecurring, {
      tags,
      summary: 'Add a recurring expense template (it proposes a draft on each date)',
    }),
  ),
  updateRecurring: defineRoute(
    edit,
    fromContract(api.updateRecurring, { tags, summary: 'Change or stop a recurring expense template' }),
  ),
  list: defineRoute(
    view,
    fromContract(api.listExpenses, {
      tags,
      summary: 'Expenses by date, category, status and text, with totals',
    }),
  ),
  get: defineRoute(view, fromContract(api.getExpense, { tags, summary: 'An expense' })),
  create: defineRoute(
    create,
    fromContract(api.createExpense, {
      tags,
      summary:
        'Record an expense: kept as a draft, submitted, or recorded as paid (approved and paid at once)',
    }),
  ),
  update: defineRoute(
    create,
    fromContract(api.updateExpense, { tags, summary: 'Change a draft or submitted expense' }),
  ),
  submit: defineRoute(
    create,
    fromContract(api.submitExpense, { tags, summary: 'Submit a draft expense for approval' }),
  ),
  approve: defineRoute(
    approve,
    fromContract(api.approveExpense, {
      tags,
      summary: 'Approve a submitted expense (posts it to the ledger); above the limit, not one’s own',
    }),
  ),
  reject: defineRoute(
    approve,
    fromContract(api.rejectExpense, { tags, summary: 'Reject a submitted expense, with the reason' }),
  ),
  pay: defineRoute(
    approve,
    fromContract(api.payExpense, {
      tags,
      summary:
        'Pay an approved expense (posts the payment; cash from a drawer is a cash-out of its open shift)',
    }),
  ),
  putAttachment: defineRoute(
    create,
    fromContract(api.putAttachment, {
      tags,
      summary: 'Attach the receipt: a JPEG, PNG or WebP photo or a PDF of at most 5 MB, as a data URL',
    }),
  ),
  removeAttachment: defineRoute(
    create,
    fromContract(api.removeAttachment, {
      tags,
      summary: 'Remove the receipt of a draft or submitted expense',
    }),
  ),
  getAttachment: defineRoute(view, {
    method: 'get',
    path: '/api/expenses/{id}/attachment',
    tags,
    summary: 'The receipt, with its content type',
    request: { params: idParamSchema },
    responses: { 200: { description: 'The receipt (image or PDF)' } },
  }),
};

export function mountExpenses(router: ReturnType<typeof createRouter>) {
  // The fixed paths first: /api/expenses/categories is never read as an expense's id.
  router.openapi(r.listCategories, async (c) => c.json({ items: await categoriesOf(c.get('deps')) }, 200));
  router.openapi(r.createCategory, async (c) =>
    c.json(await createCategory(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.openapi(r.updateCategory, async (c) =>
    c.json(
      await editCategory(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.deleteCategory, async (c) =>
    c.json(await removeCategory(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)), 200),
  );
  router.openapi(r.listAccounts, async (c) => c.json({ items: await accountsOf(c.get('deps')) }, 200));
  router.openapi(r.listDrawers, async (c) =>
    c.json({ items: await drawersOf(c.get('deps'), branchScope(c.get('actor')!)) }, 200),
  );
  router.openapi(r.getControls, async (c) => c.json(await controlsOf(c.get('deps')), 200));
  router.openapi(r.listRecurring, async (c) => c.json({ items: await recurringOf(c.get('deps')) }, 200));
  router.openapi(r.createRecurring, async (c) =>
    c.json(await createRecurring(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.openapi(r.updateRecurring, async (c) =>
    c.json(
      await updateRecurring(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.list, async (c) => c.json(await expensesList(c.get('deps'), c.req.valid('query')), 200));
  router.openapi(r.create, async (c) =>
    c.json(await createExpense(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.openapi(r.get, async (c) => c.json(await expenseOf(c.get('deps'), c.req.valid('param').id), 200));
  router.openapi(r.update, async (c) =>
    c.json(
      await updateExpense(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.submit, async (c) =>
    c.json(
      await actOnExpense(c.get('deps'), c.get('actor')!, c.req.valid('param').id, 'submit', where(c)),
      200,
    ),
  );
  router.openapi(r.approve, async (c) =>
    c.json(
      await actOnExpense(c.get('deps'), c.get('actor')!, c.req.valid('param').id, 'approve', where(c)),
      200,
    ),
  );
  router.openapi(r.pay, async (c) =>
    c.json(await actOnExpense(c.get('deps'), c.get('actor')!, c.req.valid('param').id, 'pay', where(c)), 200),
  );
  router.openapi(r.reject, async (c) =>
    c.json(
      await rejectExpense(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json').reason,
        where(c),
      ),
      200,
    ),
  );
  router.use('/api/expenses/:id/attachment', perUserLimit('upload', ['PUT']));
  router.openapi(r.putAttachment, async (c) =>
    c.json(
      await changeAttachment(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.removeAttachment, async (c) =>
    c.json(
      await changeAttachment(c.get('deps'), c.get('actor')!, c.req.valid('param').id, null, where(c)),
      200,
    ),
  );
  router.openapi(r.getAttachment, async (c) => {
    const a = await attachmentOf(c.get('deps'), c.req.valid('param').id);
    const name = a.fileName.replace(/[^\w.\- ]/g, '_');
    return c.body(new Uint8Array(a.bytes), 200, {
      'Content-Type': a.type,
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    }) as never;
  });
}
