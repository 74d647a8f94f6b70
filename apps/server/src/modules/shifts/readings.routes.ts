import { readingsContract as api, DomainError, idParamSchema, refusal } from '@fbms/domain';
import type { Context } from 'hono';
import { branchScope } from '../../platform/http/branch-scope.ts';
import type { AppEnv } from '../../platform/http/context.ts';
import { permission } from '../../platform/http/guard.ts';
import { perUserLimit } from '../../platform/http/rate-limit.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract, z } from '../../platform/http/route.ts';
import { mayOpen, usableTerminalKey } from '../sales/terminals.service.ts';
import { readingFileName, readingPdf } from './reading-pdf.ts';
import { listReadings } from './readings.repository.ts';
import {
  getReading,
  reprintReading,
  resetGrandTotal,
  takeXReading,
  takeZReading,
} from './readings.service.ts';

const view = permission({ module: 'pos', action: 'view' });
const sell = permission({ module: 'pos', action: 'create' });
/** Only admins hold pos: delete; the reset of the BIR accumulator is theirs alone (minRole says so too). */
const admin = permission({ module: 'pos', action: 'delete', minRole: 'admin' });

const xRoute = defineRoute(
  sell,
  fromContract(api.takeXReading, {
    tags: ['shifts'],
    summary: 'Take an X-reading of a shift (open or closed): its figures so far; resets nothing',
    answer: 'Taken',
  }),
);
const zRoute = defineRoute(
  sell,
  fromContract(api.takeZReading, {
    tags: ['shifts'],
    summary:
      "Take this terminal's Z-reading of its business date (shift closed first); the terminal moves to the next day",
    answer: 'Taken',
  }),
);
const listRoute = defineRoute(
  view,
  fromContract(api.listReadings, {
    tags: ['shifts'],
    summary: 'X and Z readings, newest business date first (by terminal, dates and kind)',
  }),
);
const getRoute = defineRoute(
  view,
  fromContract(api.getReading, { tags: ['shifts'], summary: 'One reading with its stored figures' }),
);
const reprintRoute = defineRoute(
  view,
  fromContract(api.reprintReading, {
    tags: ['shifts'],
    summary: 'Reprint a reading: the same stored figures under REPRINT, kept in the e-journal',
    answer: 'Logged',
  }),
);
const pdfRoute = defineRoute(view, {
  method: 'get',
  path: '/api/shifts/readings/{id}/pdf',
  tags: ['shifts'],
  summary: 'A reading as a PDF file (the same layout as the screen, the printed copy and the e-journal)',
  request: { params: idParamSchema },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } } },
});
const resetRoute = defineRoute(
  admin,
  fromContract(api.resetGrandTotal, {
    tags: ['shifts'],
    summary:
      "Reset a terminal's accumulated grand total to zero (admin, with a reason; the reset counter goes up)",
    answer: 'Reset',
  }),
);

/** Another branch's reading, shift or terminal answers the module's own "not found" (T12). */
const NOT_FOUND = {
  reading: ['There is no reading with this id', 'readingNotFound'],
  shift: ['There is no shift with this id', 'readingShiftNotFound'],
  terminal: ['There is no active terminal with this id', 'terminalNotFound'],
} as const;

async function mustOpen(c: Context<AppEnv>, kind: keyof typeof NOT_FOUND, id: string) {
  if (!(await mayOpen(c.get('deps').database.db, c.get('actor')!, kind, id))) {
    const [message, reason] = NOT_FOUND[kind];
    throw new DomainError('DB_RECORD_NOT_FOUND', message, refusal(reason));
  }
}

/** Mounted before the shifts routes, so `/api/shifts/readings` is never read as a shift's id. */
export function mountReadings(router: ReturnType<typeof createRouter>) {
  router.openapi(listRoute, async (c) =>
    c.json(
      await listReadings(c.get('deps').database.db, c.req.valid('query'), branchScope(c.get('actor')!)),
      200,
    ),
  );
  router.openapi(zRoute, async (c) => {
    const key = await usableTerminalKey(c);
    const reading = await takeZReading(
      c.get('deps'),
      c.get('actor')!,
      key,
      c.req.valid('json').businessDate,
      where(c),
    );
    return c.json(reading, 201);
  });
  router.openapi(getRoute, async (c) => {
    await mustOpen(c, 'reading', c.req.valid('param').id);
    return c.json(await getReading(c.get('deps'), c.req.valid('param').id), 200);
  });
  router.openapi(reprintRoute, async (c) => {
    await mustOpen(c, 'reading', c.req.valid('param').id);
    return c.json(
      await reprintReading(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)),
      201,
    );
  });
  router.use('/api/shifts/readings/:id/pdf', perUserLimit('pdf', ['GET']));
  router.openapi(pdfRoute, async (c) => {
    await mustOpen(c, 'reading', c.req.valid('param').id);
    const reading = await getReading(c.get('deps'), c.req.valid('param').id);
    return c.body(new Uint8Array(await readingPdf(reading)), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${readingFileName(reading)}"`,
      'cache-control': 'private, no-store',
    }) as never;
  });
  router.openapi(xRoute, async (c) => {
    await mustOpen(c, 'shift', c.req.valid('param').id);
    return c.json(await takeXReading(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)), 201);
  });
  router.openapi(resetRoute, async (c) => {
    await mustOpen(c, 'terminal', c.req.valid('param').id);
    return c.json(
      await resetGrandTotal(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json').reason,
        where(c),
      ),
      201,
    );
  });
}
