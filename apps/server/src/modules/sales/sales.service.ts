import { createHash } from 'node:crypto';
import { type Db, type FastTx, sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  BNPC_WEEKLY_CAP_CENTAVOS,
  type CompleteSale,
  DomainError,
  manilaDate,
  normalizeIdNumber,
  refusal,
  type Statutory,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { isStockChanged } from '../inventory/stock.service.ts';
import { type Approver, approverOf } from './approval.service.ts';
import { appendJournal, invoiceJournalEntry } from './e-journal.service.ts';
import { checkSale } from './sale-check.ts';
import {
  accountForSale,
  loyaltyBlock,
  requireCustomer,
  type SaleAccount,
  writeAccountRows,
} from './sale-customer.ts';
import { planSale, type SalePlan } from './sale-plan.ts';
import { auditRefusal } from './sale-refusals.ts';
import type { SaleBalance } from './sale-stock.ts';
import {
  insertSaleHistory,
  insertSalePlan,
  invoiceAndBalances,
  lockAndRead,
  whyNoSale,
} from './sale-writes.repository.ts';
import { findSale, recordReprint, type SaleDetail } from './sales.repository.ts';
import { assertTerminalBranch } from './terminal-scope.ts';
import { type TerminalKey, terminalJsonSql } from './terminals.service.ts';

/**
 * Completing a sale (POST /api/sales): one transaction of three statements (sale-writes.repository.ts),
 * the rules between them pure (sale-plan.ts: checkSale, planSale, saleAnswer), a resend answered with
 * the first answer, a refusal audited after the rollback.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** A stock balance as the sale plans against it (the demo history writes its sales on its own). */
export type { SaleBalance };

/** The request as a stable string: same sale, same hash, whatever the key order (the approval is left out). */
export function saleRequestHash(input: CompleteSale): string {
  const { approval: _approval, ...rest } = input;
  const stable = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stable)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
              .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(stable(rest)))
    .digest('hex');
}

/** Purchases counted against this ID's BNPC cap since Monday (Manila). */
async function bnpcUsed(db: FastTx | Db, idNumber: string, now: Date): Promise<number> {
  const rowsOf = <T>(s: SQL) => ('rows' in db ? db.rows<T>(s) : sqlRows<T>(db, s));
  const [row] = await rowsOf<{ used: number }>(
    sql`SELECT coalesce(sum(bnpc_base_centavos), 0)::float8 AS used FROM sales
         WHERE beneficiary_id_number = ${idNumber} AND status = 'completed'
           AND created_at >= date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila'`,
  );
  return row?.used ?? 0;
}

export const bnpcUsedThisWeek = (deps: Deps, idNumber: string) =>
  bnpcUsed(deps.database.db, normalizeIdNumber(idNumber), deps.now());

export interface SaleResult {
  sale: SaleDetail;
  /** True when this answer is the first one again (a resend of the same sale). */
  replayed: boolean;
}

const isUniqueViolation = (e: unknown): boolean => {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause)
    if ((x as { code?: unknown }).code === '23505') return true;
  return false;
};

async function replay(
  deps: Deps,
  id: string,
  hash: string,
  terminal: { id: string },
): Promise<SaleResult | null> {
  const [row] = await sqlRows<{ hash: string; terminalId: string }>(
    deps.database.db,
    sql`SELECT request_hash AS hash, terminal_id AS "terminalId" FROM sales WHERE id = ${id}`,
  );
  if (!row) return null;
  if (row.hash !== hash || row.terminalId !== terminal.id) throw new DomainError('SALE_ID_REUSED');
  return { sale: (await findSale(deps.database.db, id))!, replayed: true };
}

/**
 * Completes a sale in one transaction (seed 001 §4, made atomic): prices, discounts and taxes from the
 * server's own data; the terminal's next invoice number; stock taken per line under the products'
 * locks (id order; lots first-expiry-first-out); the sale, its lines and payments, the `sale` movements
 * and the audit row. A resend of the same id and body returns the first answer.
 *
 * Three round trips between BEGIN and COMMIT, counted by sales.int.test.ts (a BNPC discount adds two:
 * the ID's advisory lock, then its weekly cap), so the products stay locked as briefly as possible: (1) lock and read the products, with the settings, the location and any earlier sale of
 * this id; (2) the next invoice number and the products' balances, read under the locks; (3) every
 * write in one statement with the COMMIT, each balance guarded by the value it was read at.
 */
export async function completeSale(
  deps: Deps,
  actor: Actor,
  terminal: TerminalKey,
  input: CompleteSale,
  where: AuditWhere,
): Promise<SaleResult> {
  const hash = saleRequestHash(input);
  // A resend carrying a manager's password is answered before the password is checked again.
  if (input.approval) {
    const [row] = await sqlRows<{ ok: boolean }>(
      deps.database.db,
      sql`SELECT ${terminalJsonSql(terminal)} IS NOT NULL AS ok`,
    );
    if (!row?.ok) throw new DomainError('TERMINAL_NOT_ENROLLED');
    const earlier = await replay(deps, input.id, hash, terminal);
    if (earlier) return earlier;
  }
  const approver = await approverOf(deps, actor, terminal, input.approval, where);
  let written: SaleDetail | 'earlier';
  try {
    written = await deps.database.fastTransaction((tx) =>
      writeSale(tx, deps, { actor, terminal, input, hash, where }, approver),
    );
  } catch (e) {
    // The same sale sent twice at once: the second waits for the first, then finds its id taken.
    if (isUniqueViolation(e)) {
      const again = await replay(deps, input.id, hash, terminal);
      if (again) return again;
    }
    // After the rollback, so the audit row stays.
    await auditRefusal(deps, actor, input, e, where);
    throw e;
  }
  if (written === 'earlier') {
    const again = await replay(deps, input.id, hash, terminal);
    if (again) return again;
    throw new Error(`sale ${input.id} was found, then not found`);
  }
  return { sale: written, replayed: false };
}

/** The sale's transaction: read under the locks, check, take an invoice number, plan, write, answer. */
async function writeSale(
  tx: FastTx,
  deps: Deps,
  sale: { actor: Actor; terminal: TerminalKey; input: CompleteSale; hash: string; where: AuditWhere },
  approver: Approver | null,
): Promise<SaleDetail | 'earlier'> {
  const { actor, input } = sale;
  requireCustomer(input);
  const now = deps.now();
  const read = await lockAndRead(tx, input, sale.terminal);
  const { terminal, settings } = read;
  if (!terminal) throw new DomainError('TERMINAL_NOT_ENROLLED');
  // Only at a terminal of the person's branches (T12): its branch came with the terminal's row.
  assertTerminalBranch(actor, terminal.branchId);
  if (read.earlier) return 'earlier';
  const products = new Map(read.products.map((r) => [r.id, r]));
  // The senior citizen's / PWD's weekly BNPC cap, held against other sales for the same ID.
  let statutory: Statutory | undefined;
  if (input.statutory?.kind === 'bnpc5') {
    await tx.rows(sql`SELECT pg_advisory_xact_lock(hashtext(${`bnpc:${input.statutory.idNumber}`}))`);
    const used = await bnpcUsed(tx, input.statutory.idNumber, now);
    statutory = { kind: 'bnpc5', capRemainingCentavos: Math.max(0, BNPC_WEEKLY_CAP_CENTAVOS - used) };
  } else if (input.statutory?.kind === 'sc_pwd20') statutory = { kind: 'sc_pwd20' };
  const checked = checkSale({
    input,
    products,
    role: actor.role,
    approved: approver !== null,
    statutory,
    vatRegistered: settings?.vat ?? false,
    locationActive: read.locationActive,
  });
  const today = manilaDate(now);
  const { invoiceNo, businessDate, shiftId, balances } = await invoiceAndBalances(
    tx,
    terminal.id,
    terminal.locationId,
    [...products.keys()],
    today,
  );
  if (invoiceNo === null || businessDate === null) {
    const why = await whyNoSale(tx, terminal.id, today);
    if (!why?.active) throw new DomainError('TERMINAL_NOT_ENROLLED');
    if (!why.zReadingDue) throw new DomainError('SHIFT_NOT_OPEN');
    throw new DomainError(
      'Z_READING_DUE',
      `Print the Z-reading of ${why.zReadingDue} before selling on a new day (close the shift first).`,
      refusal('zReadingDue', { businessDate: why.zReadingDue }),
    );
  }
  // The sale's customer (issue 23), locked after the terminal: its credit line and points.
  let account: SaleAccount | null = null;
  if (input.customerId)
    account = await accountForSale(tx, {
      customerId: input.customerId,
      totals: checked.totals,
      payments: checked.settled.payments,
      businessDate,
      role: actor.role,
      approved: approver !== null,
    });
  const plan = planSale({
    account: account && {
      id: account.customer.id,
      name: account.customer.displayName,
      address: account.customer.address,
      tin: account.customer.tin,
      dueDate: account.dueDate,
      loyalty: loyaltyBlock(account),
    },
    input,
    requestHash: sale.hash,
    checked,
    terminal,
    settings,
    cashier: actor,
    approver,
    invoiceNo,
    businessDate,
    shiftId,
    balances,
    now,
    where: sale.where,
  });
  if (account)
    await writeAccountRows(tx, account, {
      id: plan.id,
      reference: `${plan.terminal.name} ${plan.invoiceNumber}`,
      businessDate: plan.businessDate,
      userId: actor.userId,
    });
  try {
    return await insertSalePlan(tx, plan);
  } catch (e) {
    if (isStockChanged(e))
      throw new DomainError(
        'CONCURRENT_MODIFICATION',
        'The stock changed while this sale was being saved. Send it again.',
        refusal('saleStockChangedWhileSaving'),
      );
    throw e;
  }
}

/**
 * Writes completed sales planned elsewhere (the demo history: checkSale and planSale on its own clock and
 * balances) with the sale's own statement, in the caller's transaction. Their balances are the
 * caller's to write once, at the end, through the inventory's recordMovements.
 */
export const writeSaleHistory = (tx: Tx, plans: SalePlan[]) => insertSaleHistory(tx, plans);

/**
 * A sale read by someone: the senior citizen's or PWD's ID number on it is sensitive personal data
 * (PH-RULES §9), so reading a sale that carries one is audited (privacy.sensitive_read), as a customer's.
 */
export async function auditSaleRead(deps: Deps, actor: Actor, sale: SaleDetail, at: AuditWhere) {
  if (!sale.statutory?.idNumber) return;
  await writeAudit(
    deps.database.db,
    {
      action: 'privacy.sensitive_read',
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'sale',
      targetId: sale.id,
      details: { fields: ['statutory.idNumber'], kind: sale.statutory.kind },
    },
    at,
  );
}

/** Records a reprint of a sale's invoice and audits it, in one transaction; answers when it was printed. */
export async function reprintSale(deps: Deps, actor: Actor, sale: SaleDetail, at: AuditWhere) {
  const printedAt = await deps.database.db.transaction(async (tx) => {
    const printed = await recordReprint(tx, sale.id, actor.userId, uuidv7());
    // The reprint's e-journal entry: the copy as printed, REPRINT and its time on it.
    await appendJournal(
      tx,
      invoiceJournalEntry(sale, {
        businessDate: manilaDate(deps.now()),
        createdBy: actor.userId,
        at: printed!,
        reprintedAt: printed!,
      }),
    );
    await writeAudit(
      tx,
      {
        action: 'sales.reprinted',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'sale',
        targetId: sale.id,
        details: { invoice: `${sale.terminalName} ${sale.invoiceNumber}` },
      },
      at,
    );
    return printed!;
  });
  return { printedAt, reprints: sale.reprints + 1 };
}
