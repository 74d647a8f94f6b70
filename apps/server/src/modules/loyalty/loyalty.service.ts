import { sqlRows } from '@fbms/db';
import {
  customerControlsSchema,
  DomainError,
  expiredPoints,
  type LoyaltyAdjustInput,
  type LoyaltyEntry,
  type LoyaltyOverview,
  type LoyaltySettings,
  manilaDate,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import {
  appendPoints,
  lockCustomer,
  pointsBalance,
  readCustomerControls,
} from '../customers/customer-ledger.service.ts';

/**
 * The loyalty program (issue 23): its settings (system_settings.customer_controls.loyalty, read by the
 * sale for earning and redeeming), the points overview and ledger, a manager's adjustment and the
 * nightly expiry. The points ledger is append-only: an adjustment or an expiry is a row of its own.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

export const loyaltySettingsOf = async (deps: Deps): Promise<LoyaltySettings> =>
  (await readCustomerControls(deps.database.db)).loyalty;

/** Saves the loyalty key only; the other keys of customer_controls stay as they are. */
export async function saveLoyaltySettings(
  deps: Deps,
  actor: Actor,
  input: LoyaltySettings,
  where: AuditWhere,
): Promise<LoyaltySettings> {
  return deps.database.db.transaction(async (tx) => {
    const before = await readCustomerControls(tx);
    const loyalty = customerControlsSchema.parse({ ...before, loyalty: input }).loyalty;
    await tx.execute(sql`UPDATE system_settings
      SET customer_controls = jsonb_set(customer_controls, '{loyalty}', ${JSON.stringify(loyalty)}::jsonb, true)
      WHERE id = 1`);
    await writeAudit(
      tx,
      {
        action: 'loyalty.settings_changed',
        ...who(actor),
        targetType: 'system_settings',
        targetId: '1',
        details: { before: before.loyalty, after: loyalty },
      },
      where,
    );
    return loyalty;
  });
}

export async function loyaltyOverview(deps: Deps): Promise<LoyaltyOverview> {
  const db = deps.database.db;
  const monthStart = `${manilaDate(deps.now()).slice(0, 8)}01`;
  const [totals] = await sqlRows<{ members: number; outstanding: number }>(
    db,
    sql`SELECT count(*)::int AS members, coalesce(sum(points), 0)::float8 AS outstanding FROM (
          SELECT customer_id, sum(points) AS points FROM loyalty_ledger GROUP BY customer_id HAVING sum(points) > 0) b`,
  );
  const [month] = await sqlRows<{ earned: number; redeemed: number; expired: number }>(
    db,
    sql`SELECT coalesce(sum(points) FILTER (WHERE kind = 'earn'), 0)::float8 AS earned,
               coalesce(-sum(points) FILTER (WHERE kind = 'redeem'), 0)::float8 AS redeemed,
               coalesce(-sum(points) FILTER (WHERE kind = 'expire'), 0)::float8 AS expired
          FROM loyalty_ledger WHERE entry_date >= ${monthStart}::date`,
  );
  const top = await sqlRows<{ customerId: string; displayName: string; points: number }>(
    db,
    sql`SELECT l.customer_id AS "customerId", c.display_name AS "displayName", sum(l.points)::float8 AS points
          FROM loyalty_ledger l JOIN customers c ON c.id = l.customer_id
         GROUP BY l.customer_id, c.display_name HAVING sum(l.points) > 0
         ORDER BY sum(l.points) DESC, c.display_name LIMIT 10`,
  );
  return {
    members: totals?.members ?? 0,
    outstandingPoints: totals?.outstanding ?? 0,
    earnedThisMonth: month?.earned ?? 0,
    redeemedThisMonth: month?.redeemed ?? 0,
    expiredThisMonth: month?.expired ?? 0,
    top,
  };
}

export async function loyaltyLedger(
  deps: Deps,
  query: { customerId?: string; limit?: number },
): Promise<LoyaltyEntry[]> {
  const rows = await sqlRows<
    Omit<LoyaltyEntry, 'entryDate' | 'expiresOn'> & {
      entryDate: string | Date;
      expiresOn: string | Date | null;
    }
  >(
    deps.database.db,
    sql`SELECT l.entry_no::float8 AS "entryNo", l.customer_id AS "customerId", c.display_name AS "displayName",
               to_char(l.entry_date, 'YYYY-MM-DD') AS "entryDate", l.kind, l.points,
               to_char(l.expires_on, 'YYYY-MM-DD') AS "expiresOn", l.memo
          FROM loyalty_ledger l JOIN customers c ON c.id = l.customer_id
         WHERE (${query.customerId ?? null}::uuid IS NULL OR l.customer_id = ${query.customerId ?? null}::uuid)
         ORDER BY l.entry_no DESC LIMIT ${query.limit ?? 100}`,
  );
  return rows.map((r) => ({
    ...r,
    entryDate: String(r.entryDate),
    expiresOn: r.expiresOn ? String(r.expiresOn) : null,
  }));
}

/** A manager's correction of a customer's points, with the reason; never below zero. */
export async function adjustPoints(
  deps: Deps,
  actor: Actor,
  input: LoyaltyAdjustInput,
  where: AuditWhere,
): Promise<{ balance: number }> {
  return deps.database.db.transaction(async (tx) => {
    await lockCustomer(tx, input.customerId, { allowInactive: true });
    const balance = await pointsBalance(tx, input.customerId);
    if (balance + input.points < 0) {
      throw new DomainError(
        'POINTS_INSUFFICIENT',
        `The customer has ${balance} points; at most ${balance} can be taken away.`,
      );
    }
    await appendPoints(tx, {
      customerId: input.customerId,
      entryDate: manilaDate(deps.now()),
      kind: 'adjust',
      points: input.points,
      memo: input.reason,
      createdBy: actor.userId,
    });
    await writeAudit(
      tx,
      {
        action: 'loyalty.adjusted',
        ...who(actor),
        targetType: 'customer',
        targetId: input.customerId,
        details: { points: input.points, reason: input.reason, before: balance },
      },
      where,
    );
    return { balance: balance + input.points };
  });
}

/**
 * Appends an 'expire' row for each customer with points earned past their expiry and not used (points
 * are used oldest first; earlier expiries count as used, so a second run the same day adds nothing).
 */
export async function expirePoints(deps: Deps): Promise<{ customers: number; points: number }> {
  const today = manilaDate(deps.now());
  const due = await sqlRows<{ customerId: string }>(
    deps.database.db,
    sql`SELECT DISTINCT customer_id AS "customerId" FROM loyalty_ledger
         WHERE points > 0 AND expires_on IS NOT NULL AND expires_on <= ${today}::date`,
  );
  let customers = 0;
  let total = 0;
  for (const { customerId } of due) {
    await deps.database.db.transaction(async (tx) => {
      await lockCustomer(tx, customerId, { allowInactive: true });
      const rows = await sqlRows<{ points: number; expiresOn: string | null; entryDate: string }>(
        tx,
        sql`SELECT points, to_char(expires_on, 'YYYY-MM-DD') AS "expiresOn", to_char(entry_date, 'YYYY-MM-DD') AS "entryDate"
              FROM loyalty_ledger WHERE customer_id = ${customerId} ORDER BY entry_date, entry_no`,
      );
      const earned = rows.filter((r) => r.points > 0);
      const used = -rows.filter((r) => r.points < 0).reduce((s, r) => s + r.points, 0);
      const expired = expiredPoints(earned, used, today);
      if (expired <= 0) return;
      await appendPoints(tx, {
        customerId,
        entryDate: today,
        kind: 'expire',
        points: -expired,
        memo: 'Points past their expiry date',
        createdBy: null,
      });
      customers += 1;
      total += expired;
    });
  }
  return { customers, points: total };
}

export const expirePointsJob = defineJob<Record<string, never>, AppDeps>(
  'loyalty.expire',
  (_payload, deps) => expirePoints(deps),
  { schedule: '30 0 * * *', retry: { attempts: 4, backoffMs: 60_000 } },
);
