import type { FastTx, Tx } from '@fbms/db';
import { type CompleteSale, movedValue, type Posting, saleEntry } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { postingCtes } from '../accounting/posting.service.ts';
import { STOCK_CHANGED, type StockWrites, stockWritesSql } from '../inventory/stock.service.ts';
import { invoiceJournalEntry, journalInsertSql } from './e-journal.service.ts';
import type { ProductForSale } from './sale-check.ts';
import { type SalePlan, type SaleSettings, saleAnswer } from './sale-plan.ts';
import type { SaleBalance } from './sale-stock.ts';
import type { SaleDetail } from './sales.repository.ts';
import { type Terminal, type TerminalKey, terminalJsonSql } from './terminals.service.ts';

/**
 * The SQL of completing a sale: three statements, so the products stay locked for as few round trips
 * as possible (BEGIN travels with the first, COMMIT with the last; database.fastTransaction).
 * (1) `lockAndRead`: the products locked in id order, with the terminal, its location, the settings and
 * any earlier sale of this id; (2) `invoiceAndBalances`: the terminal's next invoice number and the
 * products' balances, under the locks; (3) `insertSalePlan`: every row of the plan in one statement —
 * the stock through the inventory's ledger statement (each balance guarded by the value it was read
 * at), the sale, its lines and payments, the audit row, the invoice's e-journal entry. The demo history writes many plans with the
 * same statement (`insertSaleHistory`).
 */

/** Ids as one parameter (`= ANY(…)`), so a statement's text is the same however many there are. */
const uuidList = (ids: string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/** What statement 1 reads. */
export interface SaleContext {
  terminal: Terminal | null;
  settings: SaleSettings | null;
  earlier: boolean;
  locationActive: boolean | null;
  products: ProductForSale[];
}

/**
 * Statement 1: the products locked in id order (the lock order every stock writer keeps), the terminal
 * the cookie opens, its location, the settings, and whether this sale is in already.
 */
export async function lockAndRead(tx: FastTx, input: CompleteSale, key: TerminalKey): Promise<SaleContext> {
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

/** What statement 2 answers: null numbers when the terminal may not sell now (see `whyNoSale`). */
export interface InvoiceAndBalances {
  invoiceNo: number | null;
  businessDate: string | null;
  shiftId: string | null;
  balances: SaleBalance[];
}

/**
 * Statement 2, under the locks: the terminal's next invoice number, its business date and open shift,
 * and the products' balances here. The terminal row's lock is what orders a sale against a shift's
 * closing and a Z-reading (shifts module): either the sale is in before they read, or it waits and
 * carries the next business date. The terminal sells only with an open shift, and not on a later
 * calendar day (`today`, Manila) while an earlier day's Z-reading is due; a terminal whose day has no
 * document yet moves on to today by itself. Decision 0008.
 */
export async function invoiceAndBalances(
  tx: FastTx,
  terminalId: string,
  locationId: string,
  productIds: string[],
  today: string,
): Promise<InvoiceAndBalances> {
  const [row] = await tx.rows<InvoiceAndBalances>(
    sql`WITH t AS (UPDATE terminals SET next_invoice_no = next_invoice_no + 1, last_seen_at = now(),
                          business_date = CASE WHEN business_date < ${today}::date AND NOT day_open
                                               THEN ${today}::date ELSE business_date END,
                          day_open = true
                    WHERE id = ${terminalId} AND is_active AND open_shift_id IS NOT NULL
                      AND NOT (day_open AND business_date < ${today}::date)
                RETURNING (next_invoice_no - 1)::float8 AS no, to_char(business_date, 'YYYY-MM-DD') AS day,
                          open_shift_id AS shift)
        SELECT (SELECT no FROM t) AS "invoiceNo", (SELECT day FROM t) AS "businessDate",
               (SELECT shift FROM t) AS "shiftId",
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

/**
 * Why statement 2 found no invoice number: the terminal is retired, owes an earlier day's Z-reading
 * (`zReadingDue`: that date), or has no open shift. Read after the refusal, so a shift opened in between
 * reads as none: the register asks again and the next try sells.
 */
export async function whyNoSale(
  tx: FastTx,
  terminalId: string,
  today: string,
): Promise<{ active: boolean; zReadingDue: string | null } | null> {
  const [row] = await tx.rows<{ active: boolean; zReadingDue: string | null }>(
    sql`SELECT is_active AS active,
               CASE WHEN day_open AND business_date < ${today}::date
                    THEN to_char(business_date, 'YYYY-MM-DD') END AS "zReadingDue"
          FROM terminals WHERE id = ${terminalId}`,
  );
  return row ?? null;
}

/**
 * One statement writing the plans' rows and the given stock (the inventory's ledger statement, whose
 * balance changes must all apply, else fbms_fail). Lists travel as JSON, so the text never changes and
 * is prepared once per connection; the foreign keys of lines, payments and movements are checked at the
 * end of the statement, when the sales are in.
 */
function saleWritesSql(
  plans: SalePlan[],
  stock: StockWrites,
  answers = plans.map(saleAnswer),
  posting?: { entry: Posting; postedBy: string },
): SQL {
  const json = (rows: unknown[]) => JSON.stringify(rows);
  const sales = json(
    plans.map((p) => {
      const t = p.totals;
      return {
        id: p.id,
        request_hash: p.requestHash,
        terminal_id: p.terminal.id,
        invoice_no: p.invoiceNo,
        location_id: p.locationId,
        cashier_id: p.cashier.id,
        customer_name: p.customer.name,
        customer_address: p.customer.address,
        customer_tin: p.customer.tin,
        customer_id: p.customerId,
        due_date: p.dueDate,
        loyalty: p.loyalty,
        statutory: p.statutory,
        beneficiary_id_number: p.statutory?.idNumber ?? null,
        vat_registered: p.vatRegistered,
        gross_centavos: t.grossCentavos,
        promo_centavos: t.promoCentavos,
        bnpc_centavos: t.bnpcCentavos,
        sc_pwd_centavos: t.scPwdCentavos,
        vat_removed_centavos: t.vatRemovedCentavos,
        bnpc_base_centavos: t.bnpcBaseCentavos,
        vatable_sales_centavos: t.vatableSalesCentavos,
        vat_centavos: t.vatCentavos,
        vat_exempt_sales_centavos: t.vatExemptSalesCentavos,
        zero_rated_sales_centavos: t.zeroRatedSalesCentavos,
        non_vat_sales_centavos: t.nonVatSalesCentavos,
        total_centavos: t.totalCentavos,
        tendered_centavos: p.tenderedCentavos,
        change_centavos: p.changeCentavos,
        order_promo: p.orderPromo,
        seller: p.seller,
        terminal_block: p.terminalBlock,
        created_at: p.createdAt,
        business_date: p.businessDate,
        shift_id: p.shiftId,
      };
    }),
  );
  const lines = json(
    plans.flatMap((p) =>
      p.lines.map((l) => ({
        id: l.id,
        sale_id: p.id,
        line_no: l.lineNo,
        product_id: l.productId,
        product_name: l.productName,
        sku: l.sku,
        unit_code: l.unitCode,
        base_milli_per_unit: l.baseMilliPerUnit,
        qty_milli: l.qtyMilli,
        base_qty_milli: l.baseQtyMilli,
        unit_price_centavos: l.unitPriceCentavos,
        list_price_centavos: l.listPriceCentavos,
        gross_centavos: l.grossCentavos,
        promo_centavos: l.promoCentavos,
        statutory_centavos: l.statutoryCentavos,
        vat_removed_centavos: l.vatRemovedCentavos,
        net_centavos: l.netCentavos,
        tax_class: l.taxClass,
        promo: l.promo,
        registration_number: l.registrationNumber,
        lots: l.lots,
        regulated: l.regulated,
      })),
    ),
  );
  const payments = json(
    plans.flatMap((p) =>
      p.payments.map((x) => ({
        id: x.id,
        sale_id: p.id,
        method: x.method,
        amount_centavos: x.amountCentavos,
        tendered_centavos: x.tenderedCentavos,
        reference: x.reference,
        details: x.details,
      })),
    ),
  );
  const audit = json(
    plans.map((p) => ({
      id: p.audit.id,
      at: p.audit.at,
      actor_user_id: p.audit.actorUserId,
      actor_email: p.audit.actorEmail,
      target_id: p.id,
      details: p.audit.details,
      ip: p.audit.ip,
      user_agent: p.audit.userAgent,
      request_id: p.audit.requestId,
    })),
  );
  // The invoice's e-journal entry: the exact text it prints, kept in the sale's own statement.
  const journal = journalInsertSql(
    plans.map((p, i) =>
      invoiceJournalEntry(answers[i]!, {
        businessDate: p.businessDate,
        createdBy: p.cashier.id,
        at: p.createdAt,
      }),
    ),
  );
  const ledger = stockWritesSql(stock);
  return sql`
    WITH ${ledger.ctes},
    sale AS (INSERT INTO sales (id, request_hash, terminal_id, invoice_no, location_id, cashier_id, customer_name,
      customer_address, customer_tin, customer_id, due_date, loyalty, statutory, beneficiary_id_number,
      vat_registered, gross_centavos,
      promo_centavos, bnpc_centavos, sc_pwd_centavos, vat_removed_centavos, bnpc_base_centavos,
      vatable_sales_centavos, vat_centavos, vat_exempt_sales_centavos, zero_rated_sales_centavos,
      non_vat_sales_centavos, total_centavos, tendered_centavos, change_centavos, order_promo, seller,
      terminal_block, created_at, business_date, shift_id)
      SELECT s.id, s.request_hash, s.terminal_id, s.invoice_no, s.location_id, s.cashier_id, s.customer_name,
             s.customer_address, s.customer_tin, s.customer_id, s.due_date, s.loyalty, s.statutory,
             s.beneficiary_id_number, s.vat_registered,
             s.gross_centavos, s.promo_centavos, s.bnpc_centavos, s.sc_pwd_centavos, s.vat_removed_centavos,
             s.bnpc_base_centavos, s.vatable_sales_centavos, s.vat_centavos, s.vat_exempt_sales_centavos,
             s.zero_rated_sales_centavos, s.non_vat_sales_centavos, s.total_centavos, s.tendered_centavos,
             s.change_centavos, s.order_promo, s.seller, s.terminal_block, s.created_at, s.business_date,
             s.shift_id
        FROM json_to_recordset(${sales}::json) AS s(id uuid, request_hash text, terminal_id uuid, invoice_no bigint,
             location_id uuid, cashier_id text, customer_name text, customer_address text, customer_tin text,
             customer_id uuid, due_date date, loyalty jsonb, statutory jsonb, beneficiary_id_number text, vat_registered boolean, gross_centavos bigint,
             promo_centavos bigint, bnpc_centavos bigint, sc_pwd_centavos bigint, vat_removed_centavos bigint,
             bnpc_base_centavos bigint, vatable_sales_centavos bigint, vat_centavos bigint,
             vat_exempt_sales_centavos bigint, zero_rated_sales_centavos bigint, non_vat_sales_centavos bigint,
             total_centavos bigint, tendered_centavos bigint, change_centavos bigint, order_promo jsonb,
             seller jsonb, terminal_block jsonb, created_at timestamptz, business_date date, shift_id uuid)),
    lines AS (INSERT INTO sale_lines (id, sale_id, line_no, product_id, product_name, sku, unit_code, base_milli_per_unit,
      qty_milli, base_qty_milli, unit_price_centavos, list_price_centavos, gross_centavos, promo_centavos,
      statutory_centavos, vat_removed_centavos, net_centavos, tax_class, promo, registration_number, lots, regulated)
      SELECT l.id, l.sale_id, l.line_no, l.product_id, l.product_name, l.sku, l.unit_code, l.base_milli_per_unit,
             l.qty_milli, l.base_qty_milli, l.unit_price_centavos, l.list_price_centavos, l.gross_centavos,
             l.promo_centavos, l.statutory_centavos, l.vat_removed_centavos, l.net_centavos, l.tax_class, l.promo,
             l.registration_number, l.lots, l.regulated
        FROM json_to_recordset(${lines}::json) AS l(id uuid, sale_id uuid, line_no int, product_id uuid,
             product_name text, sku text, unit_code text, base_milli_per_unit bigint, qty_milli bigint,
             base_qty_milli bigint, unit_price_centavos bigint, list_price_centavos bigint, gross_centavos bigint,
             promo_centavos bigint, statutory_centavos bigint, vat_removed_centavos bigint, net_centavos bigint,
             tax_class text, promo jsonb, registration_number text, lots jsonb, regulated jsonb)),
    payments AS (INSERT INTO sale_payments (id, sale_id, method, amount_centavos, tendered_centavos, reference, details)
      SELECT p.id, p.sale_id, p.method, p.amount_centavos, p.tendered_centavos, p.reference, p.details
        FROM json_to_recordset(${payments}::json) AS p(id uuid, sale_id uuid, method text, amount_centavos bigint,
             tendered_centavos bigint, reference text, details jsonb)),
    audit AS (INSERT INTO audit_log (id, at, action, actor_user_id, actor_email, target_type, target_id, details, ip,
      user_agent, request_id)
      SELECT a.id, coalesce(a.at, now()), 'sales.completed', a.actor_user_id, a.actor_email, 'sale', a.target_id,
             a.details, a.ip, a.user_agent, a.request_id
        FROM json_to_recordset(${audit}::json) AS a(id uuid, at timestamptz, actor_user_id text, actor_email text,
             target_id text, details jsonb, ip text, user_agent text, request_id text)),
    journal AS (${journal})${
      posting
        ? sql`,
    ${postingCtes(posting.entry, posting.postedBy)}`
        : sql``
    }
    SELECT CASE WHEN ${ledger.applied} THEN 1
                ELSE fbms_fail(${STOCK_CHANGED}, 'a stock balance changed under the sale') END AS ok`;
}

/**
 * The sale's general-ledger entry (decision 0009): the tenders as settled, the invoice's discounts and
 * VAT, and its cost — the stock value its movements took, each at the product's cost.
 */
export function salePlanEntry(plan: SalePlan): Posting {
  const t = plan.totals;
  return saleEntry(
    {
      id: plan.id,
      reference: `${plan.terminal.name} ${plan.invoiceNumber}`,
      businessDate: plan.businessDate,
      terminalId: plan.terminal.id,
      figures: t,
      tenders: plan.payments,
    },
    -movedValue(
      plan.stock.movements.map((m) => ({
        type: 'sale' as const,
        previousMilli: m.previousMilli,
        newMilli: m.newMilli,
        costCentavos: m.unitCostCentavos,
      })),
    ),
  );
}

/**
 * Statement 3: every row of the sale at once, sent with the COMMIT, its ledger entry with them. Each
 * balance is written only if it still holds what was read (the locks make that certain; the guard makes
 * a lost update impossible even so); if any is not, the statement fails (FB001) and the COMMIT ends a
 * failed transaction — as does an entry the ledger refuses.
 */
export async function insertSalePlan(tx: FastTx, plan: SalePlan): Promise<SaleDetail> {
  // Built once: the invoice's e-journal text is drawn from it, and it is the sale's answer.
  const answer = saleAnswer(plan);
  const entry = salePlanEntry(plan);
  await tx.commitWith(
    saleWritesSql(
      [plan],
      plan.stock,
      [answer],
      entry.lines.length ? { entry, postedBy: plan.cashier.id } : undefined,
    ),
    // A sale that moves nothing (all free, no cost) has no entry: another statement text, another name.
    entry.lines.length ? 'sale_write' : 'sale_write_no_entry',
  );
  return answer;
}

/** Sales per statement when writing a history (a JSON parameter of a few megabytes at most). */
const HISTORY_CHUNK = 500;

/**
 * Many completed sales (the demo history) with the same statement, in chunks: their rows and their
 * `sale` movements. Their balances are the caller's to write once, at the end (inventory's
 * recordMovements): one statement cannot guard a balance that several of its sales take from.
 */
export async function insertSaleHistory(tx: Tx, plans: SalePlan[]): Promise<void> {
  for (let i = 0; i < plans.length; i += HISTORY_CHUNK) {
    const part = plans.slice(i, i + HISTORY_CHUNK);
    await tx.execute(
      saleWritesSql(part, { balances: [], movements: part.flatMap((p) => p.stock.movements) }),
    );
  }
}
