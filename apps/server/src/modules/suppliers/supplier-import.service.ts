import { sqlRows } from '@fbms/db';
import {
  DomainError,
  type ImportProblem,
  manilaDate,
  recordToSupplier,
  refusal,
  type Supplier,
  type SupplierImportRequest,
  type SupplierImportResult,
  type SupplierImportRow,
  suppliersToRows,
} from '@fbms/domain';
import { toCsv } from '@fbms/domain/catalog/csv';
import { writeXlsx } from '@fbms/domain/catalog/xlsx';
import { sql } from 'drizzle-orm';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { findSupplier, insertSupplier, listSuppliers } from './suppliers.repository.ts';

/**
 * Suppliers to and from a spreadsheet (issue 24): the export of the list (its filters) with every field
 * and the balance owed, and the import of new suppliers, every row checked first, then all rows or none.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

export async function exportSuppliers(
  deps: Deps,
  q: { format: 'csv' | 'xlsx'; q?: string | undefined; status: 'active' | 'inactive' | 'all' },
): Promise<{ body: Uint8Array; type: string; fileName: string }> {
  const db = deps.database.db;
  const list = await listSuppliers(db, { q: q.q, status: q.status, limit: 100_000, offset: 0 });
  const suppliers: Supplier[] = [];
  for (const s of list.items) {
    const full = await findSupplier(db, s.id);
    if (full) suppliers.push(full);
  }
  const rows = suppliersToRows(suppliers);
  const fileName = `suppliers-${manilaDate(deps.now())}.${q.format}`;
  if (q.format === 'xlsx')
    return {
      body: writeXlsx('Suppliers', rows),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName,
    };
  return { body: new TextEncoder().encode(toCsv(rows)), type: 'text/csv; charset=utf-8', fileName };
}

/** Every row checked: its own rules, a name twice in the file, a name already in the store. */
async function check(deps: Deps, req: SupplierImportRequest) {
  const problems: ImportProblem[] = [];
  const good: SupplierImportRow[] = [];
  const seen = new Map<string, number>();
  req.records.forEach((r, i) => {
    const row = i + 2;
    const out = recordToSupplier(r, row);
    if ('problems' in out) {
      problems.push(...out.problems);
      return;
    }
    const key = out.ok.supplier.name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined)
      problems.push({ row, field: 'Name', message: `${out.ok.supplier.name} is also on row ${first}` });
    else seen.set(key, row);
    good.push(out.ok);
  });
  if (good.length) {
    const existing = await sqlRows<{ n: string }>(
      deps.database.db,
      sql`SELECT lower(name) AS n FROM suppliers WHERE lower(name) IN (${sql.join(
        good.map((g) => sql`${g.supplier.name.toLowerCase()}`),
        sql`, `,
      )})`,
    );
    const taken = new Set(existing.map((e) => e.n));
    for (const g of good)
      if (taken.has(g.supplier.name.toLowerCase()))
        problems.push({
          row: g.row,
          field: 'Name',
          message: `A supplier named ${g.supplier.name} already exists`,
        });
  }
  const bad = new Set(problems.map((p) => p.row));
  problems.sort((a, b) => a.row - b.row);
  return { good: good.filter((g) => !bad.has(g.row)), problems };
}

/** Imports suppliers (the header is row 1): a dry run lists the problems; otherwise all rows or none. */
export async function importSuppliers(
  deps: Deps,
  actor: Actor,
  req: SupplierImportRequest,
  where: AuditWhere,
): Promise<SupplierImportResult> {
  const c = await check(deps, req);
  if (req.dryRun) return { valid: c.good.length, imported: 0, problems: c.problems };
  if (c.problems.length)
    throw new DomainError(
      'VALIDATION_FAILED',
      `${c.problems.length} problem${c.problems.length === 1 ? '' : 's'} in this file; nothing was imported`,
      refusal('importHasProblems', { count: c.problems.length, problems: c.problems }),
    );
  await deps.database.db.transaction(async (tx) => {
    for (const g of c.good) await insertSupplier(tx, g.supplier, actor.userId);
    await writeAudit(
      tx,
      {
        action: 'suppliers.imported',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'supplier',
        targetId: null,
        details: { imported: c.good.length },
      },
      where,
    );
  });
  return { valid: c.good.length, imported: c.good.length, problems: [] };
}
