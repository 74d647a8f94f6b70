import { uuidv7 } from '@fbms/db';
import {
  BNPC_WEEKLY_CAP_CENTAVOS,
  type CompleteSale,
  completeSaleSchema,
  computeTotals,
  DomainError,
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
} from '../demo/demo-context.ts';
import type { PlannedLine, PlannedSale } from '../demo/demo-sales-plan.ts';
import { random } from '../demo/seed-products.ts';
import { MAIN_STORE_ID, type MovementRow } from '../inventory/stock.service.ts';
import { emptyHistory, type HistoryRows, writeHistory } from './demo-sale-writes.ts';
import { demoTenders } from './demo-tenders.ts';
import { checkSale, type ProductForSale } from './sale-check.ts';
import { planSale, type SaleSettings } from './sale-plan.ts';
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

  constructor(
    private readonly ctx: DemoContext,
    private readonly settings: SaleSettings | null,
  ) {
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

  /** One customer at the counter: what the stock can serve, priced, discounted, paid and recorded. */
  sell(sale: PlannedSale) {
    const date = this.ctx.days[sale.day]!;
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
      customer: sale.customer,
      payments: demoTenders(r, sale.tender, t.totalCentavos, date),
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
    });
    this.rows.sales.push(plan);
    this.lastSaleAt = plan.createdAt;
    if (s) this.bnpcUsed.set(capKey, (this.bnpcUsed.get(capKey) ?? 0) + plan.totals.bnpcBaseCentavos);
    for (const b of plan.stock.balances) Object.assign(this.ctx.balances.get(b.id)!, b.next);
  }
}

/**
 * Ninety days of sales at the demo counter by several people, each made by completeSale's own pure
 * functions (sale-plan.ts: checkSale, then planSale — prices, discounts with the BNPC weekly cap per
 * ID, tenders, stock by first expiry first out, expired lots refused, sacks sealed and kilos from an
 * opened sack), every movement chained, invoice numbers from 1 without a gap — then written with the
 * sale's own statement, many sales at a time (demo-sale-writes.ts).
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
    ctx.counts.sales = history.rows.sales.length;
  },
};
