import { uuidv7 } from '@fbms/db';
import {
  DomainError,
  entryTotals,
  type JournalEntry,
  type JournalQuery,
  lineIsOneSided,
  type ManualEntry,
  monthOf,
  monthToPeriod,
  type ReverseEntry,
  refusal,
  reversedLines,
} from '@fbms/domain';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import {
  accountsByIds,
  findEntry,
  holdOffClosing,
  listEntries,
  monthIsClosed,
} from './journal.repository.ts';
import { postEntry } from './posting.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

export const journalPage = (deps: Deps, q: JournalQuery) => listEntries(deps.database.db, q);

const entryNotFound = (): never => {
  throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such journal entry', refusal('entryNotFound'));
};

export async function journalEntry(deps: Deps, id: string): Promise<JournalEntry> {
  return (await findEntry(deps.database.db, id)) ?? entryNotFound();
}

/** A manual entry or a reversal is dated by the accountant: a closed month refuses it (no late note). */
function refuseClosedMonth(date: string): never {
  const month = monthToPeriod(monthOf(date));
  throw new DomainError(
    'BUSINESS_INVALID_OPERATION',
    `The month ${month} is closed: a manual entry cannot be dated in it`,
    refusal('entryMonthClosed', { month, fields: { date: `The month ${month} is closed` } }),
  );
}

/**
 * An accountant's manual entry: two or more one-sided lines that balance, on active accounts, dated in
 * an open month. Its source is 'manual' and its source id its own id. Closing waits for it (and it for
 * a closing), so the month checked open is the month it is written in.
 */
export async function postManualEntry(
  deps: Deps,
  actor: Actor,
  input: ManualEntry,
  where: AuditWhere,
): Promise<JournalEntry> {
  input.lines.forEach((l, i) => {
    if (!lineIsOneSided(l))
      throw new DomainError(
        'VALIDATION_FAILED',
        `Line ${i + 1}: enter a debit or a credit, not both and not neither`,
        refusal('entryLineOneSided', { lineNo: i + 1 }),
      );
  });
  const { differenceCentavos } = entryTotals(input.lines);
  if (differenceCentavos !== 0)
    throw new DomainError(
      'VALIDATION_FAILED',
      `The entry does not balance: debits and credits differ by ${Math.abs(differenceCentavos)} centavos`,
      refusal('entryNotBalanced', { differenceCentavos: Math.abs(differenceCentavos) }),
    );
  const id = uuidv7();
  await deps.database.db.transaction(async (tx) => {
    await holdOffClosing(tx);
    if (await monthIsClosed(tx, monthOf(input.date))) refuseClosedMonth(input.date);
    const ids = [...new Set(input.lines.map((l) => l.accountId))];
    const accounts = await accountsByIds(tx, ids);
    if (accounts.length !== ids.length)
      throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such account', refusal('accountNotFound'));
    const inactive = accounts.find((a) => !a.isActive);
    if (inactive)
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        `Account ${inactive.code} ${inactive.name} is inactive`,
        refusal('entryAccountInactive', { code: inactive.code, name: inactive.name }),
      );
    await postEntry(
      tx,
      {
        date: input.date,
        memo: input.memo,
        sourceType: 'manual',
        sourceId: id,
        lines: input.lines.map((l) => ({
          account: { accountId: l.accountId },
          debitCentavos: l.debitCentavos,
          creditCentavos: l.creditCentavos,
          memo: l.memo ?? null,
        })),
      },
      actor.userId,
      id,
    );
    await writeAudit(
      tx,
      {
        action: 'accounting.entry_posted',
        ...who(actor),
        targetType: 'journal_entry',
        targetId: id,
        details: {
          date: input.date,
          memo: input.memo,
          totalCentavos: entryTotals(input.lines).debitCentavos,
        },
      },
      where,
    );
  });
  return (await findEntry(deps.database.db, id))!;
}

/**
 * Reverses an entry on a date of the accountant's choosing (in an open month): every debit becomes a
 * credit. An entry is reversed once (its source is 'reversal' and the reversed entry's id, unique).
 */
export async function reverseEntry(
  deps: Deps,
  actor: Actor,
  entryId: string,
  input: ReverseEntry,
  where: AuditWhere,
): Promise<JournalEntry> {
  const id = uuidv7();
  await deps.database.db.transaction(async (tx) => {
    await holdOffClosing(tx);
    const e = (await findEntry(tx, entryId)) ?? entryNotFound();
    const refuseReversed = (reversalNo: number | null): never => {
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        `Entry no. ${e.entryNo} is already reversed`,
        refusal('entryAlreadyReversed', { entryNo: e.entryNo, reversalNo }),
      );
    };
    if (e.reversedByEntryId) refuseReversed(e.reversedByEntryNo);
    if (await monthIsClosed(tx, monthOf(input.date))) refuseClosedMonth(input.date);
    const posted = await postEntry(
      tx,
      {
        date: input.date,
        memo: `Reversal of entry no. ${e.entryNo}: ${input.reason}`,
        sourceType: 'reversal',
        sourceId: e.id,
        sourceNumber: `JE ${e.entryNo}`,
        reversesEntryId: e.id,
        lines: reversedLines(
          e.lines.map((l) => ({
            account: { accountId: l.accountId },
            debitCentavos: l.debitCentavos,
            creditCentavos: l.creditCentavos,
            memo: l.memo,
          })),
        ),
      },
      actor.userId,
      id,
    );
    // A reversal that committed meanwhile: the unique source wrote nothing.
    if (!posted) refuseReversed((await findEntry(tx, entryId))?.reversedByEntryNo ?? null);
    await writeAudit(
      tx,
      {
        action: 'accounting.entry_reversed',
        ...who(actor),
        targetType: 'journal_entry',
        targetId: e.id,
        details: { entryNo: e.entryNo, reversalId: id, date: input.date, reason: input.reason },
      },
      where,
    );
  });
  return (await findEntry(deps.database.db, id))!;
}
