import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  can,
  canTransfer,
  DomainError,
  manilaDate,
  nextTransferStatus,
  type Posting,
  pickLotsFefo,
  refusal,
  stockEntry,
  type TransferAction,
  type TransferApproveInput,
  type TransferCancelInput,
  type TransferCondition,
  type TransferCreateInput,
  type TransferIssueInput,
  type TransferListQuery,
  type TransferOptions,
  type TransferReceiveInput,
  type TransferResolveInput,
  type TransferSlip,
  type TransferStatus,
  type TransferStepInput,
  type TransferUpdateInput,
  toLines,
  transferActionRule,
  transferActionsFor,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import { branchIn, branchScope, mayUseBranch } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { nextTransferNumber } from '../../platform/series.ts';
import { postEntries } from '../accounting/posting.service.ts';
import { type LockedProduct, lockProductsForStock } from './stock.repository.ts';
import { type MovementResult, recordMovement } from './stock.service.ts';
import {
  findSlip,
  inTransitItems,
  listSlips,
  locationOptions,
  lockSlip,
  lotValue,
  lowStockAt,
  placesOf,
  productsOf,
  type R,
  type SlipRow,
  slipLines,
  slipLots,
  stockByLotAt,
} from './transfers.repository.ts';

/**
 * Transfer slips (issue 26, decision 0013): draft → requested → approved (the sending branch) → in
 * transit (issued: transfer_out at the source, lot by lot, at the source's cost) → received (the
 * receiving branch, once: transfer_in of what arrived in good order) → closed, or cancelled before issue.
 * Every step is one transaction holding the slip's row lock, asks the domain's rules (canTransfer), checks
 * the person's side of the slip, records who and when, writes the audit row and bumps the version; the
 * stock movements and their journal entries (inventory ↔ inventory in transit 1210; a write-off: in
 * transit → shrinkage 5020) are written in the same transaction.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;
const today = (deps: Deps) => manilaDate(deps.now());

const notFound = () => new DomainError('TRANSFER_NOT_FOUND');

interface Side {
  from: boolean;
  to: boolean;
}

function sideOf(actor: Actor, row: { fromBranchId: string; toBranchId: string }): Side {
  const scope = branchScope(actor);
  return { from: mayUseBranch(scope, row.fromBranchId), to: mayUseBranch(scope, row.toBranchId) };
}

/** What this person may do on the slip now: the status's actions, their side of it, their permission. */
export function actionsFor(
  actor: Actor,
  slip: { status: TransferStatus; totalOpenMilli: number },
  side: Side,
): TransferAction[] {
  if (!can(actor.role, 'inventory', 'transfer')) return [];
  return transferActionsFor(slip.status).filter((a) => {
    const rule = transferActionRule(a).side;
    if (rule === 'from' && !side.from) return false;
    if (rule === 'to' && !side.to) return false;
    if (a === 'close' && slip.totalOpenMilli > 0) return false;
    if (a === 'resolve' && slip.totalOpenMilli <= 0) return false;
    return true;
  });
}

/** The full slip as this person sees it; a slip of branches that are not theirs is not found. */
export async function transferOf(
  deps: Deps,
  actor: Actor,
  id: string,
  db: R = deps.database.db,
): Promise<TransferSlip> {
  const slip = await findSlip(db, id);
  if (!slip) throw notFound();
  const side = sideOf(actor, slip);
  if (!side.from && !side.to) throw notFound();
  return { ...slip, side, actions: actionsFor(actor, slip, side) };
}

const audit = (
  tx: Tx,
  actor: Actor,
  where: AuditWhere,
  step:
    | 'created'
    | 'changed'
    | 'requested'
    | 'approved'
    | 'issued'
    | 'received'
    | 'resolved'
    | 'closed'
    | 'cancelled',
  slip: { id: string; transferNo: string },
  details: Record<string, unknown> = {},
) =>
  writeAudit(
    tx,
    {
      action: `inventory.transfer_${step}`,
      ...who(actor),
      targetType: 'transfer_slip',
      targetId: slip.id,
      details: { transferNo: slip.transferNo, ...details },
    },
    where,
  );

async function branchName(tx: Tx, id: string): Promise<string> {
  const [row] = await sqlRows<{ name: string }>(tx, sql`SELECT name FROM branches WHERE id = ${id}`);
  return row?.name ?? '';
}

/**
 * Locks the slip for `action`: not found when it is not the person's (either branch), refused when its
 * status does not allow the action or the person works on the wrong side of it, or the version is stale.
 */
async function lockFor(
  tx: Tx,
  actor: Actor,
  id: string,
  action: TransferAction,
  version: number | undefined,
): Promise<SlipRow> {
  const row = await lockSlip(tx, id);
  if (!row) throw notFound();
  const side = sideOf(actor, row);
  if (!side.from && !side.to) throw notFound();
  if (!canTransfer(row.status, action)) {
    if (action === 'receive' && (row.status === 'received' || row.status === 'closed'))
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'This transfer slip was already received. A slip is received once; resolve what is still open instead.',
        refusal('transferAlreadyReceived', { transferNo: row.transferNo }),
      );
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      `A transfer slip that is ${row.status} cannot be ${STEP_WORD[action]}.`,
      refusal('transferStatusWrong', { status: row.status, step: action, transferNo: row.transferNo }),
    );
  }
  const rule = transferActionRule(action).side;
  if (rule === 'from' && !side.from) {
    const branch = await branchName(tx, row.fromBranchId);
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      `Only someone who works in the sending branch (${branch}) can do this.`,
      refusal('transferSendingBranchOnly', { branch }),
    );
  }
  if (rule === 'to' && !side.to) {
    const branch = await branchName(tx, row.toBranchId);
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      `Only someone who works in the receiving branch (${branch}) can receive this slip.`,
      refusal('transferReceivingBranchOnly', { branch }),
    );
  }
  if (version !== undefined && version !== row.version)
    throw new DomainError('DOCUMENT_CHANGED', undefined, { version: row.version });
  return row;
}

const STEP_WORD: Record<TransferAction, string> = {
  edit: 'changed',
  request: 'requested',
  approve: 'approved',
  issue: 'issued',
  receive: 'received',
  resolve: 'resolved',
  close: 'closed',
  cancel: 'cancelled',
};

// ─── Reads ───────────────────────────────────────────────────────────────────────────────────────────

export function transfersList(
  deps: Deps,
  actor: Actor,
  q: Required<Pick<TransferListQuery, 'page' | 'pageSize'>> & TransferListQuery,
) {
  return listSlips(deps.database.db, branchScope(actor), {
    status: q.status ?? 'all',
    direction: q.direction ?? 'all',
    q: q.q,
    from: q.from,
    to: q.to,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
}

/** From: the active locations of the person's branches. To: every active location of every active branch. */
export async function transferOptions(deps: Deps, actor: Actor): Promise<TransferOptions> {
  const db = deps.database.db;
  return {
    fromLocations: await locationOptions(db, branchIn(branchScope(actor), sql`l.branch_id`, 'allowed')),
    toLocations: await locationOptions(db, sql`true`),
  };
}

export async function transfersInTransit(deps: Deps, actor: Actor) {
  const items = await inTransitItems(deps.database.db, branchScope(actor));
  return { items, totalValueCentavos: items.reduce((s, i) => s + i.valueCentavos, 0) };
}

export async function transferLowStock(deps: Deps, actor: Actor, toLocationId: string) {
  const db = deps.database.db;
  const place = (await placesOf(db, [toLocationId])).get(toLocationId);
  if (!place || !mayUseBranch(branchScope(actor), place.branchId))
    throw new DomainError(
      'VALIDATION_FAILED',
      'A transfer must come from or go to a location of a branch you work in.',
      refusal('transferNotYourBranch', { fields: { toLocationId: 'Choose a location of your branch' } }),
    );
  return { items: await lowStockAt(db, branchScope(actor), toLocationId) };
}

// ─── Create and change ───────────────────────────────────────────────────────────────────────────────

type Header = Omit<TransferCreateInput, 'submit' | 'source'>;

/** Checks the two places and the products; answers their branches. */
async function checkHeader(tx: Tx, actor: Actor, input: Header) {
  const places = await placesOf(tx, [input.fromLocationId, input.toLocationId]);
  const from = places.get(input.fromLocationId);
  const to = places.get(input.toLocationId);
  for (const [field, p] of [
    ['fromLocationId', from],
    ['toLocationId', to],
  ] as const)
    if (!p?.isActive || !p.branchActive)
      throw new DomainError(
        'VALIDATION_FAILED',
        'Choose an active location',
        refusal('locationInactive', { fields: { [field]: 'Choose an active location' } }),
      );
  const scope = branchScope(actor);
  if (!mayUseBranch(scope, from!.branchId) && !mayUseBranch(scope, to!.branchId))
    throw new DomainError(
      'VALIDATION_FAILED',
      'A transfer must come from or go to a location of a branch you work in.',
      refusal('transferNotYourBranch', {
        fields: {
          fromLocationId: 'Choose a location of your branch',
          toLocationId: 'Choose a location of your branch',
        },
      }),
    );
  const products = await productsOf(
    tx,
    input.lines.map((l) => l.productId),
  );
  input.lines.forEach((l, i) => {
    const p = products.get(l.productId);
    if (!p?.isActive)
      throw new DomainError(
        'VALIDATION_FAILED',
        `${p?.name ?? 'A product'} is inactive or does not exist: choose an active product.`,
        refusal('transferProductInactive', {
          product: p?.name ?? l.productId,
          fields: { [`lines.${i}.productId`]: 'Choose an active product' },
        }),
      );
  });
  return { from: from!, to: to! };
}

async function writeLines(tx: Tx, slipId: string, lines: Header['lines']) {
  await sqlRows(tx, sql`DELETE FROM transfer_slip_lines WHERE slip_id = ${slipId}`);
  await sqlRows(
    tx,
    sql`INSERT INTO transfer_slip_lines (id, slip_id, line_no, product_id, requested_milli, notes)
        VALUES ${sql.join(
          lines.map(
            (l, i) =>
              sql`(${uuidv7()}, ${slipId}, ${i + 1}, ${l.productId}, ${l.requestedMilli}, ${l.notes || null})`,
          ),
          sql`, `,
        )}`,
  );
}

export async function createTransfer(
  deps: Deps,
  actor: Actor,
  input: TransferCreateInput,
  where: AuditWhere,
): Promise<TransferSlip> {
  return deps.database.db.transaction(async (tx) => {
    const { from, to } = await checkHeader(tx, actor, input);
    const businessDate = today(deps);
    const transferNo = await nextTransferNumber(tx, businessDate);
    const id = uuidv7();
    const submit = input.submit === true;
    await sqlRows(
      tx,
      sql`INSERT INTO transfer_slips (id, transfer_no, from_location_id, to_location_id, from_branch_id, to_branch_id,
                                      status, transfer_date, expected_delivery_date, vehicle_info, driver_info, notes,
                                      source, created_by, requested_by, requested_at)
          VALUES (${id}, ${transferNo}, ${from.id}, ${to.id}, ${from.branchId}, ${to.branchId},
                  ${submit ? 'requested' : 'draft'}, ${input.transferDate ?? businessDate},
                  ${input.expectedDeliveryDate ?? null}, ${input.vehicleInfo || null}, ${input.driverInfo || null},
                  ${input.notes || null}, ${input.source ?? 'manual'}, ${actor.userId},
                  ${submit ? actor.userId : null}, ${submit ? sql`now()` : null})`,
    );
    await writeLines(tx, id, input.lines);
    await audit(
      tx,
      actor,
      where,
      'created',
      { id, transferNo },
      {
        from: from.name,
        to: to.name,
        lines: input.lines.length,
        source: input.source ?? 'manual',
      },
    );
    if (submit) await audit(tx, actor, where, 'requested', { id, transferNo });
    return transferOf(deps, actor, id, tx);
  });
}

export async function updateTransfer(
  deps: Deps,
  actor: Actor,
  id: string,
  input: TransferUpdateInput,
  where: AuditWhere,
): Promise<TransferSlip> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockFor(tx, actor, id, 'edit', input.version);
    const { from, to } = await checkHeader(tx, actor, input);
    await sqlRows(
      tx,
      sql`UPDATE transfer_slips SET from_location_id = ${from.id}, to_location_id = ${to.id},
                 from_branch_id = ${from.branchId}, to_branch_id = ${to.branchId},
                 transfer_date = ${input.transferDate ?? row.transferDate},
                 expected_delivery_date = ${input.expectedDeliveryDate ?? null},
                 vehicle_info = ${input.vehicleInfo || null}, driver_info = ${input.driverInfo || null},
                 notes = ${input.notes || null}, version = version + 1, updated_at = now()
           WHERE id = ${id}`,
    );
    await writeLines(tx, id, input.lines);
    await audit(tx, actor, where, 'changed', row, { lines: input.lines.length });
    return transferOf(deps, actor, id, tx);
  });
}

// ─── Steps ───────────────────────────────────────────────────────────────────────────────────────────

const bump = sql`version = version + 1, updated_at = now()`;

export async function requestTransfer(
  deps: Deps,
  actor: Actor,
  id: string,
  body: TransferStepInput,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockFor(tx, actor, id, 'request', body.version);
    await sqlRows(
      tx,
      sql`UPDATE transfer_slips SET status = ${nextTransferStatus(row.status, 'request')},
                 requested_by = ${actor.userId}, requested_at = now(), ${bump} WHERE id = ${id}`,
    );
    await audit(tx, actor, where, 'requested', row);
    return transferOf(deps, actor, id, tx);
  });
}

const lineNotOnSlip = () =>
  new DomainError(
    'VALIDATION_FAILED',
    'A line is not on this transfer slip. Reload the slip and try again.',
    refusal('transferLineNotOnSlip'),
  );
const nothingIssued = () =>
  new DomainError(
    'BUSINESS_INVALID_OPERATION',
    'Nothing would leave the source: issue at least one product.',
    refusal('transferNothingIssued'),
  );

export async function approveTransfer(
  deps: Deps,
  actor: Actor,
  id: string,
  body: TransferApproveInput,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockFor(tx, actor, id, 'approve', body.version);
    const lines = await slipLines(tx, id);
    const given = new Map<string, number>();
    for (const l of body.lines ?? []) {
      if (!lines.some((x) => x.id === l.lineId) || given.has(l.lineId)) throw lineNotOnSlip();
      given.set(l.lineId, l.approvedMilli);
    }
    const approved = lines.map((l) => {
      const q = given.get(l.id) ?? l.requestedMilli;
      if (q > l.requestedMilli)
        throw new DomainError(
          'VALIDATION_FAILED',
          `The approved quantity of ${l.productName} cannot be more than the ${l.requestedMilli / 1000} requested.`,
          refusal('transferOverApproved', { product: l.productName, requestedMilli: l.requestedMilli }),
        );
      return { id: l.id, approvedMilli: q };
    });
    if (approved.every((l) => l.approvedMilli === 0)) throw nothingIssued();
    await sqlRows(
      tx,
      sql`UPDATE transfer_slip_lines tl SET approved_milli = v.q
            FROM json_to_recordset(${JSON.stringify(approved.map((a) => ({ id: a.id, q: a.approvedMilli })))}::json)
                 AS v(id uuid, q bigint)
           WHERE tl.id = v.id`,
    );
    await sqlRows(
      tx,
      sql`UPDATE transfer_slips SET status = ${nextTransferStatus(row.status, 'approve')},
                 approved_by = ${actor.userId}, approved_at = now(), ${bump} WHERE id = ${id}`,
    );
    await audit(tx, actor, where, 'approved', row, {
      approvedMilli: approved.reduce((s, a) => s + a.approvedMilli, 0),
    });
    return transferOf(deps, actor, id, tx);
  });
}

type SlipMove = { result: MovementResult; memo: string; number: string; date: string };

/**
 * One stock movement of a slip — out of the source when issued, or into either end when received, found
 * or returned — recorded through the stock service and kept in `moves` for its journal entry.
 */
async function moveStock(
  tx: Tx,
  moves: SlipMove[],
  m: {
    slip: { id: string; transferNo: string; fromLocationId: string; toLocationId: string };
    product: LockedProduct;
    locationId: string;
    lotId: string | null;
    type: 'transfer_out' | 'transfer_in';
    qtyMilli: number;
    unitCostCentavos: number;
    reason: string;
    memo: string;
    performedBy: string;
    date: string;
  },
): Promise<void> {
  const result = await recordMovement(tx, {
    productId: m.product.id,
    locationId: m.locationId,
    lotId: m.lotId,
    type: m.type,
    qtyMilli: m.qtyMilli,
    unitCostCentavos: m.unitCostCentavos,
    reason: m.reason,
    referenceType: 'transfer_slip',
    referenceId: m.slip.id,
    referenceNumber: m.slip.transferNo,
    fromLocationId: m.slip.fromLocationId,
    toLocationId: m.slip.toLocationId,
    performedBy: m.performedBy,
    held: m.product,
    // Goods already on the road come in even if the product was deactivated meanwhile.
    ...(m.type === 'transfer_in' ? { allowInactive: true } : {}),
  });
  moves.push({ result, memo: m.memo, number: m.slip.transferNo, date: m.date });
}

/** The movements' journal entries (one per movement, by its id, as the stock documents post). */
function movementPostings(moves: SlipMove[], by: string): { posting: Posting; postedBy: string }[] {
  return moves.map((m) => ({
    posting: stockEntry({
      sourceType: 'stock',
      sourceId: m.result.movementId,
      number: m.number,
      date: m.date,
      memo: m.memo,
      moves: [{ ...m.result, costCentavos: m.result.costCentavos }],
    }),
    postedBy: by,
  }));
}

async function requireActivePlace(tx: Tx, locationId: string, field: string) {
  const p = (await placesOf(tx, [locationId])).get(locationId);
  if (!p?.isActive)
    throw new DomainError(
      'VALIDATION_FAILED',
      'Choose an active location',
      refusal('locationInactive', { fields: { [field]: 'Choose an active location' } }),
    );
  return p;
}

const qtyText = (milli: number) => (milli / 1000).toLocaleString('en-PH', { maximumFractionDigits: 3 });

export async function issueTransfer(
  deps: Deps,
  actor: Actor,
  id: string,
  body: TransferIssueInput,
  where: AuditWhere,
): Promise<TransferSlip & { changedProducts: string[] }> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockFor(tx, actor, id, 'issue', body.version);
    const source = await requireActivePlace(tx, row.fromLocationId, 'fromLocationId');
    const lines = await slipLines(tx, id);
    const given = new Map<string, NonNullable<TransferIssueInput['lines']>[number]>();
    for (const l of body.lines ?? []) {
      if (!lines.some((x) => x.id === l.lineId) || given.has(l.lineId)) throw lineNotOnSlip();
      given.set(l.lineId, l);
    }
    const plan = lines.map((l) => {
      const g = given.get(l.id);
      const approved = l.approvedMilli ?? 0;
      const issued = g ? g.issuedMilli : approved;
      if (issued > approved)
        throw new DomainError(
          'VALIDATION_FAILED',
          `The quantity of ${l.productName} issued cannot be more than the ${qtyText(approved)} approved.`,
          refusal('transferOverIssued', { product: l.productName, approvedMilli: approved }),
        );
      if (g?.lots && g.lots.reduce((s, x) => s + x.qtyMilli, 0) !== issued)
        throw new DomainError(
          'VALIDATION_FAILED',
          `The batches of ${l.productName} must add up to the quantity issued.`,
          refusal('transferLotsDontAddUp', { product: l.productName }),
        );
      return { line: l, issued, lots: g?.lots };
    });
    if (plan.every((p) => p.issued === 0)) throw nothingIssued();
    const products = await lockProductsForStock(
      tx,
      plan.filter((p) => p.issued > 0).map((p) => p.line.productId),
    );
    const businessDate = today(deps);
    const short = (product: string, availableMilli: number, neededMilli: number) =>
      new DomainError(
        'INSUFFICIENT_STOCK',
        `Not enough ${product} at ${source.name}: ${qtyText(availableMilli)} available, ${qtyText(neededMilli)} needed.`,
        refusal('transferStockShort', { product, location: source.name, availableMilli, neededMilli }),
      );
    const moves: SlipMove[] = [];
    const lotRows: { lineId: string; productId: string; lotId: string | null; qty: number; cost: number }[] =
      [];
    for (const p of plan) {
      if (p.issued === 0) continue;
      const product = products.get(p.line.productId) as LockedProduct;
      const held = await stockByLotAt(tx, product.id, row.fromLocationId);
      let picks: { lotId: string | null; qtyMilli: number }[];
      if (p.lots) {
        const byLot = new Map<string | null, number>();
        for (const x of p.lots)
          if (x.qtyMilli > 0) byLot.set(x.lotId, (byLot.get(x.lotId) ?? 0) + x.qtyMilli);
        picks = [...byLot].map(([lotId, qtyMilli]) => ({ lotId, qtyMilli }));
        for (const pick of picks) {
          const have = held.find((h) => h.lotId === pick.lotId)?.qtyMilli ?? 0;
          if (have < pick.qtyMilli) throw short(product.name, have, pick.qtyMilli);
        }
      } else if (product.isLotTracked) {
        const lots = held.flatMap((h) => (h.lotId ? [{ ...h, lotId: h.lotId }] : []));
        const fefo = pickLotsFefo(lots, p.issued, businessDate);
        if (!fefo)
          throw short(
            product.name,
            lots
              .filter((x) => !x.expiryDate || x.expiryDate > businessDate)
              .reduce((s, x) => s + x.qtyMilli, 0),
            p.issued,
          );
        picks = fefo;
      } else {
        const have = held.find((h) => h.lotId === null)?.qtyMilli ?? 0;
        if (have < p.issued) throw short(product.name, have, p.issued);
        picks = [{ lotId: null, qtyMilli: p.issued }];
      }
      for (const pick of picks) {
        await moveStock(tx, moves, {
          slip: { ...row, id },
          product,
          locationId: row.fromLocationId,
          lotId: pick.lotId,
          type: 'transfer_out',
          qtyMilli: pick.qtyMilli,
          unitCostCentavos: product.costCentavos,
          reason: `Transfer ${row.transferNo}`,
          memo: `Transfer ${row.transferNo}: ${product.sku} out of ${source.name}, in transit`,
          performedBy: actor.userId,
          date: businessDate,
        });
        lotRows.push({
          lineId: p.line.id,
          productId: product.id,
          lotId: pick.lotId,
          qty: pick.qtyMilli,
          cost: product.costCentavos,
        });
      }
    }
    await sqlRows(
      tx,
      sql`INSERT INTO transfer_slip_lots (id, slip_id, line_id, product_id, lot_id, issued_milli, unit_cost_centavos)
          SELECT v.id, ${id}::uuid, v.line_id, v.product_id, v.lot_id, v.qty, v.cost
            FROM json_to_recordset(${JSON.stringify(
              lotRows.map((l) => ({
                id: uuidv7(),
                line_id: l.lineId,
                product_id: l.productId,
                lot_id: l.lotId,
                qty: l.qty,
                cost: l.cost,
              })),
            )}::json) AS v(id uuid, line_id uuid, product_id uuid, lot_id uuid, qty bigint, cost bigint)`,
    );
    await sqlRows(
      tx,
      sql`UPDATE transfer_slip_lines tl SET issued_milli = v.q
            FROM json_to_recordset(${JSON.stringify(plan.map((p) => ({ id: p.line.id, q: p.issued })))}::json)
                 AS v(id uuid, q bigint)
           WHERE tl.id = v.id`,
    );
    const totalValue = lotRows.reduce((s, l) => s + lotValue(l.qty, l.cost), 0);
    await sqlRows(
      tx,
      sql`UPDATE transfer_slips SET status = ${nextTransferStatus(row.status, 'issue')},
                 issued_by = ${actor.userId}, issued_at = now(), total_value_centavos = ${totalValue},
                 transfer_date = coalesce(${body.transferDate ?? null}::date, transfer_date),
                 expected_delivery_date = ${
                   body.expectedDeliveryDate === undefined
                     ? sql`expected_delivery_date`
                     : sql`${body.expectedDeliveryDate}::date`
                 },
                 vehicle_info = coalesce(${body.vehicleInfo || null}, vehicle_info),
                 driver_info = coalesce(${body.driverInfo || null}, driver_info),
                 notes = coalesce(${body.notes || null}, notes), ${bump}
           WHERE id = ${id}`,
    );
    await postEntries(tx, movementPostings(moves, actor.userId));
    await audit(tx, actor, where, 'issued', row, {
      issuedMilli: lotRows.reduce((s, l) => s + l.qty, 0),
      valueCentavos: totalValue,
    });
    return { ...(await transferOf(deps, actor, id, tx)), changedProducts: [...products.keys()] };
  });
}

const conditionOf = (issued: number, received: number, damaged: number): TransferCondition =>
  received === issued
    ? 'good'
    : received + damaged === issued
      ? received === 0
        ? 'damaged'
        : 'mixed'
      : damaged > 0
        ? 'mixed'
        : 'short';

export async function receiveTransfer(
  deps: Deps,
  actor: Actor,
  id: string,
  body: TransferReceiveInput,
  where: AuditWhere,
): Promise<TransferSlip & { changedProducts: string[] }> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockFor(tx, actor, id, 'receive', body.version);
    const dest = await requireActivePlace(tx, row.toLocationId, 'toLocationId');
    const lots = await slipLots(tx, id);
    const given = new Map<string, TransferReceiveInput['lots'][number]>();
    for (const l of body.lots) {
      if (!lots.some((x) => x.id === l.slipLotId) || given.has(l.slipLotId))
        throw new DomainError(
          'VALIDATION_FAILED',
          'A batch is not on this transfer slip. Reload the slip and try again.',
          refusal('transferLotNotOnSlip'),
        );
      given.set(l.slipLotId, l);
    }
    if (lots.some((l) => !given.has(l.id)))
      throw new DomainError(
        'VALIDATION_FAILED',
        'Say what arrived for every batch on the slip.',
        refusal('transferReceiveEveryLot'),
      );
    const entries = lots.map((l) => {
      const g = given.get(l.id)!;
      const damaged = g.damagedMilli ?? 0;
      if (g.receivedMilli + damaged > l.issuedMilli)
        throw new DomainError(
          'VALIDATION_FAILED',
          `More of ${l.productName} is entered as received and damaged than the ${qtyText(l.issuedMilli)} issued.`,
          refusal('transferReceiveTooMuch', { product: l.productName, issuedMilli: l.issuedMilli }),
        );
      return {
        lot: l,
        received: g.receivedMilli,
        damaged,
        condition: g.condition ?? conditionOf(l.issuedMilli, g.receivedMilli, damaged),
        notes: g.notes || null,
      };
    });
    const products = await lockProductsForStock(
      tx,
      entries.filter((e) => e.received > 0).map((e) => e.lot.productId),
    );
    const businessDate = today(deps);
    const moves: SlipMove[] = [];
    for (const e of entries) {
      if (e.received === 0) continue;
      const product = products.get(e.lot.productId) as LockedProduct;
      await moveStock(tx, moves, {
        slip: { ...row, id },
        product,
        locationId: row.toLocationId,
        lotId: e.lot.lotId,
        type: 'transfer_in',
        qtyMilli: e.received,
        unitCostCentavos: e.lot.unitCostCentavos,
        reason: `Transfer ${row.transferNo}`,
        memo: `Transfer ${row.transferNo}: ${product.sku} received at ${dest.name}`,
        performedBy: actor.userId,
        date: businessDate,
      });
    }
    await sqlRows(
      tx,
      sql`UPDATE transfer_slip_lots sl SET received_milli = v.r, damaged_milli = v.d, condition = v.c, notes = v.n
            FROM json_to_recordset(${JSON.stringify(
              entries.map((e) => ({ id: e.lot.id, r: e.received, d: e.damaged, c: e.condition, n: e.notes })),
            )}::json) AS v(id uuid, r bigint, d bigint, c text, n text)
           WHERE sl.id = v.id`,
    );
    await sqlRows(
      tx,
      sql`UPDATE transfer_slip_lines tl
             SET received_milli = (SELECT coalesce(sum(sl.received_milli), 0) FROM transfer_slip_lots sl
                                    WHERE sl.line_id = tl.id)
           WHERE tl.slip_id = ${id}`,
    );
    const open = entries.reduce((s, e) => s + e.lot.issuedMilli - e.received - e.lot.resolvedMilli, 0);
    const next = nextTransferStatus(row.status, 'receive', { openDiscrepancyMilli: open });
    await sqlRows(
      tx,
      sql`UPDATE transfer_slips SET status = ${next}, received_by = ${actor.userId}, received_at = now(),
                 actual_delivery_date = ${body.actualDeliveryDate ?? businessDate},
                 notes = ${
                   body.notes ? sql`coalesce(notes || E'\n', '') || ${`Received: ${body.notes}`}` : sql`notes`
                 },
                 ${next === 'closed' ? sql`closed_by = ${actor.userId}, closed_at = now(),` : sql``} ${bump}
           WHERE id = ${id}`,
    );
    await postEntries(tx, movementPostings(moves, actor.userId));
    await audit(tx, actor, where, 'received', row, {
      receivedMilli: entries.reduce((s, e) => s + e.received, 0),
      damagedMilli: entries.reduce((s, e) => s + e.damaged, 0),
      openMilli: open,
    });
    if (next === 'closed') await audit(tx, actor, where, 'closed', row, { on: 'receipt' });
    return { ...(await transferOf(deps, actor, id, tx)), changedProducts: [...products.keys()] };
  });
}

export async function resolveTransfer(
  deps: Deps,
  actor: Actor,
  id: string,
  body: TransferResolveInput,
  where: AuditWhere,
): Promise<TransferSlip & { changedProducts: string[] }> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockFor(tx, actor, id, 'resolve', body.version);
    if (
      body.items.some((i) => i.action === 'written_off') &&
      !(actor.role === 'admin' || actor.role === 'manager' || actor.isOwner)
    )
      throw new DomainError(
        'AUTH_INSUFFICIENT_PERMISSIONS',
        'A write-off needs a manager or an admin.',
        refusal('transferWriteOffNeedsManager'),
      );
    const lots = await slipLots(tx, id);
    const open = new Map(lots.map((l) => [l.id, l.issuedMilli - l.receivedMilli - l.resolvedMilli]));
    for (const item of body.items) {
      const lot = lots.find((l) => l.id === item.slipLotId);
      if (!lot)
        throw new DomainError(
          'VALIDATION_FAILED',
          'A batch is not on this transfer slip. Reload the slip and try again.',
          refusal('transferLotNotOnSlip'),
        );
      const left = open.get(lot.id)!;
      if (item.qtyMilli > left)
        throw new DomainError(
          'VALIDATION_FAILED',
          `Only ${qtyText(left)} of ${lot.productName} is still open on this slip.`,
          refusal('transferResolveTooMuch', { product: lot.productName, openMilli: left }),
        );
      open.set(lot.id, left - item.qtyMilli);
    }
    const moving = body.items.filter((i) => i.action !== 'written_off');
    const products = await lockProductsForStock(
      tx,
      moving.map((i) => lots.find((l) => l.id === i.slipLotId)!.productId),
    );
    const places = await placesOf(tx, [row.fromLocationId, row.toLocationId]);
    const businessDate = today(deps);
    const moves: SlipMove[] = [];
    const writeOffs: { posting: Posting; postedBy: string }[] = [];
    const resolutions: Record<string, unknown>[] = [];
    for (const item of body.items) {
      const lot = lots.find((l) => l.id === item.slipLotId)!;
      const value = lotValue(item.qtyMilli, lot.unitCostCentavos);
      const resolutionId = uuidv7();
      if (item.action === 'written_off') {
        writeOffs.push({
          posting: {
            date: businessDate,
            memo: `Transfer ${row.transferNo}: ${qtyText(item.qtyMilli)} of ${lot.productName} written off in transit: ${item.reason}`,
            sourceType: 'stock',
            sourceId: resolutionId,
            sourceNumber: row.transferNo,
            lines: toLines([
              { account: { key: 'inventory_shrinkage' }, centavos: value },
              { account: { key: 'inventory_in_transit' }, centavos: -value },
            ]),
          },
          postedBy: actor.userId,
        });
      } else {
        const locationId = item.action === 'found' ? row.toLocationId : row.fromLocationId;
        const place = places.get(locationId);
        if (!place?.isActive)
          throw new DomainError(
            'VALIDATION_FAILED',
            'Choose an active location',
            refusal('locationInactive', {
              fields: {
                [item.action === 'found' ? 'toLocationId' : 'fromLocationId']: 'Choose an active location',
              },
            }),
          );
        const product = products.get(lot.productId) as LockedProduct;
        await moveStock(tx, moves, {
          slip: { ...row, id },
          product,
          locationId,
          lotId: lot.lotId,
          type: 'transfer_in',
          qtyMilli: item.qtyMilli,
          unitCostCentavos: lot.unitCostCentavos,
          reason: `Transfer ${row.transferNo} ${item.action === 'found' ? 'found' : 'returned'}: ${item.reason}`,
          memo: `Transfer ${row.transferNo}: ${product.sku} ${item.action === 'found' ? 'found, into' : 'returned to'} ${place.name}`,
          performedBy: actor.userId,
          date: businessDate,
        });
      }
      resolutions.push({
        id: resolutionId,
        slip_lot_id: lot.id,
        action: item.action,
        qty: item.qtyMilli,
        value,
        reason: item.reason,
        approved_by: item.action === 'written_off' ? actor.userId : null,
      });
    }
    await sqlRows(
      tx,
      sql`INSERT INTO transfer_resolutions (id, slip_id, slip_lot_id, action, qty_milli, value_centavos, reason,
                                            performed_by, approved_by)
          SELECT v.id, ${id}::uuid, v.slip_lot_id, v.action, v.qty, v.value, v.reason, ${actor.userId}, v.approved_by
            FROM json_to_recordset(${JSON.stringify(resolutions)}::json)
                 AS v(id uuid, slip_lot_id uuid, action text, qty bigint, value bigint, reason text, approved_by text)`,
    );
    const left = [...open.values()].reduce((s, x) => s + x, 0);
    await sqlRows(
      tx,
      sql`UPDATE transfer_slips SET ${
        left === 0
          ? sql`status = ${nextTransferStatus(row.status, 'close', { openDiscrepancyMilli: 0 })},
                closed_by = ${actor.userId}, closed_at = now(),`
          : sql``
      } ${bump} WHERE id = ${id}`,
    );
    await postEntries(tx, [...movementPostings(moves, actor.userId), ...writeOffs]);
    await audit(tx, actor, where, 'resolved', row, {
      items: body.items.map((i) => ({ action: i.action, qtyMilli: i.qtyMilli, reason: i.reason })),
      openMilli: left,
    });
    if (left === 0) await audit(tx, actor, where, 'closed', row, { on: 'resolution' });
    return { ...(await transferOf(deps, actor, id, tx)), changedProducts: [...products.keys()] };
  });
}

export async function closeTransfer(
  deps: Deps,
  actor: Actor,
  id: string,
  body: TransferStepInput,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockFor(tx, actor, id, 'close', body.version);
    const open = (await slipLots(tx, id)).reduce(
      (s, l) => s + l.issuedMilli - l.receivedMilli - l.resolvedMilli,
      0,
    );
    if (open > 0)
      throw new DomainError(
        'BUSINESS_INVALID_OPERATION',
        'Some goods are still unaccounted for: resolve them (found, returned or written off) before closing the slip.',
        refusal('transferStillOpen', { openMilli: open }),
      );
    await sqlRows(
      tx,
      sql`UPDATE transfer_slips SET status = ${nextTransferStatus(row.status, 'close')},
                 closed_by = ${actor.userId}, closed_at = now(), ${bump} WHERE id = ${id}`,
    );
    await audit(tx, actor, where, 'closed', row);
    return transferOf(deps, actor, id, tx);
  });
}

export async function cancelTransfer(
  deps: Deps,
  actor: Actor,
  id: string,
  body: TransferCancelInput,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockFor(tx, actor, id, 'cancel', body.version);
    await sqlRows(
      tx,
      sql`UPDATE transfer_slips SET status = ${nextTransferStatus(row.status, 'cancel')},
                 cancelled_by = ${actor.userId}, cancelled_at = now(), cancel_reason = ${body.reason}, ${bump}
           WHERE id = ${id}`,
    );
    await audit(tx, actor, where, 'cancelled', row, { from: row.status, reason: body.reason });
    return transferOf(deps, actor, id, tx);
  });
}
