import { createHash } from 'node:crypto';
import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  DomainError,
  inputVatOf,
  manilaDate,
  refusal,
  returnUnitCost,
  type SupplierReturn,
  type SupplierReturnValues,
  supplierReturnPosting,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import { type BranchScope, branchScope, locationIn } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { nextPurchaseNumber } from '../../platform/series.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { type BranchActor, EVERY_BRANCH, useLocation } from '../inventory/locations.service.ts';

import {
  type BalanceChange,
  lockProductsForStock,
  type MovementRow,
  recordMovements,
} from '../inventory/stock.service.ts';
import { insertBill, lockSupplier } from './payables-ledger.service.ts';
import { returnLines, returnRow } from './receiving.repository.ts';

/**
 * Supplier returns (issue 24): goods go back to the supplier. One transaction: the supplier's lock, the
 * products locked in id order, each line at most what is in stock (of its lot) at the location, the SR
 * number, return_out movements at the product's cost, a debit memo on the payables (negative) and the
 * journal entry (the credit net of VAT against the stock's cost, the difference to revaluation).
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

export function returnRequestHash(v: SupplierReturnValues): string {
  return createHash('sha256').update(JSON.stringify(v)).digest('hex');
}

/** One return, if its location is in one of the person's branches (`scope`, default every branch); else 404. */
export async function returnOf(
  deps: { database: { db: Deps['database']['db'] | Tx } },
  id: string,
  scope: BranchScope = branchScope(EVERY_BRANCH),
) {
  const db = deps.database.db;
  const row = await returnRow(db, id, scope);
  if (!row) throw new DomainError('SUPPLIER_RETURN_NOT_FOUND');
  const { requestHash: _h, lineCount: _c, ...r } = row;
  return { ...r, lines: await returnLines(db, id) } satisfies SupplierReturn;
}

export async function createReturn(
  deps: Deps,
  actor: Actor,
  input: SupplierReturnValues,
  where: AuditWhere,
): Promise<{ ret: SupplierReturn; created: boolean }> {
  const hash = returnRequestHash(input);
  const today = manilaDate(deps.now());
  const created = await deps.database.db.transaction(async (tx) => {
    const supplier = await lockSupplier(tx, input.supplierId, { allowInactive: true });
    const [was] = await sqlRows<{ h: string }>(
      tx,
      sql`SELECT request_hash AS h FROM supplier_returns WHERE id = ${input.id}`,
    );
    if (was) {
      if (was.h !== hash)
        throw new DomainError(
          'BUSINESS_INVALID_OPERATION',
          'This return was already recorded with other details. Start a new one.',
          refusal('documentIdReused'),
        );
      return false;
    }
    const returnNo = await writeReturn(tx, {
      input,
      supplier,
      businessDate: today,
      hash,
      userId: actor.userId,
      actor,
    });
    await writeAudit(
      tx,
      {
        action: 'purchases.goods_returned',
        ...who(actor),
        targetType: 'supplier_return',
        targetId: input.id,
        details: { returnNo, supplierId: supplier.id },
      },
      where,
    );
    return true;
  });
  return { ret: await returnOf(deps, input.id, branchScope(actor)), created };
}

export async function writeReturn(
  tx: Tx,
  a: {
    input: SupplierReturnValues;
    supplier: { id: string; name: string; vatRegistered: boolean };
    businessDate: string;
    hash: string;
    userId: string;
    /** Whose branches the return is made in (the route's person; the demo seeder: every branch). */
    actor?: BranchActor;
  },
): Promise<string> {
  const { input, supplier } = a;
  const actor = a.actor ?? EVERY_BRANCH;
  // A voucher of a branch that is not the person's is not found (T12).
  let rvLocation: string | null = null;
  if (input.rvId) {
    const [rv] = await sqlRows<{ s: string; l: string }>(
      tx,
      sql`SELECT supplier_id AS s, location_id AS l FROM receiving_vouchers
           WHERE id = ${input.rvId} AND ${locationIn(branchScope(actor), sql`location_id`, 'allowed')}`,
    );
    if (!rv || rv.s !== supplier.id) throw new DomainError('RECEIVING_VOUCHER_NOT_FOUND');
    rvLocation = rv.l;
  }
  // The location named (one of the person's branches'), else the voucher's, else their branch's default.
  const locationId = await useLocation(tx, actor, input.locationId ?? rvLocation);
  const held = await lockProductsForStock(
    tx,
    input.lines.map((l) => l.productId),
  );
  const ids = [...held.keys()];
  const balances = ids.length
    ? await sqlRows<{ id: string; productId: string; lotId: string | null; q: number; l: number }>(
        tx,
        sql`SELECT id, product_id AS "productId", lot_id AS "lotId", qty_milli::float8 AS q, loose_milli::float8 AS l
              FROM stock_balances WHERE location_id = ${locationId}
               AND product_id IN (${sql.join(
                 ids.map((id) => sql`${id}::uuid`),
                 sql`, `,
               )})`,
      )
    : [];
  const here = new Map<string, number>();
  for (const b of balances) here.set(b.productId, (here.get(b.productId) ?? 0) + b.q);
  const returnNo = await nextPurchaseNumber(tx, 'supplierReturn', a.businessDate);
  const changes: BalanceChange[] = [];
  const movements: MovementRow[] = [];
  let costTotal = 0;
  const lines = input.lines.map((l, i) => {
    const p = held.get(l.productId);
    if (!p) throw new DomainError('PRODUCT_NOT_FOUND');
    if (p.isLotTracked && !l.lotId)
      throw new DomainError(
        'VALIDATION_FAILED',
        'Choose the batch (lot) of this stock',
        refusal('lotRequired', { fields: { [`lines.${i}.lotId`]: 'Choose the batch (lot) of this stock' } }),
      );
    const b = balances.find(
      (x) => x.productId === l.productId && (x.lotId ?? null) === (p.isLotTracked ? l.lotId : null),
    );
    if (!b || b.q < l.qtyMilli)
      throw new DomainError(
        'VALIDATION_FAILED',
        `You cannot return more ${p.name} than is in stock here (${(b?.q ?? 0) / 1000} ${p.baseUnit}).`,
        refusal('returnMoreThanReceived', {
          availableMilli: b?.q ?? 0,
          fields: {
            [`lines.${i}.qtyMilli`]: 'You cannot return more than was received and is still in stock',
          },
        }),
      );
    const loose = Math.min(b.l, l.qtyMilli);
    changes.push({
      id: b.id,
      productId: p.id,
      locationId,
      lotId: b.lotId,
      was: { qtyMilli: b.q, looseMilli: b.l },
      next: { qtyMilli: b.q - l.qtyMilli, looseMilli: b.l - loose },
    });
    b.q -= l.qtyMilli;
    b.l -= loose;
    const previous = here.get(p.id) ?? 0;
    here.set(p.id, previous - l.qtyMilli);
    const movementId = uuidv7();
    movements.push({
      id: movementId,
      productId: p.id,
      locationId,
      lotId: b.lotId,
      type: 'return_out',
      qtyMilli: -l.qtyMilli,
      previousMilli: previous,
      newMilli: previous - l.qtyMilli,
      unitCostCentavos: p.costCentavos,
      reason: input.reason,
      referenceType: 'supplier_return',
      referenceId: input.id,
      referenceNumber: returnNo,
      performedBy: a.userId,
    });
    const unitCost = l.unitCostCentavos ?? returnUnitCost(p.costCentavos, supplier.vatRegistered);
    const lineCentavos = Math.round((l.qtyMilli * unitCost) / 1000);
    costTotal += Math.round((l.qtyMilli * p.costCentavos) / 1000);
    return { l, lotId: b.lotId, unitCost, lineCentavos, movementId };
  });
  const total = lines.reduce((s, x) => s + x.lineCentavos, 0);
  if (total <= 0)
    throw new DomainError(
      'VALIDATION_FAILED',
      'The return is worth nothing: enter what the supplier credits.',
      refusal('returnMoreThanReceived', { fields: { lines: 'Enter what the supplier credits' } }),
    );
  const inputVat = inputVatOf(total, supplier.vatRegistered);
  await sqlRows(
    tx,
    sql`INSERT INTO supplier_returns (id, return_no, supplier_id, rv_id, location_id, business_date, reason,
                                      total_centavos, input_vat_centavos, request_hash, created_by)
        VALUES (${input.id}, ${returnNo}, ${supplier.id}, ${input.rvId}, ${locationId}, ${a.businessDate},
                ${input.reason}, ${total}, ${inputVat}, ${a.hash}, ${a.userId})`,
  );
  await sqlRows(
    tx,
    sql`INSERT INTO supplier_return_lines (id, return_id, line_no, product_id, lot_id, qty_milli, unit_cost_centavos,
                                           line_centavos, movement_id)
        VALUES ${sql.join(
          lines.map(
            (x, i) =>
              sql`(${uuidv7()}, ${input.id}, ${i + 1}, ${x.l.productId}, ${x.lotId}, ${x.l.qtyMilli}, ${x.unitCost},
                   ${x.lineCentavos}, ${x.movementId})`,
          ),
          sql`, `,
        )}`,
  );
  // Two lines of one balance: the statement wants each balance once, as it was and as it ends.
  const merged = new Map<string, BalanceChange>();
  for (const c of changes) {
    const m = merged.get(c.id);
    merged.set(c.id, m ? { ...m, next: c.next } : c);
  }
  await recordMovements(tx, { balances: [...merged.values()], movements });
  await insertBill(tx, {
    supplierId: supplier.id,
    kind: 'debit_memo',
    returnId: input.id,
    reference: returnNo,
    billDate: a.businessDate,
    dueDate: a.businessDate,
    amountCentavos: -total,
    inputVatCentavos: -inputVat,
  });
  await postEntry(
    tx,
    supplierReturnPosting({
      id: input.id,
      number: returnNo,
      date: a.businessDate,
      supplierName: supplier.name,
      totalCentavos: total,
      inputVatCentavos: inputVat,
      costCentavos: costTotal,
    }),
    a.userId,
  );
  return returnNo;
}
