import type { Db } from '@fbms/db';
import {
  manilaDate,
  type OperationsToday,
  readingNumber,
  terminalStatus,
  WAITING_KINDS,
  type WaitingKind,
} from '@fbms/domain';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import { reportScope } from '../reports/reports.service.ts';
import { getMySettings } from '../settings/settings.service.ts';
import {
  salesOfToday,
  scopeBranchName,
  shiftsOfToday,
  stockToWatch,
  terminalsInScope,
  waitingDocuments,
} from './operations.repository.ts';

const NO_STOCK = { low: 0, out: 0, expiringLots: 0, expiredLots: 0 };
/** The kinds that have an amount: 0 when none wait; the others' amount is null. */
const WITH_AMOUNT = new Set<WaitingKind>([
  'expenses_to_approve',
  'expenses_to_pay',
  'orders_to_approve',
  'orders_to_receive',
]);

/**
 * The manager's day (GET /api/operations/today) over the person's branches (T12): the switcher's choice
 * first; a branch id sent only narrows, exactly as the reports do — one outside them reads nothing.
 * Expenses are company data (decision 0013) and are counted company-wide in any case. The expiry warning
 * is the person's own inventory setting, the one their stock alerts use.
 */
export async function operationsToday(
  db: Db,
  q: { userId: string; scope: BranchScope; branchId: string | undefined; now: Date },
): Promise<OperationsToday> {
  const today = manilaDate(q.now);
  const scope = reportScope(q.scope, q.branchId);
  // No branch to read: nothing of a branch (an empty scope would count every product as out of stock).
  const none = scope.read !== 'all' && scope.read.length === 0;
  const settings = await getMySettings(db, q.userId);
  const warnDays = settings.inventory.thresholds.expiryWarning;
  const [terminals, shifts, sales, waiting, stock, branchName] = await Promise.all([
    terminalsInScope(db, scope),
    shiftsOfToday(db, scope, today),
    salesOfToday(db, scope, today),
    waitingDocuments(db, scope),
    none ? NO_STOCK : stockToWatch(db, scope, today, warnDays),
    scopeBranchName(db, scope),
  ]);
  const closed = shifts.filter((s) => s.closedAt !== null);
  const sum = (pick: (s: (typeof closed)[number]) => number | null) =>
    closed.reduce((n, s) => n + (pick(s) ?? 0), 0);
  const byKind = new Map(waiting.map((w) => [w.kind, w]));
  return {
    today,
    branchName,
    terminals: terminals.map((t) => {
      const status = terminalStatus(
        { businessDate: t.businessDate, dayOpen: t.dayOpen, openShift: t.openShift !== null },
        today,
      );
      return {
        id: t.id,
        name: t.name,
        branch: t.branch,
        location: t.location,
        businessDate: t.businessDate,
        status,
        openShift: t.openShift,
        zDueDate: status === 'z_due' ? t.businessDate : null,
        lastZ: t.lastZ && {
          number: readingNumber('z', t.lastZ.readingNo),
          businessDate: t.lastZ.businessDate,
          takenAt: t.lastZ.takenAt,
        },
      };
    }),
    shifts: {
      open: shifts.length - closed.length,
      closed: closed.length,
      expectedCentavos: sum((s) => s.expectedCentavos),
      declaredCentavos: sum((s) => s.declaredCentavos),
      shortOverCentavos: sum((s) => s.shortOverCentavos),
      items: shifts,
    },
    sales,
    waiting: WAITING_KINDS.map(
      (kind) =>
        byKind.get(kind) ?? {
          kind,
          count: 0,
          oldestAt: null,
          amountCentavos: WITH_AMOUNT.has(kind) ? 0 : null,
        },
    ),
    stock: { ...stock, expiryWarningDays: warnDays },
  };
}
