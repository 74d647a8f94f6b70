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
