import {
  type Centavos,
  type CompleteSaleInput,
  computeTotals,
  type Discount,
  formatQty,
  type PaymentInput,
  type SaleTotals,
  type StatutoryInput,
  type StatutoryLineReport,
  statutoryReport,
  type TaxClass,
  type TotalsInput,
  toCentavos,
} from '@fbms/domain';

/**
 * The cart at the counter: pure functions over plain data, so the screen, the hold list and the tests
 * share them. Quantities are thousandths of the line's selling unit; stock is checked in base units
 * across every line of the same product (a sack and kilos of the same feed draw on one stock).
 */

export interface CartProduct {
  id: string;
  name: string;
  sku: string;
  baseUnit: string;
  taxClass: TaxClass;
  priceCentavos: Centavos;
  units: { code: string; baseMilliPerUnit: number; priceCentavos: Centavos }[];
  isLotTracked: boolean;
  isRxVetDrug: boolean;
  isRestrictedPesticide: boolean;
  isBanned: boolean;
  bnpcEligible: boolean;
  scPwdEligible: boolean;
  registrationNumber: string | null;
  /** Stock (base units, all locations) when the product was looked up. */
  stockMilli: number;
}

/** A product's prices as the API answers them: plain numbers of centavos. */
type PricesAnswered<T> = Omit<T, 'priceCentavos' | 'units'> & {
  priceCentavos: number;
  units: { code: string; baseMilliPerUnit: number; priceCentavos: number }[];
};
export type CartProductAnswer = PricesAnswered<CartProduct>;

/**
 * The cart's part of a product as the API answers it (search, barcode, one product): where its prices
 * become Centavos (whole centavos, checked).
 */
export const toCartProduct = (p: PricesAnswered<CartProduct>): CartProduct => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  baseUnit: p.baseUnit,
  taxClass: p.taxClass,
  priceCentavos: toCentavos(p.priceCentavos),
  units: p.units.map((u) => ({
    code: u.code,
    baseMilliPerUnit: u.baseMilliPerUnit,
    priceCentavos: toCentavos(u.priceCentavos),
  })),
  isLotTracked: p.isLotTracked,
  isRxVetDrug: p.isRxVetDrug,
  isRestrictedPesticide: p.isRestrictedPesticide,
  isBanned: p.isBanned,
  bnpcEligible: p.bnpcEligible,
  scPwdEligible: p.scPwdEligible,
  registrationNumber: p.registrationNumber,
  stockMilli: p.stockMilli,
});

export interface Rx {
  vetName: string;
  prcNumber: string;
  prescriptionNumber: string;
}

export interface CartLine {
  key: string;
  product: CartProduct;
  /** The selling unit's code (sack, kg…). */
  unitCode: string;
  qtyMilli: number;
  promo: Discount | null;
  rx: Rx | null;
  fpaCertNumber: string | null;
  /** The lot the cashier chose; absent or null: the server takes first-expiry-first-out. */
  lot?: ChosenLot | null;
}

export interface ChosenLot {
  id: string;
  batchNumber: string;
  expiryDate: string | null;
}

export interface Cart {
  /** Minted when the cart opens: the sale's idempotency key. */
  saleId: string;
  lines: CartLine[];
  orderPromo: Discount | null;
  statutory: StatutoryInput | null;
  /** What is left of the beneficiary's weekly BNPC cap (from the server), for the 5% discount. */
  capRemainingCentavos: number | null;
  customer: { name: string; address: string; tin: string } | null;
  /** The customer's record the sale names (issue 23): charge to account and points need it. */
  account?: CartAccount | null;
}

/** A customer chosen at the register, with what the pay dialog shows of their account. */
export interface CartAccount {
  id: string;
  displayName: string;
  phone: string | null;
  balanceCentavos: number;
  overdueCentavos: number;
  creditLimitCentavos: number;
  points: number;
  creditTermsDays: number;
  harvestMonth: number | null;
}

/** What the customer may still charge without a manager (never below 0; nothing while bills are overdue). */
export const availableCredit = (a: CartAccount) =>
  a.overdueCentavos > 0 ? 0 : Math.max(0, a.creditLimitCentavos - a.balanceCentavos);

export const newCart = (id: string = crypto.randomUUID()): Cart => ({
  saleId: id,
  lines: [],
  orderPromo: null,
  statutory: null,
  capRemainingCentavos: null,
  customer: null,
  account: null,
});

export interface SellingUnit {
  code: string;
  baseMilliPerUnit: number;
  priceCentavos: Centavos;
}

/** The base unit first, then the product's other units (sack, box…). */
export function sellingUnits(p: CartProduct): SellingUnit[] {
  return [
    { code: p.baseUnit, baseMilliPerUnit: 1000, priceCentavos: p.priceCentavos },
    ...p.units.filter((u) => u.code.toLowerCase() !== p.baseUnit.toLowerCase()),
  ];
}

export function unitOf(p: CartProduct, code: string): SellingUnit {
  return sellingUnits(p).find((u) => u.code.toLowerCase() === code.toLowerCase()) ?? sellingUnits(p)[0]!;
}

/** A line's quantity in the product's base unit (what stock and lots hold). */
export const baseQty = (l: { product: CartProduct; unitCode: string; qtyMilli: number }) =>
  (l.qtyMilli * unitOf(l.product, l.unitCode).baseMilliPerUnit) / 1000;

export type CartResult =
  | { ok: true; cart: Cart; line: CartLine }
  | { ok: false; cart: Cart; message: string };

/** Whether a cart refusal is for want of stock here (the POS then tells the other branches' stock). */
export const isStockRefusal = (message: string) => message.startsWith('Insufficient stock.');

/** Seed 001 §5's cart check, across every line of the product. */
function stockProblem(cart: Cart, product: CartProduct): string | null {
  const wanted = cart.lines.filter((l) => l.product.id === product.id).reduce((a, l) => a + baseQty(l), 0);
  if (wanted <= product.stockMilli) return null;
  return `Insufficient stock. Available: ${formatQty(product.stockMilli)}, Requested: ${formatQty(wanted)}`;
}

let counter = 0;
const lineKey = () => `l${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * Adds an item: the same product and unit raises that line's quantity; a banned product or more than
 * the stock is refused (the cart is unchanged).
 */
export function addItem(
  cart: Cart,
  product: CartProduct,
  opts: { unitCode?: string | null; qtyMilli?: number; rx?: Rx | null; fpaCertNumber?: string | null } = {},
): CartResult {
  if (product.isBanned) return { ok: false, cart, message: `${product.name} is banned and cannot be sold` };
  const unitCode = unitOf(product, opts.unitCode ?? product.baseUnit).code;
  const qty = opts.qtyMilli ?? 1000;
  const same = cart.lines.find((l) => l.product.id === product.id && l.unitCode === unitCode);
  const line: CartLine = same
    ? { ...same, product, qtyMilli: same.qtyMilli + qty }
    : {
        key: lineKey(),
        product,
        unitCode,
        qtyMilli: qty,
        promo: null,
        rx: opts.rx ?? null,
        fpaCertNumber: opts.fpaCertNumber ?? null,
      };
  const lines = same
    ? cart.lines.map((l) => (l === same ? line : l.product.id === product.id ? { ...l, product } : l))
    : [...cart.lines.map((l) => (l.product.id === product.id ? { ...l, product } : l)), line];
  const next = { ...cart, lines };
  const problem = stockProblem(next, product);
  return problem ? { ok: false, cart, message: problem } : { ok: true, cart: next, line };
}

function replaceLine(cart: Cart, key: string, change: (l: CartLine) => CartLine): CartResult {
  const old = cart.lines.find((l) => l.key === key);
  if (!old) return { ok: false, cart, message: 'This line is no longer in the cart' };
  const line = change(old);
  const next = { ...cart, lines: cart.lines.map((l) => (l.key === key ? line : l)) };
  const problem = stockProblem(next, line.product);
  return problem ? { ok: false, cart, message: problem } : { ok: true, cart: next, line };
}

/** Quantity 0 removes the line. */
export function setQty(
  cart: Cart,
  key: string,
  qtyMilli: number,
): CartResult | { ok: true; cart: Cart; line: null } {
  if (qtyMilli <= 0) return { ok: true, cart: removeLine(cart, key), line: null };
  return replaceLine(cart, key, (l) => ({ ...l, qtyMilli }));
}

export const setUnit = (cart: Cart, key: string, unitCode: string) =>
  replaceLine(cart, key, (l) => ({ ...l, unitCode: unitOf(l.product, unitCode).code }));

/** null goes back to first-expiry-first-out. The server checks the lot (not expired, enough in it). */
export const setLot = (cart: Cart, key: string, lot: ChosenLot | null) =>
  replaceLine(cart, key, (l) => ({ ...l, lot }));

export const setLinePromo = (cart: Cart, key: string, promo: Discount | null) =>
  replaceLine(cart, key, (l) => ({ ...l, promo }));

export const removeLine = (cart: Cart, key: string): Cart => ({
  ...cart,
  lines: cart.lines.filter((l) => l.key !== key),
});

/** The server's newer price or stock for a product (after it refused the sale), applied to its lines. */
export function refreshProduct(
  cart: Cart,
  productId: string,
  change: Partial<PricesAnswered<CartProduct>>,
): Cart {
  const { priceCentavos, units, ...rest } = change;
  const prices: Partial<CartProduct> = {
    ...(priceCentavos === undefined ? {} : { priceCentavos: toCentavos(priceCentavos) }),
    ...(units === undefined
      ? {}
      : { units: units.map((u) => ({ ...u, priceCentavos: toCentavos(u.priceCentavos) })) }),
  };
  return {
    ...cart,
    lines: cart.lines.map((l) =>
      l.product.id === productId ? { ...l, product: { ...l.product, ...rest, ...prices } } : l,
    ),
  };
}

export const lineUnitPrice = (l: CartLine) => unitOf(l.product, l.unitCode).priceCentavos;

/** The domain's totals input for the cart: the same one the server builds from its own prices. */
function totalsInput(cart: Cart, vatRegistered: boolean): TotalsInput {
  const statutory =
    cart.statutory?.kind === 'bnpc5'
      ? { kind: 'bnpc5' as const, capRemainingCentavos: cart.capRemainingCentavos ?? 0 }
      : cart.statutory?.kind === 'sc_pwd20'
        ? { kind: 'sc_pwd20' as const }
        : undefined;
  return {
    lines: cart.lines.map((l) => ({
      id: l.key,
      taxClass: l.product.taxClass,
      unitPriceCentavos: lineUnitPrice(l),
      qtyMilli: l.qtyMilli,
      promo: l.promo ?? undefined,
      bnpcEligible: l.product.bnpcEligible,
      scPwdEligible: l.product.scPwdEligible,
    })),
    orderPromo: cart.orderPromo ?? undefined,
    statutory,
    vatRegistered,
  };
}

/** The same totals the server will compute (the domain's one function). */
export const cartTotals = (cart: Cart, vatRegistered: boolean): SaleTotals =>
  computeTotals(totalsInput(cart, vatRegistered));

/** Why each line gets the senior/PWD discount or not (by line key); null without that discount. */
export const cartStatutoryReport = (cart: Cart, vatRegistered: boolean) =>
  statutoryReport(totalsInput(cart, vatRegistered));

/** The cashier keeps the promos: the senior/PWD discount, which gave nothing, leaves the cart. */
export const keepPromos = (cart: Cart): Cart => ({ ...cart, statutory: null, capRemainingCentavos: null });

/**
 * The cashier takes the senior/PWD discount instead: the promos that gave more leave the lines where
 * it applies (and the order discount, when it was part of what gave more). Never both (PH-RULES §3).
 */
export function preferStatutory(cart: Cart, report: StatutoryLineReport[]): Cart {
  const beaten = new Set(report.filter((r) => r.reason === 'promo_better').map((r) => r.id));
  if (beaten.size === 0) return cart;
  return {
    ...cart,
    orderPromo: null,
    lines: cart.lines.map((l) => (beaten.has(l.key) && l.promo ? { ...l, promo: null } : l)),
  };
}

/** The request that completes the sale: what the cashier saw, for the server to check and record. */
export function saleRequest(
  cart: Cart,
  totalCentavos: Centavos,
  payments: PaymentInput[],
  approval?: { email: string; password: string } | null,
): CompleteSaleInput {
  const customer = cart.customer;
  return {
    id: cart.saleId,
    lines: cart.lines.map((l) => ({
      productId: l.product.id,
      unitCode: l.unitCode,
      qtyMilli: l.qtyMilli,
      unitPriceCentavos: lineUnitPrice(l),
      promo: l.promo,
      rx: l.rx,
      fpaCertNumber: l.fpaCertNumber,
      lotId: l.lot?.id ?? null,
      stockSeenMilli: l.product.stockMilli,
    })),
    orderPromo: cart.orderPromo,
    statutory: cart.statutory,
    customer: customer && (customer.name || customer.address || customer.tin) ? customer : null,
    customerId: cart.account?.id ?? null,
    payments,
    totalCentavos,
    approval: approval ?? null,
  };
}

/** Quick-cash amounts for a total: exact, then the next round ₱20/₱50/₱100/₱500/₱1,000 above it. */
export function quickCash(totalCentavos: number): number[] {
  const out = [totalCentavos];
  for (const step of [2_000, 5_000, 10_000, 50_000, 100_000]) {
    const up = Math.ceil(totalCentavos / step) * step;
    if (up > totalCentavos && !out.includes(up)) out.push(up);
  }
  return out.slice(0, 5);
}
