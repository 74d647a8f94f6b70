import { z } from 'zod';

/**
 * Money is exact: integer centavos (₱1,450.00 = 145000), never floats (DESIGN "Data rules"). `Centavos` is
 * the branded type (STYLE 3), like `QtyMilli` for quantities: a plain number at run time and in JSON, but
 * a number that has not been checked or computed as money does not pass for it. Format only in the view
 * (`formatPeso`).
 */
export type Centavos = number & { readonly __brand: 'Centavos' };

/** A whole number of centavos, or a RangeError (a fraction of a centavo is a bug upstream). */
export function toCentavos(n: number): Centavos {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Money must be a whole number of centavos: ${n}`);
  return n as Centavos;
}

export const ZERO_CENTAVOS = 0 as Centavos;

/** a + b + …, exact (integers stay integers). */
export const sumCentavos = (amounts: readonly Centavos[]): Centavos =>
  amounts.reduce((total, a) => total + a, 0) as Centavos;

export const addCentavos = (a: Centavos, b: Centavos): Centavos => (a + b) as Centavos;
export const subtractCentavos = (a: Centavos, b: Centavos): Centavos => (a - b) as Centavos;
export const minCentavos = (a: Centavos, b: Centavos): Centavos => Math.min(a, b) as Centavos;

/**
 * A zod number schema whose parsed value is `Centavos` (the schema checks the whole centavos; the value
 * and the JSON are unchanged). The input type stays `number`: what a form or a request holds.
 */
export const asCentavos = <S extends z.ZodType<number, number>>(schema: S) =>
  schema.transform((n) => n as Centavos);

/**
 * An amount in an API answer: JSON as sent (a plain number, no transform, so the OpenAPI document is a
 * number), typed as `Centavos` for the contract's output. The server computes these amounts as Centavos.
 */
export const centavosAnswer = z.number() as unknown as z.ZodType<Centavos, number>;
