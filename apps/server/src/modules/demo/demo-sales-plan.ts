import type { DiscountInput, StatutoryInput } from '@fbms/domain';
import { type DemoPerson, type DemoProduct, manilaMoment } from './demo-context.ts';
import { pick, random } from './seed-products.ts';

/**
 * What the demo history will hold, before any stock or money rule runs: on each Manila business day,
 * customers at the counter between 7:00 and 18:00, each with a basket, who served them, how they pay,
 * and the discounts that come up (promos, the senior's or PWD's 5% on basic necessities, the 20% on a
 * beneficiary's own medicines). Deterministic: the same catalogue and days give the same plan.
 * The stock seeder sizes the opening stock from it; the sales seeder then writes each sale through the
 * sale rules, leaving out what the stock cannot serve, as the POS would refuse it.
 */

export interface PlannedLine {
  product: DemoProduct;
  /** null: the base unit (a kilo of a feed); else the pack (the sack). */
  unitCode: string | null;
  /** In the selling unit, thousandths. */
  qtyMilli: number;
  promo: DiscountInput | null;
  rx: { vetName: string; prcNumber: string; prescriptionNumber: string } | null;
  fpaCertNumber: string | null;
}

export interface PlannedSale {
  at: Date;
  /** Index of the business day in the history (0 = oldest). */
  day: number;
  cashier: DemoPerson;
  lines: PlannedLine[];
  orderPromo: DiscountInput | null;
  statutory: StatutoryInput | null;
  customer: { name: string; address: string | null; tin: string | null } | null;
  /** 0–1: how the customer likes to pay (cash, e-wallets, card, transfer, check, split). */
  tender: number;
}

const OPEN_MIN = 7 * 60;
const CLOSE_MIN = 18 * 60;
/** Sunday to Saturday: Saturday is market day. */
const DAY_FACTOR = [0.55, 0.9, 0.95, 1, 0.95, 1.1, 1.35];
const SALES_PER_DAY = 32;

const FARMERS = [
  'Mang Tonio Dela Cruz',
  'Aling Nena Garcia',
  'Jojo Manalo',
  'Rogelio Bautista',
  'Lorna Villanueva',
  'Danilo Pascual',
  'Edna Soriano',
  'Ramon Aquino',
  'Teresita Ramos',
  'Boyet Sarmiento',
];
const COOPERATIVES = [
  {
    name: 'Malolos Farmers Multi-Purpose Cooperative',
    address: 'Brgy. Bulihan, Malolos, Bulacan',
    tin: '214-556-789-00000',
  },
  {
    name: 'San Rafael Hog Raisers Association',
    address: 'Poblacion, San Rafael, Bulacan',
    tin: '301-224-118-00000',
  },
  {
    name: 'Calumpit Rice Growers Cooperative',
    address: 'Brgy. Sucol, Calumpit, Bulacan',
    tin: '402-871-330-00000',
  },
];
const BENEFICIARIES: Omit<StatutoryInput, 'kind'>[] = [
  { beneficiary: 'senior', name: 'Rodrigo Santiago', idNumber: 'OSCA-MAL-0412' },
  { beneficiary: 'senior', name: 'Felicidad Mercado', idNumber: 'OSCA-MAL-1187' },
  { beneficiary: 'senior', name: 'Ernesto Valdez', idNumber: 'OSCA-CAL-0093' },
  { beneficiary: 'senior', name: 'Corazon Lim', idNumber: 'OSCA-SRF-0751' },
  { beneficiary: 'senior', name: 'Pedro Navarro', idNumber: 'OSCA-MAL-2203' },
  { beneficiary: 'pwd', name: 'Marites Cabrera', idNumber: 'PWD-0314-2021-0045' },
  { beneficiary: 'pwd', name: 'Arnel Domingo', idNumber: 'PWD-0314-2019-0112' },
  { beneficiary: 'senior', name: 'Gloria Ignacio', idNumber: 'OSCA-PLR-0068' },
];
const VETS = [
  { vetName: 'Dr. Ana Reyes', prcNumber: '0098765' },
  { vetName: 'Dr. Jose Mariano', prcNumber: '0112233' },
  { vetName: 'Dr. Liza Fernandez', prcNumber: '0087412' },
];

/** Who works the counter on a weekday (0 = Sunday), by e-mail, with their share of the sales. */
function roster(dow: number): [string, number][] {
  const r: [string, number][] = [['manager@demo.fbms.ph', 0.12]];
  if (dow !== 0) r.push(['cashier@demo.fbms.ph', 1]);
  if (dow !== 1) r.push(['jun@demo.fbms.ph', 0.8]);
  if (dow === 1 || dow === 3 || dow === 5 || dow === 6) r.push(['rosa@demo.fbms.ph', 0.7]);
  return r;
}

function weighted<T>(r: () => number, items: readonly T[], weightOf: (t: T) => number): T {
  const total = items.reduce((a, t) => a + weightOf(t), 0);
  let x = r() * total;
  for (const t of items) {
    x -= weightOf(t);
    if (x < 0) return t;
  }
  return items[items.length - 1]!;
}

/** Cumulative weights, so a product is drawn in log time from a few hundred. */
function productDraw(products: DemoProduct[]) {
  const cum: number[] = [];
  let sum = 0;
  for (const p of products) {
    sum += p.weight;
    cum.push(sum);
  }
  return (r: () => number) => {
    const x = r() * sum;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return products[lo]!;
  };
}

const SACKS = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 5, 10];
const KILOS = [0.5, 1, 1, 2, 2, 3, 5, 5, 10];
const PIECES = [1, 1, 1, 1, 1, 1, 2, 2, 3, 5];
const TABLETS = [2, 4, 4, 6, 10, 20];

/** How much of a product one customer takes, in which unit. */
function quantity(r: () => number, p: DemoProduct): { unitCode: string | null; qtyMilli: number } {
  const s = p.family.sells;
  if (s === 'sack' && p.pack) {
    if (r() < 0.5) return { unitCode: p.pack.code, qtyMilli: pick(r, SACKS) * 1000 };
    return { unitCode: null, qtyMilli: pick(r, KILOS) * 1000 };
  }
  if (s === 'vial') return { unitCode: null, qtyMilli: (r() < 0.8 ? 1 : 2) * 1000 };
  if (s === 'packs') return { unitCode: null, qtyMilli: Math.ceil(r() * 4) * 1000 };
  if (p.pack && r() < 0.06) return { unitCode: p.pack.code, qtyMilli: 1000 };
  return { unitCode: null, qtyMilli: pick(r, p.family.code === 'MED' ? TABLETS : PIECES) * 1000 };
}

const linePrice = (l: { product: DemoProduct; unitCode: string | null }) =>
  l.unitCode ? l.product.pack!.priceCentavos : l.product.priceCentavos;

/**
 * The history's sales for the given business days (YYYY-MM-DD, oldest first), none after `now`.
 * `people` are the store's accounts (the counter staff are picked from them by e-mail).
 */
export function planDemoSales(
  products: DemoProduct[],
  people: DemoPerson[],
  days: string[],
  now: Date,
): PlannedSale[] {
  const draw = productDraw(products);
  const sales: PlannedSale[] = [];
  days.forEach((date, day) => {
    const r = random(20_260 + day * 131);
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    const count = Math.round(SALES_PER_DAY * DAY_FACTOR[dow]! * (0.8 + r() * 0.4));
    const times = Array.from({ length: count }, () => OPEN_MIN + r() * (CLOSE_MIN - OPEN_MIN))
      .sort((a, b) => a - b)
      .map((m) => manilaMoment(date, m))
      .filter((at) => at.getTime() <= now.getTime());
    const staff = roster(dow).map(([email, share]) => ({
      who: people.find((p) => p.email === email),
      share,
    }));
    for (const at of times) {
      const cashier = weighted(r, staff, (s) => (s.who ? s.share : 0)).who!;
      const n = weighted(r, [1, 2, 3, 4, 5], (k) => [0.45, 0.3, 0.15, 0.07, 0.03][k - 1]!);
      const chosen = new Set<DemoProduct>();
      for (let i = 0; i < n * 2 && chosen.size < n; i++) chosen.add(draw(r));
      const limitBp = cashier.role === 'cashier' ? 500 : 1000;
      const lines: PlannedLine[] = [...chosen].map((product, i) => {
        const q = quantity(r, product);
        const gross = Math.round((linePrice({ product, ...q }) * q.qtyMilli) / 1000);
        const roll = r();
        const promo: DiscountInput | null =
          roll < 0.025
            ? { kind: 'percent', basisPoints: limitBp }
            : roll < 0.04 && gross >= 4_000
              ? { kind: 'amount', centavos: Math.floor((gross * limitBp) / 10_000 / 100) * 100 }
              : null;
        return {
          product,
          ...q,
          promo: promo?.kind === 'amount' && promo.centavos === 0 ? null : promo,
          rx: product.rx
            ? {
                ...pick(r, VETS),
                prescriptionNumber: `RX-${date.slice(0, 4)}-${String(day * 40 + i + 1).padStart(4, '0')}`,
              }
            : null,
          fpaCertNumber: product.restricted ? `FPA-CU-${String(1000 + Math.floor(r() * 9000))}` : null,
        };
      });
      const who = pick(r, BENEFICIARIES);
      const roll = r();
      const statutory: StatutoryInput | null =
        lines.some((l) => l.product.scPwd) && roll < 0.6
          ? { kind: 'sc_pwd20', ...who }
          : lines.some((l) => l.product.bnpc) && roll < 0.07
            ? { kind: 'bnpc5', ...who }
            : null;
      const c = r();
      const customer =
        c < 0.05
          ? { ...pick(r, COOPERATIVES) }
          : c < 0.28
            ? { name: pick(r, FARMERS), address: null, tin: null }
            : null;
      sales.push({
        at,
        day,
        cashier,
        lines,
        orderPromo: r() < 0.02 ? { kind: 'percent', basisPoints: limitBp === 500 ? 300 : 500 } : null,
        statutory,
        // The senior's or PWD's name and ID go on the invoice's discount block.
        customer: statutory ? null : customer,
        tender: r(),
      });
    }
  });
  return sales;
}

/** Base-unit thousandths each product is asked for on each day of the plan. */
export function demandByProduct(plan: PlannedSale[], days: number): Map<DemoProduct, number[]> {
  const demand = new Map<DemoProduct, number[]>();
  for (const s of plan)
    for (const l of s.lines) {
      const perDay = demand.get(l.product) ?? Array.from({ length: days }, () => 0);
      perDay[s.day]! += (l.qtyMilli * (l.unitCode ? l.product.pack!.base * 1000 : 1000)) / 1000;
      demand.set(l.product, perDay);
    }
  return demand;
}
