import { z } from 'zod';
import type { ImportProblem } from '../catalog/product-import.ts';
import { type Supplier, type SupplierFields, supplierInputSchema } from './supplier-schemas.ts';

/**
 * Supplier export and import files (CSV or XLSX, issue 24): one row per supplier under human headers.
 * The export's columns are the import's; "Supplier no.", "Active" and "Balance" are only read back as
 * information (the import creates new suppliers).
 */
export const SUPPLIER_COLUMNS = [
  { key: 'supplierNo', header: 'Supplier no.' },
  { key: 'name', header: 'Name' },
  { key: 'contactPerson', header: 'Contact person' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'E-mail' },
  { key: 'address', header: 'Address' },
  { key: 'tin', header: 'TIN' },
  { key: 'vatRegistered', header: 'VAT-registered' },
  { key: 'paymentTermsDays', header: 'Terms (days)' },
  { key: 'withholdingAtc', header: 'Withholding ATC' },
  { key: 'payeeType', header: 'Payee type' },
  { key: 'notes', header: 'Notes' },
  { key: 'active', header: 'Active' },
  { key: 'balance', header: 'Balance' },
] as const;

export type SupplierColumn = (typeof SUPPLIER_COLUMNS)[number]['key'];
export type SupplierImportRecord = Partial<Record<SupplierColumn, string>>;

export const MAX_SUPPLIER_IMPORT_ROWS = 2000;
export const SUPPLIER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s._()-]+/g, '');
const byHeader = new Map(
  SUPPLIER_COLUMNS.flatMap((c) => [[norm(c.header), c.key] as const, [norm(c.key), c.key] as const]),
);
const headerOf = new Map<string, string>(SUPPLIER_COLUMNS.map((c) => [c.key, c.header]));

/** Reads the header row: which column holds which field, and the headers not known. */
export function readSupplierHeader(header: string[]) {
  const columns = header.map((h) => byHeader.get(norm(h)) ?? null);
  return { columns, unknown: header.filter((h, i) => h.trim() !== '' && columns[i] === null) };
}

/** Data rows → records by column (trimmed text). */
export function supplierRowsToRecords(columns: (SupplierColumn | null)[], rows: string[][]) {
  return rows.map((cells) => {
    const r: SupplierImportRecord = {};
    columns.forEach((c, i) => {
      if (c) r[c] = (cells[i] ?? '').trim();
    });
    return r;
  });
}

/** The header row and one row per supplier, as the export writes them. */
export function suppliersToRows(suppliers: Supplier[]): (string | number | null)[][] {
  return [
    SUPPLIER_COLUMNS.map((c) => c.header),
    ...suppliers.map((s) => [
      s.supplierNo,
      s.name,
      s.contactPerson,
      s.phone,
      s.email,
      s.address,
      s.tin,
      s.vatRegistered ? 'Yes' : 'No',
      s.paymentTermsDays,
      s.withholdingAtc,
      s.payeeType === 'individual' ? 'Individual' : 'Corporate',
      s.notes,
      s.isActive ? 'Yes' : 'No',
      (s.balanceCentavos / 100).toFixed(2),
    ]),
  ];
}

const yesNo = (v: string): boolean | null | undefined => {
  const t = v.trim().toLowerCase();
  if (t === '') return undefined;
  if (['yes', 'y', 'true', '1', 'oo', 'vat'].includes(t)) return true;
  if (['no', 'n', 'false', '0', 'hindi', 'non-vat', 'nonvat'].includes(t)) return false;
  return null;
};

export interface SupplierImportRow {
  row: number;
  supplier: SupplierFields;
}

/** One file row → the supplier it creates, or every problem in it (the column's header and the message). */
export function recordToSupplier(
  r: SupplierImportRecord,
  row: number,
): { ok: SupplierImportRow } | { problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const bad = (key: string, message: string) => problems.push({ row, field: headerOf.get(key)!, message });
  const t = (k: SupplierColumn) => r[k] ?? '';
  const vat = yesNo(t('vatRegistered'));
  if (vat === null) bad('vatRegistered', 'Write Yes or No');
  const termsText = t('paymentTermsDays');
  const terms = termsText === '' ? undefined : Number(termsText);
  if (terms !== undefined && !Number.isFinite(terms))
    bad('paymentTermsDays', 'Write the terms as a number of days');
  const payeeText = t('payeeType').toLowerCase();
  const payeeType =
    payeeText === ''
      ? undefined
      : payeeText.startsWith('c')
        ? 'corporate'
        : payeeText.startsWith('i')
          ? 'individual'
          : null;
  if (payeeType === null) bad('payeeType', 'Write Corporate or Individual');
  const parsed = supplierInputSchema.safeParse({
    name: t('name'),
    contactPerson: t('contactPerson'),
    phone: t('phone'),
    email: t('email'),
    address: t('address'),
    tin: t('tin'),
    vatRegistered: vat ?? true,
    paymentTermsDays: terms !== undefined && Number.isFinite(terms) ? terms : undefined,
    withholdingAtc: t('withholdingAtc').toUpperCase() || null,
    payeeType: payeeType ?? undefined,
    notes: t('notes'),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) bad(String(issue.path[0] ?? 'name'), issue.message);
  if (problems.length || !parsed.success) return { problems };
  return { ok: { row, supplier: parsed.data } };
}

export const supplierImportRequestSchema = z.object({
  records: z
    .array(z.record(z.string(), z.string().max(2000)))
    .min(1, 'The file has no rows')
    .max(MAX_SUPPLIER_IMPORT_ROWS, `A file may hold at most ${MAX_SUPPLIER_IMPORT_ROWS} suppliers`),
  /** Only check and list the problems; write nothing. */
  dryRun: z.boolean().default(true),
});
export type SupplierImportRequest = z.output<typeof supplierImportRequestSchema>;

export const supplierImportResultSchema = z.object({
  valid: z.number(),
  imported: z.number(),
  problems: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
});
export type SupplierImportResult = z.output<typeof supplierImportResultSchema>;
