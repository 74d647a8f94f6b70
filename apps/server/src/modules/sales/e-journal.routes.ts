import {
  journalContract as api,
  JOURNAL_EXPORT_MAX,
  journalCsvRows,
  journalExportQuerySchema,
  journalText,
} from '@fbms/domain';
import { toCsv } from '@fbms/domain/catalog/csv';
import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import { journalEntries, listJournal } from './e-journal.repository.ts';

/**
 * The e-journal's screen and export. Managers and admins (pos: edit, the row that runs the tills): the
 * journal holds every terminal's and every cashier's documents, which a cashier's own history does not.
 */
const journal = permission({ module: 'pos', action: 'edit' });

const listRoute = defineRoute(
  journal,
  fromContract(api.listJournal, {
    tags: ['pos'],
    summary: 'E-journal: every printed POS document with its exact text, newest first, with filters',
  }),
);

const exportRoute = defineRoute(journal, {
  method: 'get',
  path: '/api/sales/e-journal/export',
  tags: ['pos'],
  summary: `The e-journal of a filter as a text file (each entry's header line, then its text) or CSV, oldest first (at most ${JOURNAL_EXPORT_MAX} entries)`,
  request: { query: journalExportQuerySchema },
  responses: {
    200: {
      description: 'The file',
      content: { 'text/plain': { schema: z.string() }, 'text/csv': { schema: z.string() } },
    },
  },
});

export function mountJournal(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) =>
    c.json(await listJournal(c.get('deps').database.db, c.req.valid('query')), 200),
  );
  router.openapi(exportRoute, async (c) => {
    const { format, ...filter } = c.req.valid('query');
    const entries = await journalEntries(c.get('deps').database.db, filter, JOURNAL_EXPORT_MAX);
    const name = `e-journal-${filter.from ?? 'start'}-to-${filter.to ?? 'now'}.${format}`;
    const csv = format === 'csv';
    return c.body(csv ? toCsv(journalCsvRows(entries)) : journalText(entries), 200, {
      'content-type': csv ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
}
