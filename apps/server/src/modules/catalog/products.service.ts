import type { Tx } from '@fbms/db';
import {
  type CreateProduct,
  DomainError,
  type RefusalReason,
  refusal,
  type UpdateProduct,
} from '@fbms/domain';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import { branchScope } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postRevaluation, postStock } from '../accounting/posting.service.ts';
import { useLocation } from '../inventory/locations.service.ts';
import { ensureLot, recordMovement } from '../inventory/stock.service.ts';
import { findCategory } from './categories.repository.ts';
import {
  barcodesTaken,
  deleteProductRow,
  findProduct,
  hasMovements,
  insertProduct,
  lockProduct,
  replaceUnitsAndBarcodes,
  skuTaken,
  updateProductRow,
  writeProductImage,
} from './products.repository.ts';

type Deps = Pick<AppDeps, 'database'>;

/** The message is the first field's; `why` is that field's reason and parameters. */
const fieldError = (fields: Record<string, string>, why: { reason: RefusalReason } & object) =>
  new DomainError('VALIDATION_FAILED', Object.values(fields)[0], { ...why, fields });

/** SKU, barcodes and category are checked inside the transaction, so two editors cannot both win. */
async function checkReferences(tx: Tx, p: UpdateProduct, productId: string | null) {
  const fields: Record<string, string> = {};
  const why: ({ reason: RefusalReason } & object)[] = [];
  const sku = await skuTaken(tx, p.sku, productId);
  if (sku) fields.sku = `SKU ${p.sku} is already used by ${sku.name}`;
  if (sku) why.push(refusal('skuTaken', { sku: p.sku, productName: sku.name }));
  const taken = await barcodesTaken(
    tx,
    p.barcodes.map((b) => b.barcode),
    productId,
  );
  for (const t of taken) {
    const i = p.barcodes.findIndex((b) => b.barcode === t.barcode);
    fields[`barcodes.${i}.barcode`] = `Barcode ${t.barcode} is already used by ${t.name}`;
    why.push(refusal('barcodeTaken', { barcode: t.barcode, productName: t.name }));
  }
  if (p.categoryId) {
    const category = await findCategory(tx, p.categoryId);
    if (!category) fields.categoryId = 'That category no longer exists';
    else if (!category.isActive) fields.categoryId = `Category ${category.name} is inactive`;
    if (!category) why.push(refusal('categoryGone'));
    else if (!category.isActive) why.push(refusal('categoryInactive', { name: category.name }));
  }
  if (why[0]) throw fieldError(fields, why[0]);
}

/** Writes a new product, its units, barcodes and opening stock in the caller's transaction. */
async function insertFullProduct(tx: Tx, actor: Actor, input: CreateProduct) {
  const id = await insertProduct(tx, input, actor.userId);
  await replaceUnitsAndBarcodes(tx, id, input.units, input.barcodes);
  const warnings: string[] = [];
  for (const s of input.openingStock) {
    const lotId = s.lot ? await ensureLot(tx, id, s.lot) : null;
    const r = await recordMovement(tx, {
      productId: id,
      // The location named (one of the person's branches') or their branch's default.
      locationId: await useLocation(tx, actor, s.locationId),
      lotId,
      type: 'initial_stock',
      qtyMilli: s.qtyMilli,
      unitCostCentavos: s.unitCostCentavos ?? input.costCentavos,
      reason: 'Initial product creation',
      performedBy: actor.userId,
      allowInactive: true,
    });
    warnings.push(...r.warnings.filter((w) => !warnings.includes(w)));
    // The ledger: the opening stock at cost, against opening balance equity.
    await postStock(
      tx,
      {
        sourceType: 'stock',
        sourceId: r.movementId,
        memo: `Opening stock of ${input.sku} ${input.name}`,
        moves: [r],
      },
      actor.userId,
    );
  }
  return { id, warnings };
}

export async function createProduct(deps: Deps, actor: Actor, input: CreateProduct, where: AuditWhere) {
  return deps.database.db.transaction(async (tx) => {
    await checkReferences(tx, input, null);
    const { id, warnings } = await insertFullProduct(tx, actor, input);
    await writeAudit(
      tx,
      {
        action: 'catalog.product_created',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'product',
        targetId: id,
        details: { sku: input.sku, name: input.name, openingStock: input.openingStock.length },
      },
      where,
    );
    return { product: (await findProduct(tx, id, branchScope(actor)))!, warnings };
  });
}

export async function updateProduct(
  deps: Deps,
  actor: Actor,
  id: string,
  input: UpdateProduct,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) throw new DomainError('PRODUCT_NOT_FOUND');
    const before = (await findProduct(tx, id))!;
    if (before.isLotTracked !== input.isLotTracked && before.stockMilli !== 0)
      throw fieldError(
        { isLotTracked: 'Batch tracking can only be switched while the product has no stock' },
        refusal('lotTrackingLocked'),
      );
    await checkReferences(tx, input, id);
    await updateProductRow(tx, id, input);
    // A new cost revalues the stock on hand (the product is locked: no movement in between).
    if (input.costCentavos !== before.costCentavos)
      await postRevaluation(
        tx,
        {
          productId: id,
          product: `${input.sku} ${input.name}`,
          oldCostCentavos: before.costCentavos,
          newCostCentavos: input.costCentavos,
        },
        actor.userId,
      );
    await replaceUnitsAndBarcodes(tx, id, input.units, input.barcodes);
    const changed = (Object.keys(input) as (keyof UpdateProduct)[]).filter(
      (k) => k in before && JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(input[k]),
    );
    await writeAudit(
      tx,
      {
        action: 'catalog.product_updated',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'product',
        targetId: id,
        // Before → after of each changed field (the data-history screen shows them).
        details: {
          sku: input.sku,
          changed,
          changes: Object.fromEntries(
            changed.map((k) => [k, { from: before[k as keyof typeof before], to: input[k] }]),
          ),
        },
      },
      where,
    );
    return (await findProduct(tx, id, branchScope(actor)))!;
  });
}

/** Stores or removes the product's photo (checked by decodeImageUpload); audited as a product change. */
export async function changeProductImage(
  deps: Deps,
  actor: Actor,
  id: string,
  image: { bytes: Buffer; type: string } | null,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) throw new DomainError('PRODUCT_NOT_FOUND');
    await writeProductImage(tx, id, image);
    const product = (await findProduct(tx, id, branchScope(actor)))!;
    await writeAudit(
      tx,
      {
        action: 'catalog.product_updated',
        ...who(actor),
        targetType: 'product',
        targetId: id,
        details: {
          sku: product.sku,
          changed: ['image'],
          image: image ? { type: image.type, bytes: image.bytes.length } : 'removed',
        },
      },
      where,
    );
    return product;
  });
}

/** Deleting a product that has movements is refused: deactivate it instead (issue 4). */
export async function deleteProduct(deps: Deps, actor: Actor, id: string, where: AuditWhere) {
  await deps.database.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) throw new DomainError('PRODUCT_NOT_FOUND');
    if (await hasMovements(tx, id))
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'This product has stock history, so it cannot be deleted. Deactivate it instead.',
        refusal('productHasHistory'),
      );
    const before = (await findProduct(tx, id))!;
    await deleteProductRow(tx, id);
    await writeAudit(
      tx,
      {
        action: 'catalog.product_deleted',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'product',
        targetId: id,
        details: { sku: before.sku, name: before.name },
      },
      where,
    );
  });
}
