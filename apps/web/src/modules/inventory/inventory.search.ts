import { z } from 'zod';

/**
 * The inventory screen's state lives in the address (STYLE 10), so a link from a notification or a
 * colleague opens the same view: /inventory?q=urea&categoryId=…&page=2&product=<id>
 */
export const inventorySearch = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  categoryId: z.uuid().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  /** Only products out of stock or low (a notification's link). */
  stock: z.enum(['low', 'out']).optional().catch(undefined),
  /** A product whose detail is open. */
  product: z.uuid().optional().catch(undefined),
});
export type InventorySearch = z.infer<typeof inventorySearch>;

/** /inventory/labels?products=<id>,<id>: the products to label (from a product's detail). */
export const labelsSearch = z.object({
  products: z
    .string()
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,49}$/i)
    .optional()
    .catch(undefined),
});
