import { type Db, sqlRows, type Tx } from '@fbms/db';
import type {
  Campaign,
  CampaignMessage,
  MarketingChannel,
  Segment,
  SegmentCondition,
  SegmentMember,
  SegmentRule,
} from '@fbms/domain';
import { type SQL, sql } from 'drizzle-orm';

/** The SQL of marketing (issue 23): segment rules compiled to SQL, segments, campaigns, messages. */

type R = Db | Tx;

const manilaDay = (d: string, plusDays = 0) =>
  sql`((${d}::date) + ${plusDays}::int)::timestamp AT TIME ZONE 'Asia/Manila'`;

/** One condition as a predicate on `c` (customers). `today` is the Manila business date. */
function conditionSql(cond: SegmentCondition, today: string): SQL {
  switch (cond.kind) {
    case 'bought': {
      const what = cond.productId
        ? sql`l.product_id = ${cond.productId}`
        : sql`EXISTS (SELECT 1 FROM products p WHERE p.id = l.product_id AND p.category_id = ${cond.categoryId})`;
      return sql`EXISTS (SELECT 1 FROM sales s JOIN sale_lines l ON l.sale_id = s.id
        WHERE s.customer_id = c.id AND s.status = 'completed'
          AND s.created_at >= ${manilaDay(cond.from)} AND s.created_at < ${manilaDay(cond.to, 1)}
          AND ${what})`;
    }
    case 'lapsed':
      return sql`(EXISTS (SELECT 1 FROM sales s WHERE s.customer_id = c.id AND s.status = 'completed')
        AND NOT EXISTS (SELECT 1 FROM sales s WHERE s.customer_id = c.id AND s.status = 'completed'
          AND s.created_at >= ${manilaDay(today, -cond.days)}))`;
    case 'balance':
      return cond.which === 'any'
        ? sql`(SELECT coalesce(sum(e.amount_centavos), 0) FROM customer_ledger e WHERE e.customer_id = c.id) > 0`
        : sql`EXISTS (SELECT 1 FROM customer_ledger e WHERE e.customer_id = c.id AND e.amount_centavos > 0
            AND e.due_date IS NOT NULL AND e.due_date < ${today}::date
            AND e.amount_centavos > (SELECT coalesce(sum(a.amount_centavos), 0) FROM customer_allocations a
                                     WHERE a.debit_entry_id = e.id))`;
    case 'raises':
      return sql`c.raises ILIKE ${`%${escapeLike(cond.text)}%`}`;
    case 'tag':
      return sql`EXISTS (SELECT 1 FROM unnest(c.tags) t WHERE lower(t) = lower(${cond.tag}))`;
    case 'place': {
      const parts: SQL[] = [];
      if (cond.city) parts.push(sql`lower(trim(c.city)) = lower(${cond.city})`);
      if (cond.province) parts.push(sql`lower(trim(c.province)) = lower(${cond.province})`);
      return sql.join(parts, sql` AND `);
    }
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The active customers the rule picks, as a WHERE on `customers c`. */
export function segmentWhere(rule: SegmentRule, today: string): SQL {
  const parts = [sql`c.is_active`, ...rule.all.map((cond) => sql`(${conditionSql(cond, today)})`)];
  return sql.join(parts, sql` AND `);
}

/** Reachable on the channel: agreed to it and has a phone number / an e-mail address. */
export const reachableSql = (channel: MarketingChannel) =>
  channel === 'sms'
    ? sql`c.consent_sms AND coalesce(trim(c.phone), '') <> ''`
    : sql`c.consent_email AND coalesce(trim(c.email), '') <> ''`;

/** Said no to the channel in so many words: the newest consent event for it is a refusal. */
export const optedOutSql = (channel: MarketingChannel) =>
  sql`NOT c.${sql.raw(channel === 'sms' ? 'consent_sms' : 'consent_email')} AND (
    SELECT ev.granted FROM consent_events ev WHERE ev.customer_id = c.id AND ev.channel = ${channel}
    ORDER BY ev.at DESC, ev.id DESC LIMIT 1) = false`;

export async function previewSegment(db: R, rule: SegmentRule, today: string) {
  const where = segmentWhere(rule, today);
  const [counts] = await sqlRows<{ count: number; sms: number; email: number }>(
    db,
    sql`SELECT count(*)::int AS count,
               count(*) FILTER (WHERE ${reachableSql('sms')})::int AS sms,
               count(*) FILTER (WHERE ${reachableSql('email')})::int AS email
          FROM customers c WHERE ${where}`,
  );
  const customers = await sqlRows<SegmentMember>(
    db,
    sql`SELECT c.id, c.display_name AS "displayName", c.phone, c.email,
               c.consent_sms AS "consentSms", c.consent_email AS "consentEmail"
          FROM customers c WHERE ${where} ORDER BY c.display_name, c.id LIMIT 20`,
  );
  return {
    count: counts?.count ?? 0,
    smsReachable: counts?.sms ?? 0,
    emailReachable: counts?.email ?? 0,
    customers,
  };
}

// Segments

const SEGMENT_COLUMNS = sql`id, name, rule, created_at AS "createdAt", updated_at AS "updatedAt"`;
type SegmentRow = Omit<Segment, 'createdAt' | 'updatedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const segmentOf = (r: SegmentRow): Segment => ({
  ...r,
  createdAt: iso(r.createdAt)!,
  updatedAt: iso(r.updatedAt)!,
});

export async function listSegments(db: R): Promise<Segment[]> {
  const rows = await sqlRows<SegmentRow>(
    db,
    sql`SELECT ${SEGMENT_COLUMNS} FROM marketing_segments ORDER BY lower(name)`,
  );
  return rows.map(segmentOf);
}

export async function findSegment(db: R, id: string): Promise<Segment | null> {
  const [row] = await sqlRows<SegmentRow>(
    db,
    sql`SELECT ${SEGMENT_COLUMNS} FROM marketing_segments WHERE id = ${id}`,
  );
  return row ? segmentOf(row) : null;
}

export async function segmentNameTaken(db: R, name: string, exceptId: string | null) {
  const rows = await sqlRows(
    db,
    sql`SELECT 1 FROM marketing_segments WHERE lower(name) = lower(${name})
         AND (${exceptId}::uuid IS NULL OR id <> ${exceptId}::uuid)`,
  );
  return rows.length > 0;
}

export async function insertSegment(db: R, id: string, name: string, rule: SegmentRule, userId: string) {
  await db.execute(sql`INSERT INTO marketing_segments (id, name, rule, created_by)
    VALUES (${id}, ${name}, ${JSON.stringify(rule)}::jsonb, ${userId})`);
}

export async function updateSegmentRow(db: R, id: string, name: string, rule: SegmentRule) {
  await db.execute(sql`UPDATE marketing_segments SET name = ${name}, rule = ${JSON.stringify(rule)}::jsonb,
    updated_at = now() WHERE id = ${id}`);
}

export async function deleteSegmentRow(db: R, id: string) {
  await db.execute(sql`DELETE FROM marketing_segments WHERE id = ${id}`);
}

// Campaigns

type CampaignRow = Omit<Campaign, 'createdAt' | 'sentAt' | 'results'> & {
  createdAt: Date | string;
  sentAt: Date | string | null;
  queued: number;
  sent: number;
  failed: number;
  optedOut: number;
};

const campaignSelect = (where: SQL) => sql`
  SELECT k.id, k.name, k.channel, k.segment_id AS "segmentId", g.name AS "segmentName", k.rule, k.subject,
         k.message, k.status, k.created_at AS "createdAt", k.sent_at AS "sentAt",
         count(m.id) FILTER (WHERE m.status = 'queued')::int AS queued,
         count(m.id) FILTER (WHERE m.status = 'sent')::int AS sent,
         count(m.id) FILTER (WHERE m.status = 'failed')::int AS failed,
         count(m.id) FILTER (WHERE m.status = 'opted_out')::int AS "optedOut"
    FROM marketing_campaigns k
    LEFT JOIN marketing_segments g ON g.id = k.segment_id
    LEFT JOIN marketing_messages m ON m.campaign_id = k.id
   WHERE ${where}
   GROUP BY k.id, g.name
   ORDER BY k.created_at DESC, k.id DESC`;

const campaignOf = ({ queued, sent, failed, optedOut, ...r }: CampaignRow): Campaign => ({
  ...r,
  createdAt: iso(r.createdAt)!,
  sentAt: iso(r.sentAt),
  results: { queued, sent, failed, optedOut },
});

export async function listCampaigns(db: R): Promise<Campaign[]> {
  return (await sqlRows<CampaignRow>(db, campaignSelect(sql`true`))).map(campaignOf);
}

export async function findCampaign(db: R, id: string): Promise<Campaign | null> {
  const [row] = await sqlRows<CampaignRow>(db, campaignSelect(sql`k.id = ${id}`));
  return row ? campaignOf(row) : null;
}

export async function campaignMessages(db: R, id: string): Promise<CampaignMessage[]> {
  return sqlRows<CampaignMessage>(
    db,
    sql`SELECT m.customer_id AS "customerId", c.display_name AS "displayName", m.recipient, m.status, m.error
          FROM marketing_messages m JOIN customers c ON c.id = m.customer_id
         WHERE m.campaign_id = ${id} ORDER BY c.display_name, m.id LIMIT 500`,
  );
}

export interface NewCampaign {
  id: string;
  name: string;
  channel: MarketingChannel;
  segmentId: string | null;
  rule: SegmentRule;
  subject: string | null;
  message: string;
  createdBy: string;
}

export async function insertCampaign(db: R, k: NewCampaign) {
  await db.execute(sql`INSERT INTO marketing_campaigns (id, name, channel, segment_id, rule, subject, message, created_by)
    VALUES (${k.id}, ${k.name}, ${k.channel}, ${k.segmentId}, ${JSON.stringify(k.rule)}::jsonb, ${k.subject},
            ${k.message}, ${k.createdBy})`);
}

/** Locks the campaign's row; its status and what it goes to. */
export async function lockCampaign(db: R, id: string) {
  const [row] = await sqlRows<{ status: string; channel: MarketingChannel; rule: SegmentRule }>(
    db,
    sql`SELECT status, channel, rule FROM marketing_campaigns WHERE id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

/**
 * Writes the campaign's messages: one 'queued' per reachable customer of the rule (agreed to the channel,
 * active, with a phone or an address), one 'opted_out' per customer of the rule who said no to it.
 * Customers who never answered are neither messaged nor recorded. Returns how many were queued.
 */
export async function queueMessages(
  db: R,
  campaignId: string,
  channel: MarketingChannel,
  rule: SegmentRule,
  today: string,
) {
  const where = segmentWhere(rule, today);
  const recipient = channel === 'sms' ? sql`trim(c.phone)` : sql`trim(c.email)`;
  await db.execute(sql`
    INSERT INTO marketing_messages (id, campaign_id, customer_id, channel, recipient, status)
    SELECT gen_random_uuid(), ${campaignId}, c.id, ${channel},
           CASE WHEN ${reachableSql(channel)} THEN ${recipient} END,
           CASE WHEN ${reachableSql(channel)} THEN 'queued' ELSE 'opted_out' END
      FROM customers c
     WHERE ${where} AND (${reachableSql(channel)} OR ${optedOutSql(channel)})`);
}

export async function markSending(db: R, id: string, userId: string, at: Date) {
  await db.execute(sql`UPDATE marketing_campaigns SET status = 'sending', sent_by = ${userId},
    sent_at = ${at.toISOString()}::timestamptz WHERE id = ${id}`);
}

/** The messages still to deliver, with what the message needs (name, consent now). */
export async function queuedMessages(db: R, campaignId: string) {
  return sqlRows<{
    id: string;
    customerId: string;
    displayName: string;
    recipient: string;
    consentSms: boolean;
    consentEmail: boolean;
    isActive: boolean;
  }>(
    db,
    sql`SELECT m.id, m.customer_id AS "customerId", c.display_name AS "displayName", m.recipient,
               c.consent_sms AS "consentSms", c.consent_email AS "consentEmail", c.is_active AS "isActive"
          FROM marketing_messages m JOIN customers c ON c.id = m.customer_id
         WHERE m.campaign_id = ${campaignId} AND m.status = 'queued' ORDER BY m.id`,
  );
}

export async function setMessageStatus(
  db: R,
  id: string,
  status: 'sent' | 'failed' | 'opted_out',
  error: string | null,
) {
  await db.execute(sql`UPDATE marketing_messages SET status = ${status}, error = ${error} WHERE id = ${id}`);
}

export async function finishCampaign(db: R, id: string) {
  await db.execute(sql`UPDATE marketing_campaigns SET status = 'sent' WHERE id = ${id} AND status = 'sending'
    AND NOT EXISTS (SELECT 1 FROM marketing_messages WHERE campaign_id = ${id} AND status = 'queued')`);
}

/** Withdraws a customer's consent to a channel at once, with its event (source: how it came). */
export async function withdrawConsent(
  db: R,
  customerId: string,
  channel: MarketingChannel,
  source: string,
  recordedBy: string | null,
  eventId: string,
) {
  const column = sql.raw(channel === 'sms' ? 'consent_sms' : 'consent_email');
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`UPDATE customers SET ${column} = false, updated_at = now() WHERE id = ${customerId} RETURNING id`,
  );
  if (rows.length === 0) return false;
  await db.execute(sql`INSERT INTO consent_events (id, customer_id, channel, granted, source, recorded_by)
    VALUES (${eventId}, ${customerId}, ${channel}, false, ${source}, ${recordedBy})`);
  return true;
}
