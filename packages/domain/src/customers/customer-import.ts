import { z } from 'zod';
import { money as centavosOf, type ImportProblem } from '../catalog/product-import.ts';
import { type Customer, type CustomerFields, customerInputSchema } from './customer-schemas.ts';

/**
 * Customer export and import files (CSV or XLSX, issue 23): one row per customer under human headers.
 * The export's columns are the import's; "Customer no.", "Active", the consents and "Balance" are
 * only read back as information (the import creates new customers). An optional opening balance with
 * its date and due date creates the customer's opening balance.
 */
export const CUSTOMER_COLUMNS = [
  { key: 'customerNo', header: 'Customer no.' },
  { key: 'kind', header: 'Kind' },
  { key: 'firstName', header: 'First name' },
  { key: 'lastName', header: 'Last name' },
  { key: 'businessName', header: 'Business name' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'E-mail' },
  { key: 'address', header: 'Address' },
  { key: 'city', header: 'City' },
  { key: 'province', header: 'Province' },
  { key: 'zipCode', header: 'ZIP code' },
  { key: 'country', header: 'Country' },
  { key: 'tin', header: 'TIN' },
  { key: 'registeredAddress', header: 'Registered address' },
  { key: 'farmLocation', header: 'Farm location' },
  { key: 'raises', header: 'Crops or animals raised' },
  { key: 'seniorPwdKind', header: 'Senior or PWD' },
  { key: 'seniorPwdId', header: 'Senior or PWD ID' },
  { key: 'tags', header: 'Tags' },
  { key: 'notes', header: 'Notes' },
  { key: 'creditLimit', header: 'Credit limit' },
  { key: 'creditTermsDays', header: 'Terms (days)' },
  { key: 'harvestMonth', header: 'Harvest month' },
  { key: 'active', header: 'Active' },
  { key: 'consentSms', header: 'SMS consent' },
  { key: 'consentEmail', header: 'E-mail consent' },
  { key: 'balance', header: 'Balance' },
] as const;

/** Import-only columns: the opening balance a new customer starts with. */
export const OPENING_COLUMNS = [
  { key: 'openingBalance', header: 'Opening balance' },
  { key: 'openingDate', header: 'Opening balance date' },
  { key: 'openingDueDate', header: 'Due date' },
] as const;

type Column = (typeof CUSTOMER_COLUMNS)[number] | (typeof OPENING_COLUMNS)[number];
export type CustomerColumn = Column['key'];
export type CustomerImportRecord = Partial<Record<CustomerColumn, string>>;

export const MAX_CUSTOMER_IMPORT_ROWS = 2000;

const ALL: readonly Column[] = [...CUSTOMER_COLUMNS, ...OPENING_COLUMNS];
const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
const byHeader = new Map(
  ALL.flatMap((c) => [[norm(c.header), c.key] as const, [norm(c.key), c.key] as const]),
);

/** Reads the header row: which column holds which field, and the headers not known. */
export function readCustomerHeader(header: string[]) {
  const columns = header.map((h) => byHeader.get(norm(h)) ?? null);
  return { columns, unknown: header.filter((h, i) => h.trim() !== '' && columns[i] === null) };
}

/** Data rows → records by column (trimmed text; blank rows dropped). */
export function customerRowsToRecords(columns: (CustomerColumn | null)[], rows: string[][]) {
  return rows.map((cells) => {
    const r: CustomerImportRecord = {};
    columns.forEach((c, i) => {
      if (c) r[c] = (cells[i] ?? '').trim();
    });
    return r;
  });
}

const pesos = (c: number) => (c / 100).toFixed(2);
/** January … December, in English as the file is written (UTC, so no time zone moves the month). */
const MONTH_NAMES = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2000, i, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);
const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3).toLowerCase());

/** The header row and one row per customer, as the export writes them. */
export function customersToRows(customers: Customer[]): (string | number | null)[][] {
  return [
    CUSTOMER_COLUMNS.map((c) => c.header),
    ...customers.map((c) => [
      c.customerNo,
      c.kind === 'business' ? 'Business' : 'Individual',
      c.firstName,
      c.lastName,
      c.businessName,
      c.phone,
      c.email,
      c.address,
      c.city,
      c.province,
      c.zipCode,
      c.country,
      c.tin,
      c.registeredAddress,
      c.farmLocation,
      c.raises,
      c.seniorPwdKind === 'senior' ? 'Senior' : c.seniorPwdKind === 'pwd' ? 'PWD' : '',
      c.seniorPwdId,
      c.tags.join('|'),
      c.notes,
      pesos(c.creditLimitCentavos),
      c.creditTermsDays,
      c.harvestMonth ? MONTH_NAMES[c.harvestMonth - 1]! : '',
      c.isActive ? 'Yes' : 'No',
      c.consentSms ? 'Yes' : 'No',
      c.consentEmail ? 'Yes' : 'No',
      pesos(c.balanceCentavos),
    ]),
  ];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const headerOf = new Map(ALL.map((c) => [c.key as string, c.header]));
const FIELD_COLUMN: Record<string, CustomerColumn> = { creditLimitCentavos: 'creditLimit' };

export interface CustomerImportRow {
  row: number;
  customer: CustomerFields;
  opening: { amountCentavos: number; asOf: string; dueDate: string } | null;
}

/**
 * One file row → the customer it creates and its opening balance, or every problem in it (the column's
 * header and the message in the person's words). `today` bounds the opening balance's date.
 */
export function recordToCustomer(
  r: CustomerImportRecord,
  row: number,
  today: string,
): { ok: CustomerImportRow } | { problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const bad = (key: CustomerColumn, message: string) =>
    problems.push({ row, field: headerOf.get(key)!, message });
  const t = (k: CustomerColumn) => r[k] ?? '';
  const kindText = t('kind').toLowerCase();
  const kind = kindText.startsWith('b')
    ? 'business'
    : kindText === '' || kindText.startsWith('i')
      ? 'individual'
      : null;
  if (!kind) bad('kind', 'Write Individual or Business');
  const spw = t('seniorPwdKind').toLowerCase();
  const seniorPwdKind =
    spw === '' ? null : spw.startsWith('s') ? 'senior' : spw === 'pwd' ? 'pwd' : undefined;
  if (seniorPwdKind === undefined) bad('seniorPwdKind', 'Write Senior or PWD, or leave it empty');
  const limit = t('creditLimit') === '' ? 0 : centavosOf(t('creditLimit'));
  if (limit === null) bad('creditLimit', 'Write the credit limit as an amount like 5000.00');
  const terms = t('creditTermsDays') === '' ? undefined : Number(t('creditTermsDays'));
  if (terms !== undefined && !Number.isFinite(terms))
    bad('creditTermsDays', 'Write the terms as a number of days');
  const hm = t('harvestMonth').toLowerCase();
  const harvestMonth =
    hm === '' ? null : /^\d{1,2}$/.test(hm) ? Number(hm) : MONTHS.indexOf(hm.slice(0, 3)) + 1 || -1;
  if (harvestMonth === -1) bad('harvestMonth', 'Write a month like March, or leave it empty');
  const parsed = customerInputSchema.safeParse({
    kind: kind ?? 'individual',
    firstName: t('firstName'),
    lastName: t('lastName'),
    businessName: t('businessName'),
    email: t('email'),
    phone: t('phone'),
    address: t('address'),
    city: t('city'),
    province: t('province'),
    zipCode: t('zipCode'),
    country: t('country'),
    tin: t('tin'),
    registeredAddress: t('registeredAddress'),
    farmLocation: t('farmLocation'),
    raises: t('raises'),
    seniorPwdKind: seniorPwdKind ?? null,
    seniorPwdId: t('seniorPwdId'),
    tags: t('tags')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean),
    notes: t('notes'),
    creditLimitCentavos: limit ?? 0,
    creditTermsDays: terms,
    harvestMonth: harvestMonth === -1 ? null : harvestMonth,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'kind');
      bad((FIELD_COLUMN[key] ?? key) as CustomerColumn, issue.message);
    }
  let opening: CustomerImportRow['opening'] = null;
  if (t('openingBalance') !== '' && t('openingBalance') !== '0' && t('openingBalance') !== '0.00') {
    const amount = centavosOf(t('openingBalance'));
    if (amount === null || amount === 0)
      bad('openingBalance', 'Write the opening balance as an amount like 1500.00');
    const asOf = t('openingDate') || today;
    const dueDate = t('openingDueDate') || asOf;
    if (!DATE.test(asOf) || z.iso.date().safeParse(asOf).success === false)
      bad('openingDate', 'Write the date like 2026-12-31');
    else if (asOf > today) bad('openingDate', 'The date owed cannot be in the future');
    if (!DATE.test(dueDate) || z.iso.date().safeParse(dueDate).success === false)
      bad('openingDueDate', 'Write the date like 2026-12-31');
    else if (dueDate < asOf) bad('openingDueDate', 'The due date cannot be before the date owed');
    if (amount) opening = { amountCentavos: amount, asOf, dueDate };
  }
  if (problems.length || !parsed.success) return { problems };
  return { ok: { row, customer: parsed.data, opening } };
}

export const customerImportRequestSchema = z.object({
  records: z
    .array(z.record(z.string(), z.string().max(2000)))
    .min(1, 'The file has no rows')
    .max(MAX_CUSTOMER_IMPORT_ROWS, `A file may hold at most ${MAX_CUSTOMER_IMPORT_ROWS} customers`),
  /** Only check and list the problems; write nothing. */
  dryRun: z.boolean().default(true),
});
export type CustomerImportRequest = z.output<typeof customerImportRequestSchema>;

export const customerImportResultSchema = z.object({
  valid: z.number(),
  imported: z.number(),
  openingBalances: z.number(),
  problems: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
});
export type CustomerImportResult = z.output<typeof customerImportResultSchema>;

export const CUSTOMER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
