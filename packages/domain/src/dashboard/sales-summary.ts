import { z } from 'zod';

/**
 * The dashboard's sales figures (GET /api/dashboard/sales): what the server answers and the home screen
 * shows. Money in centavos, quantities in thousandths of the product's base unit, dates YYYY-MM-DD in
 * Asia/Manila.
 */
const figure = z.object({ amountCentavos: z.number(), transactions: z.number() });

export const salesSummarySchema = z.object({
  /** 'store': every sale; 'mine': the signed-in cashier's own (as their sales history shows). */
  scope: z.enum(['store', 'mine']),
  /** Today's business date and the Monday of this week. */
  today: z.string(),
  weekStart: z.string(),
  todaySales: figure,
  weekSales: figure,
  /** Best sellers by net amount over the last 30 business days, today included. */
  topProducts: z.object({
    since: z.string(),
    items: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        baseUnit: z.string(),
        qtyMilli: z.number(),
        amountCentavos: z.number(),
      }),
    ),
  }),
  /** Active products out of stock, or at or below their minimum, lowest first (as /inventory?stock=…). */
  lowStock: z.object({
    lowCount: z.number(),
    outCount: z.number(),
    items: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        sku: z.string(),
        baseUnit: z.string(),
        stockMilli: z.number(),
        minStockMilli: z.number(),
      }),
    ),
  }),
  /**
   * Per branch, when the person's branches (as the switcher narrows them) are more than one and they see
   * the store's figures, not a cashier's own (issue 26):
   * each active branch's completed sales of today and of this calendar month, and its stock at cost
   * (the balances of its locations × the product's cost). Empty with one branch: the figures above are it.
   */
  branches: z.array(
    z.object({
      branchId: z.string(),
      code: z.string(),
      name: z.string(),
      todaySales: figure,
      monthSales: figure,
      stockValueCentavos: z.number(),
    }),
  ),
});

export type SalesSummary = z.infer<typeof salesSummarySchema>;
