import { sqlRows, uuidv7 } from '@fbms/db';
import { type SupplierInput, supplierInputSchema } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type DemoSeeder, person } from '../demo/demo-context.ts';
import { insertSupplier } from './suppliers.repository.ts';

/**
 * The demo store's suppliers: feed mills, a fertilizer and a vet drug distributor, a seed company, a farm
 * supplies wholesaler and a small individual supplier (not VAT-registered). Each is linked to the demo
 * products it sells, found by SKU prefix (the catalogue's family code) and brand; the supplier's item code
 * is its own prefix and the product's number, and the last cost is the product's cost (net of VAT).
 */
interface Planned extends SupplierInput {
  /** SKU prefixes of the families it sells, and the brands (none: every brand of those families). */
  families: string[];
  brands?: string[];
  /** Product names containing one of these words (none: every product of the families and brands). */
  names?: string[];
  code: string;
}

const PLAN: Planned[] = [
  {
    name: 'Batangas Feedmill Trading Corp.',
    contactPerson: 'Ramon Aquino',
    phone: '0917 756 1122',
    email: 'orders@batangasfeedmill.ph',
    address: 'National Highway, Brgy. Sabang, Lipa City, Batangas',
    tin: '201-334-556-000',
    paymentTermsDays: 30,
    withholdingAtc: 'WC158',
    families: ['FED', 'GFP'],
    brands: ['B-MEG', 'Pilmico'],
    code: 'BFT',
  },
  {
    name: 'Southern Tagalog Feeds Distributor Inc.',
    contactPerson: 'Cecilia Magpantay',
    phone: '0917 845 2210',
    email: 'sales@stfeeds.com.ph',
    address: 'Km. 68 Maharlika Highway, Sto. Tomas, Batangas',
    tin: '204-118-903-000',
    paymentTermsDays: 45,
    withholdingAtc: 'WC158',
    families: ['FED', 'GFP'],
    brands: [
      'UNO Feeds',
      'Vitarich',
      'Robina Farms',
      'Thunderbird',
      'Pedigree',
      'Top Breed',
      'Vitality',
      'Whiskas',
    ],
    code: 'STF',
  },
  {
    name: 'AgriGrow Fertilizer & Chemicals Inc.',
    contactPerson: 'Dennis Castillo',
    phone: '0998 312 4088',
    email: 'ap@agrigrow.ph',
    address: 'Diversion Road, Brgy. Balagtas, Batangas City',
    tin: '220-557-341-000',
    paymentTermsDays: 60,
    withholdingAtc: 'WC158',
    families: ['FER', 'PST'],
    code: 'AGF',
  },
  {
    name: 'VetLine Animal Health Distributors Inc.',
    contactPerson: 'Dra. Liza Manalo',
    phone: '0918 223 7741',
    email: 'orders@vetline.ph',
    address: 'Unit 4, Tanauan Commercial Center, Tanauan City, Batangas',
    tin: '235-880-412-000',
    paymentTermsDays: 30,
    withholdingAtc: 'WC158',
    families: ['VET', 'VSP', 'VAC'],
    code: 'VLD',
  },
  {
    name: 'Luzon Seed House Corp.',
    contactPerson: 'Arnel Bautista',
    phone: '0905 545 3307',
    email: 'luzonseedhouse@gmail.com',
    address: 'Brgy. Maahas, Los Baños, Laguna',
    tin: '241-603-778-000',
    paymentTermsDays: 30,
    withholdingAtc: 'WC158',
    families: ['SDS', 'VEG'],
    code: 'LSH',
  },
  {
    name: 'Calabarzon Farm Supplies Co.',
    contactPerson: 'Grace Dimaculangan',
    phone: '0927 610 4455',
    address: 'P. Burgos St., Rosario, Batangas',
    tin: '250-117-092-000',
    paymentTermsDays: 15,
    withholdingAtc: 'WC158',
    families: ['SUP'],
    code: 'CFS',
  },
  {
    name: 'Tonyo Dela Rosa (rice bran)',
    contactPerson: 'Antonio Dela Rosa',
    phone: '0919 334 8812',
    address: 'Brgy. Pinagtong-ulan, Lipa City, Batangas',
    tin: '301-442-118',
    vatRegistered: false,
    paymentTermsDays: 0,
    withholdingAtc: 'WI158',
    payeeType: 'individual',
    notes: 'Rice mill owner; delivers darak on Saturdays, cash on delivery.',
    families: ['FED'],
    names: ['Darak'],
    code: 'TDR',
  },
];

export const suppliersSeeder: DemoSeeder = {
  module: 'suppliers',
  async seed(ctx) {
    const { tx } = ctx;
    const manager = person(ctx, 'manager@demo.fbms.ph');
    let links = 0;
    for (const p of PLAN) {
      const { families, brands, names, code, ...input } = p;
      const id = await insertSupplier(tx, supplierInputSchema.parse(input), manager.id, uuidv7());
      const products = await sqlRows<{ id: string; sku: string; cost: number }>(
        tx,
        sql`SELECT id, sku, cost_centavos::float8 AS cost FROM products
             WHERE split_part(sku, '-', 1) IN (${sql.join(
               families.map((f) => sql`${f}`),
               sql`, `,
             )})
               ${
                 brands
                   ? sql`AND brand IN (${sql.join(
                       brands.map((b) => sql`${b}`),
                       sql`, `,
                     )})`
                   : sql``
               }
               ${
                 names
                   ? sql`AND (${sql.join(
                       names.map((n) => sql`name ILIKE ${`%${n}%`}`),
                       sql` OR `,
                     )})`
                   : sql``
               }
             ORDER BY sku`,
      );
      for (const pr of products)
        await tx.execute(
          sql`INSERT INTO supplier_products (supplier_id, product_id, supplier_sku, last_cost_centavos)
              VALUES (${id}, ${pr.id}, ${`${code}-${pr.sku.split('-')[1] ?? pr.sku}`}, ${pr.cost || null})
              ON CONFLICT DO NOTHING`,
        );
      links += products.length;
    }
    ctx.counts.suppliers = PLAN.length;
    ctx.counts.supplierProducts = links;
  },
};
