import { type Db, sqlRows, type Tx } from '@fbms/db';
import type {
  TransferInTransitItem,
  TransferLocationOption,
  TransferLowStockItem,
  TransferResolution,
  TransferSlip,
  TransferSlipLine,
  TransferSlipLot,
  TransferStatus,
  TransferSummary,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BranchScope, branchIn, locationIn } from '../../platform/http/branch-scope.ts';

/**
 * Transfer slips' SQL (issue 26, decision 0013): the slip's row lock, its reads with names, the lists
 * scoped to the person's branches (a slip belongs to both of its branches), what is in transit, and the
 * destination's low-stock list. The stock writes are the stock service's.
 */

export type R = Db | Tx;

export interface SlipRow {
  id: string;
  transferNo: string;
  status: TransferStatus;
  fromLocationId: string;
  toLocationId: string;
  fromBranchId: string;
  toBranchId: string;
  transferDate: string;
  version: number;
}

const slipRowSelect = sql`id, transfer_no AS "transferNo", status, from_location_id AS "fromLocationId",
  to_location_id AS "toLocationId", from_branch_id AS "fromBranchId", to_branch_id AS "toBranchId",
  to_char(transfer_date, 'YYYY-MM-DD') AS "transferDate", version`;

/** Locks the slip's row (FOR UPDATE) for a step or a change; null when there is none. */
export async function lockSlip(tx: Tx, id: string): Promise<SlipRow | null> {
  const [row] = await sqlRows<SlipRow>(
    tx,
    sql`SELECT ${slipRowSelect} FROM transfer_slips WHERE id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

export async function slipRow(db: R, id: string): Promise<SlipRow | null> {
  const [row] = await sqlRows<SlipRow>(db, sql`SELECT ${slipRowSelect} FROM transfer_slips WHERE id = ${id}`);
  return row ?? null;
}

const userName = (col: SQL) =>
  sql`(SELECT nullif(trim(u.first_name || ' ' || u.last_name), '') FROM users u WHERE u.id = ${col})`;
const iso = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const day = (col: SQL) => sql`to_char(${col}, 'YYYY-MM-DD')`;

/** Per slip lot: what was resolved (found, returned, written off). */
const resolvedOf = (lotCol: SQL) =>
  sql`(SELECT coalesce(sum(r.qty_milli), 0) FROM transfer_resolutions r WHERE r.slip_lot_id = ${lotCol})`;

/** A location option: active locations with their branch's name, ordered by name (seed 001 §7). */
export async function locationOptions(db: R, where: SQL): Promise<TransferLocationOption[]> {
  return sqlRows<TransferLocationOption>(
    db,
    sql`SELECT l.id, l.name, l.type, l.branch_id AS "branchId", b.name AS "branchName"
          FROM locations l JOIN branches b ON b.id = l.branch_id
         WHERE l.is_active AND b.is_active AND ${where}
         ORDER BY lower(l.name), lower(b.name), l.id`,
  );
}

export interface PlaceRow {
  id: string;
  name: string;
  branchId: string;
  isActive: boolean;
  branchActive: boolean;
}

export async function placesOf(db: R, ids: string[]): Promise<Map<string, PlaceRow>> {
  const rows = await sqlRows<PlaceRow>(
    db,
    sql`SELECT l.id, l.name, l.branch_id AS "branchId", l.is_active AS "isActive", b.is_active AS "branchActive"
          FROM locations l JOIN branches b ON b.id = l.branch_id
         WHERE l.id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export interface ProductRow {
  id: string;
  name: string;
  sku: string;
  isActive: boolean;
  costCentavos: number;
}

export async function productsOf(db: R, ids: string[]): Promise<Map<string, ProductRow>> {
  const rows = await sqlRows<ProductRow>(
    db,
    sql`SELECT id, name, sku, is_active AS "isActive", cost_centavos::float8 AS "costCentavos"
          FROM products WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const header = sql`
  SELECT s.id, s.transfer_no AS "transferNo", s.status, s.source,
         s.from_location_id AS "fromLocationId", fl.name AS "fromLocationName",
         s.from_branch_id AS "fromBranchId", fb.name AS "fromBranchName",
         s.to_location_id AS "toLocationId", tl.name AS "toLocationName",
         s.to_branch_id AS "toBranchId", tb.name AS "toBranchName",
         ${day(sql`s.transfer_date`)} AS "transferDate",
         ${day(sql`s.expected_delivery_date`)} AS "expectedDeliveryDate",
         ${day(sql`s.actual_delivery_date`)} AS "actualDeliveryDate"`;
const headerFrom = sql`
  FROM transfer_slips s
  JOIN locations fl ON fl.id = s.from_location_id JOIN branches fb ON fb.id = s.from_branch_id
  JOIN locations tl ON tl.id = s.to_location_id JOIN branches tb ON tb.id = s.to_branch_id`;

type SlipHead = Omit<TransferSlip, 'lines' | 'resolutions' | 'actions' | 'side'>;

export async function findSlip(db: R, id: string): Promise<Omit<TransferSlip, 'actions' | 'side'> | null> {
  const [head] = await sqlRows<
    Omit<
      SlipHead,
      | 'totalRequestedMilli'
      | 'totalApprovedMilli'
      | 'totalIssuedMilli'
      | 'totalReceivedMilli'
      | 'totalDamagedMilli'
      | 'totalOpenMilli'
      | 'totalValueCentavos'
      | 'openValueCentavos'
    >
  >(
    db,
    sql`${header}, s.vehicle_info AS "vehicleInfo", s.driver_info AS "driverInfo", s.notes,
          ${userName(sql`s.created_by`)} AS "createdByName", ${iso(sql`s.created_at`)} AS "createdAt",
          ${userName(sql`s.requested_by`)} AS "requestedByName", ${iso(sql`s.requested_at`)} AS "requestedAt",
          ${userName(sql`s.approved_by`)} AS "approvedByName", ${iso(sql`s.approved_at`)} AS "approvedAt",
          ${userName(sql`s.issued_by`)} AS "issuedByName", ${iso(sql`s.issued_at`)} AS "issuedAt",
          ${userName(sql`s.received_by`)} AS "receivedByName", ${iso(sql`s.received_at`)} AS "receivedAt",
          ${userName(sql`s.closed_by`)} AS "closedByName", ${iso(sql`s.closed_at`)} AS "closedAt",
          ${userName(sql`s.cancelled_by`)} AS "cancelledByName", ${iso(sql`s.cancelled_at`)} AS "cancelledAt",
          s.cancel_reason AS "cancelReason", s.version
        ${headerFrom} WHERE s.id = ${id}`,
  );
  if (!head) return null;
  const lineRows = await sqlRows<
    Omit<TransferSlipLine, 'lots' | 'unitCostCentavos' | 'totalValueCentavos'> & {
      productCostCentavos: number;
    }
  >(
    db,
    sql`SELECT tl.id, tl.line_no AS "lineNo", tl.product_id AS "productId", p.sku, p.name AS "productName",
               p.base_unit AS "baseUnit", tl.requested_milli::float8 AS "requestedMilli",
               tl.approved_milli::float8 AS "approvedMilli", tl.issued_milli::float8 AS "issuedMilli",
               tl.received_milli::float8 AS "receivedMilli", tl.notes,
               p.cost_centavos::float8 AS "productCostCentavos"
          FROM transfer_slip_lines tl JOIN products p ON p.id = tl.product_id
         WHERE tl.slip_id = ${id} ORDER BY tl.line_no`,
  );
  const lotRows = await sqlRows<TransferSlipLot & { lineId: string }>(
    db,
    sql`SELECT sl.id, sl.line_id AS "lineId", sl.lot_id AS "lotId", lo.batch_number AS "batchNumber",
               ${day(sql`lo.expiry_date`)} AS "expiryDate", sl.issued_milli::float8 AS "issuedMilli",
               sl.received_milli::float8 AS "receivedMilli", sl.damaged_milli::float8 AS "damagedMilli",
               ${resolvedOf(sql`sl.id`)}::float8 AS "resolvedMilli",
               (sl.issued_milli - sl.received_milli - ${resolvedOf(sql`sl.id`)})::float8 AS "openMilli",
               sl.unit_cost_centavos::float8 AS "unitCostCentavos", sl.condition, sl.notes
          FROM transfer_slip_lots sl LEFT JOIN lots lo ON lo.id = sl.lot_id
         WHERE sl.slip_id = ${id}
         ORDER BY lo.expiry_date NULLS LAST, lo.batch_number NULLS FIRST, sl.id`,
  );
  const resolutions = await sqlRows<TransferResolution>(
    db,
    sql`SELECT r.id, r.slip_lot_id AS "slipLotId", p.name AS "productName", lo.batch_number AS "batchNumber",
               r.action, r.qty_milli::float8 AS "qtyMilli", r.value_centavos::float8 AS "valueCentavos", r.reason,
               ${userName(sql`r.performed_by`)} AS "performedByName",
               ${userName(sql`r.approved_by`)} AS "approvedByName", ${iso(sql`r.created_at`)} AS "createdAt"
          FROM transfer_resolutions r JOIN transfer_slip_lots sl ON sl.id = r.slip_lot_id
          JOIN products p ON p.id = sl.product_id LEFT JOIN lots lo ON lo.id = sl.lot_id
         WHERE r.slip_id = ${id} ORDER BY r.created_at, r.id`,
  );
  const lines: TransferSlipLine[] = lineRows.map(({ productCostCentavos, ...l }) => {
    const lots = lotRows.filter((x) => x.lineId === l.id).map(({ lineId: _, ...x }) => x);
    const issuedValue = lots.reduce((s, x) => s + lotValue(x.issuedMilli, x.unitCostCentavos), 0);
    const qty = l.issuedMilli ?? l.approvedMilli ?? l.requestedMilli;
    const unitCostCentavos =
      lots.length && (l.issuedMilli ?? 0) > 0
        ? Math.round((issuedValue * 1000) / (l.issuedMilli ?? 1))
        : productCostCentavos;
    return {
      ...l,
      unitCostCentavos,
      totalValueCentavos: lots.length ? issuedValue : lotValue(qty, productCostCentavos),
      lots,
    };
  });
  const allLots = lines.flatMap((l) => l.lots);
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  return {
    ...head,
    totalRequestedMilli: sum(lines.map((l) => l.requestedMilli)),
    totalApprovedMilli: sum(lines.map((l) => l.approvedMilli ?? 0)),
    totalIssuedMilli: sum(lines.map((l) => l.issuedMilli ?? 0)),
    totalReceivedMilli: sum(allLots.map((x) => x.receivedMilli)),
    totalDamagedMilli: sum(allLots.map((x) => x.damagedMilli)),
    totalOpenMilli: sum(allLots.map((x) => x.openMilli)),
    totalValueCentavos: sum(lines.map((l) => l.totalValueCentavos)),
    openValueCentavos: sum(allLots.map((x) => lotValue(x.openMilli, x.unitCostCentavos))),
    lines,
    resolutions,
  };
}

/** A quantity's value at a cost per base unit, to the centavo (as the stock valuation rounds). */
export const lotValue = (qtyMilli: number, unitCostCentavos: number) =>
  Math.round((qtyMilli * unitCostCentavos) / 1000);

export interface TransferFilter {
  status: TransferStatus | 'open' | 'all';
  direction: 'outgoing' | 'incoming' | 'all';
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
}

export async function listSlips(
  db: R,
  scope: BranchScope,
  f: TransferFilter,
): Promise<{ items: TransferSummary[]; total: number }> {
  const outgoing = branchIn(scope, sql`s.from_branch_id`, 'read');
  const incoming = branchIn(scope, sql`s.to_branch_id`, 'read');
  const conds: SQL[] = [
    f.direction === 'outgoing'
      ? outgoing
      : f.direction === 'incoming'
        ? incoming
        : sql`(${outgoing} OR ${incoming})`,
  ];
  if (f.status === 'open') conds.push(sql`s.status NOT IN ('closed', 'cancelled')`);
  else if (f.status !== 'all') conds.push(sql`s.status = ${f.status}`);
  if (f.from) conds.push(sql`s.transfer_date >= ${f.from}::date`);
  if (f.to) conds.push(sql`s.transfer_date <= ${f.to}::date`);
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(lower(s.transfer_no) LIKE ${like} OR EXISTS (
      SELECT 1 FROM transfer_slip_lines tl JOIN products p ON p.id = tl.product_id
       WHERE tl.slip_id = s.id AND (lower(p.name) LIKE ${like} OR lower(p.sku) LIKE ${like})))`);
  }
  const where = sql.join(conds, sql` AND `);
  const items = await sqlRows<TransferSummary>(
    db,
    sql`${header},
          (SELECT count(*) FROM transfer_slip_lines tl WHERE tl.slip_id = s.id)::int AS "lineCount",
          (SELECT coalesce(sum(coalesce(tl.issued_milli, tl.approved_milli, tl.requested_milli)), 0)
             FROM transfer_slip_lines tl WHERE tl.slip_id = s.id)::float8 AS "totalQtyMilli",
          (CASE WHEN s.issued_at IS NOT NULL THEN s.total_value_centavos
                ELSE (SELECT coalesce(sum(round(coalesce(tl.approved_milli, tl.requested_milli)::numeric
                                                * p.cost_centavos / 1000)), 0)
                        FROM transfer_slip_lines tl JOIN products p ON p.id = tl.product_id
                       WHERE tl.slip_id = s.id) END)::float8 AS "totalValueCentavos",
          ${userName(sql`coalesce(s.requested_by, s.created_by)`)} AS "requestedByName",
          ${iso(sql`s.created_at`)} AS "createdAt"
        ${headerFrom}
        WHERE ${where}
        ORDER BY s.created_at DESC, s.transfer_no DESC
        LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
  const [n] = await sqlRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM transfer_slips s WHERE ${where}`,
  );
  return { items, total: n?.n ?? 0 };
}

/** Lot by lot, what is still in transit on slips sent from or to the person's (read-scope) branches. */
export async function inTransitItems(db: R, scope: BranchScope): Promise<TransferInTransitItem[]> {
  return sqlRows<TransferInTransitItem>(
    db,
    sql`SELECT * FROM (
          SELECT s.id AS "slipId", s.transfer_no AS "transferNo", s.status,
                 fl.name AS "fromLocationName", fb.name AS "fromBranchName",
                 tl.name AS "toLocationName", tb.name AS "toBranchName",
                 ${iso(sql`s.issued_at`)} AS "issuedAt",
                 ${day(sql`s.expected_delivery_date`)} AS "expectedDeliveryDate",
                 sl.id AS "slipLotId", sl.product_id AS "productId", p.name AS "productName", p.sku,
                 p.base_unit AS "baseUnit", sl.lot_id AS "lotId", lo.batch_number AS "batchNumber",
                 ${day(sql`lo.expiry_date`)} AS "expiryDate",
                 (sl.issued_milli - sl.received_milli - ${resolvedOf(sql`sl.id`)})::float8 AS "qtyMilli",
                 sl.unit_cost_centavos::float8 AS "unitCostCentavos",
                 round((sl.issued_milli - sl.received_milli - ${resolvedOf(sql`sl.id`)})::numeric
                       * sl.unit_cost_centavos / 1000)::float8 AS "valueCentavos"
            FROM transfer_slip_lots sl
            JOIN transfer_slips s ON s.id = sl.slip_id
            JOIN locations fl ON fl.id = s.from_location_id JOIN branches fb ON fb.id = s.from_branch_id
            JOIN locations tl ON tl.id = s.to_location_id JOIN branches tb ON tb.id = s.to_branch_id
            JOIN products p ON p.id = sl.product_id LEFT JOIN lots lo ON lo.id = sl.lot_id
           WHERE s.status IN ('in_transit', 'received')
             AND (${branchIn(scope, sql`s.from_branch_id`, 'read')} OR ${branchIn(scope, sql`s.to_branch_id`, 'read')})
        ) x WHERE x."qtyMilli" > 0
        ORDER BY x."issuedAt", x."transferNo", x."productName", x."expiryDate" NULLS LAST`,
  );
}

/**
 * The destination's products below their minimum (on hand at that location), with the suggested
 * quantity and the stock at the person's other locations (`allowed` scope, the destination left out).
 */
export async function lowStockAt(
  db: R,
  scope: BranchScope,
  toLocationId: string,
): Promise<TransferLowStockItem[]> {
  const rows = await sqlRows<Omit<TransferLowStockItem, 'availableAt'>>(
    db,
    sql`SELECT p.id AS "productId", p.sku, p.name, p.base_unit AS "baseUnit",
               coalesce(b.q, 0)::float8 AS "onHandMilli", p.min_stock_milli::float8 AS "minStockMilli",
               nullif(p.reorder_qty_milli, 0)::float8 AS "reorderQtyMilli",
               (CASE WHEN p.reorder_qty_milli > 0 THEN p.reorder_qty_milli
                     ELSE p.min_stock_milli - coalesce(b.q, 0) END)::float8 AS "suggestedMilli"
          FROM products p
          LEFT JOIN (SELECT product_id, sum(qty_milli) AS q FROM stock_balances
                      WHERE location_id = ${toLocationId} GROUP BY product_id) b ON b.product_id = p.id
         WHERE p.is_active AND p.min_stock_milli > 0 AND coalesce(b.q, 0) < p.min_stock_milli
         ORDER BY lower(p.name), p.id
         LIMIT 500`,
  );
  if (rows.length === 0) return [];
  const elsewhere = await sqlRows<{
    productId: string;
    locationId: string;
    locationName: string;
    branchName: string;
    qtyMilli: number;
  }>(
    db,
    sql`SELECT sb.product_id AS "productId", l.id AS "locationId", l.name AS "locationName",
               br.name AS "branchName", sum(sb.qty_milli)::float8 AS "qtyMilli"
          FROM stock_balances sb JOIN locations l ON l.id = sb.location_id JOIN branches br ON br.id = l.branch_id
         WHERE sb.product_id = ANY(${`{${rows.map((r) => r.productId).join(',')}}`}::uuid[])
           AND l.is_active AND l.id <> ${toLocationId} AND ${locationIn(scope, sql`l.id`, 'allowed')}
         GROUP BY sb.product_id, l.id, l.name, br.name
        HAVING sum(sb.qty_milli) > 0
         ORDER BY sum(sb.qty_milli) DESC, lower(l.name)`,
  );
  return rows.map((r) => ({
    ...r,
    availableAt: elsewhere.filter((e) => e.productId === r.productId).map(({ productId: _, ...e }) => e),
  }));
}

export interface SourceLot {
  lotId: string | null;
  batchNumber: string;
  expiryDate: string | null;
  qtyMilli: number;
}

/** A product's stock at a location by lot (lot null: the stock without a batch). */
export async function stockByLotAt(tx: Tx, productId: string, locationId: string): Promise<SourceLot[]> {
  return sqlRows<SourceLot>(
    tx,
    sql`SELECT b.lot_id AS "lotId", coalesce(lo.batch_number, '') AS "batchNumber",
               ${day(sql`lo.expiry_date`)} AS "expiryDate", b.qty_milli::float8 AS "qtyMilli"
          FROM stock_balances b LEFT JOIN lots lo ON lo.id = b.lot_id
         WHERE b.product_id = ${productId} AND b.location_id = ${locationId} AND b.qty_milli > 0`,
  );
}

export interface LotRow {
  id: string;
  lineId: string;
  productId: string;
  lotId: string | null;
  issuedMilli: number;
  receivedMilli: number;
  damagedMilli: number;
  resolvedMilli: number;
  unitCostCentavos: number;
  productName: string;
}

/** The slip's lots with what was received and resolved (read under the slip's lock). */
export async function slipLots(tx: Tx, slipId: string): Promise<LotRow[]> {
  return sqlRows<LotRow>(
    tx,
    sql`SELECT sl.id, sl.line_id AS "lineId", sl.product_id AS "productId", sl.lot_id AS "lotId",
               sl.issued_milli::float8 AS "issuedMilli", sl.received_milli::float8 AS "receivedMilli",
               sl.damaged_milli::float8 AS "damagedMilli", ${resolvedOf(sql`sl.id`)}::float8 AS "resolvedMilli",
               sl.unit_cost_centavos::float8 AS "unitCostCentavos", p.name AS "productName"
          FROM transfer_slip_lots sl JOIN products p ON p.id = sl.product_id
         WHERE sl.slip_id = ${slipId} ORDER BY sl.id`,
  );
}

export interface LineRow {
  id: string;
  productId: string;
  requestedMilli: number;
  approvedMilli: number | null;
  productName: string;
}

export async function slipLines(tx: Tx, slipId: string): Promise<LineRow[]> {
  return sqlRows<LineRow>(
    tx,
    sql`SELECT tl.id, tl.product_id AS "productId", tl.requested_milli::float8 AS "requestedMilli",
               tl.approved_milli::float8 AS "approvedMilli", p.name AS "productName"
          FROM transfer_slip_lines tl JOIN products p ON p.id = tl.product_id
         WHERE tl.slip_id = ${slipId} ORDER BY tl.line_no`,
  );
}
