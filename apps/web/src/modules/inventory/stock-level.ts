/** Where a product's stock stands against its minimum: nothing left, at or below the minimum, or fine. */
export type StockLevel = 'out' | 'low' | 'ok';

export function stockLevel(p: { stockMilli: number; minStockMilli: number }): StockLevel {
  if (p.stockMilli <= 0) return 'out';
  if (p.minStockMilli > 0 && p.stockMilli <= p.minStockMilli) return 'low';
  return 'ok';
}

const PESO = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

/** 145000 → "₱1,450.00". Money is kept in centavos; this is only for showing it. */
export const formatPeso = (centavos: number) => PESO.format(centavos / 100);
