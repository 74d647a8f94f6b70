import { shiftsContract as api, DomainError } from '@fbms/domain';
import { permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import { terminalKey } from '../sales/terminals.service.ts';
import { openShift, terminalShiftState } from './shifts.service.ts';

const sell = permission({ module: 'pos', action: 'create' });

const currentRoute = defineRoute(
  sell,
  fromContract(api.getCurrentShift, {
    tags: ['shifts'],
    summary:
      "This terminal's open shift (or null), its business date, and the Z-reading due before it sells again",
  }),
);

const openRoute = defineRoute(
  sell,
  fromContract(api.openShift, {
    tags: ['shifts'],
    summary: 'Open a shift at this terminal with its opening fund (one open shift per terminal)',
    answer: 'Opened',
  }),
);

export function mountShifts(router: ReturnType<typeof createRouter>) {
  router.openapi(currentRoute, async (c) => {
    const key = terminalKey(c);
    if (!key) throw new DomainError('TERMINAL_NOT_ENROLLED');
    return c.json(await terminalShiftState(c.get('deps'), key), 200);
  });
  router.openapi(openRoute, async (c) => {
    const key = terminalKey(c);
    if (!key) throw new DomainError('TERMINAL_NOT_ENROLLED');
    return c.json(await openShift(c.get('deps'), c.get('actor')!, key, c.req.valid('json'), where(c)), 201);
  });
}
