import { type Tx, uuidv7 } from '@fbms/db';
import { type CreateProduct, DomainError, manilaDate, refusal, stockEntry } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { branchIn, branchScope } from '../../platform/http/branch-scope.ts';
import { postEntries } from '../accounting/posting.service.ts';
import { type BranchActor, defaultLocationId, EVERY_BRANCH } from '../inventory/locations.service.ts';
import { type MovementRow, recordMovements } from '../inventory/stock.service.ts';
import { insertProducts } from './products.repository.ts';

/** PostgreSQL takes at most 65,535 parameters in one statement; stay well under. */
const MAX_PARAMS = 30_000;

async function insertRows(tx: Tx, head: SQL, rows: unknown[][]) {
  if (rows.length === 0) return;
  const per = Math.max(1, Math.floor(MAX_PARAMS / rows[0]!.length));
  for (let i = 0; i < rows.length; i += per) {
    const tuples = rows.slice(i, i + per).map(
      (r) =>
        sql`(${sql.join(
          r.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    );
    await tx.execute(sql`${head} VALUES ${sql.join(tuples, sql`, `)}`);
  }
}

/**
 * Writes brand-new products (an import chunk) in a handful of statements instead of a dozen per
 * product: the products, their units, barcodes and lots, and their opening stock as `initial_stock`
 * movements with the balances they add up to (written by the inventory's recordMovements), exactly as
 * recordMovement would leave them for a new product (previous = the stock already recorded at that
 * location in this call, new = previous + qty; balance = sum of the movements). The caller has checked the rows (schema, SKUs and barcodes free).
 */
export async function insertNewProducts(
  tx: Tx,
  actor: { userId: string } & Partial<BranchActor>,
  inputs: CreateProduct[],
): Promise<string[]> {
  const items = inputs.map((p) => ({ id: uuidv7(), p }));
  // Opening stock with no location goes to the person's branch's default location (decision 0013); a
  // location of a branch that is not theirs is refused as a missing one is.
  const who: BranchActor = actor.branchIds
    ? { branchIds: actor.branchIds, activeBranchId: actor.activeBranchId ?? null }
    : EVERY_BRANCH;
  const stocked = inputs.flatMap((p) => p.openingStock);
  const fallback = stocked.some((s) => !s.locationId) ? await defaultLocationId(tx, who) : '';
  const locationOf = (s: { locationId?: string | null | undefined }) => s.locationId ?? fallback;
  const locations = [...new Set(stocked.map(locationOf))];
  if (locations.length) {
    const active = (await tx.execute(
      sql`SELECT l.id FROM locations l WHERE l.is_active AND l.id IN ${locations}
             AND ${branchIn(branchScope(who), sql`l.branch_id`, 'allowed')}`,
    )) as unknown as { rows: { id: string }[] };
    if (active.rows.length !== locations.length)
      throw new DomainError(
        'VALIDATION_FAILED',
        'Choose an active location',
        refusal('locationInactive', { fields: { locationId: 'Choose an active location' } }),
      );
  }

  await insertProducts(tx, items, actor.userId);

  const units: unknown[][] = [];
  const barcodes: unknown[][] = [];
  const lots: unknown[][] = [];
  const balances = new Map<
    string,
    { productId: string; locationId: string; lotId: string | null; qty: number }
  >();
  const movements: MovementRow[] = [];
  for (const { id, p } of items) {
    const unitIds = new Map<string, string>();
    for (const u of p.units) {
      const unitId = uuidv7();
      unitIds.set(u.code.toLowerCase(), unitId);
      units.push([unitId, id, u.code, u.baseMilliPerUnit, u.priceCentavos]);
    }
    for (const b of p.barcodes)
      barcodes.push([b.barcode, id, b.unitCode ? (unitIds.get(b.unitCode.toLowerCase()) ?? null) : null]);
    const lotIds = new Map<string, string>();
    const atLocation = new Map<string, number>();
    for (const s of p.openingStock) {
      if (!(s.qtyMilli > 0))
        throw new DomainError(
          'VALIDATION_FAILED',
          'Quantity must be greater than 0',
          refusal('quantityNotPositive'),
        );
      const locationId = locationOf(s);
      let lotId: string | null = null;
      if (s.lot) {
        lotId = lotIds.get(s.lot.batchNumber) ?? null;
        if (!lotId) {
          lotId = uuidv7();
          lotIds.set(s.lot.batchNumber, lotId);
          lots.push([
            lotId,
            id,
            s.lot.batchNumber,
            s.lot.expiryDate ?? null,
            s.lot.manufacturingDate ?? null,
          ]);
        }
      }
      const key = `${id}|${locationId}|${lotId ?? ''}`;
      const balance = balances.get(key) ?? { productId: id, locationId, lotId, qty: 0 };
      balance.qty += s.qtyMilli;
      balances.set(key, balance);
      const previous = atLocation.get(locationId) ?? 0;
      atLocation.set(locationId, previous + s.qtyMilli);
      movements.push({
        id: uuidv7(),
        productId: id,
        locationId,
        lotId,
        type: 'initial_stock',
        qtyMilli: s.qtyMilli,
        previousMilli: previous,
        newMilli: previous + s.qtyMilli,
        unitCostCentavos: s.unitCostCentavos ?? p.costCentavos,
        reason: 'Initial product creation',
        referenceType: null,
        referenceId: null,
        referenceNumber: null,
        performedBy: actor.userId,
      });
    }
  }
  await insertRows(
    tx,
    sql`INSERT INTO product_units (id, product_id, code, base_milli_per_unit, price_centavos)`,
    units,
  );
  await insertRows(tx, sql`INSERT INTO product_barcodes (barcode, product_id, unit_id)`, barcodes);
  await insertRows(
    tx,
    sql`INSERT INTO lots (id, product_id, batch_number, expiry_date, manufacturing_date)`,
    lots,
  );
  // The opening stock through the inventory's ledger: new balances (none existed) and their movements.
  await recordMovements(tx, {
    balances: [...balances.values()].map((b) => ({
      id: uuidv7(),
      productId: b.productId,
      locationId: b.locationId,
      lotId: b.lotId,
      was: null,
      next: { qtyMilli: b.qty, looseMilli: 0 },
    })),
    movements,
  });
  // The ledger: each opening stock at the product's cost (one entry per movement, as a new product's),
  // in one statement.
  const byId = new Map(items.map((i) => [i.id, i.p]));
  const today = manilaDate(new Date());
  await postEntries(
    tx,
    movements.map((m) => {
      const p = byId.get(m.productId)!;
      return {
        posting: stockEntry({
          sourceType: 'stock',
          sourceId: m.id,
          date: today,
          memo: `Opening stock of ${p.sku} ${p.name}`,
          moves: [
            {
              type: 'initial_stock',
              previousMilli: m.previousMilli,
              newMilli: m.newMilli,
              costCentavos: p.costCentavos,
            },
          ],
        }),
        postedBy: actor.userId,
      };
    }),
  );
  return items.map((i) => i.id);
}
