import { accountingContract as api } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { journalEntry, journalPage, postManualEntry, reverseEntry } from './journal.service.ts';

const tags = ['accounting'];
const view = permission({ module: 'accounting', action: 'view' });
const create = permission({ module: 'accounting', action: 'create' });

const listRoute = defineRoute(
  view,
  fromContract(api.listEntries, {
    tags,
    summary: 'Journal entries with their lines, newest first, by date, account, source or text',
  }),
);

const getRoute = defineRoute(
  view,
  fromContract(api.getEntry, { tags, summary: 'A journal entry with its lines and its source document' }),
);

const postRoute = defineRoute(
  create,
  fromContract(api.postManualEntry, {
    tags,
    summary: 'Post a manual entry: two or more lines that balance, on active accounts, in an open month',
    answer: 'Posted',
  }),
);

const reverseRoute = defineRoute(
  create,
  fromContract(api.reverseEntry, {
    tags,
    summary: 'Reverse an entry on a date in an open month, with a reason (an entry is reversed once)',
    answer: 'Reversed',
  }),
);

export function mountJournal(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) => c.json(await journalPage(c.get('deps'), c.req.valid('query')), 200));
  router.openapi(getRoute, async (c) =>
    c.json(await journalEntry(c.get('deps'), c.req.valid('param').id), 200),
  );
  router.openapi(postRoute, async (c) =>
    c.json(await postManualEntry(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.openapi(reverseRoute, async (c) =>
    c.json(
      await reverseEntry(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      201,
    ),
  );
}
