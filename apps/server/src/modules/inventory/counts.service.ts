import { sqlRows, uuidv7 } from '@fbms/db';
import {
  type CountEntries,
  DomainError,
  MAX_COUNT_SHEET_LINES,
  type NewCountSheet,
  refusal,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import { branchScope } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postStock } from '../accounting/posting.service.ts';
import {
  countCandidates,
  countLines,
  findCountSheet,
  insertCountSheet,
  nextCountNumber,
} from './counts.repository.ts';
import { useLocation } from './locations.repository.ts';
import { lockProductForStock, lotStockAt, stockAt } from './stock.repository.ts';
import { type MovementResult, recordMovement } from './stock.service.ts';

type Deps = Pick<AppDeps, 'database'>;

const notFound = () =>
  new DomainError('DB_RECORD_NOT_FOUND', 'This count sheet does not exist', refusal('countSheetNotFound'));
const notDraft = (status: string) =>
  new DomainError(
    'BUSINESS_INVALID_OPERATION',
    `This count sheet is already ${status}`,
    refusal('countSheetClosed', { status }),
  );

/** Makes a recount sheet for a location (optionally one category) with what the system expects now. */
export async function createCountSheet(deps: Deps, actor: Actor, input: NewCountSheet, where: AuditWhere) {
  return deps.database.db.transaction(async (tx) => {
    const locationId = await useLocation(tx, actor, input.locationId);
    const loc = await sqlRows<{ name: string }>(
      tx,
      sql`SELECT name FROM locations WHERE id = ${locationId} AND is_active`,
    );
    if (!loc[0])
      throw new DomainError(
        'VALIDATION_FAILED',
        'Choose an active location',
        refusal('locationInactive', { fields: { locationId: 'Choose an active location' } }),
      );
    const categoryId = input.categoryId ?? null;
    let categoryName: string | null = null;
    if (categoryId) {
      const cat = await sqlRows<{ name: string }>(
        tx,
        sql`SELECT name FROM categories WHERE id = ${categoryId}`,
      );
      if (!cat[0])
        throw new DomainError(
          'VALIDATION_FAILED',
          'Choose a category',
          refusal('categoryRequired', { fields: { categoryId: 'Choose a category' } }),
        );
      categoryName = cat[0].name;
    }
    const n = await countCandidates(tx, locationId, categoryId, input.onlyStocked);
    if (n === 0)
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'There is nothing to count here: no active products',
        refusal('nothingToCount'),
      );
    if (n > MAX_COUNT_SHEET_LINES)
      throw new DomainError(
        'VALIDATION_FAILED',
        `This sheet would have ${n.toLocaleString('en-PH')} lines; count one category at a time (at most ${MAX_COUNT_SHEET_LINES.toLocaleString('en-PH')})`,
        refusal('countSheetTooLarge', {
          lines: n,
          max: MAX_COUNT_SHEET_LINES,
          fields: { categoryId: 'Choose a category to count' },
        }),
      );
    const id = uuidv7();
    const number = await nextCountNumber(tx);
    const title = `${loc[0].name} · ${categoryName ?? 'All products'}`;
    await insertCountSheet(tx, {
      id,
      number,
      locationId,
      title,
      notes: input.notes ?? null,
      createdBy: actor.userId,
      categoryId,
      onlyStocked: input.onlyStocked,
    });
    await writeAudit(
      tx,
      {
        action: 'inventory.count_created',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'stock_count',
        targetId: id,
        details: { number, locationId, categoryId, lines: n },
      },
      where,
    );
    return { id, number, lineCount: n };
  });
}

/** Saves counted quantities on a draft sheet (several people may count different shelves). */
export async function saveCounts(deps: Deps, actor: Actor, countId: string, entries: CountEntries) {
  return deps.database.db.transaction(async (tx) => {
    const sheet = await findCountSheet(tx, countId, branchScope(actor), true);
    if (!sheet) throw notFound();
    if (sheet.status !== 'draft') throw notDraft(sheet.status);
    let saved = 0;
    for (const e of entries.lines) {
      const r = await sqlRows<{ id: string }>(
        tx,
        sql`UPDATE stock_count_lines SET counted_milli = ${e.countedMilli}
             WHERE id = ${e.lineId} AND count_id = ${countId} RETURNING id`,
      );
      if (!r[0])
        throw new DomainError(
          'VALIDATION_FAILED',
          'A counted line is not on this sheet',
          refusal('countLineNotOnSheet', { fields: { lines: 'A counted line is not on this sheet' } }),
        );
      saved++;
    }
    return { saved };
  });
}

/**
 * Posts a sheet as one document: each counted line moves the stock to the counted quantity (a `recount`
 * in, or an `adjustment_out`), against the stock at posting time. Lines not counted are left alone.
 */
export async function postCount(deps: Deps, actor: Actor, countId: string, where: AuditWhere) {
  return deps.database.db.transaction(async (tx) => {
    const sheet = await findCountSheet(tx, countId, branchScope(actor), true);
    if (!sheet) throw notFound();
    if (sheet.status !== 'draft') throw notDraft(sheet.status);
    const lines = (await countLines(tx, countId))
      .filter((l) => l.countedMilli !== null)
      // Lock products in id order, as every multi-product writer does.
      .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
    if (lines.length === 0)
      throw new DomainError(
        'VALIDATION_FAILED',
        'Enter at least one counted quantity before posting',
        refusal('countNothingEntered'),
      );
    const changedProducts: string[] = [];
    const moved: MovementResult[] = [];
    let valueCentavos = 0;
    for (const line of lines) {
      const product = await lockProductForStock(tx, line.productId);
      if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
      const now = line.lotId
        ? await lotStockAt(tx, line.productId, sheet.locationId, line.lotId)
        : await stockAt(tx, line.productId, sheet.locationId);
      const diff = (line.countedMilli ?? 0) - now;
      let movementId: string | null = null;
      if (diff !== 0) {
        const m = await recordMovement(tx, {
          productId: line.productId,
          locationId: sheet.locationId,
          lotId: line.lotId,
          type: diff > 0 ? 'recount' : 'adjustment_out',
          qtyMilli: Math.abs(diff),
          reason: `Recount ${sheet.number}: counted ${diff > 0 ? 'more' : 'less'} than recorded`,
          referenceType: 'stock_count',
          referenceId: countId,
          referenceNumber: sheet.number,
          performedBy: actor.userId,
          allowInactive: true,
        });
        movementId = m.movementId;
        moved.push(m);
        changedProducts.push(line.productId);
        valueCentavos += Math.round((diff * line.unitCostCentavos) / 1000);
      }
      await tx.execute(sql`UPDATE stock_count_lines SET posted_stock_milli = ${now}, movement_id = ${movementId}
                           WHERE id = ${line.id}`);
    }
    // The ledger: the recount's gains and losses against inventory, at cost.
    await postStock(
      tx,
      {
        sourceType: 'stock_count',
        sourceId: countId,
        number: sheet.number,
        memo: `Stock count ${sheet.number} posted`,
        moves: moved,
      },
      actor.userId,
    );
    await tx.execute(sql`UPDATE stock_counts SET status = 'posted', posted_by = ${actor.userId}, posted_at = now()
                         WHERE id = ${countId}`);
    await writeAudit(
      tx,
      {
        action: 'inventory.count_posted',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'stock_count',
        targetId: countId,
        details: {
          number: sheet.number,
          counted: lines.length,
          changed: changedProducts.length,
          valueCentavos,
        },
      },
      where,
    );
    return {
      number: sheet.number,
      counted: lines.length,
      changed: changedProducts.length,
      valueCentavos,
      changedProducts,
    };
  });
}

export async function cancelCount(deps: Deps, actor: Actor, countId: string, where: AuditWhere) {
  return deps.database.db.transaction(async (tx) => {
    const sheet = await findCountSheet(tx, countId, branchScope(actor), true);
    if (!sheet) throw notFound();
    if (sheet.status !== 'draft') throw notDraft(sheet.status);
    await tx.execute(sql`UPDATE stock_counts SET status = 'cancelled' WHERE id = ${countId}`);
    await writeAudit(
      tx,
      {
        action: 'inventory.count_cancelled',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'stock_count',
        targetId: countId,
        details: { number: sheet.number },
      },
      where,
    );
    return { number: sheet.number };
  });
}
