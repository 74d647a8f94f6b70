import { createHash } from 'node:crypto';
import { type Db, type FastTx, sqlRows, uuidv7 } from '@fbms/db';
import {
  BNPC_WEEKLY_CAP_CENTAVOS,
  type CompleteSale,
  computeTotals,
  type DiscountInput,
  DomainError,
  formatInvoiceNo,
  manilaDate,
  normalizeIdNumber,
  PROMO_LIMIT_BASIS_POINTS,
  refusal,
  type SaleTotals,
  type Statutory,
  settleTenders,
  TENDER_LABELS,
  TotalsInputError,
  type TotalsLine,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditWhere, auditInsertSql } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { type Approver, approverOf } from './sale-approval.ts';
import { auditRefusal } from './sale-refusals.ts';
import { lineField, planSaleStock, type SaleBalance } from './sale-stock.ts';
import { findSale, type SaleDetail } from './sales.repository.ts';
import { statutoryRefusal } from './statutory-refusal.ts';
import { type Terminal, type TerminalKey, terminalJsonSql } from './terminals.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

const peso = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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

interface ProductForSale {
  id: string;
  name: string;
  sku: string;
  taxClass: 'vatable' | 'vat_exempt' | 'zero_rated';
  baseUnit: string;
  priceCentavos: number;
  costCentavos: number;
  isActive: boolean;
  isLotTracked: boolean;
  isRxVetDrug: boolean;
  isRestrictedPesticide: boolean;
  isBanned: boolean;
  bnpcEligible: boolean;
  scPwdEligible: boolean;
  registrationNumber: string | null;
  units: { code: string; baseMilliPerUnit: number; priceCentavos: number }[];
}

/** The discount as a share of what it applies to, in basis points (to compare with the role's limit). */
const shareOf = (d: DiscountInput | null, base: number) =>
  !d
    ? 0
    : d.kind === 'percent'
      ? d.basisPoints
      : base === 0
        ? 10_000
        : Math.ceil((d.centavos * 10_000) / base);

interface PlannedLine {
  index: number;
  product: ProductForSale;
  unitCode: string;
  baseMilliPerUnit: number;
  qtyMilli: number;
  baseQtyMilli: number;
  unitPriceCentavos: number;
  listPriceCentavos: number | null;
  promo: DiscountInput | null;
  lotId: string | null;
  stockSeenMilli: number | null;
  regulated: Record<string, string> | null;
}

function planLine(
  line: CompleteSale['lines'][number],
  i: number,
  product: ProductForSale | undefined,
): PlannedLine {
  if (!product?.isActive)
    throw new DomainError(
      'PRODUCT_NOT_FOUND',
      'This product is no longer sold. Remove it from the cart.',
      refusal('productNoLongerSold', {
        fields: { [`lines.${i}.productId`]: 'This product is no longer sold' },
      }),
    );
  if (product.isBanned)
    throw new DomainError(
      'PRODUCT_NOT_SELLABLE',
      `${product.name} is banned and cannot be sold`,
      refusal('productBanned', {
        productName: product.name,
        fields: { [`lines.${i}.productId`]: `${product.name} is banned and cannot be sold` },
      }),
    );
  const unit =
    line.unitCode === null || line.unitCode.toLowerCase() === product.baseUnit.toLowerCase()
      ? { code: product.baseUnit, baseMilliPerUnit: 1000, priceCentavos: product.priceCentavos }
      : product.units.find((u) => u.code.toLowerCase() === line.unitCode!.toLowerCase());
  if (!unit)
    throw lineField(
      i,
      'unitCode',
      `${product.name} is not sold by the ${line.unitCode}`,
      refusal('unitNotSold', { productName: product.name, unit: line.unitCode }),
    );
  const base = line.qtyMilli * unit.baseMilliPerUnit;
  if (base % 1000 !== 0)
    throw lineField(
      i,
      'qtyMilli',
      `${product.name}: this quantity of ${unit.code} is not a whole number of thousandths of a ${product.baseUnit}`,
      refusal('qtyNotWhole', { productName: product.name, unit: unit.code, baseUnit: product.baseUnit }),
    );
  let regulated: Record<string, string> | null = null;
  if (product.isRxVetDrug) {
    if (!line.rx)
      throw lineField(
        i,
        'rx',
        `${product.name} needs the vet's name, PRC number and prescription number`,
        refusal('rxRequired', { productName: product.name }),
      );
    regulated = { kind: 'rx', ...line.rx };
  }
  if (product.isRestrictedPesticide) {
    if (!line.fpaCertNumber)
      throw lineField(
        i,
        'fpaCertNumber',
        `${product.name} needs the buyer's FPA certification number`,
        refusal('fpaCertRequired', { productName: product.name }),
      );
    regulated = { ...(regulated ?? {}), fpaCertNumber: line.fpaCertNumber };
  }
  const listPrice = unit.priceCentavos;
  if (!line.priceOverride && line.unitPriceCentavos !== listPrice)
    throw new DomainError(
      'SALE_PRICE_CHANGED',
      `The price of ${product.name} per ${unit.code} is now ${peso(listPrice)} (the cart had ${peso(line.unitPriceCentavos)}). Check the cart.`,
      refusal('priceChanged', {
        productName: product.name,
        unit: unit.code,
        cartPriceCentavos: line.unitPriceCentavos,
        fields: { [`lines.${i}.unitPriceCentavos`]: `Now ${peso(listPrice)}` },
        lineIndex: i,
        priceCentavos: listPrice,
      }),
    );
  return {
    index: i,
    product,
    unitCode: unit.code,
    baseMilliPerUnit: unit.baseMilliPerUnit,
    qtyMilli: line.qtyMilli,
    baseQtyMilli: base / 1000,
    unitPriceCentavos: line.unitPriceCentavos,
    listPriceCentavos: line.priceOverride && line.unitPriceCentavos !== listPrice ? listPrice : null,
    promo: line.promo,
    lotId: line.lotId,
    stockSeenMilli: line.stockSeenMilli ?? null,
    regulated,
  };
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
 * Four statements between BEGIN and COMMIT, so the products stay locked for as few round trips as
 * possible: (1) lock and read the products, with the settings, the location and any earlier sale of
 * this id; (2) the next invoice number and the products' balances, read under the locks; (3) every
 * write in one statement, each balance guarded by the value it was read at.
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
      writeSale(tx, deps, actor, terminal, input, hash, where, approver),
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

/** The SQLSTATE statement 3 fails with when a balance is not what was read (fbms_fail, migration 0010). */
const STOCK_CHANGED = 'FB001';

/** Ids as one parameter (`= ANY(…)`), so a statement's text is the same however many there are. */
const uuidList = (ids: string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

interface SaleContext {
  terminal: Terminal | null;
  settings: { vat: boolean; info: Record<string, unknown>; bir: Record<string, unknown> } | null;
  earlier: boolean;
  locationActive: boolean | null;
  products: ProductForSale[];
}

/**
 * Statement 1: the products locked in id order (the lock order every stock writer keeps), the terminal
 * the cookie opens, its location, the settings, and whether this sale is in already.
 */
async function lockAndRead(tx: FastTx, input: CompleteSale, key: TerminalKey): Promise<SaleContext> {
  const ids = [...new Set(input.lines.map((l) => l.productId))];
  const [row] = await tx.rows<SaleContext>(
    sql`WITH p AS (
          SELECT p.id, p.name, p.sku, p.tax_class AS "taxClass", p.base_unit AS "baseUnit",
                 p.price_centavos::float8 AS "priceCentavos", p.cost_centavos::float8 AS "costCentavos",
                 p.is_active AS "isActive", p.is_lot_tracked AS "isLotTracked", p.is_rx_vet_drug AS "isRxVetDrug",
                 p.is_restricted_pesticide AS "isRestrictedPesticide", p.is_banned AS "isBanned",
                 p.bnpc_eligible AS "bnpcEligible", p.sc_pwd_eligible AS "scPwdEligible",
                 p.registration_number AS "registrationNumber",
                 (SELECT coalesce(json_agg(json_build_object('code', u.code,
                           'baseMilliPerUnit', u.base_milli_per_unit::float8, 'priceCentavos', u.price_centavos::float8)), '[]'::json)
                    FROM product_units u WHERE u.product_id = p.id) AS units
            FROM products p WHERE p.id = ANY(${uuidList(ids)}) ORDER BY p.id FOR UPDATE OF p)
        SELECT ${terminalJsonSql(key)} AS terminal,
               (SELECT json_build_object('vat', vat_registered, 'info', business_info, 'bir', bir)
                  FROM system_settings WHERE id = 1) AS settings,
               EXISTS (SELECT 1 FROM sales WHERE id = ${input.id}) AS earlier,
               (SELECT l.is_active FROM terminals t JOIN locations l ON l.id = t.location_id
                 WHERE t.id = ${key.id}) AS "locationActive",
               (SELECT coalesce(json_agg(p ORDER BY p.id), '[]'::json) FROM p) AS products`,
    'sale_lock_and_read',
  );
  return row!;
}

/** Statement 2, under the locks: the terminal's next invoice number and the products' balances here. */
async function invoiceAndBalances(
  tx: FastTx,
  terminalId: string,
  locationId: string,
  productIds: string[],
): Promise<{ invoiceNo: number | null; balances: SaleBalance[] }> {
  const [row] = await tx.rows<{ invoiceNo: number | null; balances: SaleBalance[] }>(
    sql`WITH t AS (UPDATE terminals SET next_invoice_no = next_invoice_no + 1, last_seen_at = now()
                    WHERE id = ${terminalId} AND is_active RETURNING (next_invoice_no - 1)::float8 AS no)
        SELECT (SELECT no FROM t) AS "invoiceNo",
               (SELECT coalesce(json_agg(json_build_object('id', b.id, 'productId', b.product_id, 'lotId', b.lot_id,
                         'batchNumber', l.batch_number, 'expiryDate', to_char(l.expiry_date, 'YYYY-MM-DD'),
                         'qtyMilli', b.qty_milli::float8, 'looseMilli', b.loose_milli::float8)
                         ORDER BY l.expiry_date NULLS LAST, l.created_at), '[]'::json)
                  FROM stock_balances b LEFT JOIN lots l ON l.id = b.lot_id
                 WHERE b.product_id = ANY(${uuidList(productIds)}) AND b.location_id = ${locationId}) AS balances`,
    'sale_invoice_and_balances',
  );
  return row!;
}

async function writeSale(
  tx: FastTx,
  deps: Deps,
  actor: Actor,
  key: TerminalKey,
  input: CompleteSale,
  hash: string,
  where: AuditWhere,
  approver: Approver | null,
): Promise<SaleDetail | 'earlier'> {
  const now = deps.now();
  const today = manilaDate(now);
  const read = await lockAndRead(tx, input, key);
  const { terminal, settings, earlier, locationActive, products: rows } = read;
  if (!terminal) throw new DomainError('TERMINAL_NOT_ENROLLED');
  if (earlier) return 'earlier';
  const locationId = terminal.locationId;
  const vatRegistered = settings?.vat ?? false;
  const products = new Map(rows.map((r) => [r.id, r]));
  const planned = input.lines.map((l, i) => planLine(l, i, products.get(l.productId)));

  // Promos and price overrides above the cashier's limit need a manager on the spot.
  const limit = PROMO_LIMIT_BASIS_POINTS[actor.role];
  const grossOf = (l: PlannedLine) => Math.round((l.unitPriceCentavos * l.qtyMilli) / 1000);
  const overLimit =
    planned.some((l) => shareOf(l.promo, grossOf(l)) > limit) ||
    shareOf(
      input.orderPromo,
      planned.reduce((a, l) => a + grossOf(l), 0),
    ) > limit;
  const overridden = planned.some((l) => l.listPriceCentavos !== null);
  const mayOverride = actor.role === 'manager' || actor.role === 'admin';
  if ((overLimit || (overridden && !mayOverride)) && !approver)
    throw new DomainError(
      'APPROVAL_REQUIRED',
      overLimit
        ? `A discount above ${limit / 100}% needs a manager's approval`
        : "A price change needs a manager's approval",
      overLimit
        ? refusal('discountNeedsApproval', { percent: limit / 100, needsApproval: true })
        : refusal('priceChangeNeedsApproval', { needsApproval: true }),
    );

  // The senior citizen's / PWD's weekly BNPC cap, held against other sales for the same ID.
  let statutory: Statutory | undefined;
  if (input.statutory?.kind === 'bnpc5') {
    await tx.rows(sql`SELECT pg_advisory_xact_lock(hashtext(${`bnpc:${input.statutory.idNumber}`}))`);
    const used = await bnpcUsed(tx, input.statutory.idNumber, now);
    statutory = { kind: 'bnpc5', capRemainingCentavos: Math.max(0, BNPC_WEEKLY_CAP_CENTAVOS - used) };
  } else if (input.statutory?.kind === 'sc_pwd20') statutory = { kind: 'sc_pwd20' };

  const totalsLines: TotalsLine[] = planned.map((l) => ({
    id: String(l.index),
    taxClass: l.product.taxClass,
    unitPriceCentavos: l.unitPriceCentavos,
    qtyMilli: l.qtyMilli,
    promo: l.promo ?? undefined,
    bnpcEligible: l.product.bnpcEligible,
    scPwdEligible: l.product.scPwdEligible,
  }));
  let totals: SaleTotals;
  try {
    totals = computeTotals({
      lines: totalsLines,
      orderPromo: input.orderPromo ?? undefined,
      statutory,
      vatRegistered,
    });
  } catch (e) {
    if (e instanceof TotalsInputError) throw new DomainError('VALIDATION_FAILED', e.message);
    throw e;
  }
  if (input.statutory && totals.bnpcCentavos + totals.scPwdCentavos === 0)
    throw statutoryRefusal(
      { lines: totalsLines, orderPromo: input.orderPromo ?? undefined, statutory, vatRegistered },
      totals,
      planned.map((l) => l.product.name),
    );
  if (totals.totalCentavos !== input.totalCentavos)
    throw new DomainError(
      'SALE_TOTAL_CHANGED',
      `The total is ${peso(totals.totalCentavos)}, not ${peso(input.totalCentavos)}. Check the cart and try again.`,
      refusal('totalChanged', { totalCentavos: totals.totalCentavos, sentCentavos: input.totalCentavos }),
    );
  const settled = settleTenders(totals.totalCentavos, input.payments);
  if (!settled.ok)
    throw new DomainError('VALIDATION_FAILED', settled.message, { fields: { payments: settled.message } });
  if (locationActive !== true)
    throw new DomainError(
      'VALIDATION_FAILED',
      "This terminal's location is no longer active",
      refusal('terminalLocationInactive'),
    );

  const { invoiceNo, balances } = await invoiceAndBalances(tx, terminal.id, locationId, [...products.keys()]);
  if (invoiceNo === null) throw new DomainError('TERMINAL_NOT_ENROLLED');
  const invoiceNumber = formatInvoiceNo(invoiceNo);
  const reference = `${terminal.name} ${invoiceNumber}`;
  const stock = planSaleStock(
    planned.map((l) => ({
      index: l.index,
      productId: l.product.id,
      productName: l.product.name,
      baseUnit: l.product.baseUnit,
      isLotTracked: l.product.isLotTracked,
      baseQtyMilli: l.baseQtyMilli,
      lotId: l.lotId,
      // A sack sold as a sack leaves sealed; kilos take the open sack first.
      form: l.baseMilliPerUnit > 1000 && l.unitCode !== l.product.baseUnit ? 'sealed' : undefined,
      stockSeenMilli: l.stockSeenMilli,
    })),
    balances,
    today,
  );

  const info = settings?.info ?? {};
  const seller = { ...info, vatRegistered, tin: info.taxId ?? null, rdoCode: settings?.bir?.rdoCode ?? null };
  const terminalBlock = {
    name: terminal.name,
    location: terminal.locationName,
    min: terminal.min,
    serialNumber: terminal.serialNumber,
    ptuNumber: terminal.ptuNumber,
    ptuDate: terminal.ptuDate,
  };
  const t = totals;
  const s = input.statutory;
  // Card, bank and check details kept with a payment (none for cash and e-wallets).
  const paymentDetails = input.payments.map((p) => {
    const given = {
      cardLast4: p.cardLast4,
      approvalCode: p.approvalCode,
      bank: p.bank,
      checkNumber: p.checkNumber,
      checkDate: p.checkDate,
    };
    const kept = Object.fromEntries(Object.entries(given).filter(([, v]) => v));
    return Object.keys(kept).length ? kept : null;
  });
  const audit = auditInsertSql(
    {
      action: 'sales.completed',
      actorUserId: actor.userId,
      actorEmail: actor.email,
      targetType: 'sale',
      targetId: input.id,
      details: {
        invoice: reference,
        totalCentavos: t.totalCentavos,
        tenders: input.payments.map((p) => TENDER_LABELS[p.method]),
        ...(approver ? { approvedBy: approver.email } : {}),
        ...(overridden
          ? {
              priceOverrides: planned
                .filter((l) => l.listPriceCentavos !== null)
                .map((l) => ({ sku: l.product.sku, from: l.listPriceCentavos, to: l.unitPriceCentavos })),
            }
          : {}),
      },
    },
    where,
  );
  // Statement 3: every write at once, sent with the COMMIT. Each balance is written only if it still
  // holds what was read (the locks make that certain; the guard makes a lost update impossible even
  // so), and if any is not, the statement fails (fbms_fail) and the COMMIT ends a failed transaction.
  // The foreign keys of lines, payments and movements are checked at the end of the statement, when
  // the sale is in. Lists travel as JSON, so the text never changes and is prepared once per connection.
  const json = (rows: unknown[]) => JSON.stringify(rows);
  const balancesJson = json(
    stock.updates.map((u) => ({
      id: u.id,
      oq: u.was.qtyMilli,
      ol: u.was.looseMilli,
      nq: u.next.qtyMilli,
      nl: u.next.looseMilli,
    })),
  );
  const movesJson = json(
    stock.takes.map((m) => ({
      id: uuidv7(),
      product_id: m.line.productId,
      lot_id: m.lotId,
      qty_milli: -m.qtyMilli,
      previous_milli: m.previousMilli,
      new_milli: m.newMilli,
      unit_cost_centavos: products.get(m.line.productId)!.costCentavos,
      form: m.line.form ?? null,
    })),
  );
  const linesJson = json(
    planned.map((l) => {
      const lt = t.lines[l.index]!;
      return {
        id: uuidv7(),
        line_no: l.index + 1,
        product_id: l.product.id,
        product_name: l.product.name,
        sku: l.product.sku,
        unit_code: l.unitCode,
        base_milli_per_unit: l.baseMilliPerUnit,
        qty_milli: l.qtyMilli,
        base_qty_milli: l.baseQtyMilli,
        unit_price_centavos: l.unitPriceCentavos,
        list_price_centavos: l.listPriceCentavos,
        gross_centavos: lt.grossCentavos,
        promo_centavos: lt.promoCentavos,
        statutory_centavos: lt.statutoryCentavos,
        vat_removed_centavos: lt.vatRemovedCentavos,
        net_centavos: lt.netCentavos,
        tax_class: lt.taxClass,
        promo: l.promo,
        registration_number: l.product.registrationNumber,
        lots: stock.lotsByLine.get(l.index) ?? [],
        regulated: l.regulated,
      };
    }),
  );
  const paymentsJson = json(
    input.payments.map((p, i) => ({
      id: uuidv7(),
      method: p.method,
      amount_centavos: settled.payments[i]!.amountCentavos,
      tendered_centavos: settled.payments[i]!.tenderedCentavos,
      reference: p.reference ?? null,
      details: paymentDetails[i],
    })),
  );
  try {
    await tx.commitWith(
      sql`
    WITH v AS (SELECT * FROM json_to_recordset(${balancesJson}::json)
                 AS v(id uuid, oq bigint, ol bigint, nq bigint, nl bigint)),
    bal AS (UPDATE stock_balances b SET qty_milli = v.nq, loose_milli = v.nl, updated_at = now()
      FROM v WHERE b.id = v.id AND b.qty_milli = v.oq AND b.loose_milli = v.ol RETURNING b.id),
    moves AS (INSERT INTO stock_movements (id, product_id, location_id, lot_id, type, qty_milli, previous_milli,
      new_milli, unit_cost_centavos, reference_type, reference_id, reference_number, performed_by, form)
      SELECT m.id, m.product_id, ${locationId}, m.lot_id, 'sale', m.qty_milli, m.previous_milli, m.new_milli,
             m.unit_cost_centavos, 'sale', ${input.id}, ${reference}, ${actor.userId}, m.form
        FROM json_to_recordset(${movesJson}::json) AS m(id uuid, product_id uuid, lot_id uuid, qty_milli bigint,
             previous_milli bigint, new_milli bigint, unit_cost_centavos bigint, form text)),
    sale AS (INSERT INTO sales (id, request_hash, terminal_id, invoice_no, location_id, cashier_id, customer_name,
      customer_address, customer_tin, statutory, beneficiary_id_number, vat_registered, gross_centavos,
      promo_centavos, bnpc_centavos, sc_pwd_centavos, vat_removed_centavos, bnpc_base_centavos,
      vatable_sales_centavos, vat_centavos, vat_exempt_sales_centavos, zero_rated_sales_centavos,
      non_vat_sales_centavos, total_centavos, tendered_centavos, change_centavos, order_promo, seller,
      terminal_block, created_at)
    VALUES (${input.id}, ${hash}, ${terminal.id}, ${invoiceNo}, ${locationId}, ${actor.userId},
      ${input.customer?.name ?? null}, ${input.customer?.address ?? null}, ${input.customer?.tin ?? null},
      ${s ? JSON.stringify(s) : null}::jsonb, ${s?.idNumber ?? null}, ${vatRegistered}, ${t.grossCentavos},
      ${t.promoCentavos}, ${t.bnpcCentavos}, ${t.scPwdCentavos}, ${t.vatRemovedCentavos}, ${t.bnpcBaseCentavos},
      ${t.vatableSalesCentavos}, ${t.vatCentavos}, ${t.vatExemptSalesCentavos}, ${t.zeroRatedSalesCentavos},
      ${t.nonVatSalesCentavos}, ${t.totalCentavos}, ${settled.tenderedCentavos}, ${settled.changeCentavos},
      ${input.orderPromo ? JSON.stringify(input.orderPromo) : null}::jsonb, ${JSON.stringify(seller)}::jsonb,
      ${JSON.stringify(terminalBlock)}::jsonb, ${now.toISOString()})),
    lines AS (INSERT INTO sale_lines (id, sale_id, line_no, product_id, product_name, sku, unit_code, base_milli_per_unit,
      qty_milli, base_qty_milli, unit_price_centavos, list_price_centavos, gross_centavos, promo_centavos,
      statutory_centavos, vat_removed_centavos, net_centavos, tax_class, promo, registration_number, lots, regulated)
      SELECT l.id, ${input.id}, l.line_no, l.product_id, l.product_name, l.sku, l.unit_code, l.base_milli_per_unit,
             l.qty_milli, l.base_qty_milli, l.unit_price_centavos, l.list_price_centavos, l.gross_centavos,
             l.promo_centavos, l.statutory_centavos, l.vat_removed_centavos, l.net_centavos, l.tax_class, l.promo,
             l.registration_number, l.lots, l.regulated
        FROM json_to_recordset(${linesJson}::json) AS l(id uuid, line_no int, product_id uuid, product_name text,
             sku text, unit_code text, base_milli_per_unit bigint, qty_milli bigint, base_qty_milli bigint,
             unit_price_centavos bigint, list_price_centavos bigint, gross_centavos bigint, promo_centavos bigint,
             statutory_centavos bigint, vat_removed_centavos bigint, net_centavos bigint, tax_class text,
             promo jsonb, registration_number text, lots jsonb, regulated jsonb)),
    payments AS (INSERT INTO sale_payments (id, sale_id, method, amount_centavos, tendered_centavos, reference, details)
      SELECT p.id, ${input.id}, p.method, p.amount_centavos, p.tendered_centavos, p.reference, p.details
        FROM json_to_recordset(${paymentsJson}::json) AS p(id uuid, method text, amount_centavos bigint,
             tendered_centavos bigint, reference text, details jsonb)),
    audit AS (${audit})
    SELECT CASE WHEN (SELECT count(*) FROM bal) = (SELECT count(*) FROM v) THEN 1
                ELSE fbms_fail(${STOCK_CHANGED}, 'a stock balance changed under the sale') END AS ok`,
      'sale_write',
    );
  } catch (e) {
    if ((e as { code?: unknown }).code === STOCK_CHANGED)
      throw new DomainError(
        'CONCURRENT_MODIFICATION',
        'The stock changed while this sale was being saved. Send it again.',
        refusal('saleStockChangedWhileSaving'),
      );
    throw e;
  }
  // The answer is what was just written, as findSale reads it back (the tests compare the two).
  return {
    id: input.id,
    invoiceNo,
    invoiceNumber,
    terminalId: terminal.id,
    terminalName: terminal.name,
    cashierId: actor.userId,
    cashierName: `${actor.firstName} ${actor.lastName}`.trim(),
    customerName: input.customer?.name ?? null,
    status: 'completed',
    totalCentavos: t.totalCentavos,
    methods: [...new Set(input.payments.map((p) => p.method))].sort(),
    createdAt: now.toISOString(),
    customerAddress: input.customer?.address ?? null,
    customerTin: input.customer?.tin ?? null,
    statutory: s ? JSON.parse(JSON.stringify(s)) : null,
    vatRegistered,
    grossCentavos: t.grossCentavos,
    promoCentavos: t.promoCentavos,
    bnpcCentavos: t.bnpcCentavos,
    scPwdCentavos: t.scPwdCentavos,
    vatRemovedCentavos: t.vatRemovedCentavos,
    vatableSalesCentavos: t.vatableSalesCentavos,
    vatCentavos: t.vatCentavos,
    vatExemptSalesCentavos: t.vatExemptSalesCentavos,
    zeroRatedSalesCentavos: t.zeroRatedSalesCentavos,
    nonVatSalesCentavos: t.nonVatSalesCentavos,
    tenderedCentavos: settled.tenderedCentavos,
    changeCentavos: settled.changeCentavos,
    orderPromo: input.orderPromo ?? null,
    seller: JSON.parse(JSON.stringify(seller)),
    terminal: terminalBlock,
    reprints: 0,
    lines: planned.map((l) => {
      const lt = t.lines[l.index]!;
      return {
        lineNo: l.index + 1,
        productId: l.product.id,
        productName: l.product.name,
        sku: l.product.sku,
        unitCode: l.unitCode,
        qtyMilli: l.qtyMilli,
        baseQtyMilli: l.baseQtyMilli,
        unitPriceCentavos: l.unitPriceCentavos,
        listPriceCentavos: l.listPriceCentavos,
        grossCentavos: lt.grossCentavos,
        promoCentavos: lt.promoCentavos,
        statutoryCentavos: lt.statutoryCentavos,
        vatRemovedCentavos: lt.vatRemovedCentavos,
        netCentavos: lt.netCentavos,
        taxClass: lt.taxClass,
        registrationNumber: l.product.registrationNumber,
        lots: stock.lotsByLine.get(l.index) ?? [],
        regulated: l.regulated,
      };
    }),
    payments: input.payments.map((p, i) => ({
      method: p.method,
      amountCentavos: settled.payments[i]!.amountCentavos,
      tenderedCentavos: settled.payments[i]!.tenderedCentavos,
      reference: p.reference ?? null,
      details: paymentDetails[i] ?? null,
    })),
  };
}
