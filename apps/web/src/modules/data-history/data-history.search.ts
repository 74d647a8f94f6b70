import { z } from 'zod';

/**
 * The screen's filters live in the address (STYLE 10), so a record's "History" button links to them:
 * /data-history?targetType=product&targetId=<id>
 */
export const dataHistorySearch = z.object({
  actor: z.string().max(100).optional().catch(undefined),
  module: z
    .string()
    .regex(/^[a-z_-]+$/)
    .max(40)
    .optional()
    .catch(undefined),
  action: z
    .string()
    .regex(/^[a-z_-]+\.[a-z_]+$/)
    .max(80)
    .optional()
    .catch(undefined),
  targetType: z
    .string()
    .regex(/^[a-z_]+$/)
    .max(40)
    .optional()
    .catch(undefined),
  targetId: z.string().max(100).optional().catch(undefined),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  tab: z.enum(['log', 'privacy']).optional().catch(undefined),
});
export type DataHistorySearch = z.infer<typeof dataHistorySearch>;
