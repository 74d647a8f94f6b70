import {
  type Customer,
  type CustomerImportRequest,
  type CustomerImportResult,
  type CustomerImportRow,
  customersToRows,
  DomainError,
  type ImportProblem,
  manilaDate,
  recordToCustomer,
  refusal,
} from '@fbms/domain';
import { toCsv } from '@fbms/domain/catalog/csv';
import { writeXlsx } from '@fbms/domain/catalog/xlsx';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { findCustomer, insertCustomer, listCustomers } from './customers.repository.ts';
import { openingBalanceIn } from './customers.service.ts';

/**
 * Customers to and from a spreadsheet (issue 23): the export of the list (its filters) with every field
 * and the balance, and the import of new customers with their opening balances, all rows or none.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** The listed customers (status, search) as a CSV or XLSX file's bytes, in the import's columns. */
export async function exportCustomers(
  deps: Deps,
  q: { format: 'csv' | 'xlsx'; q?: string | undefined; status: 'active' | 'inactive' | 'all' },
): Promise<{ body: Uint8Array; type: string; fileName: string }> {
  const asOf = manilaDate(deps.now());
  const db = deps.database.db;
  const list = await listCustomers(db, {
    q: q.q,
    status: q.status,
    hasBalance: false,
    asOf,
    limit: 100_000,
    offset: 0,
  });
  const customers: Customer[] = [];
  for (const s of list.items) {
    const c = await findCustomer(db, s.id, asOf);
    if (c) customers.push(c);
  }
  const rows = customersToRows(customers);
  const fileName = `customers-${asOf}.${q.format}`;
  if (q.format === 'xlsx')
    return {
      body: writeXlsx('Customers', rows),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName,
    };
  return { body: new TextEncoder().encode(toCsv(rows)), type: 'text/csv; charset=utf-8', fileName };
}

/** Every row checked: its own rules, and the same phone or e-mail twice in the file. */
function check(req: CustomerImportRequest, today: string) {
  const problems: ImportProblem[] = [];
  const good: CustomerImportRow[] = [];
  const seen = new Map<string, number>();
  req.records.forEach((r, i) => {
    const row = i + 2;
    const out = recordToCustomer(r, row, today);
    if ('problems' in out) {
      problems.push(...out.problems);
      return;
    }
    for (const [field, value] of [
      ['Phone', out.ok.customer.phone],
      ['E-mail', out.ok.customer.email],
    ] as const) {
      if (!value) continue;
      const first = seen.get(`${field}:${value}`);
      if (first !== undefined) problems.push({ row, field, message: `${value} is also on row ${first}` });
      else seen.set(`${field}:${value}`, row);
    }
    good.push(out.ok);
  });
  const bad = new Set(problems.map((p) => p.row));
  problems.sort((a, b) => a.row - b.row);
  return { good: good.filter((g) => !bad.has(g.row)), problems };
}

/**
 * Imports customers from a file's rows (the header is row 1): a dry run only lists every problem by row
 * and column; otherwise every row is written in one transaction with its opening balance (posted to the
 * general ledger), or, when any row has a problem, nothing.
 */
export async function importCustomers(
  deps: Deps,
  actor: Actor,
  req: CustomerImportRequest,
  where: AuditWhere,
): Promise<CustomerImportResult> {
  const c = check(req, manilaDate(deps.now()));
  const openings = c.good.filter((g) => g.opening).length;
  if (req.dryRun) return { valid: c.good.length, imported: 0, openingBalances: 0, problems: c.problems };
  if (c.problems.length)
    throw new DomainError(
      'VALIDATION_FAILED',
      `${c.problems.length} problem${c.problems.length === 1 ? '' : 's'} in this file; nothing was imported`,
      refusal('importHasProblems', { count: c.problems.length, problems: c.problems }),
    );
  await deps.database.db.transaction(async (tx) => {
    for (const g of c.good) {
      const id = await insertCustomer(tx, g.customer, actor.userId);
      if (g.opening)
        await openingBalanceIn(tx, actor, id, { ...g.opening, reference: 'Opening balance' }, where);
    }
    await writeAudit(
      tx,
      {
        action: 'customers.imported',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        targetType: 'customer',
        targetId: null,
        details: { imported: c.good.length, openingBalances: openings },
      },
      where,
    );
  });
  return { valid: c.good.length, imported: c.good.length, openingBalances: openings, problems: [] };
}
