/** Input settings the product form's sections share: peso amounts, and quantities in the base unit. */

export const pesoInput = {
  prefix: '₱',
  decimalScale: 2,
  thousandSeparator: ',',
  min: 0,
  hideControls: true,
} as const;

/** A quantity typed in the base unit, which it shows at its end. */
export const inBaseUnit = (baseUnit: string) =>
  ({ inputMode: 'decimal', rightSection: baseUnit, rightSectionWidth: 56 }) as const;
