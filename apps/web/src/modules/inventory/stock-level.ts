/** Where a product's stock stands against its minimum: nothing left, at or below the minimum, or fine. */
export type StockLevel = 'out' | 'low' | 'ok';

export function stockLevel(p: { stockMilli: number; minStockMilli: number }): StockLevel {
  if (p.stockMilli <= 0) return 'out';
  if (p.minStockMilli > 0 && p.stockMilli <= p.minStockMilli) return 'low';
  return 'ok';
}
