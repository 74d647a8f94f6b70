import { z } from 'zod';

/**
 * Who a marketing message goes to (issue 23): a segment is an AND of conditions, each one of the kinds
 * below. The server compiles each condition to SQL (marketing.repository.ts); the screen builds them.
 */
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');
const text = z.string().trim().min(1, 'Type what to look for').max(100);

export const segmentConditionSchema = z.discriminatedUnion('kind', [
  /** Bought a product, or any product of a category, between two dates (both included). */
  z
    .object({
      kind: z.literal('bought'),
      productId: z.uuid().optional(),
      categoryId: z.uuid().optional(),
      from: dateSchema,
      to: dateSchema,
    })
    .refine((c) => Boolean(c.productId) !== Boolean(c.categoryId), {
      message: 'Choose a product or a category',
      path: ['productId'],
    })
    .refine((c) => c.from <= c.to, { message: 'The start date is after the end date', path: ['to'] }),
  /** Bought before, but nothing in the last `days` days. */
  z.object({ kind: z.literal('lapsed'), days: z.number().int().min(1).max(3650) }),
  /** Owes the store something (`any`) or has an amount past due (`overdue`). */
  z.object({ kind: z.literal('balance'), which: z.enum(['any', 'overdue']) }),
  /** What the customer raises or grows (hogs, broilers, rice…) contains the text. */
  z.object({ kind: z.literal('raises'), text }),
  /** Carries the tag. */
  z.object({ kind: z.literal('tag'), tag: text }),
  /** Lives in the city or municipality, or the province (either may be left out, not both). */
  z
    .object({
      kind: z.literal('place'),
      city: z.string().trim().max(100).optional(),
      province: z.string().trim().max(100).optional(),
    })
    .refine((c) => Boolean(c.city) || Boolean(c.province), {
      message: 'Type a city or a province',
      path: ['city'],
    }),
]);
export type SegmentCondition = z.infer<typeof segmentConditionSchema>;
export type SegmentConditionKind = SegmentCondition['kind'];
export const SEGMENT_CONDITION_KINDS = ['bought', 'lapsed', 'balance', 'raises', 'tag', 'place'] as const;

/** All conditions must hold (AND); no condition = every active customer. */
export const segmentRuleSchema = z.object({
  all: z.array(segmentConditionSchema).max(10, 'At most 10 conditions'),
});
export type SegmentRule = z.infer<typeof segmentRuleSchema>;
