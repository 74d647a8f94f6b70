import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  type Centavos,
  type DocumentHeader,
  DomainError,
  documentText,
  formatManilaDateTime,
  formatPeso,
  headerBlocks,
  manilaDate,
  type Reading,
  type ReadingFigures,
  readingLayout,
  readingNumber,
  refusal,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { notify } from '../notifications/notifications.service.ts';
import { appendJournal } from '../sales/e-journal.service.ts';
import type { TerminalKey } from '../sales/terminals.service.ts';
import {
  closeDay,
  findReading,
  insertGrandTotalReset,
  insertReading,
  lockTerminalForZ,
  type ReadingScope,
  readCash,
  readDocumentFigures,
  resetGrandTotalSql,
  takeXNumber,
  terminalsMissingZ,
} from './readings.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/**
 * X and Z readings (PH-RULES §4, decision 0008). The figures are computed once, in the reading's own
 * transaction, and stored with it (`readings.figures`); every later view, print, PDF and reprint draws
 * the stored figures through `readingLayout`, so a reprint is the reading as taken (T15).
 */

/** Every figure of a scope, with what the reading itself brings (number, header, counters, accumulators). */
export async function computeFigures(
  tx: Tx,
  scope: ReadingScope,
  a: Pick<
    ReadingFigures,
    'readingNo' | 'businessDate' | 'header' | 'takenAt' | 'takenByName' | 'resetCounter'
  > & {
    zCounter?: number;
    previousAccumulatedCentavos?: number;
  },
): Promise<ReadingFigures> {
  const docs = await readDocumentFigures(tx, scope);
  const cash = await readCash(tx, scope, docs);
  const z = scope.kind === 'z';
  const previous = (a.previousAccumulatedCentavos ?? 0) as Centavos;
  return {
    kind: scope.kind,
    readingNo: a.readingNo,
    businessDate: a.businessDate,
    header: a.header,
    takenAt: a.takenAt,
    takenByName: a.takenByName,
    ...cash,
    ...docs,
    resetCounter: a.resetCounter,
    zCounter: z ? (a.zCounter ?? 0) : null,
    previousAccumulatedCentavos: z ? previous : null,
    salesForTheDayCentavos: z ? docs.grossCentavos : null,
    presentAccumulatedCentavos: z ? ((previous + docs.grossCentavos) as Centavos) : null,
  };
}

async function nameOf(tx: Tx, userId: string): Promise<string> {
  const [r] = await sqlRows<{ name: string }>(
    tx,
    sql`SELECT trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name FROM users WHERE id = ${userId}`,
  );
  return r?.name || 'Unknown';
}

async function readBack(db: Deps['database']['db'] | Tx, id: string): Promise<Reading> {
  const r = await findReading(db, id);
  if (!r)
    throw new DomainError(
      'DB_RECORD_NOT_FOUND',
      'There is no reading with this id',
      refusal('readingNotFound'),
    );
  return r;
}

/** An X-reading of a shift, open or closed: resets nothing; numbered from the terminal's X series. */
export async function takeXReading(
  deps: Deps,
  actor: Actor,
  shiftId: string,
  where: AuditWhere,
): Promise<Reading> {
  const now = deps.now().toISOString();
  const id = uuidv7();
  await deps.database.db.transaction(async (tx) => {
    const t = await takeXNumber(tx, shiftId);
    if (!t)
      throw new DomainError(
        'DB_RECORD_NOT_FOUND',
        'There is no shift with this id',
        refusal('readingShiftNotFound'),
      );
    const figures = await computeFigures(
      tx,
      { kind: 'x', shiftId },
      {
        readingNo: t.xNo,
        businessDate: t.businessDate,
        header: t.header,
        takenAt: now,
        takenByName: await nameOf(tx, actor.userId),
        resetCounter: t.resetCounter,
      },
    );
    await insertReading(tx, {
      id,
      terminalId: t.terminalId,
      kind: 'x',
      readingNo: t.xNo,
      shiftId,
      businessDate: t.businessDate,
      figures,
      createdBy: actor.userId,
      createdAt: now,
    });
    await appendJournal(tx, {
      terminalId: t.terminalId,
      businessDate: t.businessDate,
      kind: 'x_reading',
      documentId: id,
      documentNumber: readingNumber('x', t.xNo),
      body: documentText(readingLayout(figures)),
      createdBy: actor.userId,
      at: now,
    });
    await writeAudit(
      tx,
      {
        action: 'shifts.x_reading',
        ...who(actor),
        targetType: 'reading',
        targetId: id,
        details: { terminal: t.terminalName, xNo: t.xNo, shiftId, netCentavos: figures.netCentavos },
      },
      where,
    );
  });
  return readBack(deps.database.db, id);
}

/**
 * The Z-reading of this terminal's business date. One transaction that takes the terminal row's lock
 * first, the lock every sale takes for its invoice number: a sale is either in before the figures are
 * read, or it waits and carries the next business date. Refused while a shift is open, for a date not yet
 * begun (the day's Z is printed already) and for a date other than the one the cashier confirmed.
 */
export async function takeZReading(
  deps: Deps,
  actor: Actor,
  key: TerminalKey,
  confirmedDate: string,
  where: AuditWhere,
): Promise<Reading> {
  const now = deps.now();
  const today = manilaDate(now);
  const id = uuidv7();
  try {
    await deps.database.db.transaction(async (tx) => {
      const t = await lockTerminalForZ(tx, key.id, key.secretHash);
      if (!t) throw new DomainError('TERMINAL_NOT_ENROLLED');
      if (t.openShiftId)
        throw new DomainError(
          'BUSINESS_INVALID_OPERATION',
          `Close the open shift (${t.openCashierName ?? 'a cashier'}) before the Z-reading: the day's cash must be counted first.`,
          refusal('zReadingShiftOpen', { name: t.openCashierName ?? '' }),
        );
      // An idle terminal still on a past date reads today (a Z-reading of nothing), as a sale would move it.
      const date = !t.dayOpen && t.businessDate < today ? today : t.businessDate;
      if (date > today) throw zTaken(date);
      if (date !== confirmedDate)
        throw new DomainError(
          'BUSINESS_INVALID_OPERATION',
          `This terminal's business date is now ${date}, not ${confirmedDate}. Check the date and confirm again.`,
          refusal('zReadingDateChanged', { businessDate: date, confirmedDate }),
        );
      const zCounter = t.zCounter + 1;
      const figures = await computeFigures(
        tx,
        { kind: 'z', terminalId: t.id, businessDate: date },
        {
          readingNo: zCounter,
          businessDate: date,
          header: t.header,
          takenAt: now.toISOString(),
          takenByName: await nameOf(tx, actor.userId),
          resetCounter: t.resetCounter,
          zCounter,
          previousAccumulatedCentavos: t.grandTotalCentavos,
        },
      );
      await closeDay(tx, t.id, {
        zCounter,
        grandTotalCentavos: figures.presentAccumulatedCentavos!,
        businessDate: date,
      });
      await insertReading(tx, {
        id,
        terminalId: t.id,
        kind: 'z',
        readingNo: zCounter,
        shiftId: null,
        businessDate: date,
        figures,
        createdBy: actor.userId,
        createdAt: now.toISOString(),
      });
      await appendJournal(tx, {
        terminalId: t.id,
        businessDate: date,
        kind: 'z_reading',
        documentId: id,
        documentNumber: readingNumber('z', zCounter),
        body: documentText(readingLayout(figures)),
        createdBy: actor.userId,
        at: now.toISOString(),
      });
      await writeAudit(
        tx,
        {
          action: 'shifts.z_reading',
          ...who(actor),
          targetType: 'reading',
          targetId: id,
          details: {
            terminal: t.name,
            businessDate: date,
            zCounter,
            grossCentavos: figures.grossCentavos,
            netCentavos: figures.netCentavos,
            grandTotalCentavos: figures.presentAccumulatedCentavos,
          },
        },
        where,
      );
    });
  } catch (err) {
    // The one-Z-a-day index: a second Z-reading of a date (only reachable if the date check above is
    // bypassed) is the same refusal, never a 500.
    if (isUniqueViolation(err, 'readings_one_z_a_day')) throw zTaken(confirmedDate, true);
    throw err;
  }
  return readBack(deps.database.db, id);
}

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const previousDay = (d: string) =>
  new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function zTaken(date: string, sameDate = false) {
  const done = sameDate ? date : previousDay(date);
  const next = sameDate ? nextDay(date) : date;
  return new DomainError(
    'BUSINESS_INVALID_OPERATION',
    `The Z-reading of ${done} is already printed. The next one is for ${next}, on or after that day.`,
    refusal('zReadingTaken', { businessDate: done, nextDate: next }),
  );
}

function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const x = e as { code?: string; constraint?: string; message?: string };
    if (x.code === '23505' && (x.constraint === constraint || x.message?.includes(constraint))) return true;
  }
  return false;
}

export async function getReading(deps: Deps, id: string): Promise<Reading> {
  return readBack(deps.database.db, id);
}

/** A reprint: the stored figures again under REPRINT and its time, kept in the e-journal and audited. */
export async function reprintReading(
  deps: Deps,
  actor: Actor,
  id: string,
  where: AuditWhere,
): Promise<{ printedAt: string; reading: Reading }> {
  const printedAt = deps.now().toISOString();
  await deps.database.db.transaction(async (tx) => {
    const r = await readBack(tx, id);
    await appendJournal(tx, {
      terminalId: r.terminalId,
      businessDate: r.businessDate,
      kind: 'reprint',
      documentId: r.id,
      documentNumber: `REPRINT ${r.number}`,
      body: documentText(readingLayout(r.figures, { reprintedAt: printedAt })),
      createdBy: actor.userId,
      at: printedAt,
    });
    await writeAudit(
      tx,
      {
        action: 'shifts.reading_reprinted',
        ...who(actor),
        targetType: 'reading',
        targetId: r.id,
        details: { terminal: r.terminalName, number: r.number, businessDate: r.businessDate },
      },
      where,
    );
  });
  return { printedAt, reading: await readBack(deps.database.db, id) };
}

function resetLayout(a: {
  header: DocumentHeader;
  resetCounter: number;
  previous: number;
  reason: string;
  by: string;
  at: string;
}) {
  return {
    blocks: [
      ...headerBlocks(a.header),
      { kind: 'rule' as const },
      { kind: 'title' as const, text: 'GRAND TOTAL RESET' },
      { kind: 'row' as const, label: 'Reset counter', value: String(a.resetCounter) },
      { kind: 'row' as const, label: 'Grand total before', value: formatPeso(a.previous) },
      { kind: 'row' as const, label: 'Grand total now', value: formatPeso(0), strong: true },
      { kind: 'row' as const, label: 'Reset by', value: a.by },
      { kind: 'row' as const, label: 'When', value: formatManilaDateTime(a.at) },
      { kind: 'text' as const, text: `Reason: ${a.reason}` },
    ],
  };
}

/**
 * The one way the accumulated grand total goes back to zero: an admin's recorded reset with a reason
 * (grand_total_resets), which increments the reset counter every later Z-reading prints.
 */
export async function resetGrandTotal(
  deps: Deps,
  actor: Actor,
  terminalId: string,
  reason: string,
  where: AuditWhere,
) {
  const at = deps.now().toISOString();
  return deps.database.db.transaction(async (tx) => {
    const t = await resetGrandTotalSql(tx, terminalId);
    if (!t)
      throw new DomainError(
        'DB_RECORD_NOT_FOUND',
        'There is no active terminal with this id',
        refusal('terminalNotFound'),
      );
    const id = uuidv7();
    await insertGrandTotalReset(tx, {
      id,
      terminalId,
      resetCounter: t.resetCounter,
      previous: t.previous,
      reason,
      by: actor.userId,
      at,
    });
    await appendJournal(tx, {
      terminalId,
      businessDate: t.businessDate,
      kind: 'reset',
      documentId: id,
      documentNumber: `RESET ${t.resetCounter}`,
      body: documentText(
        resetLayout({
          header: t.header,
          resetCounter: t.resetCounter,
          previous: t.previous,
          reason,
          by: await nameOf(tx, actor.userId),
          at,
        }),
      ),
      createdBy: actor.userId,
      at,
    });
    await writeAudit(
      tx,
      {
        action: 'shifts.grand_total_reset',
        ...who(actor),
        targetType: 'terminal',
        targetId: terminalId,
        details: {
          terminal: t.name,
          resetCounter: t.resetCounter,
          previousTotalCentavos: t.previous,
          reason,
        },
      },
      where,
    );
    return {
      terminalId,
      resetCounter: t.resetCounter,
      previousTotalCentavos: t.previous as Centavos,
      resetAt: at,
    };
  });
}

/**
 * After midnight (Manila): a terminal whose day is still open on an earlier business date missed its
 * Z-reading. Managers and admins are told once per terminal and date (the audit row is the record).
 */
export async function flagMissedZReadings(deps: Pick<AppDeps, 'database' | 'now' | 'live'>): Promise<number> {
  const today = manilaDate(deps.now());
  return deps.database.db.transaction(async (tx) => {
    // Once per terminal and date even when the job and a start-up catch-up run at once: the second waits
    // here, then its query sees the first one's audit rows.
    await sqlRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext('fbms.shifts.missed-z-reading'))`);
    const missing = await terminalsMissingZ(tx, today);
    for (const t of missing) {
      await notify(
        tx,
        deps,
        { roles: ['admin', 'manager'] },
        {
          type: 'warning',
          category: 'sales',
          title: 'Z-reading missing',
          message: `${t.name} has no Z-reading for ${t.businessDate}. It cannot sell on a new day until the shift is closed and that Z-reading is printed.`,
          actionUrl: '/pos/readings',
          actionLabel: 'Open readings',
        },
      );
      await writeAudit(tx, {
        action: 'shifts.z_reading_missed',
        targetType: 'terminal',
        targetId: t.id,
        details: { terminal: t.name, businessDate: t.businessDate, noticedOn: today },
      });
    }
    return missing.length;
  });
}

/** At 00:05 Manila (a slot missed while the server was off runs when it starts); once per terminal and date. */
export const missedZReadingJob = defineJob<Record<string, never>, AppDeps>(
  'shifts.missed-z-reading',
  (_payload, deps) => flagMissedZReadings(deps),
  { schedule: '5 0 * * *', retry: { attempts: 4, backoffMs: 60_000 } },
);
