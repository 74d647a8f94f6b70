import { shiftsContract as api, DomainError } from '@fbms/domain';
import type { Context } from 'hono';
import { branchScope } from '../../platform/http/branch-scope.ts';
import type { AppEnv } from '../../platform/http/context.ts';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { mayOpen, usableTerminalKey } from '../sales/terminals.service.ts';
import { addCashSlip, cashSlipsOf } from './cash-slips.service.ts';
import { closeShift, getShiftDetail, handOverShift, listShifts } from './shift-close.service.ts';
import { openShift, terminalShiftState } from './shifts.service.ts';

const sell = permission({ module: 'pos', action: 'create' });
const manage = permission({ module: 'pos', action: 'edit' });
const tags = ['shifts'];

const currentRoute = defineRoute(
  sell,
  fromContract(api.getCurrentShift, {
    tags,
    summary:
      "This terminal's open shift (or null), its business date, and the Z-reading due before it sells again",
  }),
);

const openRoute = defineRoute(
  sell,
  fromContract(api.openShift, {
    tags,
    summary: 'Open a shift at this terminal with its opening fund (one open shift per terminal)',
    answer: 'Opened',
  }),
);

const cashSlipRoute = defineRoute(
  sell,
  fromContract(api.addCashSlip, {
    tags,
    summary:
      "Cash in or out of this terminal's open shift on a numbered slip (a cash-out above the store's limit needs a manager's approval)",
    answer: 'Recorded, with the slip printed',
  }),
);

const closeRoute = defineRoute(
  sell,
  fromContract(api.closeShift, {
    tags,
    summary:
      "Close this terminal's shift with a blind count; the answer shows expected vs declared per tender and the short/over",
  }),
);

const handOverRoute = defineRoute(
  sell,
  fromContract(api.handOverShift, {
    tags,
    summary:
      "Close this terminal's shift with its count and open the next cashier's shift on the same drawer (the count is its opening fund)",
    answer: 'Handed over',
  }),
);

const listRoute = defineRoute(
  manage,
  fromContract(api.listShifts, { tags, summary: 'Shifts by terminal and business date, newest first' }),
);

const getRoute = defineRoute(
  manage,
  fromContract(api.getShift, { tags, summary: 'A shift with its figures, count and cash slips' }),
);

const slipsRoute = defineRoute(
  manage,
  fromContract(api.listCashSlips, { tags, summary: "A shift's cash slips, in slip order" }),
);

/** This browser's terminal key, refused when it is not enrolled or of a branch the person does not work in. */
const keyOf = (c: Context<AppEnv>) => usableTerminalKey(c);

/** Another branch's shift is not found, as a missing one (T12). */
async function mustOpenShift(c: Context<AppEnv>, id: string) {
  if (!(await mayOpen(c.get('deps').database.db, c.get('actor')!, 'shift', id)))
    throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such shift.');
}

export function mountShifts(router: ReturnType<typeof createRouter>) {
  router.openapi(currentRoute, async (c) =>
    c.json(await terminalShiftState(c.get('deps'), await keyOf(c)), 200),
  );
  router.openapi(openRoute, async (c) =>
    c.json(
      await openShift(c.get('deps'), c.get('actor')!, await keyOf(c), c.req.valid('json'), where(c)),
      201,
    ),
  );
  router.openapi(cashSlipRoute, async (c) =>
    c.json(
      await addCashSlip(c.get('deps'), c.get('actor')!, await keyOf(c), c.req.valid('json'), where(c)),
      201,
    ),
  );
  router.openapi(closeRoute, async (c) =>
    c.json(
      await closeShift(c.get('deps'), c.get('actor')!, await keyOf(c), c.req.valid('json'), where(c)),
      200,
    ),
  );
  router.openapi(handOverRoute, async (c) =>
    c.json(
      await handOverShift(c.get('deps'), c.get('actor')!, await keyOf(c), c.req.valid('json'), where(c)),
      201,
    ),
  );
  router.openapi(listRoute, async (c) =>
    c.json(
      { items: await listShifts(c.get('deps'), c.req.valid('query'), branchScope(c.get('actor')!)) },
      200,
    ),
  );
  router.openapi(getRoute, async (c) => {
    await mustOpenShift(c, c.req.valid('param').id);
    return c.json(await getShiftDetail(c.get('deps'), c.req.valid('param').id), 200);
  });
  router.openapi(slipsRoute, async (c) => {
    await mustOpenShift(c, c.req.valid('param').id);
    return c.json({ items: await cashSlipsOf(c.get('deps'), c.req.valid('param').id) }, 200);
  });
}
