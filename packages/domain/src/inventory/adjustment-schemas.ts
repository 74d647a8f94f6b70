import { z } from 'zod';
import { MOVEMENT_TYPES } from './movements.ts';
import { MAX_QTY_MILLI } from './quantity.ts';

/** A stock adjustment: set / add / subtract with a required reason (issue 4; seed 001 §4). */
export const adjustmentSchema = z
  .object({
    productId: z.uuid('Choose a product'),
    locationId: z.uuid('Choose a location').optional(),
    lotId: z.uuid('Choose a batch').nullish(),
    mode: z.enum(['set', 'add', 'subtract'], { error: 'Choose set, add or subtract' }),
    qtyMilli: z
      .number({ error: 'Quantity is required' })
      .int('Quantity can have at most 3 decimals')
      .min(0, 'Quantity cannot be negative')
      .max(MAX_QTY_MILLI, 'Quantity is too large'),
    reason: z
      .string({ error: 'Give a reason for this adjustment' })
      .trim()
      .min(3, 'Give a reason for this adjustment')
      .max(500, 'Reason must be at most 500 characters'),
  })
  .refine((a) => a.mode === 'set' || a.qtyMilli > 0, {
    message: 'Quantity must be positive',
    path: ['qtyMilli'],
  });
export type AdjustmentInput = z.output<typeof adjustmentSchema>;

export const movementTypeSchema = z.enum(MOVEMENT_TYPES as [string, ...string[]]);

/** Opening sealed packs (a sack, a box) into loose base units, sold by the kilo or the piece. */
export const openPackSchema = z.object({
  productId: z.uuid('Choose a product'),
  locationId: z.uuid('Choose a location').optional(),
  lotId: z.uuid('Choose a batch').nullish(),
  unitCode: z.string({ error: 'Choose the pack to open' }).trim().min(1, 'Choose the pack to open').max(16),
  count: z
    .number({ error: 'Say how many to open' })
    .int('Open whole packs only')
    .min(1, 'Open at least 1')
    .max(1000, 'Open at most 1,000 at a time'),
});
export type OpenPackInput = z.output<typeof openPackSchema>;

/** A new recount sheet: a location and, to keep it to one shelf, optionally a category. */
export const newCountSheetSchema = z.object({
  locationId: z.uuid('Choose a location').optional(),
  categoryId: z.uuid('Choose a category').nullish(),
  /** Only products that have stock (or a minimum) at the location, instead of every active product. */
  onlyStocked: z.boolean().default(false),
  notes: z.string().trim().max(500, 'Notes must be at most 500 characters').nullish(),
});
export type NewCountSheet = z.output<typeof newCountSheetSchema>;

/** Counted quantities entered on a sheet; null clears a count (the line is then left as it is). */
export const countEntriesSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.uuid(),
        countedMilli: z
          .number({ error: 'Counted quantity must be a number' })
          .int('Counted quantity can have at most 3 decimals')
          .min(0, 'Counted quantity cannot be negative')
          .max(MAX_QTY_MILLI, 'Counted quantity is too large')
          .nullable(),
      }),
    )
    .min(1, 'Enter at least one count')
    .max(5000, 'At most 5,000 counts at a time'),
});
export type CountEntries = z.output<typeof countEntriesSchema>;

/** The most lines one sheet may hold; a bigger store counts by category. */
export const MAX_COUNT_SHEET_LINES = 5000;
