import { code128Modules } from '@fbms/domain';
import type { Product } from '../inventory.queries.ts';

/** Most labels one print may hold: 50 A4 sheets of 21. */
export const MAX_LABELS = 1050;
/** Most copies of one product's label. */
export const MAX_COPIES = 500;
/** Labels on one A4 sheet (3 × 7, the common 63.5 × 38.1 mm sticker sheet). */
export const LABELS_PER_SHEET = 21;

/** One code a product can be labelled with: a barcode of the product or of one of its units, or the SKU. */
export interface LabelChoice {
  /** What the scanner reads. */
  code: string;
  /** The selling unit this code stands for (its price is printed). */
  unitCode: string;
  priceCentavos: number;
  fromSku: boolean;
}

/** The codes a product can be labelled with: its barcodes (each with its unit's price), then the SKU. */
export function labelChoices(product: Product): LabelChoice[] {
  const unitPrice = (code: string | null): { unitCode: string; priceCentavos: number } => {
    const unit = code ? product.units.find((u) => u.code === code) : undefined;
    return unit
      ? { unitCode: unit.code, priceCentavos: unit.priceCentavos }
      : { unitCode: product.baseUnit, priceCentavos: product.priceCentavos };
  };
  const choices: LabelChoice[] = product.barcodes.map((b) => ({
    code: b.barcode,
    ...unitPrice(b.unitCode),
    fromSku: false,
  }));
  if (!choices.some((c) => c.code === product.sku))
    choices.push({ code: product.sku, ...unitPrice(null), fromSku: true });
  return choices;
}

export interface Bar {
  x: number;
  width: number;
}

/**
 * The bars of a Code 128 symbol as rectangles, in modules from the left edge, or null when the text
 * holds characters a Code 128 label cannot print.
 */
export function barcodeBars(text: string): { bars: Bar[]; modules: number } | null {
  let pattern: string;
  try {
    pattern = code128Modules(text);
  } catch {
    return null;
  }
  const bars: Bar[] = [];
  let i = 0;
  while (i < pattern.length) {
    if (pattern[i] === '1') {
      const start = i;
      while (pattern[i] === '1') i++;
      bars.push({ x: start, width: i - start });
    } else i++;
  }
  return { bars, modules: pattern.length };
}

/** The labels in print order: each line's copies one after another. */
export function expandLabels<T extends { copies: number }>(lines: T[]): T[] {
  return lines.flatMap((line) => Array.from({ length: line.copies }, () => line));
}

export const totalLabels = (lines: { copies: number }[]) => lines.reduce((n, l) => n + l.copies, 0);
