import { z } from 'zod';
import { type Centavos, toCentavos } from '../money/centavos.ts';

/**
 * Philippine bills and coins in circulation, in centavos, largest first (BSP: ₱1,000 to ₱20 bills,
 * ₱20 to ₱1 coins, 25, 5 and 1 centavo coins). A cash count gives how many of each; the ₱20 bill and
 * coin are counted together.
 */
export const DENOMINATIONS_CENTAVOS = [
  100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 100, 25, 5, 1,
] as const;
export type Denomination = (typeof DENOMINATIONS_CENTAVOS)[number];

/** How many of each denomination: `{ "100000": 2, "2000": 5 }` (keys are centavos; a denomination left out is none). */
export const cashCountSchema = z
  .partialRecord(
    z.enum(DENOMINATIONS_CENTAVOS.map(String) as [string, ...string[]], { error: 'Not a peso bill or coin' }),
    z
      .number()
      .int('Count whole bills and coins')
      .min(0, 'A count cannot be below zero')
      .max(100_000, 'Too many'),
  )
  .meta({ id: 'CashCount', description: 'Bills and coins by denomination in centavos → how many' });
export type CashCount = z.output<typeof cashCountSchema>;

/** The value of a cash count. */
export function countTotal(count: CashCount): Centavos {
  let total = 0;
  for (const [denomination, n] of Object.entries(count)) total += Number(denomination) * (n ?? 0);
  return toCentavos(total);
}
