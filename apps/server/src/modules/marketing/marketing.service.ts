import { uuidv7 } from '@fbms/db';
import {
  type Campaign,
  type CampaignDetail,
  type CampaignInput,
  campaignInputSchema,
  DomainError,
  type MarketingChannel,
  manilaDate,
  personalize,
  type Segment,
  type SegmentInput,
  type SegmentRule,
  smsBody,
} from '@fbms/domain';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { defineJob, enqueue } from '../../platform/jobs/jobs.ts';
import { smsProviderOf } from '../../platform/sms-provider.ts';
import {
  campaignMessages,
  deleteSegmentRow,
  findCampaign,
  findSegment,
  finishCampaign,
  insertCampaign,
  insertSegment,
  listCampaigns,
  listSegments,
  lockCampaign,
  markSending,
  previewSegment,
  queuedMessages,
  queueMessages,
  segmentNameTaken,
  setMessageStatus,
  updateSegmentRow,
  withdrawConsent,
} from './marketing.repository.ts';
import { optOutToken, readOptOutToken } from './opt-out-token.ts';

/**
 * Marketing (issue 23). Sending a campaign is one transaction: it resolves the recipients (the rule ∩
 * agreed to the channel ∩ active ∩ with a phone / an address), writes their messages 'queued' and the
 * delivery job; the job then sends each one (re-checking consent, so an opt-out in between is honoured)
 * and marks it sent or failed. Customers of the rule who said no are recorded 'opted_out' (counted on
 * the campaign, never messaged); customers who never answered are not recorded at all.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

const segmentNotFound = (): never => {
  throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such segment.');
};
const campaignNotFound = (): never => {
  throw new DomainError('DB_RECORD_NOT_FOUND', 'There is no such campaign.');
};

export const segmentPreview = (deps: Deps, rule: SegmentRule) =>
  previewSegment(deps.database.db, rule, manilaDate(deps.now()));

export const segmentsOf = (deps: Deps) => listSegments(deps.database.db);

export async function saveSegment(
  deps: Deps,
  actor: Actor,
  id: string | null,
  input: SegmentInput,
  where: AuditWhere,
): Promise<Segment> {
  return deps.database.db.transaction(async (tx) => {
    if (id && !(await findSegment(tx, id))) segmentNotFound();
    if (await segmentNameTaken(tx, input.name, id)) {
      throw new DomainError('BUSINESS_DUPLICATE_RECORD', `A segment named “${input.name}” already exists.`);
    }
    const segmentId = id ?? uuidv7();
    if (id) await updateSegmentRow(tx, id, input.name, input.rule);
    else await insertSegment(tx, segmentId, input.name, input.rule, actor.userId);
    await writeAudit(
      tx,
      {
        action: 'marketing.segment_saved',
        ...who(actor),
        targetType: 'marketing_segment',
        targetId: segmentId,
        details: { name: input.name, rule: input.rule },
      },
      where,
    );
    return (await findSegment(tx, segmentId))!;
  });
}

export async function removeSegment(deps: Deps, actor: Actor, id: string, where: AuditWhere) {
  await deps.database.db.transaction(async (tx) => {
    const segment = (await findSegment(tx, id)) ?? segmentNotFound();
    await deleteSegmentRow(tx, id);
    await writeAudit(
      tx,
      {
        action: 'marketing.segment_deleted',
        ...who(actor),
        targetType: 'marketing_segment',
        targetId: id,
        details: { name: segment.name },
      },
      where,
    );
  });
  return { deleted: true as const };
}

export const campaignsOf = (deps: Deps) => listCampaigns(deps.database.db);

export async function campaignOf(deps: Deps, id: string): Promise<CampaignDetail> {
  const campaign = (await findCampaign(deps.database.db, id)) ?? campaignNotFound();
  return { ...campaign, messages: await campaignMessages(deps.database.db, id) };
}

export async function createCampaign(
  deps: Deps,
  actor: Actor,
  raw: CampaignInput,
  where: AuditWhere,
): Promise<Campaign> {
  const input = campaignInputSchema.parse(raw);
  return deps.database.db.transaction(async (tx) => {
    let rule = input.rule;
    if (input.segmentId) {
      const segment = (await findSegment(tx, input.segmentId)) ?? segmentNotFound();
      rule = segment.rule;
    }
    const id = uuidv7();
    await insertCampaign(tx, {
      id,
      name: input.name,
      channel: input.channel,
      segmentId: input.segmentId,
      rule: rule!,
      subject: input.channel === 'email' ? input.subject : null,
      message: input.message,
      createdBy: actor.userId,
    });
    await writeAudit(
      tx,
      {
        action: 'marketing.campaign_created',
        ...who(actor),
        targetType: 'marketing_campaign',
        targetId: id,
        details: { name: input.name, channel: input.channel },
      },
      where,
    );
    return (await findCampaign(tx, id))!;
  });
}

/** Sends a draft campaign: the recipients and the delivery job in one transaction. A second send is refused. */
export async function sendCampaign(
  deps: Pick<AppDeps, 'database' | 'now' | 'jobs'>,
  actor: Actor,
  id: string,
  where: AuditWhere,
): Promise<Campaign> {
  const campaign = await deps.database.db.transaction(async (tx) => {
    const row = (await lockCampaign(tx, id)) ?? campaignNotFound();
    if (row.status !== 'draft') {
      throw new DomainError('BUSINESS_INVALID_OPERATION', 'This campaign was already sent.');
    }
    const now = deps.now();
    await queueMessages(tx, id, row.channel, row.rule, manilaDate(now));
    await markSending(tx, id, actor.userId, now);
    await enqueue(tx, deliverCampaignJob, { campaignId: id });
    const sent = (await findCampaign(tx, id))!;
    await writeAudit(
      tx,
      {
        action: 'marketing.campaign_sent',
        ...who(actor),
        targetType: 'marketing_campaign',
        targetId: id,
        details: { channel: row.channel, queued: sent.results.queued, optedOut: sent.results.optedOut },
      },
      where,
    );
    return sent;
  });
  deps.jobs.wake();
  return campaign;
}

export const optOutLink = (deps: Pick<AppDeps, 'config' | 'authSecret'>, customerId: string) =>
  `${deps.config.publicUrl}/api/marketing/opt-out/${optOutToken(deps.authSecret, customerId, 'email')}`;

/** Delivers a campaign's queued messages, one by one; consent is read again just before each. */
export async function deliverCampaign(deps: AppDeps, campaignId: string) {
  const db = deps.database.db;
  const [campaign] = [await findCampaign(db, campaignId)];
  if (!campaign) return { sent: 0 };
  const sms = smsProviderOf(deps);
  let sent = 0;
  for (const m of await queuedMessages(db, campaignId)) {
    const consent = campaign.channel === 'sms' ? m.consentSms : m.consentEmail;
    if (!consent || !m.isActive) {
      await setMessageStatus(db, m.id, 'opted_out', null);
      continue;
    }
    try {
      if (campaign.channel === 'sms') {
        await sms.send({
          to: m.recipient,
          text: smsBody(campaign.message, m.displayName),
          reference: campaignId,
        });
      } else {
        const link = optOutLink(deps, m.customerId);
        await deps.mailer.send({
          to: m.recipient,
          subject: campaign.subject ?? campaign.name,
          text: `${personalize(campaign.message, m.displayName)}\n\n—\nTo stop these e-mails, open ${link}`,
          kind: 'notice',
        });
      }
      await setMessageStatus(db, m.id, 'sent', null);
      sent += 1;
    } catch (err) {
      await setMessageStatus(
        db,
        m.id,
        'failed',
        (err instanceof Error ? err.message : String(err)).slice(0, 500),
      );
    }
  }
  await finishCampaign(db, campaignId);
  return { sent };
}

export const deliverCampaignJob = defineJob<{ campaignId: string }, AppDeps>(
  'marketing.deliver',
  (payload, deps) => deliverCampaign(deps, payload.campaignId),
  { retry: { attempts: 3, backoffMs: 60_000 } },
);

/** A customer's no to a channel, at once: consent cleared and the event recorded. */
export async function optOut(
  deps: Deps,
  customerId: string,
  channel: MarketingChannel,
  source: 'opt_out_link' | 'staff',
  actor: Actor | null,
  where: AuditWhere,
) {
  return deps.database.db.transaction(async (tx) => {
    const done = await withdrawConsent(tx, customerId, channel, source, actor?.userId ?? null, uuidv7());
    if (!done) throw new DomainError('CUSTOMER_NOT_FOUND');
    await writeAudit(
      tx,
      {
        action: 'marketing.opted_out',
        ...(actor ? who(actor) : {}),
        targetType: 'customer',
        targetId: customerId,
        details: { channel, source },
      },
      where,
    );
    return { recorded: true as const };
  });
}

/** The public link: a valid token withdraws the consent; anything else changes nothing. */
export async function optOutByLink(
  deps: Pick<AppDeps, 'database' | 'now' | 'authSecret'>,
  token: string,
  where: AuditWhere,
) {
  const read = readOptOutToken(deps.authSecret, token);
  if (!read) return false;
  try {
    await optOut(deps, read.customerId, read.channel, 'opt_out_link', null, where);
    return true;
  } catch (err) {
    if (err instanceof DomainError) return false;
    throw err;
  }
}
