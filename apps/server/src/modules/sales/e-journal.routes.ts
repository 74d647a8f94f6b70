import { journalContract as api, journalCsvRows, journalExportQuerySchema, journalText } from '@fbms/domain';
import { toCsv } from '@fbms/domain/catalog/csv';
import { branchScope } from '../../platform/http/branch-scope.ts';
import { permission } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import { type JournalCursor, journalPage, listJournal } from './e-journal.repository.ts';

/** Entries read per page of the export: the file is streamed, never held whole. */
const EXPORT_PAGE = 500;

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
  summary:
    "The e-journal of a filter as a text file (each entry's header line, then its text) or CSV, oldest first, streamed",
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
    c.json(
      await listJournal(c.get('deps').database.db, c.req.valid('query'), branchScope(c.get('actor')!)),
      200,
    ),
  );
  router.openapi(exportRoute, async (c) => {
    const { format, ...filter } = c.req.valid('query');
    const db = c.get('deps').database.db;
    const scope = branchScope(c.get('actor')!);
    const csv = format === 'csv';
    const encoder = new TextEncoder();
    let cursor: JournalCursor | null = null;
    let first = true;
    // Page by page (keyset on the time printed), so a year of entries is never in memory at once.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const page = await journalPage(db, filter, cursor, EXPORT_PAGE, scope);
        const rows = journalCsvRows(page.entries);
        let text = csv ? toCsv(first ? rows : rows.slice(1)) : journalText(page.entries);
        // One BOM, at the very start of the file.
        if (csv && !first) text = text.slice(1);
        first = false;
        if (text) controller.enqueue(encoder.encode(text));
        cursor = page.next;
        if (page.entries.length < EXPORT_PAGE) controller.close();
      },
    });
    const name = `e-journal-${filter.from ?? 'start'}-to-${filter.to ?? 'now'}.${format}`;
    return c.body(body, 200, {
      'content-type': csv ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
}
