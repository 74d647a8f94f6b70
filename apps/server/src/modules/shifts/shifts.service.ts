import { type Db, sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  countTotal,
  type DocumentHeader,
  DomainError,
  documentText,
  manilaDate,
  type OpenShift,
  refusal,
  type Shift,
  shiftOpenEntry,
  shiftOpenLayout,
  type TerminalShiftState,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { appendJournal } from '../sales/e-journal.service.ts';
import type { TerminalKey } from '../sales/terminals.service.ts';
import { documentHeaderSql } from './shifts.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/**
 * Shifts: a terminal's cash drawer sessions (issue 21, decision 0008). Every change takes the terminal
 * row's lock first (`lockTerminal`), the lock a sale takes for its invoice number, so a shift's opening
 * or closing and the sales of that terminal happen one after the other, never across each other.
 */

/** The terminal a key opens, locked, with what shifts need of it (null: not an active terminal). */
export interface LockedTerminal {
  id: string;
  name: string;
  openShiftId: string | null;
  businessDate: string;
  dayOpen: boolean;
  nextShiftNo: number;
  header: DocumentHeader;
}

export async function lockTerminal(tx: Tx, key: TerminalKey): Promise<LockedTerminal> {
  const [row] = await sqlRows<LockedTerminal>(
    tx,
    sql`SELECT t.id, t.name, t.open_shift_id AS "openShiftId", to_char(t.business_date, 'YYYY-MM-DD') AS "businessDate",
               t.day_open AS "dayOpen", t.next_shift_no::float8 AS "nextShiftNo",
               ${documentHeaderSql} AS header
          FROM terminals t CROSS JOIN system_settings st
         WHERE t.id = ${key.id} AND t.secret_hash = ${key.secretHash} AND t.is_active AND st.id = 1
           FOR UPDATE OF t`,
  );
  if (!row) throw new DomainError('TERMINAL_NOT_ENROLLED');
  return row;
}

/** A Z-reading still due before this terminal may issue anything on `today` (null: none). */
export const zReadingDue = (t: { businessDate: string; dayOpen: boolean }, today: string) =>
  t.dayOpen && t.businessDate < today ? t.businessDate : null;

export function refuseIfZDue(t: { businessDate: string; dayOpen: boolean }, today: string) {
  const due = zReadingDue(t, today);
  if (due)
    throw new DomainError(
      'Z_READING_DUE',
      `Print the Z-reading of ${due} before selling on a new day (close the shift first).`,
      refusal('zReadingDue', { businessDate: due }),
    );
}

/** A shift as the API answers it. */
export const shiftSelectSql = (where: SQL) => sql`
  SELECT s.id, s.terminal_id AS "terminalId", t.name AS "terminalName", s.shift_no::float8 AS "shiftNo",
         s.cashier_id AS "cashierId", trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) AS "cashierName",
         to_char(s.business_date, 'YYYY-MM-DD') AS "businessDate", s.opened_at AS "openedAt",
         s.opening_fund_centavos::float8 AS "openingFundCentavos", s.opening_count AS "openingCount",
         s.handed_over_from AS "handedOverFrom",
         CASE WHEN s.closed_at IS NULL THEN 'open' ELSE 'closed' END AS status,
         s.closed_at AS "closedAt",
         CASE WHEN cb.id IS NULL THEN NULL ELSE trim(coalesce(cb.first_name, '') || ' ' || coalesce(cb.last_name, '')) END AS "closedByName",
         s.declared_cash_centavos::float8 AS "declaredCashCentavos",
         s.expected_cash_centavos::float8 AS "expectedCashCentavos",
         s.short_over_centavos::float8 AS "shortOverCentavos",
         CASE WHEN ab.id IS NULL THEN NULL ELSE trim(coalesce(ab.first_name, '') || ' ' || coalesce(ab.last_name, '')) END AS "approvedByName"
    FROM shifts s JOIN terminals t ON t.id = s.terminal_id JOIN users c ON c.id = s.cashier_id
    LEFT JOIN users cb ON cb.id = s.closed_by LEFT JOIN users ab ON ab.id = s.approved_by
   WHERE ${where}`;

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
export const asShift = (r: Shift): Shift => ({ ...r, openedAt: iso(r.openedAt)!, closedAt: iso(r.closedAt) });

export async function findShift(db: Db | Tx, id: string): Promise<Shift | null> {
  const [row] = await sqlRows<Shift>(db, shiftSelectSql(sql`s.id = ${id}`));
  return row ? asShift(row) : null;
}

/** The register's first question: this terminal's open shift, business date and any Z-reading due. */
export async function terminalShiftState(deps: Deps, key: TerminalKey): Promise<TerminalShiftState> {
  const [t] = await sqlRows<{ openShiftId: string | null; businessDate: string; dayOpen: boolean }>(
    deps.database.db,
    sql`SELECT open_shift_id AS "openShiftId", to_char(business_date, 'YYYY-MM-DD') AS "businessDate",
               day_open AS "dayOpen"
          FROM terminals WHERE id = ${key.id} AND secret_hash = ${key.secretHash} AND is_active`,
  );
  if (!t) throw new DomainError('TERMINAL_NOT_ENROLLED');
  const today = manilaDate(deps.now());
  const due = zReadingDue(t, today);
  return {
    shift: t.openShiftId ? await findShift(deps.database.db, t.openShiftId) : null,
    businessDate: due ?? (t.businessDate < today ? today : t.businessDate),
    zReadingDue: due,
  };
}

/**
 * Opens a shift at this terminal for the signed-in cashier: one open shift per terminal; not while an
 * earlier day's Z-reading is due; the business date moves on to today when the terminal's day is idle.
 * The opening slip goes to the e-journal.
 */
export async function openShift(
  deps: Deps,
  actor: Actor,
  key: TerminalKey,
  input: OpenShift,
  where: AuditWhere,
): Promise<Shift> {
  if (input.openingCount && countTotal(input.openingCount) !== input.openingFundCentavos)
    throw new DomainError(
      'VALIDATION_FAILED',
      'The bills and coins counted do not add up to the opening fund',
      refusal('openingCountMismatch', {
        countedCentavos: countTotal(input.openingCount),
        fields: { openingCount: 'The bills and coins counted do not add up to the opening fund' },
      }),
    );
  const now = deps.now();
  const today = manilaDate(now);
  const id = uuidv7();
  await deps.database.db.transaction(async (tx) => {
    const t = await lockTerminal(tx, key);
    if (t.openShiftId) {
      const open = await findShift(tx, t.openShiftId);
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        `A shift is already open at this terminal (${open?.cashierName ?? 'another cashier'}). Close it or take it over first.`,
        refusal('shiftAlreadyOpen', { name: open?.cashierName ?? '' }),
      );
    }
    refuseIfZDue(t, today);
    const businessDate = t.businessDate < today ? today : t.businessDate;
    await tx.execute(sql`
      INSERT INTO shifts (id, terminal_id, shift_no, cashier_id, business_date, opened_by, opened_at,
                          opening_fund_centavos, opening_count)
      VALUES (${id}, ${t.id}, ${t.nextShiftNo}, ${actor.userId}, ${businessDate}, ${actor.userId}, ${now.toISOString()},
              ${input.openingFundCentavos}, ${input.openingCount ? JSON.stringify(input.openingCount) : null}::jsonb)`);
    await tx.execute(sql`
      UPDATE terminals SET open_shift_id = ${id}, next_shift_no = next_shift_no + 1,
             business_date = ${businessDate}, day_open = true
       WHERE id = ${t.id}`);
    // The ledger: the opening fund from the safe into this terminal's drawer.
    await postEntry(
      tx,
      shiftOpenEntry({
        id,
        number: `${t.name} SHIFT ${t.nextShiftNo}`,
        businessDate,
        terminalId: t.id,
        openingFundCentavos: input.openingFundCentavos,
      }),
      actor.userId,
    );
    const shift = (await findShift(tx, id))!;
    await appendJournal(tx, {
      terminalId: t.id,
      businessDate,
      kind: 'shift_open',
      documentId: id,
      documentNumber: `SHIFT ${t.nextShiftNo}`,
      body: documentText(
        shiftOpenLayout({
          header: t.header,
          shiftNo: t.nextShiftNo,
          cashierName: shift.cashierName,
          businessDate,
          openedAt: shift.openedAt,
          openingFundCentavos: input.openingFundCentavos,
          openingCount: input.openingCount ?? null,
        }),
      ),
      createdBy: actor.userId,
      at: now.toISOString(),
    });
    await writeAudit(
      tx,
      {
        action: 'shifts.opened',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'shift',
        targetId: id,
        details: { terminal: t.name, shiftNo: t.nextShiftNo, openingFundCentavos: input.openingFundCentavos },
      },
      where,
    );
  });
  return (await findShift(deps.database.db, id))!;
}
