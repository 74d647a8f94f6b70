import { uuidv7 } from '@fbms/db';
import { type CustomerInput, customerInputSchema, openingBalancePosting } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { postEntry } from '../accounting/posting.service.ts';
import {
  addDays,
  type DemoContext,
  type DemoCustomer,
  type DemoSeeder,
  person,
} from '../demo/demo-context.ts';
import { appendLedgerEntry, settle } from './customer-ledger.service.ts';
import { insertCustomer } from './customers.repository.ts';

/** A demo customer: the record, and what the store's old notebook said they owed (days ago, due in days). */
interface Planned extends CustomerInput {
  consent?: 'sms' | 'email' | 'both';
  opening?: { amount: number; daysAgo: number; dueInDays: number };
}

const farmer = (
  firstName: string,
  lastName: string,
  phone: string,
  city: string,
  raises: string,
  more: Partial<Planned> = {},
): Planned => ({
  firstName,
  lastName,
  phone,
  city,
  province: 'Batangas',
  farmLocation: `Brgy. ${['San Isidro', 'Malinis', 'Tambo', 'Bulihan', 'Pinagtong-ulan'][lastName.length % 5]}, ${city}`,
  raises,
  tags: ['farmer'],
  ...more,
});

const line = (limit: number, terms: number | null, harvestMonth: number | null = null) => ({
  creditLimitCentavos: limit * 100,
  creditTermsDays: terms ?? 30,
  harvestMonth,
});

/** About forty customers of an agri-vet store in Batangas: farmers, hog and poultry raisers, a few businesses. */
const PLAN: Planned[] = [
  farmer('Juan', 'Magbanua', '0917 123 4567', 'Lipa City', 'Corn (3 ha), native pigs', {
    ...line(25_000, null, 3),
    consent: 'sms',
    opening: { amount: 12_450_00, daysAgo: 95, dueInDays: 60 },
  }),
  farmer('Rosalinda', 'Mercado', '0918 234 5678', 'Rosario', 'Rice (2 ha)', {
    ...line(15_000, null, 11),
    consent: 'both',
    email: 'rosa.mercado@gmail.com',
    opening: { amount: 6_800_00, daysAgo: 40, dueInDays: 30 },
  }),
  farmer('Ernesto', 'Villanueva', '0927 345 6789', 'Padre Garcia', 'Cattle (12 head), goats', {
    ...line(30_000, 60),
    consent: 'sms',
    opening: { amount: 18_200_00, daysAgo: 120, dueInDays: 60 },
  }),
  farmer('Lorna', 'Dimaculangan', '0936 456 7890', 'San Jose', 'Layers (2,000 birds)', {
    ...line(50_000, 30),
    opening: { amount: 22_750_00, daysAgo: 25, dueInDays: 30 },
  }),
  farmer('Rodel', 'Katigbak', '0945 567 8901', 'Lipa City', 'Vegetables: eggplant, ampalaya', {
    ...line(10_000, 15),
    consent: 'sms',
    opening: { amount: 3_150_00, daysAgo: 50, dueInDays: 15 },
  }),
  farmer('Teresita', 'Macalintal', '0956 678 9012', 'Ibaan', 'Hogs (8 sows)', {
    ...line(40_000, 30),
    consent: 'email',
    email: 'tess.macalintal@yahoo.com',
    opening: { amount: 15_600_00, daysAgo: 70, dueInDays: 30 },
  }),
  farmer('Danilo', 'Cuevas', '0966 789 0123', 'Tanauan', 'Coffee (barako), black pepper', {
    ...line(20_000, null, 12),
    opening: { amount: 9_900_00, daysAgo: 110, dueInDays: 120 },
  }),
  farmer('Marites', 'Panganiban', '0977 890 1234', 'Malvar', 'Broilers (contract grower)', {
    ...line(35_000, 30),
    consent: 'both',
    email: 'maritesp@gmail.com',
    opening: { amount: 27_300_00, daysAgo: 33, dueInDays: 30 },
  }),
  farmer('Benjamin', 'Aguila', '0998 901 2345', 'Cuenca', 'Corn, carabao', {
    ...line(12_000, null, 9),
    opening: { amount: 4_280_00, daysAgo: 20, dueInDays: 45 },
  }),
  farmer('Gloria', 'Lontoc', '0919 012 3456', 'San Juan', 'Tilapia ponds', {
    ...line(18_000, 30),
    consent: 'sms',
    opening: { amount: 7_640_00, daysAgo: 62, dueInDays: 30 },
  }),
  farmer('Ramon', 'Bautista', '0920 112 2334', 'Lipa City', 'Pineapple, banana', { ...line(8_000, 30) }),
  farmer('Nenita', 'Recto', '0921 223 3445', 'Rosario', 'Native chickens, ducks', {
    ...line(5_000, 15),
    consent: 'sms',
  }),
  farmer('Alfredo', 'Marasigan', '0922 334 4556', 'Taysan', 'Goats (30 head)', { ...line(15_000, 30) }),
  farmer('Josefina', 'Ilagan', '0923 445 5667', 'Lobo', 'Rice, string beans', { ...line(10_000, null, 4) }),
  farmer('Wilfredo', 'Comia', '0924 556 6778', 'Balete', 'Hogs (fatteners)', {
    ...line(25_000, 30),
    consent: 'both',
    email: 'wcomia@gmail.com',
  }),
  farmer('Perla', 'Salazar', '0925 667 7889', 'Mataasnakahoy', 'Coffee, cacao', {}),
  farmer('Arnel', 'De Castro', '0926 778 8990', 'Lipa City', 'Fighting cocks', { consent: 'sms' }),
  farmer('Cecilia', 'Landicho', '0928 889 9001', 'Ibaan', 'Vegetables', {}),
  farmer('Rogelio', 'Hernandez', '0929 990 0112', 'San Jose', 'Layers (800 birds)', { ...line(20_000, 30) }),
  farmer('Editha', 'Reyes', '0930 101 2123', 'Padre Garcia', 'Cattle (5 head)', {}),
  farmer('Virgilio', 'Atienza', '0931 212 3234', 'Tanauan', 'Corn', { consent: 'sms' }),
  farmer('Norma', 'Garcia', '0932 323 4345', 'Malvar', 'Hogs (backyard, 4 head)', {}),
  farmer('Efren', 'Castillo', '0933 434 5456', 'Cuenca', 'Sugarcane', {}),
  farmer('Imelda', 'Umali', '0934 545 6567', 'San Juan', 'Ducks (balut), tilapia', {}),
  farmer('Crisanto', 'Perez', '0935 656 7678', 'Rosario', 'Rice (1 ha)', {}),
  farmer('Luzviminda', 'Ramos', '0937 767 8789', 'Lipa City', 'Ornamental plants', {
    consent: 'email',
    email: 'luzramos@gmail.com',
  }),
  farmer('Dominador', 'Torres', '0938 878 9890', 'Taysan', 'Goats, native pigs', {}),
  // Seniors and a PWD with their ID numbers (the POS discount reuses them).
  farmer('Leonardo', 'Mendoza', '0939 989 0901', 'Lipa City', 'Backyard chickens', {
    seniorPwdKind: 'senior',
    seniorPwdId: 'LIPA-SC-2019-04417',
    tags: ['farmer', 'senior'],
  }),
  farmer('Corazon', 'Dela Rosa', '0940 090 1012', 'Ibaan', 'Vegetables', {
    seniorPwdKind: 'senior',
    seniorPwdId: 'IBAAN-SC-2016-00982',
    tags: ['senior'],
    ...line(5_000, 30),
    opening: { amount: 1_850_00, daysAgo: 45, dueInDays: 30 },
  }),
  farmer('Felipe', 'Manalo', '0941 191 2123', 'Rosario', 'Carabao, rice', {
    seniorPwdKind: 'senior',
    seniorPwdId: 'ROS-SC-2021-01544',
    tags: ['senior'],
  }),
  farmer('Jonathan', 'Aclan', '0942 292 3234', 'San Jose', 'Hogs', {
    seniorPwdKind: 'pwd',
    seniorPwdId: 'PWD-0410-2022-3381',
  }),
  // Pet owners, no farm.
  {
    firstName: 'Bea',
    lastName: 'Santos',
    phone: '0943 393 4345',
    city: 'Lipa City',
    raises: 'Two dogs (aspin), a cat',
    tags: ['pet owner'],
    consent: 'both',
    email: 'bea.santos@gmail.com',
  },
  {
    firstName: 'Miguel',
    lastName: 'Navarro',
    phone: '0944 494 5456',
    city: 'Lipa City',
    raises: 'Shih tzu',
    tags: ['pet owner'],
  },
  {
    firstName: 'Karen',
    lastName: 'Evangelista',
    phone: '0946 595 6567',
    city: 'Tanauan',
    tags: ['pet owner'],
  },
  // Businesses: invoices carry their TIN and registered address.
  {
    kind: 'business',
    businessName: 'Batangas Premier Feedmill Corp.',
    tin: '004-512-338-000',
    email: 'purchasing@bpfeedmill.ph',
    phone: '0917 756 1234',
    address: 'National Highway, Brgy. Sabang',
    city: 'Lipa City',
    province: 'Batangas',
    registeredAddress: 'National Highway, Brgy. Sabang, Lipa City, Batangas 4217',
    tags: ['feed mill', 'business'],
    ...line(150_000, 30),
    consent: 'email',
    opening: { amount: 64_500_00, daysAgo: 55, dueInDays: 30 },
  },
  {
    kind: 'business',
    businessName: 'Tres Marias Piggery',
    tin: '223-781-904-000',
    phone: '0917 808 1122',
    address: 'Sitio Ilaya, Brgy. Malinis',
    city: 'Lipa City',
    province: 'Batangas',
    registeredAddress: 'Sitio Ilaya, Brgy. Malinis, Lipa City, Batangas 4217',
    farmLocation: 'Brgy. Malinis, Lipa City',
    raises: 'Hogs (120 sows, 900 fatteners)',
    tags: ['piggery', 'business'],
    ...line(200_000, 45),
    consent: 'sms',
    opening: { amount: 88_900_00, daysAgo: 75, dueInDays: 45 },
  },
  {
    kind: 'business',
    businessName: 'Sto. Niño Poultry Farm',
    tin: '301-445-672-000',
    phone: '0918 707 3344',
    city: 'San Jose',
    province: 'Batangas',
    registeredAddress: 'Brgy. Banay-banay, San Jose, Batangas 4227',
    raises: 'Layers (15,000 birds)',
    tags: ['poultry', 'business'],
    ...line(100_000, 30),
  },
  {
    kind: 'business',
    businessName: 'Lipa Vet Clinic and Pet Supplies',
    tin: '412-093-551-000',
    email: 'lipavetclinic@gmail.com',
    phone: '0918 784 5566',
    city: 'Lipa City',
    province: 'Batangas',
    registeredAddress: 'C.M. Recto Ave., Lipa City, Batangas 4217',
    tags: ['reseller', 'business'],
    ...line(60_000, 30),
  },
  {
    kind: 'business',
    businessName: 'Kapatiran Farmers Cooperative',
    tin: '508-220-917-000',
    phone: '0919 606 5566',
    city: 'Rosario',
    province: 'Batangas',
    registeredAddress: 'Poblacion, Rosario, Batangas 4225',
    tags: ['cooperative', 'business'],
    ...line(80_000, null, 11),
  },
];

/**
 * The demo store's customers (issue 23): written before the sales' seeder, which charges some of them;
 * consent to SMS or e-mail on some (the privacy notice 2026-1, recorded by the manager), and the balances
 * a dozen of them carried over from the paper notebook, posted to the books as opening balances.
 */
export const customersSeeder: DemoSeeder = {
  module: 'customers',
  async seed(ctx: DemoContext) {
    const { tx } = ctx;
    const manager = person(ctx, 'manager@demo.fbms.ph');
    const out: DemoCustomer[] = [];
    let openings = 0;
    for (const p of PLAN) {
      const { consent, opening, ...input } = p;
      const f = customerInputSchema.parse(input);
      const id = await insertCustomer(tx, f, manager.id, uuidv7());
      const sms = consent === 'sms' || consent === 'both';
      const email = consent === 'email' || consent === 'both';
      if (consent) {
        const at = addDays(ctx.today, -(30 + (out.length % 60)));
        for (const ch of ['sms', 'email'] as const)
          if (ch === 'sms' ? sms : email)
            await tx.execute(
              sql`INSERT INTO consent_events (id, customer_id, channel, granted, notice_version, source, recorded_by, at)
                  VALUES (${uuidv7()}, ${id}, ${ch}, true, '2026-1', 'staff', ${manager.id}, ${`${at}T09:00:00+08:00`})`,
            );
        await tx.execute(
          sql`UPDATE customers SET consent_sms = ${sms}, consent_email = ${email},
                consent_at = ${`${at}T09:00:00+08:00`}, privacy_notice_version = '2026-1' WHERE id = ${id}`,
        );
      }
      if (opening) {
        const asOf = addDays(ctx.today, -opening.daysAgo);
        const entryId = await appendLedgerEntry(tx, {
          customerId: id,
          entryDate: asOf,
          kind: 'charge',
          amountCentavos: opening.amount,
          dueDate: addDays(asOf, opening.dueInDays),
          reference: 'Opening balance',
          memo: 'opening_balance',
          createdBy: manager.id,
        });
        await postEntry(
          tx,
          {
            date: asOf,
            memo: 'Opening balance (from the old notebook)',
            sourceType: 'customer_opening',
            sourceId: entryId,
            sourceNumber: 'Opening balance',
            lines: openingBalancePosting(opening.amount),
          },
          manager.id,
        );
        await settle(tx, id);
        openings++;
      }
      out.push({
        id,
        displayName: f.kind === 'business' ? f.businessName! : `${f.lastName}, ${f.firstName}`,
        kind: f.kind,
        phone: f.phone,
        tin: f.tin,
        address: f.registeredAddress ?? f.address,
        creditLimitCentavos: f.creditLimitCentavos,
        creditTermsDays: f.creditTermsDays,
        harvestMonth: f.harvestMonth,
        consentSms: sms,
        consentEmail: email,
        seniorPwdId: f.seniorPwdId,
      });
    }
    ctx.customers = out;
    ctx.counts.customers = out.length;
    ctx.counts.openingBalances = openings;
  },
};
