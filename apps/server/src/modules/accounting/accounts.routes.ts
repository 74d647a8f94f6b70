import { accountingContract as api } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { chartOfAccounts, createAccount, editAccount } from './accounts.service.ts';

const tags = ['accounting'];

const listRoute = defineRoute(
  permission({ module: 'accounting', action: 'view' }),
  fromContract(api.listAccounts, {
    tags,
    summary: 'The chart of accounts, each with its balance on its normal side and whether postings use it',
  }),
);

const createRoute = defineRoute(
  permission({ module: 'accounting', action: 'create' }),
  fromContract(api.createAccount, {
    tags,
    summary: 'Add an account (code 4 to 6 digits, unique; normal side the type’s unless named)',
    answer: 'Added',
  }),
);

const updateRoute = defineRoute(
  permission({ module: 'accounting', action: 'edit' }),
  fromContract(api.updateAccount, {
    tags,
    summary:
      'Edit an account: name, description, cash-flow class, active; code and type only while it has no lines',
  }),
);

export function mountAccounts(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => c.json({ items: await chartOfAccounts(c.get('deps')) }, 200));
  router.openapi(createRoute, async (c) =>
    c.json(await createAccount(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.openapi(updateRoute, async (c) =>
    c.json(
      await editAccount(
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
