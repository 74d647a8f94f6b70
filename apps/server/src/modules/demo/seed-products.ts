import { type Database, uuidv7 } from '@fbms/db';
import { type SQL, sql } from 'drizzle-orm';
import { MAIN_STORE_ID, recordMovements } from '../inventory/stock.service.ts';

/**
 * Sample catalogue for trying the store out and for the benchmarks (`npm run seed -- --products N`):
 * agri-vet products as a Philippine store stocks them, each with its opening stock recorded as an
 * `initial_stock` movement so the ledger's invariant (stock = sum of movements) holds for seeded data
 * too. Deterministic: the same N gives the same names, SKUs and barcodes. Rows go in batches through
 * `unnest` of arrays (the stock through the inventory's recordMovements), one transaction per batch,
 * so 100 000 products take seconds, not minutes.
 */

interface Family {
  category: string;
  baseUnit: string;
  /** A larger unit and how many base units it holds, if the family sells one. */
  pack?: { code: string; base: number };
  taxClass: 'vatable' | 'vat_exempt';
  vatExemptBasis?: string;
  brands: string[];
  lines: string[];
  variants: string[];
  /** Short notes as a store writes them (what it is for, how it is used). */
  notes: string[];
  /** Base-unit cost range in centavos. */
  cost: [number, number];
  lotTracked?: boolean;
  rx?: boolean;
  restricted?: boolean;
}

const FAMILIES: Family[] = [
  {
    category: 'Feeds',
    baseUnit: 'kg',
    pack: { code: 'sack', base: 50 },
    taxClass: 'vat_exempt',
    vatExemptBasis: 'Sec. 109(1)(A) NIRC: feeds for livestock and poultry',
    brands: ['B-MEG', 'Pilmico', 'UNO Feeds', 'Vitarich', 'Thunderbird', 'Robina Farms'],
    lines: [
      'Hog Starter',
      'Hog Grower',
      'Hog Finisher',
      'Broiler Booster',
      'Chick Booster',
      'Layer Mash',
      'Tilapia Floating Feed',
      'Goat Pellets',
      'Duck Grower',
    ],
    variants: ['Pellet', 'Crumble', 'Mash', 'Premium', 'Integra 3000', 'Essential'],
    notes: [
      'For growing pigs, 2 to 4 months',
      'Day-old to 21 days',
      'High-protein starter',
      'Complete feed, no mixing needed',
      'For laying hens in production',
      'Floating pellet for ponds',
      'Keep dry, off the floor',
    ],
    cost: [2800, 4200],
  },
  {
    category: 'Fertilizers',
    baseUnit: 'kg',
    pack: { code: 'sack', base: 50 },
    taxClass: 'vat_exempt',
    vatExemptBasis: 'Sec. 109(1)(A) NIRC: fertilizers',
    brands: ['Atlas', 'Planters', 'Yara', 'Swire', 'Philphos', 'Bio-N'],
    lines: [
      'Urea 46-0-0',
      'Complete 14-14-14',
      'Ammosul 21-0-0',
      'Muriate of Potash 0-0-60',
      'Ammophos 16-20-0',
      'Organic Compost',
      'Foliar Boost',
    ],
    variants: ['Granular', 'Prilled', 'Premium', 'Standard'],
    notes: [
      'Nitrogen for rice and corn',
      'Basal application at planting',
      'Side-dress 30 days after transplanting',
      'For vegetables and fruit trees',
      'Improves soil organic matter',
      'Spray on leaves early morning',
    ],
    cost: [2400, 3900],
  },
  {
    category: 'Veterinary Medicines',
    baseUnit: 'piece',
    pack: { code: 'box', base: 12 },
    taxClass: 'vatable',
    brands: ['Vetracin', 'Bexan', 'Amtyl', 'Vitmin Pro', 'Ivermax', 'Dextrovit'],
    lines: [
      'Gold Soluble Powder',
      'Injectable 100 mL',
      'Oral Suspension 60 mL',
      'Dewormer Tablet',
      'Multivitamin Drops',
      'Antibiotic Premix 1 kg',
    ],
    variants: ['Poultry', 'Swine', 'Cattle', 'Dog and Cat', 'All Livestock'],
    notes: [
      'Mix in drinking water for 5 days',
      'Intramuscular injection',
      'For respiratory infections',
      'Give once, repeat after 14 days',
      'Prescription needed for antibiotics',
      'Supports appetite and recovery',
    ],
    cost: [4500, 65000],
    lotTracked: true,
    rx: true,
  },
  {
    category: 'Vaccines',
    baseUnit: 'dose',
    pack: { code: 'vial', base: 100 },
    taxClass: 'vatable',
    brands: ['Merial', 'Zoetis', 'Ceva', 'Boehringer', 'MSD Animal Health'],
    lines: ['Newcastle Disease B1', 'Hog Cholera', 'Foot and Mouth', 'Anti-Rabies', 'Mycoplasma', 'Fowl Pox'],
    variants: ['Live', 'Inactivated', 'Freeze-dried'],
    notes: [
      'Keep refrigerated at 2 to 8 °C',
      'Eye drop or drinking water',
      'Subcutaneous, booster after 3 weeks',
      'Use within 2 hours of mixing',
      'Annual shot',
    ],
    cost: [300, 1500],
    lotTracked: true,
  },
  {
    category: 'Seeds',
    baseUnit: 'kg',
    pack: { code: 'bag', base: 18 },
    taxClass: 'vat_exempt',
    vatExemptBasis: 'Sec. 109(1)(A) NIRC: seeds and seedlings',
    brands: ['Pioneer', 'Bioseed', 'East-West Seed', 'SL Agritech', 'Syngenta'],
    lines: [
      'Yellow Corn Hybrid',
      'White Corn',
      'Rice Hybrid',
      'Ampalaya',
      'Eggplant',
      'Tomato',
      'Pechay',
      'Sitaw',
    ],
    variants: ['30T80', 'SL-8H', 'Diamante Max', 'Galaxy', 'Jackpot'],
    notes: [
      'Plant 1 seed per hill, 25 cm apart',
      'Wet and dry season',
      'Matures in 100 to 110 days',
      'Treated seed, do not eat',
      'High germination rate',
    ],
    cost: [8000, 45000],
    lotTracked: true,
  },
  {
    category: 'Pesticides',
    baseUnit: 'L',
    taxClass: 'vatable',
    brands: ['Bayer', 'Syngenta', 'Leads Agri', 'BASF', 'Kemistar'],
    lines: ['Insecticide EC', 'Herbicide SL', 'Fungicide WP', 'Molluscicide', 'Rodenticide Bait'],
    variants: ['250 mL', '500 mL', '1 L', 'Concentrate'],
    notes: [
      'For stem borers and leafhoppers',
      'Pre-emergence weed control',
      'Controls leaf blight',
      'For golden kuhol in rice paddies',
      'Restricted: sold to certified users only',
    ],
    cost: [35000, 120000],
    restricted: true,
  },
  {
    category: 'Farm Supplies',
    baseUnit: 'piece',
    taxClass: 'vatable',
    brands: ['Stanley', 'Lotus', 'Tramontina', 'Agrimate', 'Farmstar'],
    lines: [
      'Knapsack Sprayer',
      'Bolo',
      'Feeding Trough',
      'Waterer 4 L',
      'Garden Hoe',
      'Nylon Net',
      'Syringe 10 mL',
    ],
    variants: ['Heavy Duty', 'Standard', 'Small', 'Large'],
    notes: ['16-liter tank', 'Carbon steel blade', 'For poultry houses', 'Galvanized', 'UV-treated'],
    cost: [2500, 180000],
  },
];

/** A GS1 Philippines (480) EAN-13 with its check digit, unique per sequence number. */
export function ean13(n: number): string {
  const body = `480${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Small deterministic generator (mulberry32), so a seeded store is the same every time. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

export interface SeedResult {
  products: number;
  firstSku: string;
  lastSku: string;
  ms: number;
}

const BATCH = 2000;

/** Adds `count` sample products after any seeded before (SKUs SEED-000001…), with opening stock. */
export async function seedProducts(database: Database, count: number): Promise<SeedResult> {
  const started = performance.now();
  const categoryIds = new Map<string, string>();
  for (const f of FAMILIES) {
    const [row] = await database.query<{ id: string }>(
      `INSERT INTO categories (id, name) VALUES ($1, $2)
         ON CONFLICT (lower(name)) DO UPDATE SET name = categories.name RETURNING id`,
      [uuidv7(), f.category],
    );
    categoryIds.set(f.category, row!.id);
  }
  const [{ n: already } = { n: 0 }] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products WHERE sku LIKE 'SEED-%'`,
  );
  const first = already + 1;
  for (let start = first; start < first + count; start += BATCH) {
    const end = Math.min(start + BATCH, first + count);
    const p = {
      id: [] as string[],
      sku: [] as string[],
      name: [] as string[],
      description: [] as string[],
      category: [] as string[],
      brand: [] as string[],
      taxClass: [] as string[],
      basis: [] as (string | null)[],
      baseUnit: [] as string[],
      cost: [] as number[],
      price: [] as number[],
      min: [] as number[],
      lot: [] as boolean[],
      rx: [] as boolean[],
      restricted: [] as boolean[],
      registration: [] as (string | null)[],
      stock: [] as number[],
    };
    const units = {
      id: [] as string[],
      product: [] as string[],
      code: [] as string[],
      factor: [] as number[],
      price: [] as number[],
    };
    const barcodes = { code: [] as string[], product: [] as string[], unit: [] as (string | null)[] };
    for (let n = start; n < end; n++) {
      const r = random(n);
      const f = FAMILIES[n % FAMILIES.length] as Family;
      const id = uuidv7();
      const cost = Math.round(f.cost[0] + r() * (f.cost[1] - f.cost[0]));
      const price = Math.round((cost * (1.15 + r() * 0.2)) / 25) * 25;
      const brand = pick(r, f.brands);
      p.id.push(id);
      p.sku.push(`SEED-${String(n).padStart(6, '0')}`);
      p.name.push(`${brand} ${pick(r, f.lines)} ${pick(r, f.variants)}`);
      p.description.push(pick(r, f.notes));
      p.category.push(categoryIds.get(f.category)!);
      p.brand.push(brand);
      p.taxClass.push(f.taxClass);
      p.basis.push(f.vatExemptBasis ?? null);
      p.baseUnit.push(f.baseUnit);
      p.cost.push(cost);
      p.price.push(price);
      p.min.push((f.pack ? f.pack.base : 5) * 1000);
      p.lot.push(Boolean(f.lotTracked));
      p.rx.push(Boolean(f.rx));
      p.restricted.push(Boolean(f.restricted));
      p.registration.push(
        f.rx || f.restricted ? `${f.rx ? 'BAI' : 'FPA'}-${String(n).padStart(7, '0')}` : null,
      );
      // Lot-tracked products start at zero: their stock arrives with a batch number on a delivery.
      p.stock.push(f.lotTracked ? 0 : Math.round(r() * 40 + 2) * (f.pack?.base ?? 1) * 1000);
      barcodes.code.push(ean13(n * 2));
      barcodes.product.push(id);
      barcodes.unit.push(null);
      if (f.pack) {
        const unitId = uuidv7();
        units.id.push(unitId);
        units.product.push(id);
        units.code.push(f.pack.code);
        units.factor.push(f.pack.base * 1000);
        units.price.push(Math.round((price * f.pack.base * 0.97) / 100) * 100);
        barcodes.code.push(ean13(n * 2 + 1));
        barcodes.product.push(id);
        barcodes.unit.push(unitId);
      }
    }
    const stocked = p.stock.flatMap((qty, i) => (qty > 0 ? [i] : []));
    await database.db.transaction(async (tx) => {
      // Each array goes as ONE parameter (drizzle would otherwise spread a JS array into a list).
      const run = (text: string, params: unknown[]) => {
        const parts = text.split(/\$(\d+)/);
        const chunks: SQL[] = [];
        parts.forEach((part, i) => {
          chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`);
        });
        return tx.execute(sql.join(chunks));
      };
      await run(
        `INSERT INTO products (id, sku, name, description, category_id, brand, tax_class, vat_exempt_basis, base_unit,
                               cost_centavos, price_centavos, min_stock_milli, is_lot_tracked, is_rx_vet_drug,
                               is_restricted_pesticide, registration_number)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::text[],
                              $8::text[], $9::text[], $10::bigint[], $11::bigint[], $12::bigint[], $13::bool[],
                              $14::bool[], $15::bool[], $16::text[])`,
        [
          p.id,
          p.sku,
          p.name,
          p.description,
          p.category,
          p.brand,
          p.taxClass,
          p.basis,
          p.baseUnit,
          p.cost,
          p.price,
          p.min,
          p.lot,
          p.rx,
          p.restricted,
          p.registration,
        ],
      );
      await run(
        `INSERT INTO product_units (id, product_id, code, base_milli_per_unit, price_centavos)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::bigint[], $5::bigint[])`,
        [units.id, units.product, units.code, units.factor, units.price],
      );
      await run(
        `INSERT INTO product_barcodes (barcode, product_id, unit_id)
         SELECT * FROM unnest($1::text[], $2::uuid[], $3::uuid[])`,
        [barcodes.code, barcodes.product, barcodes.unit],
      );
      // The opening stock through the inventory's ledger: a new balance and its movement per product.
      await recordMovements(tx, {
        balances: stocked.map((i) => ({
          id: uuidv7(),
          productId: p.id[i]!,
          locationId: MAIN_STORE_ID,
          lotId: null,
          was: null,
          next: { qtyMilli: p.stock[i]!, looseMilli: 0 },
        })),
        movements: stocked.map((i) => ({
          id: uuidv7(),
          productId: p.id[i]!,
          locationId: MAIN_STORE_ID,
          lotId: null,
          type: 'initial_stock',
          qtyMilli: p.stock[i]!,
          previousMilli: 0,
          newMilli: p.stock[i]!,
          unitCostCentavos: p.cost[i]!,
          reason: 'Sample data (npm run seed)',
          referenceType: null,
          referenceId: null,
          referenceNumber: null,
          performedBy: null,
        })),
      });
    });
  }
  // What autovacuum would do within the minute: statistics for the planner, and the visibility map and
  // hint bits, without which the first searches over freshly written rows check every row's visibility.
  await database.query('VACUUM ANALYZE products, product_barcodes, product_units, stock_balances');
  return {
    products: count,
    firstSku: `SEED-${String(first).padStart(6, '0')}`,
    lastSku: `SEED-${String(first + count - 1).padStart(6, '0')}`,
    ms: performance.now() - started,
  };
}
