import {
  type CompleteSale,
  computeTotals,
  type DiscountInput,
  DomainError,
  PROMO_LIMIT_BASIS_POINTS,
  type Role,
  refusal,
  type SaleTotals,
  type Statutory,
  settleTenders,
  TotalsInputError,
  type TotalsLine,
} from '@fbms/domain';
import { lineField } from './sale-stock.ts';
import { statutoryRefusal } from './statutory-refusal.ts';

/**
 * A sale's refusals before an invoice number is taken, without the database (pure): each line priced
 * from the products read under their locks (unit, quantity, prescription, FPA number, price), a
 * discount or price change beyond the cashier's role without a manager's approval, a statutory
 * discount that applies to nothing, the total the screen showed, the tenders, the terminal's location.
 * completeSale and the demo history both run it; planSale (sale-plan.ts) takes what it returns.
 */

export const peso = (centavos: number) =>
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
