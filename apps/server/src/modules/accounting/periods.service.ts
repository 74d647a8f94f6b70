import { DomainError, manilaDate, monthOf, type Period, periodToMonth, refusal } from '@fbms/domain';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { monthIsClosed } from './journal.repository.ts';
import {
  closeMonth,
  findPeriod,
  listPeriods,
  lockJournalForClosing,
  reopenMonth,
} from './periods.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

export const periods = (deps: Deps) => listPeriods(deps.database.db, monthOf(manilaDate(deps.now())));

/**
 * Closes a month (YYYY-MM). The journal is locked (SHARE) first, so every posting into the month has
 * either committed before (it is in the month) or waits and then finds the month closed (postEntry
 * moves a document to the next open month with a note; a manual entry is refused).
 */
export async function closePeriod(
  deps: Deps,
  actor: Actor,
  period: string,
  where: AuditWhere,
): Promise<Period> {
  const month = periodToMonth(period);
  await deps.database.db.transaction(async (tx) => {
    await lockJournalForClosing(tx);
    if (month > monthOf(manilaDate(deps.now())))
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        `The month ${period} has not begun: only the current month or an earlier one can be closed`,
        refusal('periodInFuture', { month: period }),
      );
    if (await monthIsClosed(tx, month))
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        `The month ${period} is already closed`,
        refusal('periodClosed', { month: period }),
      );
    await closeMonth(tx, month, actor.userId, deps.now().toISOString());
    await writeAudit(
      tx,
      { action: 'accounting.period_closed', ...who(actor), targetType: 'accounting_period', targetId: month },
      where,
    );
  });
  return findPeriod(deps.database.db, month);
}

/** Reopens a closed month, with the reason kept on the period and in the audit log. */
export async function reopenPeriod(
  deps: Deps,
  actor: Actor,
  period: string,
  reason: string,
  where: AuditWhere,
): Promise<Period> {
  const month = periodToMonth(period);
  await deps.database.db.transaction(async (tx) => {
    if (!(await reopenMonth(tx, month, actor.userId, deps.now().toISOString(), reason)))
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        `The month ${period} is not closed`,
        refusal('periodOpen', { month: period }),
      );
    await writeAudit(
      tx,
      {
        action: 'accounting.period_reopened',
        ...who(actor),
        targetType: 'accounting_period',
        targetId: month,
        details: { reason },
      },
      where,
    );
  });
  return findPeriod(deps.database.db, month);
}
