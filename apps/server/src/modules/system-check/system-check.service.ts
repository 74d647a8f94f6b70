import { performance } from 'node:perf_hooks';
import { sqlRows, uuidv7 } from '@fbms/db';
import {
  manilaDate,
  runPassed,
  SYSTEM_CHECK_IDS,
  type SystemCheckId,
  type SystemCheckResult,
  type SystemCheckRun,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { postEntry } from '../accounting/posting.service.ts';
import { migrationLevel } from '../admin/dashboard.service.ts';
import { backupDestinationCheck } from '../backup/backup.service.ts';
import { recordMovement } from '../inventory/stock.service.ts';
import {
  customerLedgerMismatches,
  guardsInMigrations,
  presentGuards,
  productToSell,
  seriesProblems,
  stockMismatches,
  unbalancedEntries,
} from './checks.repository.ts';

/** What one check found: pass or fail (skipped: it cannot run here), what it saw, how to fix a failure. */
export interface CheckOutcome {
  ok: boolean | 'skipped';
  detail: string;
  fix?: string;
}

type CheckFn = (deps: AppDeps, actor: Actor) => Promise<CheckOutcome>;

/** Checks other modules bring, one line each, by id: the backup module's destination check. */
export const PLUGGED_CHECKS: Partial<Record<SystemCheckId, (deps: AppDeps) => Promise<CheckOutcome>>> = {
  'backup-destination': (deps) => backupDestinationCheck(deps),
};

const list = (items: string[], more: number) =>
  items.join('; ') + (more > items.length ? `; and ${more - items.length} more` : '');

const peso = (centavos: string | number) => (Number(centavos) / 100).toFixed(2);

/** Thrown to roll the round trip back once everything in it was checked. */
class RollBack extends Error {}

const CHECKS: Record<SystemCheckId, CheckFn> = {
  async database({ database }) {
    const [row] = await database.query<{ ok: number }>('SELECT 1 AS ok');
    return {
      ok: row?.ok === 1,
      detail: `The ${database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database answers.`,
    };
  },

  async migrations({ database }) {
    const level = await migrationLevel(database);
    if (level.applied === level.expected)
      return { ok: true, detail: `All ${level.expected} migrations are applied (last: ${level.last}).` };
    return {
      ok: false,
      detail: `${level.applied} of ${level.expected} migrations are applied (last: ${level.last ?? 'none'}).`,
      fix: 'Restart the server: it applies missing migrations when it starts. If it cannot, the server log says why.',
    };
  },

  async constraints({ database }) {
    const want = guardsInMigrations();
    const have = await presentGuards(database);
    const missingTriggers = want.triggers.filter((t) => !have.triggers.has(t));
    const disabled = want.triggers.filter((t) => have.triggers.get(t) === 'D');
    const missingChecks = want.checks.filter((c) => !have.checks.has(c));
    const problems = [
      ...missingTriggers.map((t) => `trigger ${t} is missing`),
      ...disabled.map((t) => `trigger ${t} is disabled`),
      ...missingChecks.map((c) => `check ${c} is missing`),
    ];
    if (problems.length === 0)
      return {
        ok: true,
        detail: `${want.triggers.length} triggers (the ledgers' append-only guards among them) and ${want.checks.length} checks are in place.`,
      };
    return {
      ok: false,
      detail: list(problems.slice(0, 10), problems.length),
      fix:
        'Someone changed the database by hand. Put the named trigger or check back from its migration in ' +
        'packages/db/migrations (or restore a backup made before the change), then run the check again.',
    };
  },

  async 'sale-round-trip'(deps, actor) {
    const { database } = deps;
    const item = await productToSell(database);
    if (!item)
      return {
        ok: 'skipped',
        detail:
          'No product has a unit in stock yet, so there is nothing to sell. Receive stock, then run it again.',
      };
    const sourceId = uuidv7();
    let movementId = '';
    let seen = '';
    try {
      await database.db.transaction(async (tx) => {
        const moved = await recordMovement(tx, {
          productId: item.productId,
          locationId: item.locationId,
          type: 'sale',
          qtyMilli: 1000,
          reason: 'System check (rolled back)',
          performedBy: actor.userId,
        });
        movementId = moved.movementId;
        const entry = await postEntry(
          tx,
          {
            date: manilaDate(deps.now()),
            memo: 'System check (rolled back)',
            sourceType: 'sale',
            sourceId,
            lines: [
              { account: { key: 'accounts_receivable' }, debitCentavos: 100, creditCentavos: 0 },
              { account: { key: 'sales' }, debitCentavos: 0, creditCentavos: 100 },
            ],
          },
          actor.userId,
        );
        const [row] = await sqlRows<{ moved: number; lines: number; balanced: boolean }>(
          tx,
          sql`SELECT (SELECT count(*)::int FROM stock_movements WHERE id = ${movementId}) AS moved,
                     count(l.*)::int AS lines, coalesce(sum(l.debit_centavos) = sum(l.credit_centavos), false) AS balanced
                FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
               WHERE e.source_type = 'sale' AND e.source_id = ${sourceId}`,
        );
        let guarded = false;
        try {
          await tx.transaction(async (sp) => {
            await sp.execute(sql`UPDATE stock_movements SET notes = 'tampered' WHERE id = ${movementId}`);
          });
        } catch {
          guarded = true; // the ledger's append-only trigger refused the change, as it must
        }
        seen =
          `sold 1 unit (stock ${moved.previousMilli / 1000} → ${moved.newMilli / 1000}), posted entry ${entry ? 'with' : 'without'} ` +
          `${row?.lines ?? 0} lines, ${row?.balanced ? 'balanced' : 'NOT balanced'}; the ledger ${guarded ? 'refused' : 'ALLOWED'} an edit`;
        if (moved.newMilli !== moved.previousMilli - 1000 || row?.moved !== 1 || !row.balanced || !guarded)
          throw new Error(seen);
        throw new RollBack();
      });
    } catch (e) {
      if (!(e instanceof RollBack))
        return {
          ok: false,
          detail: `The sale's writes failed: ${(e as Error).message}`,
          fix: 'Read the server log for the error; run the stock, ledger and constraints checks to find what is off.',
        };
    }
    const left = await database.query('SELECT 1 FROM stock_movements WHERE id = $1', [movementId]);
    if (left.length > 0)
      return { ok: false, detail: 'The rolled-back sale movement is still there.', fix: 'Contact support.' };
    return { ok: true, detail: `In a transaction rolled back afterwards: ${seen}. Nothing was kept.` };
  },

  async 'ledger-balanced'({ database }) {
    const { bad, totals } = await unbalancedEntries(database);
    if (bad.length === 0 && totals.debit === totals.credit)
      return {
        ok: true,
        detail: `${totals.entries} journal entries; debits ₱${peso(totals.debit)} = credits ₱${peso(totals.credit)}.`,
      };
    return {
      ok: false,
      detail:
        `Debits ₱${peso(totals.debit)}, credits ₱${peso(totals.credit)}. ` +
        list(
          bad.map((b) => `entry ${b.entryNo}: debit ₱${peso(b.debit)} ≠ credit ₱${peso(b.credit)}`),
          bad.length,
        ),
      fix: 'The journal was changed outside FBMS. Restore the latest good backup, or have your accountant post correcting entries.',
    };
  },

  async 'stock-balances'({ database }) {
    const { bad, balances } = await stockMismatches(database);
    if (bad.length === 0)
      return { ok: true, detail: `All ${balances} stock balances equal the sum of their movements.` };
    return {
      ok: false,
      detail: list(
        bad.map(
          (b) =>
            `${b.product}${b.sku ? ` (${b.sku})` : ''} at ${b.location}: balance ${Number(b.balance) / 1000}, movements ${Number(b.movements) / 1000}`,
        ),
        bad.length,
      ),
      fix:
        'A stock balance was changed outside FBMS. Count the named products and post the count in Inventory ' +
        '(a recount writes a movement), or restore the latest good backup.',
    };
  },

  async 'invoice-series'({ database }) {
    const { gaps, terminals, invoices } = await seriesProblems(database);
    if (gaps.length === 0)
      return {
        ok: true,
        detail: `${invoices} invoices on ${terminals} terminal${terminals === 1 ? '' : 's'}; no number is missing.`,
      };
    return {
      ok: false,
      detail: list(
        gaps.map(
          (g) => `${g.terminal}: ${g.series} ${g.from === g.to ? g.from : `${g.from}–${g.to}`} missing`,
        ),
        gaps.length,
      ),
      fix: 'Invoices were deleted or numbers skipped outside FBMS: the BIR requires an unbroken series. Restore the latest good backup and tell your accountant.',
    };
  },

  async 'customer-balances'({ database }) {
    const { bad, entries } = await customerLedgerMismatches(database);
    if (bad.length === 0)
      return {
        ok: true,
        detail: `${entries} customer ledger entries agree with their charge invoices and collection receipts.`,
      };
    return {
      ok: false,
      detail: list(
        bad.map((b) => `${b.document}: document ₱${peso(b.expected)}, ledger ₱${peso(b.ledger)}`),
        bad.length,
      ),
      fix: "A customer's ledger was changed outside FBMS. Restore the latest good backup, or record an adjustment on the customer's account.",
    };
  },

  async mail(deps, actor) {
    await deps.mailer.send({
      to: actor.email,
      subject: 'FBMS system check: mail works',
      text: 'This message was sent by the system check. Nothing needs to be done.',
      kind: 'notice',
    });
    return {
      ok: true,
      detail:
        deps.mailer.transport === 'smtp'
          ? `Sent a test message to ${actor.email} through the mail server.`
          : `No mail server is set (SMTP_URL): the test message to ${actor.email} was written to the outbox folder.`,
    };
  },

  async 'backup-destination'(deps) {
    const plugged = PLUGGED_CHECKS['backup-destination'];
    if (!plugged) return { ok: 'skipped', detail: 'This server has no backup destination check.' };
    return plugged(deps);
  },
};

const MAIL_FIX =
  'Check SMTP_URL (server, port, user and password) in the server settings, then restart the server.';
const DEFAULT_FIX: Partial<Record<SystemCheckId, string>> = {
  database: 'Start the database server and check DATABASE_URL, then restart FBMS.',
  mail: MAIL_FIX,
};

async function runOne(id: SystemCheckId, deps: AppDeps, actor: Actor): Promise<SystemCheckResult> {
  const started = performance.now();
  let outcome: CheckOutcome;
  try {
    outcome = await CHECKS[id](deps, actor);
  } catch (e) {
    outcome = { ok: false, detail: `The check could not run: ${(e as Error).message}` };
  }
  const status = outcome.ok === 'skipped' ? 'skipped' : outcome.ok ? 'pass' : 'fail';
  return {
    id,
    status,
    ms: Math.round(performance.now() - started),
    detail: outcome.detail,
    fix: status === 'fail' ? (outcome.fix ?? DEFAULT_FIX[id] ?? 'Read the server log for the error.') : null,
  };
}

let last: SystemCheckRun | null = null;

/** The last run in this server process (null before the first). */
export const lastRun = () => last;

/** Runs every check, one after another (they share the database), and audits the run. */
export async function runSystemCheck(deps: AppDeps, actor: Actor, at: AuditWhere): Promise<SystemCheckRun> {
  const started = performance.now();
  const checks: SystemCheckResult[] = [];
  for (const id of SYSTEM_CHECK_IDS) checks.push(await runOne(id, deps, actor));
  const run: SystemCheckRun = {
    at: deps.now().toISOString(),
    ms: Math.round(performance.now() - started),
    passed: runPassed(checks),
    checks,
  };
  last = run;
  await writeAudit(
    deps.database.db,
    {
      action: 'system_check.run',
      actorUserId: actor.userId,
      actorEmail: actor.email,
      details: { passed: run.passed, failed: checks.filter((c) => c.status === 'fail').map((c) => c.id) },
    },
    at,
  );
  return run;
}
