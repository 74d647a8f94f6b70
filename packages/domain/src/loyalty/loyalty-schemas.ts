import { z } from 'zod';
import { customerControlsSchema } from '../customers/customer-schemas.ts';

/** The loyalty program's screen and API (issue 23): its settings, the points overview and ledger. */

/** The program's settings: customer_controls.loyalty, validated by the same schema. */
export const loyaltySettingsSchema = customerControlsSchema.shape.loyalty.unwrap();
export type LoyaltySettings = z.output<typeof loyaltySettingsSchema>;

export const LOYALTY_KINDS = ['earn', 'redeem', 'reverse', 'expire', 'adjust'] as const;

export const loyaltyOverviewSchema = z.object({
  /** Customers holding points now. */
  members: z.number(),
  outstandingPoints: z.number(),
  /** This month (Manila). */
  earnedThisMonth: z.number(),
  redeemedThisMonth: z.number(),
  expiredThisMonth: z.number(),
  top: z.array(z.object({ customerId: z.uuid(), displayName: z.string(), points: z.number() })),
});
export type LoyaltyOverview = z.infer<typeof loyaltyOverviewSchema>;

export const loyaltyLedgerQuerySchema = z.object({
  customerId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const loyaltyEntrySchema = z.object({
  entryNo: z.number(),
  customerId: z.uuid(),
  displayName: z.string(),
  entryDate: z.string(),
  kind: z.enum(LOYALTY_KINDS),
  points: z.number(),
  expiresOn: z.string().nullable(),
  memo: z.string().nullable(),
});
export type LoyaltyEntry = z.infer<typeof loyaltyEntrySchema>;

export const loyaltyAdjustSchema = z.object({
  customerId: z.uuid(),
  points: z
    .number()
    .int('Whole points only')
    .min(-1_000_000)
    .max(1_000_000)
    .refine((p) => p !== 0, 'Type the points to add (or, with a minus, to take away)'),
  reason: z.string().trim().min(3, 'Say why').max(200),
});
export type LoyaltyAdjustInput = z.infer<typeof loyaltyAdjustSchema>;
