import { uuidv7 } from '@fbms/db';
import {
  BNPC_WEEKLY_CAP_CENTAVOS,
  type CompleteSale,
  completeSaleSchema,
  computeTotals,
  DomainError,
  formatInvoiceNo,
  type SaleTotals,
  type Statutory,
  settleTenders,
  TENDER_LABELS,
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
import { emptyHistory, type HistoryRows, writeHistory } from './demo-sale-writes.ts';
import { demoTenders } from './demo-tenders.ts';
import { planSaleStock, type StockLine } from './sale-stock.ts';
import { saleRequestHash } from './sales.service.ts';

const baseMilliPerUnit = (l: PlannedLine) => (l.unitCode ? l.product.pack!.base * 1000 : 1000);
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
    private readonly vatRegistered: boolean,
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
    const move = (type: string, signed: number, previous: number, form: string) => ({
      id: uuidv7(),
      product_id: l.product.id,
      lot_id: null,
      type,
      qty_milli: signed,
      previous_milli: previous,
      new_milli: previous + signed,
      unit_cost_centavos: l.product.costCentavos,
      reason,
      reference_type: 'open_pack',
      reference_id: docId,
      reference_number: null,
      performed_by: by.id,
      form,
      created_at: when,
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
   * The stock taken for the lines the stock can serve: a line the planner refuses (out of stock, as the
   * POS would refuse it) is left out and the rest planned again.
   */
  private plan(wanted: PlannedLine[], date: string) {
    let lines = wanted;
    while (lines.length > 0) {
      const balances = [...new Set(lines.map((l) => l.product.id))].flatMap(
        (id) => this.byProduct.get(id) ?? [],
      );
      try {
        return { lines, stock: planSaleStock(lines.map(stockLine), balances, date) };
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
      vatRegistered: this.vatRegistered,
    });
  }

  /** One customer at the counter: what the stock can serve, priced, discounted, paid and recorded. */
  sell(sale: PlannedSale) {
    const date = this.ctx.days[sale.day]!;
    for (const l of sale.lines) this.openSacksFor(l, sale.at, sale.cashier);
    const planned = this.plan(sale.lines, date);
    if (!planned) return;
    const { lines, stock } = planned;
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
    const settled = settleTenders(t.totalCentavos, input.payments);
    if (!settled.ok) throw new Error(`demo sale: ${settled.message}`);
    this.record(input, lines, t, stock, settled, sale);
    if (s) this.bnpcUsed.set(capKey, (this.bnpcUsed.get(capKey) ?? 0) + t.bnpcBaseCentavos);
    for (const u of stock.updates) Object.assign(this.ctx.balances.get(u.id)!, u.next);
  }

  private record(
    input: CompleteSale,
    lines: PlannedLine[],
    t: SaleTotals,
    stock: ReturnType<typeof planSaleStock>,
    settled: Extract<ReturnType<typeof settleTenders>, { ok: true }>,
    sale: PlannedSale,
  ) {
    const terminal = this.ctx.terminal!;
    const invoiceNo = ++this.invoiceNo;
    const reference = `${terminal.name} ${formatInvoiceNo(invoiceNo)}`;
    const at = sale.at.toISOString();
    const s = input.statutory;
    this.lastSaleAt = at;
    this.rows.sales.push({
      id: input.id,
      request_hash: saleRequestHash(input),
      terminal_id: terminal.id,
      invoice_no: invoiceNo,
      cashier_id: sale.cashier.id,
      customer_name: input.customer?.name ?? null,
      customer_address: input.customer?.address ?? null,
      customer_tin: input.customer?.tin ?? null,
      statutory: s,
      beneficiary_id_number: s?.idNumber ?? null,
      vat_registered: this.vatRegistered,
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
      tendered_centavos: settled.tenderedCentavos,
      change_centavos: settled.changeCentavos,
      order_promo: input.orderPromo,
      created_at: at,
    });
    lines.forEach((l, i) => {
      const lt = t.lines[i]!;
      const regulated = l.rx ? { kind: 'rx', ...l.rx } : null;
      this.rows.lines.push({
        id: uuidv7(),
        sale_id: input.id,
        line_no: i + 1,
        product_id: l.product.id,
        product_name: l.product.name,
        sku: l.product.sku,
        unit_code: l.unitCode ?? l.product.baseUnit,
        base_milli_per_unit: baseMilliPerUnit(l),
        qty_milli: l.qtyMilli,
        base_qty_milli: (l.qtyMilli * baseMilliPerUnit(l)) / 1000,
        unit_price_centavos: unitPrice(l),
        gross_centavos: lt.grossCentavos,
        promo_centavos: lt.promoCentavos,
        statutory_centavos: lt.statutoryCentavos,
        vat_removed_centavos: lt.vatRemovedCentavos,
        net_centavos: lt.netCentavos,
        tax_class: lt.taxClass,
        promo: l.promo,
        registration_number: l.product.registrationNumber,
        lots: stock.lotsByLine.get(i) ?? [],
        regulated: l.fpaCertNumber ? { ...(regulated ?? {}), fpaCertNumber: l.fpaCertNumber } : regulated,
      });
    });
    input.payments.forEach((p, i) => {
      const details = Object.fromEntries(
        Object.entries({
          cardLast4: p.cardLast4,
          approvalCode: p.approvalCode,
          bank: p.bank,
          checkNumber: p.checkNumber,
          checkDate: p.checkDate,
        }).filter(([, v]) => v),
      );
      this.rows.payments.push({
        id: uuidv7(),
        sale_id: input.id,
        method: p.method,
        amount_centavos: settled.payments[i]!.amountCentavos,
        tendered_centavos: settled.payments[i]!.tenderedCentavos,
        reference: p.reference ?? null,
        details: Object.keys(details).length ? details : null,
      });
    });
    for (const m of stock.takes)
      this.rows.moves.push({
        id: uuidv7(),
        product_id: m.line.productId,
        lot_id: m.lotId,
        type: 'sale',
        qty_milli: -m.qtyMilli,
        previous_milli: m.previousMilli,
        new_milli: m.newMilli,
        unit_cost_centavos: lines[m.line.index]!.product.costCentavos,
        reason: null,
        reference_type: 'sale',
        reference_id: input.id,
        reference_number: reference,
        performed_by: sale.cashier.id,
        form: m.line.form ?? null,
        created_at: at,
      });
    this.rows.audit.push({
      id: uuidv7(),
      at,
      action: 'sales.completed',
      actor_user_id: sale.cashier.id,
      actor_email: sale.cashier.email,
      target_type: 'sale',
      target_id: input.id,
      details: {
        invoice: reference,
        totalCentavos: t.totalCentavos,
        tenders: input.payments.map((p) => TENDER_LABELS[p.method]),
      },
    });
  }
}

/**
 * Ninety days of sales at the demo counter by several people, each written as completeSale writes it:
 * prices and discounts through the domain's computeTotals (BNPC weekly cap per ID), tenders settled
 * with settleTenders, stock taken by the sale's own planner (first expiry first out, expired lots
 * refused, sacks sealed and kilos from an opened sack), every movement chained, invoice numbers from 1
 * without a gap — then written in a few bulk statements.
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
    const info = settings?.info ?? {};
    const vat = settings?.vat ?? false;
    const seller = {
      ...info,
      vatRegistered: vat,
      tin: info.taxId ?? null,
      rdoCode: settings?.bir?.rdoCode ?? null,
    };
    const history = new History(ctx, vat);
    for (const sale of ctx.plan()) history.sell(sale);
    const terminal = ctx.terminal!;
    await writeHistory(
      ctx.tx,
      history.rows,
      ctx.balances.values(),
      { id: terminal.id, nextInvoiceNo: history.invoiceNo + 1, lastSaleAt: history.lastSaleAt },
      {
        seller,
        terminal: {
          name: terminal.name,
          location: terminal.locationName,
          min: terminal.min,
          serialNumber: terminal.serialNumber,
          ptuNumber: terminal.ptuNumber,
          ptuDate: terminal.ptuDate,
        },
      },
    );
    ctx.counts.sales = history.rows.sales.length;
  },
};
