import { createHash } from 'node:crypto';
import { sqlRows, type Tx, uuidv7 } from '@fbms/db';
import {
  baseUnitCost,
  billDueDate,
  canReceive,
  checkAccess,
  DomainError,
  inputVatOf,
  manilaDate,
  movingAverageCost,
  type PoStatus,
  type ReceivingListQuery,
  type ReceivingValues,
  type ReceivingVoucher,
  receivingLineCentavos,
  receivingPosting,
  refusal,
  requirePoTransition,
  spreadLanded,
  statusAfterReceipt,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditWhere, auditInsertSql, who } from '../../platform/audit.ts';
import { type BranchScope, branchIn, branchScope, locationIn } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { nextPurchaseNumber } from '../../platform/series.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { type BranchActor, defaultLocationSql, EVERY_BRANCH } from '../inventory/locations.service.ts';

import {
  type BalanceChange,
  ensureLot,
  lockProductsForStock,
  type MovementRow,
  recordMovements,
} from '../inventory/stock.service.ts';
import { insertBill, lockSupplier } from './payables-ledger.service.ts';
import {
  billDueOf,
  unitRowsOf,
  unitsFrom,
  uuidArray,
  voucherLines,
  voucherRow,
  voucherRows,
} from './receiving.repository.ts';

/**
 * Receiving vouchers (issue 24, registry entry receiving-voucher). Posting a delivery is ONE transaction:
 * the supplier's lock (the payables' order), the order and its lines locked, over-delivery refused
 * without purchases "approve", the RV number, the voucher and its lines, stock in by lot at the base unit
 * cost (net of input VAT, freight and other costs spread; damaged goods never enter stock), the moving-
 * average cost, the supplier's last cost, the order's received quantities and status, the bill on the
 * payables and the journal entry. The writes are batched (a few statements for hundreds of lines).
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** The request's fingerprint: a resend with the same id must be the same delivery. */
export function receivingRequestHash(v: ReceivingValues): string {
  return createHash('sha256').update(JSON.stringify(v)).digest('hex');
}

const fieldRefusal = (
  reason: Parameters<typeof refusal>[0],
  message: string,
  field: string,
  fieldMessage: string,
) => new DomainError('VALIDATION_FAILED', message, refusal(reason, { fields: { [field]: fieldMessage } }));

/** One voucher, if its location is in one of the person's branches (`scope`, default every branch); else 404. */
export async function voucherOf(
  deps: { database: { db: Deps['database']['db'] | Tx } },
  id: string,
  scope: BranchScope = branchScope(EVERY_BRANCH),
) {
  const db = deps.database.db;
  const row = await voucherRow(db, id, scope);
  if (!row) throw new DomainError('RECEIVING_VOUCHER_NOT_FOUND');
  const { requestHash: _h, ...v } = row;
  return {
    ...v,
    billDueDate: await billDueOf(db, id),
    lines: await voucherLines(db, id),
  } satisfies ReceivingVoucher;
}

export const vouchersList = (deps: Deps, actor: Actor, q: ReceivingListQuery) =>
  voucherRows(deps.database.db, q, branchScope(actor));

/**
 * Posts a delivery. Sending the same voucher again (same id, same details) answers the voucher already
 * made; the same id with other details is refused (documentIdReused).
 */
export async function createVoucher(
  deps: Deps,
  actor: Actor,
  input: ReceivingValues,
  where: AuditWhere,
): Promise<{ voucher: ReceivingVoucher; created: boolean }> {
  const hash = receivingRequestHash(input);
  const today = manilaDate(deps.now());
  const mayOverReceive = checkAccess(actor, { module: 'purchases', action: 'approve' }).allowed;
  const written = await deps.database.db.transaction(async (tx) => {
    // Sent together (one round trip on PostgreSQL's pipelined connection; each query is queued as it is
    // called): the server runs them in order, so the voucher is looked for once the supplier's lock is
    // held, and the order is locked after the supplier, as every writer of purchases does.
    const first = Promise.all([
      lockSupplier(tx, input.supplierId),
      sqlRows<{ h: string }>(
        tx,
        sql`SELECT request_hash AS h FROM receiving_vouchers WHERE id = ${input.id}`,
      ),
    ]);
    const reads = orderReads(tx, input, actor);
    reads.catch(() => {}); // awaited by writeVoucher; a refusal before that ends the transaction anyway
    const [supplier, [was]] = await first;
    if (was) {
      if (was.h !== hash)
        throw new DomainError(
          'BUSINESS_INVALID_OPERATION',
          'This voucher was already recorded with other details. Start a new one.',
          refusal('documentIdReused'),
        );
      return null;
    }
    const written = await writeVoucher(tx, {
      input,
      supplier,
      businessDate: today,
      hash,
      userId: actor.userId,
      mayOverReceive,
      orderReads: reads,
      // Sent with the voucher's writes.
      audit: (w) =>
        auditInsertSql(
          {
            action: 'purchases.goods_received',
            ...who(actor),
            targetType: 'receiving_voucher',
            targetId: input.id,
            details: { rvNo: w.rvNo, supplierId: supplier.id, poId: input.poId, totalCentavos: w.total },
          },
          where,
        ),
    });
    return written.voucher;
  });
  // A new voucher answers what was written (no read back); a resend reads the one made before.
  if (!written) return { voucher: await voucherOf(deps, input.id, branchScope(actor)), created: false };
  return {
    voucher: { ...written, createdByName: `${actor.firstName} ${actor.lastName}`.trim() },
    created: true,
  };
}

interface OrderLine {
  id: string;
  productId: string;
  orderedMilli: number;
  receivedMilli: number;
  lineNo: number;
}

/**
 * The order, its lines and the location, sent together (run in this order: the order's lock first). The
 * route starts them with the supplier's lock (one round trip); the demo seeder through writeVoucher.
 */
export function orderReads(tx: Tx, input: ReceivingValues, actor: BranchActor = EVERY_BRANCH) {
  // T12: an order to another branch's location is not found; a location of another branch is refused as a
  // missing one; no location named: the order's, else the person's default (decision 0013).
  const scope = branchScope(actor);
  return Promise.all([
    input.poId
      ? sqlRows<{ status: PoStatus; poNo: string; supplierId: string; locationId: string }>(
          tx,
          sql`SELECT status, po_no AS "poNo", supplier_id AS "supplierId", location_id AS "locationId"
                FROM purchase_orders
               WHERE id = ${input.poId} AND ${locationIn(scope, sql`location_id`, 'allowed')} FOR UPDATE`,
        )
      : [],
    input.poId
      ? sqlRows<OrderLine>(
          tx,
          sql`SELECT id, product_id AS "productId", ordered_milli::float8 AS "orderedMilli",
                     received_milli::float8 AS "receivedMilli", line_no AS "lineNo"
                FROM purchase_order_lines WHERE po_id = ${input.poId} ORDER BY id FOR UPDATE`,
        )
      : [],
    sqlRows<{ id: string; ok: boolean; name: string }>(
      tx,
      sql`SELECT id, is_active AS ok, name FROM locations
           WHERE id = coalesce(${input.locationId}::uuid,
                               (SELECT location_id FROM purchase_orders WHERE id = ${input.poId}::uuid),
                               ${defaultLocationSql(actor)})
             AND ${branchIn(scope, sql`branch_id`, 'allowed')}`,
    ),
  ]);
}

/**
 * The voucher's writes under the supplier's lock (the route and the demo seeder). Answers its number
 * and total.
 */
export async function writeVoucher(
  tx: Tx,
  a: {
    input: ReceivingValues;
    supplier: { id: string; name: string; vatRegistered: boolean; paymentTermsDays: number };
    businessDate: string;
    hash: string;
    userId: string;
    mayOverReceive: boolean;
    /** orderReads(tx, input) already sent (with the supplier's lock). */
    orderReads?: ReturnType<typeof orderReads>;
    /** The audit row, written with the voucher's last statements (the route's; the demo seeder has none). */
    audit?: (written: { rvNo: string; total: number }) => SQL;
  },
): Promise<{ rvNo: string; total: number; voucher: Omit<ReceivingVoucher, 'createdByName'> }> {
  const { input, supplier, businessDate } = a;
  const [[po], orderLines_, [loc]] = await (a.orderReads ?? orderReads(tx, input));
  let order: { status: PoStatus; poNo: string; lines: OrderLine[] } | null = null;
  if (input.poId) {
    if (!po) throw new DomainError('PURCHASE_ORDER_NOT_FOUND');
    if (po.supplierId !== supplier.id)
      throw fieldRefusal(
        'poLineNotOnOrder',
        'This purchase order is from another supplier.',
        'poId',
        'This purchase order is from another supplier',
      );
    if (!canReceive(po.status)) requirePoTransition(po.status, 'receivePart');
    order = { status: po.status, poNo: po.poNo, lines: orderLines_ };
  }
  if (!loc?.ok)
    throw fieldRefusal(
      'locationInactive',
      'Choose an active location',
      'locationId',
      'Choose an active location',
    );
  const locationId = loc.id;

  const productIds = [...new Set(input.lines.map((l) => l.productId))];
  // The products locked, then their units and their stock everywhere: sent together, run in that order
  // (the balances are read once the locks are held: no one else changes them before this transaction ends).
  const [held, unitRows, balances, rvNo] = await Promise.all([
    lockProductsForStock(tx, productIds),
    unitRowsOf(tx, productIds),
    sqlRows<{
      id: string;
      productId: string;
      locationId: string;
      lotId: string | null;
      q: number;
      l: number;
    }>(
      tx,
      sql`SELECT id, product_id AS "productId", location_id AS "locationId", lot_id AS "lotId",
                 qty_milli::float8 AS q, loose_milli::float8 AS l
            FROM stock_balances WHERE product_id = ANY(${uuidArray(productIds)}::uuid[])`,
    ),
    // The RV number (its series' lock held from here to the commit).
    nextPurchaseNumber(tx, 'receivingVoucher', businessDate),
  ]);
  for (const l of input.lines) if (!held.has(l.productId)) throw new DomainError('PRODUCT_NOT_FOUND');
  const units = unitsFrom(
    productIds.map((id) => ({ id, baseUnit: held.get(id)!.baseUnit })),
    unitRows,
  );

  // Each line checked before anything is written: its unit, its lot, its order line.
  const orderLines = new Map(order?.lines.map((l) => [l.id, l]) ?? []);
  const receiving = new Map<string, number>();
  const over: {
    lineNo: number;
    productName: string;
    orderedMilli: number;
    receivedMilli: number;
    receivingMilli: number;
  }[] = [];
  const factors = input.lines.map((l, i) => {
    const p = held.get(l.productId)!;
    const unit = units.get(l.productId)?.find((u) => u.code === l.unitCode);
    if (!unit)
      throw fieldRefusal(
        'unitNotOfProduct',
        `${p.name} is not bought in ${l.unitCode}.`,
        `lines.${i}.unitCode`,
        'This product is not sold or bought in that unit',
      );
    if (p.isLotTracked && l.receivedMilli > 0 && (!l.lotNumber || !l.expiryDate))
      throw fieldRefusal(
        'lotAndExpiryRequired',
        `Enter the lot number and expiry date of ${p.name}.`,
        `lines.${i}.${l.lotNumber ? 'expiryDate' : 'lotNumber'}`,
        'Enter the lot number and expiry date of this product',
      );
    if (l.poLineId) {
      const ol = orderLines.get(l.poLineId);
      if (!ol || ol.productId !== l.productId)
        throw fieldRefusal(
          'poLineNotOnOrder',
          'A line received is not on this purchase order. Reload the order and try again.',
          `lines.${i}.poLineId`,
          'A line received is not on this purchase order',
        );
      receiving.set(ol.id, (receiving.get(ol.id) ?? 0) + l.receivedMilli);
    } else if (order && l.receivedMilli > 0) {
      over.push({
        lineNo: i + 1,
        productName: p.name,
        orderedMilli: 0,
        receivedMilli: 0,
        receivingMilli: l.receivedMilli,
      });
    }
    return unit.baseMilliPerUnit;
  });
  for (const ol of order?.lines ?? []) {
    const more = receiving.get(ol.id) ?? 0;
    if (more > 0 && ol.receivedMilli + more > ol.orderedMilli)
      over.push({
        lineNo: ol.lineNo,
        productName: held.get(ol.productId)?.name ?? '',
        orderedMilli: ol.orderedMilli,
        receivedMilli: ol.receivedMilli,
        receivingMilli: more,
      });
  }
  if (over.length > 0 && !a.mayOverReceive)
    throw new DomainError(
      'OVER_DELIVERY_NOT_ALLOWED',
      `More is being received than was ordered (${over.map((o) => o.productName).join(', ')}): a manager must allow the over-delivery.`,
      { lines: over },
    );

  // Money: each line as billed, its input VAT, its share of freight and other costs, its base unit cost.
  const amounts = input.lines.map((l, i) => {
    const lineCentavos = receivingLineCentavos(l.receivedMilli, factors[i]!, l.unitCostCentavos);
    const vat = inputVatOf(lineCentavos, supplier.vatRegistered);
    return { lineCentavos, vat, net: lineCentavos - vat };
  });
  const landed = spreadLanded(
    amounts.map((m, i) => ({ valueCentavos: m.net, qtyMilli: input.lines[i]!.receivedMilli })),
    input.freightCentavos + input.otherCostsCentavos,
  );
  const goods = amounts.reduce((s, m) => s + m.lineCentavos, 0);
  const inputVat = amounts.reduce((s, m) => s + m.vat, 0);
  const total = goods + input.freightCentavos + input.otherCostsCentavos;

  // Lots (found or made by batch number), the stock on hand everywhere and the balances here.
  const lotIds: (string | null)[] = [];
  for (const l of input.lines) {
    const p = held.get(l.productId)!;
    lotIds.push(
      p.isLotTracked && l.lotNumber
        ? await ensureLot(tx, l.productId, {
            batchNumber: l.lotNumber,
            expiryDate: l.expiryDate,
            manufacturingDate: null,
          })
        : null,
    );
  }
  const onHand = new Map<string, number>();
  const here = new Map<string, number>();
  const byKey = new Map<string, BalanceChange>();
  const key = (productId: string, lotId: string | null) => `${productId}:${lotId ?? ''}`;
  for (const b of balances) {
    onHand.set(b.productId, (onHand.get(b.productId) ?? 0) + b.q);
    if (b.locationId !== locationId) continue;
    here.set(b.productId, (here.get(b.productId) ?? 0) + b.q);
    byKey.set(key(b.productId, b.lotId), {
      id: b.id,
      productId: b.productId,
      locationId,
      lotId: b.lotId,
      was: { qtyMilli: b.q, looseMilli: b.l },
      next: { qtyMilli: b.q, looseMilli: b.l },
    });
  }
  const cost = new Map(productIds.map((id) => [id, held.get(id)!.costCentavos]));

  const movements: MovementRow[] = [];
  const lineRows = input.lines.map((l, i) => {
    const lotId = lotIds[i]!;
    const baseCost = baseUnitCost(amounts[i]!.net, landed[i]!, l.receivedMilli);
    const before = cost.get(l.productId)!;
    let after = before;
    let movementId: string | null = null;
    if (l.receivedMilli > 0) {
      after = movingAverageCost(onHand.get(l.productId) ?? 0, before, l.receivedMilli, baseCost);
      cost.set(l.productId, after);
      onHand.set(l.productId, (onHand.get(l.productId) ?? 0) + l.receivedMilli);
      const k = key(l.productId, lotId);
      const bal = byKey.get(k) ?? {
        id: uuidv7(),
        productId: l.productId,
        locationId: locationId!,
        lotId,
        was: null,
        next: { qtyMilli: 0, looseMilli: 0 },
      };
      bal.next = { qtyMilli: bal.next.qtyMilli + l.receivedMilli, looseMilli: bal.next.looseMilli };
      byKey.set(k, bal);
      const previous = here.get(l.productId) ?? 0;
      here.set(l.productId, previous + l.receivedMilli);
      movementId = uuidv7();
      movements.push({
        id: movementId,
        productId: l.productId,
        locationId: locationId!,
        lotId,
        type: 'purchase',
        qtyMilli: l.receivedMilli,
        previousMilli: previous,
        newMilli: previous + l.receivedMilli,
        unitCostCentavos: baseCost,
        reason: null,
        referenceType: 'receiving_voucher',
        referenceId: input.id,
        referenceNumber: rvNo,
        performedBy: a.userId,
        notes: l.damagedMilli > 0 ? `${l.damagedMilli / 1000} damaged, not taken into stock` : null,
      });
    }
    return {
      id: uuidv7(),
      lineNo: i + 1,
      l,
      lotId,
      factor: factors[i]!,
      baseCost,
      before,
      after,
      movementId,
    };
  });

  // The voucher and its lines in one statement (one round trip; the lines' key to the voucher holds at
  // the statement's end).
  const headP = sqlRows<{ createdAt: unknown }>(
    tx,
    sql`WITH v AS (
        INSERT INTO receiving_vouchers (id, rv_no, supplier_id, po_id, location_id, business_date,
                                        supplier_invoice_no, supplier_invoice_date, freight_centavos,
                                        other_costs_centavos, goods_centavos, input_vat_centavos, total_centavos,
                                        notes, request_hash, created_by)
        VALUES (${input.id}, ${rvNo}, ${supplier.id}, ${input.poId}, ${locationId}, ${businessDate},
                ${input.supplierInvoiceNo}, ${input.supplierInvoiceDate}, ${input.freightCentavos},
                ${input.otherCostsCentavos}, ${goods}, ${inputVat}, ${total}, ${input.notes}, ${a.hash}, ${a.userId})
        RETURNING created_at),
      l AS (
        INSERT INTO receiving_voucher_lines (id, rv_id, line_no, po_line_id, product_id, unit_code, base_milli_per_unit,
                                             received_milli, damaged_milli, discrepancy, discrepancy_note, lot_id,
                                             unit_cost_centavos, line_centavos, landed_centavos, base_cost_centavos,
                                             cost_before_centavos, cost_after_centavos, movement_id)
        SELECT * FROM json_to_recordset(${JSON.stringify(
          lineRows.map((r, i) => ({
            id: r.id,
            rv_id: input.id,
            line_no: r.lineNo,
            po_line_id: r.l.poLineId,
            product_id: r.l.productId,
            unit_code: r.l.unitCode,
            base_milli_per_unit: r.factor,
            received_milli: r.l.receivedMilli,
            damaged_milli: r.l.damagedMilli,
            discrepancy: r.l.discrepancy,
            discrepancy_note: r.l.discrepancyNote,
            lot_id: r.lotId,
            unit_cost_centavos: r.l.unitCostCentavos,
            line_centavos: amounts[i]!.lineCentavos,
            landed_centavos: landed[i]!,
            base_cost_centavos: r.baseCost,
            cost_before_centavos: r.before,
            cost_after_centavos: r.after,
            movement_id: r.movementId,
          })),
        )}::json) AS x(id uuid, rv_id uuid, line_no int, po_line_id uuid, product_id uuid, unit_code text,
                        base_milli_per_unit bigint, received_milli bigint, damaged_milli bigint, discrepancy text,
                        discrepancy_note text, lot_id uuid, unit_cost_centavos bigint, line_centavos bigint,
                        landed_centavos bigint, base_cost_centavos bigint, cost_before_centavos bigint,
                        cost_after_centavos bigint, movement_id uuid)
        RETURNING 1)
      SELECT created_at AS "createdAt", (SELECT count(*) FROM l) AS n FROM v`,
  );
  const movementsP =
    movements.length > 0
      ? recordMovements(tx, {
          balances: [...byKey.values()].filter((b) => b.was === null || b.next.qtyMilli !== b.was.qtyMilli),
          movements,
        })
      : null;
  // Awaited below with the rest; until then a failure is not an unhandled rejection (the throw that
  // would end the transaction first is the one the caller sees).
  headP.catch(() => {});
  movementsP?.catch(() => {});

  // In one statement: the products' moving-average costs, the supplier's last cost (per base unit, net
  // of VAT), what each order line has received and the order's status by what has arrived.
  const writes: SQL[] = [];
  const changed = productIds.filter((id) => cost.get(id) !== held.get(id)!.costCentavos);
  if (changed.length > 0)
    writes.push(
      sql`costs AS (UPDATE products p SET cost_centavos = x.c, updated_at = now()
            FROM json_to_recordset(${JSON.stringify(changed.map((id) => ({ id, c: cost.get(id) })))}::json)
                 AS x(id uuid, c bigint)
           WHERE p.id = x.id RETURNING 1)`,
    );
  const last = new Map<string, number>();
  lineRows.forEach((r, i) => {
    if (r.l.receivedMilli > 0) last.set(r.l.productId, baseUnitCost(amounts[i]!.net, 0, r.l.receivedMilli));
  });
  if (last.size > 0)
    writes.push(
      sql`last_costs AS (INSERT INTO supplier_products (supplier_id, product_id, last_cost_centavos, last_received_on, updated_at)
          SELECT ${supplier.id}::uuid, x.id, x.c, ${businessDate}::date, now()
            FROM json_to_recordset(${JSON.stringify([...last].map(([id, c]) => ({ id, c })))}::json) AS x(id uuid, c bigint)
          ON CONFLICT (supplier_id, product_id) DO UPDATE
             SET last_cost_centavos = EXCLUDED.last_cost_centavos, last_received_on = EXCLUDED.last_received_on,
                 updated_at = now()
          RETURNING 1)`,
    );
  if (order && input.poId) {
    if (receiving.size > 0)
      writes.push(
        sql`order_lines AS (UPDATE purchase_order_lines l SET received_milli = l.received_milli + x.q
              FROM json_to_recordset(${JSON.stringify([...receiving].map(([id, q]) => ({ id, q })))}::json)
                   AS x(id uuid, q bigint)
             WHERE l.id = x.id RETURNING 1)`,
      );
    const after = order.lines.map((l) => ({
      orderedMilli: l.orderedMilli,
      receivedMilli: l.receivedMilli + (receiving.get(l.id) ?? 0),
    }));
    const status = requirePoTransition(
      order.status,
      statusAfterReceipt(after) === 'received' ? 'receiveAll' : 'receivePart',
    );
    writes.push(
      sql`order_status AS (UPDATE purchase_orders SET status = ${status}, version = version + 1, updated_at = now()
           WHERE id = ${input.poId} RETURNING 1)`,
    );
  }

  // What is owed: the supplier's bill on the payables, and the journal entry.
  const billDate = input.supplierInvoiceDate ?? businessDate;
  const billDue = total > 0 ? billDueDate(billDate, supplier.paymentTermsDays) : null;
  // Every write of the voucher goes at once (the voucher and lines, the stock, the costs and the order, the
  // bill, the entry): independent statements, run in this order, one round trip on PostgreSQL.
  const [[head]] = await Promise.all([
    headP,
    movementsP,
    a.audit ? sqlRows(tx, a.audit({ rvNo, total })) : null,
    writes.length > 0 ? sqlRows(tx, sql`WITH ${sql.join(writes, sql`, `)} SELECT 1`) : null,
    total > 0
      ? insertBill(tx, {
          supplierId: supplier.id,
          kind: 'bill',
          rvId: input.id,
          reference: input.supplierInvoiceNo ?? rvNo,
          billDate,
          dueDate: billDue!,
          amountCentavos: total,
          inputVatCentavos: inputVat,
        })
      : null,
    total > 0
      ? postEntry(
          tx,
          receivingPosting({
            id: input.id,
            number: rvNo,
            date: businessDate,
            supplierName: supplier.name,
            totalCentavos: total,
            inputVatCentavos: inputVat,
          }),
          a.userId,
        )
      : null,
  ]);
  // The voucher as written (the answer, without reading it back).
  const lots = new Map<string, { lotNumber: string; expiryDate: string | null }>();
  const lotList = [...new Set(lotIds.filter((id): id is string => id !== null))];
  if (lotList.length > 0)
    for (const r of await sqlRows<{ id: string; lotNumber: string; expiryDate: string | null }>(
      tx,
      sql`SELECT id, batch_number AS "lotNumber", to_char(expiry_date, 'YYYY-MM-DD') AS "expiryDate"
            FROM lots WHERE id = ANY(${uuidArray(lotList)}::uuid[])`,
    ))
      lots.set(r.id, r);
  const voucher: Omit<ReceivingVoucher, 'createdByName'> = {
    id: input.id,
    rvNo,
    supplierId: supplier.id,
    supplierName: supplier.name,
    poId: input.poId,
    poNo: order?.poNo ?? null,
    locationId,
    locationName: loc.name,
    businessDate,
    supplierInvoiceNo: input.supplierInvoiceNo,
    supplierInvoiceDate: input.supplierInvoiceDate,
    goodsCentavos: goods,
    freightCentavos: input.freightCentavos,
    otherCostsCentavos: input.otherCostsCentavos,
    inputVatCentavos: inputVat,
    totalCentavos: total,
    lineCount: lineRows.length,
    damagedLines: lineRows.filter((r) => r.l.damagedMilli > 0).length,
    createdAt: new Date(head!.createdAt as string).toISOString(),
    notes: input.notes,
    billDueDate: billDue,
    lines: lineRows.map((r, i) => {
      const p = held.get(r.l.productId)!;
      const lot = r.lotId ? lots.get(r.lotId) : undefined;
      return {
        id: r.id,
        lineNo: r.lineNo,
        poLineId: r.l.poLineId,
        productId: r.l.productId,
        productName: p.name,
        sku: p.sku,
        baseUnit: p.baseUnit,
        unitCode: r.l.unitCode,
        baseMilliPerUnit: r.factor,
        receivedMilli: r.l.receivedMilli,
        damagedMilli: r.l.damagedMilli,
        discrepancy: r.l.discrepancy,
        discrepancyNote: r.l.discrepancyNote,
        lotId: r.lotId,
        lotNumber: lot?.lotNumber ?? null,
        expiryDate: lot?.expiryDate ?? null,
        unitCostCentavos: r.l.unitCostCentavos,
        lineCentavos: amounts[i]!.lineCentavos,
        landedCentavos: landed[i]!,
        baseCostCentavos: r.baseCost,
        costBeforeCentavos: r.before,
        costAfterCentavos: r.after,
      };
    }),
  };
  return { rvNo, total, voucher };
}
