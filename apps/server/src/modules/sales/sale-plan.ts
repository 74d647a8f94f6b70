import { uuidv7 } from '@fbms/db';
import {
  type CompleteSale,
  computeTotals,
  type DiscountInput,
  DomainError,
  formatInvoiceNo,
  manilaDate,
  PROMO_LIMIT_BASIS_POINTS,
  type Role,
  refusal,
  type SaleTotals,
  type Statutory,
  settleTenders,
  TENDER_LABELS,
  TotalsInputError,
  type TotalsLine,
} from '@fbms/domain';
import type { StockWrites } from '../inventory/stock.service.ts';
import { type LotTaken, lineField, planSaleStock, type SaleBalance } from './sale-stock.ts';
import type { SaleDetail } from './sales.repository.ts';
import { statutoryRefusal } from './statutory-refusal.ts';

/**
 * A sale as data, without the database: `checkSale` applies the refusals that come before an invoice
 * number is taken (product, unit, price, approval, statutory discount, total, tenders, location);
 * `planSale` turns the checked sale, its invoice number and the balances read under the products' locks
 * into every row completeSale writes (sale, lines, payments, the stock's balance changes and `sale`
 * movements, the audit row); `saleAnswer` is the answer built from those rows. Pure: the demo history
 * writes its sales with the same functions, and the unit tests feed them literal data.
 */

const peso = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A product as the sale reads it under its lock (statement 1). */
export interface ProductForSale {
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

/** The terminal the sale is made at, as the invoice prints it. */
export interface SaleTerminal {
  id: string;
  name: string;
  locationId: string;
  locationName: string;
  min: string | null;
  serialNumber: string | null;
  ptuNumber: string | null;
  ptuDate: string | null;
}

/** The store's settings a sale copies (statement 1). */
export interface SaleSettings {
  vat: boolean;
  info: Record<string, unknown>;
  bir: Record<string, unknown> | null;
}

/** Who sells. */
export interface SaleCashier {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/** One line of the request, priced from the server's own data. */
export interface PricedLine {
  index: number;
  product: ProductForSale;
  unitCode: string;
  baseMilliPerUnit: number;
  qtyMilli: number;
  baseQtyMilli: number;
  unitPriceCentavos: number;
  /** The list price when the cashier's price differs (an override), else null. */
  listPriceCentavos: number | null;
  promo: DiscountInput | null;
  lotId: string | null;
  stockSeenMilli: number | null;
  regulated: Record<string, string> | null;
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

function priceLine(
  line: CompleteSale['lines'][number],
  i: number,
  product: ProductForSale | undefined,
): PricedLine {
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

/** A sale that passed every check that needs no invoice number and no balance. */
export interface CheckedSale {
  lines: PricedLine[];
  totals: SaleTotals;
  settled: Extract<ReturnType<typeof settleTenders>, { ok: true }>;
  /** Some line's price was changed at the counter. */
  overridden: boolean;
}

/**
 * The refusals before the invoice number, in the order completeSale has always given them: each line's
 * product, unit, quantity, prescription and price; a discount or price change beyond the cashier's role
 * without a manager's approval; the statutory discount that applies to nothing; the total the screen
 * showed; the tenders; the terminal's location.
 */
export function checkSale(a: {
  input: CompleteSale;
  products: ReadonlyMap<string, ProductForSale>;
  role: Role;
  approved: boolean;
  /** The BNPC or SC/PWD discount, with what is left of the ID's weekly BNPC cap. */
  statutory: Statutory | undefined;
  vatRegistered: boolean;
  locationActive: boolean | null;
}): CheckedSale {
  const { input } = a;
  const lines = input.lines.map((l, i) => priceLine(l, i, a.products.get(l.productId)));
  // Promos and price overrides above the cashier's limit need a manager on the spot.
  const limit = PROMO_LIMIT_BASIS_POINTS[a.role];
  const grossOf = (l: PricedLine) => Math.round((l.unitPriceCentavos * l.qtyMilli) / 1000);
  const overLimit =
    lines.some((l) => shareOf(l.promo, grossOf(l)) > limit) ||
    shareOf(
      input.orderPromo,
      lines.reduce((s, l) => s + grossOf(l), 0),
    ) > limit;
  const overridden = lines.some((l) => l.listPriceCentavos !== null);
  const mayOverride = a.role === 'manager' || a.role === 'admin';
  if ((overLimit || (overridden && !mayOverride)) && !a.approved)
    throw new DomainError(
      'APPROVAL_REQUIRED',
      overLimit
        ? `A discount above ${limit / 100}% needs a manager's approval`
        : "A price change needs a manager's approval",
      overLimit
        ? refusal('discountNeedsApproval', { percent: limit / 100, needsApproval: true })
        : refusal('priceChangeNeedsApproval', { needsApproval: true }),
    );
  const totalsLines: TotalsLine[] = lines.map((l) => ({
    id: String(l.index),
    taxClass: l.product.taxClass,
    unitPriceCentavos: l.unitPriceCentavos,
    qtyMilli: l.qtyMilli,
    promo: l.promo ?? undefined,
    bnpcEligible: l.product.bnpcEligible,
    scPwdEligible: l.product.scPwdEligible,
  }));
  const totalsInput = {
    lines: totalsLines,
    orderPromo: input.orderPromo ?? undefined,
    statutory: a.statutory,
    vatRegistered: a.vatRegistered,
  };
  let totals: SaleTotals;
  try {
    totals = computeTotals(totalsInput);
  } catch (e) {
    if (e instanceof TotalsInputError) throw new DomainError('VALIDATION_FAILED', e.message);
    throw e;
  }
  if (input.statutory && totals.bnpcCentavos + totals.scPwdCentavos === 0)
    throw statutoryRefusal(
      totalsInput,
      totals,
      lines.map((l) => l.product.name),
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
  if (a.locationActive !== true)
    throw new DomainError(
      'VALIDATION_FAILED',
      "This terminal's location is no longer active",
      refusal('terminalLocationInactive'),
    );
  return { lines, totals, settled, overridden };
}

export interface SaleLineRow {
  id: string;
  lineNo: number;
  productId: string;
  productName: string;
  sku: string;
  unitCode: string;
  baseMilliPerUnit: number;
  qtyMilli: number;
  baseQtyMilli: number;
  unitPriceCentavos: number;
  listPriceCentavos: number | null;
  grossCentavos: number;
  promoCentavos: number;
  statutoryCentavos: number;
  vatRemovedCentavos: number;
  netCentavos: number;
  taxClass: SaleTotals['lines'][number]['taxClass'];
  promo: DiscountInput | null;
  registrationNumber: string | null;
  lots: LotTaken[];
  regulated: Record<string, string> | null;
}

export interface SalePaymentRow {
  id: string;
  method: CompleteSale['payments'][number]['method'];
  amountCentavos: number;
  tenderedCentavos: number;
  reference: string | null;
  details: Record<string, string> | null;
}

/** The audit row of a completed sale (`at` null: the database's clock). */
export interface SaleAuditRow {
  id: string;
  at: string | null;
  actorUserId: string;
  actorEmail: string;
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** Every row one sale writes, and what its answer shows. */
export interface SalePlan {
  id: string;
  requestHash: string;
  invoiceNo: number;
  invoiceNumber: string;
  terminal: SaleTerminal;
  locationId: string;
  cashier: { id: string; name: string };
  createdAt: string;
  customer: { name: string | null; address: string | null; tin: string | null };
  statutory: CompleteSale['statutory'];
  vatRegistered: boolean;
  totals: SaleTotals;
  tenderedCentavos: number;
  changeCentavos: number;
  orderPromo: DiscountInput | null;
  seller: Record<string, unknown>;
  terminalBlock: Record<string, unknown>;
  lines: SaleLineRow[];
  payments: SalePaymentRow[];
  /** The balances the sale takes from (each guarded by the value read) and its `sale` movements. */
  stock: StockWrites;
  audit: SaleAuditRow;
}

/** Card, bank and check details kept with a payment (none for cash and e-wallets). */
const paymentDetails = (p: CompleteSale['payments'][number]) => {
  const given = {
    cardLast4: p.cardLast4,
    approvalCode: p.approvalCode,
    bank: p.bank,
    checkNumber: p.checkNumber,
    checkDate: p.checkDate,
  };
  const kept = Object.fromEntries(Object.entries(given).filter(([, v]) => v)) as Record<string, string>;
  return Object.keys(kept).length ? kept : null;
};

/**
 * Every row of a checked sale: the stock taken per line from the balances read under the locks
 * (sale-stock.ts: the chosen lot or first expiry first out, sacks sealed and kilos from the open sack,
 * each movement's before and after), the sale with its totals and the blocks the invoice prints, its
 * lines and payments, and the audit row. Throws the stock refusals (with the line's index).
 */
export function planSale(a: {
  input: CompleteSale;
  requestHash: string;
  checked: CheckedSale;
  terminal: SaleTerminal;
  settings: SaleSettings | null;
  cashier: SaleCashier;
  approver: { email: string } | null;
  invoiceNo: number;
  balances: readonly SaleBalance[];
  now: Date;
  where: { ip?: string | null; userAgent?: string | null; requestId?: string | null };
  /** The demo's past: movements and the audit row carry the sale's time (else the database's clock). */
  stamped?: boolean;
  /** New row ids (tests pass a counter). */
  newId?: () => string;
}): SalePlan {
  const { input, checked, terminal, cashier } = a;
  const newId = a.newId ?? uuidv7;
  const { lines, totals: t, settled } = checked;
  const createdAt = a.now.toISOString();
  const stamp = a.stamped ? createdAt : null;
  const invoiceNumber = formatInvoiceNo(a.invoiceNo);
  const reference = `${terminal.name} ${invoiceNumber}`;
  const stock = planSaleStock(
    lines.map((l) => ({
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
    a.balances,
    manilaDate(a.now),
  );
  const vatRegistered = a.settings?.vat ?? false;
  const info = a.settings?.info ?? {};
  const costOf = new Map(lines.map((l) => [l.product.id, l.product.costCentavos]));
  const byId = new Map(a.balances.map((b) => [b.id, b]));
  return {
    id: input.id,
    requestHash: a.requestHash,
    invoiceNo: a.invoiceNo,
    invoiceNumber,
    terminal,
    locationId: terminal.locationId,
    cashier: { id: cashier.userId, name: `${cashier.firstName} ${cashier.lastName}`.trim() },
    createdAt,
    customer: {
      name: input.customer?.name ?? null,
      address: input.customer?.address ?? null,
      tin: input.customer?.tin ?? null,
    },
    statutory: input.statutory ?? null,
    vatRegistered,
    totals: t,
    tenderedCentavos: settled.tenderedCentavos,
    changeCentavos: settled.changeCentavos,
    orderPromo: input.orderPromo ?? null,
    seller: { ...info, vatRegistered, tin: info.taxId ?? null, rdoCode: a.settings?.bir?.rdoCode ?? null },
    terminalBlock: {
      name: terminal.name,
      location: terminal.locationName,
      min: terminal.min,
      serialNumber: terminal.serialNumber,
      ptuNumber: terminal.ptuNumber,
      ptuDate: terminal.ptuDate,
    },
    lines: lines.map((l) => {
      const lt = t.lines[l.index]!;
      return {
        id: newId(),
        lineNo: l.index + 1,
        productId: l.product.id,
        productName: l.product.name,
        sku: l.product.sku,
        unitCode: l.unitCode,
        baseMilliPerUnit: l.baseMilliPerUnit,
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
        promo: l.promo,
        registrationNumber: l.product.registrationNumber,
        lots: stock.lotsByLine.get(l.index) ?? [],
        regulated: l.regulated,
      };
    }),
    payments: input.payments.map((p, i) => ({
      id: newId(),
      method: p.method,
      amountCentavos: settled.payments[i]!.amountCentavos,
      tenderedCentavos: settled.payments[i]!.tenderedCentavos,
      reference: p.reference ?? null,
      details: paymentDetails(p),
    })),
    stock: {
      balances: stock.updates.map((u) => {
        const b = byId.get(u.id)!;
        return {
          id: u.id,
          productId: b.productId,
          locationId: terminal.locationId,
          lotId: b.lotId,
          was: u.was,
          next: u.next,
        };
      }),
      movements: stock.takes.map((m) => ({
        id: newId(),
        productId: m.line.productId,
        locationId: terminal.locationId,
        lotId: m.lotId,
        type: 'sale',
        qtyMilli: -m.qtyMilli,
        previousMilli: m.previousMilli,
        newMilli: m.newMilli,
        unitCostCentavos: costOf.get(m.line.productId)!,
        reason: null,
        referenceType: 'sale',
        referenceId: input.id,
        referenceNumber: reference,
        performedBy: cashier.userId,
        form: m.line.form ?? null,
        createdAt: stamp,
      })),
    },
    audit: {
      id: newId(),
      at: stamp,
      actorUserId: cashier.userId,
      // Kept short, as every audit row keeps them (platform/audit.ts).
      actorEmail: cashier.email.slice(0, 254),
      details: {
        invoice: reference,
        totalCentavos: t.totalCentavos,
        tenders: input.payments.map((p) => TENDER_LABELS[p.method]),
        ...(a.approver ? { approvedBy: a.approver.email } : {}),
        ...(checked.overridden
          ? {
              priceOverrides: lines
                .filter((l) => l.listPriceCentavos !== null)
                .map((l) => ({ sku: l.product.sku, from: l.listPriceCentavos, to: l.unitPriceCentavos })),
            }
          : {}),
      },
      ip: a.where.ip ?? null,
      userAgent: a.where.userAgent?.slice(0, 300) ?? null,
      requestId: a.where.requestId ?? null,
    },
  };
}

/** The answer to a completed sale: what was just written, as findSale reads it back (the tests compare the two). */
export function saleAnswer(plan: SalePlan): SaleDetail {
  const t = plan.totals;
  return {
    id: plan.id,
    invoiceNo: plan.invoiceNo,
    invoiceNumber: plan.invoiceNumber,
    terminalId: plan.terminal.id,
    terminalName: plan.terminal.name,
    cashierId: plan.cashier.id,
    cashierName: plan.cashier.name,
    customerName: plan.customer.name,
    status: 'completed',
    totalCentavos: t.totalCentavos,
    methods: [...new Set(plan.payments.map((p) => p.method))].sort(),
    createdAt: plan.createdAt,
    customerAddress: plan.customer.address,
    customerTin: plan.customer.tin,
    statutory: plan.statutory ? JSON.parse(JSON.stringify(plan.statutory)) : null,
    vatRegistered: plan.vatRegistered,
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
    tenderedCentavos: plan.tenderedCentavos,
    changeCentavos: plan.changeCentavos,
    orderPromo: plan.orderPromo,
    seller: JSON.parse(JSON.stringify(plan.seller)),
    terminal: plan.terminalBlock as SaleDetail['terminal'],
    reprints: 0,
    lines: plan.lines.map(({ id: _id, baseMilliPerUnit: _b, promo: _p, ...l }) => l),
    payments: plan.payments.map(({ id: _id, ...p }) => p),
  };
}
