import { sqlRows, type Tx } from '@fbms/db';
import { formatQty, manilaDate, resolveUserSettings } from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { BranchScope } from '../../platform/http/branch-scope.ts';
import type { AppDeps } from '../../platform/http/context.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { findRecipients, notify } from '../notifications/notifications.service.ts';
import { balanceInScope } from './locations.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'live' | 'now' | 'logger'>;
type Kind = 'out' | 'low' | 'over' | 'expiring' | 'expired';

/** More new alerts of one kind than this in one check become one summary notification. */
const ONE_BY_ONE = 3;

/** Made once: building an Intl formatter costs far more than using it (it showed in sale profiles). */

interface Thresholds {
  lowMilli: number;
  outMilli: number;
  overMilli: number;
  warnDays: number;
}

/**
 * The alerts that hold now for one person's thresholds (products limited to `ids` when given), over the
 * stock of the person's branches only (T12): a manager of one branch is told about their own shelves.
 */
function currentAlerts(t: Thresholds, today: string, ids: string[] | null, scope: BranchScope): SQL {
  const onlyP = ids
    ? sql`AND p.id IN (${sql.join(
        ids.map((i) => sql`${i}::uuid`),
        sql`, `,
      )})`
    : sql``;
  return sql`
    SELECT product_id, kind, lot_key FROM (
      SELECT t.id AS product_id,
             CASE WHEN t.q <= ${t.outMilli} THEN 'out'
                  WHEN t.q <= CASE WHEN t.min > 0 THEN t.min ELSE ${t.lowMilli} END THEN 'low'
                  WHEN t.q > ${t.overMilli} THEN 'over' END AS kind,
             '' AS lot_key
        FROM (SELECT p.id, p.min_stock_milli AS min, coalesce(sum(b.qty_milli), 0) AS q
                FROM products p LEFT JOIN stock_balances b ON b.product_id = p.id${balanceInScope(scope)}
               WHERE p.is_active ${onlyP} GROUP BY p.id) t
      UNION ALL
      SELECT l.product_id,
             CASE WHEN l.expiry_date <= ${today}::date THEN 'expired' ELSE 'expiring' END,
             l.id::text
        FROM lots l JOIN products p ON p.id = l.product_id AND p.is_active
       WHERE l.expiry_date IS NOT NULL AND l.expiry_date <= ${today}::date + ${t.warnDays}::int ${onlyP}
         AND EXISTS (SELECT 1 FROM stock_balances b WHERE b.lot_id = l.id AND b.qty_milli > 0${balanceInScope(scope)})
    ) a WHERE kind IS NOT NULL`;
}

interface NewAlert {
  productId: string;
  kind: Kind;
  lotKey: string;
  name: string;
  sku: string;
  unit: string;
  q: number;
  min: number;
  batch: string | null;
  expiry: string | null;
  lotQ: number;
}

const KIND_TEXT: Record<Kind, { type: 'error' | 'warning' | 'info'; title: string; many: string }> = {
  out: { type: 'error', title: 'Out of stock', many: 'products are out of stock' },
  low: { type: 'warning', title: 'Low stock', many: 'products are low on stock' },
  over: { type: 'info', title: 'Overstock', many: 'products are above your overstock level' },
  expiring: { type: 'warning', title: 'Batch expiring soon', many: 'batches expire soon' },
  expired: { type: 'error', title: 'Batch expired', many: 'expired batches still have stock' },
};

function message(a: NewAlert, t: Thresholds): string {
  const q = `${formatQty(a.q)} ${a.unit}`;
  switch (a.kind) {
    case 'out':
      return `${a.name} (${a.sku}) is out of stock.`;
    case 'low':
      return `${a.name} (${a.sku}) is down to ${q}; the minimum is ${formatQty(a.min > 0 ? a.min : t.lowMilli)} ${a.unit}.`;
    case 'over':
      return `${a.name} (${a.sku}) has ${q}, above your overstock level of ${formatQty(t.overMilli)} ${a.unit}.`;
    case 'expiring':
      return `${a.name} batch ${a.batch} expires on ${a.expiry}; ${formatQty(a.lotQ)} ${a.unit} left.`;
    case 'expired':
      return `${a.name} batch ${a.batch} expired on ${a.expiry} and cannot be sold; write off the ${formatQty(a.lotQ)} ${a.unit} left.`;
  }
}

/** Raises and clears one person's alerts; returns the alerts that started now. */
async function syncAlerts(
  tx: Tx,
  userId: string,
  t: Thresholds,
  today: string,
  ids: string[] | null,
  scope: BranchScope,
) {
  const cur = currentAlerts(t, today, ids, scope);
  const onlyIds = ids
    ? sql`AND s.product_id IN (${sql.join(
        ids.map((i) => sql`${i}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await tx.execute(sql`
    WITH cur AS (${cur})
    DELETE FROM stock_alerts s WHERE s.user_id = ${userId} ${onlyIds}
       AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.product_id = s.product_id AND cur.kind = s.kind
                                           AND cur.lot_key = s.lot_key)`);
  return sqlRows<NewAlert>(
    tx,
    sql`
    WITH cur AS (${cur}),
    added AS (
      INSERT INTO stock_alerts (user_id, product_id, kind, lot_key)
      SELECT ${userId}, product_id, kind, lot_key FROM cur
      ON CONFLICT DO NOTHING RETURNING product_id, kind, lot_key)
    SELECT a.product_id AS "productId", a.kind, a.lot_key AS "lotKey", p.name, p.sku, p.base_unit AS unit,
           (SELECT coalesce(sum(b.qty_milli), 0) FROM stock_balances b
             WHERE b.product_id = p.id${balanceInScope(scope)})::float8 AS q,
           p.min_stock_milli::float8 AS min, l.batch_number AS batch, to_char(l.expiry_date, 'YYYY-MM-DD') AS expiry,
           (SELECT coalesce(sum(b.qty_milli), 0) FROM stock_balances b
             WHERE b.lot_id = l.id${balanceInScope(scope)})::float8 AS "lotQ"
      FROM added a JOIN products p ON p.id = a.product_id
      LEFT JOIN lots l ON l.id::text = a.lot_key
     ORDER BY p.name LIMIT 200`,
  );
}

/** Each person's branches (decision 0013): every branch for an admin or the owner, else user_branches. */
async function branchesOf(tx: Tx, userIds: string[]) {
  const map = new Map<string, readonly string[] | 'all'>();
  if (userIds.length === 0) return map;
  const rows = await sqlRows<{ id: string; everyBranch: boolean; branchIds: string[] }>(
    tx,
    sql`SELECT u.id, (u.role = 'admin' OR u.is_owner) AS "everyBranch",
               ARRAY(SELECT ub.branch_id::text FROM user_branches ub WHERE ub.user_id = u.id) AS "branchIds"
          FROM users u WHERE u.id = ANY(${`{${userIds.join(',')}}`}::text[])`,
  );
  for (const r of rows) map.set(r.id, r.everyBranch ? 'all' : r.branchIds);
  return map;
}

/**
 * The stock alerts of seed 001 / issue 4 through the shell's notifications: out of stock, low (the
 * product's minimum, else the person's own threshold), overstock, lots expiring within the person's
 * warning days, and expired lots still in stock. Each alert is notified when it starts, once; many at
 * once become one summary. Runs after each stock change (for the products touched) and daily (all).
 * Managers and admins with inventory monitoring on receive them.
 */
export async function checkStockAlerts(deps: Deps, productIds?: string[]): Promise<number> {
  const ids = productIds ? [...new Set(productIds)] : null;
  if (ids && ids.length === 0) return 0;
  const today = manilaDate(deps.now());
  return deps.database.db.transaction(async (tx) => {
    const people = await findRecipients(tx, { roles: ['admin', 'manager'] });
    const branches = await branchesOf(
      tx,
      people.map((p) => p.id),
    );
    let sent = 0;
    for (const person of people) {
      const inv = resolveUserSettings(person.settings).inventory;
      if (!inv.monitoring.enabled) continue;
      const th = inv.thresholds;
      const t: Thresholds = {
        lowMilli: th.lowStock * 1000,
        outMilli: th.outOfStock * 1000,
        overMilli: th.overStock * 1000,
        warnDays: th.expiryWarning,
      };
      const mine = branches.get(person.id) ?? [];
      // No branch, no shelves to watch (an empty scope would read every product as out of stock).
      if (mine !== 'all' && mine.length === 0) continue;
      const added = await syncAlerts(tx, person.id, t, today, ids, { read: mine, allowed: mine });
      const byKind = new Map<Kind, NewAlert[]>();
      for (const a of added) byKind.set(a.kind, [...(byKind.get(a.kind) ?? []), a]);
      for (const [kind, list] of byKind) {
        const text = KIND_TEXT[kind];
        const send = (body: string, actionUrl: string, actionLabel: string) =>
          notify(
            tx,
            deps,
            { userIds: [person.id] },
            {
              type: text.type,
              category: 'inventory',
              title: text.title,
              message: body,
              actionUrl,
              actionLabel,
            },
          );
        if (list.length <= ONE_BY_ONE) {
          for (const a of list)
            sent += await send(message(a, t), `/inventory?product=${a.productId}`, 'Open product');
        } else {
          const names = list
            .slice(0, 3)
            .map((a) => a.name)
            .join(', ');
          sent += await send(
            `${list.length === 200 ? '200 or more' : list.length} ${text.many}, including ${names}.`,
            kind === 'low' || kind === 'out' ? `/inventory?stock=${kind}` : '/inventory',
            'Open inventory',
          );
        }
      }
    }
    return sent;
  });
}

/** After a stock change: check the products touched; a failure is logged, never undoes the change. */
export function alertAfterChange(deps: Deps, productIds: string[]): Promise<void> {
  return checkStockAlerts(deps, productIds).then(
    () => undefined,
    (err: unknown) => deps.logger.warn({ err }, 'stock alert check failed'),
  );
}

/**
 * The after-sale check as a durable job: a batch of products, checked together; retried if it fails.
 */
export const stockAlertCheckJob = defineJob<{ productIds: string[] }, AppDeps>(
  'inventory.stock-alert-check',
  (payload, deps) => checkStockAlerts(deps, payload.productIds),
  { retry: { attempts: 5, backoffMs: 10_000 } },
);

/** The daily check of every product at 06:00 Manila time (before the store opens), once a day. */
export const dailyStockCheckJob = defineJob<Record<string, never>, AppDeps>(
  'inventory.daily-stock-check',
  (_payload, deps) => checkStockAlerts(deps),
  { schedule: '0 6 * * *', retry: { attempts: 4, backoffMs: 60_000 } },
);

interface AlertQueue {
  ids: Set<string>;
  running: Promise<void> | null;
}
const queues = new WeakMap<Deps['database'], AlertQueue>();

/** How long the products of sales gather before their alert check is queued. */
const ALERT_GATHER_MS = 250;

/**
 * After a sale: the alert check runs after the answer, so the cashier never waits for it, and adds
 * nothing to the sale's transaction. The products of the sales of the next quarter second are gathered
 * in the process and queued as one durable job (one INSERT), which this process's job worker then runs
 * (one check at a time), so a busy counter (or 50 of them) causes at most four checks a second, not one
 * per sale. Only the quarter second of gathering can be lost to a crash; once queued, the check runs
 * after a restart and is retried if it fails.
 */
export function alertSoon(deps: Pick<AppDeps, 'database' | 'jobs' | 'logger'>, productIds: string[]): void {
  let q = queues.get(deps.database);
  if (!q) {
    q = { ids: new Set(), running: null };
    queues.set(deps.database, q);
  }
  for (const id of productIds) q.ids.add(id);
  if (q.running) return;
  const queue = q;
  queue.running = (async () => {
    while (queue.ids.size) {
      await new Promise((resolve) => setTimeout(resolve, ALERT_GATHER_MS));
      const ids = [...queue.ids];
      queue.ids.clear();
      await deps.jobs
        .enqueue(stockAlertCheckJob, { productIds: ids })
        .catch((err: unknown) => deps.logger.warn({ err }, 'could not queue the stock alert check'));
    }
    queue.running = null;
  })();
}

/** Resolves once the gathered alert checks are queued (before the database closes, and in tests). */
export async function alertsSettled(database: Deps['database']): Promise<void> {
  await queues.get(database)?.running;
}
