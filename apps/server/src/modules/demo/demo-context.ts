import type { Tx } from '@fbms/db';
import type { Role } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import type { DemoFamily, DemoLine, DemoPack } from '../catalog/demo-catalog-data.ts';
import type { DemoSaleDocuments } from '../sales/demo-sale-documents.service.ts';
import type { SaleBalance } from '../sales/sales.service.ts';
import type { PlannedSale } from './demo-sales-plan.ts';

/** A person of the demo store (the demo accounts and the extra counter staff). */
export interface DemoPerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/** A product of the demo catalogue as the seeders need it (its id once written). */
export interface DemoProduct {
  id: string;
  seq: number;
  sku: string;
  name: string;
  brand: string;
  family: DemoFamily;
  line: DemoLine;
  baseUnit: string;
  priceCentavos: number;
  costCentavos: number;
  /** The larger selling unit, if any, with its price. */
  pack: (DemoPack & { priceCentavos: number }) | null;
  taxClass: 'vatable' | 'vat_exempt';
  lotTracked: boolean;
  rx: boolean;
  restricted: boolean;
  bnpc: boolean;
  scPwd: boolean;
  registrationNumber: string | null;
  /** How often it sells, relative to the other products. */
  weight: number;
  minStockMilli: number;
}

/** A stock balance held in memory while the history is written (its row is written by the seeders). */
export interface DemoBalance extends SaleBalance {
  locationId: string;
}

/** The demo counter: its id, name and invoice series. */
export interface DemoTerminal {
  id: string;
  name: string;
  locationId: string;
  locationName: string;
  min: string;
  serialNumber: string;
  ptuNumber: string;
  ptuDate: string;
}

/** A customer of the demo store (the customers module's seeder), for the seeders after it. */
export interface DemoCustomer {
  id: string;
  displayName: string;
  kind: 'individual' | 'business';
  phone: string | null;
  tin: string | null;
  address: string | null;
  creditLimitCentavos: number;
  creditTermsDays: number;
  harvestMonth: number | null;
  consentSms: boolean;
  consentEmail: boolean;
  seniorPwdId: string | null;
}

/**
 * What the seeders share: one transaction, the clock, the business days of the history (Asia/Manila,
 * oldest first, today last) and what earlier seeders made.
 */
export interface DemoContext {
  tx: Tx;
  now: Date;
  today: string;
  days: string[];
  authSecret: string;
  people: DemoPerson[];
  products: DemoProduct[];
  balances: Map<string, DemoBalance>;
  terminal: DemoTerminal | null;
  /** The sales the history will hold, planned once from the catalogue (the stock is sized from it). */
  plan: () => PlannedSale[];
  /** The history's voids and returns (planned with the sales, written with the counter's shifts). */
  saleDocuments: DemoSaleDocuments;
  /** The demo customers (customers module), once written; credit lines on about half. */
  customers?: DemoCustomer[];
  /** What each seeder wrote, for the start-up log line. */
  counts: Record<string, number>;
}

/** One module's demo data, listed in its manifest's `demo` (modules/index.ts gives the order). */
export interface DemoSeeder {
  module: string;
  seed(ctx: DemoContext): Promise<void>;
}

export const HISTORY_DAYS = 90;

/** The date `n` days after a YYYY-MM-DD date (n may be negative). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A moment of a Manila business day: the date and the minutes after midnight there (UTC+8, no DST). */
export const manilaMoment = (date: string, minutes: number) =>
  new Date(Date.parse(`${date}T00:00:00+08:00`) + minutes * 60_000);

/** Minutes after midnight in Manila of a moment. */
export const manilaMinutes = (d: Date) => Math.floor(((d.getTime() / 60_000 + 8 * 60) % 1440) + 1440) % 1440;

export const person = (ctx: Pick<DemoContext, 'people'>, email: string): DemoPerson => {
  const p = ctx.people.find((x) => x.email === email);
  if (!p) throw new Error(`demo store: no account ${email}`);
  return p;
};

/** A JSON list as one query parameter (json_to_recordset), in chunks that stay small. */
export function chunks<T>(rows: T[], size = 2000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** The people of the demo store so far (the demo accounts, then the counter staff once added). */
export async function demoPeople(ctx: Pick<DemoContext, 'tx'>): Promise<DemoPerson[]> {
  const r = (await ctx.tx.execute(
    sql`SELECT id, email, first_name AS "firstName", last_name AS "lastName", role FROM users
         WHERE email LIKE '%@demo.fbms.ph' ORDER BY email`,
  )) as unknown as { rows: DemoPerson[] };
  return r.rows;
}
