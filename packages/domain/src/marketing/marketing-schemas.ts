import { z } from 'zod';
import { segmentRuleSchema } from './segment-rules.ts';
import { SMS_MAX_PARTS, smsFits } from './sms.ts';

/** Marketing's shapes (issue 23): segments, their preview, campaigns and their results. */

export const MARKETING_CHANNELS = ['sms', 'email'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];
export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const segmentPreviewInputSchema = z.object({ rule: segmentRuleSchema });

export const segmentMemberSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  consentSms: z.boolean(),
  consentEmail: z.boolean(),
});
export type SegmentMember = z.infer<typeof segmentMemberSchema>;

export const segmentPreviewSchema = z.object({
  /** Active customers the rule picks. */
  count: z.number(),
  /** Of them, who agreed to SMS and has a phone number / agreed to e-mail and has an address. */
  smsReachable: z.number(),
  emailReachable: z.number(),
  /** The first 20, by name. */
  customers: z.array(segmentMemberSchema),
});
export type SegmentPreview = z.infer<typeof segmentPreviewSchema>;

export const segmentInputSchema = z.object({
  name: z.string().trim().min(1, 'Name the segment').max(80),
  rule: segmentRuleSchema,
});
export type SegmentInput = z.infer<typeof segmentInputSchema>;

export const segmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  rule: segmentRuleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const campaignInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the campaign').max(80),
    channel: z.enum(MARKETING_CHANNELS),
    /** A saved segment, or the rule typed for this campaign (the segment's rule is copied at creation). */
    segmentId: z.uuid().nullable().default(null),
    rule: segmentRuleSchema.optional(),
    subject: z.string().trim().max(150).nullable().default(null),
    message: z.string().trim().min(1, 'Type the message').max(2000),
  })
  .refine((c) => c.segmentId !== null || c.rule !== undefined, {
    message: 'Choose a segment or set the conditions',
    path: ['segmentId'],
  })
  .refine((c) => c.channel !== 'email' || Boolean(c.subject), {
    message: 'An e-mail needs a subject',
    path: ['subject'],
  })
  .refine((c) => c.channel !== 'sms' || smsFits(c.message), {
    message: `Too long for ${SMS_MAX_PARTS} text messages with the opt-out line: shorten it`,
    path: ['message'],
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const campaignResultsSchema = z.object({
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  /** Customers of the segment who had said no to this channel (recorded, never messaged). */
  optedOut: z.number(),
});

export const campaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  channel: z.enum(MARKETING_CHANNELS),
  segmentId: z.uuid().nullable(),
  segmentName: z.string().nullable(),
  rule: segmentRuleSchema,
  subject: z.string().nullable(),
  message: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  results: campaignResultsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignMessageSchema = z.object({
  customerId: z.uuid(),
  displayName: z.string(),
  recipient: z.string().nullable(),
  status: z.enum(['queued', 'sent', 'failed', 'opted_out']),
  error: z.string().nullable(),
});
export type CampaignMessage = z.infer<typeof campaignMessageSchema>;

export const campaignDetailSchema = campaignSchema.extend({ messages: z.array(campaignMessageSchema) });
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** Staff record a customer's STOP reply (or a spoken no) for a channel. */
export const optOutInputSchema = z.object({
  customerId: z.uuid(),
  channel: z.enum(MARKETING_CHANNELS),
});

export const optOutTokenParamSchema = z.object({ token: z.string().min(10).max(300) });
