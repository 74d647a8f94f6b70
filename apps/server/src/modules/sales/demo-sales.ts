import { uuidv7 } from '@fbms/db';
import {
  BNPC_WEEKLY_CAP_CENTAVOS,
  type CompleteSale,
  completeSaleSchema,
  computeTotals,
  DomainError,
  formatReturnNo,
  formatVoidNo,
  isReturnProblem,
  planReturn,
  returnLots,
  type SaleTotals,
  type Statutory,
  type StockForm,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import {
  addDays,
  type DemoBalance,
  type DemoContext,
  type DemoPerson,
  type DemoSeeder,
  person,
} from '../demo/demo-context.ts';
import type { PlannedLine, PlannedSale } from '../demo/demo-sales-plan.ts';
import { random } from '../demo/seed-products.ts';
import { MAIN_STORE_ID, type MovementRow } from '../inventory/stock.service.ts';
import { DemoAccounts } from './demo-accounts.ts';
import type { DemoReturn, DemoSaleDocuments } from './demo-sale-documents.service.ts';
import { emptyHistory, type HistoryRows, writeHistory } from './demo-sale-writes.ts';
import { demoTenders } from './demo-tenders.ts';
import { checkSale, type ProductForSale } from './sale-check.ts';
import { planSale, type SalePlan, type SaleSettings } from './sale-plan.ts';
import { planSaleStock, type StockLine } from './sale-stock.ts';
import { saleRequestHash } from './sales.service.ts';

const baseMilliPerUnit = (l: PlannedLine) => (l.unitCode ? l.product.pack!.base * 1000 : 1000);

/** A demo product as the sale reads it under its lock. */
const forSale = (p: PlannedLine['product']): ProductForSale => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  taxClass: p.taxClass,
  baseUnit: p.baseUnit,
  priceCentavos: p.priceCentavos,
  costCentavos: p.costCentavos,
  isActive: true,
  isLotTracked: p.lotTracked,
  isRxVetDrug: p.rx,
  isRestrictedPesticide: p.restricted,
  isBanned: false,
  bnpcEligible: p.bnpc,
  scPwdEligible: p.scPwd,
  registrationNumber: p.registrationNumber,
  units: p.pack
    ? [{ code: p.pack.code, baseMilliPerUnit: p.pack.base * 1000, priceCentavos: p.pack.priceCentavos }]
    : [],
});
const unitPrice = (l: PlannedLine) => (l.unitCode ? l.product.pack!.priceCentavos : l.product.priceCentavos);

/** Why the demo's voids and returns were made (the reason each slip prints). */
const VOID_REASONS = ['Rung up twice', 'Wrong item rung up', 'Customer changed their mind at the counter'];
const RETURN_REASONS = [
  'Bought more than needed; unopened',
  'Wrong variety; unopened',
  'Duplicate purchase; sealed',
];

/** Monday of the date's week (the BNPC cap is weekly, Monday to Sunday in Manila). */
const weekOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** As completeSale plans a line's stock: a sack sold as a sack leaves sealed; kilos take the open sack first. */
const stockLine = (l: PlannedLine, index: number): StockLine => ({
  index,
  productId: l.product.id,
  productName: l.product.name,
  baseUnit: l.product.baseUnit,
  isLotTracked: l.product.lotTracked,
  baseQtyMilli: (l.qtyMilli * baseMilliPerUnit(l)) / 1000,
  lotId: null,
  form: l.unitCode ? 'sealed' : undefined,
  stockSeenMilli: null,
});

class History {
  readonly rows: HistoryRows = emptyHistory();
  readonly byProduct = new Map<string, DemoBalance[]>();
  private readonly bnpcUsed = new Map<string, number>();
  invoiceNo = 0;
  lastSaleAt: string | null = null;
  /** The voids and returns of the history, in time order (their numbers in that order). */
  readonly documents: DemoSaleDocuments;
  private readonly cashierOf = new Map<string, DemoPerson>();
  private readonly touched = new Set<string>();
  private readonly costOf: Map<string, number>;
  private day = { date: '', sold: 0, voided: false, returned: false };
  /** The demo customers at the counter, and their charges (issue 23). */
  readonly accounts: DemoAccounts;

  constructor(
    private readonly ctx: DemoContext,
    private readonly settings: SaleSettings | null,
  ) {
    this.accounts = new DemoAccounts(ctx.customers ?? []);
    this.documents = ctx.saleDocuments;
    this.costOf = new Map(ctx.products.map((p) => [p.id, p.costCentavos]));
    for (const b of ctx.balances.values()) {
      const list = this.byProduct.get(b.productId) ?? [];
      list.push(b);
      this.byProduct.set(b.productId, list);
    }
  }

  private stockOf(productId: string): number {
    return (this.byProduct.get(productId) ?? []).reduce((a, b) => a + b.qtyMilli, 0);
  }

  /** Opens sealed sacks into loose kilos before a kilo sale, as the open-pack step records it. */
  private openSacksFor(l: PlannedLine, at: Date, by: DemoPerson) {
    const pack = l.product.pack;
    const b = this.byProduct.get(l.product.id)?.[0];
    if (l.unitCode || !pack || l.product.lotTracked || !b || b.looseMilli >= l.qtyMilli) return;
    const packMilli = pack.base * 1000;
    const count = Math.min(
      Math.ceil((l.qtyMilli - b.looseMilli) / packMilli),
      Math.floor((b.qtyMilli - b.looseMilli) / packMilli),
    );
    if (count <= 0) return;
    const qty = count * packMilli;
    const total = this.stockOf(l.product.id);
    const docId = uuidv7();
    // A minute before the sale, but after the sale before it (the ledger's order is by time).
    const previous = this.lastSaleAt ? Date.parse(this.lastSaleAt) : 0;
    const when = new Date(at.getTime() - Math.min(60_000, (at.getTime() - previous) / 2)).toISOString();
    const reason = `Opened ${count} ${pack.code} into ${qty / 1000} ${l.product.baseUnit} loose`;
    const move = (type: string, signed: number, previous: number, form: StockForm): MovementRow => ({
      id: uuidv7(),
      productId: l.product.id,
      locationId: MAIN_STORE_ID,
      lotId: null,
      type,
      qtyMilli: signed,
      previousMilli: previous,
      newMilli: previous + signed,
      unitCostCentavos: l.product.costCentavos,
      reason,
      referenceType: 'open_pack',
      referenceId: docId,
      referenceNumber: null,
      performedBy: by.id,
      form,
      createdAt: when,
    });
    this.rows.moves.push(
      move('stock_out', -qty, total, 'sealed'),
      move('stock_in', qty, total - qty, 'loose'),
    );
    b.looseMilli += qty;
    this.rows.audit.push({
      id: uuidv7(),
      at: when,
      action: 'inventory.sack_opened',
      actor_user_id: by.id,
      actor_email: by.email,
      target_type: 'product',
      target_id: l.product.id,
      details: { sku: l.product.sku, unit: pack.code, count, qtyMilli: qty, docId },
    });
  }

  /**
   * The lines the stock can serve, with the balances they take from: a line the stock planner refuses
   * (out of stock, as the POS would refuse it) is left out and the rest planned again.
   */
  private plan(wanted: PlannedLine[], date: string) {
    let lines = wanted;
    while (lines.length > 0) {
      const balances = [...new Set(lines.map((l) => l.product.id))].flatMap(
        (id) => this.byProduct.get(id) ?? [],
      );
      try {
        planSaleStock(lines.map(stockLine), balances, date);
        return { lines, stock: balances };
      } catch (e) {
        const at = ((e as DomainError).details as { lineIndex?: number } | undefined)?.lineIndex;
        if (!(e instanceof DomainError) || at === undefined) throw e;
        lines = lines.filter((_, i) => i !== at);
      }
    }
    return null;
  }

  private totals(lines: PlannedLine[], sale: PlannedSale, statutory: Statutory | undefined): SaleTotals {
    return computeTotals({
      lines: lines.map((l, i) => ({
        id: String(i),
        taxClass: l.product.taxClass,
        unitPriceCentavos: unitPrice(l),
        qtyMilli: l.qtyMilli,
        promo: l.promo ?? undefined,
        bnpcEligible: l.product.bnpc,
        scPwdEligible: l.product.scPwd,
      })),
      orderPromo: sale.orderPromo ?? undefined,
      statutory,
      vatRegistered: this.settings?.vat ?? false,
    });
  }

  /** Goods coming back into the balance they left (a void's or a return's `return_in`), chained in time. */
  private stockBack(
    m: { productId: string; locationId: string; lotId: string | null; qtyMilli: number; at: string },
    doc: { referenceType: 'sale_void' | 'sale_return'; id: string; number: string; by: DemoPerson },
  ) {
    const b = (this.byProduct.get(m.productId) ?? []).find(
      (x) => x.lotId === m.lotId && x.locationId === m.locationId,
    );
    if (!b) throw new Error(`demo store: no balance of ${m.productId} to take goods back into`);
    const previous = this.stockOf(m.productId);
    b.qtyMilli += m.qtyMilli;
    this.rows.moves.push({
      id: uuidv7(),
      productId: m.productId,
      locationId: m.locationId,
      lotId: m.lotId,
      type: 'return_in',
      qtyMilli: m.qtyMilli,
      previousMilli: previous,
      newMilli: previous + m.qtyMilli,
      unitCostCentavos: this.costOf.get(m.productId) ?? 0,
      reason: doc.referenceType === 'sale_void' ? 'Void of the sale' : 'Returned by the customer',
      referenceType: doc.referenceType,
      referenceId: doc.id,
      referenceNumber: doc.number,
      performedBy: doc.by.id,
      form: null,
      createdAt: m.at,
    });
  }

  /** A VOID of the sale just rung up (paid in cash), on its own day, approved by the manager. */
  private voidSale(sale: SalePlan, at: number) {
    const by = this.cashierOf.get(sale.id)!;
    const id = uuidv7();
    const voidNo = this.documents.voids.length + 1;
    const number = formatVoidNo(voidNo);
    let k = 0;
    for (const l of sale.lines)
      for (const lot of l.lots.length ? l.lots : [{ lotId: null, baseQtyMilli: l.baseQtyMilli }])
        this.stockBack(
          {
            productId: l.productId,
            locationId: sale.locationId,
            lotId: lot.lotId,
            qtyMilli: lot.baseQtyMilli,
            at: new Date(at + k++).toISOString(),
          },
          { referenceType: 'sale_void', id, number, by },
        );
    this.documents.voids.push({
      id,
      voidNo,
      businessDate: sale.businessDate,
      at: new Date(at).toISOString(),
      sale,
      reason: VOID_REASONS[voidNo % VOID_REASONS.length]!,
      by,
      approver: person(this.ctx, 'manager@demo.fbms.ph'),
    });
    this.touched.add(sale.id);
  }

  /**
   * A RETURN of part of one line (whole units, resellable, refunded in cash) of a sale of the week or
   * two before, processed on `date`: amounts, discounts and VAT by planReturn, lots by returnLots.
   */
  private returnLine(date: string, at: number): boolean {
    const from = addDays(date, -14);
    for (let i = this.rows.sales.length - 1; i >= 0; i--) {
      const sale = this.rows.sales[i]!;
      if (sale.businessDate >= addDays(date, -2)) continue;
      if (sale.businessDate < from) return false;
      if (this.touched.has(sale.id)) continue;
      const line = sale.lines.find((l) => l.qtyMilli >= 2000 && l.qtyMilli % 1000 === 0);
      if (!line) continue;
      const zero = {
        grossCentavos: 0,
        promoCentavos: 0,
        statutoryCentavos: 0,
        vatRemovedCentavos: 0,
        netCentavos: 0,
      };
      const plan = planReturn({
        statutoryKind: sale.statutory?.kind ?? null,
        sale: {
          vatCentavos: sale.totals.vatCentavos,
          vatableSalesCentavos: sale.totals.vatableSalesCentavos,
        },
        returnedVatCentavos: 0,
        lines: sale.lines.map((l) => ({
          saleLineId: l.id,
          lineNo: l.lineNo,
          taxClass: l.taxClass,
          qtyMilli: l.qtyMilli,
          baseQtyMilli: l.baseQtyMilli,
          grossCentavos: l.grossCentavos,
          promoCentavos: l.promoCentavos,
          statutoryCentavos: l.statutoryCentavos,
          vatRemovedCentavos: l.vatRemovedCentavos,
          netCentavos: l.netCentavos,
          returned: { ...zero, qtyMilli: 0, baseQtyMilli: 0 },
        })),
        take: [{ saleLineId: line.id, qtyMilli: Math.floor(line.qtyMilli / 2000) * 1000 }],
      });
      if (isReturnProblem(plan)) continue;
      const by = this.cashierOf.get(sale.id)!;
      const id = uuidv7();
      const returnNo = this.documents.returns.length + 1;
      const number = formatReturnNo(returnNo);
      let k = 0;
      const lines: DemoReturn['lines'] = plan.lines.map((p) => {
        const sold = sale.lines.find((l) => l.id === p.saleLineId)!;
        const lots = sold.lots.length
          ? returnLots(
              sold.lots.map((x) => ({
                lotId: x.lotId,
                batchNumber: x.batchNumber,
                baseQtyMilli: x.baseQtyMilli,
              })),
              [],
              p.baseQtyMilli,
            )
          : [];
        for (const lot of lots.length ? lots : [{ lotId: null, baseQtyMilli: p.baseQtyMilli }])
          if (lot.baseQtyMilli > 0)
            this.stockBack(
              {
                productId: sold.productId,
                locationId: sale.locationId,
                lotId: lot.lotId,
                qtyMilli: lot.baseQtyMilli,
                at: new Date(at + k++).toISOString(),
              },
              { referenceType: 'sale_return', id, number, by },
            );
        return {
          ...p,
          id: uuidv7(),
          condition: 'resellable',
          lots,
          productName: sold.productName,
          unitCode: sold.unitCode,
        };
      });
      this.documents.returns.push({
        id,
        returnNo,
        businessDate: date,
        at: new Date(at).toISOString(),
        sale,
        reason: RETURN_REASONS[returnNo % RETURN_REASONS.length]!,
        refundMethod: 'cash',
        by,
        approver: person(this.ctx, 'manager@demo.fbms.ph'),
        plan,
        lines,
      });
      this.touched.add(sale.id);
      return true;
    }
    return false;
  }

  /**
   * On about one past business day in eight, between two sales of the day: a VOID of the sale just rung
   * up (when paid in cash) and a RETURN of part of an earlier sale, before the next sale's sacks are
   * opened (the ledger's order is by time).
   */
  private documentsBefore(date: string, next: Date, dayIndex: number) {
    if (this.day.date !== date) this.day = { date, sold: 0, voided: false, returned: false };
    if (dayIndex % 8 !== 5 || date >= this.ctx.today || !this.lastSaleAt) return;
    const last = Date.parse(this.lastSaleAt);
    const gap = next.getTime() - last;
    if (gap < 20_000) return;
    const previous = this.rows.sales.at(-1)!;
    if (
      !this.day.voided &&
      this.day.sold >= 3 &&
      previous.businessDate === date &&
      previous.payments.every((p) => p.method === 'cash')
    ) {
      this.voidSale(previous, last + Math.min(60_000, Math.floor(gap / 5)));
      this.day.voided = true;
    }
    if (!this.day.returned && this.day.sold >= 2)
      this.day.returned = this.returnLine(date, last + Math.min(120_000, Math.floor((2 * gap) / 5)));
  }

  /** One customer at the counter: what the stock can serve, priced, discounted, paid and recorded. */
  sell(sale: PlannedSale) {
    const date = this.ctx.days[sale.day]!;
    this.documentsBefore(date, sale.at, sale.day);
    for (const l of sale.lines) this.openSacksFor(l, sale.at, sale.cashier);
    const planned = this.plan(sale.lines, date);
    if (!planned) return;
    const { lines, stock: balances } = planned;
    let s = sale.statutory;
    const capKey = s ? `${s.idNumber.toUpperCase()}|${weekOf(date)}` : '';
    const statutoryOf = (): Statutory | undefined =>
      s?.kind === 'bnpc5'
        ? {
            kind: 'bnpc5',
            capRemainingCentavos: Math.max(0, BNPC_WEEKLY_CAP_CENTAVOS - (this.bnpcUsed.get(capKey) ?? 0)),
          }
        : s?.kind === 'sc_pwd20'
          ? { kind: 'sc_pwd20' }
          : undefined;
    let t = this.totals(lines, sale, statutoryOf());
    // The cashier applies the senior's or PWD's discount only when something in the cart gets it.
    if (s && t.bnpcCentavos + t.scPwdCentavos === 0) {
      s = null;
      t = this.totals(lines, sale, undefined);
    }
    const r = random(this.invoiceNo * 7 + 3);
    // About one sale in twelve names a demo customer; one with room on a credit line charges it.
    const customer = this.accounts.pick(random(this.invoiceNo * 13 + 5));
    const charge = customer !== null && this.accounts.mayCharge(customer, t.totalCentavos, date);
    const input: CompleteSale = completeSaleSchema.parse({
      id: uuidv7(),
      lines: lines.map((l) => ({
        productId: l.product.id,
        unitCode: l.unitCode,
        qtyMilli: l.qtyMilli,
        unitPriceCentavos: unitPrice(l),
        promo: l.promo,
        rx: l.rx,
        fpaCertNumber: l.fpaCertNumber,
      })),
      orderPromo: sale.orderPromo,
      statutory: s,
      customer: customer ? null : sale.customer,
      customerId: customer?.id ?? null,
      payments: charge
        ? [{ method: 'charge', amountCentavos: t.totalCentavos }]
        : demoTenders(r, sale.tender, t.totalCentavos, date),
      totalCentavos: t.totalCentavos,
    });
    // Then written as completeSale writes it: the sale's own checks and plan, on the balances here.
    const checked = checkSale({
      input,
      products: new Map(lines.map((l) => [l.product.id, forSale(l.product)])),
      role: sale.cashier.role,
      approved: false,
      statutory: statutoryOf(),
      vatRegistered: this.settings?.vat ?? false,
      locationActive: true,
    });
    const plan = planSale({
      input,
      requestHash: saleRequestHash(input),
      checked,
      terminal: this.ctx.terminal!,
      settings: this.settings,
      cashier: { ...sale.cashier, userId: sale.cashier.id },
      approver: null,
      invoiceNo: ++this.invoiceNo,
      balances,
      now: sale.at,
      where: {},
      stamped: true,
      account: customer && {
        id: customer.id,
        name: customer.displayName,
        address: customer.address,
        tin: customer.tin,
        dueDate: charge ? this.accounts.due(customer, date) : null,
        loyalty: null,
      },
    });
    if (charge) this.accounts.charged(plan, customer!);
    this.rows.sales.push(plan);
    this.cashierOf.set(plan.id, sale.cashier);
    this.day.sold++;
    this.lastSaleAt = plan.createdAt;
    if (s) this.bnpcUsed.set(capKey, (this.bnpcUsed.get(capKey) ?? 0) + plan.totals.bnpcBaseCentavos);
    for (const b of plan.stock.balances) Object.assign(this.ctx.balances.get(b.id)!, b.next);
  }
}

/**
 * Ninety days of sales at the demo counter by several people, each made by completeSale's own pure
 * functions (sale-plan.ts: checkSale, then planSale — prices, discounts with the BNPC weekly cap per
 * ID, tenders, stock by first expiry first out, expired lots refused, sacks sealed and kilos from an
 * opened sack), every movement chained, invoice numbers from 1 without a gap; on about one past day in
 * eight a void of a cash sale just rung up and a return of part of an older sale, their stock back in
 * the same chain (demo-sale-documents.service.ts; their rows are written with the counter's shifts) — then
 * written with the sale's own statement, many sales at a time (demo-sale-writes.ts).
 */
export const salesSeeder: DemoSeeder = {
  module: 'sales',
  async seed(ctx: DemoContext) {
    const [settings] = (
      (await ctx.tx.execute(
        sql`SELECT vat_registered AS vat, business_info AS info, bir FROM system_settings WHERE id = 1`,
      )) as unknown as {
        rows: { vat: boolean; info: Record<string, unknown>; bir: Record<string, unknown> | null }[];
      }
    ).rows;
    // The balances as the stock seeder wrote them: the history's balance writes are guarded by them.
    const opening = new Map(
      [...ctx.balances.values()].map((b) => [b.id, { qtyMilli: b.qtyMilli, looseMilli: b.looseMilli }]),
    );
    const history = new History(ctx, settings ?? null);
    await history.accounts.load(ctx.tx);
    for (const sale of ctx.plan()) history.sell(sale);
    const terminal = ctx.terminal!;
    await writeHistory(
      ctx.tx,
      history.rows,
      [...ctx.balances.values()].map((b) => ({
        id: b.id,
        productId: b.productId,
        locationId: b.locationId,
        lotId: b.lotId,
        was: opening.get(b.id) ?? null,
        next: { qtyMilli: b.qtyMilli, looseMilli: b.looseMilli },
      })),
      { id: terminal.id, nextInvoiceNo: history.invoiceNo + 1, lastSaleAt: history.lastSaleAt },
    );
    await history.accounts.write(ctx.tx);
    ctx.counts.sales = history.rows.sales.length;
    ctx.counts.voids = history.documents.voids.length;
    ctx.counts.returns = history.documents.returns.length;
  },
};
