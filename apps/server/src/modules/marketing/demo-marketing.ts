import { sqlRows, uuidv7 } from '@fbms/db';
import type { SegmentRule } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { addDays, type DemoContext, type DemoSeeder, manilaMoment, person } from '../demo/demo-context.ts';
import { insertCampaign, insertSegment, queueMessages } from './marketing.repository.ts';

/**
 * The demo store's marketing: the saved segment "Rice farmers", an SMS campaign to it sent five days ago
 * (its messages marked sent, as the delivery job would have; nothing is written to the SMS outbox) and a
 * draft e-mail campaign to the hog raisers. Without customers (the customers module's seeder did not
 * run) there is nothing to market to, and it writes nothing.
 */
export const marketingSeeder: DemoSeeder = {
  module: 'marketing',
  async seed(ctx: DemoContext) {
    const [row] = await sqlRows<{ n: number }>(ctx.tx, sql`SELECT count(*)::int AS n FROM customers`);
    if (!row?.n) return;
    const manager = person(ctx, 'manager@demo.fbms.ph').id;
    const rice: SegmentRule = { all: [{ kind: 'raises', text: 'rice' }] };
    const segmentId = uuidv7();
    await insertSegment(ctx.tx, segmentId, 'Rice farmers', rice, manager);

    const sentDay = addDays(ctx.today, -5);
    const sentAt = manilaMoment(sentDay, 9 * 60);
    const smsId = uuidv7(sentAt.getTime());
    await insertCampaign(ctx.tx, {
      id: smsId,
      name: 'Palay seeds for the wet season',
      channel: 'sms',
      segmentId,
      rule: rice,
      subject: null,
      message: 'Hi {name}! Certified palay seeds (NSIC Rc 222) are in at the store. Reserve yours now.',
      createdBy: manager,
    });
    await queueMessages(ctx.tx, smsId, 'sms', rice, sentDay);
    await ctx.tx.execute(sql`UPDATE marketing_messages SET status = 'sent', created_at = ${sentAt.toISOString()}::timestamptz
      WHERE campaign_id = ${smsId} AND status = 'queued'`);
    await ctx.tx.execute(sql`UPDATE marketing_campaigns SET status = 'sent', sent_by = ${manager},
      sent_at = ${sentAt.toISOString()}::timestamptz, created_at = ${sentAt.toISOString()}::timestamptz
      WHERE id = ${smsId}`);

    await insertCampaign(ctx.tx, {
      id: uuidv7(),
      name: 'Hog feeds promo',
      channel: 'email',
      segmentId: null,
      rule: { all: [{ kind: 'raises', text: 'hogs' }] },
      subject: 'Hog grower feeds: 5% off this month',
      message:
        'Dear {name},\n\nOur hog grower feeds are 5% off until the end of the month. See you at the store!',
      createdBy: manager,
    });
    ctx.counts['marketing campaigns'] = 2;
  },
};
