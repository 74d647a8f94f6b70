/** Peso amounts as a cashier types them: "1,450.5" ↔ 145050 centavos. */

/** "1,450.5" → 145050 centavos; null when it is not an amount. */
export function parsePeso(text: string): number | null {
  const clean = text.replace(/[₱,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  const [whole, frac = ''] = clean.split('.');
  const n = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(n) ? n : null;
}

export const pesoText = (c: number) => (c / 100).toFixed(2);
