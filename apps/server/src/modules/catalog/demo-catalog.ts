import { uuidv7 } from '@fbms/db';
import { type CreateProduct, createProductSchema } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { DEMO_ADMIN_EMAIL } from '../demo/demo-accounts.service.ts';
import {
  type DemoContext,
  type DemoProduct,
  type DemoSeeder,
  HISTORY_DAYS,
  person,
} from '../demo/demo-context.ts';
import { demandByProduct } from '../demo/demo-sales-plan.ts';
import { ean13, random } from '../demo/seed-products.ts';
import { insertNewProducts } from './bulk-insert.ts';
import { DEMO_FAMILIES, type DemoFamily, type DemoLine } from './demo-catalog-data.ts';

/** Demo barcodes: GS1 Philippines numbers far above those of `npm run seed` (n × 2 and n × 2 + 1). */
const BARCODE_BASE = 800_000_000;

/** Whole pesos above ₱100, else quarters of a peso. */
const roundPrice = (c: number) => (c >= 10_000 ? Math.round(c / 100) * 100 : Math.round(c / 25) * 25);

/** Each line of each family, in the brands that carry it. */
function shelfOf(f: DemoFamily): { line: DemoLine; brand: string }[] {
  if (f.crossBrands) return f.brands.flatMap((brand) => f.lines.map((line) => ({ line, brand })));
  return f.lines.flatMap((line, i) => {
    const first = { line, brand: line.brand ?? f.brands[i % f.brands.length]! };
    if (!f.secondBrand || i % 2 === 1) return [first];
    return [first, { line, brand: f.brands[(i + 1) % f.brands.length]! }];
  });
}

/** The demo catalogue in memory: names, prices, units, flags and how often each sells (no ids yet). */
export function buildDemoProducts(): DemoProduct[] {
  const products: DemoProduct[] = [];
  for (const f of DEMO_FAMILIES) {
    const shelf = shelfOf(f);
    shelf.forEach(({ line, brand }, k) => {
      const seq = products.length + 1;
      const r = random(seq * 7919);
      const price = roundPrice(line.price * (0.94 + r() * 0.14));
      const pack = line.pack === null ? null : (line.pack ?? f.pack ?? null);
      const rx = Boolean(line.rx);
      const restricted = Boolean(line.restricted);
      const regulated = f.code === 'VET' || f.code === 'VSP' || f.code === 'VAC' || f.code === 'PST';
      products.push({
        id: '',
        seq,
        sku: `${f.code}-${String(k + 1).padStart(4, '0')}`,
        name: `${brand} ${line.name}`,
        brand,
        family: f,
        line,
        baseUnit: f.baseUnit,
        priceCentavos: price,
        costCentavos: Math.round((price * (0.76 + r() * 0.1)) / 25) * 25,
        pack: pack && { ...pack, priceCentavos: Math.round((price * pack.base * 0.96) / 100) * 100 },
        taxClass: f.taxClass,
        lotTracked: Boolean(f.lotTracked),
        rx,
        restricted,
        bnpc: f.bnpc,
        scPwd: f.scPwd,
        registrationNumber: regulated
          ? `${f.code === 'PST' ? 'FPA' : f.code === 'VAC' ? 'BAI-VB' : 'BAI-VD'}-${String(4000 + seq * 37).padStart(6, '0')}`
          : null,
        // A few best sellers in each family, many slow movers (as a store's sales look).
        weight: (f.weight / shelf.length) * (0.15 + 3 * r() ** 3),
        minStockMilli: 0,
      });
    });
  }
  return products;
}

/** The product as the catalogue's own schema takes it (so the demo obeys the rules a manager's entry does). */
function createInput(p: DemoProduct, categoryId: string): CreateProduct {
  const f = p.family;
  return createProductSchema.parse({
    sku: p.sku,
    name: p.name,
    description: p.line.note ?? null,
    categoryId,
    brand: p.brand,
    taxClass: p.taxClass,
    vatExemptBasis: f.vatExemptBasis ?? null,
    baseUnit: p.baseUnit,
    costCentavos: p.costCentavos,
    priceCentavos: p.priceCentavos,
    minStockMilli: p.minStockMilli,
    reorderQtyMilli: p.minStockMilli * 2,
    isLotTracked: p.lotTracked,
    isRxVetDrug: p.rx,
    isRestrictedPesticide: p.restricted,
    bnpcEligible: p.bnpc,
    scPwdEligible: p.scPwd,
    registrationNumber: p.registrationNumber,
    units: p.pack
      ? [{ code: p.pack.code, baseMilliPerUnit: p.pack.base * 1000, priceCentavos: p.pack.priceCentavos }]
      : [],
    barcodes: [
      { barcode: ean13(BARCODE_BASE + p.seq * 2), unitCode: null },
      ...(p.pack ? [{ barcode: ean13(BARCODE_BASE + p.seq * 2 + 1), unitCode: p.pack.code }] : []),
    ],
  });
}

/**
 * The catalogue: categories, then the products with their units and barcodes (catalog's bulk insert).
 * Each product's minimum stock is about two weeks of what it sells in the planned history.
 */
export const catalogSeeder: DemoSeeder = {
  module: 'catalog',
  async seed(ctx: DemoContext) {
    ctx.products = buildDemoProducts();
    const demand = demandByProduct(ctx.plan(), ctx.days.length);
    for (const p of ctx.products) {
      const step = (p.pack?.base ?? 1) * 1000;
      const perDay = (demand.get(p)?.reduce((a, b) => a + b, 0) ?? 0) / HISTORY_DAYS;
      p.minStockMilli = Math.max(step, Math.ceil((perDay * 14) / step) * step);
    }
    const categoryIds = new Map<string, string>();
    for (const category of new Set(DEMO_FAMILIES.map((f) => f.category))) {
      const [row] = (
        (await ctx.tx.execute(
          sql`INSERT INTO categories (id, name) VALUES (${uuidv7()}, ${category})
                ON CONFLICT (lower(name)) DO UPDATE SET name = categories.name RETURNING id`,
        )) as unknown as { rows: { id: string }[] }
      ).rows;
      categoryIds.set(category, row!.id);
    }
    const admin = person(ctx, DEMO_ADMIN_EMAIL);
    const ids = await insertNewProducts(
      ctx.tx,
      { userId: admin.id },
      ctx.products.map((p) => createInput(p, categoryIds.get(p.family.category)!)),
    );
    ctx.products.forEach((p, i) => {
      p.id = ids[i]!;
    });
    ctx.counts.products = ctx.products.length;
  },
};
